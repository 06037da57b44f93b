// Swift Transform on a reaction that leads a group (Upgrades › Swift Transform; Optional Rules ›
// Conventional Units › Groups): the leader's reaction is still its own move or attack action, so
// the transformation comes at its start or end exactly as for a lone reactor — paid with a second
// focus point on the leader, which the one-point rule allows only with Ace or Quick Reflexes.
// Conventional units never take pilot upgrades, so a roster-built tank is refused the same way a
// lone one is; the Ace below is a test profile, to show the group path transforms when it may.
import { describe, expect, test } from 'vitest'
import type { BattleUnitProfile } from '../core/setup.ts'
import type { BattleState } from '../core/types.ts'
import { activateAttack, reactMove } from '../testkit/decisions.ts'
import { N } from '../testkit/fixtures.ts'
import { TANK } from '../testkit/groups.ts'
import { missionScenario } from '../testkit/missions.ts'
import { eventsOf, play, reject, testRuleset, unitOf, ups } from '../testkit/testing.ts'

const LEADER = 'unit:p1:0'
const FRIEND = 'unit:p1:1'
const ENEMY = 'unit:p2:0'
const ones = Array.from({ length: 30 }, () => 1)

/** A two-form conventional tank: Speed 5, or a 7" walker; both forms carry `ids` (and `more`). */
function transformingTank(
  ids: string[],
  more: { id: string; n?: number }[] = [],
): Partial<BattleUnitProfile> {
  const upgrades = [...ups(...ids).upgrades, ...more]
  return {
    ...TANK,
    upgrades,
    forms: [
      { name: 'Tank', speed: 5, defense: 2, armour: 3, loadout: TANK.loadout, upgrades },
      { name: 'Walker', speed: 7, defense: 2, armour: 3, loadout: TANK.loadout, upgrades },
    ],
  }
}

/** The transforming tank leads (a plain tank 3" off may follow); p2's gunframe attacks it; p1 holds 3 focus. */
function attacked(leader: Partial<BattleUnitProfile>, optional = ['groups']): BattleState {
  const s = missionScenario(
    [
      { side: 'p1', pos: { x: 10, y: 5 }, profile: leader },
      { side: 'p1', pos: { x: 12, y: 5 }, profile: TANK },
      { side: 'p2', pos: { x: 13, y: 17 } },
    ],
    { id: 'carnage' },
  )
  s.mission.optional = optional
  s.next = 'p2'
  s.focus.p1 = 3
  return play(s, activateAttack(ENEMY, LEADER), ones).state
}

/** A 6.5" reaction move: only the walker's Speed 7 reaches. */
const longMove = reactMove(LEADER, { x: 10, y: 5 }, { x: 10, y: 11.5 }, N, { swift: 1 })

describe('Swift Transform in a group reaction', () => {
  test('GF-UPG-SWIFT-TRANSFORM / GF-OPT-GROUPS-FORM: a group’s leader transforms at the start of its reaction move, before the group’s check, as a lone reactor does', () => {
    const ace = transformingTank(['swift-transform'], [{ id: 'ace', n: 1 }])
    const r = play(attacked(ace), [longMove])
    expect(unitOf(r.state, LEADER).profile.form).toBe(1)
    expect(eventsOf(r.events, 'FocusSpent')).toMatchObject([{ unit: LEADER, for: 'swift-transform' }])
    expect(r.state.focus.p1).toBe(1)
    expect(testRuleset.prompt(r.state)).toMatchObject({ kind: 'choose', id: 'group-follower', unit: LEADER })
    const moved = play(r.state, [{ kind: 'choose', option: FRIEND }], ones).state
    expect(unitOf(moved, LEADER).pos).toEqual({ x: 10, y: 11.5 })
    // The same reaction without the groups rule: identical for the leader.
    const lone = play(attacked(ace, []), [longMove]).state
    expect(unitOf(lone, LEADER)).toMatchObject({ profile: { form: 1 }, pos: { x: 10, y: 11.5 } })
  })

  test('GF-UPG-SWIFT-TRANSFORM / GF-OPT-GROUPS-FORM: once the group’s attack is over its leader is asked to transform; without a second focus point the group reaction with `swift` is refused, as a lone one is', () => {
    const ace = transformingTank(['swift-transform'], [{ id: 'ace', n: 1 }])
    const asked = play(attacked(ace), [{ kind: 'react', unit: LEADER, action: 'attack' }], ones).state
    const shot = play(asked, [{ kind: 'choose', option: FRIEND }], ones)
    expect(eventsOf(shot.events, 'GroupAttack')[0]).toMatchObject({ leader: LEADER })
    expect(testRuleset.prompt(shot.state)).toMatchObject({
      kind: 'choose',
      id: 'swift-transform',
      unit: LEADER,
      options: ['decline', 'form:1'],
    })
    // A roster-built tank (no pilot upgrades: no Ace) has spent its one point on the reaction.
    const plain = transformingTank(['swift-transform'])
    expect(reject(attacked(plain), longMove)).toBe('gunframe/no_focus')
    expect(reject(attacked(plain, []), longMove)).toBe('gunframe/no_focus')
  })
})
