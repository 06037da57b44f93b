import { createGunframeRuleset } from '@sortie/gunframe/battle'
import type { BattleDecision } from '@sortie/gunframe/battle'
import { BOTS, playGame } from '@sortie/gunframe/bots'
import { tableRules } from '@sortie/gunframe/table'
import { simSetup } from './sim.ts'
const o = { games: 1, seed: 't1', bots: ['greedy', 'random'], teams: '2v2', units: 2, optional: ['structures', 'throwing', 'combiner-gestalt'] }
const seed = 't1-1'
const ruleset = createGunframeRuleset({ table: tableRules })
const rec: BattleDecision[] = []
const g = playGame({ ruleset, table: tableRules, setup: simSetup(o, seed), seed, bots: { 'team:a': BOTS.greedy!, 'team:b': BOTS.random! }, record: rec })
console.log(g.error, g.turns)
const st = ruleset.start(simSetup(o, seed), seed); if (!st.ok) throw 1
let x = st.value
for (const d of rec) { const r = ruleset.apply(x, d); if (r.ok) x = r.value.state }
for (const d of ruleset.legal(x)) { const r = ruleset.apply(x, d); if (!r.ok) console.log('BAD', JSON.stringify(d).slice(0,300), r.error.code) }
