/**
 * One headless GUNFRAME game through the platform path (descriptor quick setup, playBots), with
 * the time of every decision split into legal(), the bot and apply(). Shared by the bench and by
 * `node --cpu-prof` runs (bench/profile-gunframe.ts).
 */
import type { BotPlayer } from '@sortie/engine'
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

/** Plays one game on a battlefield theme (same seed, same game) and adds its times to `into`. */
export function playSplit(
  seed: string,
  bots: [string, string],
  into: Split,
  values: Record<string, string> = { battlefield: 'city' },
  /** Replaces the ruleset's apply (the bench's baseline wraps it). */
  wrap?: (apply: (s: unknown, d: unknown) => unknown) => (s: unknown, d: unknown) => unknown,
): void {
  const setup = gunframe.quickSetup(values, seed)
  if (!setup.ok) throw new Error(setup.error.message)
  const base = gunframe.ruleset()
  const ruleset = wrap ? { ...base, apply: wrap(base.apply as never) as typeof base.apply } : base
  const players = bots.map((b) => gunframe.bots[b]) as BotPlayer<unknown, never>[]
  if (players.some((p) => !p)) throw new Error(`unknown bot in ${bots.join(',')}`)
  const t0 = cpuMs()
  const w0 = performance.now()
  const started = ruleset.start(setup.value, seed)
  if (!started.ok) throw new Error(started.error.message)
  let s = started.value
  let n = 0
  let legalMs = 0
  let botMs = 0
  let applyMs = 0
  let rand = 1
  const r = (k: number) => {
    rand = (rand * 48271) % 2147483647
    return rand % Math.max(1, k)
  }
  for (let p = ruleset.prompt(s); p && n < 20_000; p = ruleset.prompt(s)) {
    const seat = p.seats?.[0] ?? p.seat
    const a = performance.now()
    const legal = ruleset.legal(s).filter((d) => d.seat === seat)
    const b = performance.now()
    const bot = players[seat === 'p1' ? 0 : 1] as BotPlayer<unknown, never>
    const d = bot.decide(s, seat, { legal: legal as never[], rand: r }).decision
    const c = performance.now()
    const step = ruleset.apply(s, d)
    const e = performance.now()
    if (!step.ok) throw new Error(step.error.code)
    legalMs += b - a
    botMs += c - b
    applyMs += e - c
    s = step.value.state
    n++
  }
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
