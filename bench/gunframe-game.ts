/**
 * One headless GUNFRAME game through the platform path (descriptor quick setup, playBots), with
 * the time of every decision split into legal(), the bot and apply(). Shared by the bench and by
 * `node --cpu-prof` runs (bench/profile-gunframe.ts).
 */
import { type BotPlayer, lazyContext } from '@sortie/engine'
import gunframe from '@sortie/gunframe/package'

export interface Split {
  games: number
  decisions: number
  legalMs: number
  botMs: number
  applyMs: number
  totalMs: number
}

/** CPU milliseconds of this process (user + system): steadier than wall time on a shared machine. */
export function cpuMs(): number {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

export function emptySplit(): Split {
  return { games: 0, decisions: 0, legalMs: 0, botMs: 0, applyMs: 0, totalMs: 0 }
}

/**
 * Times every listing of legal decisions on a ruleset object — the loop's own and the narrower
 * ones a bot asks for itself — by wrapping its `legal` once (a bench process only).
 */
const listingMs = new WeakMap<object, { ms: number }>()
function timedListing(r: { legal: (s: never, w?: never) => unknown[] }): { ms: number } {
  let t = listingMs.get(r)
  if (!t) {
    const timer = { ms: 0 }
    const inner = r.legal.bind(r)
    r.legal = (s, w) => {
      const a = performance.now()
      const out = inner(s, w)
      timer.ms += performance.now() - a
      return out
    }
    listingMs.set(r, timer)
    t = timer
  }
  return t
}

/** Plays one game on a battlefield theme (same seed, same game) and adds its times to `into`. */
export function playSplit(
  seed: string,
  bots: [string, string],
  into: Split,
  values: Record<string, string> = { battlefield: 'city' },
  /** Replaces the ruleset's apply (the bench's baseline wraps it). */
  wrap?: (apply: (s: unknown, d: unknown) => unknown) => (s: unknown, d: unknown) => unknown,
  /**
   * List every decision before the bot decides, as the loop did before bots could ask for less
   * (the baseline); otherwise the list is made only if the bot reads it, as playBots does.
   */
  eager = false,
): void {
  const setup = gunframe.quickSetup(values, seed)
  if (!setup.ok) throw new Error(setup.error.message)
  const base = gunframe.ruleset()
  const listing = timedListing(base as never)
  const ruleset = wrap ? { ...base, apply: wrap(base.apply as never) as typeof base.apply } : base
  const players = bots.map((b) => gunframe.bots[b]) as BotPlayer<unknown, never>[]
  if (players.some((p) => !p)) throw new Error(`unknown bot in ${bots.join(',')}`)
  const t0 = cpuMs()
  const w0 = performance.now()
  const l0 = listing.ms
  const started = ruleset.start(setup.value, seed)
  if (!started.ok) throw new Error(started.error.message)
  let s = started.value
  let n = 0
  let botMs = 0
  let applyMs = 0
  let rand = 1
  const r = (k: number) => {
    rand = (rand * 48271) % 2147483647
    return rand % Math.max(1, k)
  }
  for (let p = ruleset.prompt(s); p && n < 20_000; p = ruleset.prompt(s)) {
    const seat = p.seats?.[0] ?? p.seat
    const ctx = eager
      ? { legal: ruleset.legal(s).filter((d) => d.seat === seat), rand: r }
      : lazyContext(ruleset, s, seat, r)
    const bot = players[seat === 'p1' ? 0 : 1] as BotPlayer<unknown, never>
    const listed = listing.ms
    const b = performance.now()
    const d = bot.decide(s, seat, ctx as never).decision
    const c = performance.now()
    const step = ruleset.apply(s, d)
    const e = performance.now()
    if (!step.ok) throw new Error(step.error.code)
    // The bot's time without the listings it asked for (those count as legal()).
    botMs += c - b - (listing.ms - listed)
    applyMs += e - c
    s = step.value.state
    n++
  }
  const legalMs = listing.ms - l0
  into.decisions += n
  into.games++
  // The split is timed by the wall clock (cpuUsage is a system call, too dear per decision) and
  // scaled so the three parts add up to the game's CPU time.
  const cpu = cpuMs() - t0
  const k = cpu / Math.max(1e-9, performance.now() - w0)
  into.legalMs += legalMs * k
  into.botMs += botMs * k
  into.applyMs += applyMs * k
  into.totalMs += cpu
}
