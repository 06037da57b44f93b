/**
 * playBots: one whole game between bots over any ruleset — `setup + seed + decisions`, so the same
 * arguments always give the same game. Used by `sortie sim`, the balance lab and the server's
 * bot seats. A rejected decision is an error that ends the game (a bot must only play legal moves).
 */
import { Dice } from '../rng/dice.ts'
import { seedRng } from '../rng/state.ts'
import type { BotContext, BotPlayer } from './package.ts'
import type { BaseState, DecisionShape, Outcome, PromptShape, Ruleset, Seat } from './types.ts'

export interface BotGame<S, D> {
  state: S | null
  outcome: Outcome | null
  decisions: D[]
  /** Milliseconds each decision took, per seat (for `decisionMs` in reports). */
  ms: Record<Seat, number[]>
  error?: string
}

export interface PlayBotsOptions<Setup, S extends BaseState, D extends DecisionShape> {
  // biome-ignore lint/suspicious/noExplicitAny: any prompt and event types
  ruleset: Ruleset<Setup, S, D, any, any>
  setup: Setup
  seed: string
  bots: Record<Seat, BotPlayer<S, D>>
  maxDecisions?: number
  /** Keep the decision list (for replays); off by default to keep long sims light. */
  record?: boolean
  now?: () => number
}

/**
 * A bot's context whose `legal` is listed on first read: a bot that asks the ruleset for a narrower
 * list (`legal(state, want)`) and never reads it does not pay for listing every decision.
 */
export function lazyContext<S extends BaseState, D extends DecisionShape>(
  // biome-ignore lint/suspicious/noExplicitAny: any prompt and event types
  ruleset: Ruleset<any, S, D, any, any>,
  s: S,
  seat: Seat,
  rand: (n: number) => number,
): BotContext<D> {
  let listed: D[] | undefined
  return {
    get legal() {
      listed ??= ruleset.legal(s).filter((d) => d.seat === seat)
      return listed
    },
    rand,
  }
}

/** The bot's own random stream for a game, separate from the game's dice. */
export function botRandom(seed: string): (n: number) => number {
  const dice = new Dice(seedRng(`bots:${seed}`))
  return (n: number) => dice.roll(Math.max(1, n)) - 1
}

export function playBots<Setup, S extends BaseState, D extends DecisionShape>(
  o: PlayBotsOptions<Setup, S, D>,
): BotGame<S, D> {
  const ms: Record<Seat, number[]> = {}
  const decisions: D[] = []
  const started = o.ruleset.start(o.setup, o.seed)
  if (!started.ok) return { state: null, outcome: null, decisions, ms, error: started.error.code }
  let s = started.value
  const rand = botRandom(o.seed)
  const now = o.now ?? (() => performance.now())
  const limit = o.maxDecisions ?? 20_000
  let error: string | undefined
  let n = 0
  for (let p: PromptShape | null = o.ruleset.prompt(s); p && n < limit; p = o.ruleset.prompt(s)) {
    // Simultaneous prompts: every named seat answers in turn; the ruleset resolves the step.
    const seat = p.seats?.[0] ?? p.seat
    const bot = o.bots[seat]
    if (!bot) {
      error = 'engine/no_bot_for_seat'
      break
    }
    const ctx = lazyContext(o.ruleset, s, seat, rand)
    const t0 = now()
    let d: D
    try {
      d = bot.decide(s, seat, ctx).decision
    } catch (e) {
      error =
        ctx.legal.length === 0 ? 'engine/no_legal_decision' : `engine/bot_failed: ${(e as Error).message}`
      break
    }
    const spent = ms[seat] ?? []
    spent.push(now() - t0)
    ms[seat] = spent
    const step = o.ruleset.apply(s, d)
    if (!step.ok) {
      error = ctx.legal.length === 0 ? 'engine/no_legal_decision' : step.error.code
      break
    }
    if (o.record) decisions.push(d)
    s = step.value.state
    n++
  }
  if (!error && o.ruleset.prompt(s)) error = 'engine/decision_limit'
  return { state: s, outcome: o.ruleset.outcome(s), decisions, ms, ...(error ? { error } : {}) }
}

/** p50/p95/max of a list of times (ms), for reports. */
export function percentiles(xs: readonly number[]): { p50: number; p95: number; max: number } {
  if (xs.length === 0) return { p50: 0, p95: 0, max: 0 }
  const s = [...xs].sort((a, b) => a - b)
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0
  const r = (x: number) => Math.round(x * 1000) / 1000
  return { p50: r(at(0.5)), p95: r(at(0.95)), max: r(s[s.length - 1] ?? 0) }
}
