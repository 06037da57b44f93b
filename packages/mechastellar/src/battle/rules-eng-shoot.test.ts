/**
 * Shooting in engagement range (MS-ENG-SHOOT, ruling MS-RULING-ENG-SHOOT): the [M−2] and the
 * waiver of Rapid Fire penalties follow one condition — the shooter stands within engagement
 * range of any enemy, whoever it aims at.
 */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playAll, ruleset, script, table } from '../testkit/index.ts'
import { GENERIC } from '../units/defaults.ts'
import type { WeaponProfile } from '../units/types.ts'
import { previewInput } from './actions/preview.ts'
import type { MsEvent } from './core/messages.ts'
import type { MsState } from './core/types.ts'

// 6d10, RF 18" −2d10: inside 18" a free shot rolls 4 dice.
const sniper = { ...GENERIC.sniperRifle, id: 'sniper', hits: 3 } as WeaponProfile

/** The GM's sniper shot at `target`; `near` places a second Zaku 4" away (engaged) or not at all. */
function snipe(near: boolean): { s: MsState; events: MsEvent[]; odds: number | undefined } {
  let s = table({
    p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { weapons: [sniper] } }],
    p2: [
      // 16.5" away: inside the Rapid Fire band, not engaged with the shooter.
      { unit: 'zaku-ii', at: { x: 14, y: 26 } },
      ...(near ? [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }] : []),
    ],
    momentum: { p1: 5, p2: 0 },
  })
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  const odds = previewInput(s, P1(1), 'sniper', P2(1))?.attackDice
  s = script(s, Array(40).fill(1))
  const r = playAll(s, { seat: 'p1', kind: 'attack', weapon: 'sniper', targets: [P2(1)] })
  return { s: r.state, events: r.events, odds }
}

const attackDice = (events: MsEvent[]): number => {
  const e = events.find((x) => x.type === 'DiceRolled' && x.role === 'attack')
  return e?.type === 'DiceRolled' ? e.dice.length : -1
}

describe('shooting in engagement range', () => {
  test('MS-RULING-ENG-SHOOT / MS-ENG-SHOOT: engaged with one enemy, a shot at another pays [M−2] and ignores the Rapid Fire penalty — the odds agree', () => {
    const r = snipe(true)
    expect(r.events.filter((e) => e.type === 'MomentumChanged')).toEqual([
      { type: 'MomentumChanged', side: 'p1', by: -2, now: 3, why: 'shoots in engagement range' },
    ])
    expect(attackDice(r.events)).toBe(6)
    expect(r.odds).toBe(6)
  })

  test('MS-RULING-ENG-SHOOT / MS-ATK-RF: with no enemy within engagement range the same shot pays nothing and loses its 2 dice', () => {
    const r = snipe(false)
    expect(r.events.filter((e) => e.type === 'MomentumChanged')).toEqual([])
    expect(attackDice(r.events)).toBe(4)
    expect(r.odds).toBe(4)
  })

  test('MS-RULING-ENG-SHOOT / MS-SHIP-OVERWATCH: a warship firing overwatch while an enemy stands within its engagement range pays [M−2] too', () => {
    const overwatch = (guard: boolean) => {
      let s = table({
        p1: [
          { unit: 'gm-ground', at: { x: 24, y: 11 } },
          // 8" from the Albion (Size 4: 9" engagement range).
          ...(guard ? [{ unit: 'gm-ground', at: { x: 24, y: 40 } }] : []),
        ],
        p2: [{ unit: 'albion-carrier', at: { x: 24, y: 32 }, facing: 270 }],
        momentum: { p1: 0, p2: 5 },
      })
      s = play(
        s,
        { seat: 'p1', kind: 'activate', unit: P1(1) },
        { seat: 'p1', kind: 'move', to: { x: 24, y: 14 }, facing: 90 },
      )
      expect(ruleset.prompt(s)).toMatchObject({ kind: 'overwatch', seat: 'p2' })
      s = script(s, Array(40).fill(1))
      return play(s, { seat: 'p2', kind: 'overwatch', weapon: 'aa-guns' }).momentum.p2
    }
    expect(overwatch(false)).toBe(5)
    expect(overwatch(true)).toBe(3)
  })
})
