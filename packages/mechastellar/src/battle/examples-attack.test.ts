/**
 * The seed's worked attack examples, with scripted dice (sections "Shooting Attack Example",
 * "Melee Clash Example", "Armor Save Example"). Where a project ruling changes the book's figure,
 * the test says which ruling and what the book computed.
 */
import { describe, expect, test } from 'vitest'
import {
  leftover,
  P1,
  P2,
  play,
  playAll,
  playSettled,
  reject,
  script,
  table,
  unit,
} from '../testkit/index.ts'
import { GENERIC } from '../units/defaults.ts'
import type { WeaponProfile } from '../units/types.ts'
import { savePasses, savesToRoll } from './actions/saves.ts'

describe('Shooting Attack Example (Argonaut vs Dervish)', () => {
  test('MS-EX-ARGONAUT: 8d10+8 → 15 Hits; Evade 7d10+5 re-rolling 1s → 9 DEF; 6 unblocked × 200 = 1200', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 26 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // 16" away: beyond the 12" Rapid Fire range, so no RF +2 Hits.
    s = script(s, [2, 2, 5, 6, 7, 7, 8, 10, 1, 1, 8, 8, 2, 3, 4, 5, 6])
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    const after = r.state
    const totals = r.events.find((e) => e.type === 'AttackTotals')
    expect(totals).toMatchObject({ hits: 15, def: 9, unblocked: 6 })
    expect(unit(after, P2(1)).hp).toBe(unit(s, P2(1)).profile.hp - 1200)
    expect(leftover(after)).toEqual([])
  })

  test('MS-ATK-RF: the book’s Rapid Fire lines — a beam rifle makes 5d10 shots at range and 6d10 in Rapid Fire range; a sniper rifle 6d10 and 4d10', () => {
    const rifle = { ...GENERIC.beamRifle, id: 'rifle', hits: 3 } as WeaponProfile
    const sniper = { ...GENERIC.sniperRifle, id: 'sniper', hits: 3 } as WeaponProfile
    const diceAt = (weapon: WeaponProfile, y: number) => {
      let s = table({
        p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { weapons: [weapon] } }],
        p2: [{ unit: 'zaku-ii', at: { x: 10, y } }],
        momentum: { p1: 0, p2: 0 },
      })
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      s = script(s, Array(30).fill(1))
      const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: weapon.id, targets: [P2(1)] })
      const atk = r.events.find((e) => e.type === 'DiceRolled' && e.role === 'attack')
      return atk?.type === 'DiceRolled' ? atk.dice.length : -1
    }
    // 20" away: beyond both Rapid Fire ranges (16", 18"); 10" away: inside both, not engaged.
    expect([diceAt(rifle, 30), diceAt(rifle, 20)]).toEqual([5, 6])
    expect([diceAt(sniper, 30), diceAt(sniper, 20)]).toEqual([6, 4])
  })

  test('MS-ATK-RF: inside Rapid Fire range the Argonaut adds +2 Hits', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 20 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [2, 2, 5, 6, 7, 7, 8, 10, 1, 1, 8, 8, 2, 3, 4, 5, 6])
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(r.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 17, def: 9, unblocked: 8 })
  })
})

describe('Melee Clash Example (Blue Djinn vs White Asura)', () => {
  const clash = () => {
    const s = table({
      p1: [{ unit: 'blue-djinn', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 14 } }],
      momentum: { p1: 0, p2: 0 },
    })
    return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  }

  test('MS-RULING-A3: Barrage is a shooting bonus; Blue Djinn may not add it to the Heat Sword', () => {
    const e = reject(clash(), {
      seat: 'p1',
      kind: 'attack',
      weapon: 'heat-sword',
      targets: [P2(1)],
      bonus: 'barrage',
    })
    expect(e.code).toBe('mechastellar/bad_bonus')
  })

  test('MS-EX-MELEE-CLASH / MS-L1-COUNTER: 11 Hits vs 12 DEF; the Counter (−2, ruling A-1) makes 11 Hits vs 6 DEF (no Guard on a Counter, ruling A-2): 5 × 300 + two failed PEN 8 saves', () => {
    let s = clash()
    s = script(s, [2, 5, 6, 7, 9, 9, 8, 10, 10, 2, 5, 8, 10, 10, 5, 6, 8, 8, 9, 10, 1, 2])
    let r = playAll(s, { seat: 'p1', kind: 'attack', weapon: 'heat-sword', targets: [P2(1)] })
    s = r.state
    expect(s.attacks.length).toBe(1)
    r = playSettled(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'beam-saber' })
    const events = r.events
    s = r.state
    const totals = events.filter((e) => e.type === 'AttackTotals')
    // The book: 12 Hits (with Barrage) vs 12 DEF, then 12 vs 6 (counter at −1).
    expect(totals[0]).toMatchObject({ hits: 11, def: 12, unblocked: 0 })
    expect(totals[1]).toMatchObject({ hits: 11, def: 6, unblocked: 5 })
    const djinn = unit(s, P1(1))
    expect(djinn.hp).toBe(djinn.profile.hp - 5 * 300 - 2 * 1000)
    expect(leftover(s)).toEqual([])
  })
})

