/**
 * Stun taken during the unit's own turn (MS-DMG-STUN, MS-TA-SHUTDOWN, ruling
 * MS-RULING-STUN-ACTIVE): a Counter with a PEN xS weapon takes the failed saves off the actions the
 * attacker has left; below 0 it is shut down at once — its turn ends, enemies gain Tactical
 * Advantage and it rolls no DEF dice — and the penalties stay until its end-of-turn roll clears them.
 */
import { describe, expect, test } from 'vitest'
import { greedyBot } from '../bots/greedy.ts'
import { P1, P2, play, playAll, playSettled, ruleset, script, table, unit } from '../testkit/index.ts'
import type { MsState } from './core/types.ts'

/** A Zaku II in its turn, in melee with Blue Djinn (whose Arc Whip is PEN 6S). */
function zakuVsDjinn(momentum = 0): MsState {
  const s = table({
    p1: [
      { unit: 'zaku-ii', at: { x: 10, y: 10 }, patch: { hp: 99_000 } },
      { unit: 'gm-ground', at: { x: 40, y: 4 } },
    ],
    p2: [{ unit: 'blue-djinn', at: { x: 10, y: 14 } }],
    momentum: { p1: momentum, p2: 0 },
  })
  return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
}

/** The Zaku's Heat Hawk misses (6 + 3 dice of 1s), then the Djinn counters with the Arc Whip. */
function hawkThenWhip(s: MsState, whipSaves: number[], after: number[]) {
  // Counter: five 10s → 10 + 6 − 2 = 14 Hits against 3 missed dice + 2 DEF: 12 unblocked, 5 saves.
  const t = script(s, [...Array(9).fill(1), 10, 10, 10, 10, 10, 1, 1, 1, ...whipSaves, ...after])
  const r = playAll(t, { seat: 'p1', kind: 'attack', weapon: 'heat-hawk', targets: [P2(1)] })
  return playSettled(r.state, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'arc-whip' })
}

