import { describe, expect, test } from 'vitest'
import type { BattleUnitProfile } from '../../core/setup.ts'
import type { BattleState } from '../../core/types.ts'
import { activateAttack, activateLock, moveTo, reactMove } from '../../testkit/decisions.ts'
import { A, B, B2, N, S } from '../../testkit/fixtures.ts'
import {
  eventsOf,
  NO_CLOSE,
  play,
  reject,
  scenario,
  testRuleset,
  two,
  unitOf,
  ups,
} from '../../testkit/testing.ts'

const passReact = (s: BattleState, dice?: number[]) =>
  s.stack.at(-1)?.t === 'react' ? play(s, [{ kind: 'pass' }], dice).state : s

/** A two-form mecha: the second form is a 7" jet; both carry `ids` (and `more`, e.g. Ace (1)). */
function transformer(ids: string[], more: { id: string; n?: number }[] = []): Partial<BattleUnitProfile> {
  const loadout = { close: 3, short: 3, medium: 3, long: 3 }
  const upgrades = [...ups(...ids).upgrades, ...more]
  return {
    upgrades,
    forms: [
      { name: 'Mecha', speed: 5, defense: 3, armour: 8, loadout, upgrades },
      { name: 'Jet', speed: 7, defense: 2, armour: 8, loadout: { ...loadout, close: 0 }, upgrades },
    ],
  }
}

