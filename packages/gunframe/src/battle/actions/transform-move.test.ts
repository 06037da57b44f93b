/**
 * GF-SPM-TRANSFORM with flight (SPECIAL MOVEMENT › TRANSFORM): when either form has fly, the
 * mecha may take off or land as part of its transformation. The landing or take-off follows the
 * fly rules (GF-SPM-FLY, GF-SPM-FAST-FLYER): difficult terrain hurts a landing (and a fast
 * flyer's take-off), a landing needs room on the ground, and taking off from an enemy on the
 * ground breaks contact like any take-off. Real table rules; scripted dice.
 */
import { describe, expect, test } from 'vitest'
import type { TerrainFeature } from '../../table/contract.ts'
import { tableRules } from '../../table/index.ts'
import { createGunframeRuleset } from '../core/ruleset.ts'
import type { BattleDecision, BattleState } from '../core/types.ts'
import { A, B, corners, N, S } from '../testkit/fixtures.ts'
import { eventsOf, type Placed, scenario, script, type Unseated, unitOf } from '../testkit/testing.ts'

const real = createGunframeRuleset({ table: tableRules })

function apply(s: BattleState, d: Unseated, dice: number[] = []) {
  const st = dice.length ? script(s, dice) : s
  const seat = real.prompt(st)?.seat ?? 'p1'
  return real.apply(st, { seat, ...d } as BattleDecision)
}

