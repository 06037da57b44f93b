/**
 * Counters (MS-L1-COUNTER): none once a push has carried the defender out of the attacker's
 * engagement range; Support ATK still counts on a Counter (only Level 1+ bonuses are barred); the
 * unit defending a Counter may still spend Boost on its Evade roll (MS-BOOST), but picks no
 * Level 1+ bonus (ruling A-2). A Counter pays for its shot like any other: [M−2] from inside
 * engagement range (MS-RULING-ENG-SHOOT), 1 Momentum for a remote weapon (ruling A-15).
 */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playAll, reject, ruleset, script, settleAll, table, unit } from '../testkit/index.ts'
import { GENERIC } from '../units/defaults.ts'
import type { WeaponProfile } from '../units/types.ts'
import type { Decision, MsEvent } from './core/messages.ts'
import type { MsState } from './core/types.ts'

/** Answers skills prompts (none used) until a prompt of another kind comes up. */
function skipSkills(s: MsState): MsState {
  return skipSkillsAll(s).state
}

function skipSkillsAll(s: MsState): { state: MsState; events: MsEvent[] } {
  let cur = s
  const events: MsEvent[] = []
  for (let p = ruleset.prompt(cur); p?.kind === 'skills'; p = ruleset.prompt(cur)) {
    const r = playAll(cur, { seat: p.seat, kind: 'skills-done' })
    cur = r.state
    events.push(...r.events)
  }
  return { state: cur, events }
}

