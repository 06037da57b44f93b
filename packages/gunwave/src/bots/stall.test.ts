/**
 * Bots that bring a fight to an end: no hold that only stops both sides firing, and a search that
 * shoots rather than repairs Armor nobody threatens (the turn limit counts nothing: a draw).
 */
import { duel, mecha, plainSheet } from '@sortie/gunwave/testkit'
import { describe, expect, test } from 'vitest'
import { legalOf } from '../battle/legal.ts'
import type { GwDecision, GwState } from '../battle/types.ts'
import { ctxOf } from './context.testkit.ts'
import { evaluate, PRESS, pressed } from './evaluate.ts'
import { greedyBot, scoreDecision } from './greedy.ts'
import { searchBot } from './search.ts'

const search = searchBot('search')

/** A pilot with no traits, so orders are weapons, moves, repairs and grabs only. */
const gunner = () => plainSheet({ pilot: { traits: [] }, mecha: { traits: [] } })

/** p1 holds the foe (adjacent), in the minor actions; a friend p2 stands where told. */
function holding(friendAt?: { x: number; y: number }): GwState {
  const s = duel({
    player: gunner(),
    npc: gunner(),
    playerAt: { x: 5, y: 5 },
    npcAt: { x: 6, y: 5 },
    ...(friendAt ? { players: [{ seat: 'p2', sheet: gunner(), at: friendAt }] } : {}),
  })
  for (const id of ['p1', 'foe', ...(friendAt ? ['p2'] : [])])
    for (const w of mecha(s, id).weapons) w.active = w.weapon === 'machine-gun'
  const me = mecha(s, 'p1')
  const foe = mecha(s, 'foe')
  me.grabbing = foe.id
  me.grabTurn = s.turn
  foe.grabbedBy = me.id
  const done = ['pilot:foe', ...(friendAt ? ['pilot:p2'] : [])]
  return { ...s, phase: 'minor', minorsDone: done, narratorReady: true }
}

const kinds = (d: GwDecision): string =>
  d.kind === 'order' ? d.action.type : d.kind === 'minor' ? d.act.type : d.kind

describe('bots bring the fight to an end', () => {
  test('GW-BOT-GRAB: a hold no friend can use is a stall: the bots neither grab nor keep it', () => {
    // Alone, side by side: a grab would stop both machine guns and nothing else.
    const s = duel({ player: gunner(), npc: gunner(), playerAt: { x: 5, y: 5 }, npcAt: { x: 6, y: 5 } })
    for (const id of ['p1', 'foe'])
      for (const w of mecha(s, id).weapons) w.active = w.weapon === 'machine-gun'
    const grab = legalOf(s).find((d) => d.seat === 'p1' && kinds(d) === 'grab')
    expect(grab).toBeDefined()
    expect(scoreDecision(s, grab as GwDecision)).toBeLessThan(0)
    expect(kinds(greedyBot.decide(s, 'p1', ctxOf(s, 'p1')).decision)).not.toBe('grab')
    expect(kinds(search.decide(s, 'p1', ctxOf(s, 'p1')).decision)).not.toBe('grab')

    // Already holding, alone: let go (not sustaining ends the hold).
    const alone = holding()
    const sustain = legalOf(alone).find((d) => d.seat === 'p1' && kinds(d) === 'sustain-grab')
    expect(sustain).toBeDefined()
    expect(kinds(greedyBot.decide(alone, 'p1', ctxOf(alone, 'p1')).decision)).not.toBe('sustain-grab')
    for (const seed of [1, 7, 42])
      expect(kinds(search.decide(alone, 'p1', ctxOf(alone, 'p1', seed)).decision)).not.toBe('sustain-grab')

    // A friend with a gun on the held mecha (two squares off): the hold serves, keep it.
    const helped = holding({ x: 6, y: 8 })
    expect(kinds(greedyBot.decide(helped, 'p1', ctxOf(helped, 'p1')).decision)).toBe('sustain-grab')
  })

  test('GW-BOT-PRESS: the search shoots a foe rather than repair Armor that foe cannot reach', () => {
    // The foe is out of Energy with only a sword, two squares off: it cannot touch p1. Weighed
    // evenly, a sure +3 Armor beat the machine gun's expected hit or two, every turn.
    const s = duel({ player: gunner(), npc: gunner(), playerAt: { x: 3, y: 5 }, npcAt: { x: 6, y: 5 } })
    const me = mecha(s, 'p1')
    const foe = mecha(s, 'foe')
    for (const w of me.weapons) w.active = w.weapon === 'machine-gun'
    for (const w of foe.weapons) w.active = w.weapon === 'beam-sword'
    me.armor = 30
    me.energy = 0
    foe.energy = 0
    expect(legalOf(s).some((d) => d.seat === 'p1' && kinds(d) === 'repair')).toBe(true)
    for (const seed of [1, 7, 42]) {
      const d = search.decide(s, 'p1', ctxOf(s, 'p1', seed)).decision
      // A shot, or a trait thrown at the foe (the pilot’s Cold Fury): an attack either way.
      const attack =
        d.kind === 'order' &&
        ((d.action.type === 'move-fire' && d.action.fire !== undefined) ||
          (d.action.type === 'trait' && d.action.target === foe.id))
      expect(attack, `seed ${seed}: ${JSON.stringify(d)}`).toBe(true)
    }
    // Armor taken off the foe counts PRESS times what the same Armor off p1 costs (mirror sides).
    const even = duel({ player: gunner(), npc: gunner(), playerAt: { x: 3, y: 5 }, npcAt: { x: 6, y: 5 } })
    const hurt = structuredClone(even)
    mecha(hurt, 'foe').armor -= 6
    const lost = structuredClone(even)
    mecha(lost, 'p1').armor -= 6
    const dealt = pressed(hurt, 'p1') - pressed(even, 'p1')
    const taken = pressed(even, 'p1') - pressed(lost, 'p1')
    expect(taken).toBeGreaterThan(0)
    expect(dealt / taken).toBeCloseTo(PRESS)
    // The even balance the table shows stays even.
    expect(evaluate(hurt, 'p1') - evaluate(even, 'p1')).toBeCloseTo(taken)
  })
  test('GW-BOT-TRAIT: greedy weighs a trait by the pool the battle rolls: none left, no turn spent on it', () => {
    // Wearied and Tagged by another mecha take two dice off every pool: Mark Target (Piloting 2)
    // rolls nothing, yet it used to score a fresh effect every turn and win over the gun.
    const s = duel({
      player: plainSheet({ pilot: { traits: ['mark-target'] }, mecha: { traits: [] } }),
      npc: gunner(),
      playerAt: { x: 3, y: 5 },
      npcAt: { x: 6, y: 5 },
    })
    for (const w of mecha(s, 'p1').weapons) w.active = w.weapon === 'machine-gun'
    const p = s.pilots['pilot:p1']
    if (!p) throw new Error('no pilot')
    p.effects.push({ id: 'wearied', duration: 'save' }, { id: 'tagged', duration: 'save', by: 'mecha:other' })
    // The background's battle trait already spent: the gun or the mark.
    p.traitsSpent.push('cold-fury')
    const mark = legalOf(s).find(
      (d) => d.kind === 'order' && d.action.type === 'trait' && d.action.trait === 'mark-target',
    )
    expect(mark).toBeDefined()
    expect(scoreDecision(s, mark as GwDecision)).toBeLessThanOrEqual(0)
    const d = greedyBot.decide(s, 'p1', ctxOf(s, 'p1')).decision
    expect(d.kind === 'order' && d.action.type === 'move-fire' && d.action.fire !== undefined).toBe(true)
  })
})
