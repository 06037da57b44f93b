/**
 * Havoc spent outside the unit's own turn (MS-EX-HAVOC, ruling MS-RULING-HAVOC-TIMING): the seed's
 * Trident Drake buys Crash DMG while it is attacked, for its own Crash later that round.
 */
import { describe, expect, test } from 'vitest'
import { greedyBot } from '../bots/greedy.ts'
import { P1, P2, play, playSettled, reject, ruleset, script, table, unit } from '../testkit/index.ts'
import { crashWeapon } from './core/act.ts'
import type { Decision, MsEvent } from './core/messages.ts'
import type { MsState } from './core/types.ts'

const crashBuy: Decision = { seat: 'p2', kind: 'havoc', option: 'crash' }
const damageTo = (ev: MsEvent[], id: string) =>
  ev.flatMap((e) => (e.type === 'Damage' && e.unit === id ? [e.amount] : []))

/**
 * Round 3: an Argonaut has closed in on the Trident Drake (Havoc 3) and swings its Heat Hawk at
 * it; every die a 2. Returns the state at the Drake's after-roll step.
 */
function attacked(): MsState {
  let s = table({
    p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
    p2: [{ unit: 'trident-drake', at: { x: 10, y: 14 } }],
    momentum: { p1: 0, p2: 0 },
  })
  s.round = 3
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  s = script(
    s,
    Array.from({ length: 12 }, () => 2),
  )
  s = play(
    s,
    { seat: 'p1', kind: 'attack', weapon: 'heat-hawk', targets: [P2(1)] },
    { seat: 'p2', kind: 'defend', bonus: 'none' },
  )
  expect(ruleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'skills', stage: 'defence' })
  return s
}

/** The Drake's turn that round: Crash into the Argonaut, [5,5,5,5] vs Melee DEF [1,1,1] — 1 unblocked. */
function crashBack(s: MsState): MsEvent[] {
  let t = playSettled(s, { seat: 'p2', kind: 'skills-done' }).state
  t = play(t, { seat: 'p1', kind: 'end' }, { seat: 'p2', kind: 'activate', unit: P2(1) })
  t = script(t, [5, 5, 5, 5, 1, 1, 1])
  return playSettled(t, { seat: 'p2', kind: 'crash', targets: [P1(1)] }).events
}

describe('Havoc outside the unit’s own turn', () => {
  test('MS-EX-HAVOC / MS-RULING-HAVOC-TIMING: attacked in round 3, the Trident Drake spends 1 + 2 Havoc for Crash DMG+400, used by its Crash later that round', () => {
    let s = attacked()
    // The after-roll step offers Crash DMG, and the repeat while 2 Havoc remain for it.
    expect(ruleset.legal(s)).toContainEqual(crashBuy)
    s = play(s, crashBuy)
    expect(unit(s, P2(1)).havoc).toBe(2)
    expect(ruleset.legal(s)).toContainEqual(crashBuy)
    s = play(s, crashBuy)
    expect(unit(s, P2(1)).havoc).toBe(0)
    expect(ruleset.legal(s)).not.toContainEqual(crashBuy)
    expect(crashWeapon(unit(s, P2(1))).dmg).toBe((2 + 3) * 100 + 400)
    // One unblocked Crash Hit: 900 with the Havoc bought, 500 without.
    expect(damageTo(crashBack(s), P1(1))).toEqual([900])
    expect(damageTo(crashBack(attacked()), P1(1))).toEqual([500])
  })

  test('MS-RULING-HAVOC-TIMING: while attacked, Havoc buys only [Barrier] DEF or Crash DMG; the offer stops once the unit can no longer Crash this round; greedy keeps its Havoc', () => {
    const s = attacked()
    const actions: Decision = { seat: 'p2', kind: 'havoc', option: 'actions' }
    expect(reject(s, actions)).toMatchObject({ code: 'mechastellar/bad_havoc' })
    expect(reject(s, { seat: 'p2', kind: 'power', option: 'dmg' }).code).toBe('mechastellar/bad_power')
    // The step is the attacked side's: the attacker spends nothing there.
    expect(reject(s, { seat: 'p1', kind: 'havoc', option: 'crash' }).code).toBe('engine/not_your_turn')
    // Greedy does not plan Crashes, so it does not pay for one.
    const pick = greedyBot.decide(s, 'p2', { legal: ruleset.legal(s), rand: () => 0 }).decision
    expect(pick).not.toEqual(crashBuy)
    // Already activated this round, or already crashed: no offer (a buy could never be used).
    const done = attacked()
    unit(done, P2(1)).activated = true
    expect(ruleset.legal(done)).not.toContainEqual(crashBuy)
    const crashed = attacked()
    unit(crashed, P2(1)).crashedRound = crashed.round
    expect(ruleset.legal(crashed)).not.toContainEqual(crashBuy)
  })
})
