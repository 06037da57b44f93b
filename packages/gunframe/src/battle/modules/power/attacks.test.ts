import { scriptLeftover } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { A, attackAB as attackOn, B, N, OWL_BEAR, S } from '../../testkit/fixtures.ts'
import type { Placed } from '../../testkit/testing.ts'
import { eventsOf, NO_CLOSE, play, reject, scenario, testRuleset, unitOf } from '../../testkit/testing.ts'
import { clearSuppression } from './effects.ts'

/** A (p1) at (10,10) facing north; B (p2) `gap` inches beyond, facing south; extra units after. */
function duel(
  gap: number,
  a: Partial<Placed> = {},
  b: Partial<Placed> = {},
  more: Placed[] = [],
): BattleState {
  const ra = a.profile?.frame === 'heavy' ? 1.25 : 1
  return scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N, ...a },
    { side: 'p2', pos: { x: 10, y: 10 + ra + 1 + gap }, facing: S, profile: { loadout: NO_CLOSE }, ...b },
    ...more,
  ])
}

/** The Owl Bear A 0.5" from B (no close weapon), B's profile otherwise as given. */
const bearOn = (b: Placed['profile']) =>
  duel(0.5, { profile: OWL_BEAR }, { profile: { loadout: NO_CLOSE, ...b } })