describe('Armor Save Example (Laughing Joker)', () => {
  test('MS-EX-ARMOUR-SAVES: two PEN 5 saves [3,5] → one failure, 1000 DMG; four PEN 4 saves [4,5,8,9] all pass', () => {
    expect(savesToRoll(2, true)).toBe(2)
    const pen5 = [3, 5].filter((d) => !savePasses(d, 5, 0)).length
    const pen4 = [4, 5, 8, 9].filter((d) => !savePasses(d, 4, 0)).length
    expect(pen5 * 1000).toBe(1000)
    expect(pen4).toBe(0)
  })
  test('MS-EX-ARMOUR-SAVES: through the engine — two Hits at PEN 5 save [3,5] (one failure: 1000 DMG), then four at PEN 4 save [4,5,8,9] (all pass)', () => {
    const gun = (id: string, hits: number, pen: number): WeaponProfile => ({
      id,
      name: id,
      kind: 'shoot',
      atk: 5,
      hits,
      range: 24,
      dmg: 100,
      pen,
    })
    let s = table({
      p1: [
        {
          unit: 'gm-ground',
          at: { x: 10, y: 10 },
          patch: { weapons: [gun('pen5', 4, 5), gun('pen4', 6, 4)] },
        },
      ],
      // Laughing Joker: Evade 7d10 + 2 DEF (project default for Frame 3)
      p2: [{ unit: 'laughing-joker', at: { x: 10, y: 30 } }],
      momentum: { p1: 1, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) }, { seat: 'p1', kind: 'zeal', momentum: 1 })
    const misses = (n: number) => Array<number>(n).fill(1)
    // 4 − 2 = 2 unblocked at PEN 5; then 6 − 2 = 4 unblocked at PEN 4.
    s = script(s, [...misses(12), 3, 5, ...misses(12), 4, 5, 8, 9])
    const first = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'pen5', targets: [P2(1)] })
    const second = playSettled(first.state, { seat: 'p1', kind: 'attack', weapon: 'pen4', targets: [P2(1)] })
    const dmg = [...first.events, ...second.events].flatMap((e) => (e.type === 'Damage' ? [e.amount] : []))
    expect(dmg).toEqual([2 * 100 + 1000, 4 * 100])
    expect(leftover(second.state)).toEqual([])
  })
  test('MS-DMG-PEN-CAP: a Beam Rifle is PEN 6 — each save needs a 6+ ([5,6,5,6]: two failures)', () => {
    let s = table({
      p1: [{ unit: 'laughing-joker', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 30 }, patch: { hp: 99_000 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // 20" away (no Rapid Fire): five missed ATK dice + 5 Hits against eight misses + 1 DEF.
    s = script(s, [...Array<number>(13).fill(1), 5, 6, 5, 6])
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'beam-rifle', targets: [P2(1)] })
    expect(r.events).toContainEqual({ type: 'DiceRolled', unit: P2(1), role: 'save', dice: [5, 6, 5, 6] })
    expect(unit(r.state, P2(1)).hp).toBe(99_000 - 4 * 300 - 2 * 1000)
    expect(leftover(r.state)).toEqual([])
  })
  test('MS-DMG-PEN-CAP: at most five saves however many Hits get through; no PEN, no saves', () => {
    expect(savesToRoll(9, true)).toBe(5)
    expect(savesToRoll(9, false)).toBe(0)
  })
})
