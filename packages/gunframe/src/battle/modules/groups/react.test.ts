// Optional Rules › Conventional Units › Groups: a group forms when a conventional unit activates
// or reacts; the reacting group attacks and moves as an activating one does.
import { expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { setTurnMarks } from '../../core/unit/write.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { TANK as tank, tankLine } from '../../testkit/groups.ts'
import { at, realPlay, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, play, reject, testRuleset, type Unseated, unitOf } from '../../testkit/testing.ts'

const LEADER = 'unit:p1:0'
const FRIEND = 'unit:p1:1'
const ENEMY = 'unit:p2:0'

const ones = Array.from({ length: 30 }, () => 1)
const pick = (unit: string): Unseated => ({ kind: 'choose', option: unit })
const done: Unseated = { kind: 'choose', option: 'done' }

/** Three p1 tanks (two within 2" of each other), p2's gunframe to act, p1 holding focus. */
function attacked(optional = ['groups']): BattleState {
  const s = tankLine(optional, [10, 13, 30])
  s.next = 'p2'
  s.focus.p1 = 2
  return play(s, activateAttack(ENEMY, LEADER), ones).state
}

test('GF-OPT-GROUPS-FORM / GF-OPT-GROUPS-ATTACK / GF-RULING-PROPOSED-GROUP-REACTION: a reacting tank names followers; the group reaction attack adds their dice', () => {
  const s = attacked()
  expect(testRuleset.prompt(s)).toMatchObject({ kind: 'react', seat: 'p1', units: [LEADER] })
  const reacted = play(s, [{ kind: 'react', unit: LEADER, action: 'attack' }], ones)
  // The far tank is out of reach; an evade or a lone tank never asks.
  expect(testRuleset.prompt(reacted.state)).toMatchObject({
    kind: 'choose',
    id: 'group-follower',
    unit: LEADER,
    options: [FRIEND, 'done'],
  })
  expect(eventsOf(reacted.events, 'FirepowerRolled')).toEqual([])
  // The web app and the bots answer from the legal list: one button per friend, and done.
  expect(testRuleset.legal(reacted.state).map((d) => d.kind === 'choose' && d.option)).toEqual([
    FRIEND,
    'done',
  ])
  const { state, events } = play(reacted.state, [pick(FRIEND)], ones)
  expect(eventsOf(events, 'GroupFormed')[0]).toMatchObject({
    leader: LEADER,
    followers: [FRIEND],
    reaction: true,
  })
  expect(eventsOf(events, 'GroupAttack')[0]).toMatchObject({ leader: LEADER, bonus: 2 })
  expect(eventsOf(events, 'AttackDeclared')[0]).toMatchObject({ attacker: LEADER, target: ENEMY })
  expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ attacker: LEADER, pool: 4 })
  // The follower used its reaction (no focus paid for it) but may still activate this turn.
  expect(unitOf(state, FRIEND)).toMatchObject({
    turn: { reacted: true, activated: false, focusSpent: false },
  })
  expect(unitOf(state, LEADER)).toMatchObject({ turn: { reacted: true, activated: false } })
  expect(state.focus.p1).toBe(1)
  // The group lasts for the reaction only: once p2's activation is over it is gone.
  const next = play(state, [{ kind: 'end-activation' }])
  expect(next.state.mission.groups?.[LEADER]).toBeUndefined()
  expect(testRuleset.prompt(next.state)).toMatchObject({ kind: 'activate', seat: 'p1' })
  const later = play(next.state, [{ kind: 'activate', unit: FRIEND }])
  expect(testRuleset.prompt(later.state)).toMatchObject({ id: 'group-follower', options: [LEADER, 'done'] })
})

test('GF-OPT-GROUPS-FORM: naming nobody leaves the reaction a lone one; a reacted friend cannot follow', () => {
  const alone = play(attacked(), [{ kind: 'react', unit: LEADER, action: 'attack' }, done], ones)
  expect(eventsOf(alone.events, 'GroupFormed')).toEqual([])
  expect(eventsOf(alone.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 2 })
  expect(unitOf(alone.state, FRIEND).turn.reacted).toBe(false)
  const s = attacked()
  const friend = s.units.find((u) => u.id === FRIEND)
  if (friend) setTurnMarks(friend, { reacted: true })
  const r = play(s, [{ kind: 'react', unit: LEADER, action: 'attack' }], ones)
  expect(eventsOf(r.events, 'ChoiceOffered')).toEqual([])
  expect(eventsOf(r.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 2 })
  // Without the optional rule nobody is asked.
  const off = play(attacked([]), [{ kind: 'react', unit: LEADER, action: 'attack' }], ones)
  expect(eventsOf(off.events, 'ChoiceOffered')).toEqual([])
})

test('GF-OPT-GROUPS-FORM: a reaction that cannot be made is refused before any follower is named', () => {
  // A move to nowhere (a path of no waypoints) is checked before the group question.
  expect(reject(attacked(), { kind: 'react', unit: LEADER, action: 'move', path: [], facing: 0 })).toBe(
    'gunframe/bad_path',
  )
})

test('GF-OPT-GROUPS-MOVE: a reacting group moves: the leader first, then its follower within 2"', () => {
  const s = tableGame(
    ['groups'],
    [
      { side: 'p1', pos: at(10, 5), profile: tank },
      { side: 'p1', pos: at(13, 5), profile: tank },
      { side: 'p2', pos: at(12, 22) },
    ],
    [],
  )
  s.next = 'p2'
  s.focus.p1 = 1
  const moved = realPlay(s, [
    { kind: 'activate', unit: ENEMY },
    { kind: 'move', path: [at(12, 22), at(12, 20)], facing: -Math.PI / 2 },
  ])
  expect(realRuleset.prompt(moved.state)).toMatchObject({ kind: 'react', seat: 'p1' })
  const north: Unseated = {
    kind: 'react',
    unit: LEADER,
    action: 'move',
    path: [at(10, 5), at(10, 9)],
    facing: Math.PI / 2,
  }
  const asked = realPlay(moved.state, [north])
  expect(realRuleset.prompt(asked.state)).toMatchObject({ id: 'group-follower', options: [FRIEND, 'done'] })
  const led = realPlay(asked.state, [pick(FRIEND)])
  expect(unitOf(led.state, LEADER).pos).toEqual(at(10, 9))
  expect(realRuleset.prompt(led.state)).toMatchObject({
    kind: 'choose',
    id: 'group-move',
    unit: FRIEND,
    options: ['move', 'stay'],
  })
  const spot = realRuleset
    .legal(led.state)
    .find((d) => d.kind === 'choose' && d.option === 'move') as Extract<
    ReturnType<typeof realRuleset.legal>[number],
    { kind: 'choose' }
  >
  expect(spot.to).toEqual(at(13, 9))
  const r = realRuleset.apply(led.state, spot)
  expect(r.ok).toBe(true)
  if (!r.ok) return
  const after = r.value.state
  expect(unitOf(after, FRIEND)).toMatchObject({ pos: at(13, 9), turn: { reacted: true, activated: false } })
  expect(eventsOf(r.value.events, 'GroupLeft')).toEqual([])
  // Back to p2's activation: its second action.
  expect(realRuleset.prompt(after)).toMatchObject({ kind: 'action', unit: ENEMY })
})
