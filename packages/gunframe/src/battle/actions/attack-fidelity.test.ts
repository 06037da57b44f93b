/**
 * Rules-fidelity review of the attack sequence (PLAYING GUNFRAME › ATTACK, ONE ATTACK PER WEAPON
 * SYSTEM, RAPID FIRE, MODIFIERS) played as a player would, with scripted dice.
 */
import { describe, expect, test } from 'vitest'
import type { BattleState } from '../core/types.ts'
import { activateAttack } from '../testkit/decisions.ts'
import { A, B, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, reject, scenario, testRuleset } from '../testkit/testing.ts'

const ONES = Array.from({ length: 40 }, () => 1)

/** p1's A at (10,10) facing north; p2's B `gap` inches beyond, facing south, already activated. */
function duel(gap: number, extra: Parameters<typeof scenario>[0] = []): BattleState {
  return scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
    { side: 'p2', pos: { x: 10, y: 12 + gap }, facing: S, profile: { armour: 30 }, set: { activated: true } },
    ...extra,
  ])
}

const modifiersOf = (s: BattleState): string[] => {
  const { events } = play(s, activateAttack(A, B), ONES)
  return eventsOf(events, 'AttackDeclared')[0]?.modifiers as string[]
}

describe('review: weapon systems per activation', () => {
  test('GF-ATK-ONE-PER-SYSTEM / GF-UPG-LOVERS: a free activation (Lovers: two actions) still fires each system once', () => {
    const s = duel(3)
    // The survivor's free activation, as the Lovers upgrade grants it.
    s.stack.push({
      t: 'activation',
      unit: A,
      actionsLeft: 2,
      actionsTaken: 0,
      usedBands: [],
      chargeTargets: [],
      bonus: { reason: 'lovers' },
    })
    const once = play(s, [{ kind: 'attack', target: B }], ONES).state
    expect(once.stack.at(-1)).toMatchObject({ t: 'activation', actionsLeft: 1 })
    expect(reject(once, { kind: 'attack', target: B })).toBe('gunframe/weapon_used')
    // Rapid fire (a focus point) is the way to fire it again.
    const { events } = play(once, [{ kind: 'attack', target: B, rapidFire: true }], ONES)
    expect(eventsOf(events, 'FocusSpent')).toMatchObject([{ unit: A, for: 'rapid-fire' }])
  })
})

describe('review: crossfire needs every condition', () => {
  const friend = (over: object = {}) => ({ side: 'p1' as const, pos: { x: 10, y: 20 }, facing: S, ...over })

  test('GF-ATK-CROSSFIRE: an unactivated friend in the opposite arc within 8" with sight gives +1D', () => {
    expect(modifiersOf(duel(5, [friend()]))).toContain('crossfire')
  })

  test('GF-ATK-CROSSFIRE: no bonus with the friend in the same arc as the attacker', () => {
    // Beside the attacker, south of B: both in B's front arc.
    expect(modifiersOf(duel(5, [friend({ pos: { x: 14, y: 10 }, facing: N })]))).not.toContain('crossfire')
  })

  test('GF-ATK-CROSSFIRE: no bonus when the friend is beyond 8" or cannot see the target', () => {
    expect(modifiersOf(duel(5, [friend({ pos: { x: 10, y: 29 } })]))).not.toContain('crossfire')
    expect(modifiersOf(duel(5, [friend({ facing: N })]))).not.toContain('crossfire')
  })

  test('GF-ATK-CROSSFIRE: the distance check before the friend\'s sight keeps a friend at exactly 8" (edge to edge)', () => {
    // B stands at (10,17); the friend's base edge is 8" beyond B's.
    const s = duel(5, [friend({ pos: { x: 10, y: 27 } })])
    const b = s.units.find((u) => u.id === B)
    const f = s.units.at(-1)
    expect((f?.pos.y ?? 0) - (b?.pos.y ?? 0) - (f?.profile.radius ?? 0) - (b?.profile.radius ?? 0)).toBe(8)
    expect(modifiersOf(s)).toContain('crossfire')
  })

  test('GF-ATK-CROSSFIRE: no bonus when the attacker itself is beyond 8"', () => {
    expect(modifiersOf(duel(9, [friend({ pos: { x: 10, y: 25 } })]))).not.toContain('crossfire')
  })
})

describe('review: reactions use the trigger and one focus point', () => {
  test('GF-REACT-ATTACK / GF-FOCUS-ONE-PER-UNIT: a reaction attack costs the focus point, so the reacting unit cannot rapid fire later', () => {
    // B (unactivated) is attacked and reacts; in its own activation it may use the same system
    // again once (no weapon-system use from the reaction), but not a third time.
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: { armour: 30 } },
      { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: { armour: 30 } },
      { side: 'p2', pos: { x: 30, y: 30 }, facing: S },
      { side: 'p1', pos: { x: 30, y: 5 }, facing: N },
    ])
    let st = play(
      s,
      [
        { kind: 'activate', unit: A },
        { kind: 'attack', target: B },
        { kind: 'react', unit: B, action: 'attack' },
      ],
      ONES,
    ).state
    st = play(st, [{ kind: 'end-activation' }]).state
    expect(testRuleset.prompt(st)).toMatchObject({ kind: 'activate', seat: 'p2' })
    st = play(st, activateAttack(B, A), ONES).state
    expect(reject(st, { kind: 'attack', target: A, rapidFire: true })).toBe('gunframe/no_focus')
  })
})
