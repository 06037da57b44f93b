import { describe, expect, test } from 'vitest'
import { legalOf } from '../battle/legal.ts'
import type { GwDecision } from '../battle/types.ts'
import { duel, mecha, plainSheet, play } from '../testkit/index.ts'
import { greedyBot } from './index.ts'

const rand = () => 0
const decide = (s: ReturnType<typeof duel>, seat: string): GwDecision =>
  greedyBot.decide(s, seat, { legal: legalOf(s).filter((d) => d.seat === seat), rand }).decision

/** A pilot with no traits, so orders are weapons and moves only. */
const gunner = () => plainSheet({ pilot: { traits: [] }, mecha: { traits: [] } })

describe('greedy budgets its Energy and its squares', () => {
  test('GW-BOT-ENERGY: with nothing in reach, greedy holds its cheapest weapon rather than the beam rifle', () => {
    // The beam rifle (Power 3) starts active; the machine gun (Power 1) does the same waiting.
    let s = duel({ player: gunner(), playerAt: { x: 0, y: 5 }, npcAt: { x: 15, y: 5 } })
    expect(mecha(s, 'p1').weapons.find((w) => w.active)?.weapon).toBe('beam-rifle')
    s = { ...s, phase: 'minor', minorsDone: ['pilot:foe'], narratorReady: true }
    const d = decide(s, 'p1')
    expect(d.kind === 'minor' && d.act.type === 'swap' ? d.act : null).toEqual({
      type: 'swap',
      deactivate: 0,
      activate: 2,
    })
  })

  test('GW-BOT-DETOUR: a friend on the straight line does not strand a mecha short of its gun’s reach', () => {
    // p2 stands on every listed step toward the foe; the only listed move backs away.
    const s = duel({
      player: gunner(),
      playerAt: { x: 2, y: 5 },
      npcAt: { x: 8, y: 5 },
      players: [{ seat: 'p2', sheet: gunner(), at: { x: 4, y: 5 } }],
    })
    for (const w of mecha(s, 'p1').weapons) w.active = w.weapon === 'machine-gun'
    const listed = legalOf(s).filter(
      (d) => d.seat === 'p1' && d.kind === 'order' && d.action.type === 'move-fire' && d.action.move,
    )
    expect(
      listed.every((d) => d.kind === 'order' && d.action.type === 'move-fire' && d.action.move?.x !== 4),
    ).toBe(true)
    const choice = greedyBot.decide(s, 'p1', { legal: legalOf(s).filter((d) => d.seat === 'p1'), rand })
    // The best move (the pilot may still prefer a trait): round p2, two squares closer, beside the
    // friend, the foe now in machine-gun reach; worth more than standing still.
    const move = choice.candidates?.find(
      (c) => c.decision.kind === 'order' && c.decision.action.type === 'move-fire',
    )
    const d = move?.decision as GwDecision
    const to = d.kind === 'order' && d.action.type === 'move-fire' ? d.action.move : undefined
    expect(to?.x).toBe(4)
    expect(to?.y).not.toBe(5)
    expect(move?.score).toBeGreaterThan(0)
    // The battle accepts it although its short list does not name it.
    expect(() => play(s, d)).not.toThrow()
  })
})
