/**
 * Skill examples from the seed (sections "Focus Example", "Flash Example", "Iron Wall Example",
 * "Valor Example", "Zeal Example") with scripted dice, plus the Skill rules and rulings they touch.
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
  ruleset,
  script,
  table,
  unit,
} from '../testkit/index.ts'
import { countDice, NORMAL } from './actions/dice.ts'
import { attackNumbers } from './actions/math.ts'
import { finishingBlow, savePasses } from './actions/saves.ts'
import type { Decision, MsEvent } from './core/messages.ts'
import type { MsState } from './core/types.ts'

const totalsOf = (ev: MsEvent[]) => ev.filter((e) => e.type === 'AttackTotals')

/** Plays answers in order, skipping a planned answer only when the prompt does not ask for it. */
function run(s: MsState, ...ds: Decision[]): { state: MsState; events: MsEvent[] } {
  const r = playAll(s, ...ds)
  return r
}

describe('Focus Example (Falconeye vs Dusk Wraith)', () => {
  test('MS-EX-FOCUS: [2,2,3,3,3,3,5,7,8,9] is 4 Hits, 8 with Focus; Evade [1,2,3,3,5,7,9] is 3 DEF, 5 with Focus', () => {
    expect(countDice([2, 2, 3, 3, 3, 3, 5, 7, 8, 9], NORMAL)).toBe(4)
    expect(countDice([2, 2, 3, 3, 3, 3, 5, 7, 8, 9], { hitOn: 3, critOn: 10 })).toBe(8)
    let s = table({
      p1: [{ unit: 'falconeye', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dusk-wraith', at: { x: 10, y: 25 } }],
      momentum: { p1: 5, p2: 5 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [2, 2, 3, 3, 3, 3, 5, 7, 8, 9, 1, 2, 3, 3, 5, 7, 9])
    const r = run(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'micromissiles', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'none' },
      { seat: 'p1', kind: 'skill', skill: 'focus' },
      { seat: 'p1', kind: 'skills-done' },
      { seat: 'p2', kind: 'skill', skill: 'focus' },
      { seat: 'p2', kind: 'skills-done' },
    )
    expect(totalsOf(r.events)[0]).toMatchObject({ hits: 8, def: 5, unblocked: 3 })
    expect(r.state.momentum).toEqual({ p1: 4, p2: 4 })
    expect(leftover(r.state)).toEqual([])
  })
})

describe('how rolled dice count, as the events tell it', () => {
  test('MS-ATK-HIT: each attack and defence roll carries its count; Focus tells the same dice again with 3+ hits, and the totals are those counts', () => {
    let s = table({
      p1: [{ unit: 'falconeye', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dusk-wraith', at: { x: 10, y: 25 } }],
      momentum: { p1: 5, p2: 5 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [2, 2, 3, 3, 3, 3, 5, 7, 8, 9, 1, 2, 3, 3, 5, 7, 9])
    const r = run(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'micromissiles', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'none' },
      { seat: 'p1', kind: 'skill', skill: 'focus' },
      { seat: 'p1', kind: 'skills-done' },
      { seat: 'p2', kind: 'skill', skill: 'focus' },
      { seat: 'p2', kind: 'skills-done' },
    )
    const rolled = r.events.filter((e) => e.type === 'DiceRolled')
    expect(rolled.map((e) => [e.role, e.recount ?? null, e.count])).toEqual([
      ['attack', null, { hitOn: 5, critOn: 10 }],
      ['defence', null, { hitOn: 5, critOn: 10 }],
      ['attack', 'focus', { hitOn: 3, critOn: 10 }],
      ['defence', 'focus', { hitOn: 3, critOn: 10 }],
    ])
    const last = (role: string) => rolled.filter((e) => e.role === role).at(-1)
    const atk = last('attack')
    const def = last('defence')
    expect(totalsOf(r.events)[0]).toMatchObject({
      hits: countDice(atk?.dice ?? [], atk?.count ?? NORMAL),
      def: countDice(def?.dice ?? [], def?.count ?? NORMAL),
    })
  })
})

describe('Flash Example (CycloDom vs White Asura)', () => {
  test('MS-EX-FLASH: 4 unblocked Hits; Flash [M−3] turns five ordinary successes into +5 DEF and blocks them all', () => {
    let s = table({
      p1: [{ unit: 'cyclodom', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 5 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // 14 Hits (four 10s + a 5, +5) vs 5 successes + 3 Evade + 2 Shield = 10 DEF.
    s = script(s, [10, 10, 10, 10, 5, 5, 6, 7, 8, 9, 1, 1])
    let r = playAll(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'giant-bazooka', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'none' },
    )
    s = r.state
    expect(s.attacks[0]?.stage).toBe('defence-skills')
    r = playSettled(s, { seat: 'p2', kind: 'skill', skill: 'flash' })
    expect(totalsOf(r.events)[0]).toMatchObject({ hits: 14, def: 15, unblocked: 0 })
    expect(r.state.momentum.p2).toBe(2)
  })

  test('MS-RULING-A4: Flash on [5,5,7,10] gives 8 DEF (each success worth 2, a 10 stays 2)', () => {
    expect(countDice([5, 5, 7, 10], NORMAL)).toBe(5)
    expect(countDice([5, 5, 7, 10], { hitOn: 5, critOn: 10, flash: true })).toBe(8)
    // With Focus the successes start at 3+.
    expect(countDice([3, 4, 1, 10], { hitOn: 3, critOn: 10, flash: true })).toBe(6)
  })

  test('MS-SKILL-FLASH-INTUITION: an Ace who Flashes counters with no penalty', () => {
    let s = table({
      p1: [{ unit: 'white-asura', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'blue-djinn', at: { x: 10, y: 14 } }],
      momentum: { p1: 0, p2: 6 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [1, 1, 1, 1, 1, 5, 5, 5, 2, 2, 2, 2, 2, 2, 1, 1, 1])
    let r = playAll(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'beam-saber', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'heat-sword' },
      { seat: 'p1', kind: 'skills-done' },
      { seat: 'p2', kind: 'skill', skill: 'flash' },
    )
    r = playSettled(r.state)
    const counter = totalsOf(r.events)[1]
    // Heat Sword 6d10 all misses (2s) + 6 Hits, no −2.
    expect(counter).toMatchObject({ hits: 6 })
  })

  test('MS-SKILL-FLASH-HEAVY: Kaiju and Super Heavies cannot Flash', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'kingdan', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 9 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1])
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(reject(s, { seat: 'p2', kind: 'skill', skill: 'flash' }).code).toBe('mechastellar/bad_skill')
  })
})

describe('Iron Wall Example (Lunar Ravager vs Crimson Gallant)', () => {
  test('MS-EX-IRON-WALL / MS-RULING-A6: Ace Iron Wall adds +5 DEF and +3 on saves: PEN 4 always passes, PEN 8 needs 5+; DMG stays 150 / 400 (ruling A-6)', () => {
    expect([1, 2, 3].every((d) => savePasses(d, 4, 3))).toBe(true)
    expect(savePasses(4, 8, 3)).toBe(false)
    expect(savePasses(5, 8, 3)).toBe(true)
    let s = table({
      p1: [{ unit: 'lunar-ravager', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'crimson-gallant', at: { x: 10, y: 14 } }],
      momentum: { p1: 0, p2: 6 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // Tomahawk 6d10 all 10s = 12 + 7 = 19 Hits vs 3 misses + 5 (frame 5 Melee DEF) + 5 Iron Wall = 10 → 9 unblocked.
    s = script(s, [10, 10, 10, 10, 10, 10, 1, 1, 1, 5, 4, 9, 9, 9])
    const r = playSettled(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'beam-tomahawk', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'none' },
      { seat: 'p1', kind: 'skills-done' },
      { seat: 'p2', kind: 'skill', skill: 'iron-wall' },
    )
    expect(totalsOf(r.events)[0]).toMatchObject({ hits: 19, def: 10, unblocked: 9 })
    const g = unit(r.state, P2(1))
    // 9 × 400 + one failed save (the 4) + Finishing Blow.
    expect(g.profile.hp - g.hp).toBe(9 * 400 + 1000 + 1000)
  })

  test('MS-SKILL-IRON-WALL-MS: mobile suits cannot use Iron Wall', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'white-asura', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 9 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1])
    s = play(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'none' },
    )
    expect(reject(s, { seat: 'p2', kind: 'skill', skill: 'iron-wall' }).code).toBe('mechastellar/bad_skill')
  })
})

describe('Valor Example (Volt Lion vs Deathly Beastman)', () => {
  test('MS-EX-VALOR / MS-RULING-A5: 15 Hits vs 8 DEF; Soul (+7, ruling A-5) leaves 14 unblocked; Finisher+2 deals 2000', () => {
    const base = attackNumbers({
      weapon: { id: 'j', name: 'J', kind: 'melee', atk: 6, hits: 8, range: 0, dmg: 400, pen: 8, finisher: 2 },
      melee: true,
      rapidFire: false,
      inEngagement: true,
      bonus: 'none',
      valor: 'soul',
      supportAtk: false,
      tacticalAdvantage: false,
      targetHighGround: null,
      ignoresCover: false,
      isCounter: false,
      counterPenaltyWaived: false,
      remoteLoss: 0,
      tactical: false,
    })
    expect(base.hits).toBe(15)
    expect(finishingBlow(14, 2)).toBe(2000)
    let s = table({
      p1: [{ unit: 'volt-lion', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'deathly-beastman', at: { x: 10, y: 16 } }],
      momentum: { p1: 6, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [10, 5, 5, 5, 5, 5, 10, 5, 5, 9, 9, 9, 9, 9])
    const r = playSettled(s, {
      seat: 'p1',
      kind: 'attack',
      weapon: 'jyuoken-sword',
      targets: [P2(1)],
      valor: 'soul',
    })
    expect(totalsOf(r.events)[0]).toMatchObject({ hits: 22, def: 8, unblocked: 14 })
    expect(r.events.find((e) => e.type === 'Damage')).toMatchObject({ amount: 14 * 400 + 2000 })
    expect(r.state.momentum.p1).toBe(1)
  })

  test('MS-EX-VALOR / MS-SKILL-VALOR: as in the example, Volt Lion sees 15 Hits against 8 DEF and only then takes Soul [M−5]: 22 Hits, 14 unblocked, Finisher+2', () => {
    let s = table({
      p1: [{ unit: 'volt-lion', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'deathly-beastman', at: { x: 10, y: 16 } }],
      momentum: { p1: 6, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // Jyuoken Sword [10,5,5,5,5,5] + 8 = 15 Hits; the Beastman's [10,5,5] + its bonus = 8 DEF.
    s = script(s, [10, 5, 5, 5, 5, 5, 10, 5, 5, 9, 9, 9, 9, 9])
    s = play(s, { seat: 'p1', kind: 'attack', weapon: 'jyuoken-sword', targets: [P2(1)] })
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p1', kind: 'skills', stage: 'attack' })
    const offered = ruleset.legal(s)
    expect(offered).toContainEqual({ seat: 'p1', kind: 'skill', skill: 'valor' })
    expect(offered).toContainEqual({ seat: 'p1', kind: 'skill', skill: 'soul' })
    const r = playSettled(s, { seat: 'p1', kind: 'skill', skill: 'soul' })
    expect(r.events).toContainEqual({ type: 'SkillUsed', unit: P1(1), skill: 'soul', cost: 5 })
    expect(totalsOf(r.events)[0]).toMatchObject({ hits: 22, def: 8, unblocked: 14 })
    expect(r.events.find((e) => e.type === 'Damage')).toMatchObject({ amount: 14 * 400 + 2000 })
    expect(r.state.momentum.p1).toBe(1)
  })

  test('MS-SKILL-VALOR / MS-RULING-A20: Valor after the roll counts against the one-Skill limit; once declared with the attack it is not offered again', () => {
    const start = (valor: 'none' | 'valor') => {
      let s = table({
        p1: [{ unit: 'volt-lion', at: { x: 10, y: 10 } }],
        p2: [{ unit: 'deathly-beastman', at: { x: 10, y: 16 }, patch: { hp: 99_000 } }],
        momentum: { p1: 10, p2: 0 },
      })
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      s = script(s, Array(40).fill(1))
      return play(s, { seat: 'p1', kind: 'attack', weapon: 'jyuoken-sword', targets: [P2(1)], valor })
    }
    const skillsOffered = (s: MsState) =>
      ruleset.legal(s).flatMap((d) => (d.kind === 'skill' ? [d.skill] : []))
    expect(skillsOffered(start('valor'))).not.toContain('valor')
    expect(skillsOffered(start('valor'))).not.toContain('soul')
    const after = play(start('none'), { seat: 'p1', kind: 'skill', skill: 'valor' })
    expect(after.attacks[0]).toMatchObject({ valor: 'valor' })
    expect(after.momentum.p1).toBe(7)
    expect(after.activation?.skillUsed.p1).toBe(true)
    expect(reject(after, { seat: 'p1', kind: 'skill', skill: 'soul' }).code).toBe('mechastellar/bad_skill')
  })

  test('MS-SKILL-VALOR: Valor needs a Level 1+ pilot and Soul an Ace', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 25 } }],
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(
      reject(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)], valor: 'valor' }).code,
    ).toBe('mechastellar/not_pilot')
    let t = table({
      p1: [{ unit: 'white-asura', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 25 } }],
    })
    t = play(t, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(
      reject(t, { seat: 'p1', kind: 'attack', weapon: 'beam-rifle', targets: [P2(1)], valor: 'soul' }).code,
    ).toBe('mechastellar/not_ace')
  })
})

describe('Zeal Example (Iron Duke)', () => {
  const duke = () => {
    const s = table({
      p1: [{ unit: 'iron-duke', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'kingdan', at: { x: 10, y: 20 }, patch: { hp: 100_000 } }],
      momentum: { p1: 6, p2: 0 },
    })
    return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  }
  test('MS-EX-ZEAL / MS-ATK-REPEAT: Rust Hurricane, Zeal [M−2] for +2 actions, Rocket Punch; a repeat weapon now costs 2; Drill Missiles (E[X]) is fine', () => {
    let s = duke()
    s = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'rust-hurricane', targets: [P2(1)] }).state
    expect(s.activation?.actions).toBe(0)
    s = play(s, { seat: 'p1', kind: 'zeal', momentum: 2 })
    expect(s.activation?.actions).toBe(2)
    s = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'rocket-punch', targets: [P2(1)] }).state
    expect(reject(s, { seat: 'p1', kind: 'attack', weapon: 'rust-hurricane', targets: [P2(1)] }).code).toBe(
      'mechastellar/no_actions',
    )
    expect(reject(s, { seat: 'p1', kind: 'attack', weapon: 'rocket-punch', targets: [P2(1)] }).code).toBe(
      'mechastellar/no_actions',
    )
    s = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'drill-missiles', targets: [P2(1)] }).state
    expect(s.activation?.actions).toBe(0)
  })
  test('MS-RULING-A20: one limited Skill per side per turn — Zeal then Valor is refused', () => {
    let s = duke()
    s = play(s, { seat: 'p1', kind: 'zeal', momentum: 1 })
    expect(
      reject(s, { seat: 'p1', kind: 'attack', weapon: 'rocket-punch', targets: [P2(1)], valor: 'valor' })
        .code,
    ).toBe('mechastellar/skill_limit')
  })
  test('MS-SKILL-ZEAL: Zeal spends 1 to 3 Momentum, one action each', () => {
    const s = duke()
    expect(reject(s, { seat: 'p1', kind: 'zeal', momentum: 4 }).code).toBe('mechastellar/bad_zeal')
  })
})

describe('Improvise', () => {
  test('MS-SKILL-IMPROVISE: a Level 1+ pilot re-rolls chosen dice once per round for [M−0]', () => {
    let s = table({
      p1: [{ unit: 'white-asura', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dervish', at: { x: 10, y: 25 } }],
      momentum: { p1: 0, p2: 0 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 10, 10, 9, 9, 9, 9, 9])
    const r = playSettled(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'beam-rifle', targets: [P2(1)] },
      { seat: 'p1', kind: 'skill', skill: 'improvise', dice: [0, 1] },
    )
    // Beam Rifle 5d10 (+1 RF at 15") → six dice; two re-rolled to 10s: 4 + 7 Hits.
    expect(totalsOf(r.events)[0]).toMatchObject({ hits: 11 })
    expect(unit(r.state, P1(1)).improviseRound).toBe(1)
  })
})
