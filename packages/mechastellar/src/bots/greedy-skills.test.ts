/**
 * The greedy bot and the after-roll Skills legal() offers (MS-SKILL-VALOR, MS-SKILL-IMPROVISE):
 * it takes Valor or Improvise when the dice on the table make them pay, and keeps its Momentum
 * when they would not change the outcome.
 */
import { describe, expect, test } from 'vitest'
import type { Decision } from '../battle/core/messages.ts'
import type { MsState } from '../battle/core/types.ts'
import { P1, P2, play, ruleset, script, table, unit } from '../testkit/index.ts'
import { greedyBot } from './greedy.ts'

/**
 * Guncannon (Level 1, Beam Rifle 6d10 +5, DMG 300, PEN 6) fires at a Zaku II 20" away: attack
 * [5,1,1,1,1,1] = 6 Hits against [5,5,1…] + 1 = 3 DEF — 3 unblocked — and it is the attacker’s
 * after-roll step.
 */
function afterRoll(zakuHp: number, momentum: number, improvised = false): MsState {
  let s = table({
    p1: [{ unit: 'guncannon', at: { x: 10, y: 10 } }],
    p2: [{ unit: 'zaku-ii', at: { x: 10, y: 30 }, patch: { hp: zakuHp } }],
    momentum: { p1: momentum, p2: 0 },
  })
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  // Improvise already used this round: Valor is weighed alone.
  if (improvised) unit(s, P1(1)).improviseRound = s.round
  s = script(s, [5, 1, 1, 1, 1, 1, 5, 5, 1, 1, 1, 1, 1, 1])
  // The Zaku (Level 0, no Boost or [Barrier]) has no defence to choose: the dice roll at once.
  s = play(s, { seat: 'p1', kind: 'attack', weapon: 'beam-rifle', targets: [P2(1)] })
  expect(ruleset.prompt(s)).toMatchObject({ seat: 'p1', kind: 'skills', stage: 'attack' })
  return s
}

const greedyPick = (s: MsState): Decision =>
  greedyBot.decide(s, 'p1', { legal: ruleset.legal(s), rand: () => 0 }).decision

describe('greedy after the roll', () => {
  test('MS-SKILL-VALOR / MS-BOT-GREEDY: legal() offers Valor once the roll is seen, and greedy takes it when +5 Hits turn 3 unblocked into a kill', () => {
    const s = afterRoll(2500, 3, true)
    expect(ruleset.legal(s)).toContainEqual({ seat: 'p1', kind: 'skill', skill: 'valor' })
    expect(greedyPick(s)).toEqual({ seat: 'p1', kind: 'skill', skill: 'valor' })
  })

  test('MS-SKILL-VALOR / MS-BOT-GREEDY: greedy keeps its Momentum when Valor would barely dent a sturdy target', () => {
    const s = afterRoll(99_000, 3, true)
    expect(ruleset.legal(s)).toContainEqual({ seat: 'p1', kind: 'skill', skill: 'valor' })
    expect(greedyPick(s)).toEqual({ seat: 'p1', kind: 'skills-done' })
  })

  test('MS-SKILL-IMPROVISE / MS-BOT-GREEDY: with five missed attack dice and a kill within reach, greedy re-rolls them (free, once a round)', () => {
    const s = afterRoll(2500, 0)
    expect(ruleset.legal(s)).toContainEqual({ seat: 'p1', kind: 'skill', skill: 'improvise' })
    expect(greedyPick(s)).toEqual({ seat: 'p1', kind: 'skill', skill: 'improvise' })
  })
})
