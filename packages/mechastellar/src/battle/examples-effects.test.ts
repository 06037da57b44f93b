/**
 * Seed examples for damage effects, morale, orders, Power, Havoc, Tactical Advantage, support and
 * terrain (sections "Stun / Electrical / Freezing Damage", "Mission Commander's Orders", "Morale",
 * "Capturing the Point", "Full Power!", "World Shaking Havoc", "High Ground", "Support Attack /
 * Defense", "Destroying Terrain"), with scripted dice.
 */
import { Dice, type ReduceContext } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import {
  P1,
  P2,
  play,
  playAll,
  playSettled,
  rect,
  reject,
  script,
  table,
  terrain,
  unit,
} from '../testkit/index.ts'
import { defenceNow } from './actions/attack.ts'
import { attackNumbers } from './actions/math.ts'
import { coverSurvives, coverSurvivesDirect } from './actions/saves.ts'
import { crashWeapon } from './core/act.ts'
import type { Decision, MsEvent } from './core/messages.ts'
import { startRound } from './core/turn.ts'
import type { MsState } from './core/types.ts'
import { supportAtk, supportDef, tacticalAdvantage } from './modules/advantage.ts'
import { endOfRoundCps } from './modules/versus.ts'

const ctxOf = (s: MsState): ReduceContext<MsEvent> => ({ dice: new Dice(s.rng), emit: () => {} })

describe('Stun example (Arc Whip)', () => {
  test('MS-EX-STUN / MS-RULING-A13 / MS-DMG-STUN: two failed PEN 6S saves shut White Asura down (no 1000 DMG, ruling A-13); on its turn it skips, rolls [2,5,7] and recovers', () => {
    let s = table({
      p1: [{ unit: 'blue-djinn', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 14 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [10, 10, 10, 10, 10, 1, 1, 1, 1, 1, 9, 9, 9])
    let r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'arc-whip', targets: [P2(1)] })
    const asura = unit(r.state, P2(1))
    expect(asura.stun).toBe(2)
    // 9 unblocked × 200 + Finishing Blow, and no 1000s for the stun saves.
    expect(asura.profile.hp - asura.hp).toBe(9 * 200 + 1000)
    expect(r.events.some((e) => e.type === 'Shutdown')).toBe(true)
    s = play(r.state, { seat: 'p1', kind: 'end' })
    // Recovery roll, then the next round's roll-off (everyone has activated).
    s = script(s, [2, 5, 7, 6, 3])
    r = playAll(s, { seat: 'p2', kind: 'activate', unit: P2(1) })
    expect(unit(r.state, P2(1)).stun).toBe(0)
    expect(r.state.activation).toBeNull()
  })

  test('MS-TA-SHUTDOWN: a shut-down unit rolls no DEF dice but keeps its bonus DEF, and attackers have Tactical Advantage', () => {
    const s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 25 } }],
    })
    unit(s, P2(1)).stun = 2
    expect(tacticalAdvantage(s, unit(s, P1(1)), unit(s, P2(1)), false, false)).toBe(true)
    const f = {
      ...(s.attacks[0] ?? {}),
      melee: false,
      cover: false,
      blindside: false,
      defBonus: 'none',
      boost: false,
    } as never
    const d = defenceNow(s, f, unit(s, P1(1)), unit(s, P2(1)))
    expect(d.dice).toBe(0)
    expect(d.def).toBe(unit(s, P2(1)).profile.evade.def + 2)
  })
})

