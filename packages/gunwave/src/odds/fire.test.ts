/** The odds of a fire order come from the battle's own shot set-up, so they agree with the roll. */
import { describe, expect, test } from 'vitest'
import { duel, eventsOf, mecha, plainSheet, reject, script, turn } from '../testkit/index.ts'
import { attackOdds } from './attack.ts'
import { fireOdds } from './fire.ts'

const ones = (n: number) => new Array(n).fill(1) as number[]
const sixes = (n: number) => new Array(n).fill(6) as number[]
const at = { x: 6, y: 5 }
const shoot = (weapon: number, second?: number) => ({
  type: 'move-fire' as const,
  fire: { weapon, at, ...(second !== undefined ? { second } : {}) },
})

describe('fire order odds', () => {
  test('GW-ODDS-FIRE: a launcher’s odds read the NEXT grenade: frag deals hits, the third (Flash) deals none but blinds', () => {
    const s0 = duel({
      player: plainSheet({
        mecha: { weapons: [{ weapon: 'grenade-launcher', grenades: ['frag', 'frag', 'flash', 'emp'] }] },
      }),
      npcAt: at,
    })
    const first = fireOdds(s0, 'pilot:p1', { weapon: 0, at })
    expect(first?.shots[0]?.grenade).toBe('frag')
    expect(first?.expected).toBeGreaterThan(0)
    // Two shots spend the two frags (misses spend a grenade too, §5.4).
    const s2 = turn(script(turn(script(s0, ones(8)), { 'pilot:p1': shoot(0) }).state, ones(8)), {
      'pilot:p1': shoot(0),
    }).state
    const third = fireOdds(s2, 'pilot:p1', { weapon: 0, at })
    expect(third?.shots[0]?.grenade).toBe('flash')
    expect(third?.damage).toEqual([1])
    expect(third?.expected).toBe(0)
    expect(third?.disable).toBe(0)
    expect(third?.shots[0]?.odds.effect).toBeCloseTo(1 - (2 / 3) ** (third?.shots[0]?.pool.dice ?? 0), 12)
    // The roll agrees: every die a hit, no Armor lost, the pilot blinded, the same pool.
    const armor = mecha(s2, 'foe').armor
    const r = turn(script(s2, sixes(8)), { 'pilot:p1': shoot(0) })
    expect(mecha(r.state, 'foe').armor).toBe(armor)
    expect(eventsOf(r.events, 'EffectGained')).toContainEqual({
      type: 'EffectGained',
      pilot: 'pilot:foe',
      effect: 'blinded',
    })
    expect(eventsOf(r.events, 'Attack')[0]?.pool).toEqual(third?.shots[0]?.pool)
  })

  test('GW-ODDS-FIRE: a dual-weapon order counts both weapons, the second with its Dual Mecha Weapons penalty', () => {
    const s = duel({ npcAt: at })
    s.mecha['mecha:p1']!.weapons[2]!.active = true
    const o = fireOdds(s, 'pilot:p1', { weapon: 0, second: 2, at })
    expect(o?.shots.map((x) => [x.slot, x.second])).toEqual([
      [0, false],
      [2, true],
    ])
    // plainSheet: Dual Mecha Weapons 2, so the second weapon rolls 5 − 2 = 3 dice fewer (§6.5.3).
    expect(o?.shots[1]?.pool.mods).toContain('-3 second weapon')
    const one = attackOdds({ dice: o?.shots[0]?.pool.dice ?? 0 }).expected
    const two = attackOdds({ dice: o?.shots[1]?.pool.dice ?? 0 }).expected
    expect(o?.expected).toBeCloseTo(one + two, 12)
    expect(o?.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    const r = turn(script(s, ones(20)), { 'pilot:p1': shoot(0, 2) })
    expect(eventsOf(r.events, 'Attack').map((a) => a.pool)).toEqual(o?.shots.map((x) => x.pool))
  })

  test('GW-ODDS-FIRE: range is judged from where the order moves the shooter: out of range there, no attack', () => {
    // Gap 5 (long) from 2,5 to 8,5: the beam rifle reaches; from 0,5 the gap is 7 (extreme).
    const s = duel()
    const fire = { weapon: 0, at: { x: 8, y: 5 } }
    expect(fireOdds(s, 'pilot:p1', fire)?.expected).toBeGreaterThan(0)
    const away = fireOdds(s, 'pilot:p1', fire, { x: 0, y: 5 })
    expect(away?.shots[0]?.noAttack).toBe('out of range')
    expect(away?.damage).toEqual([1])
    expect(
      reject(s, {
        seat: 'p1',
        kind: 'order',
        actor: 'pilot:p1',
        action: { type: 'move-fire', move: { x: 0, y: 5 }, fire },
      }),
    ).toBe('gunwave/out_of_range')
  })
})