describe('power attacks in battle', () => {
  test('GF-POW-SHUT-DOWN: three points bought as shut down (book: power attacks example)', () => {
    const { state } = attackOn(duel(0.5, { profile: OWL_BEAR }), [6, 6, 6, 4, 4, 1, 4, 4, 1])
    expect(state.stack.at(-1)).toMatchObject({ t: 'attack', step: 'power', points: 3 })
    const after = play(state, [{ kind: 'power', spend: [{ id: 'shut-down' }] }]).state
    expect(unitOf(after, B)).toMatchObject({ counters: { shutDown: true, knockedDown: false } })
  })

  test('GF-POW-RECOIL / GF-POW-KNOCK-DOWN: the same three points as recoil then knock down; not the other way round', () => {
    const { state } = attackOn(duel(0.5, { profile: OWL_BEAR }), [6, 6, 6, 4, 4, 1, 4, 4, 1])
    const y0 = unitOf(state, B).pos.y
    const after = play(state, [{ kind: 'power', spend: [{ id: 'recoil' }, { id: 'knock-down' }] }]).state
    // 5 hits, 2 blocked: 3 damage, so 3" straight back, then knocked down.
    expect(unitOf(after, B).pos.y).toBeCloseTo(y0 + 3)
    expect(unitOf(after, B).counters.knockedDown).toBe(true)
    expect(reject(state, { kind: 'power', spend: [{ id: 'knock-down' }, { id: 'recoil' }] })).toBe(
      'gunframe/power_target_downed',
    )
  })

  test('GF-POW-RECOIL: a close attacker may follow, keeping contact', () => {
    const { state } = attackOn(duel(0.5, { profile: OWL_BEAR }), [6, 4, 4, 1, 1, 1, 1, 1, 1])
    const a0 = unitOf(state, A).pos.y
    const after = play(state, [{ kind: 'power', spend: [{ id: 'recoil', follow: true }] }]).state
    expect(unitOf(after, A).pos.y).toBeCloseTo(a0 + 3)
  })

  test('GF-POW-THROW: the target flies the damage in inches in the chosen direction and is knocked down', () => {
    const { state } = attackOn(duel(0.5, { profile: OWL_BEAR }), [6, 6, 4, 1, 1, 1, 1, 1, 4])
    const p0 = unitOf(state, B).pos
    const after = play(state, [{ kind: 'power', spend: [{ id: 'throw', heading: 0 }] }]).state
    expect(unitOf(after, B).pos.x).toBeCloseTo(p0.x + 2)
    expect(unitOf(after, B).counters.knockedDown).toBe(true)
  })

  test('GF-POW-THROW: a throw aimed exactly along the contact edge travels like any other', () => {
    // B touches A's front; heading 0 (east) runs along the edge where the two bases meet.
    const { state } = attackOn(duel(0, { profile: OWL_BEAR }), [6, 6, 4, 1, 1, 1, 1, 1, 4])
    const p0 = unitOf(state, B).pos
    const { state: after, events } = play(state, [{ kind: 'power', spend: [{ id: 'throw', heading: 0 }] }])
    expect(unitOf(after, B).pos.x).toBeCloseTo(p0.x + 2)
    expect(unitOf(after, B).pos.y).toBeCloseTo(p0.y)
    expect(unitOf(after, B).counters.knockedDown).toBe(true)
    // Nobody was run into: the thrower does not test for a collision with itself.
    expect(events.some((e) => JSON.stringify(e).includes('"collision') || e.type.includes('Collision'))).toBe(
      false,
    )
    expect(unitOf(after, A).counters.knockedDown).toBe(false)
  })

  test('GF-UPG-POWERFUL: two sixes make 3 power points, no six still 1 (ruling 3)', () => {
    const up = { profile: { upgrades: [{ id: 'powerful', on: 'close' }] } }
    const two = attackOn(duel(0.5, up), [6, 6, 4, 1, 1, 1]).state
    expect(two.stack.at(-1)).toMatchObject({ step: 'power', points: 3 })
    const none = attackOn(duel(0.5, up), [4, 4, 1, 1, 1, 1]).state
    expect(none.stack.at(-1)).toMatchObject({ step: 'power', points: 1 })
    const plain = attackOn(duel(0.5), [4, 4, 1, 1, 1, 1]).state
    expect(plain.stack.at(-1)).toMatchObject({ t: 'react' })
  })

  test('GF-POW-CHAIN-ATTACK: A hits B with 3 points and chains through C, D and E, 2 hits each', () => {
    // Book: chain attack example.
    const y = 12.5
    const s = duel(0.5, { profile: { upgrades: [{ id: 'chain-attack', on: 'close' }] } }, {}, [
      { side: 'p2', pos: { x: 13.5, y }, facing: S, set: { activated: true } },
      { side: 'p2', pos: { x: 17, y }, facing: S, set: { activated: true } },
      { side: 'p2', pos: { x: 20.5, y }, facing: S, set: { activated: true } },
    ])
    const { state } = attackOn(s, [6, 6, 6, 1, 1, 1, 1])
    const C = 'unit:p2:1'
    const D = 'unit:p2:2'
    const E = 'unit:p2:3'
    expect(
      testRuleset
        .legal(state)
        .some((d) => d.kind === 'power' && d.spend.some((p) => p.id === 'chain-attack' && p.x === 3)),
    ).toBe(true)
    const { state: after, events } = play(
      state,
      [{ kind: 'power', spend: [{ id: 'chain-attack', x: 3, targets: [C, D, E] }] }],
      [1, 1, 1, 4, 1, 1, 4, 4, 1],
    )
    expect(eventsOf(events, 'PowerHits').map((e) => e.damage)).toEqual([2, 1, 0])
    expect([unitOf(after, C).armour, unitOf(after, D).armour, unitOf(after, E).armour]).toEqual([6, 7, 8])
    expect(reject(state, { kind: 'power', spend: [{ id: 'chain-attack', x: 3, targets: [D, C, E] }] })).toBe(
      'gunframe/power_chain_targets',
    )
  })

  test('GF-UPG-PARRY: the Owl Bear turns two sixes into 2 damage instead of dodging 2" (ruling 2)', () => {
    // Book: Parry example.
    const bear = { profile: { ...OWL_BEAR, upgrades: [{ id: 'parry', on: 'close' }] } }
    const mid = attackOn(duel(0.5, {}, bear), [4, 4, 1]).state
    const { state } = play(mid, [{ kind: 'defend', pool: 'close', evade: false }], [6, 6, 4, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({
      kind: 'choose',
      id: 'parry',
      options: ['decline', 'parry'],
    })
    const parried = play(state, [{ kind: 'choose', option: 'parry' }]).state
    expect(unitOf(parried, A).armour).toBe(6)
    expect(unitOf(parried, B).pos).toEqual(unitOf(state, B).pos)
    const dodging = play(state, [{ kind: 'choose', option: 'decline' }]).state
    expect(testRuleset.prompt(dodging)).toMatchObject({ kind: 'dodge', inches: 2 })
  })

  test('GF-UPG-ABLATIVE-ARMOUR: once a battle the target cancels every power point before any is spent', () => {
    const s = bearOn({ upgrades: [{ id: 'ablative-armour' }] })
    const { state } = attackOn(s, [6, 6, 6, 4, 4, 1, 4, 4, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'choose', id: 'ablative' })
    const used = play(state, [{ kind: 'choose', option: 'use' }]).state
    expect(used.stack.some((f) => f.t === 'attack')).toBe(false)
    expect(unitOf(used, B).upgradeState.used).toContain('ablative-armour')
    const kept = play(state, [{ kind: 'choose', option: 'keep' }]).state
    expect(kept.stack.at(-1)).toMatchObject({ step: 'power', points: 3 })
  })

  test('GF-POW-IMMUNITY: a Co-Pilot cannot be distracted; a shut-down unit cannot be distracted', () => {
    const s = bearOn({ upgrades: [{ id: 'co-pilot' }] })
    const { state } = attackOn(s, [6, 4, 4, 1, 1, 1, 1, 1, 1])
    expect(reject(state, { kind: 'power', spend: [{ id: 'distract' }] })).toBe('gunframe/power_immune')
    const down = attackOn(
      duel(0.5, { profile: OWL_BEAR }, { set: { shutDown: true } }),
      [6, 4, 4, 1, 1, 1, 1, 1, 1, 1],
    )
    expect(reject(down.state, { kind: 'power', spend: [{ id: 'distract' }] })).toBe(
      'gunframe/power_target_shut_down',
    )
  })

  test('GF-POW-DISTRACT: the target takes one action at its next activation', () => {
    const { state } = attackOn(duel(0.5, { profile: OWL_BEAR }), [6, 4, 4, 1, 1, 1, 1, 1, 1])
    const after = play(state, [{ kind: 'power', spend: [{ id: 'distract' }] }]).state
    expect(unitOf(after, B).counters.distracted).toBe(true)
  })

  test('GF-POW-EXPLODE: a destroyed target hurts everything within X"; Bracketed targets cannot explode', () => {
    const friend: Placed = { side: 'p1', pos: { x: 12.8, y: 12.75 }, set: { activated: true } }
    const s = duel(0.5, { profile: OWL_BEAR }, { profile: { loadout: NO_CLOSE, armour: 2 } }, [friend])
    const { state } = attackOn(s, [6, 6, 4, 1, 1, 1, 1, 1, 1])
    expect(unitOf(state, B).status).toBe('destroyed')
    const after = play(state, [{ kind: 'power', spend: [{ id: 'explode', x: 2 }] }]).state
    expect(unitOf(after, 'unit:p1:1').armour).toBe(7)
    expect(unitOf(after, A).armour).toBe(9)
    const b2 = bearOn({ armour: 2, upgrades: [{ id: 'bracketed' }] })
    const br = attackOn(b2, [6, 6, 4, 1, 1, 1, 1, 1, 1]).state
    expect(reject(br, { kind: 'power', spend: [{ id: 'explode', x: 2 }] })).toBe('gunframe/power_immune')
  })

  test('GF-CONV-INFANTRY-EXPLODE: a destroyed infantry unit cannot be made to explode; other powers still work', () => {
    const inf = bearOn({ frame: 'infantry', armour: 2 })
    const { state } = attackOn(inf, [6, 6, 4, 1, 1, 1, 1, 1, 1])
    expect(unitOf(state, B).status).toBe('destroyed')
    expect(reject(state, { kind: 'power', spend: [{ id: 'explode', x: 2 }] })).toBe('gunframe/power_immune')
    const offered = testRuleset.legal(state)
    expect(offered.some((d) => d.kind === 'power' && d.spend.some((p) => p.id === 'explode'))).toBe(false)
  })

  test('GF-POW-SUPPRESSION: a dangerous circle of X" beside the target until the end phase', () => {
    const { state } = attackOn(duel(0.5, { profile: OWL_BEAR }), [6, 6, 4, 1, 1, 1, 1, 1, 1])
    const after = play(state, [{ kind: 'power', spend: [{ id: 'suppression', x: 2 }] }]).state
    expect(after.zones).toHaveLength(1)
    expect(after.field.terrain.at(-1)).toMatchObject({ qualities: ['dangerous'] })
    const s2 = structuredClone(after)
    clearSuppression(s2, { emit: () => {} })
    expect(s2.zones).toEqual([])
    expect(s2.field.terrain).toHaveLength(0)
  })

  test('GF-POW-BURN: X more hits against bare Defense', () => {
    const s = duel(0.5, { profile: { upgrades: [{ id: 'burn', on: 'close' }] } })
    const { state } = attackOn(s, [6, 6, 4, 1, 1, 1])
    const { state: after, events } = play(
      state,
      [{ kind: 'power', spend: [{ id: 'burn', x: 2 }] }],
      [1, 1, 4],
    )
    expect(eventsOf(events, 'PowerHits')[0]).toMatchObject({ hits: 2, pool: 3, damage: 1 })
    expect(unitOf(after, B).armour).toBe(4)
  })

  test('GF-POW-TARGET-PAINTING: once the attack is over the target is locked (and may react)', () => {
    const s = duel(0.5, { profile: { upgrades: [{ id: 'target-painting', on: 'close' }] } })
    const { state } = attackOn(s, [6, 4, 1, 1, 1, 1])
    const after = play(state, [{ kind: 'power', spend: [{ id: 'target-painting' }] }]).state
    expect(unitOf(after, B).counters.lock).toBe(true)
  })

  test('GF-POW-RUN-AND-GUN: the attacker is asked where to move, up to X", ignoring terrain', () => {
    const s = duel(3, { profile: { upgrades: [{ id: 'run-and-gun' }] } })
    const { state } = attackOn(s, [6, 6, 4, 1, 1, 1])
    const after = play(state, [{ kind: 'power', spend: [{ id: 'run-and-gun', x: 2 }] }]).state
    expect(testRuleset.prompt(after)).toMatchObject({ kind: 'choose', id: 'run-and-gun', inches: 2 })
    const moved = play(after, [{ kind: 'choose', option: 'move', to: { x: 8, y: 10 } }]).state
    expect(unitOf(moved, A).pos).toEqual({ x: 8, y: 10 })
    expect(reject(after, { kind: 'choose', option: 'move', to: { x: 4, y: 10 } })).toBe(
      'gunframe/dodge_too_far',
    )
  })

  test('GF-SPM-FLY-DOWNED: a knocked-down flyer lands at once and takes the hits of an 8" fall', () => {
    const fly = { profile: { upgrades: [{ id: 'fly' }] } }
    const s = duel(0.5, fly, { profile: { loadout: NO_CLOSE, armour: 12, upgrades: [{ id: 'fly' }] } })
    const { state } = attackOn(s, [6, 6, 4, 1, 1, 1])
    const { state: after, events } = play(
      state,
      [{ kind: 'power', spend: [{ id: 'knock-down' }] }],
      [4, 1, 1],
    )
    expect(eventsOf(events, 'PowerHits')[0]).toMatchObject({ hits: 8, damage: 7 })
    expect(unitOf(after, B)).toMatchObject({ flying: false, armour: 2, counters: { knockedDown: true } })
    expect(scriptLeftover(after.rng)).toEqual([])
  })
})
