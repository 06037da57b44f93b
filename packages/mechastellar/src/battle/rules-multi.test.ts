/**
 * Multi-target attacks (MS-MULTI): each target rolls its own Evade (ruling A-23); Bullseye and
 * Barrage reach every target, every other improvement — the Power bonus, DMG / PEN bought with
 * Power, Valor — only the first target named. E[X]plosives gain a target, never more than one
 * bonus (MS-RULING-EXPLOSIVE-TARGET).
 */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, reject, ruleset, script, table, unit } from '../testkit/index.ts'
import type { WeaponProfile } from '../units/types.ts'
import { maxTargets } from './actions/weapon-traits.ts'
import type { Decision } from './core/messages.ts'
import type { MsState } from './core/types.ts'

/** Iron Castle (Level 1 Super, Power 1) with Photon Beams that reach two targets. */
function twoZakus(): MsState {
  let s = table({
    p1: [{ unit: 'iron-castle', at: { x: 10, y: 10 } }],
    p2: [
      { unit: 'zaku-ii', at: { x: 6, y: 24 }, patch: { hp: 99_000 } },
      { unit: 'zaku-ii', at: { x: 14, y: 24 }, patch: { hp: 99_000 } },
    ],
    momentum: { p1: 0, p2: 0 },
  })
  const ic = unit(s, P1(1))
  ic.profile = {
    ...ic.profile,
    weapons: ic.profile.weapons.map((w) => (w.id === 'photon-beams' ? { ...w, targets: 2 } : w)),
  }
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  return s
}

describe('multi-target attacks', () => {
  test('MS-MULTI: the Power bonus (+1 Crit Hit) and Full Power DMG+100 improve only the first target', () => {
    let s = play(twoZakus(), { seat: 'p1', kind: 'power', option: 'dmg' })
    const miss = (n: number) => Array<number>(n).fill(1)
    const pass = Array<number>(5).fill(9)
    // Each target: 5 missed ATK dice, 8 missed Evade dice (+1 DEF), five passed PEN 6 saves.
    s = script(s, [...miss(13), ...pass, ...miss(13), ...pass])
    const beams: Decision = {
      seat: 'p1',
      kind: 'attack',
      weapon: 'photon-beams',
      targets: [P2(1), P2(2)],
      bonus: 'power',
    }
    const declared = play(s, beams)
    const byTarget = (id: string) => declared.attacks.find((f) => f.targets[0] === id)
    expect(byTarget(P2(1))).toMatchObject({ bonus: 'power', hitBonus: 7 + 2, powerDmg: 100 })
    expect(byTarget(P2(2))).toMatchObject({ bonus: 'none', hitBonus: 7, powerDmg: 0 })
    const r = playSettled(s, beams)
    const dmg = r.events.flatMap((e) => (e.type === 'Damage' ? [[e.unit, e.amount]] : []))
    // First: 9 − 1 = 8 unblocked × 400 + the Finishing Blow; second: 7 − 1 = 6 × 300.
    expect(dmg).toEqual([
      [P2(1), 8 * 400 + 1000],
      [P2(2), 6 * 300],
    ])
  })

  test('MS-MULTI: Barrage reaches every target', () => {
    let s = twoZakus()
    s = script(s, Array(40).fill(1))
    s = play(s, {
      seat: 'p1',
      kind: 'attack',
      weapon: 'photon-beams',
      targets: [P2(1), P2(2)],
      bonus: 'barrage',
    })
    expect(s.attacks.map((f) => [f.bonus, f.hitBonus])).toEqual([
      ['barrage', 8],
      ['barrage', 8],
    ])
  })

  /** CycloDom (Level 0) and its E[X] Giant Bazooka against three GMs, nearest first. */
  function bazooka(): MsState {
    const s = table({
      p1: [{ unit: 'cyclodom', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'gm-ground', at: { x: 8, y: 24 }, patch: { hp: 99_000 } },
        { unit: 'gm-ground', at: { x: 14, y: 24 }, patch: { hp: 99_000 } },
        { unit: 'gm-ground', at: { x: 20, y: 26 }, patch: { hp: 99_000 } },
      ],
      momentum: { p1: 0, p2: 0 },
    })
    return script(play(s, { seat: 'p1', kind: 'activate', unit: P1(1) }), Array(80).fill(1))
  }

  test('MS-RULING-EXPLOSIVE-TARGET / MS-MULTI: an E[X]plosive weapon attacks up to two units with one action, each rolled separately; the two nearest, since a grunt must take the closest', () => {
    const shot = (targets: string[]) => ({
      seat: 'p1',
      kind: 'attack' as const,
      weapon: 'giant-bazooka',
      targets,
    })
    const r = playSettled(bazooka(), shot([P2(1), P2(2)]))
    expect(r.events.filter((e) => e.type === 'AttackTotals')).toHaveLength(2)
    expect(r.state.activation?.actions).toBe(0)
    expect(reject(bazooka(), shot([P2(1), P2(2), P2(3)])).code).toBe('mechastellar/bad_targets')
    // Skipping the second-nearest breaks the closest-target rule for the farther one.
    expect(reject(bazooka(), shot([P2(1), P2(3)])).code).toBe('mechastellar/bad_target')
    // The legal list offers the pair.
    expect(ruleset.legal(bazooka())).toContainEqual(shot([P2(1), P2(2)]))
  })

  test('MS-RULING-EXPLOSIVE-TARGET: the bonus target does not stack — a weapon that already reaches two keeps two; a plain gun one', () => {
    const w = (o: Partial<WeaponProfile>): WeaponProfile => ({
      id: 'w',
      name: 'W',
      kind: 'shoot',
      atk: 5,
      hits: 0,
      range: 20,
      dmg: 100,
      ...o,
    })
    expect(maxTargets(w({}))).toBe(1)
    expect(maxTargets(w({ explosive: true }))).toBe(2)
    expect(maxTargets(w({ targets: 2 }))).toBe(2)
    expect(maxTargets(w({ targets: 2, explosive: true }))).toBe(2)
    expect(maxTargets(w({ targets: 3, explosive: true }))).toBe(3)
  })
})
