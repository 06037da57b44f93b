/** Project rulings on readings the seed leaves open (shared/rulings/mechastellar-open.md), each proved here or in the test named by its id. */
import { Dice } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, reject, script, table, terrain, unit } from '../testkit/index.ts'
import { defendOptions } from './actions/attack.ts'
import { engaged } from './actions/geometry.ts'
import { attackNumbers, COUNTER_PENALTY } from './actions/math.ts'
import { MsSetupSchema, startBattle } from './core/setup.ts'
import { moraleSaves } from './modules/morale.ts'
import { finalPenalties } from './modules/versus.ts'
import { quickSetup } from './quick.ts'

const melee = { id: 'm', name: 'm', kind: 'melee' as const, atk: 5, hits: 7, range: 0, dmg: 300 }

describe('rulings', () => {
  test("MS-RULING-A1: a Counter is made at −2 Hits (the rule text), not the example's −1", () => {
    expect(COUNTER_PENALTY).toBe(2)
    const n = attackNumbers({
      weapon: melee,
      melee: true,
      rapidFire: false,
      inEngagement: true,
      bonus: 'none',
      valor: 'none',
      supportAtk: false,
      tacticalAdvantage: false,
      targetHighGround: null,
      ignoresCover: false,
      isCounter: true,
      counterPenaltyWaived: false,
      remoteLoss: 0,
      tactical: false,
    })
    expect(n.hits).toBe(5)
  })

  test('MS-RULING-A2: neither side picks a Level 1+ bonus on a Counter — the counter skips the defend step', () => {
    let s = table({
      p1: [{ unit: 'blue-djinn', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 14 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(30).fill(2))
    s = play(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'heat-sword', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'beam-saber' },
    )
    const main = s.attacks[0]
    expect(main).toBeDefined()
    // A counter flow is never offered the defend step.
    expect(defendOptions(s, { ...(main as NonNullable<typeof main>), isCounter: true })).toBe(false)
    const r = playSettled(s)
    expect(r.events.filter((e) => e.type === 'AttackDeclared' && e.counter)).toHaveLength(1)
    expect(r.state.attacks).toHaveLength(0)
  })

  test('MS-RULING-A12: a Rally save only gains on a pass; a Rout save only gives on a failure', () => {
    const s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 30, y: 30 } }],
      momentum: { p1: 0, p2: 0 },
    })
    const sc = script(s, [2, 9, 2, 9])
    const ctx = { dice: new Dice(sc.rng), emit: () => {} }
    moraleSaves(sc, unit(sc, P1(1)), 2, 'rally', ctx)
    expect(sc.momentum).toEqual({ p1: 1, p2: 0 })
    moraleSaves(sc, unit(sc, P1(1)), 2, 'rout', ctx)
    expect(sc.momentum).toEqual({ p1: 1, p2: 1 })
  })

  test('MS-RULING-A18: units of different Sizes are engaged inside either unit\'s Size + 5"', () => {
    const s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'volt-lion', at: { x: 10, y: 16.5 } }],
    })
    expect(engaged(unit(s, P1(1)), unit(s, P2(1)))).toBe(true)
    expect(engaged(unit(s, P2(1)), unit(s, P1(1)))).toBe(true)
  })

  test('MS-RULING-A21 / MS-TER-DESTROY: Cover that crumbles under an attack still counts for that attack', () => {
    const crate = terrain(
      'crate',
      'debris',
      [
        { x: 5, y: 22 },
        { x: 15, y: 22 },
        { x: 15, y: 23 },
        { x: 5, y: 23 },
      ],
      { cover: true, height: 2, destructible: true },
    )
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 25 } }],
      terrain: [crate],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // 8 misses vs 8 misses: 8 Hits vs 1 + 2 (Cover) = 3 DEF; terrain check rolls a 1 (100 < 200): destroyed.
    s = script(s, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1])
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(r.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 8, def: 3 })
    expect(r.state.terrain[0]?.destroyed).toBe(true)
  })

  test('MS-RULING-A24 / MS-SHIP-RELOAD: only weapons whose profile says so reload after firing; the warship Reload action readies them', () => {
    let t = table({
      p1: [{ unit: 'albion-carrier', at: { x: 24, y: 6 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 24, y: 30 } }],
      momentum: { p1: 0, p2: 0 },
    })
    unit(t, P2(1)).activated = true
    t = play(t, { seat: 'p1', kind: 'activate', unit: P1(1) })
    if (t.activation) t.activation.actions = 3
    t = script(t, Array(80).fill(2))
    t = playSettled(t, { seat: 'p1', kind: 'attack', weapon: 'missile-tubes', targets: [P2(1)] }).state
    expect(unit(t, P1(1)).reloading).toEqual(['missile-tubes'])
    expect(reject(t, { seat: 'p1', kind: 'attack', weapon: 'missile-tubes', targets: [P2(1)] }).code).toBe(
      'mechastellar/weapon_unavailable',
    )
    t = play(t, { seat: 'p1', kind: 'reload', weapon: 'missile-tubes' })
    expect(unit(t, P1(1)).reloading).toEqual([])
    t = playSettled(t, { seat: 'p1', kind: 'attack', weapon: 'mega-particle', targets: [P2(1)] }).state
    expect(unit(t, P1(1)).reloading).toEqual([])
  })
  test('MS-RULING-UNWRITTEN: optional modules and campaigns are named without rules — a setup asking for either is refused; every game is one Versus battle whose end-of-game penalties always apply (no Tomino Finale waiver)', () => {
    for (const extra of [{ modules: ['trump-cards'] }, { campaign: { game: 3, of: 3, finale: true } }]) {
      const r = startBattle({ ...quickSetup(), ...extra } as never, 'x')
      expect(r).toMatchObject({ ok: false, error: { code: 'mechastellar/unwritten' } })
      if (!r.ok) expect(r.error.message).toMatch(/MS-RULING-UNWRITTEN/)
    }
    expect(Object.keys(MsSetupSchema.shape)).not.toContain('modules')
    expect(Object.keys(MsSetupSchema.shape)).not.toContain('campaign')
    const s = table({
      p1: [
        { unit: 'white-asura', at: { x: 10, y: 10 } },
        { unit: 'gm-ground', at: { x: 30, y: 10 } },
      ],
      p2: [{ unit: 'gm-ground', at: { x: 10, y: 40 } }],
    })
    unit(s, P1(1)).destroyed = true
    finalPenalties(s, { dice: new Dice(s.rng), emit: () => {} })
    expect(s.versus.vp.p1).toBe(-5)
  })
  test('MS-RULING-ROLES: the Combat Role is a label — the seed prints no role numbers, so a unit plays the same under any role', () => {
    const duel = (role: string) => {
      let s = table({
        p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { role } }],
        p2: [{ unit: 'zaku-ii', at: { x: 10, y: 20 } }],
        momentum: { p1: 0, p2: 0 },
      })
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      s = script(s, [5, 6, 7, 8, 9, 10, 1, 2, 1, 2, 3, 4, 5, 6, 7, 10])
      return playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] }).events
    }
    const base = duel('Versatile')
    for (const role of ['Firepower', 'Melee', 'Raid', 'Sniper']) expect(duel(role)).toEqual(base)
  })
})
