/** Assembles the report from the running totals and the balance estimate. */
import type { Seat } from '@sortie/engine'
import type { LabAggregate, Tally } from '../stats/aggregate.ts'
import { balance } from '../stats/balance.ts'
import { rate } from '../stats/wilson.ts'
import type { GameRow, LabConfig, LabReport, Rate } from '../types.ts'

const rates = (m: Record<string, Tally>): Record<Seat, Rate> =>
  Object.fromEntries(
    Object.keys(m)
      .sort()
      .map((k) => [k, rate(m[k]!.wins, m[k]!.n)]),
  )

export async function buildReport(
  ruleset: { id: string; title: string },
  config: LabConfig,
  agg: LabAggregate,
  rows: () => AsyncIterable<GameRow> | Iterable<GameRow>,
): Promise<LabReport> {
  const b = await balance(agg, config, rows)
  const byContext = [...agg.contexts.values()]
    .sort((x, y) => (x.key === y.key ? (x.value < y.value ? -1 : 1) : x.key < y.key ? -1 : 1))
    .map((c) => ({
      key: c.key,
      value: c.value,
      games: c.games,
      draws: c.draws,
      errors: c.errors,
      bySeat: Object.fromEntries(
        agg.seats.map((s) => [s, rate(c.bySeat[s]?.wins ?? 0, c.bySeat[s]?.n ?? 0)]),
      ),
    }))
  const played = agg.played
  return {
    format: 'sortie-lab-report/1',
    ruleset,
    config,
    games: agg.games,
    errors: agg.errors,
    draws: agg.draws,
    errorCodes: agg.errorCodes,
    turns: {
      mean: played > 0 ? Math.round((agg.turnsSum / played) * 100) / 100 : 0,
      histogram: [...agg.turns].sort((a, b) => a[0] - b[0]).map(([turns, games]) => ({ turns, games })),
    },
    bySeat: Object.fromEntries(
      agg.seats.map((s) => [s, rate(agg.bySeat[s]?.wins ?? 0, agg.bySeat[s]?.n ?? 0)]),
    ),
    byBot: rates(agg.byBot),
    byContext,
    ...b,
    notes: [
      'Effects are changes in the log-odds of winning per copy fielded, from a ridge-penalised ' +
        `logistic regression on the roster difference (prior sd ${b.regression.priorSd}); intervals are 95%.`,
      'Fair cost = effect / lambda, where lambda is the log-odds one printed point buys in these games.',
      ...b.notes,
    ],
  }
}
