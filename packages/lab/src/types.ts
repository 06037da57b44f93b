/**
 * The shapes the balance lab passes around: a run's configuration (what every worker needs to
 * replay a game from its index alone), one game's compact result row, and the report.
 *
 * A row is a summary, never a game log: the seats, bots, outcome, figures, context and each
 * roster's entries. Rows are streamed to `games.jsonl` and aggregated as they arrive.
 */
import type { CliValues, Seat } from '@sortie/engine'

export type Pool = 'examples' | 'random-legal'

export interface LabConfig {
  /** A registry id ('gunframe') or a path to a module whose default export is a RulesetPackage. */
  ruleset: string
  games: number
  seed: string
  /** One bot id per seat, dealt in seat order and rotated one seat per game (seats swap). */
  bots: string[]
  pool: Pool
  /** The ruleset's own options (`sim.options`), handed to its lab setup or quick setup. */
  options: CliValues
}

/** One roster entry as a row stores it: kind, name, how many, printed points each. */
export type RowFeature = [kind: 'unit' | 'upgrade', name: string, count: number, points: number]

export interface GameRow {
  /** Game index in the run: its seed and seating follow from it alone. */
  i: number
  seed: string
  /** The setup's seats, in order. */
  seats: Seat[]
  /** The bot id at each seat. */
  bots: Record<Seat, string>
  winners: Seat[]
  draw: boolean
  turns: number
  scores: Record<Seat, number>
  /** Labels of the game's situation (GUNFRAME: mission, environment), for the win-rate tables. */
  context: Record<string, string>
  /** Each seat's roster entries. */
  features: Record<Seat, RowFeature[]>
  /** Set when the game could not be set up or played to the end (counted apart, never as a win). */
  error?: string
}

/** A chunk of consecutive games, the unit of work handed to a thread or a queue worker. */
export interface LabTask {
  config: LabConfig
  from: number
  /** Exclusive. */
  to: number
}

export interface Rate {
  n: number
  wins: number
  rate: number
  /** Wilson 95% interval. */
  lo: number
  hi: number
}

export interface ContextRow {
  key: string
  value: string
  games: number
  draws: number
  errors: number
  bySeat: Record<Seat, Rate>
}

export interface FeatureEstimate {
  key: string
  kind: 'unit' | 'upgrade' | 'bot'
  name: string
  /** Printed points (mean over the games it appeared in). */
  points: number
  /** Seat-games that fielded it, and the share of those won. */
  fielded: number
  winRate: number
  /** Effect of one more of it on the log-odds of winning, with a 95% interval. */
  beta: number
  lo: number
  hi: number
  /** Points it is worth at the run's price of a point (beta / lambda), with a 95% interval. */
  fairCost: number | null
  fairLo: number | null
  fairHi: number | null
  /** (beta − lambda × points) / se: positive = worth more than it costs. */
  z: number | null
  flag?: 'over' | 'under'
}

export interface LabReport {
  format: 'sortie-lab-report/1'
  ruleset: { id: string; title: string }
  config: LabConfig
  games: number
  errors: number
  draws: number
  /** Error codes and how often they happened. */
  errorCodes: Record<string, number>
  turns: { mean: number; histogram: { turns: number; games: number }[] }
  bySeat: Record<Seat, Rate>
  byBot: Record<string, Rate>
  byContext: ContextRow[]
  regression: {
    /** Why the regression is missing, when it is. */
    skipped?: string
    games: number
    iterations: number
    converged: boolean
    /** The first seat's advantage in log-odds. */
    intercept: { beta: number; lo: number; hi: number }
    /** Log-odds of winning per printed point (the run's price of a point). */
    lambda: number | null
    /** Prior standard deviation on each coefficient (ridge). */
    priorSd: number
  }
  features: FeatureEstimate[]
  flagged: { over: string[]; under: string[] }
  notes: string[]
}
