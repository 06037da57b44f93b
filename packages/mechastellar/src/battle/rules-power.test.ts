/**
 * Power spent outside the unit's own turn (MS-EX-POWER, ruling MS-RULING-POWER-TIMING): attacked,
 * a super robot that has chosen to Counter buys DMG+100 or PEN+1 at its after-roll step, and its
 * Counter — its next attack — carries them.
 */
import { describe, expect, test } from 'vitest'
import { greedyBot } from '../bots/greedy.ts'
import { P1, P2, play, playSettled, reject, ruleset, script, table, unit } from '../testkit/index.ts'
import { topFlow } from './actions/attack.ts'
import type { Decision, MsEvent } from './core/messages.ts'
import type { MsState } from './core/types.ts'

const dmgBuy: Decision = { seat: 'p2', kind: 'power', option: 'dmg' }
const penBuy: Decision = { seat: 'p2', kind: 'power', option: 'pen' }
const done: Decision = { seat: 'p2', kind: 'skills-done' }
const damageTo = (ev: MsEvent[], id: string) =>
  ev.flatMap((e) => (e.type === 'Damage' && e.unit === id ? [e.amount] : []))

/** Heat Hawk 7 dice, the Gallant's Melee DEF 2, the Counter's 6, the Argonaut's Melee DEF 3, one save. */
const DICE = [2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 2, 2, 2, 10, 10, 2, 7]

/**
 * An Argonaut swings its Heat Hawk at the Crimson Gallant (Power 1; Gallant Blade 400 DMG, PEN 7)
 * 4" away; the Gallant answers with `bonus`. Dice: the Heat Hawk all 2s and the Gallant's Melee
 * DEF all 5s (nothing gets through); the Counter [5,5,5,2,2,2] (8 Hits) against the Argonaut's
 * [10,10,2] (7 DEF): one Hit through, its save die a 7 (passes PEN 7, fails PEN 8).
 */
function attacked(bonus: 'counter' | 'none' = 'counter', power = 1): MsState {
  return play(
    swung(power),
    bonus === 'counter'
      ? { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'gallant-blade' }
      : { seat: 'p2', kind: 'defend', bonus: 'none' },
  )
}

/** The same swing, at the Gallant's defend step. */
function swung(power = 1): MsState {
  let s = table({
    p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
    p2: [{ unit: 'crimson-gallant', at: { x: 10, y: 14 } }],
    momentum: { p1: 0, p2: 0 },
  })
  unit(s, P2(1)).power = power
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  s = script(s, DICE)
  return play(s, { seat: 'p1', kind: 'attack', weapon: 'heat-hawk', targets: [P2(1)] })
}

const counterDamage = (s: MsState): number[] => damageTo(playSettled(s, done).events, P1(1))

describe('Power outside the unit’s own turn', () => {
  test('MS-RULING-POWER-TIMING / MS-EX-POWER: before its Counter the attacked unit buys DMG+100 or PEN+1 at its after-roll step, and the Counter carries it', () => {
    const s = attacked()
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'skills', stage: 'defence' })
    expect(ruleset.legal(s)).toEqual(expect.arrayContaining([dmgBuy, penBuy]))
    // One Hit through, the save passed: 400 without Power, 500 with DMG+100.
    expect(counterDamage(s)).toEqual([400])
    const dmg = play(s, dmgBuy)
    expect(unit(dmg, P2(1))).toMatchObject({ power: 0, nextAttack: { dmg: 100, pen: 0 } })
    expect(counterDamage(dmg)).toEqual([500])
    // PEN+1 turns the save die of 7 into a failure: 400 + 1000.
    expect(counterDamage(play(attacked(), penBuy))).toEqual([1400])
    // Used up by the Counter.
    expect(unit(playSettled(dmg, done).state, P2(1)).nextAttack).toEqual({ dmg: 0, pen: 0 })
  })

  test('MS-RULING-POWER-TIMING: the same option again in the same turn costs 2; none left, it is refused', () => {
    const rich = attacked('counter', 3)
    const twice = play(rich, dmgBuy, dmgBuy)
    expect(unit(twice, P2(1))).toMatchObject({ power: 0, nextAttack: { dmg: 200 } })
    expect(ruleset.legal(twice)).not.toContainEqual(dmgBuy)
    const poor = play(attacked(), dmgBuy)
    expect(reject(poor, penBuy).code).toBe('mechastellar/bad_power')
    // The step is the attacked side’s only.
    expect(reject(attacked(), { seat: 'p1', kind: 'power', option: 'dmg' }).code).toBe('engine/not_your_turn')
  })

  test('MS-RULING-POWER-TIMING: without a Counter to come nothing is offered (a buy still waits for the next attack); greedy buys before its Counter', () => {
    const plain = attacked('none')
    const offered = ruleset.prompt(plain)?.kind === 'skills' ? ruleset.legal(plain) : []
    expect(offered).not.toContainEqual(dmgBuy)
    expect(offered).not.toContainEqual(penBuy)
    // Greedy: the DMG first, then (Power spent) the step closes.
    const s = attacked()
    const pick = greedyBot.decide(s, 'p2', { legal: ruleset.legal(s), rand: () => 0 }).decision
    expect(pick).toEqual(dmgBuy)
    const after = play(s, pick)
    const next = greedyBot.decide(after, 'p2', { legal: ruleset.legal(after), rand: () => 0 }).decision
    expect(next).not.toEqual(penBuy)
  })

  test('MS-BOT-COUNTER-POWER: greedy buys nothing for a Counter it will not live to make', () => {
    const s = structuredClone(attacked())
    // The same step, but the Gallant’s DEF dice all missed and it has 100 HP left: the Hits already
    // through destroy it before its Counter.
    const f = topFlow(s)
    if (!f) throw new Error('no attack')
    f.defDice = f.defDice.map(() => 1)
    unit(s, P2(1)).hp = 100
    expect(ruleset.legal(s)).toContainEqual(dmgBuy)
    // Among the Power buys and closing the step (Improvise, which the dice would make worth it, left out).
    const legal = ruleset.legal(s).filter((d) => d.kind !== 'skill')
    expect(greedyBot.decide(s, 'p2', { legal, rand: () => 0 }).decision).toEqual(done)
    // With 1000 HP left it would live: the DMG is bought.
    unit(s, P2(1)).hp = 1000
    expect(greedyBot.decide(s, 'p2', { legal, rand: () => 0 }).decision).toEqual(dmgBuy)
  })

  test('MS-RULING-POWER-TIMING: DMG bought in the unit’s own turn and not yet used goes to its Counter, its next attack', () => {
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'crimson-gallant', at: { x: 10, y: 14 } }],
      momentum: { p1: 0, p2: 0 },
    })
    unit(s, P2(1)).nextAttack = { dmg: 100, pen: 0 }
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, DICE)
    s = play(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'heat-hawk', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'gallant-blade' },
    )
    // Power 1 still to spend: the step is asked; done at once, the Counter carries the earlier buy.
    expect(counterDamage(s)).toEqual([500])
  })
})