function ok(s: BattleState, d: Unseated, dice: number[] = []) {
  const r = apply(s, d, dice)
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(d)}: ${r.error.code}`)
  return r.value
}

const code = (s: BattleState, d: Unseated) => {
  const r = apply(s, d)
  return r.ok ? 'accepted' : r.error.code
}

const loadout = { close: 3, short: 3, medium: 3, long: 3 }
const MECHA = { name: 'Mecha', speed: 5, defense: 3, armour: 8, loadout, upgrades: [], weapons: {} }
const JET = { name: 'Jet', speed: 6, defense: 2, armour: 8, loadout, upgrades: ['fly'], weapons: {} }
const HAWK = { name: 'Hawk', speed: 6, defense: 2, armour: 8, loadout, upgrades: ['fly'], weapons: {} }
const RAPTOR = {
  name: 'Raptor',
  speed: 9,
  defense: 2,
  armour: 8,
  loadout,
  upgrades: ['fast-flyer'],
  weapons: {},
}

const mud = (): TerrainFeature =>
  ({
    id: 'terrain:mud',
    name: 'Mud',
    category: 'area',
    qualities: ['difficult'],
    height: 0,
    polygon: corners(5, 5, 15, 15),
  }) as TerrainFeature

/** A (at 10, 10) in `forms[0]`, flying or not, activated; B far off unless placed. */
function activeIn(
  forms: unknown[],
  flying: boolean,
  opts: { terrain?: TerrainFeature[]; enemy?: Placed; more?: Placed[] } = {},
): BattleState {
  const s = scenario(
    [
      {
        side: 'p1',
        pos: { x: 10, y: 10 },
        facing: N,
        profile: { upgrades: (forms[0] as typeof MECHA).upgrades.map((id) => ({ id })) },
        set: { forms, form: 0, flying } as never,
      },
      opts.enemy ?? { side: 'p2', pos: { x: 10, y: 30 }, facing: S },
      ...(opts.more ?? []),
    ],
    { field: { width: 36, depth: 36, terrain: opts.terrain ?? [] } },
  )
  return ok(s, { kind: 'activate', unit: A }).state
}

const change = (form: number, flight?: 'take-off' | 'land'): Unseated => ({
  kind: 'move',
  path: [{ x: 10, y: 10 }],
  facing: N,
  special: 'transform',
  form,
  ...(flight ? { flight } : {}),
})

const transforms = (s: BattleState) =>
  real.legal(s).filter((d) => d.kind === 'move' && d.special === 'transform')

describe('GF-SPM-TRANSFORM: taking off or landing as part of the change', () => {
  test('GF-SPM-TRANSFORM: a grounded mecha changing into a flying form may take off with it, or stay down', () => {
    const s = activeIn([MECHA, JET], false)
    expect(transforms(s).map((d) => (d.kind === 'move' ? [d.form, d.flight ?? 'stay'] : []))).toEqual([
      [1, 'stay'],
      [1, 'take-off'],
    ])
    const up = ok(s, change(1, 'take-off'))
    expect(unitOf(up.state, A)).toMatchObject({ flying: true, pos: { x: 10, y: 10 }, profile: { form: 1 } })
    expect(eventsOf(up.events, 'Transformed')).toEqual([
      { type: 'Transformed', unit: A, form: 1, name: 'Jet', flight: 'take-off' },
    ])
    // The change is still a move: the enemy may react to it.
    expect(real.prompt(up.state)).toMatchObject({ kind: 'react', seat: 'p2' })
    expect(unitOf(ok(s, change(1)).state, A).flying).toBe(false)
  })

  test('GF-SPM-TRANSFORM: a flyer changing between flying forms may land with it, or stay up', () => {
    const s = activeIn([JET, HAWK], true)
    expect(transforms(s).map((d) => (d.kind === 'move' ? (d.flight ?? 'stay') : ''))).toEqual([
      'stay',
      'land',
    ])
    const down = ok(s, change(1, 'land'))
    expect(unitOf(down.state, A)).toMatchObject({ flying: false, armour: 8, profile: { form: 1 } })
    expect(eventsOf(down.events, 'Transformed')[0]).toMatchObject({ flight: 'land' })
    expect(unitOf(ok(s, change(1)).state, A).flying).toBe(true)
  })

  test('GF-SPM-TRANSFORM / GF-SPM-FLY: landing by transforming into mud costs 1 damage; an ordinary flyer takes off from it unhurt', () => {
    const landed = ok(activeIn([JET, HAWK], true, { terrain: [mud()] }), change(1, 'land'))
    expect(unitOf(landed.state, A)).toMatchObject({ flying: false, armour: 7 })
    expect(eventsOf(landed.events, 'DamageDealt')).toMatchObject([{ unit: A, amount: 1, cause: 'landing' }])
    const up = ok(activeIn([MECHA, HAWK], false, { terrain: [mud()] }), change(1, 'take-off'))
    expect(unitOf(up.state, A)).toMatchObject({ flying: true, armour: 8 })
  })

  test('GF-RULING-PROPOSED-LANDING-BASE: landing by transforming with only part of the base in mud costs 1 damage', () => {
    // The mud starts half an inch east of the centre: the 1" base reaches into it.
    const edge = { ...mud(), polygon: corners(10.5, 5, 20, 15) }
    const landed = ok(activeIn([JET, HAWK], true, { terrain: [edge] }), change(1, 'land'))
    expect(unitOf(landed.state, A)).toMatchObject({ flying: false, armour: 7 })
    // Touching its edge only is not being in it.
    const touching = { ...mud(), polygon: corners(11, 5, 20, 15) }
    const clear = ok(activeIn([JET, HAWK], true, { terrain: [touching] }), change(1, 'land'))
    expect(unitOf(clear.state, A)).toMatchObject({ flying: false, armour: 8 })
  })

  test('GF-RULING-PROPOSED-TRANSFORM-FLIGHT / GF-SPM-FAST-FLYER: taking off into a fast flyer form from mud costs 1 damage', () => {
    const up = ok(activeIn([MECHA, RAPTOR], false, { terrain: [mud()] }), change(1, 'take-off'))
    expect(unitOf(up.state, A)).toMatchObject({ flying: true, armour: 7, profile: { form: 1 } })
    const clear = ok(activeIn([MECHA, RAPTOR], false), change(1, 'take-off'))
    expect(unitOf(clear.state, A)).toMatchObject({ flying: true, armour: 8 })
  })

  test('GF-SPM-TRANSFORM: refusals — no flying form, already up, already down, no transformation, a bad word', () => {
    const ground = activeIn([MECHA, JET, { ...MECHA, name: 'Tank' }], false)
    expect(code(ground, change(2, 'take-off'))).toBe('gunframe/cannot_fly')
    expect(code(ground, change(1, 'land'))).toBe('gunframe/not_flying')
    expect(code(ground, { ...change(1), flight: 'hover' } as never)).toBe('gunframe/bad_flight')
    const air = activeIn([JET, HAWK], true)
    expect(code(air, change(1, 'take-off'))).toBe('gunframe/already_flying')
    const walk: Unseated = {
      kind: 'move',
      path: [
        { x: 10, y: 10 },
        { x: 10, y: 12 },
      ],
      facing: N,
      flight: 'take-off',
    }
    expect(code(ground, walk)).toBe('gunframe/bad_combination')
    expect(transforms(ground).filter((d) => d.kind === 'move' && d.form === 2 && d.flight)).toEqual([])
  })

  test('GF-SPM-TRANSFORM: no landing where a ground figure may not stand (hovering over crates)', () => {
    const crates = {
      id: 'terrain:crates',
      name: 'Crates',
      category: 'obstacle',
      qualities: [],
      height: 1,
      polygon: corners(9, 9, 11, 11),
    } as TerrainFeature
    const s = activeIn([JET, HAWK], true, { terrain: [crates] })
    expect(transforms(s).map((d) => (d.kind === 'move' ? (d.flight ?? 'stay') : ''))).toEqual(['stay'])
    expect(apply(s, change(1, 'land')).ok).toBe(false)
  })

  test('GF-RULING-PROPOSED-TRANSFORM-FLIGHT / GF-SPM-TRANSFORM / GF-MOVE-DISENGAGE: taking off from an engaged enemy needs the disengage roll; a failure may stop the change or pay for it', () => {
    const enemy: Placed = { side: 'p2', pos: { x: 10, y: 12 }, facing: S, set: { activated: true } }
    const s = activeIn([MECHA, JET], false, { enemy })
    // Pilot Skill 4+: a 2 fails.
    const failed = ok(s, change(1, 'take-off'), [2])
    expect(real.prompt(failed.state)).toMatchObject({ kind: 'disengage', seat: 'p1' })
    const stopped = ok(failed.state, { kind: 'disengage', choice: 'stop' })
    expect(unitOf(stopped.state, A)).toMatchObject({ flying: false, profile: { form: 0 } })
    const paid = ok(failed.state, { kind: 'disengage', choice: 'take-damage' })
    expect(unitOf(paid.state, A)).toMatchObject({ flying: true, armour: 6, profile: { form: 1 } })
    const passed = ok(s, change(1, 'take-off'), [5])
    expect(unitOf(passed.state, A)).toMatchObject({ flying: true, profile: { form: 1 } })
    // Changing form without taking off leaves nobody: no roll.
    const stay = ok(s, change(1))
    expect(eventsOf(stay.events, 'PilotSkillRoll')).toEqual([])
  })

  test('GF-RULING-GUARDIAN-SOURCES / GF-SPM-TRANSFORM: a transformation’s failed disengage asks no Guardian (its own checks come after the damage)', () => {
    const enemy: Placed = { side: 'p2', pos: { x: 10, y: 12 }, facing: S, set: { activated: true } }
    const guardian: Placed = {
      side: 'p1',
      pos: { x: 13, y: 10 },
      profile: { upgrades: [{ id: 'guardian' }] },
    }
    const s = activeIn([MECHA, JET], false, { enemy, more: [guardian] })
    const failed = ok(s, change(1, 'take-off'), [2])
    const paid = ok(failed.state, { kind: 'disengage', choice: 'take-damage' })
    expect(eventsOf(paid.events, 'ChoiceOffered')).toEqual([])
    expect(unitOf(paid.state, A)).toMatchObject({ flying: true, armour: 6, profile: { form: 1 } })
  })

  test('GF-RULING-PROPOSED-TRANSFORM-FLIGHT / GF-SPM-TRANSFORM / GF-ATK-CHARGE: landing by transforming beside a ground enemy engages it, a charge for a first action', () => {
    const enemy: Placed = { side: 'p2', pos: { x: 10, y: 12 }, facing: S }
    const landed = ok(activeIn([JET, HAWK], true, { enemy }), change(1, 'land'))
    const f = landed.state.stack.findLast((x) => x.t === 'activation')
    expect(f).toMatchObject({ chargeTargets: [B] })
    // Staying up, the flyer is not engaged with the ground unit it touches: no charge.
    const up = ok(activeIn([JET, HAWK], true, { enemy }), change(1))
    expect(up.state.stack.findLast((x) => x.t === 'activation')).toMatchObject({ chargeTargets: [] })
  })

  test('GF-SPM-TRANSFORM / GF-REACT-MOVE: a reaction transformation may take off too', () => {
    const s = scenario(
      [
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
        {
          side: 'p2',
          pos: { x: 10, y: 20 },
          facing: S,
          profile: { upgrades: [] },
          set: { forms: [MECHA, JET], form: 0, flying: false } as never,
        },
      ],
      { field: { width: 36, depth: 36, terrain: [] }, next: 'p1' },
    )
    const moved = ok(ok(s, { kind: 'activate', unit: 'unit:p1:0' }).state, {
      kind: 'move',
      path: [
        { x: 10, y: 10 },
        { x: 10, y: 11 },
      ],
      facing: N,
    })
    expect(real.prompt(moved.state)).toMatchObject({ kind: 'react', seat: 'p2' })
    const offered = real
      .legal(moved.state)
      .filter((d) => d.kind === 'react' && d.special === 'transform' && d.flight === 'take-off')
    expect(offered).toHaveLength(1)
    const r = ok(moved.state, { ...(offered[0] as Unseated) })
    expect(unitOf(r.state, B)).toMatchObject({ flying: true, profile: { form: 1 } })
  })
})