describe('Orders and morale', () => {
  test('MS-EX-DAUNT: a Green Viking falls with two allies within 12"; they roll [3,5] against 7+ and the opponent gains [M+2]', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'green-viking', at: { x: 10, y: 25 }, patch: { hp: 100 } },
        { unit: 'gm-ground', at: { x: 16, y: 30 } },
        { unit: 'gm-ground', at: { x: 4, y: 30 } },
      ],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 3, 5])
    const r = playAll(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] },
      { seat: 'p2', kind: 'skills-done' },
      { seat: 'p1', kind: 'daunt', use: true },
    )
    expect(unit(r.state, P2(1)).destroyed).toBe(true)
    expect(r.state.momentum.p1).toBe(2)
    expect(r.state.orders.p1).toBe(1)
  })

  test('MS-EX-ROUT / MS-TURN-REVENGE / MS-RULING-A17: a Level 1 pilot falls; five allies fail their Rout saves and the enemy gains [M+5]', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'white-asura', at: { x: 10, y: 25 }, patch: { hp: 100 } },
        ...[4, 14, 24, 34, 44].map((x) => ({ unit: 'gm-ground', at: { x, y: 44 } })),
      ],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    const r = playAll(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'none' },
      { seat: 'p2', kind: 'skills-done' },
    )
    expect(r.state.momentum.p1).toBe(5)
    // Revenge is offered to the side that lost the pilot (MS-TURN-REVENGE).
    expect(r.state.pending[0]).toMatchObject({ kind: 'revenge', side: 'p2', killer: P1(1) })
    const t = play(r.state, { seat: 'p2', kind: 'revenge', avenger: P2(2) })
    expect(t.revenge).toEqual({ a: P2(2), b: P1(1) })
    expect(t.revengeUsed.p2).toBe(true)
  })

  test('MS-CMD-TRUST: after rolling Defense the Commander has an ally make 3 Rally saves (5 from Round 4, Faith)', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [1, 1, 1, 1, 1, 1, 1, 1, 9, 9, 9, 9, 9, 9, 9, 7, 7, 2])
    s = play(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] },
      { seat: 'p2', kind: 'skill', skill: 'trust' },
    )
    expect(s.momentum.p2).toBe(2)
    let f = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 0 },
    })
    f.round = 4
    f = play(f, { seat: 'p1', kind: 'activate', unit: P1(1) })
    f = script(f, [1, 1, 1, 1, 1, 1, 1, 1, 9, 9, 9, 9, 9, 9, 9, 7, 7, 7, 7, 2])
    f = play(
      f,
      { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] },
      { seat: 'p2', kind: 'skill', skill: 'trust' },
    )
    expect(f.momentum.p2).toBe(4)
  })
})

