/**
 * WebRulesetModule: what one ruleset gives the web shell. The shell (ruleset picker, routes, game
 * store, autosave, undo, bots, dice tray, log, odds histogram, replay scrubber) knows no ruleset;
 * each ruleset's `apps/web/src/rulesets/<id>/index.tsx` default-exports one of these, and
 * `apps/web/src/rulesets/index.ts` maps the id to a lazy import of it (one line per ruleset).
 *
 * The rules themselves never come from here: the shell plays every game through the ruleset
 * package's descriptor from `@sortie/registry` (`ruleset()`, `bots`, `seats()`), and a module's
 * components ask that same engine for prompts, legal decisions, previews and odds.
 *
 * @example
 * // apps/web/src/rulesets/mechastellar/index.tsx
 * import type { WebRulesetModule } from '../../shell/module.ts'
 * import type { MsSetup, MsState, MsDecision, MsPrompt, MsEvent } from '@sortie/mechastellar/battle'
 *
 * const mod: WebRulesetModule<MsSetup, MsState, MsDecision, MsPrompt, MsEvent> = {
 *   id: 'mechastellar',
 *   Setup: ({ bots, start }) => (
 *     <button onClick={() => start({ title: 'Quick', setup: mySetup, seats: { p1: null, p2: bots[0]?.id ?? null } })}>
 *       Start
 *     </button>
 *   ),
 *   Table: ({ state, legal, human, decide, Frame }) => (
 *     <Frame
 *       table={<MyBoard state={state} />}
 *       prompt={human && legal.map((d, i) => <button key={i} onClick={() => decide(d)}>{d.kind}</button>)}
 *     />
 *   ),
 *   Board: ({ state }) => <MyBoard state={state} />,
 *   describe: (_state, e) => (e.type === 'Hit' ? `A hit for ${e.damage}` : null),
 *   seatName: (seat, names) => names?.[seat] ?? seat.toUpperCase(),
 * }
 * export default mod
 */
import type {
  BotCandidate,
  DecisionShape,
  EventShape,
  Outcome,
  PromptShape,
  RuleError,
  Seat,
} from '@sortie/engine'
import type { ComponentType, ReactNode } from 'react'

/** An event as the shell keeps it: `at` is the index of the decision that caused it. */
export type Logged<E extends EventShape = EventShape> = E & { at: number }

/** One die for the shared dice tray. `tone` colours it; `rerolled` marks a re-rolled die. */
export interface DieShown {
  value: number
  /** Faces; 6 when omitted. */
  sides?: number
  tone?: 'miss' | 'hit' | 'crit' | 'plain'
  rerolled?: boolean
  /** The die's own colour, for rulesets whose dice differ by colour (Frame Zero); overrides the tone's. */
  face?: { fill: string; ink: string; name: string }
}

/** One roll for the shared dice tray: "Raptor-1 fires · 3 hit". */
export interface RollShown {
  title: string
  dice: DieShown[]
  result: string
}

/** One bar chart for the shared odds histogram: P(k) for k = 0, 1, 2, … plus headline figures. */
export interface OddsShown {
  /** "5D vs 3D Def" */
  pools?: string
  stats: { label: string; value: string; title?: string }[]
  /** Probability of each outcome value (index = value); drawn as bars. */
  histogram?: number[]
  histogramLabel?: string
}

/** A new game, as a Setup page hands it to the shell (which stores it and opens the table). */
export interface NewGame<Setup> {
  title: string
  setup: Setup
  /** Omitted: a random one. */
  seed?: string
  /** Bot id per seat, null for a person (hot-seat). */
  seats: Record<Seat, string | null>
  /** Display names per seat. */
  names?: Record<Seat, string>
}

/** A bot as the pickers offer it (from the descriptor's `bots`). */
export interface BotEntry {
  id: string
  title: string
  /** "Normal", "Hard"… (the title when omitted). */
  label?: string
  /** One line on how it plays. */
  description?: string
}

export interface SetupProps<Setup> {
  /** The ruleset's bots (from its descriptor), the default first. */
  bots: readonly BotEntry[]
  /** Stores the game and opens its table; resolves with an error text when it could not. */
  start(game: NewGame<Setup>): Promise<string | null>
}

/** The slots of the shell's game layout; the module fills them, the shell places them per screen. */
export interface FrameProps {
  /** Above the table: turn, scores, whose move. */
  header?: ReactNode
  /** The table itself (fills the screen on phones, pinch and pan are the module's). */
  table: ReactNode
  /** Under the table: the module's tool bar (move confirm, tape…). */
  tools?: ReactNode
  /** The prompt and its choices (a bottom sheet on phones). */
  prompt?: ReactNode
  /** Odds for what is being aimed at (drawn with the shell's `OddsPanel`). */
  odds?: ReactNode
  /** Anything else for the side column (unit card…). */
  aside?: ReactNode
}

