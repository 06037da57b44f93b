/**
 * The balance estimate: a logistic regression of "the first seat won" on the difference between
 * the two rosters (copies of each unit and upgrade, plus the bots when they differ), with the
 * first seat's edge as the intercept. Each coefficient is the change in log-odds of winning from
 * fielding one more copy. The run's price of a point, lambda, is the precision-weighted slope of
 * those effects on the printed points (through the origin); an entry's fair cost is its effect
 * divided by lambda, and z = (effect − lambda·points)/se says how far it sits from its price.
 */
import type { FeatureEstimate, GameRow, LabConfig, LabReport } from '../types.ts'
import type { LabAggregate } from './aggregate.ts'
import { fitLogistic, type SparseRow } from './logistic.ts'

const Z = 1.959964
export const PRIOR_SD = 1
/** Entries fielded in fewer seat-games than this are listed but never flagged. */
const MIN_FIELDED = 10
const FLAGS = 5

export interface Design {
  keys: string[]
  index: Map<string, number>
}

export function designFor(agg: LabAggregate, config: LabConfig): Design {
  const keys = [...agg.features.keys()].sort()
  const bots = [...new Set(config.bots)]
  for (const b of bots.slice(1)) keys.push(`bot:${b}`)
  // Column 0 is the intercept.
  return { keys, index: new Map(keys.map((k, j) => [k, j + 1])) }
}

export function toSparse(row: GameRow, d: Design): SparseRow | null {
  if (row.error || row.seats.length !== 2) return null
  const [a, b] = row.seats as [string, string]
  const x = new Map<number, number>()
  const add = (key: string, v: number) => {
    const j = d.index.get(key)
    if (j !== undefined) x.set(j, (x.get(j) ?? 0) + v)
  }
  for (const [kind, name, count] of row.features[a] ?? []) add(`${kind}:${name}`, count)
  for (const [kind, name, count] of row.features[b] ?? []) add(`${kind}:${name}`, -count)
  add(`bot:${row.bots[a]}`, 1)
  add(`bot:${row.bots[b]}`, -1)
  const y = row.winners.includes(a) ? 1 : row.winners.includes(b) ? 0 : 0.5
  return { x: [...x].filter(([, v]) => v !== 0).sort((p, q) => p[0] - q[0]), y }
}

const r4 = (x: number) => Math.round(x * 10_000) / 10_000
const r2 = (x: number) => Math.round(x * 100) / 100

type Balance = Pick<LabReport, 'regression' | 'features' | 'flagged' | 'notes'>

export async function balance(
  agg: LabAggregate,
  config: LabConfig,
  rows: () => AsyncIterable<GameRow> | Iterable<GameRow>,
): Promise<Balance> {
  const d = designFor(agg, config)
  const notes: string[] = []
  const base = (skipped: string): Balance => ({
    regression: {
      skipped,
      games: 0,
      iterations: 0,
      converged: false,
      intercept: { beta: 0, lo: 0, hi: 0 },
      lambda: null,
      priorSd: PRIOR_SD,
    },
    features: [],
    flagged: { over: [], under: [] },
    notes,
  })
  if (agg.twoSeat < 10) return base('fewer than 10 finished two-seat games')
  if (d.keys.length === 0)
    notes.push('The ruleset reports no roster entries: only the seat edge is estimated.')
  async function* sparse() {
    for await (const row of rows()) {
      const s = toSparse(row, d)
      if (s) yield s
    }
  }
  const fit = await fitLogistic(sparse, d.keys.length + 1, { priorSd: PRIOR_SD })
  const est = d.keys.map((key, k) => {
    const j = k + 1
    const [kind, ...rest] = key.split(':')
    const f = kind === 'bot' ? undefined : agg.features.get(key)
    const beta = fit.beta[j] ?? 0
    const se = fit.se[j] ?? Number.NaN
    return {
      key,
      kind: kind as FeatureEstimate['kind'],
      name: rest.join(':'),
      points: f && f.copies > 0 ? f.pointsSum / f.copies : 0,
      fielded: f?.fielded ?? 0,
      winRate: f && f.fielded > 0 ? f.wins / f.fielded : 0,
      beta,
      se,
    }
  })
  // The price of a point: weighted least squares of effect on points, through the origin.
  let num = 0
  let den = 0
  for (const e of est)
    if (e.kind !== 'bot' && e.points > 0 && e.se > 0) {
      num += (e.beta * e.points) / (e.se * e.se)
      den += (e.points * e.points) / (e.se * e.se)
    }
  const lambda = den > 0 && num > 0 ? num / den : null
  if (lambda === null)
    notes.push('Points do not buy wins in these games (lambda ≤ 0): fair costs are not defined.')
  const features: FeatureEstimate[] = est.map((e) => {
    const priced = lambda !== null && e.kind !== 'bot'
    const z = priced && e.se > 0 ? (e.beta - lambda * e.points) / e.se : null
    return {
      key: e.key,
      kind: e.kind,
      name: e.name,
      points: r2(e.points),
      fielded: e.fielded,
      winRate: r4(e.winRate),
      beta: r4(e.beta),
      lo: r4(e.beta - Z * e.se),
      hi: r4(e.beta + Z * e.se),
      fairCost: priced ? r2(e.beta / lambda) : null,
      fairLo: priced ? r2((e.beta - Z * e.se) / lambda) : null,
      fairHi: priced ? r2((e.beta + Z * e.se) / lambda) : null,
      z: z === null ? null : r2(z),
    }
  })
  const ranked = features.filter((f) => f.z !== null && f.fielded >= MIN_FIELDED)
  const over = ranked.filter((f) => (f.z ?? 0) > Z).sort((a, b) => (b.z ?? 0) - (a.z ?? 0))
  const under = ranked.filter((f) => (f.z ?? 0) < -Z).sort((a, b) => (a.z ?? 0) - (b.z ?? 0))
  for (const f of over.slice(0, FLAGS)) f.flag = 'over'
  for (const f of under.slice(0, FLAGS)) f.flag = 'under'
  if (over.length + under.length === 0 && lambda !== null)
    notes.push('No entry sits beyond chance from its printed cost at this many games.')
  if (!fit.converged) notes.push(`The regression did not converge in ${fit.iterations} iterations.`)
  return {
    regression: {
      games: fit.n,
      iterations: fit.iterations,
      converged: fit.converged,
      intercept: {
        beta: r4(fit.beta[0] ?? 0),
        lo: r4((fit.beta[0] ?? 0) - Z * (fit.se[0] ?? 0)),
        hi: r4((fit.beta[0] ?? 0) + Z * (fit.se[0] ?? 0)),
      },
      lambda: lambda === null ? null : Math.round(lambda * 1e6) / 1e6,
      priorSd: PRIOR_SD,
    },
    features,
    flagged: { over: over.slice(0, FLAGS).map((f) => f.key), under: under.slice(0, FLAGS).map((f) => f.key) },
    notes,
  }
}
