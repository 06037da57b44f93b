/** Targeting, attack and defence bonuses, special attacks, warships, Boost and remote weapons (MS-TGT-*, MS-ATK-*, MS-L1-*, MS-DMG-*, MS-SHIP-*). */

import { Dice } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import {
  P1,
  P2,
  play,
  playAll,
  playSettled,
  reject,
  ruleset,
  script,
  table,
  terrain,
  unit,
} from '../testkit/index.ts'
import type { WeaponProfile } from '../units/types.ts'
import { capPool, countDice, NORMAL } from './actions/dice.ts'
import { type AttackSituation, attackNumbers, type DefenceSituation, defenceNumbers } from './actions/math.ts'
import { finishingBlow } from './actions/saves.ts'
import { checkTarget } from './actions/targeting.ts'
import { startRound } from './core/turn.ts'

const gun: WeaponProfile = { id: 'g', name: 'g', kind: 'shoot', atk: 5, hits: 5, range: 24, dmg: 300 }
const sit = (o: Partial<AttackSituation> = {}): AttackSituation => ({
  weapon: gun,
  melee: false,
  rapidFire: false,
  inEngagement: false,
  bonus: 'none',
  valor: 'none',
  supportAtk: false,
  tacticalAdvantage: false,
  targetHighGround: null,
  ignoresCover: false,
  isCounter: false,
  counterPenaltyWaived: false,
  remoteLoss: 0,
  tactical: false,
  ...o,
})
const def = (o: Partial<DefenceSituation> = {}): DefenceSituation => ({
  melee: false,
  evade: { dice: 7, def: 2 },
  meleeDef: { dice: 3, def: 3 },
  shield: 0,
  barrier: 0,
  cover: false,
  blindside: false,
  supportDef: false,
  bonus: 'none',
  boost: false,
  powerPenalty: false,
  challengeBonus: false,
  shutdown: false,
  ...o,
})
const sq = (x: number, y: number, w: number, h = w) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
]

describe('dice', () => {
  test('MS-ATK-POOL: attack and defence pools are capped at 10d10', () => {
    expect(capPool(14)).toBe(10)
    expect(attackNumbers(sit({ weapon: { ...gun, atk: 12 } })).dice).toBe(10)
  })
  test('MS-ATK-HIT: each 5+ is a Hit and each 10 a Crit worth two; bonuses add; each DEF cancels a Hit', () => {
    expect(countDice([4, 5, 9, 10], NORMAL)).toBe(4)
  })
  test('MS-DMG-FINISH: 7+ unblocked Hits strike a 1000 DMG Finishing Blow; Finisher+N makes it N×1000', () => {
    expect(finishingBlow(6)).toBe(0)
    expect(finishingBlow(7)).toBe(1000)
    expect(finishingBlow(9, 3)).toBe(3000)
  })
})

