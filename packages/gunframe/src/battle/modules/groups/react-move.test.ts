// Optional Rules › Conventional Units › Groups › Group Moves: the leader of a reacting group moves
// as it would alone (special movement and all), and is refused what a lone reactor is refused,
// before any follower is named.
import { expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { TANK } from '../../testkit/groups.ts'
import { at, realPlay, realReject, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, type Unseated, unitOf, ups } from '../../testkit/testing.ts'

const LEADER = 'unit:p1:0'
const FRIEND = 'unit:p1:1'
const ENEMY = 'unit:p2:0'
const NORTH = Math.PI / 2

/** A Fast and Jump tank leading one plain tank 3" away; p2's gunframe has just moved in sight. */
function movedInSight(optional = ['groups']): BattleState {
  const s = tableGame(
    optional,
    [
      { side: 'p1', pos: at(10, 5), profile: { ...TANK, ...ups('fast', 'jump') } },
      { side: 'p1', pos: at(13, 5), profile: TANK },
      { side: 'p2', pos: at(12, 24) },
    ],
    [],
  )
  s.next = 'p2'
  s.focus.p1 = 1
  return realPlay(s, [
    { kind: 'activate', unit: ENEMY },
    { kind: 'move', path: [at(12, 24), at(12, 22)], facing: -NORTH },
  ]).state
}

const reactMove = (to: number, extra: Partial<Extract<Unseated, { kind: 'react' }>> = {}): Unseated => ({
  kind: 'react',
  unit: LEADER,
  action: 'move',
  path: [at(10, 5), at(10, to)],
  facing: NORTH,
  ...extra,
})

test('GF-OPT-GROUPS-MOVE: a reacting group’s leader keeps its special movement: a fast jump goes twice Speed, then the follower is asked', () => {
  // 9" is beyond the tank’s Speed 5: only the fast jump (free with Fast, Jump) reaches.
  const fastJump = reactMove(14, { special: 'jump', fast: true })
  expect(realReject(movedInSight(), reactMove(14))).toBe('gunframe/too_far')
  const asked = realPlay(movedInSight(), [fastJump])
  expect(realRuleset.prompt(asked.state)).toMatchObject({ id: 'group-follower', options: [FRIEND, 'done'] })
  const led = realPlay(asked.state, [{ kind: 'choose', option: FRIEND }])
  expect(eventsOf(led.events, 'UnitMoved')[0]).toMatchObject({ unit: LEADER, special: 'jump' })
  expect(unitOf(led.state, LEADER).pos).toEqual(at(10, 14))
  // Only the leader’s own focus point was spent: the fast jump itself was free.
  expect(led.state.focus.p1).toBe(0)
  expect(realRuleset.prompt(led.state)).toMatchObject({ kind: 'choose', id: 'group-move', unit: FRIEND })
  // The same decision for a lone reactor lands on the same spot.
  const lone = realPlay(movedInSight([]), [fastJump])
  expect(unitOf(lone.state, LEADER).pos).toEqual(at(10, 14))
})

test('GF-OPT-GROUPS-FORM: a group’s reaction move is refused what a lone one is, with the same code, before any follower is named', () => {
  const cases: [Partial<Extract<Unseated, { kind: 'react' }>>, string][] = [
    // Fast on its own is not a way to combine movement (say special: fast).
    [{ fast: true }, 'gunframe/bad_combination'],
    // Taking off or landing with `flight` belongs to a transformation.
    [{ flight: 'take-off' }, 'gunframe/bad_combination'],
    // A part-way stop needs a climb beside a wall.
    [{ climbTo: 2 }, 'gunframe/bad_climb'],
  ]
  for (const [extra, code] of cases) {
    expect(realReject(movedInSight(), reactMove(9, extra))).toBe(code)
    expect(realReject(movedInSight([]), reactMove(9, extra))).toBe(code)
  }
  // A transformation stays a lone reaction (nothing to follow): refused here as it would be alone.
  expect(realReject(movedInSight(), reactMove(5, { special: 'transform' }))).toBe('gunframe/no_forms')
})

test('GF-OPT-GROUPS-FORM: a special move that costs a focus point more than the unit may spend is refused before followers are named', () => {
  // The plain tank (no Fast) leads: its fast move would be a second point on it this turn.
  const s = movedInSight()
  const d: Unseated = {
    kind: 'react',
    unit: FRIEND,
    action: 'move',
    path: [at(13, 5), at(13, 14)],
    facing: NORTH,
    special: 'fast',
  }
  expect(realReject(s, d)).toBe('gunframe/no_focus')
})