describe('action upgrades', () => {
  test('GF-UPG-SPLIT-FIRE: the weapon’s dice are shared between targets, each rolling its own defense', () => {
    const s = two({ profile: { upgrades: [{ id: 'split-fire', on: 'short' }] } }, {}, [
      { side: 'p2', pos: { x: 14, y: 15 }, facing: S, profile: { loadout: NO_CLOSE } },
    ])
    const split = [
      { target: B, dice: 2 },
      { target: B2, dice: 1 },
    ]
    const first = play(
      s,
      [
        { kind: 'activate', unit: A },
        { kind: 'attack', target: B, split },
      ],
      [4, 4, 1, 1, 1],
    )
    expect(eventsOf(first.events, 'AttackDeclared').map((e) => [e.target, e.split])).toEqual([
      [B, 2],
      [B2, 1],
    ])
    expect(eventsOf(first.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 2 })
    expect(unitOf(first.state, B).armour).toBe(6)
    // B may react to its share before the second share is rolled.
    expect(testRuleset.prompt(first.state)).toMatchObject({ kind: 'react', units: [B] })
    const second = play(first.state, [{ kind: 'pass' }], [5, 1, 1, 1])
    expect(eventsOf(second.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 1 })
    expect(eventsOf(second.events, 'DefenseRolled')[0]).toMatchObject({ unit: B2, pool: 3 })
    expect(unitOf(second.state, B2).armour).toBe(7)
    const act = play(s, [{ kind: 'activate', unit: A }]).state
    expect(
      reject(act, {
        kind: 'attack',
        target: B,
        split: [
          { target: B, dice: 2 },
          { target: B2, dice: 2 },
        ],
      }),
    ).toBe('gunframe/bad_split')
    const plain = play(two({}, {}, [{ side: 'p2', pos: { x: 14, y: 15 } }]), [
      { kind: 'activate', unit: A },
    ]).state
    expect(reject(plain, { kind: 'attack', target: B, split })).toBe('gunframe/bad_split')
    expect(testRuleset.legal(act).some((d) => d.kind === 'attack' && d.split !== undefined)).toBe(true)
  })

  test('GF-UPG-SWIFT-TRANSFORM: a focus point transforms at the start or at the end of a move or attack', () => {
    const s = two({ profile: transformer(['swift-transform']) }, { pos: { x: 30, y: 30 } })
    const start = play(s, [
      { kind: 'activate', unit: A },
      moveTo({ x: 10, y: 10 }, { x: 10, y: 16.5 }, N, { swift: 1 }),
    ]).state
    // Moved 6.5": only the jet's Speed 7 allows it.
    expect(unitOf(start, A)).toMatchObject({ profile: { form: 1, speed: 7 } })
    expect(start.focus.p1).toBe(0)
    const end = passReact(
      play(s, [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 12 }, N)]).state,
    )
    expect(testRuleset.prompt(end)).toMatchObject({
      kind: 'choose',
      id: 'swift-transform',
      options: ['decline', 'form:1'],
    })
    const after = play(end, [{ kind: 'choose', option: 'form:1' }]).state
    expect(unitOf(after, A).profile.form).toBe(1)
    expect(after.focus.p1).toBe(0)
    const none = two({ profile: transformer([]) }, {})
    const act = play(none, [{ kind: 'activate', unit: A }]).state
    expect(
      reject(act, {
        kind: 'move',
        path: [{ x: 10, y: 10 }],
        facing: N,
        swift: 1,
      }),
    ).toBe('gunframe/no_swift_transform')
  })

  test('GF-UPG-SWIFT-TRANSFORM: a reaction’s move or attack may transform at its start or end, for a second focus point (Ace, Quick Reflexes)', () => {
    const withAce = transformer(['swift-transform'], [{ id: 'ace', n: 1 }])
    /** B (p2) steps 1" in A’s sight; A may react. `friends`: more p1 units, for more focus points. */
    const moved = (profile: Partial<BattleUnitProfile>, friends: number) => {
      const s = scenario(
        [
          { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile },
          { side: 'p2', pos: { x: 10, y: 20 }, facing: S },
          ...Array.from({ length: friends }, (_, i) => ({
            side: 'p1',
            pos: { x: 20 + 5 * i, y: 5 },
            facing: N,
          })),
        ],
        { next: 'p2' },
      )
      return play(s, [{ kind: 'activate', unit: B }, moveTo({ x: 10, y: 20 }, { x: 10, y: 19 }, S)]).state
    }
    const ace = moved(withAce, 3)
    expect(ace.focus.p1).toBe(2)
    // At the start: 6.5" is only in reach of the jet’s Speed 7; the reaction and the transformation
    // cost a point each.
    const start = play(ace, [reactMove(A, { x: 10, y: 10 }, { x: 10, y: 16.5 }, N, { swift: 1 })])
    expect(unitOf(start.state, A)).toMatchObject({ profile: { form: 1 }, pos: { x: 10, y: 16.5 } })
    expect(eventsOf(start.events, 'FocusSpent')).toMatchObject([{ unit: A, for: 'swift-transform' }])
    expect(start.state.focus.p1).toBe(0)
    // At the end: once the reaction move is over the same choice as in an activation, listed by legal().
    const end = play(ace, [reactMove(A, { x: 10, y: 10 }, { x: 10, y: 12 }, N)]).state
    expect(testRuleset.prompt(end)).toMatchObject({ kind: 'choose', id: 'swift-transform', unit: A })
    expect(testRuleset.legal(end)).toContainEqual(
      expect.objectContaining({ kind: 'choose', option: 'form:1' }),
    )
    expect(unitOf(play(end, [{ kind: 'choose', option: 'form:1' }]).state, A).profile.form).toBe(1)
    // A reaction attack too, once it is resolved.
    const shot = play(ace, [{ kind: 'react', unit: A, action: 'attack' }], Array(12).fill(1)).state
    expect(testRuleset.prompt(shot)).toMatchObject({ kind: 'choose', id: 'swift-transform', unit: A })
    // Quick Reflexes pays for the reaction, so the unit’s one focus point may go on the transformation.
    const quick = transformer(['swift-transform', 'quick-reflexes'])
    const free = play(moved(quick, 1), [
      reactMove(A, { x: 10, y: 10 }, { x: 10, y: 16.5 }, N, { free: true, swift: 1 }),
    ]).state
    expect(unitOf(free, A).profile.form).toBe(1)
    // Without a second point there is neither: the start is refused and nothing is asked at the end.
    const one = moved(transformer(['swift-transform']), 3)
    expect(reject(one, reactMove(A, { x: 10, y: 10 }, { x: 10, y: 12 }, N, { swift: 1 }))).toBe(
      'gunframe/no_focus',
    )
    const plain = play(one, [reactMove(A, { x: 10, y: 10 }, { x: 10, y: 12 }, N)]).state
    expect(testRuleset.prompt(plain)).not.toMatchObject({ id: 'swift-transform' })
    // An evade is no move or attack.
    expect(reject(ace, { kind: 'react', unit: A, action: 'evade', swift: 1 })).toBe('gunframe/swift_not_here')
  })

  test('GF-UPG-MAVERICK: a dodge of an inch or more may end in a free transformation', () => {
    const s = two({}, { profile: { loadout: NO_CLOSE, ...transformer(['maverick']) } })
    // 1 hit, blocked with a six: a 1" dodge.
    const { state } = play(s, activateAttack(A, B), [4, 1, 1, 6, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'dodge', inches: 1 })
    expect(testRuleset.legal(state).some((d) => d.kind === 'dodge' && d.form === 1)).toBe(true)
    expect(reject(state, { kind: 'dodge', to: { x: 10, y: 15.5 }, form: 1 })).toBe('gunframe/no_maverick')
    const after = play(state, [{ kind: 'dodge', to: { x: 10, y: 16 }, form: 1 }]).state
    expect(unitOf(after, B)).toMatchObject({ pos: { x: 10, y: 16 }, profile: { form: 1 } })
    expect(after.focus.p2).toBe(1)
    const plain = play(
      two({}, { profile: { loadout: NO_CLOSE, ...transformer([]) } }),
      activateAttack(A, B),
      [4, 1, 1, 6, 1, 1],
    ).state
    expect(reject(plain, { kind: 'dodge', to: { x: 10, y: 16 }, form: 1 })).toBe('gunframe/no_maverick')
  })

  test('GF-SPM-FAST-FLYER: a flying fast flyer must use one of its actions to move', () => {
    const s = two({ profile: ups('fast-flyer') }, { pos: { x: 30, y: 30 } })
    const act = play(s, [{ kind: 'activate', unit: A }]).state
    expect(reject(act, { kind: 'end-activation' })).toBe('gunframe/fast_flyer_must_move')
    const one = passReact(play(act, [{ kind: 'lock', target: B }]).state)
    expect(reject(one, { kind: 'evade' })).toBe('gunframe/fast_flyer_must_move')
    expect(testRuleset.legal(one).every((d) => d.kind === 'move' || d.kind === 'mission-action')).toBe(true)
    const moved = play(one, [moveTo({ x: 10, y: 10 }, { x: 10, y: 17 }, N)]).state
    expect(unitOf(moved, A).pos.y).toBeCloseTo(17)
    // Once moved it may end its activation freely.
    const twice = play(act, [moveTo({ x: 10, y: 10 }, { x: 10, y: 17 }, N)]).state
    expect(passReact(twice).stack.some((f) => f.t === 'activation')).toBe(true)
    expect(() => play(passReact(twice), [{ kind: 'end-activation' }])).not.toThrow()
  })

  test('GF-UPG-QUICK-REFLEXES: the free reaction may be chosen even with a focus point to pay', () => {
    const s = two({}, { profile: { loadout: NO_CLOSE, ...ups('quick-reflexes') } })
    const { state } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    expect(state.focus.p2).toBe(1)
    expect(testRuleset.legal(state)).toContainEqual(
      expect.objectContaining({ kind: 'react', action: 'evade', free: true }),
    )
    const free = play(state, [{ kind: 'react', unit: B, action: 'evade', free: true }]).state
    expect(free.focus.p2).toBe(1)
    expect(unitOf(free, B).upgradeState.used).toContain('quick-reflexes')
    const paid = play(state, [{ kind: 'react', unit: B, action: 'evade' }]).state
    expect(paid.focus.p2).toBe(0)
    expect(unitOf(paid, B).upgradeState.used ?? []).not.toContain('quick-reflexes')
  })

  test('GF-UPG-LUCKY: a failed Pilot Skill roll is rolled again once a battle, when the player chose that', () => {
    const s = two(
      { profile: ups('lucky'), set: { luckyPilot: true } },
      { profile: { loadout: NO_CLOSE, ...ups('defense-matrix') } },
    )
    const { state, events } = play(s, activateLock(A, B), [3, 5])
    expect(eventsOf(events, 'PilotSkillRoll').map((e) => e.success)).toEqual([false, true])
    expect(unitOf(state, B).counters.lock).toBe(true)
    expect(unitOf(state, A).upgradeState.used).toContain('lucky')
  })
})
