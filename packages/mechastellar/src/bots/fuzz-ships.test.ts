/** Bot games with warships, Super Robots and Kaiju on the table (launch, reload, Power, Havoc paths). */
import { playBots } from '@sortie/engine'
import { expect, test } from 'vitest'
import { mechastellarRuleset } from '../battle/core/ruleset.ts'
import { quickSetup } from '../battle/quick.ts'
import { greedyBot } from './greedy.ts'
import { randomBot } from './random.ts'

test('MS-BOT-FUZZ-SHIPS: mixed forces with a warship, supers and kaiju finish 8 bot games with no rule error', () => {
  for (let i = 0; i < 8; i++) {
    const s = quickSetup({ deployment: i % 2 ? 'alternate' : 'standard' })
    s.forces.p1.units.push({ unit: 'albion-carrier' }, { unit: 'trident-drake' }, { unit: 'iron-castle' })
    s.forces.p2.units.push({ unit: 'volt-lion' }, { unit: 'kingdan' })
    const g = playBots({
      ruleset: mechastellarRuleset(),
      setup: s,
      seed: `w${i}`,
      bots: i % 3 ? { p1: randomBot, p2: greedyBot } : { p1: greedyBot, p2: randomBot },
    })
    expect(g.error).toBeUndefined()
  }
})
