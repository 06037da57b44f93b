/**
 * A searching bot for any ruleset: it plays its best few candidate decisions forward and keeps the
 * one whose games turn out best for its seat.
 *
 * For each candidate (the base bot's own pick and ranked candidates first, then the rest of the
 * legal list, `width` in all) it plays `samples` short futures: the candidate, then `depth` more
 * decisions with the base bot on every seat, then the ruleset's evaluation for the bot's seat (a
 * finished game scores `winValue` up or down). The futures' dice come from the bot's own random
 * stream, never the game's: the state's PRNG is reseeded per sample, so the bot cannot read the
 * dice to come. Every candidate meets the same reseeded futures (common random numbers), so two
 * candidates differ by what they do, not by luck. Where a seat may not see everything (hidden
 * orders), the ruleset says what the bot may know (`known`) and the search starts from that.
 *
 * Deterministic for `ctx.rand`: the reseeds and the rollouts' own draws all come from it.
 */
import { cloneState } from '../protocol/clone.ts'
import type { BotCandidate, BotChoice, BotContext, BotPlayer } from '../protocol/package.ts'
import { botRandom, lazyContext } from '../protocol/play.ts'
import type { BaseState, DecisionShape, Ruleset, Seat } from '../protocol/types.ts'
import { seedRng } from '../rng/state.ts'

export interface LookaheadSettings {
  /** Candidate decisions looked at (the base bot's ranking first). */
  width: number
  /** Futures played per candidate. */
  samples: number
  /** Decisions played after the candidate in each future. */
  depth: number
  /** Chance of taking one of the next-best candidates instead of the best (an easier level). */
  slip?: number
  /**
   * Leave the base bot's pick only for a candidate whose futures beat it by this many standard
   * errors of their paired differences (the same futures for both). Off (undefined): the best mean
   * wins, however narrowly.
   */
  confidence?: number
}

export interface LookaheadOptions<S extends BaseState, D extends DecisionShape> extends LookaheadSettings {
  id: string
  title: string
  label?: string
  description?: string
  // biome-ignore lint/suspicious/noExplicitAny: any setup, prompt and event types
  ruleset: Ruleset<any, S, D, any, any>
  /** Ranks the candidates and plays every seat in the futures. */
  base: BotPlayer<S, D>
  /** How good `state` is for `seat` (higher is better), on the ruleset's own scale. */
  evaluate(state: S, seat: Seat): number
  /** What a finished game is worth: won +winValue, lost -winValue, drawn 0 (default 1000). */
  winValue?: number
  /**
   * The state the bot may know when it decides for `seat`: hidden parts (another seat's secret
   * orders) replaced by a guess. Default: the state itself (nothing hidden).
   */
  known?(state: S, seat: Seat, rand: (n: number) => number): S
  /** A short note for a candidate's explanation, besides its mean value. */
  note?(state: S, seat: Seat, decision: D): string | undefined
}

/** The same decision twice (candidates from the base bot are often copies of legal ones). */
const keyOf = (d: unknown): string => JSON.stringify(d)

/** The candidates: the base bot's pick and ranking first, then the legal list, `width` in all. */
function candidatesOf<S extends BaseState, D extends DecisionShape>(
  o: LookaheadOptions<S, D>,
  s: S,
  seat: Seat,
  ctx: BotContext<D>,
): D[] {
  const legal = ctx.legal
  if (legal.length <= 1) return [...legal]
  const first = o.base.decide(s, seat, ctx)
  const out: D[] = []
  const seen = new Set<string>()
  const add = (d: D) => {
    const k = keyOf(d)
    if (out.length < o.width && !seen.has(k)) {
      seen.add(k)
      out.push(d)
    }
  }
  add(first.decision)
  for (const c of first.candidates ?? []) add(c.decision)
  for (const d of legal) add(d)
  return out
}

