/**
 * RulesetPackage: everything the apps need to know about one ruleset, in one descriptor
 * (DESIGN §2 "One registry"). The CLI, the server and the web read a list of these and never name
 * a ruleset; adding a ruleset is one package exporting a descriptor plus one line in
 * `@sortie/registry`.
 *
 * Descriptors are cheap to import: anything heavy (the ruleset with its table rules, the
 * catalogue, odds) is built on first call.
 */
import type { Result, RuleError } from './result.ts'
import type { BaseState, DecisionShape, EventShape, Outcome, PromptShape, Ruleset, Seat } from './types.ts'

/** Any validator with zod's `safeParse` shape (the engine itself does not depend on zod). */
export interface SchemaLike<T> {
  safeParse(x: unknown): { success: true; data: T } | { success: false; error: unknown }
}

/** One problem in a file or message: a stable code, readable text, and the JSON path. */
export interface Problem {
  code: string
  message: string
  path: string
}

/** A roster (squadron, force, company, sheet) checked by its ruleset's builder. */
export interface RosterCheck {
  /** Points (or the ruleset's cost measure); null when the file could not be read at all. */
  points: number | null
  /** Empty = valid. */
  problems: Problem[]
  /** For a readable file: a one-line description and its figures (name, size, limit…). */
  summary?: { text: string; fields: Record<string, unknown> }
}

/** One candidate a bot weighed, for the "why did it do that" overlay (DESIGN §9). */
export interface BotCandidate<D> {
  decision: D
  score: number
  /** Short readable reason: "exp. damage 2.4, risk 0.8". */
  note?: string
  /** The figures behind the score, by name ("exp. damage", "risk", "objective"), for labels. */
  figures?: Record<string, number>
}

export interface BotChoice<D> {
  decision: D
  candidates?: BotCandidate<D>[]
}

export interface BotContext<D> {
  /**
   * The decisions legal now (the bot may use them or generate its own). playBots lists them on
   * first read, so a bot that never reads them pays nothing for them.
   */
  readonly legal: readonly D[]
  /** Uniform integer in [0, n): the bot's own seeded stream, never the game's dice. */
  rand(n: number): number
  /** Time the bot may think, when it searches. */
  budgetMs?: number
}

export interface BotPlayer<State, D> {
  id: string
  title: string
  /** What a player picks it by ("Normal"); the title when omitted. */
  label?: string
  /** One line on how it plays, for the opponent picker. */
  description?: string
  /** An alias kept for the command line: pickers leave it out. */
  hidden?: boolean
  /** Picks a decision for `seat`, which the current prompt names. Deterministic for `ctx.rand`. */
  decide(state: State, seat: Seat, ctx: BotContext<D>): BotChoice<D>
}

/** A command-line option a ruleset adds to `sortie sim` or `sortie odds` (commander syntax). */
export interface CliOption {
  flags: string
  description: string
  default?: string
}

export type CliValues = Record<string, string | boolean | undefined>

/** The figures the sim, the lab and the server report for a game, finished or not. */
export interface GameSummary {
  turns: number
  scores: Record<Seat, number>
}

export interface RulesetPackage<
  Setup = unknown,
  State extends BaseState = BaseState,
  D extends DecisionShape = DecisionShape,
  P extends PromptShape = PromptShape,
  E extends EventShape = EventShape,
> {
  id: string
  title: string
  /** One line for pickers and `sortie rulesets`. */
  summary: string
  /** The ruleset as every app plays it (server and web build the same one, so hashes agree). */
  ruleset(): Ruleset<Setup, State, D, P, E>
  /** Checks a setup that comes from outside (a file, a request) before `start` sees it. */
  setupSchema: SchemaLike<Setup>
  /**
   * A ready-to-play setup with example forces: the web's quick battle, the server's default and
   * the sim's game. `options` are the values of `sim.options` (all optional).
   */
  quickSetup(options: CliValues, seed: string): Result<Setup, RuleError>
  /** The seats a setup seats, in order (bots are dealt to them in this order). */
  seats(setup: Setup): Seat[]
  units: {
    /** The example-unit catalogue with builder-computed costs (`sortie units --json`). */
    catalogue(): unknown
    /**
     * Checks a parsed roster file (`sortie roster validate`, the server's roster store). `options`
     * are the command's flags (e.g. `optional: false` when the players use no optional rules).
     */
    validateRoster(file: unknown, options?: CliValues): RosterCheck
    /** A printable card of every unit in a roster file, when the ruleset has them. */
    card?(file: unknown): { text: string; problems: Problem[] }
    /** Example roster files by name, as the text of a file. */
    examples?: Record<string, () => string>
    /** Whether a file looks like this ruleset's roster (for `sortie roster validate` to route it). */
    isRoster?(file: unknown): boolean
    /** Readable rendering of `catalogue()` for `sortie units <id>` without --json. */
    format?(catalogue: unknown): string
  }
  bots: Record<string, BotPlayer<State, D>>
  /** Options the quick setup understands, offered by `sortie sim <id>`. */
  sim?: { options: CliOption[] }
  /** Exact outcome distributions (`sortie odds <id>`). */
  odds?: {
    options: CliOption[]
    compute(values: CliValues): Result<unknown, RuleError>
    /** Human-readable rendering of `compute`'s value (the values are those it was computed from). */
    format(value: unknown, values: CliValues): string
  }
  /** Turns played and scores so far, for sims and reports. */
  summarize(state: State): GameSummary
  /** What the balance lab needs to read rosters and to draw random legal ones. */
  lab?: {
    /** Each seat's roster as entries (units, upgrades) with their printed cost. */
    features(setup: Setup): Record<Seat, RosterFeature[]>
    /** A setup with random legal rosters at the points limit, or the example forces. */
    setup(pool: 'examples' | 'random-legal', options: CliValues, seed: string): Result<Setup, RuleError>
    /** The setup's conditions the report breaks win rates down by (mission, environment…). */
    context?(setup: Setup): Record<string, string>
    /**
     * The bots the lab plays when none are named: strong enough for the results to mean something,
     * fast enough for thousands of games (the pickers' default opponent may be far slower).
     */
    bots?: readonly string[]
  }
}

/** One entry of a roster, for the balance lab's regression. */
export interface RosterFeature {
  kind: 'unit' | 'upgrade'
  name: string
  points: number
}

/** A descriptor of any ruleset, as the registry holds them. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds heterogeneous rulesets
export type AnyRulesetPackage = RulesetPackage<any, any, any, any, any>

/** Outcome helper for reports: the single winner, or null on a draw or team win. */
export function soleWinner(o: Outcome | null): Seat | null {
  return o && !o.draw && o.winners.length === 1 ? (o.winners[0] ?? null) : null
}
