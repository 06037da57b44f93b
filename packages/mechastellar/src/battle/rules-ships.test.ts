/** Captain's Orders, warship overwatch, turret-side deployment, crashes and wrecks (MS-CAPT-ORDERS, MS-SHIP-*, MS-TER-SHIPS). */
import { Dice, dist, type Vec } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, reject, ruleset, script, table, terrain, unit } from '../testkit/index.ts'
import { hasCover, inside, sight } from './actions/geometry.ts'
import { startRound } from './core/turn.ts'
import type { Terrain } from './core/types.ts'
import { wreckId } from './modules/wreck.ts'
import { moveVerdict } from './queries.ts'

describe("Captain's Orders", () => {
  const base = (captain: 0 | 1 | 2 = 1) =>
    table({
      p1: [
        { unit: 'gm-ground', at: { x: 10, y: 10 } },
        { unit: 'albion-carrier', at: { x: 40, y: 6 }, patch: { captain } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 0 },
    })

  test('MS-CAPT-ORDERS: Tactical Support makes the acting unit hit on 3+; a Level 1 captain gives one Order a round', () => {
    let s = play(base(), { seat: 'p1', kind: 'activate', unit: P1(1) })
    const order = { seat: 'p1', kind: 'captain-order', ship: P1(2), order: 'tactical' } as const
    expect(ruleset.legal(s)).toContainEqual(order)
    s = play(s, order)
    expect(reject(s, order).code).toBe('mechastellar/bad_order')
    // [3,3,3,3,4,4,2,1]: six Hits on 3+ (two at 5+ normally) + 3 → 9 against 1 DEF
    s = script(s, [3, 3, 3, 3, 4, 4, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 9, 9, 9, 9, 9])
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(r.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 9, def: 1 })
  })

  test('MS-CAPT-ORDERS: Operations Support gives a warship +1 Action; a Level 2 captain has two Orders; a Basic captain none', () => {
    let s = base(2)
    unit(s, P1(1)).activated = true
    unit(s, P2(1)).activated = true
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(2) })
    const ops = { seat: 'p1', kind: 'captain-order', ship: P1(2), order: 'operations' } as const
    s = play(s, ops, ops)
    expect(s.activation?.actions).toBe(3)
    expect(reject(s, ops).message).toMatch(/no Orders left/)
    let b = base(0)
    b = play(b, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(b, { ...ops, order: 'tactical' }).message).toMatch(/Basic Captain/)
    // Operations Support is for warships only
    let g = play(base(), { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(g, ops).message).toMatch(/warship/)
    g = play(g, { ...ops, order: 'tactical' })
    expect(g.activation?.tactical).toBe(true)
  })
})

describe('warship overwatch', () => {
  const scene = () =>
    play(
      table({
        p1: [{ unit: 'gm-ground', at: { x: 24, y: 11 } }],
        p2: [{ unit: 'albion-carrier', at: { x: 24, y: 40 }, facing: 270 }],
        momentum: { p1: 0, p2: 0 },
      }),
      { seat: 'p1', kind: 'activate', unit: P1(1) },
    )

  test('MS-SHIP-OVERWATCH: an enemy ending a move within 24" may be shot by one [AA] weapon, once per round', () => {
    let s = play(scene(), { seat: 'p1', kind: 'move', to: { x: 24, y: 17 }, facing: 90 })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'overwatch', seat: 'p2', ship: P2(1), target: P1(1) })
    expect(ruleset.legal(s)).toEqual([
      { seat: 'p2', kind: 'overwatch', weapon: null },
      { seat: 'p2', kind: 'overwatch', weapon: 'aa-guns' },
    ])
    expect(reject(s, { seat: 'p2', kind: 'overwatch', weapon: 'mega-particle' }).code).toBe(
      'mechastellar/bad_overwatch',
    )
    // AA Guns 8d10+3: [10,10,5,5,5,2,2,2] = 7 + 3 = 10 Hits against the GM's Evade
    s = script(s, [10, 10, 5, 5, 5, 2, 2, 2, ...Array.from({ length: 20 }, () => 2)])
    const r = playSettled(s, { seat: 'p2', kind: 'overwatch', weapon: 'aa-guns' })
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'AttackDeclared', attacker: P2(1), weapon: 'aa-guns' }),
    )
    expect(r.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 10 })
    // back to the mover's turn; a second move near the ship gives no second chance this round
    expect(ruleset.prompt(r.state)).toMatchObject({ kind: 'act', unit: P1(1), moves: 1 })
    const again = play(r.state, { seat: 'p1', kind: 'move', to: { x: 24, y: 20 }, facing: 90 })
    expect(ruleset.prompt(again)?.kind).not.toBe('overwatch')
  })

  test('MS-SHIP-OVERWATCH: a move that starts and ends beyond 24" draws no fire; holding fire keeps the chance', () => {
    const far = play(scene(), { seat: 'p1', kind: 'move', to: { x: 24, y: 13 }, facing: 90 })
    expect(ruleset.prompt(far)?.kind).toBe('act')
    let s = play(scene(), { seat: 'p1', kind: 'move', to: { x: 24, y: 17 }, facing: 90 })
    s = play(s, { seat: 'p2', kind: 'overwatch', weapon: null })
    expect(ruleset.prompt(s)?.kind).toBe('act')
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 24, y: 20 }, facing: 90 })
    expect(ruleset.prompt(s)?.kind).toBe('overwatch')
  })
})

