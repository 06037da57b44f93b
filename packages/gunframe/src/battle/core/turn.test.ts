import { unwrap, withScript } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { standardModules } from '../modules/index.ts'
import { activateAttack, moveTo } from '../testkit/decisions.ts'
import { N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, profile, reject, scenario, testRuleset, unitOf } from '../testkit/testing.ts'
import { focusFor } from './focus.ts'
import { makeUnit } from './setup.ts'
import type { BattleState } from './types.ts'
import { setCounters, setTurnMarks } from './unit/write.ts'

function onTable(n: number, conventional = 0, shutDown = 0) {
  const units = []
  for (let i = 0; i < n + conventional; i++) {
    const u = makeUnit(
      profile(i >= n ? { frame: 'infantry', conventional: true } : {}),
      'p1',
      i,
      standardModules(),
    )
    u.status = 'table'
    setCounters(u, { shutDown: i < shutDown })
    units.push(u)
  }
  return units
}

describe('focus points', () => {
  test('GF-FOCUS-COUNT: five gunframes give 3 focus points', () => {
    // Book: GENERATING FOCUS POINTS examples.
    expect(focusFor(standardModules(), onTable(5), 'p1')).toBe(3)
  })
  test('GF-FOCUS-COUNT: seven units with one shut down give 3', () => {
    expect(focusFor(standardModules(), onTable(7, 0, 1), 'p1')).toBe(3)
  })
  test('GF-FOCUS-COUNT: four gunframes and six conventional units give 2', () => {
    expect(focusFor(standardModules(), onTable(4, 6), 'p1')).toBe(2)
  })
  test('GF-FOCUS-ONE-PER-UNIT: a unit that spent a focus point on a reaction cannot rapid fire', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 17 }, facing: S },
      { side: 'p2', pos: { x: 20, y: 17 }, facing: S },
      { side: 'p2', pos: { x: 25, y: 17 }, facing: S },
    ])
    const B = 'unit:p2:0'
    const A = 'unit:p1:0'
    let st = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1]).state
    st = play(
      st,
      [{ kind: 'react', unit: B, action: 'attack' }, { kind: 'end-activation' }],
      [1, 1, 1, 1, 1, 1],
    ).state
    expect(st.focus.p2).toBe(1)
    st = play(st, activateAttack(B, A), [1, 1, 1, 1, 1, 1]).state
    expect(reject(st, { kind: 'attack', target: A, rapidFire: true })).toBe('gunframe/no_focus')
  })
})

function twoSides(p1: number, p2: number, focus?: [number, number]): BattleState {
  const placed = []
  for (let i = 0; i < p1; i++) placed.push({ side: 'p1', pos: { x: 4 + 4 * i, y: 3 }, facing: N })
  for (let i = 0; i < p2; i++) placed.push({ side: 'p2', pos: { x: 4 + 4 * i, y: 33 }, facing: S })
  const s = scenario(placed)
  s.turn = 0
  s.stack = []
  s.next = null
  s.initiative = null
  if (focus)
    s.units.forEach((u, i) => {
      u.profile.conventional = i >= focus[0] * 2 && u.side === 'p1' ? true : u.profile.conventional
    })
  return s
}

/** Runs the turn start (focus, initiative roll) by ending a dummy activation phase. */
function startOfTurn(s: BattleState, dice: number[]): BattleState {
  s.units.forEach((u) => {
    setTurnMarks(u, { activated: true })
  })
  s.turn = 1
  s.rng = withScript(s.rng, dice)
  const last = s.units.find((u) => u.side === 'p1')!
  setTurnMarks(last, { activated: false })
  s.next = 'p1'
  return play(s, [{ kind: 'activate', unit: last.id }, { kind: 'end-activation' }]).state
}