describe('Level 1+ bonuses', () => {
  test('MS-L1-BARRAGE: +1 Hit shooting, +2 with E[X]plosive or Support ATK weapons', () => {
    expect(attackNumbers(sit({ bonus: 'barrage' })).hits).toBe(6)
    expect(attackNumbers(sit({ bonus: 'barrage', weapon: { ...gun, explosive: true } })).hits).toBe(7)
  })
  test('MS-L1-BULLSEYE / MS-RULING-A9: +1 Crit Range; when the attack ignores Cover one more step (crits on 8+, ruling A-9)', () => {
    expect(attackNumbers(sit({ bonus: 'bullseye' })).critRange).toBe(1)
    expect(attackNumbers(sit({ bonus: 'bullseye', ignoresCover: true })).critRange).toBe(2)
  })
  test('MS-L1-BALANCED: +1 Hit and +1 Crit Range in melee', () => {
    const n = attackNumbers(sit({ melee: true, weapon: { ...gun, kind: 'melee' }, bonus: 'balanced' }))
    expect([n.hits, n.critRange]).toEqual([6, 1])
  })
  test('MS-L1-DODGE-GUARD: Dodge gives +1 Crit Range on defence, Guard +1 DEF', () => {
    expect(defenceNumbers(def({ bonus: 'dodge' })).critRange).toBe(1)
    expect(defenceNumbers(def({ bonus: 'guard' })).def).toBe(3)
  })
  test('MS-L1-LEVEL0: Basic pilots pick no Level 1+ bonus', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 25 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(
      reject(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)], bonus: 'bullseye' })
        .code,
    ).toBe('mechastellar/bad_bonus')
  })
  test("MS-L1-SWIFT: a mobile suit's Swift melee attack cannot be countered", () => {
    let s = table({
      p1: [{ unit: 'white-asura', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'blue-djinn', at: { x: 10, y: 14 } }],
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'attack', weapon: 'beam-saber', targets: [P2(1)], bonus: 'swift' },
    )
    expect(
      reject(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'heat-sword' }).code,
    ).toBe('mechastellar/no_counter')
  })
  test("MS-L1-POWER / MS-RULING-A10 / MS-RULING-CRITHIT: Super / Kaiju only, +1 Crit Hit; the target's Counter strikes first and the Power unit defends it at −1 DEF (ruling A-10)", () => {
    expect(attackNumbers(sit({ bonus: 'power' })).hits).toBe(7)
    let s = table({
      p1: [{ unit: 'volt-lion', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 16 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    const r = playSettled(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'jyuoken-sword', targets: [P2(1)], bonus: 'power' },
      { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'beam-saber' },
    )
    const firsts = r.events.filter((e) => e.type === 'AttackDeclared')
    const totals = r.events.filter((e) => e.type === 'AttackTotals')
    expect(firsts[1]).toMatchObject({ attacker: P2(1), counter: true })
    // Counter: 0 + 7 − 2 = 5 Hits vs Volt Lion's Melee DEF 5 − 1 = 4 → 1 unblocked; then the Power attack.
    expect(totals[0]).toMatchObject({ hits: 5, def: 4, unblocked: 1 })
    expect(totals[1]).toMatchObject({ hits: 8 + 2 })
  })
})

describe('defence', () => {
  test('MS-COVER-BENEFIT / MS-RULING-A30: Cover gives +2 DEF against shooting only, not stacking with a Shield (the larger applies, ruling A-30)', () => {
    expect(defenceNumbers(def({ cover: true })).def).toBe(4)
    expect(defenceNumbers(def({ cover: true, melee: true })).def).toBe(3)
    expect(defenceNumbers(def({ cover: true, shield: 3 })).def).toBe(5)
    expect(defenceNumbers(def({ cover: true, shield: 1 })).def).toBe(4)
  })
  test('MS-SHIELD-BLINDSIDE: Shields, Cover and Support DEF do not work against a Blindside attack', () => {
    expect(defenceNumbers(def({ shield: 2, cover: true, supportDef: true, blindside: true })).def).toBe(2)
  })
  test('MS-BOOST: a Boost point buys +2 DEF on Evade, or a free Accelerate, once per game', () => {
    expect(defenceNumbers(def({ boost: true })).def).toBe(4)
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { boost: 1 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'accelerate', boost: true },
    )
    expect(s.activation).toMatchObject({ actions: 1, moves: 3 })
    expect(reject(s, { seat: 'p1', kind: 'accelerate', boost: true }).code).toBe('mechastellar/no_boost')
  })
  test('MS-COVER-CRITERIA: a unit partly hidden behind short cover gets Cover', () => {
    const wall = terrain('wall', 'debris', sq(5, 22, 10, 1), { cover: true, height: 2 })
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 25 } }],
      terrain: [wall],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(30).fill(2))
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(s.attacks[0]?.cover).toBe(true)
  })
})

