// Optional Rules › Conventional Units › Groups, Group Moves, Group Attacks, Free Actions.
import { expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { setTurnMarks } from '../../core/unit/write.ts'
import { at } from '../../testkit/fixtures.ts'
import { TANK as tank, tankLine } from '../../testkit/groups.ts'
import { feature, INFANTRY, realPlay, realReject, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, play, type Unseated, unitOf } from '../../testkit/testing.ts'

/** Four p1 tanks, the first three 3" apart, and p2's gunframe. */
const group = (optional: string[]) => tankLine(optional, [10, 13, 16, 30])

const activate = { kind: 'activate', unit: 'unit:p1:0' } as const
const fire = { kind: 'attack', target: 'unit:p2:0' } as const
const pick = (unit: string): Unseated => ({ kind: 'choose', option: unit })
const done: Unseated = { kind: 'choose', option: 'done' }

test('GF-OPT-GROUPS-FORM: the leader names its followers from unactivated conventional friends within 2"', () => {
  const s = group(['groups'])
  s.units[0]!.pos = { x: 14.5, y: 7 }
  // An activated tank and a gunframe nearby are never offered.
  setTurnMarks(s.units[2]!, { activated: true })
  const { state } = play(s, [activate])
  expect(realRuleset.prompt(state)).toMatchObject({
    kind: 'choose',
    id: 'group-follower',
    unit: 'unit:p1:0',
    options: ['unit:p1:1', 'done'],
  })
  const chosen = play(state, [pick('unit:p1:1')])
  expect(eventsOf(chosen.events, 'GroupFormed')[0]).toMatchObject({ followers: ['unit:p1:1'] })
  expect(unitOf(chosen.state, 'unit:p1:1').turn.activated).toBe(true)
  expect(unitOf(chosen.state, 'unit:p1:3').turn.activated).toBe(false)
  // Naming nobody leaves every friend free to activate later.
  const alone = play(state, [done])
  expect(eventsOf(alone.events, 'GroupFormed')).toEqual([])
  expect(unitOf(alone.state, 'unit:p1:1').turn.activated).toBe(false)
  expect(alone.state.mission.groups?.['unit:p1:0'] ?? []).toEqual([])
})

test('GF-OPT-GROUPS-ATTACK: three tanks with Medium 2 attack as a group with 6 dice (book example)', () => {
  const dice = [1, 1, 1, 1, 1, 1, 1, 1, 1]
  // The third tank is more than 2" from the leader: only two tanks here.
  const { state, events } = play(group(['groups']), [activate, pick('unit:p1:1'), fire], dice)
  expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ pool: 4 })
  expect(unitOf(state, 'unit:p1:1').turn.activated).toBe(true)
  const chain = group(['groups'])
  chain.units[0]!.pos = { x: 14.5, y: 7 }
  const three = play(chain, [activate, pick('unit:p1:1'), pick('unit:p1:2'), fire], dice)
  expect(eventsOf(three.events, 'GroupAttack')[0]).toMatchObject({ bonus: 4 })
  expect(eventsOf(three.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 6 })
  // The player may leave a tank out: then it adds nothing and may still activate on its own.
  const two = play(chain, [activate, pick('unit:p1:2'), done, fire], dice)
  expect(eventsOf(two.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 4 })
  expect(unitOf(two.state, 'unit:p1:1').turn.activated).toBe(false)
})

test('GF-OPT-GROUPS: without the optional rule each tank attacks alone', () => {
  const { events } = play(group([]), [activate, fire], [1, 1, 1, 1, 1, 1])
  expect(eventsOf(events, 'ChoiceOffered')).toEqual([])
  expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ pool: 2 })
})

/** Two tanks side by side on the real table, the leader activated with its follower named. */
function moving(terrain = [] as ReturnType<typeof feature>[]): BattleState {
  const s = tableGame(
    ['groups'],
    [
      { side: 'p1', pos: at(10, 5), profile: tank },
      { side: 'p1', pos: at(13, 5), profile: tank },
      { side: 'p2', pos: at(12, 22) },
    ],
    terrain,
  )
  return realPlay(s, [activate, pick('unit:p1:1')]).state
}

const north: Unseated = { kind: 'move', path: [at(10, 5), at(10, 9)], facing: Math.PI / 2 }
/** The enemy's reaction window to the leader's move comes first (it may react before the group catches up). */
const pass = { kind: 'pass' } as const

