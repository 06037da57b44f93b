/**
 * Multi-target attacks (MS-MULTI): each target rolls its own Evade (ruling A-23); Bullseye and
 * Barrage reach every target, every other improvement — the Power bonus, DMG / PEN bought with
 * Power, Valor — only the first target named.
 */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, script, table, unit } from '../testkit/index.ts'
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
})
