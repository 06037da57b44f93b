import { playBots, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { legalOf } from '../battle/legal.ts'
import type { GwDecision } from '../battle/types.ts'
import descriptor from '../package.ts'
import { duel, mecha, plainSheet } from '../testkit/index.ts'
import { greedyBot } from './index.ts'

const rand = () => 0
const decide = (s: ReturnType<typeof duel>, seat: string): GwDecision =>
  greedyBot.decide(s, seat, { legal: legalOf(s).filter((d) => d.seat === seat), rand }).decision

describe('greedy bots spend their turns and Energy sensibly', () => {
  test('GW-BOT-REACH: greedy does not swing a blade at a mecha it cannot reach this turn', () => {
    // A sword and a machine gun active, the enemy 6 squares off: the gun, not the sword.
    const s = duel({ playerAt: { x: 2, y: 5 }, npcAt: { x: 8, y: 5 } })
    const m = mecha(s, 'p1')
    for (const w of m.weapons) w.active = true
    const d = decide(s, 'p1')
    expect(d.kind).toBe('order')
    if (d.kind !== 'order') return
    const fire = d.action.type === 'move-fire' ? d.action.fire : undefined
    const slot = fire?.weapon
    const weapon = m.weapons.find((w) => w.slot === slot)?.weapon
    expect(weapon).not.toBe('beam-sword')
  })

  test('GW-BOT-ENERGY: with the tank low, greedy puts away a weapon it has no use for', () => {
    let s = duel({ player: plainSheet(), playerAt: { x: 2, y: 5 }, npcAt: { x: 12, y: 5 } })
    const m = mecha(s, 'p1')
    for (const w of m.weapons) w.active = w.weapon !== 'beam-rifle'
    m.energy = 8
    s = { ...s, phase: 'minor', minorsDone: ['pilot:foe'], narratorReady: true }
    const list = legalOf(s).filter((d) => d.seat === 'p1')
    expect(
      list.some((d) => d.kind === 'minor' && d.act.type === 'swap' && d.act.activate === undefined),
    ).toBe(true)
    const d = decide(s, 'p1')
    expect(d.kind === 'minor' && d.act.type === 'swap' && d.act.activate === undefined).toBe(true)
  })

  test('GW-BOT-ENDS: greedy against greedy on colony-breach ends by a side being out of action, not the turn limit', () => {
    const setup = unwrap(descriptor.quickSetup({ players: '2' }, 'x'))
    const bots = Object.fromEntries(descriptor.seats(setup).map((seat) => [seat, greedyBot]))
    let decided = 0
    const seeds = ['e-0', 'e-1', 'e-2', 'e-3', 'e-4', 'e-5']
    for (const seed of seeds) {
      const g = playBots({ ruleset: descriptor.ruleset(), setup, seed, bots })
      expect(g.error, seed).toBeUndefined()
      if (g.outcome && !g.outcome.draw) decided++
    }
    expect(decided).toBeGreaterThanOrEqual(seeds.length - 1)
  })
})
