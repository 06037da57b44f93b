/** Bot games where AOE weapons, Crash moves and terrain choices come up (MS-AOE, MS-ATK-CRASH, MS-TER-CHOOSE). */
import { type BotPlayer, playBots } from '@sortie/engine'
import { expect, test } from 'vitest'
import type { Decision } from '../battle/core/messages.ts'
import { mechastellarRuleset } from '../battle/core/ruleset.ts'
import type { MsState } from '../battle/core/types.ts'
import { quickSetup } from '../battle/quick.ts'
import { greedyBot } from './greedy.ts'
import { randomBot } from './random.ts'

const novel = (d: Decision): boolean =>
  (d.kind === 'attack' && !!d.aim) || (d.kind === 'crash' && !!d.to) || d.kind === 'choose-terrain'

/** A random bot that takes an AOE shot, a moving Crash or a terrain pick whenever one is legal. */
const eager: BotPlayer<MsState, Decision> = {
  id: 'eager',
  title: 'Eager (test)',
  decide(s, seat, ctx) {
    const pick = ctx.legal.filter(novel)
    if (pick.length > 0) return { decision: pick[ctx.rand(pick.length)] as Decision }
    return randomBot.decide(s, seat, ctx)
  },
}

test('MS-AOE / MS-ATK-CRASH: bot games with Death Ray kaiju over breakable terrain finish with no rule error', () => {
  const seen = { aoe: 0, crashMove: 0, choose: 0 }
  for (let i = 0; i < 8; i++) {
    const s = quickSetup({ deployment: i % 2 ? 'alternate' : 'standard' })
    s.forces.p1.units.push({ unit: 'kingdan' }, { unit: 'kingdan' })
    s.forces.p2.units.push({ unit: 'kingdan' }, { unit: 'trident-drake' })
    const g = playBots({
      ruleset: mechastellarRuleset(),
      setup: s,
      seed: `aoe${i}`,
      bots: i % 2 ? { p1: eager, p2: greedyBot } : { p1: greedyBot, p2: eager },
      record: true,
    })
    expect(g.error).toBeUndefined()
    for (const d of g.decisions as Decision[]) {
      if (d.kind === 'attack' && d.aim) seen.aoe++
      if (d.kind === 'crash' && d.to) seen.crashMove++
      if (d.kind === 'choose-terrain') seen.choose++
    }
  }
  expect(seen.aoe).toBeGreaterThan(0)
  expect(seen.crashMove).toBeGreaterThan(0)
})