test('GF-OPT-GROUPS-MOVE: after the leader moves, the follower is offered spots within 2" and moves there', () => {
  const s = moving()
  const { state } = realPlay(s, [north, pass])
  expect(realRuleset.prompt(state)).toMatchObject({
    kind: 'choose',
    id: 'group-move',
    unit: 'unit:p1:1',
    options: ['move', 'stay'],
  })
  const legal = realRuleset.legal(state)
  const moves = legal.filter((d) => d.kind === 'choose' && d.option === 'move')
  expect(moves.length).toBeGreaterThan(1)
  expect(legal.some((d) => d.kind === 'choose' && d.option === 'stay')).toBe(true)
  // Play the first offered spot, as a player clicking the first button: the leader's own step.
  const first = moves[0] as Extract<(typeof legal)[number], { kind: 'choose' }>
  expect(first.to).toEqual(at(13, 9))
  const r = realRuleset.apply(state, first)
  expect(r.ok).toBe(true)
  if (!r.ok) return
  const after = r.value.state
  expect(unitOf(after, 'unit:p1:1').pos).toEqual(at(13, 9))
  expect(unitOf(after, 'unit:p1:1').facing).toBeCloseTo(Math.PI / 2)
  expect(eventsOf(r.value.events, 'GroupLeft')).toEqual([])
  expect(after.mission.groups?.['unit:p1:0']).toEqual(['unit:p1:1'])
  // Every offered spot keeps the follower within 2" of its leader.
  for (const d of moves) {
    const to = (d as { to: { x: number; y: number } }).to
    expect(Math.hypot(to.x - 10, to.y - 9) - 2).toBeLessThanOrEqual(2 + 1e-6)
  }
  // The follower's move opens its own reaction window; then the leader takes its second action
  // and the follower, still with it, adds its Medium 2 to the attack.
  const { state: ready } = realPlay(after, [pass])
  expect(realRuleset.prompt(ready)).toMatchObject({ kind: 'action', unit: 'unit:p1:0', actionsLeft: 1 })
  const shot = realPlay(ready, [fire], [1, 1, 1, 1, 1, 1, 1, 1])
  expect(eventsOf(shot.events, 'FirepowerRolled')[0]).toMatchObject({ pool: 4 })
})

test('GF-OPT-GROUPS-MOVE: a follower left more than 2" behind leaves the group and adds nothing', () => {
  const s = moving()
  const { state, events } = realPlay(s, [north, pass, { kind: 'choose', option: 'stay' }])
  expect(eventsOf(events, 'GroupLeft')[0]).toMatchObject({ leader: 'unit:p1:0', unit: 'unit:p1:1' })
  expect(state.mission.groups?.['unit:p1:0']).toEqual([])
  // Still activated: its part in the activation is over.
  expect(unitOf(state, 'unit:p1:1').turn.activated).toBe(true)
  expect(realRuleset.prompt(state)).toMatchObject({ kind: 'action', unit: 'unit:p1:0' })
})

test('GF-OPT-GROUPS-MOVE: a follower may not end beyond 2" of the leader, past its Speed, or inside a wall', () => {
  const s = moving([feature('wall', 12, 7, 3, 3, { qualities: ['blocking'], height: 5 })])
  const { state } = realPlay(s, [north, pass])
  expect(realReject(state, { kind: 'choose', option: 'move', to: at(17, 9) })).toBe('gunframe/group_too_far')
  expect(realReject(state, { kind: 'choose', option: 'move', to: at(13.5, 8.5) })).toBe(
    'gunframe/bad_group_move',
  )
  for (const d of realRuleset.legal(state))
    if (d.kind === 'choose' && d.to) {
      const inside = d.to.x > 11 && d.to.x < 16 && d.to.y > 6 && d.to.y < 11
      expect(inside).toBe(false)
    }
})

test('GF-OPT-GROUPS-MOVE: a bot walking the legal decisions finishes the group activation', () => {
  let s = moving()
  s = realPlay(s, [north, pass]).state
  for (let i = 0; i < 12; i++) {
    const p = realRuleset.prompt(s)
    if (p?.kind === 'action' || p?.kind === 'activate') break
    const d = realRuleset.legal(s)[0]
    if (!d) break
    const r = realRuleset.apply(s, d)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    s = r.value.state
  }
  expect(realRuleset.prompt(s)?.kind).toBe('action')
  expect(unitOf(s, 'unit:p1:1').pos.y).toBeGreaterThan(5)
})

test('GF-OPT-GROUPS-FORM: infantry in a building measure from its walls (the building is their base)', () => {
  // A long thin building: the trooper's disc inside sits 10" from the far end.
  const s = tableGame(
    ['groups', 'structures'],
    [
      { side: 'p1', pos: at(6, 12), profile: INFANTRY },
      { side: 'p1', pos: at(25.5, 14), profile: INFANTRY },
      { side: 'p2', pos: at(12, 30) },
    ],
    [feature('long', 2, 13, 22, 2)],
  )
  const inside = realPlay(s, [
    activate,
    { kind: 'move', path: [at(6, 12), at(6, 12.22)], facing: Math.PI / 2 },
  ])
  expect(realRuleset.prompt(inside.state)).toMatchObject({ kind: 'choose', id: 'after-move' })
  const entered = realPlay(inside.state, [{ kind: 'choose', option: 'enter:structure:long' }]).state
  const next = structuredClone(entered)
  next.turn = 2
  for (const u of next.units) setTurnMarks(u, { activated: false })
  next.stack = []
  expect(realRuleset.prompt(next)).toMatchObject({ kind: 'activate', seat: 'p1' })
  const { state } = realPlay(next, [activate])
  expect(realRuleset.prompt(state)).toMatchObject({ id: 'group-follower', options: ['unit:p1:1', 'done'] })
})
