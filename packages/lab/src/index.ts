/**
 * The balance lab: thousands of bot games over any registered ruleset, on this
 * machine's cores (piscina) or across machines (BullMQ on Redis), read into a report of win rates
 * and per-entry value against printed points.
 *
 * @example
 * import { runLab } from '@sortie/lab'
 * await runLab({ ruleset: 'gunframe', games: 100, seed: 'x', bots: ['greedy'], pool: 'random-legal', options: {} },
 *   { workers: 2, out: 'lab-out' })
 */
export { type Plot, reportPlots, type Spec } from './report/specs.ts'
export { labRuleset } from './run/load.ts'
export { defaultLabBots, gameSeed, labHooks, labSetup, playLabGame, seatBots } from './run/play-game.ts'
export { type RunOptions, type RunResult, runLab } from './run/run.ts'
export type * from './types.ts'
