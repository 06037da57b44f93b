/**
 * Rules-fidelity review on a battlefield with terrain (the real table rules): dodges (PLAYING
 * GUNFRAME › DODGES), landings, standing up where a shove left a unit, the defense pool.
 * The dodge ignores what terrain does to movement (difficult, dangerous) but must end somewhere
 * valid: it is a ground move, not a jump, so walls and other bases still stop it.
 */
import { describe, expect, test } from 'vitest'
import type { Battlefield, TerrainFeature } from '../../table/contract.ts'
import { tableRules } from '../../table/index.ts'
import { createGunframeRuleset } from '../core/ruleset.ts'
import type { BattleDecision, BattleState } from '../core/types.ts'
import { activateAttack, moveTo } from '../testkit/decisions.ts'
import { A, B, corners, N, S } from '../testkit/fixtures.ts'
import { scenario, script, type Unseated, unitOf } from '../testkit/testing.ts'

const real = createGunframeRuleset({ table: tableRules })

function apply(s: BattleState, d: Unseated) {
  const seat = real.prompt(s)?.seat ?? 'p1'
  return real.apply(s, { seat, ...d } as BattleDecision)
}

function run(s: BattleState, ds: Unseated[], dice: number[]): BattleState {
  let state = script(s, dice)
  for (const d of ds) {
    const r = apply(state, d)
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(d)}: ${r.error.code}`)
    state = r.value.state
  }
  return state
}

const box = (id: string, x0: number, y0: number, x1: number, y1: number, extra: Partial<TerrainFeature>) =>
  ({
    id,
    name: id,
    category: 'area',
    qualities: ['blocking', 'elevated'],
    height: 6,
    polygon: corners(x0, y0, x1, y1),
    ...extra,
  }) as TerrainFeature

/** B stands just south of a 6" building (blocking, elevated), facing A 4" to its south. */
function besideBuilding(extra: TerrainFeature[] = []): BattleState {
  const field: Battlefield = {
    width: 36,
    depth: 36,
    terrain: [box('terrain:building', 12, 20, 24, 26, {}), ...extra],
  }
  return scenario(
    [
      { side: 'p1', pos: { x: 18, y: 12 }, facing: N },
      { side: 'p2', pos: { x: 18, y: 18.5 }, facing: S, set: { activated: true } },
    ],
    { field },
  )
}

/** A shoots B at short range; one hit, and B's two sixes cancel it: a 2" dodge is offered. */
function dodgeOffered(s: BattleState): BattleState {
  // Short 3: 4, 1, 1 (one hit); B's Defense 3: 6, 6, 1.
  const mid = run(s, activateAttack(A, B), [4, 1, 1, 6, 6, 1])
  expect(real.prompt(mid)).toMatchObject({ kind: 'dodge', inches: 2, seat: 'p2' })
  return mid
}

describe('review: dodges on real terrain', () => {
  test('GF-DEF-DODGE: a dodge cannot hop onto (or into) a blocking building as a jump would', () => {
    const mid = dodgeOffered(besideBuilding())
    // 2" north puts the base over the building's wall: a ground move may not go there.
    const r = apply(mid, { kind: 'dodge', to: { x: 18, y: 20.5 } })
    expect(r.ok).toBe(false)
    // None of the offered spots leave B overlapping the building, and B can still stand up later.
    for (const d of real.legal(mid)) {
      if (d.kind !== 'dodge' || d.to === null) continue
      const after = apply(mid, { kind: 'dodge', to: d.to })
      expect(after.ok).toBe(true)
      if (!after.ok) continue
      const b = unitOf(after.value.state, B)
      expect(b.pos.y + b.profile.radius).toBeLessThanOrEqual(20 + 1e-6)
    }
  })

  test('GF-DEF-DODGE: a dodge ignores difficult ground (2" through craters for two sixes)', () => {
    // B stands in craters; 2" of difficult ground would cost 4" of a ground move.
    const crater = box('terrain:crater', 10, 14, 26, 19.9, { qualities: ['difficult'], height: 0 })
    const mid = dodgeOffered(besideBuilding([crater]))
    const r = apply(mid, { kind: 'dodge', to: { x: 18, y: 16.5 } })
    expect(r.ok).toBe(true)
    if (r.ok) expect(unitOf(r.value.state, B).pos).toEqual({ x: 18, y: 16.5 })
  })
})

describe('review: landing on real terrain', () => {
  test('GF-SPM-FASTFLYER: a fast flyer cannot land with its base overlapping a building', () => {
    const field: Battlefield = {
      width: 36,
      depth: 36,
      terrain: [box('terrain:building', 12, 20, 24, 26, {})],
    }
    const s = scenario(
      [
        {
          side: 'p1',
          pos: { x: 18, y: 10 },
          facing: N,
          profile: { upgrades: [{ id: 'fast-flyer' }], speed: 6 },
        },
        { side: 'p2', pos: { x: 2, y: 34 }, facing: S, set: { activated: true } },
      ],
      { field },
    )
    const mid = run(s, [{ kind: 'activate', unit: A }], [])
    // 9.5" north: the centre stays off the roof (y 19.5) but the base reaches 20.5, into the wall.
    const r = apply(mid, moveTo({ x: 18, y: 10 }, { x: 18, y: 19.5 }, N, { special: 'land' }))
    expect(r.ok).toBe(false)
    // Landing short of the wall is fine.
    const ok = apply(mid, moveTo({ x: 18, y: 10 }, { x: 18, y: 18.5 }, N, { special: 'land' }))
    expect(ok.ok).toBe(true)
    if (ok.ok) expect(unitOf(ok.value.state, A).flying).toBe(false)
  })
})

describe('review: standing up where a shove left the unit', () => {
  test('GF-SPM-KNOCKED-DOWN: a unit knocked down on top of an obstacle can still stand up on the spot', () => {
    // A knock-back may leave a base over crates (the table does not stop it short of them).
    const crates = box('terrain:crates', 9, 9, 11, 11, { category: 'obstacle', qualities: [], height: 1 })
    const field: Battlefield = { width: 36, depth: 36, terrain: [crates] }
    const s = scenario(
      [
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N, set: { knockedDown: true } },
        { side: 'p2', pos: { x: 10, y: 30 }, facing: S, set: { activated: true } },
      ],
      { field },
    )
    const st = run(s, [{ kind: 'activate', unit: A }], [])
    const stand = real.legal(st).find((d) => d.kind === 'move')
    expect(stand).toBeDefined()
    const r = apply(st, { kind: 'move', path: [{ x: 10, y: 10 }], facing: 0 })
    expect(r.ok).toBe(true)
    if (r.ok) expect(unitOf(r.value.state, A)).toMatchObject({ facing: 0, counters: { knockedDown: false } })
  })
})

describe('review: the defense pool on terrain', () => {
  test('GF-DEF-MODIFIERS: obscured by a forest and in cover behind crates: Defense 3 rolls 5 dice', () => {
    // B stands in a wood with a line of crates touching its base on A's side.
    const forest = box('terrain:wood', 14, 16, 22, 24, { qualities: ['obscuring'], height: 0 })
    const crates = box('terrain:crates', 15, 15.3, 21, 15.98, {
      category: 'obstacle',
      qualities: [],
      height: 1,
    })
    const field: Battlefield = { width: 36, depth: 36, terrain: [forest, crates] }
    const s = scenario(
      [
        { side: 'p1', pos: { x: 18, y: 9 }, facing: N },
        { side: 'p2', pos: { x: 18, y: 17 }, facing: S, set: { activated: true } },
      ],
      { field },
    )
    const st = run(s, [{ kind: 'activate', unit: A }], [])
    const r = apply(script(st, Array(20).fill(1)), { kind: 'attack', target: B })
    const events = r.ok ? r.value.events : []
    expect(events.find((e) => e.type === 'DefenseRolled')).toMatchObject({ pool: 5 })
  })
})

describe('review: transforming out of the air', () => {
  const loadout = { close: 3, short: 3, medium: 3, long: 3 }
  const forms = [
    { name: 'Fighter', speed: 6, defense: 2, armour: 8, loadout, upgrades: ['fly'], weapons: {} },
    { name: 'Mecha', speed: 5, defense: 3, armour: 8, loadout, upgrades: [], weapons: {} },
  ]
  function hovering(terrain: TerrainFeature[]): BattleState {
    return scenario(
      [
        {
          side: 'p1',
          pos: { x: 10, y: 10 },
          facing: N,
          profile: { upgrades: [{ id: 'fly' }] },
          set: { forms, form: 0, flying: true },
        },
        { side: 'p2', pos: { x: 10, y: 30 }, facing: S, set: { activated: true } },
      ],
      { field: { width: 36, depth: 36, terrain } },
    )
  }
  const transform = {
    kind: 'move' as const,
    path: [{ x: 10, y: 10 }],
    facing: N,
    special: 'transform' as const,
  }

  test('GF-SPM-TRANSFORM: a flyer cannot turn into a walking form while hovering over crates (it would land on them)', () => {
    const crates = box('terrain:crates', 9, 9, 11, 11, { category: 'obstacle', qualities: [], height: 1 })
    const st = run(hovering([crates]), [{ kind: 'activate', unit: A }], [])
    expect(apply(st, transform).ok).toBe(false)
  })

  test('GF-SPM-TRANSFORM: landing by transforming in difficult terrain costs 1 damage, as any landing does', () => {
    const mud = box('terrain:mud', 5, 5, 15, 15, { qualities: ['difficult'], height: 0 })
    const st = run(hovering([mud]), [{ kind: 'activate', unit: A }], [])
    const r = apply(st, transform)
    expect(r.ok).toBe(true)
    if (r.ok) expect(unitOf(r.value.state, A)).toMatchObject({ flying: false, armour: 7 })
  })
})

describe('review: stepping off a ledge', () => {
  test('GF-SPM-FALL / GF-SPM-FALLING: walking off a 4" roof on purpose is a fall — 4 hits against Defense, knocked down by any damage', () => {
    const roof = box('terrain:roof', 5, 5, 15, 15, { height: 4 })
    const s = scenario(
      [
        { side: 'p1', pos: { x: 13, y: 10 }, facing: 0, set: { elevation: 4 } },
        { side: 'p2', pos: { x: 30, y: 30 }, facing: S, set: { activated: true } },
      ],
      { field: { width: 36, depth: 36, terrain: [roof] } },
    )
    const st = run(s, [{ kind: 'activate', unit: A }], [])
    const off = moveTo({ x: 13, y: 10 }, { x: 16.2, y: 10 }, 0)
    // Without saying so the unit may not step off a ledge taller than half its height.
    const refused = apply(st, off)
    expect(refused.ok ? 'ok' : refused.error.code).toBe('gunframe/ledge')
    // Defense 3 against the 4 hits: 1, 1, 4 blocks one: 3 damage, and it is knocked down.
    const r = apply(script(st, [1, 1, 4]), { ...off, allowFall: true })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.events.find((e) => e.type === 'Fell')).toMatchObject({ unit: A, inches: 4 })
    expect(unitOf(r.value.state, A)).toMatchObject({
      armour: 5,
      elevation: 0,
      counters: { knockedDown: true },
    })
  })
})

describe('review: climbing', () => {
  test('GF-SPM-CLIMB: a climb may end part-way up a wall (2" of Speed an inch); hanging there halves Defense', () => {
    // Book: CLIMB. A 6" wall from x = 10; A (Speed 5, Defense 3) walks 2" to its foot and climbs 1.5".
    const wall = box('terrain:wall', 10, 0, 16, 20, { height: 6 })
    const s = scenario(
      [
        { side: 'p1', pos: { x: 7, y: 10 }, facing: 0 },
        { side: 'p2', pos: { x: 9, y: 4 }, facing: N },
      ],
      { field: { width: 36, depth: 36, terrain: [wall] } },
    )
    const st = run(s, [{ kind: 'activate', unit: A }], [])
    const foot = 10 - unitOf(st, A).profile.radius
    const climb = (climbTo: number) => ({
      kind: 'move' as const,
      path: [
        { x: 7, y: 10 },
        { x: foot, y: 10 },
      ],
      facing: 0,
      special: 'climb' as const,
      climbTo,
    })
    // 2" of walking and 2" of Speed per inch climbed: 1.5" fits Speed 5, 2" does not.
    const far = apply(st, climb(2))
    expect(far.ok ? 'ok' : far.error.code).toBe('gunframe/too_far')
    // B may react to the move; it passes.
    const up = run(st, [climb(1.5), { kind: 'pass' }, { kind: 'end-activation' }], [])
    expect(unitOf(up, A)).toMatchObject({ elevation: 1.5, hanging: { x: foot, y: 10 } })
    // B shoots it: Defense 3 halved, rounded up, is two dice.
    const fired = apply(script(up, [1, 1, 1, 1, 1, 1]), { kind: 'activate', unit: B })
    expect(fired.ok).toBe(true)
    if (!fired.ok) return
    const r = apply(fired.value.state, { kind: 'attack', target: A })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.events.find((e) => e.type === 'DefenseRolled')).toMatchObject({ pool: 2 })
    // Moving on (here the last 1.5" up, 3" of Speed, then 1.5" across) leaves the wall.
    const s2 = scenario(
      [
        {
          side: 'p1',
          pos: { x: foot, y: 10 },
          facing: 0,
          set: { elevation: 4.5, hanging: { x: foot, y: 10 } },
        },
        { side: 'p2', pos: { x: 30, y: 30 }, facing: S, set: { activated: true } },
      ],
      { field: { width: 36, depth: 36, terrain: [wall] } },
    )
    const onTop = run(
      s2,
      [
        { kind: 'activate', unit: A },
        moveTo({ x: foot, y: 10 }, { x: 10.5, y: 10 }, 0, { special: 'climb' }),
      ],
      [],
    )
    expect(unitOf(onTop, A).elevation).toBe(6)
    expect(unitOf(onTop, A).hanging).toBeUndefined()
  })
})