describe('targeting', () => {
  test('MS-TGT-ARC: shooting needs the target in the front 180° unless the weapon is [360]', () => {
    const s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 20 }, facing: 90 }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 8 } }],
    })
    const a = unit(s, P1(1))
    expect(checkTarget(s, a, unit(s, P2(1)), gun)).toMatch(/field of view/)
    expect(typeof checkTarget(s, a, unit(s, P2(1)), { ...gun, arc360: true })).toBe('object')
  })
  test('MS-TGT-CLOSEST: Basic pilots shoot the closest visible enemy; Level 1+, Snipers, IDF and Return Fire at the aggressor ignore it', () => {
    const s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 20 } },
        { unit: 'zaku-ii', at: { x: 16, y: 26 } },
      ],
    })
    const a = unit(s, P1(1))
    const far = unit(s, P2(2))
    expect(checkTarget(s, a, far, gun)).toMatch(/closest/)
    expect(typeof checkTarget(s, a, far, { ...gun, sniper: true })).toBe('object')
    expect(typeof checkTarget(s, a, far, gun, { returnFireAt: far.id })).toBe('object')
    expect(typeof checkTarget(s, { ...a, profile: { ...a.profile, level: 1 } }, far, gun)).toBe('object')
  })
  test('MS-TGT-CAPTAIN: a Basic Captain may not target enemies within 8" of an ally', () => {
    const s = table({
      p1: [
        { unit: 'albion-carrier', at: { x: 10, y: 6 }, patch: { captain: 0 } },
        { unit: 'gm-ground', at: { x: 10, y: 24 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 30 } }],
    })
    expect(checkTarget(s, unit(s, P1(1)), unit(s, P2(1)), { ...gun, range: 36 })).toMatch(/Basic Captain/)
  })
  test('MS-TGT-LOCK: Target Lock is free within Sensors and makes the next shot ignore Cover', () => {
    const wall = terrain('wall', 'debris', sq(5, 19, 10, 1), { cover: true, height: 2 })
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 22 } }],
      terrain: [wall],
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'target-lock', target: P2(1) },
    )
    expect(s.activation?.actions).toBe(1)
    s = script(s, Array(30).fill(2))
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(s.attacks[0]).toMatchObject({ cover: false, ignoresCover: true })
  })
  test('MS-LOS-IDF / MS-RULING-A28: Indirect Fire needs no LOS, cannot crit, and is stopped by overhead cover', () => {
    const block = terrain('block', 'building', sq(4, 16, 12, 3), {
      height: 8,
      blocksLos: true,
      highGround: true,
    })
    const roof = terrain('roof', 'ruin', sq(7, 27, 6), { overhead: true })
    const s = table({
      p1: [{ unit: 'guncannon', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 24 } },
        { unit: 'zaku-ii', at: { x: 10, y: 30 } },
      ],
      terrain: [block, roof],
    })
    const a = unit(s, P1(1))
    const cannon = a.profile.weapons.find((w) => w.id === 'shoulder-cannons') as WeaponProfile
    expect(typeof checkTarget(s, a, unit(s, P2(1)), cannon)).toBe('object')
    expect(checkTarget(s, a, unit(s, P2(1)), { ...cannon, idf: false })).toMatch(/line of sight/)
    expect(checkTarget(s, a, unit(s, P2(2)), cannon)).toMatch(/overhead/)
    expect(attackNumbers(sit({ weapon: cannon, bonus: 'bullseye', tacticalAdvantage: true })).canCrit).toBe(
      false,
    )
  })
  test('MS-LOS-ENERGY: [E] weapons shoot through buildings at a target within Sensors, at −3 PEN', () => {
    const block = terrain('block', 'building', sq(4, 14, 12, 2), {
      height: 8,
      blocksLos: true,
      highGround: true,
    })
    const s = table({
      p1: [{ unit: 'white-asura', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 20 } }],
      terrain: [block],
    })
    const r = checkTarget(
      s,
      unit(s, P1(1)),
      unit(s, P2(1)),
      unit(s, P1(1)).profile.weapons[1] as WeaponProfile,
    )
    expect(r).toMatchObject({ penMod: -3 })
  })
})