/**
 * The Volt Lion makes a Power attack on the Crimson Gallant (Power 1), which Counters: the Counter
 * strikes first, so the defence is the last moment to buy for it. Every die a 5.
 */
function powerAttacked(): MsState {
  let s = table({
    p1: [{ unit: 'volt-lion', at: { x: 10, y: 10 } }],
    p2: [{ unit: 'crimson-gallant', at: { x: 10, y: 14 } }],
    momentum: { p1: 0, p2: 0 },
  })
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  s = script(
    s,
    Array.from({ length: 40 }, () => 5),
  )
  return play(s, { seat: 'p1', kind: 'attack', weapon: 'jyuoken-sword', targets: [P2(1)], bonus: 'power' })
}

describe('Power for a Counter that strikes first', () => {
  const counter: Decision = { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'gallant-blade' }

  test('MS-RULING-POWER-TIMING / MS-L1-COUNTER: against a Power attack the Counter is chosen with its DMG+100 (the `defend` decision’s `power`), and strikes with it', () => {
    const s = powerAttacked()
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'defend' })
    const legal = ruleset.legal(s)
    expect(legal).toContainEqual({ ...counter, power: ['dmg'] })
    expect(legal).toContainEqual({ ...counter, power: ['pen'] })
    const hits = (ev: MsEvent[]) => ev.find((e) => e.type === 'AttackTotals')
    const plain = playSettled(s, counter).events
    const bought = playSettled(s, { ...counter, power: ['dmg'] as ('dmg' | 'pen')[] })
    // The Counter is the first attack to total up; it carries +100 a Hit through.
    const through = hits(plain)
    expect(through).toMatchObject({ attack: 2 })
    expect(hits(bought.events)).toEqual(through)
    const unblocked = through?.type === 'AttackTotals' ? through.unblocked : 0
    expect(unblocked).toBeGreaterThan(0)
    expect(damageTo(bought.events, P1(1))[0]).toBe((damageTo(plain, P1(1))[0] ?? 0) + 100 * unblocked)
    expect(unit(bought.state, P2(1))).toMatchObject({ power: 0, nextAttack: { dmg: 0, pen: 0 } })
    // Greedy takes the DMG with its Counter.
    const pick = greedyBot.decide(s, 'p2', { legal, rand: () => 0 }).decision
    expect(pick).toMatchObject({ bonus: 'counter', power: ['dmg'] })
  })

  test('MS-RULING-POWER-TIMING: DMG / PEN at the defence go with a Counter only, and need the Power', () => {
    const s = powerAttacked()
    expect(reject(s, { seat: 'p2', kind: 'defend', bonus: 'guard', power: ['dmg'] }).code).toBe(
      'mechastellar/bad_power',
    )
    expect(reject(s, { ...counter, power: ['dmg', 'pen'] }).code).toBe('mechastellar/bad_power')
    // A Counter that comes after the attack is not offered them here (the after-roll step sells them).
    const before = swung()
    expect(ruleset.prompt(before)).toMatchObject({ seat: 'p2', kind: 'defend' })
    expect(ruleset.legal(before).some((d) => d.kind === 'defend' && d.bonus === 'counter')).toBe(true)
    expect(ruleset.legal(before).some((d) => d.kind === 'defend' && d.power)).toBe(false)
  })
})
