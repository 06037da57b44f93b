import { describe, expect, test } from 'vitest'
import { canSpendFocus } from '../../core/focus.ts'
import type { BattleState } from '../../core/types.ts'
import { activateAttack, activateLock } from '../../testkit/decisions.ts'
import { A, A2, B, B2, N, S } from '../../testkit/fixtures.ts'
import type { Placed } from '../../testkit/testing.ts'
import { NO_CLOSE, play, reject, scenario, testRuleset, unitOf, ups } from '../../testkit/testing.ts'
import { standardModules } from '../index.ts'

// Ruling 15 (shared/rulings/gunframe.md): an attack granted by Rivals, Well-Oiled or Wingman sits
// outside the unit's activation — no weapon-system limit of its own activation applies — but it
// costs the unit's one Focus Point of the turn (Ace lifts that cap as usual).
type Up = { id: string; n?: number }

/** A and A2 carry the linked upgrade; two idle friends give p1 two focus points. */
function squad(
  up: string,
  a2: { set?: Placed['set']; extra?: Up[] } = {},
  b: Partial<Placed> = {},
): BattleState {
  return scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: ups(up) },
    {
      side: 'p1',
      pos: { x: 16, y: 10 },
      facing: N,
      profile: { upgrades: [{ id: up }, ...(a2.extra ?? [])] },
      ...(a2.set ? { set: a2.set } : {}),
    },
    { side: 'p1', pos: { x: 40, y: 2 } },
    { side: 'p1', pos: { x: 44, y: 2 } },
    { side: 'p2', pos: { x: 10, y: 15 }, facing: S, ...b, profile: { loadout: NO_CLOSE, ...b.profile } },
    { side: 'p2', pos: { x: 16, y: 15 }, facing: S, profile: { loadout: NO_CLOSE } },
  ])
}

/** Passes reaction windows until the named question is on top. */
function until(s: BattleState, id: string): BattleState {
  let state = s
  for (let i = 0; i < 4 && state.stack.at(-1)?.t === 'react'; i++)
    state = play(state, [{ kind: 'pass' }]).state
  expect(testRuleset.prompt(state)).toMatchObject({ kind: 'choose', id, unit: A2 })
  return state
}

/**
 * The granted unit already activated and fired its short weapon this turn. Its free attack with
 * the same system needs no rapid fire (which it could not pay: its focus point went on the grant).
 */
function provesRuling15(offered: BattleState, target: string): void {
  expect(offered.focus.p1).toBe(2)
  const granted = play(offered, [{ kind: 'choose', option: 'attack' }]).state
  expect(granted.focus.p1).toBe(1)
  expect(granted.stack.at(-1)).toMatchObject({ t: 'activation', unit: A2, usedBands: [] })
  expect(canSpendFocus(standardModules(), granted, unitOf(granted, A2))).toBe(false)
  expect(reject(granted, { kind: 'attack', target, rapidFire: true })).toBe('gunframe/rapid_fire_not_needed')
  const shot = play(granted, [{ kind: 'attack', target }], [1, 1, 1, 1, 1, 1]).state
  expect(unitOf(shot, A2).turn.activated).toBe(true)
  expect(shot.focus.p1).toBe(1)
}

describe('GF-RULING-15: attacks granted by upgrades sit outside the activation', () => {
  test('GF-RULING-15: Rivals — the free attack ignores the weapon-system limit and takes the focus point', () => {
    const s = squad('rivals', { set: { activated: true } }, { set: { armour: 1 } })
    const { state } = play(s, activateAttack(A, B), [4, 1, 1, 1, 1, 1])
    expect(unitOf(state, B).status).toBe('destroyed')
    provesRuling15(until(state, 'rivals'), B2)
  })

  test('GF-RULING-15: Well-Oiled — the free attack ignores the weapon-system limit and takes the focus point', () => {
    const s = squad('well-oiled', { set: { activated: true } })
    const { state } = play(s, activateLock(A, B))
    provesRuling15(until(state, 'well-oiled'), B)
  })

  test('GF-RULING-15: Wingman — the copied attack ignores the weapon-system limit and takes the focus point', () => {
    const s = squad('wingman', { set: { activated: true } })
    const { state } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    provesRuling15(until(state, 'wingman'), B)
  })

  test('GF-RULING-15: a unit whose focus point is spent this turn is offered no free attack (Ace: it is)', () => {
    const spent = squad('well-oiled', { set: { focusSpent: true } })
    const { state } = play(spent, activateLock(A, B))
    expect(state.stack.some((f) => f.t === 'choice' && f.id === 'well-oiled')).toBe(false)
    const ace = squad('well-oiled', { extra: [{ id: 'ace', n: 1 }] })
    const offered = until(play(ace, activateLock(A, B)).state, 'well-oiled')
    const granted = play(offered, [{ kind: 'choose', option: 'attack' }]).state
    // Ace: one more point may still go on the unit this turn.
    expect(canSpendFocus(standardModules(), granted, unitOf(granted, A2))).toBe(true)
  })
})
