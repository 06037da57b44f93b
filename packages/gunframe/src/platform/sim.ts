/**
 * runSim: a batch of GUNFRAME bot battles between the example squadrons, summarised per game.
 * The command line's `sortie sim` is generic over the registry; this helper keeps GUNFRAME's own
 * sim tests (every mission, environment and optional rule) next to the rules they exercise.
 */

import { createGunframeRuleset } from '../battle/index.ts'
import { BOTS, type GameSummary, playGame } from '../bots/index.ts'
import { tableRules } from '../table/index.ts'
import { type SimOptions, simSeats, simSetup } from './quick-setup.ts'

export { simSetup }

export interface SimReport {
  games: { seed: string; winner: string | null; turns: number; vp: Record<string, number>; error?: string }[]
  errors: number
}

export function runSim(o: SimOptions & { onGame?: (done: number) => void }): SimReport {
  const ruleset = createGunframeRuleset({ table: tableRules })
  const seats = simSeats(o)
  const bots = o.bots.map((n) => BOTS[n])
  if (bots.some((b) => !b)) throw new Error(`unknown bot; choose from ${Object.keys(BOTS).join(', ')}`)
  const bySeat = Object.fromEntries(seats.map((s, i) => [s, bots[i % bots.length]]))
  const report: SimReport = { games: [], errors: 0 }
  for (let i = 0; i < o.games; i++) {
    const seed = `${o.seed}-${i}`
    let g: GameSummary
    try {
      g = playGame({ ruleset, table: tableRules, setup: simSetup(o, seed), seed, bots: bySeat as never })
    } catch (e) {
      g = { seed, winner: null, turns: 0, vp: {}, decisions: 0, error: (e as Error).message }
    }
    if (g.error) report.errors++
    report.games.push({
      seed,
      winner: g.winner,
      turns: g.turns,
      vp: g.vp,
      ...(g.error ? { error: g.error } : {}),
    })
    o.onGame?.(i + 1)
  }
  return report
}