describe('special attacks and warships', () => {
  test('MS-ATK-THROW-ENEMY / MS-DMG-PUSH: Throw Enemy is a 5d10 melee attack at PEN (7+Size)P, each failed save pushing 3"', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [10, 10, 10, 10, 10, 1, 1, 1, 1, 1, 9, 9, 9])
    s = playSettled(s, { seat: 'p1', kind: 'throw-enemy', target: P2(1) }).state
    expect(unit(s, P2(1)).pos?.y).toBeCloseTo(14 + 2 * 3, 5)
  })
  test('MS-ATK-CRASH / MS-RULING-A25: Crash is a 4d10 melee attack at (2+Size)×100 DMG, once per round, and cannot be countered', () => {
    let s = table({
      p1: [{ unit: 'kingdan', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'blue-djinn', at: { x: 10, y: 14 } }],
    })
    s = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'crash', targets: [P2(1)] },
    )
    expect(
      reject(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'heat-sword' }).code,
    ).toBe('mechastellar/no_counter')
    expect(ruleset.legal(s).some((d) => d.kind === 'defend' && d.bonus === 'counter')).toBe(false)
  })
  test('MS-SHIP-SACRIFICE / MS-DMG-SHIP-SAVE: a warship may sacrifice a weapon to pass a failed armour save', () => {
    let s = table({
      p1: [{ unit: 'guncannon', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'albion-carrier', at: { x: 10, y: 28 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [10, 10, 10, 10, 10, 10, 1, 1, 1, 1, 1, 9, 9, 9, 9])
    s = playAll(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'beam-rifle', targets: [P2(1)] },
      { seat: 'p1', kind: 'skills-done' },
      { seat: 'p2', kind: 'skills-done' },
    ).state
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'sacrifice', seat: 'p2' })
    s = play(s, { seat: 'p2', kind: 'sacrifice', weapon: 'aa-guns' })
    const ship = unit(s, P2(1))
    expect(ship.sacrificed).toEqual(['aa-guns'])
    // 6 dice of 10 → 12 + 5 Hits vs 2 DEF → 15 unblocked × 300, Finishing Blow, one failure sacrificed away.
    expect(ship.profile.hp - ship.hp).toBe(15 * 300 + 1000)
  })
  test('MS-DMG-SHIP-SAVE: several failed saves — one weapon per failure, asked again after each, until the ship stops or runs out of weapons', () => {
    const start = (weapons?: string[]) => {
      const base = table({
        p1: [{ unit: 'guncannon', at: { x: 10, y: 10 } }],
        p2: [{ unit: 'albion-carrier', at: { x: 10, y: 28 } }],
        momentum: { p1: 0, p2: 0 },
      })
      const ship = unit(base, P2(1))
      if (weapons)
        ship.profile = {
          ...ship.profile,
          weapons: ship.profile.weapons.filter((w) => weapons.includes(w.id)),
        }
      let s = play(base, { seat: 'p1', kind: 'activate', unit: P1(1) })
      // 6 tens → 17 Hits vs 4 misses + 2 DEF: 15 unblocked; saves vs PEN 6: [1, 1, 1, 9, 9] = 3 failures.
      s = script(s, [10, 10, 10, 10, 10, 10, 1, 1, 1, 1, 1, 1, 1, 9, 9])
      return playAll(
        s,
        { seat: 'p1', kind: 'attack', weapon: 'beam-rifle', targets: [P2(1)] },
        { seat: 'p1', kind: 'skills-done' },
        { seat: 'p2', kind: 'skills-done' },
      ).state
    }
    // The ship gives two guns for two failures, then keeps the rest and takes the third.
    let s = start()
    s = play(s, { seat: 'p2', kind: 'sacrifice', weapon: 'aa-guns' })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'sacrifice', seat: 'p2' })
    expect(ruleset.legal(s).filter((d) => d.kind === 'sacrifice' && d.weapon === 'aa-guns')).toEqual([])
    s = play(s, { seat: 'p2', kind: 'sacrifice', weapon: 'missile-tubes' })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'sacrifice', seat: 'p2' })
    s = play(s, { seat: 'p2', kind: 'sacrifice', weapon: null })
    let ship = unit(s, P2(1))
    expect(ship.sacrificed).toEqual(['aa-guns', 'missile-tubes'])
    // 15 × 300, one failed save (1000) and the Finishing Blow (1000).
    expect(ship.profile.hp - ship.hp).toBe(15 * 300 + 1000 + 1000)
    expect(ruleset.prompt(s)?.kind).not.toBe('sacrifice')
    // With only two weapons, the ship is not asked a third time: the last failure stands.
    s = start(['mega-particle', 'missile-tubes'])
    s = play(s, { seat: 'p2', kind: 'sacrifice', weapon: 'mega-particle' })
    s = play(s, { seat: 'p2', kind: 'sacrifice', weapon: 'missile-tubes' })
    ship = unit(s, P2(1))
    expect(ship.sacrificed).toEqual(['mega-particle', 'missile-tubes'])
    expect(ship.profile.hp - ship.hp).toBe(15 * 300 + 1000 + 1000)
    expect(ruleset.prompt(s)?.kind).not.toBe('sacrifice')
  })
  test('MS-SHIP-REPAIR: units board within 8" at the end of their turn and regain the Repair stat at the end of the round', () => {
    let s = table({
      p1: [
        { unit: 'albion-carrier', at: { x: 24, y: 6 } },
        { unit: 'gm-ground', at: { x: 24, y: 12 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    unit(s, P1(2)).hp = 1000
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(2) }, { seat: 'p1', kind: 'board', ship: P1(1) })
    expect(unit(s, P1(2))).toMatchObject({ onboard: P1(1), pos: null })
    s = play(s, { seat: 'p2', kind: 'activate', unit: P2(1) }, { seat: 'p2', kind: 'end' })
    s = script(s, [9, 2])
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) }, { seat: 'p1', kind: 'end' })
    expect(unit(s, P1(2)).hp).toBe(1300)
  })
  test('MS-SHIP-LAUNCH / MS-RULING-A29: at the start of a round a ship launches up to its Catapult stat of units within 24"', () => {
    let s = table({
      p1: [
        { unit: 'albion-carrier', at: { x: 24, y: 6 } },
        { unit: 'gm-ground', at: { x: 24, y: 12 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 40, y: 44 } }],
    })
    const g = unit(s, P1(2))
    g.onboard = P1(1)
    g.pos = null
    startRound(s, 'p1', { dice: new Dice(s.rng), emit: () => {} })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'launch', seat: 'p1', left: 2 })
    s = play(s, { seat: 'p1', kind: 'launch', unit: P1(2), at: { x: 24, y: 26 } })
    expect(unit(s, P1(2)).pos).toEqual({ x: 24, y: 26 })
  })
  test('MS-REMOTE / MS-RULING-A15: remote weapons fire with 1 Momentum instead of an action; an Ace shoots one die down with each 10 on Evade', () => {
    const funnels: WeaponProfile = {
      id: 'funnels',
      name: 'Funnels',
      kind: 'shoot',
      atk: 5,
      hits: 3,
      range: 30,
      dmg: 200,
      remote: true,
    }
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { weapons: [funnels] } }],
      p2: [{ unit: 'blue-djinn', at: { x: 30, y: 30 } }],
      momentum: { p1: 3, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [1, 1, 1, 1, 1, 10, 10, 1, 1, 1, 1, 1])
    s = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'funnels', targets: [P2(1)] }).state
    expect(s.activation?.actions).toBe(1)
    expect(s.momentum.p1).toBeLessThanOrEqual(2)
    expect(unit(s, P1(1)).remoteLoss.funnels).toBe(2)
  })
  test('MS-MULTI / MS-RULING-A23: a multi-target weapon attacks each target with its own roll (ruling A-23)', () => {
    const spread: WeaponProfile = {
      id: 'spread',
      name: 'Spread',
      kind: 'shoot',
      atk: 5,
      hits: 3,
      range: 30,
      dmg: 200,
      targets: 2,
    }
    let s = table({
      p1: [{ unit: 'white-asura', at: { x: 10, y: 10 }, patch: { weapons: [spread] } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 24 } },
        { unit: 'zaku-ii', at: { x: 20, y: 24 } },
      ],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(40).fill(1))
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'spread', targets: [P2(1), P2(2)] })
    expect(r.events.filter((e) => e.type === 'AttackTotals')).toHaveLength(2)
  })
})