describe('launching from a warship', () => {
  test('MS-SHIP-LAUNCH / MS-RULING-A29: the catapult’s 24" is measured from the ship’s centre — 24" is fine, 24.5" is not (the Albion’s hull is 3" nearer)', () => {
    const launchAt = (d: number) => {
      const s = table({
        p1: [
          { unit: 'albion-carrier', at: { x: 24, y: 6 } },
          { unit: 'gm-ground', at: { x: 24, y: 12 } },
        ],
        p2: [{ unit: 'zaku-ii', at: { x: 44, y: 44 } }],
      })
      unit(s, P1(2)).onboard = P1(1)
      unit(s, P1(2)).pos = null
      startRound(s, 'p1', { dice: new Dice(s.rng), emit: () => {} })
      return ruleset.apply(s, { seat: 'p1', kind: 'launch', unit: P1(2), at: { x: 24, y: 6 + d } })
    }
    expect(launchAt(24).ok).toBe(true)
    const far = launchAt(24.5)
    expect(far.ok).toBe(false)
    if (!far.ok)
      expect(far.error).toMatchObject({
        code: 'mechastellar/too_far',
        message: expect.stringMatching(/centre/),
      })
    expect(launchAt(29.5).ok).toBe(false)
  })
  test('MS-SHIP-DEPLOY8: once the catapults are spent, the other units on board deploy within 8" of the centre-most turret', () => {
    let s = table({
      p1: [
        { unit: 'albion-carrier', at: { x: 24, y: 8 }, patch: { catapult: 1 } },
        { unit: 'gm-ground', at: { x: 30, y: 30 } },
        { unit: 'gm-ground', at: { x: 34, y: 30 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    for (const id of [P1(2), P1(3)]) {
      unit(s, id).onboard = P1(1)
      unit(s, id).pos = null
    }
    startRound(s, 'p1', { dice: new Dice(s.rng), emit: () => {} })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'launch', left: 1 })
    expect(ruleset.legal(s).some((d) => d.kind === 'launch' && d.unit === P1(2))).toBe(true)
    // the catapult: 20" out is fine
    s = play(s, { seat: 'p1', kind: 'launch', unit: P1(2), at: { x: 24, y: 28 } })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'launch', left: 0 })
    // the next unit: not 12" away, but 7" is fine
    expect(reject(s, { seat: 'p1', kind: 'launch', unit: P1(3), at: { x: 36, y: 8 } }).message).toMatch(
      /within 8"/,
    )
    const spot = moveVerdict(s, P1(3), { x: 31, y: 8 })
    expect(spot.ok).toBe(true)
    s = play(s, spot.decision as never)
    expect(unit(s, P1(3)).pos).toEqual({ x: 31, y: 8 })
    expect(ruleset.prompt(s)?.kind).not.toBe('launch')
  })
})

describe('warships and terrain', () => {
  const wall = (id: string, y: number, over: Partial<Terrain> = {}) =>
    terrain(
      id,
      'debris',
      [
        { x: 15, y },
        { x: 25, y },
        { x: 25, y: y + 1 },
        { x: 15, y: y + 1 },
      ],
      { cover: true, height: 2, ...over },
    )
  const shipTable = (terrainList: Terrain[], hp?: number) => {
    const s = table({
      p1: [
        { unit: 'albion-carrier', at: { x: 20, y: 20 }, facing: 90 },
        { unit: 'gm-ground', at: { x: 20, y: 12 } },
        { unit: 'gm-ground', at: { x: 40, y: 4 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 20, y: 36 } }],
      terrain: terrainList,
    })
    unit(s, P1(2)).activated = true
    unit(s, P2(1)).activated = true
    if (hp !== undefined) unit(s, P1(1)).hp = hp
    return s
  }

  test('MS-TER-SHIPS: a warship ploughs into or through terrain and rolls 5 armour saves vs PEN 5, each failure 1000 DMG — once per move', () => {
    let s = shipTable([
      wall('terrain:a', 21.5),
      wall('terrain:b', 22.8, { highGround: true, blocksLos: true }),
    ])
    unit(s, P1(3)).activated = true
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [1, 4, 5, 9, 10])
    const r = playSettled(s, { seat: 'p1', kind: 'move', to: { x: 20, y: 24 }, facing: 90 })
    expect(r.events.filter((e) => e.type === 'DiceRolled')).toEqual([
      { type: 'DiceRolled', unit: P1(1), role: 'save', dice: [1, 4, 5, 9, 10] },
    ])
    const ship = unit(r.state, P1(1))
    expect(ship.pos).toEqual({ x: 20, y: 24 })
    expect(ship.profile.hp - ship.hp).toBe(2000)
    // The pieces are not destroyed by the crash (the seed only damages the ship).
    expect(r.state.terrain.every((t) => !t.destroyed)).toBe(true)
    // Other units still cannot walk through tall terrain.
    let g = shipTable([wall('terrain:b', 14.5, { highGround: true, blocksLos: true })])
    unit(g, P1(1)).pos = { x: 40, y: 30 }
    unit(g, P1(2)).pos = { x: 40, y: 12 }
    unit(g, P1(3)).pos = { x: 20, y: 12 }
    g = play(g, { seat: 'p1', kind: 'activate', unit: P1(3) })
    expect(reject(g, { seat: 'p1', kind: 'move', to: { x: 20, y: 17 }, facing: 90 }).message).toMatch(
      /cannot pass through/,
    )
  })

  test('MS-TER-SHIPS: a lost warship stays as a wreck that blocks LOS and gives Cover; its crew deploys outside the hull', () => {
    let s = shipTable([wall('terrain:a', 21.5)], 1000)
    unit(s, P1(3)).onboard = P1(1)
    unit(s, P1(3)).pos = null
    const gm = () => unit(s, P1(2))
    const zaku = () => unit(s, P2(1))
    expect(sight(s, gm(), zaku()).visible).toBe(true)
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // Crash saves [1, 9, 9, 9, 9]: 1000 DMG sinks the 1000-HP ship; its crew saves [4, 9, 9, 9, 9] vs PEN 5.
    s = script(s, [1, 9, 9, 9, 9, 4, 9, 9, 9, 9, 2, 7, 2, 7, 2, 7])
    const r = playSettled(s, { seat: 'p1', kind: 'move', to: { x: 20, y: 24 }, facing: 90 })
    s = r.state
    expect(unit(s, P1(1)).destroyed).toBe(true)
    expect(s.activation).toBeNull()
    const wreck = s.terrain.find((t) => t.id === wreckId(unit(s, P1(1))))
    expect(wreck).toMatchObject({ blocksLos: true, cover: true, destructible: false, highGround: false })
    expect(sight(s, gm(), zaku()).visible).toBe(false)
    const crew = unit(s, P1(3))
    expect(crew.profile.hp - crew.hp).toBe(1000)
    expect(crew.pos).not.toBeNull()
    expect(inside(crew.pos as Vec, wreck as Terrain)).toBe(false)
    expect(dist(crew.pos as Vec, { x: 20, y: 24 })).toBeLessThanOrEqual(8)
    // A unit hugging the hull has Cover from the far side.
    unit(s, P1(2)).pos = { x: 20, y: 19.5 }
    expect(hasCover(s, zaku(), gm())).toBe(true)
  })
})
