/**
 * GF-MIS-RAID-GUN played through the prompts (ADVANCED MISSIONS › RAID › BUNKER ASSAULT, gun
 * emplacements): the emplacement never activates, but the defender may spend a Focus Point to
 * have it react — and its only reaction is an attack with its 3 short-range dice.
 */
import { describe, expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { moveTo } from '../../testkit/decisions.ts'
import { A, N } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { eventsOf, play, reject, testRuleset, unitOf } from '../../testkit/testing.ts'
import { makeGunEmplacement } from './units.ts'

const GUN = 'piece:bunker:2'

/** Bunkers on the front of p2's (north) zone at y = 30; the middle one holds a gun. */
function bunkerAssault(): BattleState {
  const s = missionScenario(
    [
      { side: 'p1', pos: { x: 18, y: 15 } },
      { side: 'p2', pos: { x: 33, y: 34 } },
    ],
    { id: 'raid', variant: 'raid-bunker-assault' },
  )
  makeGunEmplacement(unitOf(s, GUN))
  return s
}

describe('GF-MIS-RAID-GUN in play', () => {
  test('GF-MIS-RAID-GUN: a gun emplacement reacts to a move into its range by attacking, for a Focus Point', () => {
    const s = bunkerAssault()
    // Never offered an activation of its own.
    expect(testRuleset.prompt(s)).toMatchObject({ kind: 'activate', units: [A] })
    const moved = play(s, [
      { kind: 'activate', unit: A },
      // A's base ends 7.5" from the bunker's: short range.
      moveTo({ x: 18, y: 15 }, { x: 18, y: 20 }, N),
    ]).state
    expect(testRuleset.prompt(moved)).toMatchObject({ seat: 'p2', kind: 'react' })
    const gunReactions = testRuleset.legal(moved).filter((d) => d.kind === 'react' && d.unit === GUN)
    expect(gunReactions).toEqual([expect.objectContaining({ action: 'attack' })])
    expect(reject(moved, { kind: 'react', unit: GUN, action: 'evade' })).toBe('gunframe/cannot_react')
    // Three dice at short range: 5, 5, 1 is two hits; A's Defense 3 rolls 1, 1, 1 and blocks none.
    const fired = play(moved, [{ kind: 'react', unit: GUN, action: 'attack' }], [5, 5, 1, 1, 1, 1])
    expect(fired.state.focus.p2).toBe(0)
    expect(unitOf(fired.state, GUN).turn.reacted).toBe(true)
    expect(eventsOf(fired.events, 'AttackDeclared')[0]).toMatchObject({ attacker: GUN, target: A })
    expect(eventsOf(fired.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 3 })
    expect(eventsOf(fired.events, 'DamageDealt')[0]).toMatchObject({ unit: A, amount: 2 })
    expect(unitOf(fired.state, A).armour).toBe(6)
    // The attack over, A's activation carries on.
    expect(testRuleset.prompt(fired.state)).toMatchObject({ seat: 'p1', kind: 'action', unit: A })
  })

  test('GF-MIS-RAID-GUN: plain bunkers and raid targets never react; the gun does not without a Focus Point', () => {
    const s = bunkerAssault()
    s.focus.p2 = 0
    const moved = play(s, [
      { kind: 'activate', unit: A },
      moveTo({ x: 18, y: 15 }, { x: 18, y: 20 }, N),
    ]).state
    const p = testRuleset.prompt(moved)
    expect(p?.kind === 'react' ? p.units : []).not.toContain(GUN)
    expect(p?.kind === 'react' ? p.units : []).not.toContain('piece:bunker:1')
  })
})