describe('Stun during the unit’s own turn', () => {
  test('MS-DMG-STUN / MS-TA-SHUTDOWN / MS-RULING-STUN-ACTIVE: stunned below 0 Actions by a Counter, the acting unit shuts down: its turn ends, and until it recovers enemies gain Tactical Advantage and it rolls no DEF dice', () => {
    // Five failed saves; the end-of-turn roll [5,5,1] clears two of the five penalties.
    const r = hawkThenWhip(zakuVsDjinn(), [1, 1, 1, 1, 1], [5, 5, 1])
    expect(r.events).toContainEqual({ type: 'Shutdown', unit: P1(1), stun: 5 })
    const stunRoll = r.events.find((e) => e.type === 'DiceRolled' && e.role === 'stun')
    expect(stunRoll).toMatchObject({ unit: P1(1), dice: [5, 5, 1] })
    let s = r.state
    expect(s.activation).toBeNull()
    expect(unit(s, P1(1)).stun).toBe(3)
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'activate' })
    // The Djinn strikes the still shut-down Zaku: +1 Crit Hit (2 Hits), and no Melee DEF dice.
    s = play(s, { seat: 'p2', kind: 'activate', unit: P2(1) })
    s = script(s, Array(20).fill(1))
    s = play(s, { seat: 'p2', kind: 'attack', weapon: 'heat-sword', targets: [P1(1)] })
    expect(s.attacks[0]).toMatchObject({ hitBonus: 6 + 2, defDice: [] })
  })

  test('MS-DMG-STUN / MS-RULING-STUN-ACTIVE: a penalty taken in its own turn costs an action now and stays until the end-of-turn roll removes it', () => {
    // Zeal gives the Zaku a second action; one failed save takes it, leaving 0 — not shut down.
    let s = play(zakuVsDjinn(1), { seat: 'p1', kind: 'zeal', momentum: 1 })
    const r = hawkThenWhip(s, [9, 9, 9, 9, 1], [])
    s = r.state
    expect(r.events.some((e) => e.type === 'Shutdown')).toBe(false)
    expect(s.activation).toMatchObject({ unit: P1(1), actions: 0, moves: 2, shutdown: false })
    expect(unit(s, P1(1)).stun).toBe(1)
    // It ends its turn and fails the roll: the penalty is still there for its next turn.
    s = script(s, [1, 1, 1])
    s = play(s, { seat: 'p1', kind: 'end' })
    expect(unit(s, P1(1)).stun).toBe(1)
  })

  test('MS-DMG-STUN: a penalty takes actions, never moves — at exactly 0 Actions a unit is not shut down: it keeps both moves and may still buy actions', () => {
    let s = table({
      p1: [{ unit: 'zaku-ii', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'blue-djinn', at: { x: 30, y: 40 } }],
      momentum: { p1: 2, p2: 0 },
    })
    unit(s, P1(1)).stun = 1
    const r = playAll(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = r.state
    expect(r.events.some((e) => e.type === 'Shutdown')).toBe(false)
    expect(s.activation).toMatchObject({ unit: P1(1), actions: 0, moves: 2, shutdown: false })
    s = play(s, { seat: 'p1', kind: 'move', to: { x: 10, y: 14 }, facing: 90 })
    s = play(s, { seat: 'p1', kind: 'zeal', momentum: 1 })
    expect(s.activation).toMatchObject({ actions: 1, moves: 1 })
  })

  test('MS-DMG-STUN: the stunned unit’s owner pays each penalty with an Action, Power or Havoc as they choose; Shutdown is told once all are paid', () => {
    const s0 = zakuVsDjinn()
    Object.assign(unit(s0, P1(1)), { power: 1, havoc: 1 })
    // Two failed saves against the Arc Whip (the attack itself missed); the shut-down Zaku's
    // end-of-turn roll clears nothing.
    const t = script(s0, [...Array(9).fill(1), 10, 10, 10, 10, 10, 1, 1, 1, 9, 9, 9, 1, 1, 1, 1, 1])
    let s = playAll(t, { seat: 'p1', kind: 'attack', weapon: 'heat-hawk', targets: [P2(1)] }).state
    s = play(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'arc-whip' })
    // Neither side uses a Skill on the Counter.
    for (let p = ruleset.prompt(s); p?.kind === 'skills'; p = ruleset.prompt(s))
      s = play(s, { seat: p.seat, kind: 'skills-done' })
    expect(ruleset.prompt(s)).toMatchObject({ seat: 'p1', kind: 'stun', unit: P1(1), left: 2 })
    expect(ruleset.legal(s).map((d) => (d.kind === 'stun' ? d.pay : d.kind))).toEqual([
      'power',
      'havoc',
      'action',
    ])
    // The first penalty on an Action (the Zaku had none left: below 0), the second on Havoc.
    s = play(s, { seat: 'p1', kind: 'stun', pay: 'action' })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'stun', left: 1 })
    const r = playAll(s, { seat: 'p1', kind: 'stun', pay: 'havoc' })
    expect(unit(r.state, P1(1))).toMatchObject({ stun: 1, power: 1, havoc: 0 })
    expect(r.events.filter((e) => e.type === 'Shutdown')).toEqual([
      { type: 'Shutdown', unit: P1(1), stun: 1 },
    ])
    // Power it has none of cannot pay.
    const broke = zakuVsDjinn()
    expect(ruleset.apply(broke, { seat: 'p1', kind: 'stun', pay: 'power' }).ok).toBe(false)
  })

  test('MS-DMG-STUN: a unit the stunning hit destroys is asked nothing; the greedy bot pays with Power before an Action that would shut it down', () => {
    const stunned = (hp: number, saves: number[]) => {
      const s0 = zakuVsDjinn()
      Object.assign(unit(s0, P1(1)), { power: 1, havoc: 1, hp })
      const t = script(s0, [...Array(9).fill(1), 10, 10, 10, 10, 10, 1, 1, 1, ...saves, 1, 1, 1, 1, 1, 1])
      let s = playAll(t, { seat: 'p1', kind: 'attack', weapon: 'heat-hawk', targets: [P2(1)] }).state
      s = play(s, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'arc-whip' })
      for (let p = ruleset.prompt(s); p?.kind === 'skills'; p = ruleset.prompt(s))
        s = play(s, { seat: p.seat, kind: 'skills-done' })
      return s
    }
    const dead = stunned(1, [1, 1, 9, 9, 9])
    expect(unit(dead, P1(1)).destroyed).toBe(true)
    expect(ruleset.prompt(dead)?.kind).not.toBe('stun')
    const alive = stunned(99_000, [9, 9, 9, 1, 1])
    expect(ruleset.prompt(alive)).toMatchObject({ kind: 'stun', left: 2 })
    const pick = greedyBot.decide(alive, 'p1', { legal: ruleset.legal(alive), rand: () => 0 }).decision
    expect(pick).toEqual({ seat: 'p1', kind: 'stun', pay: 'power' })
  })
})