/** One future: the candidate, `depth` base-bot decisions, then the value for `seat`. */
function future<S extends BaseState, D extends DecisionShape>(
  o: LookaheadOptions<S, D>,
  root: S,
  seat: Seat,
  d: D,
  seed: number,
): number | null {
  const start = cloneState(root)
  start.rng = seedRng(`lookahead-dice:${seed}`)
  const first = o.ruleset.apply(start, d)
  if (!first.ok) return null
  let s = first.value.state
  // The base bot's own draws inside this future (its tie-breaks), seeded like a game's bot stream.
  const rand = botRandom(`lookahead:${seed}`)
  for (let n = 0; n < o.depth; n++) {
    const p = o.ruleset.prompt(s)
    if (!p) break
    const who = p.seats?.[0] ?? p.seat
    let next: D
    try {
      next = o.base.decide(s, who, lazyContext(o.ruleset, s, who, rand)).decision
    } catch {
      break
    }
    const step = o.ruleset.apply(s, next)
    if (!step.ok) break
    s = step.value.state
  }
  const end = o.ruleset.outcome(s)
  if (end) {
    const w = o.winValue ?? 1000
    return end.draw ? 0 : end.winners.includes(seat) ? w : -w
  }
  return o.evaluate(s, seat)
}

/**
 * Do the futures `a` beat `b` (the same futures, in order) by more than `k` standard errors of
 * their differences? With a single future, or futures all alike, any gain counts.
 */
export function beats(a: readonly number[], b: readonly number[], k: number): boolean {
  const n = a.length
  const diffs = a.map((x, j) => x - (b[j] as number))
  const mean = diffs.reduce((s, x) => s + x, 0) / n
  if (n < 2) return mean > 0
  const variance = diffs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1)
  return mean > k * Math.sqrt(variance / n) && mean > 0
}

/** Decides by playing each candidate forward; explains with every candidate's mean value. */
export function lookaheadDecide<S extends BaseState, D extends DecisionShape>(
  o: LookaheadOptions<S, D>,
  s: S,
  seat: Seat,
  ctx: BotContext<D>,
): BotChoice<D> {
  // Everything the bot reads — its base bot's ranking included — is what the seat may know.
  const root = ctx.legal.length > 1 && o.known ? o.known(s, seat, ctx.rand) : s
  const candidates = candidatesOf(o, root, seat, ctx)
  const only = candidates[0]
  if (!only) throw new Error('no legal decision')
  if (candidates.length === 1) return { decision: only }
  // Drawn once, shared by every candidate: the same futures for all.
  const seeds = Array.from({ length: Math.max(1, o.samples) }, () => ctx.rand(2 ** 30))
  const scored: { c: BotCandidate<D>; i: number; sure: boolean }[] = []
  let first: number[] | undefined
  candidates.forEach((d, i) => {
    const vs: number[] = []
    for (const seed of seeds) {
      const v = future(o, root, seat, d, seed)
      if (v === null) return
      vs.push(v)
    }
    if (i === 0) first = vs
    // Only a candidate clearly better than the base bot's pick may replace it (when asked).
    const sure = o.confidence === undefined || !first || i === 0 || beats(vs, first, o.confidence)
    const mean = vs.reduce((a, b) => a + b, 0) / vs.length
    const extra = [o.note?.(root, seat, d), sure ? undefined : 'not clearly better than the first choice']
      .filter(Boolean)
      .join('; ')
    const note = `${seeds.length} ${seeds.length === 1 ? 'future' : 'futures'}, ${o.depth} decisions ahead${extra ? `; ${extra}` : ''}`
    scored.push({ c: { decision: d, score: Math.round(mean * 100) / 100, note }, i, sure })
  })
  if (scored.length === 0) return { decision: only }
  // Best mean first; ties keep the base bot's order.
  scored.sort((a, b) => b.c.score - a.c.score || a.i - b.i)
  const pickable = scored.filter((x) => x.sure)
  let pick = 0
  const slip = o.slip ?? 0
  if (slip > 0 && pickable.length > 1 && ctx.rand(1000) < slip * 1000)
    pick = 1 + ctx.rand(Math.min(3, pickable.length - 1))
  const chosen = pickable[pick]?.c as BotCandidate<D>
  const shown = scored.slice(0, 5).map((x) => x.c)
  if (!shown.includes(chosen)) shown.push(chosen)
  return { decision: chosen.decision, candidates: shown }
}

/** A lookahead bot as a BotPlayer (each ruleset names its levels with its own settings). */
export function lookaheadBot<S extends BaseState, D extends DecisionShape>(
  o: LookaheadOptions<S, D>,
): BotPlayer<S, D> {
  return {
    id: o.id,
    title: o.title,
    ...(o.label ? { label: o.label } : {}),
    ...(o.description ? { description: o.description } : {}),
    decide: (s, seat, ctx) => lookaheadDecide(o, s, seat, ctx),
  }
}
