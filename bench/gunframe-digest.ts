/**
 * `npx tsx bench/gunframe-digest.ts [games]`: a fingerprint of fixed-seed greedy-v-greedy GUNFRAME
 * games on each battlefield theme — a hash of every legal() list, every decision and every final
 * state. Speed work on the table geometry must leave it unchanged (same output before and after):
 * a check that the faster code answers exactly as the old one did, not a benchmark.
 */
import { createHash } from 'node:crypto'
import { type BotPlayer, lazyContext } from '@sortie/engine'
import { flattenUnit, isGrouped } from '@sortie/gunframe/battle'
import gunframe from '@sortie/gunframe/package'

/**
 * Units are hashed in their flat view (every field side by side, in the order they were built
 * before the unit was split by meaning), so the fingerprint follows behaviour, not the grouping.
 * A flat unit passes through as it is.
 */
const flatUnits = (_key: string, v: unknown): unknown =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && isGrouped(v) ? flattenUnit(v) : v

const games = Number(process.argv[2] ?? 2)
const themes = (process.argv[3] ?? 'city,forest,desert,moon').split(',')
const all = createHash('sha256')
for (const theme of themes) {
  const legalHash = createHash('sha256')
  const stateHash = createHash('sha256')
  let decisions = 0
  for (let g = 0; g < games; g++) {
    const seed = `digest-${theme}-${g}`
    const setup = gunframe.quickSetup({ battlefield: theme }, seed)
    if (!setup.ok) throw new Error(setup.error.message)
    const ruleset = gunframe.ruleset()
    const bots = [gunframe.bots.greedy, gunframe.bots.greedy] as BotPlayer<unknown, never>[]
    const started = ruleset.start(setup.value, seed)
    if (!started.ok) throw new Error(started.error.message)
    let s = started.value
    let rand = 7
    const r = (k: number) => {
      rand = (rand * 48271) % 2147483647
      return rand % Math.max(1, k)
    }
    let n = 0
    for (let p = ruleset.prompt(s); p && n < 20_000; p = ruleset.prompt(s)) {
      const seat = p.seats?.[0] ?? p.seat
      // The bot decides first, as playBots lets it (listing only what it asks for), then the
      // whole list is hashed: both must be what they always were.
      const bot = bots[seat === 'p1' ? 0 : 1] as BotPlayer<unknown, never>
      const d = bot.decide(s, seat, lazyContext(ruleset, s, seat, r) as never).decision
      legalHash.update(JSON.stringify(ruleset.legal(s)))
      legalHash.update(JSON.stringify(d))
      const step = ruleset.apply(s, d)
      if (!step.ok) throw new Error(step.error.code)
      s = step.value.state
      n++
    }
    decisions += n
    stateHash.update(JSON.stringify(s, flatUnits))
  }
  const l = legalHash.digest('hex').slice(0, 16)
  const st = stateHash.digest('hex').slice(0, 16)
  all.update(l + st)
  console.log(`${theme.padEnd(7)} decisions ${String(decisions).padStart(6)}  legal ${l}  states ${st}`)
}
console.log(`all     ${all.digest('hex').slice(0, 16)}`)