describe('Counters', () => {
  /** GM throws White Asura (4" away); Asura answers with a Counter; `saves` are its PEN 7P saves. */
  function throwAsura(saves: number[], counterWeapon: string, angle: number) {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { hp: 99_000 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 14 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // Throw: five 10s + 3 = 13 Hits against three missed dice + 7 DEF: 6 unblocked, 5 saves.
    s = script(s, [10, 10, 10, 10, 10, 1, 1, 1, ...saves, ...Array(30).fill(1)])
    s = play(s, { seat: 'p1', kind: 'throw-enemy', target: P2(1) })
    s = skipSkills(play(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon }))
    const r = playAll(s, { seat: 'p1', kind: 'push', angle } as Decision)
    return r.events.filter((e) => e.type === 'AttackDeclared' && e.counter)
  }

  test('MS-L1-COUNTER: pushed out of engagement range the defender cannot Counter — not even with a gun that still reaches', () => {
    // Five failed saves: 15" straight back.
    expect(throwAsura([1, 1, 1, 1, 1], 'beam-saber', 90)).toEqual([])
    expect(throwAsura([1, 1, 1, 1, 1], 'beam-rifle', 90)).toEqual([])
    // One failed save, 3" sideways: still within 5", the Counter goes ahead.
    expect(throwAsura([1, 9, 9, 9, 9], 'beam-saber', 0)).toHaveLength(1)
  })

  test('MS-L1-COUNTER / MS-EX-SUPPORT-ATK: Support ATK adds its +1 Hit to a Counter', () => {
    let s = table({
      p1: [{ unit: 'zaku-ii', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'white-asura', at: { x: 10, y: 14 } },
        // Green Viking's Machine Gun: Support ATK 12", range 20"
        { unit: 'green-viking', at: { x: 16, y: 18 } },
      ],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(60).fill(1))
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'heat-hawk', targets: [P2(1)] })
    const r = skipSkillsAll(
      play(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'beam-saber' }),
    )
    const totals = r.events.filter((e) => e.type === 'AttackTotals')
    // The Counter's five 1s: Beam Saber +7, Counter −2 (ruling A-1), Support ATK +1.
    expect(totals[1]).toMatchObject({ hits: 7 - 2 + 1 })
  })

  test('MS-BOOST / MS-RULING-A2: the unit defending a shooting Counter is asked, and may spend Boost for +2 DEF on its Evade — but no Level 1+ bonus', () => {
    let s = table({
      p1: [{ unit: 'zaku-ii', at: { x: 10, y: 10 }, patch: { boost: 2, level: 1 } }],
      p2: [{ unit: 'guncannon', at: { x: 10, y: 24 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(80).fill(1))
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    s = skipSkills(play(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'beam-rifle' }))
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p1', kind: 'defend', attacker: P2(1), target: P1(1) })
    const offered = ruleset.legal(s)
    expect(offered).toContainEqual({ seat: 'p1', kind: 'defend', bonus: 'none', boost: true })
    expect(offered.some((d) => d.kind === 'defend' && d.bonus !== 'none')).toBe(false)
    expect(reject(s, { seat: 'p1', kind: 'defend', bonus: 'guard' }).code).toBe(
      'mechastellar/no_bonus_on_counter',
    )
    s = play(s, { seat: 'p1', kind: 'defend', bonus: 'none', boost: true })
    expect(unit(s, P1(1)).boost).toBe(1)
    // Evade 8d10 + 1 DEF, +2 from Boost; eight 1s roll no DEF.
    const counter = s.attacks.find((f) => f.isCounter)
    expect(counter).toMatchObject({ boost: true, defFlat: 1 + 2 })
  })

  /** GM strikes White Asura (4" away) in melee; Asura, with `m` Momentum, Counters with `weapon`. */
  function counterShot(weapon: WeaponProfile, m: number, at = { x: 10, y: 14 }, gun = 'beam-saber') {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at }],
      momentum: { p1: 5, p2: m },
    })
    const asura = unit(s, P2(1))
    asura.profile = { ...asura.profile, weapons: [...asura.profile.weapons, weapon] }
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, Array(60).fill(1))
    return play(s, { seat: 'p1', kind: 'attack', weapon: gun, targets: [P2(1)] })
  }
  const sniper = { ...GENERIC.sniperRifle, id: 'sniper', hits: 3 } as WeaponProfile
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
  const counterOf = (s: MsState, weapon: string) => {
    const r = playAll(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: weapon })
    const t = settleAll(r.state)
    const events = [...r.events, ...t.events]
    const rolls = events.filter((e) => e.type === 'DiceRolled' && e.role === 'attack')
    return {
      state: t.state,
      declared: events.some((e) => e.type === 'AttackDeclared' && e.counter),
      dice: rolls[1]?.type === 'DiceRolled' ? rolls[1].dice.length : -1,
      momentum: events.filter((e) => e.type === 'MomentumChanged' && e.side === 'p2'),
    }
  }

  test('MS-L1-COUNTER / MS-RULING-ENG-SHOOT / MS-ENG-SHOOT / MS-RULING-PENALTY-CLAMP: a shooting Counter from inside engagement range pays [M−2] and keeps its Rapid Fire dice', () => {
    const c = counterOf(counterShot(sniper, 6), 'sniper')
    expect(c.declared).toBe(true)
    expect(c.dice).toBe(6)
    expect(c.state.momentum.p2).toBe(4)
    expect(c.momentum).toEqual([
      { type: 'MomentumChanged', side: 'p2', by: -2, now: 4, why: 'shoots in engagement range' },
    ])
    // A cost the rules impose clamps at 0 (MS-RULING-PENALTY-CLAMP): the Counter still goes.
    const poor = counterOf(counterShot(sniper, 1), 'sniper')
    expect(poor.declared).toBe(true)
    expect(poor.state.momentum.p2).toBe(0)
    // A melee Counter is no shot: nothing to pay.
    expect(counterOf(counterShot(sniper, 6), 'beam-saber').state.momentum.p2).toBe(6)
  })

  test('MS-L1-COUNTER / MS-RULING-A15 / MS-REMOTE: a Counter with a remote weapon costs 1 Momentum, and is refused with none', () => {
    const far = { x: 10, y: 30 }
    const c = counterOf(counterShot(funnels, 4, far, 'machine-gun'), 'funnels')
    expect(c.declared).toBe(true)
    expect(c.state.momentum.p2).toBe(3)
    const broke = counterShot(funnels, 0, far, 'machine-gun')
    expect(ruleset.legal(broke)).not.toContainEqual(
      expect.objectContaining({ kind: 'defend', bonus: 'counter', counterWeapon: 'funnels' }),
    )
    expect(
      reject(broke, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'funnels' }).code,
    ).toBe('mechastellar/no_momentum')
  })

  test('MS-L1-COUNTER / MS-RULING-A15 / MS-REMOTE: Momentum spent on Flash after choosing a remote Counter leaves none to fire it: the Counter lapses', () => {
    let s = counterShot(funnels, 3, { x: 10, y: 30 }, 'machine-gun')
    s = play(
      s,
      { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'funnels' },
      { seat: 'p1', kind: 'skills-done' },
    )
    // The defender's after-roll step: Flash takes all 3.
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'skills', stage: 'defence' })
    const r = playAll(s, { seat: 'p2', kind: 'skill', skill: 'flash' }, { seat: 'p2', kind: 'skills-done' })
    expect(r.state.momentum.p2).toBe(0)
    expect(r.events.some((e) => e.type === 'AttackDeclared' && e.counter)).toBe(false)
    expect(r.events).toContainEqual({ type: 'Note', text: 'White Asura can no longer counter' })
  })
})
