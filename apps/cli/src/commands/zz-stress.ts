import { Dice, seedRng } from '@sortie/engine'
import { createGunframeRuleset } from '@sortie/gunframe/battle'
import { BOTS, type Bot } from '@sortie/gunframe/bots'
import { tableRules } from '@sortie/gunframe/table'
import { simSetup } from './sim.ts'
const sets = process.argv[2]!.split(';')
const n = Number(process.argv[3] ?? 10)
const ruleset = createGunframeRuleset({ table: tableRules })
const keen: Bot = { name: 'keen', choose: (s, legal, ctx) => { const opt = legal.filter((d) => d.kind === 'optional'); if (opt.length && ctx.rand(2) === 0) return opt[ctx.rand(opt.length)]!; const plain = legal.filter((d) => !(d.kind === 'move' && d.special === 'transform')); return BOTS.random!.choose(s, plain.length ? plain : legal, ctx) } }
for (const set of sets) {
  const [opts, mission, env, bf] = set.split('|')
  let errs = 0
  for (let k = 0; k < n; k++) {
    const seed = `st-${set}-${k}`
    const started = ruleset.start(simSetup({ games: 1, seed, bots: [], optional: opts!.split(','), units: 4, ...(mission ? { mission } : {}), ...(env ? { environment: env } : {}), ...(bf ? { battlefield: bf } : {}) }, seed), seed)
    if (!started.ok) { console.log(set, 'start', started.error.code); errs++; continue }
    let s = started.value
    const dice = new Dice(seedRng(`bots:${seed}`))
    const ctx = { ruleset, table: tableRules, rand: (n: number) => dice.roll(Math.max(1, n)) - 1 }
    const bots: Record<string, Bot> = { p1: keen, p2: k % 2 ? keen : BOTS.greedy! }
    let i = 0
    for (let p = ruleset.prompt(s); p && i < 20000; i++, p = ruleset.prompt(s)) {
      const legal = ruleset.legal(s)
      if (legal.length === 0) { console.log(set, seed, 'NO LEGAL', JSON.stringify(p)); errs++; break }
      const d = bots[p.seat]!.choose(s, legal, ctx)
      const r = ruleset.apply(s, d)
      if (!r.ok) { console.log(set, seed, 'ERR', r.error.code, JSON.stringify(d).slice(0, 200)); errs++; break }
      s = r.value.state
    }
    if (i >= 20000) { console.log(set, seed, 'LIMIT'); errs++ }
  }
  console.log('==', set, 'errors', errs)
}