describe('the turn', () => {
  test('GF-TURN-INIT-ROLL: the higher roll chooses to go first or to give the initiative away', () => {
    const s = startOfTurn(twoSides(2, 2), [2, 5])
    expect(s.turn).toBe(2)
    expect(testRuleset.prompt(s)).toMatchObject({ kind: 'initiative', seat: 'p2' })
    const give = play(s, [{ kind: 'initiative', first: false }]).state
    expect(testRuleset.prompt(give)).toMatchObject({ kind: 'activate', seat: 'p1' })
    const take = play(s, [{ kind: 'initiative', first: true }]).state
    expect(testRuleset.prompt(take)).toMatchObject({ kind: 'activate', seat: 'p2' })
  })

  test('GF-TURN-INIT-TIE: a tie goes to the side with fewer focus points; equal focus re-rolls', () => {
    const s = twoSides(2, 4)
    const r = startOfTurn(s, [4, 4])
    expect(testRuleset.prompt(r)).toMatchObject({ kind: 'initiative', seat: 'p1' })
    const e = startOfTurn(twoSides(2, 2), [3, 3, 1, 6])
    expect(testRuleset.prompt(e)).toMatchObject({ kind: 'initiative', seat: 'p2' })
  })

  test('GF-MIS-ROLES: the attacker adds +1 to the initiative roll on turn one only', () => {
    const fresh = unwrap(
      testRuleset.start(
        { squadrons: { p1: [profile()], p2: [profile()] }, attacker: 'p2', defenderHalf: 'south' },
        'x',
      ),
    )
    const deployed = play(
      fresh,
      [
        { kind: 'deploy', unit: 'unit:p1:0', pos: { x: 10, y: 2 }, facing: N },
        { kind: 'deploy', unit: 'unit:p2:0', pos: { x: 10, y: 34 }, facing: S },
      ],
      [4, 3, 2, 5],
    )
    expect(deployed.state.turn).toBe(1)
    // 4 v 3+1 ties with equal focus, so both re-roll.
    expect(eventsOf(deployed.events, 'InitiativeRolled').map((e) => e.rolls)).toEqual([
      { p1: 4, p2: 4 },
      { p1: 2, p2: 6 },
    ])
    expect(testRuleset.prompt(deployed.state)).toMatchObject({ kind: 'initiative', seat: 'p2' })
  })

  test('GF-TURN-ALTERNATE: sides alternate activations, and a side with units left finishes alone', () => {
    const s = twoSides(3, 1)
    s.turn = 1
    s.next = 'p1'
    const order: string[] = []
    let st = s
    for (let i = 0; i < 4; i++) {
      const p = testRuleset.prompt(st)!
      order.push(p.seat)
      const unit = ('units' in p ? p.units : [])[0]!
      st = play(
        st,
        [{ kind: 'activate', unit }, { kind: 'end-activation' }],
        i === 3 ? [6, 1] : undefined,
      ).state
    }
    expect(order).toEqual(['p1', 'p2', 'p1', 'p1'])
    expect(st.turn).toBe(2)
  })

  test('GF-ACT-TWO: up to two actions, the same one twice allowed; then the activation ends', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 3 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 33 }, facing: S },
    ])
    const { state } = play(s, [
      { kind: 'activate', unit: 'unit:p1:0' },
      moveTo({ x: 10, y: 3 }, { x: 10, y: 8 }, N),
      { kind: 'pass' },
      moveTo({ x: 10, y: 8 }, { x: 10, y: 13 }, N),
      { kind: 'pass' },
    ])
    expect(unitOf(state, 'unit:p1:0').pos).toEqual({ x: 10, y: 13 })
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'activate', seat: 'p2' })
  })

  test('GF-ACT-ONCE: each unit activates once per turn', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 3 } },
      { side: 'p2', pos: { x: 10, y: 33 } },
      { side: 'p2', pos: { x: 20, y: 33 } },
    ])
    const st = play(s, [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'end-activation' },
      { kind: 'activate', unit: 'unit:p2:0' },
      { kind: 'end-activation' },
    ]).state
    expect(testRuleset.prompt(st)).toMatchObject({ seat: 'p2', units: ['unit:p2:1'] })
    expect(reject(st, { kind: 'activate', unit: 'unit:p2:0' })).toBe('gunframe/already_activated')
  })

  test('GF-ACT-DISTRACTED: a distracted unit takes one action at its next activation', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 3 }, set: { distracted: true } },
      { side: 'p2', pos: { x: 10, y: 33 } },
    ])
    const { state } = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'evade' }])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'activate', seat: 'p2' })
    expect(unitOf(state, 'unit:p1:0').counters.distracted).toBe(false)
  })

  test('GF-SPM-KNOCKED-DOWN: a knocked-down unit must stand up (a move on the spot) before anything else', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 3 }, set: { knockedDown: true } },
      { side: 'p2', pos: { x: 10, y: 10 } },
    ])
    const st = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
    expect(reject(st, { kind: 'attack', target: 'unit:p2:0' })).toBe('gunframe/knocked_down')
    expect(reject(st, moveTo({ x: 10, y: 3 }, { x: 10, y: 5 }, 0))).toBe('gunframe/knocked_down')
    const up = play(st, [{ kind: 'move', path: [{ x: 10, y: 3 }], facing: 0 }, { kind: 'pass' }]).state
    expect(unitOf(up, 'unit:p1:0')).toMatchObject({ facing: 0, counters: { knockedDown: false } })
  })

  test('GF-COND-REBOOT / GF-ACT-SPECIAL: a shut-down unit reboots with two consecutive special actions, across turns if need be', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 3 }, set: { shutDown: true } },
      { side: 'p2', pos: { x: 10, y: 33 } },
      { side: 'p1', pos: { x: 20, y: 3 } },
    ])
    const st = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
    expect(reject(st, { kind: 'evade' })).toBe('gunframe/shut_down')
    const one = play(st, [{ kind: 'special' }, { kind: 'end-activation' }]).state
    expect(unitOf(one, 'unit:p1:0')).toMatchObject({ counters: { shutDown: true, reboot: 1 } })
    const two = play(
      one,
      [
        { kind: 'activate', unit: 'unit:p2:0' },
        { kind: 'end-activation' },
        { kind: 'activate', unit: 'unit:p1:1' },
        { kind: 'end-activation' },
        { kind: 'initiative', first: true },
        { kind: 'activate', unit: 'unit:p1:0' },
        { kind: 'special' },
      ],
      [5, 1],
    ).state
    expect(unitOf(two, 'unit:p1:0')).toMatchObject({ counters: { shutDown: false, reboot: 0 } })
  })

  test('GF-ACT-IMMEDIATE: an immediate action (a reaction attack) resolves before the activation goes on', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 } },
      { side: 'p2', pos: { x: 10, y: 15 } },
    ])
    const A = 'unit:p1:0'
    const B = 'unit:p2:0'
    // A's attack (3 misses, 3 defense dice) ends with B free to react, before A's second action.
    const attacked = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1]).state
    expect(testRuleset.prompt(attacked)).toMatchObject({ seat: 'p2', kind: 'react' })
    expect(reject(attacked, { kind: 'evade' })).toBe('gunframe/wrong_decision')
    // B's reaction attack: 4, 4, 4 hit, A's 1, 1, 1 block nothing — three damage, there and then.
    const { state, events } = play(
      attacked,
      [{ kind: 'react', unit: B, action: 'attack' }],
      [4, 4, 4, 1, 1, 1],
    )
    expect(eventsOf(events, 'AttackDeclared')[0]).toMatchObject({ attacker: B, target: A })
    expect(unitOf(state, A).armour).toBe(5)
    // Only then does A's activation carry on, with its second action still to take.
    expect(state.stack.at(-1)).toMatchObject({ t: 'activation', unit: A, actionsLeft: 1 })
    expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p1' })
  })

  test('GF-ACT-SPECIAL: a special action needs a rule that grants one, and it uses an action', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, profile: { upgrades: [{ id: 'mechanic' }] }, set: { armour: 6 } },
      { side: 'p2', pos: { x: 10, y: 33 } },
      { side: 'p1', pos: { x: 20, y: 10 } },
    ])
    // A plain unit has none to take: nothing offered, and declaring one is refused.
    const plain = play(s, [{ kind: 'activate', unit: 'unit:p1:1' }]).state
    expect(testRuleset.legal(plain).some((d) => d.kind === 'special')).toBe(false)
    expect(reject(plain, { kind: 'special' })).toBe('gunframe/no_special')
    // The Mechanic's repair is a special action: offered, and one of its two actions.
    const mech = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
    expect(testRuleset.legal(mech)).toContainEqual(
      expect.objectContaining({ kind: 'special', use: 'mechanic', target: 'unit:p1:0' }),
    )
    const { state } = play(mech, [{ kind: 'special', use: 'mechanic', target: 'unit:p1:0' }])
    expect(unitOf(state, 'unit:p1:0').armour).toBe(7)
    expect(state.stack.at(-1)).toMatchObject({ t: 'activation', actionsLeft: 1, actionsTaken: 1 })
  })

  test('GF-PILOT-SKILL: Kenzie (4+) disengages on a 4, 5 or 6 and fails on 1, 2 or 3', () => {
    // Book: PILOT SKILL example, used here for the disengage roll.
    for (let roll = 1; roll <= 6; roll++) {
      const s = scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, profile: { name: 'Kenzie' } },
        { side: 'p2', pos: { x: 10, y: 12 } },
      ])
      setTurnMarks(s.units[1]!, { activated: true })
      const { state, events } = play(
        s,
        [{ kind: 'activate', unit: 'unit:p1:0' }, moveTo({ x: 10, y: 10 }, { x: 10, y: 6 }, N)],
        [roll],
      )
      expect(eventsOf(events, 'PilotSkillRoll')[0]!.success).toBe(roll >= 4)
      expect(testRuleset.prompt(state)?.kind).toBe(roll >= 4 ? 'action' : 'disengage')
    }
  })

  test('GF-MOVE-DISENGAGE: a failed disengage either stops the move or takes damage equal to the roll and moves', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 } },
      { side: 'p2', pos: { x: 10, y: 12 }, set: { activated: true } },
    ])
    const failed = play(
      s,
      [{ kind: 'activate', unit: 'unit:p1:0' }, moveTo({ x: 10, y: 10 }, { x: 10, y: 6 }, N)],
      [3],
    ).state
    const stop = play(failed, [{ kind: 'disengage', choice: 'stop' }]).state
    expect(unitOf(stop, 'unit:p1:0')).toMatchObject({ pos: { x: 10, y: 10 }, armour: 8 })
    const go = play(failed, [{ kind: 'disengage', choice: 'take-damage' }]).state
    expect(unitOf(go, 'unit:p1:0')).toMatchObject({ pos: { x: 10, y: 6 }, armour: 5 })
  })
})