/** A bot's latest decision with the candidates it weighed, for a table's "why?" overlay. */
export interface BotChoiceProp<D> {
  seat: Seat
  /** The bot's label ("Normal"). */
  bot: string
  decision: D
  /** Best first; each with its score, readable note and figures. */
  candidates: readonly BotCandidate<D>[]
  /** Index of `decision` among `candidates` (-1: not among them). */
  chosen: number
  /** The decision's index in the game (the table may hide the overlay once play moves on). */
  at: number
}

export interface TableProps<State, D extends DecisionShape, P extends PromptShape, E extends EventShape> {
  /** Always the state a person at this screen may see (the seat's `view` in online games). */
  state: State
  prompt: P | null
  /** Legal decisions for every seat the prompt names; empty when no person here decides now. */
  legal: readonly D[]
  /** A person at this screen answers the prompt (false: a bot or a remote player is deciding). */
  human: boolean
  /** Plays a decision through the engine; returns the engine's refusal, or null when applied. */
  decide(d: D): RuleError | null
  decisions: readonly D[]
  events: readonly Logged<E>[]
  /** Events of the latest decision (for animations). */
  last: readonly Logged<E>[]
  /** The latest decision, or undefined at the start. */
  lastDecision: D | undefined
  names?: Record<Seat, string>
  /** Slide speed relative to normal: 0 = no animation (bots at full speed). */
  pace: number
  /** Tells the shell an animation is running, so bots wait for it. */
  setBusy(busy: boolean): void
  /** The latest bot decision and what it weighed (null: none yet, or the bot gave no candidates). */
  botChoice?: BotChoiceProp<D> | null
  /** Shows a short message in the shell's toast. */
  flash(kind: 'ok' | 'error', text: string): void
  /**
   * A hot-seat table tells the shell whose eyes are on the screen (null: nobody's yet, e.g. while
   * the device is handed over), so the log shows only that seat's events and undo takes back only
   * its own decisions. Tables that never call it: the only person's seat vs bots, else a spectator.
   */
  setViewer?(seat: Seat | null): void
  /** The shell's layout: render exactly one. */
  Frame: ComponentType<FrameProps>
}

/** A read-only drawing of one state, for the replay viewer and previews. */
export interface BoardProps<State> {
  state: State
  names?: Record<Seat, string>
}

export interface WebRulesetModule<
  Setup = unknown,
  State = unknown,
  D extends DecisionShape = DecisionShape,
  P extends PromptShape = PromptShape,
  E extends EventShape = EventShape,
> {
  /** The same id as the ruleset's `@sortie/registry` entry. */
  id: string
  /** The roster builder page; omitted = no Builder tab for this ruleset. */
  Builder?: ComponentType
  /**
   * Values for the descriptor's `quickSetup` when the first screen starts a quick battle (the
   * same option names as `sortie sim <id>`); omitted = its defaults.
   */
  quickOptions?: Record<string, string | boolean>
  /** The new-game page: forces, players, mission… producing a Setup. */
  Setup: ComponentType<SetupProps<Setup>>
  /** The live table: draws state + prompt + legal decisions and calls `decide`. */
  Table: ComponentType<TableProps<State, D, P, E>>
  /** The read-only table for replays. */
  Board: ComponentType<BoardProps<State>>
  /** Above the replay board: turn, scores. */
  Header?: ComponentType<BoardProps<State> & { prompt: P | null }>
  /** A decision in words, for the bot's "why?" list ("Fire at Raptor-2"); its kind when omitted. */
  decisionLabel?(state: State, d: D, names?: Record<Seat, string>): string
  /** The table draws the bot's candidates itself (the shell's "why?" list is then left out). */
  drawsWhy?: boolean
  /** One plain-language log line for an event; null hides it. */
  describe(state: State, e: E, names?: Record<Seat, string>): string | null
  /**
   * Optional heading that opens a group in the log ("Blue · Raptor-1 activates"): the shell groups
   * the lines that follow under it until the next heading.
   */
  groupOf?(state: State, e: E, names?: Record<Seat, string>): string | null
  /** The dice an event rolled, for the shared dice tray; null when it rolled none. */
  roll?(state: State, e: E, names?: Record<Seat, string>): RollShown | null
  /** A seat's label: "Blue", "Red"; `names` are the players' own names. */
  seatName(seat: Seat, names?: Record<Seat, string>): string
  /** The outcome in words ("destroyed every enemy"); the shell shows winners and scores. */
  outcomeText?(state: State, outcome: Outcome): string
  /**
   * Whether undo may take back `d` (besides rolling no dice, which the shell checks by the
   * state's dice stream): e.g. a ruleset may forbid taking back a reveal of hidden orders.
   */
  undoable?(d: D): boolean
}

/** Any ruleset's module, as the web registry holds them. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds heterogeneous rulesets
export type AnyWebRulesetModule = WebRulesetModule<any, any, any, any, any>
