/**
 * Which special movement a unit may declare (special-move.ts), on the real table rules.
 * GF-CONV-FAST-FLYER (CONVENTIONAL UNITS › FLYERS): a conventional fast flyer may begin on the
 * ground and take off, but never lands again once airborne; a gunframe with Fast Flyer lands as
 * GF-SPM-FASTFLYER allows.
 */
import { describe, expect, test } from 'vitest'
import { box } from '../../table/build.ts'
import { tableRules } from '../../table/index.ts'
import { createGunframeRuleset } from '../core/ruleset.ts'
import type { BattleDecision, BattleState } from '../core/types.ts'
import { A, N, S } from '../testkit/fixtures.ts'
import { eventsOf, scenario, type Unseated, unitOf } from '../testkit/testing.ts'

const real = createGunframeRuleset({ table: tableRules })

const apply = (s: BattleState, d: Unseated) => real.apply(s, { seat: 'p1', ...d } as BattleDecision)

function active(profile: Record<string, unknown>, flying: boolean): BattleState {
  const s = scenario(
    [
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile, set: { flying } },
      { side: 'p2', pos: { x: 30, y: 30 }, facing: S },
    ],
    { field: { width: 36, depth: 36, terrain: [] } },
  )
  const r = apply(s, { kind: 'activate', unit: A })
  if (!r.ok) throw new Error(r.error.code)
  return r.value.state
}

const JET = {
  name: 'Jet',
  frame: 'flyer' as const,
  conventional: true,
  speed: 6,
  armour: 3,
  upgrades: [{ id: 'fast-flyer' }],
}
const flight: Unseated = {
  kind: 'move',
  path: [
    { x: 10, y: 10 },
    { x: 10, y: 16 },
  ],
  facing: N,
}
const specials = (s: BattleState, sp: string) =>
  real.legal(s).filter((d) => d.kind === 'move' && d.special === sp).length

describe('GF-CONV-FAST-FLYER: once up, a conventional fast flyer stays up', () => {
  test('GF-CONV-FAST-FLYER: an airborne conventional fast flyer may not land, nor is it offered', () => {
    const s = active(JET, true)
    expect(specials(s, 'land')).toBe(0)
    const r = apply(s, { ...flight, special: 'land' })
    expect(r.ok ? 'accepted' : r.error.code).toBe('gunframe/cannot_land')
    // Its ordinary flight is untouched.
    const on = apply(s, flight)
    expect(on.ok && unitOf(on.value.state, A).flying).toBe(true)
  })

  test('GF-CONV-FAST-FLYER: one that began on the ground may still take off', () => {
    const s = active(JET, false)
    expect(specials(s, 'take-off')).toBeGreaterThan(0)
    const r = apply(s, { ...flight, special: 'take-off' })
    expect(r.ok && unitOf(r.value.state, A).flying).toBe(true)
  })

  test('GF-CONV-FAST-FLYER: nor may it land as part of a transformation', () => {
    const loadout = { close: 1, short: 1, medium: 1, long: 1 }
    const form = (name: string) => ({ name, speed: 6, defense: 2, armour: 3, loadout, weapons: {} })
    const forms = [
      { ...form('Jet'), upgrades: ['fast-flyer'] },
      { ...form('Hawk'), upgrades: ['fast-flyer'] },
    ]
    const s0 = scenario(
      [
        {
          side: 'p1',
          pos: { x: 10, y: 10 },
          facing: N,
          profile: JET,
          set: { flying: true, forms, form: 0 } as never,
        },
        { side: 'p2', pos: { x: 30, y: 30 }, facing: S },
      ],
      { field: { width: 36, depth: 36, terrain: [] } },
    )
    const a = apply(s0, { kind: 'activate', unit: A })
    if (!a.ok) throw new Error(a.error.code)
    const s = a.value.state
    const change: Unseated = {
      kind: 'move',
      path: [{ x: 10, y: 10 }],
      facing: N,
      special: 'transform',
      form: 1,
    }
    const landing = real
      .legal(s)
      .filter((d) => d.kind === 'move' && d.special === 'transform' && d.flight === 'land')
    expect(landing).toEqual([])
    const r = apply(s, { ...change, flight: 'land' })
    expect(r.ok ? 'accepted' : r.error.code).toBe('gunframe/cannot_land')
    const stay = apply(s, change)
    expect(stay.ok && unitOf(stay.value.state, A).flying).toBe(true)
  })

  test('GF-CONV-FAST-FLYER: a gunframe with Fast Flyer still lands (GF-SPM-FASTFLYER)', () => {
    const s = active({ upgrades: [{ id: 'fast-flyer' }], speed: 6 }, true)
    expect(specials(s, 'land')).toBeGreaterThan(0)
    const r = apply(s, { ...flight, special: 'land' })
    expect(r.ok && unitOf(r.value.state, A).flying).toBe(false)
  })
})

describe('GF-RULING-PROPOSED-LANDING-BASE: a landing goes by the whole base', () => {
  test('GF-RULING-PROPOSED-LANDING-BASE: a flyer landing with part of its base in a forest takes 1 damage', () => {
    const forest = box('forest', 0, 11, 36, 10, { qualities: ['difficult', 'obscuring'], height: 4 })
    const at = (y: number) => {
      const s = scenario(
        [
          {
            side: 'p1',
            pos: { x: 10, y },
            facing: N,
            profile: { upgrades: [{ id: 'fly' }] },
            set: { flying: true },
          },
          { side: 'p2', pos: { x: 30, y: 30 }, facing: S },
        ],
        { field: { width: 36, depth: 36, terrain: [forest] } },
      )
      const a = apply(s, { kind: 'activate', unit: A })
      if (!a.ok) throw new Error(a.error.code)
      const r = apply(a.value.state, { kind: 'move', path: [{ x: 10, y }], facing: N, special: 'land' })
      if (!r.ok) throw new Error(r.error.code)
      return eventsOf(r.value.events, 'DamageDealt').map((e) => e.cause)
    }
    // The centre half an inch short of the forest, the 1" base reaching into it.
    expect(at(10.5)).toEqual(['landing'])
    // Touching its edge only: not in it.
    expect(at(10)).toEqual([])
  })
})