describe('Capturing the point', () => {
  test('MS-EX-CP: P1 holds two points; the contested centre turns P1 once P2 leaves it; [M+2] per point → +6', () => {
    const s = table({
      p1: [
        { unit: 'gm-ground', at: { x: 24, y: 24 } },
        { unit: 'gm-ground', at: { x: 12, y: 24 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 30, y: 40 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s.versus.cps = [
      { x: 24, y: 24 },
      { x: 12, y: 24 },
      { x: 36, y: 24 },
    ]
    s.versus.owner = [null, 'p1', 'p1']
    endOfRoundCps(s, ctxOf(s))
    expect(s.versus.owner).toEqual(['p1', 'p1', 'p1'])
    expect(s.momentum.p1).toBe(6)
  })
  test('MS-VS-CONTESTED: units of both sides within 3" leave a point with no owner', () => {
    const s = table({
      p1: [{ unit: 'gm-ground', at: { x: 24, y: 22 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 24, y: 26 } }],
    })
    s.versus.cps = [{ x: 24, y: 24 }]
    s.versus.owner = ['p1']
    endOfRoundCps(s, ctxOf(s))
    expect(s.versus.owner).toEqual([null])
  })
})

describe('Full Power and Havoc', () => {
  const castle = () =>
    play(
      table({
        p1: [{ unit: 'iron-castle', at: { x: 10, y: 10 } }],
        p2: [{ unit: 'kingdan', at: { x: 10, y: 25 } }],
      }),
      {
        seat: 'p1',
        kind: 'activate',
        unit: P1(1),
      },
    )
  test('MS-EX-POWER / MS-RULING-A7: Iron Castle (Power 1) buys PEN+1; a second PEN+1 costs 2 (ruling A-7); next round Power resets and buys DMG+100', () => {
    let s = play(castle(), { seat: 'p1', kind: 'power', option: 'pen' })
    expect(unit(s, P1(1)).nextAttack.pen).toBe(1)
    expect(reject(s, { seat: 'p1', kind: 'power', option: 'pen' }).code).toBe('mechastellar/no_power')
    s.activation = null
    startRound(s, 'p1', ctxOf(s))
    expect(unit(s, P1(1)).power).toBe(1)
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) }, { seat: 'p1', kind: 'power', option: 'dmg' })
    expect(unit(s, P1(1)).nextAttack.dmg).toBe(100)
  })
  test('MS-EX-HAVOC / MS-RULING-A8: Trident Drake (Havoc 3) spends 1 + 2 for Crash DMG+400; no Havoc option buys Hits (ruling A-8)', () => {
    let s = play(
      table({
        p1: [{ unit: 'trident-drake', at: { x: 10, y: 10 } }],
        p2: [{ unit: 'kingdan', at: { x: 10, y: 25 } }],
      }),
      {
        seat: 'p1',
        kind: 'activate',
        unit: P1(1),
      },
    )
    expect(reject(s, { seat: 'p1', kind: 'havoc', option: 'hits' } as unknown as Decision).code).toBe(
      'mechastellar/bad_havoc',
    )
    s = play(
      s,
      { seat: 'p1', kind: 'havoc', option: 'crash' },
      { seat: 'p1', kind: 'havoc', option: 'crash' },
    )
    const u = unit(s, P1(1))
    expect(u.havoc).toBe(0)
    expect(crashWeapon(u).dmg).toBe((2 + 3) * 100 + 400)
  })
  test('MS-HAVOC-ACTIONS: 1 Havoc buys +2 Actions', () => {
    let s = play(
      table({
        p1: [{ unit: 'trident-drake', at: { x: 10, y: 10 } }],
        p2: [{ unit: 'kingdan', at: { x: 10, y: 25 } }],
      }),
      {
        seat: 'p1',
        kind: 'activate',
        unit: P1(1),
      },
    )
    s = play(s, { seat: 'p1', kind: 'havoc', option: 'actions' })
    expect(s.activation?.actions).toBe(3)
  })
})

describe('Tactical Advantage', () => {
  test('MS-EX-HIGHGROUND-BLINDSIDE / MS-TA-BLINDSIDE: Blue Djinn on a building behind its target: +1 Crit Hit once (+2 Hits), Shield ignored', () => {
    const tower = terrain(
      'tower',
      'building',
      [
        { x: 8, y: 8 },
        { x: 12, y: 8 },
        { x: 12, y: 12 },
        { x: 8, y: 12 },
      ],
      { height: 8, highGround: true, blocksLos: true },
    )
    let s = table({
      p1: [{ unit: 'blue-djinn', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'gm-ground', at: { x: 10, y: 24 }, facing: 90, patch: { shield: 2 } }],
      terrain: [tower],
      momentum: { p1: 0, p2: 0 },
    })
    unit(s, P1(1)).onHighGround = 'tower'
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(s.activation?.blindside).toEqual([P2(1)])
    s = script(s, Array(20).fill(1))
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    const f = s.attacks[0]
    expect(f?.hitBonus).toBe(6 + 2)
    expect(f?.blindside).toBe(true)
  })
  test('MS-TA-HIGHGROUND: enemies gain +1+Size Hits against a unit on High Ground', () => {
    const n = attackNumbers({
      weapon: { id: 'w', name: 'w', kind: 'shoot', atk: 5, hits: 5, range: 24, dmg: 300 },
      melee: false,
      rapidFire: false,
      inEngagement: false,
      bonus: 'none',
      valor: 'none',
      supportAtk: false,
      tacticalAdvantage: false,
      targetHighGround: 2,
      ignoresCover: false,
      isCounter: false,
      counterPenaltyWaived: false,
      remoteLoss: 0,
      tactical: false,
    })
    expect(n.hits).toBe(5 + 3)
  })
  test('MS-TA-HIGHGROUND: the +1+Size Hits against a unit on High Ground apply when the attacker holds High Ground too (no Tactical Advantage then)', () => {
    const box = (id: string, y: number) =>
      terrain(id, 'building', rect(8, y, 12, y + 4), { height: 8, highGround: true })
    const hitBonus = (attackerHigh: boolean) => {
      let s = table({
        p1: [{ unit: 'gm-ground', at: { x: 10, y: attackerHigh ? 10 : 4 } }],
        p2: [{ unit: 'volt-lion', at: { x: 10, y: 22 } }],
        terrain: [box('a', 8), box('b', 20)],
        momentum: { p1: 0, p2: 0 },
      })
      unit(s, P2(1)).onHighGround = 'b'
      if (attackerHigh) unit(s, P1(1)).onHighGround = 'a'
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      s = script(s, Array(40).fill(1))
      s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
      return s.attacks[0]?.hitBonus
    }
    // Machine Gun +3; Volt Lion is Size 2: +3 Hits on High Ground, from the ground or from a roof.
    expect(hitBonus(false)).toBe(3 + 3)
    expect(hitBonus(true)).toBe(3 + 3)
  })
  test('MS-TA-OVERWHELM: three attackers engaged with one target have Tactical Advantage in melee', () => {
    const s = table({
      p1: [
        { unit: 'gm-ground', at: { x: 10, y: 10 } },
        { unit: 'gm-ground', at: { x: 14, y: 14 } },
        { unit: 'gm-ground', at: { x: 6, y: 14 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }],
    })
    expect(tacticalAdvantage(s, unit(s, P1(1)), unit(s, P2(1)), true, false)).toBe(true)
    expect(tacticalAdvantage(s, unit(s, P1(1)), unit(s, P2(1)), false, false)).toBe(false)
  })
})

describe('Support weapons', () => {
  test('MS-EX-SUPPORT-ATK: allies within 12" of Green Viking gain +1 Hit while the enemy is in its LOS and 20" range', () => {
    const s = table({
      p1: [
        { unit: 'argonaut', at: { x: 10, y: 10 } },
        { unit: 'green-viking', at: { x: 16, y: 10 } },
      ],
      p2: [
        { unit: 'zaku-ii', at: { x: 16, y: 28 } },
        { unit: 'zaku-ii', at: { x: 40, y: 46 } },
      ],
    })
    expect(supportAtk(s, unit(s, P1(1)), unit(s, P2(1)))).toBe(true)
    expect(supportAtk(s, unit(s, P1(1)), unit(s, P2(2)))).toBe(false)
  })
  test('MS-EX-SUPPORT-DEF: allies within 8" of Gamma Apollo gain +1 DEF while the attacker is in its LOS and 16" range', () => {
    const s = table({
      p1: [
        { unit: 'argonaut', at: { x: 10, y: 10 } },
        { unit: 'argonaut', at: { x: 10, y: 46 } },
      ],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 22 } },
        { unit: 'gamma-apollo', at: { x: 14, y: 24 } },
      ],
    })
    expect(supportDef(s, unit(s, P1(1)), unit(s, P2(1)))).toBe(true)
    expect(supportDef(s, unit(s, P1(2)), unit(s, P2(1)))).toBe(false)
  })
})

describe('Destroying terrain', () => {
  test('MS-EX-TERRAIN: Machine Gun (200) needs a 2+, Cannon (500) a 5+; targeted directly a bazooka needs five passes', () => {
    expect(coverSurvives(1, 200)).toBe(false)
    expect(coverSurvives(2, 200)).toBe(true)
    expect(coverSurvives(4, 500)).toBe(false)
    expect(coverSurvives(5, 500)).toBe(true)
    expect(coverSurvivesDirect([5, 6, 7, 8, 9], 500)).toBe(true)
    expect(coverSurvivesDirect([5, 6, 7, 8, 4], 500)).toBe(false)
  })
})
