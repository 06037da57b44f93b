import { scriptLeftover } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { activateAttack, moveTo } from '../testkit/decisions.ts'
import { A, B, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, reject, scenario, testRuleset, unitOf } from '../testkit/testing.ts'

const FIREFLY = {
  name: 'Firefly',
  frame: 'light' as const,
  speed: 6,
  defense: 2,
  armour: 6,
  loadout: { close: 0, short: 5, medium: 5, long: 0 },
}

/** p1's attacker at (10,10) facing north; p2's target `gap` inches away edge to edge (both 1" bases). */
function duel(gap: number, a: object = {}, b: object = {}, extra: Parameters<typeof scenario>[0] = []) {
  return scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N, ...a },
    { side: 'p2', pos: { x: 10, y: 12 + gap }, facing: S, ...b },
    ...extra,
  ])
}

describe('attack sequence', () => {
  test('GF-ATK-FIREPOWER: the Firefly rolls 5D6 at 9" (medium); 4, 4 and 6 are three hits and one power point', () => {
    // Book: FIREPOWER ROLL / ROLL THE ATTACK / POWER POINTS examples.
    const s = duel(9, { profile: FIREFLY }, { set: { activated: true } })
    const { state, events } = play(s, activateAttack(A, B), [4, 4, 6, 1, 2, 1, 1, 1])
    const fp = eventsOf(events, 'FirepowerRolled')[0]!
    expect(fp.pool).toBe(5)
    expect(fp.hits).toBe(3)
    expect(fp.sixes).toBe(1)
    expect(eventsOf(events, 'AttackDeclared')[0]!.band).toBe('medium')
    expect(eventsOf(events, 'PowerPoints')[0]!.points).toBe(1)
    expect(unitOf(state, B).armour).toBe(5)
    expect(scriptLeftover(state.rng)).toEqual([])
  })

  test('GF-ATK-RANGE: close to 1", short to 8", medium to 16", long to 24", nothing beyond', () => {
    const cases: [number, string][] = [
      [0.5, 'close'],
      [1, 'close'],
      [1.5, 'short'],
      [8, 'short'],
      [8.5, 'medium'],
      [16, 'medium'],
      [20, 'long'],
      [24, 'long'],
    ]
    for (const [gap, band] of cases) {
      const s = play(duel(gap, {}, { set: { activated: true } }), [{ kind: 'activate', unit: A }]).state
      const { events } = play(s, [{ kind: 'attack', target: B }], [1, 1, 1, 1, 1, 1])
      expect(eventsOf(events, 'AttackDeclared')[0]!.band, `gap ${gap}`).toBe(band)
    }
    const far = play(duel(24.5), [{ kind: 'activate', unit: A }]).state
    expect(reject(far, { kind: 'attack', target: B })).toBe('gunframe/out_of_range')
  })

  test('GF-ATK-WEAPON-ZERO: a weapon system of 0 cannot attack', () => {
    const s = play(duel(1.5, { profile: { loadout: { close: 3, short: 0, medium: 3, long: 3 } } }), [
      { kind: 'activate', unit: A },
    ]).state
    expect(reject(s, { kind: 'attack', target: B })).toBe('gunframe/no_weapon')
  })

  test('GF-ATK-LOS: the target must be seen through the front arc; a bad target may be chosen again', () => {
    const s = play(duel(5, { facing: S }), [{ kind: 'activate', unit: A }]).state
    expect(reject(s, { kind: 'attack', target: B })).toBe('gunframe/no_line_of_sight')
    // The rejected declaration left the state as it was: the unit still has both actions.
    expect(s.stack.at(-1)).toMatchObject({ t: 'activation', actionsLeft: 2 })
    expect(reject(s, { kind: 'attack', target: A })).toBe('gunframe/bad_target')
  })

  test('GF-ATK-CLOSE-LOS / GF-ACT-FREE: a close attacker turns to face its target for free', () => {
    const s = play(duel(0.5, { facing: S }, { set: { activated: true } }), [
      { kind: 'activate', unit: A },
    ]).state
    const { state, events } = play(
      s,
      [
        { kind: 'attack', target: B },
        { kind: 'defend', pool: 'defense', evade: false },
      ],
      [1, 1, 1, 1, 1, 1],
    )
    expect(eventsOf(events, 'UnitTurned')).toHaveLength(1)
    expect(unitOf(state, A).facing).toBeCloseTo(N)
  })

  test("GF-ATK-CLOSE-LOS: turning to face a close target is the player's choice, offered both ways", () => {
    // Book: CLOSE COMBAT AND LINE OF SIGHT. The attacker sees the target already, facing 0.5 rad off it.
    const s = play(duel(0.5, { facing: N - 0.5 }, { set: { activated: true } }), [
      { kind: 'activate', unit: A },
    ]).state
    const offered = testRuleset.legal(s).filter((d) => d.kind === 'attack' && d.target === B)
    expect(offered.map((d) => (d as { face?: boolean }).face)).toEqual([false, true])
    const kept = play(s, [{ kind: 'attack', target: B, face: false }], [1, 1, 1]).state
    expect(unitOf(kept, A).facing).toBeCloseTo(N - 0.5)
    const { state, events } = play(s, [{ kind: 'attack', target: B, face: true }], [1, 1, 1])
    expect(eventsOf(events, 'UnitTurned')[0]).toMatchObject({ unit: A, free: true })
    expect(unitOf(state, A).facing).toBeCloseTo(N)
    // Not seen without the turn: refusing it leaves no line of sight.
    const back = play(duel(0.5, { facing: S }, { set: { activated: true } }), [
      { kind: 'activate', unit: A },
    ]).state
    expect(reject(back, { kind: 'attack', target: B, face: false })).toBe('gunframe/no_line_of_sight')
    // Only close attacks come with the free turn.
    const far = play(duel(5, { facing: N - 0.5 }), [{ kind: 'activate', unit: A }]).state
    expect(reject(far, { kind: 'attack', target: B, face: true })).toBe('gunframe/no_free_turn')
  })

  test('GF-ACT-FREE: the free turn before a close attack uses no action', () => {
    const s = play(duel(0.5, { facing: N - 0.5 }, { set: { activated: true } }), [
      { kind: 'activate', unit: A },
    ]).state
    const { state } = play(s, [{ kind: 'attack', target: B, face: true }], [1, 1, 1])
    expect(state.stack.find((f) => f.t === 'activation')).toMatchObject({ actionsLeft: 1, actionsTaken: 1 })
  })

  test('GF-ATK-ONE-PER-SYSTEM: each weapon system attacks once per activation', () => {
    const s = play(duel(5, {}, { set: { activated: true } }), activateAttack(A, B), [1, 1, 1, 1, 1, 1]).state
    expect(reject(s, { kind: 'attack', target: B })).toBe('gunframe/weapon_used')
  })

  test('GF-ATK-RAPID-FIRE: a focus point lets the same system fire again, once per unit per turn', () => {
    const s = play(duel(5, {}, { set: { activated: true } }), activateAttack(A, B), [1, 1, 1, 1, 1, 1]).state
    // Both sides are then done, so the turn ends and the next initiative roll (5 v 2) follows.
    const { state, events } = play(
      s,
      [{ kind: 'attack', target: B, rapidFire: true }],
      [1, 1, 1, 1, 1, 1, 5, 2],
    )
    expect(eventsOf(events, 'FocusSpent')[0]).toMatchObject({ unit: A, for: 'rapid-fire' })
    expect(state.turn).toBe(2)
    const fresh = play(duel(5), [{ kind: 'activate', unit: A }]).state
    expect(reject(fresh, { kind: 'attack', target: B, rapidFire: true })).toBe(
      'gunframe/rapid_fire_not_needed',
    )
  })

  test('GF-ATK-ENGAGED: an engaged unit only attacks at close range; so is an enemy engaged with a friend', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 12 }, facing: S },
      { side: 'p2', pos: { x: 14, y: 10 }, facing: Math.PI },
      { side: 'p1', pos: { x: 20, y: 12 }, facing: Math.PI },
    ])
    const a = play(s, [{ kind: 'activate', unit: A }]).state
    expect(reject(a, { kind: 'attack', target: 'unit:p2:1' })).toBe('gunframe/engaged_close_only')
    const c = play(s, [{ kind: 'activate', unit: 'unit:p1:1' }]).state
    expect(reject(c, { kind: 'attack', target: B })).toBe('gunframe/target_engaged')
  })

  test('GF-ATK-CHARGE: first action moves into contact, then attacking that target adds +1D (ruling 12)', () => {
    const s = duel(3, {}, { set: { activated: true } })
    const { events } = play(
      s,
      [
        { kind: 'activate', unit: A },
        moveTo({ x: 10, y: 10 }, { x: 10, y: 12.99 }, N),
        { kind: 'attack', target: B },
        { kind: 'defend', pool: 'defense', evade: false },
      ],
      [1, 1, 1, 1, 1, 1, 1, 5, 2],
    )
    const fp = eventsOf(events, 'FirepowerRolled')[0]!
    expect(fp.pool).toBe(4)
    expect(eventsOf(events, 'AttackDeclared')[0]!.modifiers).toEqual(['charge'])
  })

  test('GF-ATK-CROSSFIRE: +1D with an unactivated friend in the opposite arc, both within 8" with sight', () => {
    const friend = { side: 'p1', pos: { x: 10, y: 20 }, facing: S }
    const s = duel(5, {}, { set: { activated: true } }, [friend])
    const { events } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'AttackDeclared')[0]!.modifiers).toContain('crossfire')
    const done = duel(5, {}, { set: { activated: true } }, [{ ...friend, set: { activated: true } }])
    const r = play(done, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    expect(eventsOf(r.events, 'AttackDeclared')[0]!.modifiers).not.toContain('crossfire')
  })

  test("GF-ATK-REAR: +1D when the attacker is in the target's back arc", () => {
    const s = duel(5, {}, { facing: N, set: { activated: true } })
    const { events } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'AttackDeclared')[0]!.modifiers).toEqual(['rear'])
    expect(eventsOf(events, 'FirepowerRolled')[0]!.pool).toBe(4)
  })

  test('GF-ATK-ELEVATED / GF-SPM-FLY-CLOSE: a flyer attacking a ground unit adds +1D; flyer and ground cannot trade close attacks', () => {
    const s = duel(5, { profile: { upgrades: [{ id: 'fly' }] } }, { set: { activated: true } })
    const { events } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'AttackDeclared')[0]!.modifiers).toEqual(['elevated'])
    const close = play(duel(0.5, { profile: { upgrades: [{ id: 'fly' }] } }), [
      { kind: 'activate', unit: A },
    ]).state
    expect(reject(close, { kind: 'attack', target: B })).toBe('gunframe/flyer_close')
  })

  test('GF-SPM-FLY-CLOSE: close attacks only flyer to flyer; a ground unit touching a flyer fires Short', () => {
    // Book: FLY. Bases touching (gap 0).
    const FLY = { profile: { upgrades: [{ id: 'fly' }] } }
    const ground = play(duel(0, {}, { ...FLY, set: { activated: true } }), [{ kind: 'activate', unit: A }])
    const shot = play(ground.state, [{ kind: 'attack', target: B }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(shot.events, 'AttackDeclared')[0]!.band).toBe('short')
    const flyer = play(duel(0, FLY), [{ kind: 'activate', unit: A }]).state
    expect(reject(flyer, { kind: 'attack', target: B })).toBe('gunframe/flyer_close')
    const both = play(duel(0.5, FLY, { ...FLY, set: { activated: true } }), [{ kind: 'activate', unit: A }])
    const dogfight = play(both.state, [{ kind: 'attack', target: B }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(dogfight.events, 'AttackDeclared')[0]!.band).toBe('close')
  })

  test('GF-SPM-FLY-CLOSE / GF-RULING-PROPOSED-FLYER-CONTACT: a flyer and a ground unit touching are not engaged', () => {
    const FLY = { profile: { upgrades: [{ id: 'fly' }] } }
    // The ground attacker touches a flyer, yet may shoot another enemy 5" away at short range.
    const far = { side: 'p2' as const, pos: { x: 4, y: 10 }, facing: 0, set: { activated: true } }
    const s = play(duel(0, {}, { ...FLY, set: { activated: true } }, [far]), [
      { kind: 'activate', unit: A },
    ]).state
    const other = 'unit:p2:1'
    const shot = play(s, [{ kind: 'attack', target: other, face: false }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(shot.events, 'AttackDeclared')[0]).toMatchObject({ target: other, band: 'short' })
    // A flyer touching one of p1's ground units may still be shot from 5" away.
    const mate = { side: 'p1' as const, pos: { x: 12, y: 14 }, set: { activated: true } }
    const guarded = play(duel(5, {}, { ...FLY, set: { activated: true } }, [mate]), [
      { kind: 'activate', unit: A },
    ]).state
    const atFlyer = play(guarded, [{ kind: 'attack', target: B }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(atFlyer.events, 'AttackDeclared')[0]).toMatchObject({ target: B, band: 'short' })
    // Walking away from the flyer needs no disengage roll; leaving another flyer does.
    const away = moveTo({ x: 10, y: 10 }, { x: 10, y: 6 }, S)
    const walked = play(s, [away])
    expect(eventsOf(walked.events, 'PilotSkillRoll')).toHaveLength(0)
    const pair = play(duel(0, FLY, { ...FLY, set: { activated: true } }), [
      { kind: 'activate', unit: A },
    ]).state
    const flown = play(pair, [away], [6])
    expect(eventsOf(flown.events, 'PilotSkillRoll')[0]).toMatchObject({ why: 'disengage' })
  })

  test('GF-SPM-SHUT-DOWN / GF-RULING-11: +1D against a shut-down target, which defends with half Defense rounded up (ruling 11)', () => {
    const s = duel(0.5, {}, { set: { shutDown: true, activated: true } })
    const { events } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'AttackDeclared')[0]!.modifiers).toEqual(['shut-down'])
    // No Close-or-Defense prompt for a shut-down target: ceil(3 / 2) = 2 dice.
    expect(eventsOf(events, 'DefenseRolled')[0]!.pool).toBe(2)
  })
})
