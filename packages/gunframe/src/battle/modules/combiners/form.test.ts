// Optional Rules › Combiners (Forming a Combiner, Un-combining) and Transformation Sequence.
import { expect, test } from 'vitest'
import type { BattleCtx } from '../../core/context.ts'
import type { BattleUnit } from '../../core/types.ts'
import { setCounters, setTurnMarks } from '../../core/unit/write.ts'
import { combinedNow, combinerGame, placeAll } from '../../testkit/combiners.ts'
import { eventsOf, play, reject, testRuleset, unitOf } from '../../testkit/testing.ts'
import { combinerEvent } from './sequence.ts'

const members = [
  { side: 'p1', pos: { x: 10, y: 10 } },
  { side: 'p1', pos: { x: 12.5, y: 10 } },
  { side: 'p1', pos: { x: 25, y: 10 } },
]

const onList = (s: { units: BattleUnit[] }, id: string) => s.units.some((u) => u.id === id)

test('GF-OPT-COMBINERS-FORM: forming costs 1 FP per member over 8" away, replaces the leader and ends its activation', () => {
  const s = combinerGame(['combiners'], members)
  expect(s.focus.p1).toBe(2)
  const { state, events } = play(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'optional', action: 'combine' },
  ])
  expect(eventsOf(events, 'CombinerFormed')[0]).toMatchObject({
    leader: 'unit:p1:0',
    unit: 'unit:p1:c0',
    cost: 1,
  })
  expect(state.focus.p1).toBe(1)
  const form = unitOf(state, 'unit:p1:c0')
  expect(form).toMatchObject({
    status: 'table',
    pos: { x: 10, y: 10 },
    armour: 16,
    turn: { activated: true },
  })
  for (const id of ['unit:p1:0', 'unit:p1:1', 'unit:p1:2']) expect(onList(state, id)).toBe(false)
  expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'activate' })
})

test('GF-OPT-COMBINERS-FORM: shut-down and destroyed members cost a point each; activated or knocked-down members may still join', () => {
  const s = combinerGame(['combiners'], members)
  setCounters(unitOf(s, 'unit:p1:1'), { shutDown: true })
  unitOf(s, 'unit:p1:2').status = 'destroyed'
  setCounters(unitOf(s, 'unit:p1:0'), { knockedDown: true })
  const { state, events } = play(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'optional', action: 'combine' },
  ])
  expect(eventsOf(events, 'CombinerFormed')[0]).toMatchObject({ cost: 2 })
  expect(state.focus.p1).toBe(0)
  // The destroyed member stays destroyed; the shut-down one went in with its counters cleared.
  expect(unitOf(state, 'unit:p1:2').status).toBe('destroyed')
  expect(state.opt?.stash.find((u) => u.id === 'unit:p1:1')?.counters.shutDown).toBe(false)
  const poor = combinerGame(['combiners'], members)
  setCounters(unitOf(poor, 'unit:p1:1'), { shutDown: true })
  setCounters(unitOf(poor, 'unit:p1:2'), { shutDown: true })
  poor.focus.p1 = 1
  expect(
    reject(play(poor, [{ kind: 'activate', unit: 'unit:p1:0' }]).state, {
      kind: 'optional',
      action: 'combine',
    }),
  ).toBe('gunframe/no_focus')
})

test('GF-OPT-COMBINERS: without the optional rule there is no combining', () => {
  const s = combinerGame([], members)
  const active = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(reject(active, { kind: 'optional', action: 'combine' })).toBe('gunframe/not_combiner')
  expect(testRuleset.legal(active).some((d) => d.kind === 'optional')).toBe(false)
})

test('GF-OPT-COMBINERS-UNCOMBINE: separating puts the team within 2" with the Armour it combined with, free to activate; once a battle', () => {
  const s = combinerGame(['combiners'], members)
  unitOf(s, 'unit:p1:1').armour = 5
  const form = combinedNow(s)
  setCounters(form, { lock: true, evade: true })
  form.armour = 3
  const events: never[] = []
  const { state: mid } = play(s, [
    { kind: 'activate', unit: form.id },
    { kind: 'optional', action: 'uncombine' },
  ])
  const state = placeAll(mid, events)
  expect(onList(state, form.id)).toBe(false)
  expect(state.opt?.stash.find((u) => u.id === form.id)).toMatchObject({
    counters: { lock: false, evade: false },
  })
  for (const id of ['unit:p1:0', 'unit:p1:1', 'unit:p1:2']) {
    const m = unitOf(state, id)
    expect(m.status).toBe('table')
    expect(m.turn.activated).toBe(false)
    expect(
      Math.hypot(m.pos.x - 10, m.pos.y - 10) - m.profile.radius - form.profile.radius,
    ).toBeLessThanOrEqual(2 + 1e-6)
  }
  expect(unitOf(state, 'unit:p1:0').armour).toBe(8)
  expect(unitOf(state, 'unit:p1:1').armour).toBe(5)
  expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'activate' })
  // Once a battle: the next turn's try is refused.
  const again = play({ ...state, next: 'p1' }, [{ kind: 'activate', unit: 'unit:p1:1' }]).state
  expect(reject(again, { kind: 'optional', action: 'combine' })).toBe('gunframe/combined_once')
})

test('GF-OPT-COMBINERS-UNCOMBINE / GF-TURN-START: members held off the table start each turn fresh — last turn’s Focus Point, lock and evade marks stay behind', () => {
  const s = combinerGame(['combiners'], members.slice(0, 2), [{ side: 'p2', pos: { x: 30, y: 34 } }])
  // Turn 1: a Focus Point, a lock and an evade were used on the second member before it combined.
  setTurnMarks(unitOf(s, 'unit:p1:1'), { activated: true, focusSpent: true, lockUsed: true, evadeUsed: true })
  const formed = play(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'optional', action: 'combine' },
    { kind: 'activate', unit: 'unit:p2:0' },
    { kind: 'end-activation' },
  ]).state
  // Turn 2 began with the team combined (p1 is then handed the next activation).
  expect(formed.turn).toBe(2)
  const turn2 =
    formed.stack.at(-1)?.t === 'initiative'
      ? play(formed, [{ kind: 'initiative', first: true }]).state
      : formed
  const held = turn2.opt?.stash.find((u) => u.id === 'unit:p1:1')
  expect(held?.turn).toMatchObject({ focusSpent: false, lockUsed: false, evadeUsed: false })
  const apart = placeAll(
    play({ ...turn2, next: 'p1' }, [
      { kind: 'activate', unit: 'unit:p1:c0' },
      { kind: 'optional', action: 'uncombine' },
    ]).state,
  )
  // Back on the table this turn, the member may have a Focus Point spent on it (a fast move).
  const m = unitOf(apart, 'unit:p1:1')
  const fast = play({ ...apart, next: 'p1' }, [
    { kind: 'activate', unit: m.id },
    { kind: 'move', path: [m.pos, { x: m.pos.x, y: m.pos.y + 2 }], facing: Math.PI / 2, special: 'fast' },
  ])
  expect(eventsOf(fast.events, 'FocusSpent')).toMatchObject([{ unit: m.id, for: 'fast' }])
})

test('GF-OPT-COMBINERS-DESTROYED: a destroyed combiner — each member rolls Pilot Skill, a failure costs the roll in Armour; survivors count as activated', () => {
  const s = combinerGame(['combiners'], members, [{ side: 'p2', pos: { x: 10, y: 12.5 } }])
  const form = combinedNow(s)
  form.armour = 1
  s.next = 'p2'
  // Close attack 3 dice all hit; 4 defense dice all miss; then the members' rolls: 6, 2, 4.
  const { state: mid, events } = play(
    s,
    [
      { kind: 'activate', unit: 'unit:p2:0' },
      { kind: 'attack', target: form.id },
      { kind: 'defend', pool: 'defense', evade: false },
    ],
    [5, 5, 5, 1, 1, 1, 1, 6, 2, 4],
  )
  expect(eventsOf(events, 'UnitDestroyed')[0]).toMatchObject({ unit: form.id })
  expect(eventsOf(events, 'PilotSkillRoll').map((e) => e.roll)).toEqual([6, 2, 4])
  const state = placeAll(mid)
  expect(unitOf(state, 'unit:p1:0')).toMatchObject({ status: 'table', armour: 8, turn: { activated: true } })
  expect(unitOf(state, 'unit:p1:1')).toMatchObject({ status: 'table', armour: 6, turn: { activated: true } })
  expect(unitOf(state, 'unit:p1:2')).toMatchObject({ status: 'table', armour: 8 })
  expect(state.opt?.combiners[0]).toMatchObject({ combined: false, wrecked: true })
})

test('GF-OPT-COMBINER-HEAD: only the named leader forms it, and the combiner acts at once', () => {
  const s = combinerGame(['combiner-head'], members, undefined, { head: 1 })
  const other = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(reject(other, { kind: 'optional', action: 'combine' })).toBe('gunframe/not_the_head')
  const { state } = play(s, [
    { kind: 'activate', unit: 'unit:p1:1' },
    { kind: 'optional', action: 'combine' },
  ])
  expect(testRuleset.prompt(state)).toMatchObject({ kind: 'action', unit: 'unit:p1:c0', actionsLeft: 2 })
})

test('GF-OPT-COMBINER-ROPES: only after a member was shut down or destroyed, for one point less', () => {
  const s = combinerGame(['combiner-ropes'], members)
  const early = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(reject(early, { kind: 'optional', action: 'combine' })).toBe('gunframe/not_dire')
  combinerEvent(s, { emit: () => {} } as unknown as BattleCtx, { type: 'ShutDown', unit: 'unit:p1:2' })
  expect(s.opt?.combiners[0]?.struck).toBe(true)
  const { events } = play(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'optional', action: 'combine' },
  ])
  // Unit 2 is 8"+ away: 1 point, less one.
  expect(eventsOf(events, 'CombinerFormed')[0]).toMatchObject({ cost: 0 })
})

test('GF-OPT-COMBINER-GESTALT: the team starts combined, cannot separate in turn 1, pays 1 FP to separate, may combine again', () => {
  const s = combinerGame(['combiner-gestalt'], members)
  const form = unitOf(s, 'unit:p1:c0')
  expect(form.status).toBe('undeployed')
  expect(onList(s, 'unit:p1:0')).toBe(false)
  Object.assign(form, { status: 'table', pos: { x: 10, y: 10 } })
  const t1 = play(s, [{ kind: 'activate', unit: form.id }]).state
  expect(reject(t1, { kind: 'optional', action: 'uncombine' })).toBe('gunframe/gestalt_first_turn')
  s.turn = 2
  const { state: mid, events } = play(s, [
    { kind: 'activate', unit: form.id },
    { kind: 'optional', action: 'uncombine' },
  ])
  expect(eventsOf(events, 'FocusSpent')[0]).toMatchObject({ for: 'uncombine' })
  expect(mid.focus.p1).toBe(1)
  const state = placeAll(mid)
  const { events: again } = play({ ...state, next: 'p1' }, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'optional', action: 'combine' },
  ])
  expect(eventsOf(again, 'CombinerFormed')).toHaveLength(1)
})

test('GF-OPT-COMBINER-UNCOORDINATED: a failed Pilot Skill roll costs an action; a 6 ends the tests', () => {
  const s = combinerGame(['combiners', 'combiner-uncoordinated'], members)
  const form = combinedNow(s)
  const failed = play(s, [{ kind: 'activate', unit: form.id }], [3])
  expect(eventsOf(failed.events, 'Uncoordinated')[0]).toMatchObject({ actions: 1 })
  expect(testRuleset.prompt(failed.state)).toMatchObject({ actionsLeft: 1 })
  const six = play(s, [{ kind: 'activate', unit: form.id }], [6])
  expect(testRuleset.prompt(six.state)).toMatchObject({ actionsLeft: 2 })
  expect(six.state.opt?.combiners[0]?.coordinated).toBe(true)
})

test('GF-OPT-COMBINER-UNKILLABLE: no combining by action; once every member is down it comes on as a reserve and the team leaves', () => {
  const s = combinerGame(['combiner-unkillable'], members)
  const early = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(reject(early, { kind: 'optional', action: 'combine' })).toBe('gunframe/unkillable_only')
  unitOf(s, 'unit:p1:0').status = 'destroyed'
  setCounters(unitOf(s, 'unit:p1:1'), { shutDown: true })
  unitOf(s, 'unit:p1:2').status = 'destroyed'
  for (const u of s.units) setTurnMarks(u, { activated: u.side === 'p1' })
  s.next = 'p2'
  const { state: end, events } = play(s, [
    { kind: 'activate', unit: 'unit:p2:0' },
    { kind: 'end-activation' },
  ])
  expect(eventsOf(events, 'CombinerReady')).toHaveLength(1)
  expect(testRuleset.prompt(end)).toMatchObject({ seat: 'p1', kind: 'call-reserves', units: ['unit:p1:c0'] })
  const { state } = play(
    end,
    [
      { kind: 'call-reserves', units: ['unit:p1:c0'] },
      { kind: 'arrive', unit: 'unit:p1:c0', pos: { x: 18, y: 1.5 }, facing: Math.PI / 2 },
    ],
    // Pilot Skill 4 for the reserve roll, then the next turn's initiative rolls.
    [4, 5, 2, 5, 2],
  )
  expect(unitOf(state, 'unit:p1:c0').status).toBe('table')
  expect(onList(state, 'unit:p1:1')).toBe(false)
  expect(state.opt?.combiners[0]?.combined).toBe(true)
})

test('GF-OPT-COMBINERS-UNCOMBINE: a member that activated this turn before combining is still activated once the team separates; the others are free', () => {
  const s = combinerGame(
    ['combiner-head'],
    members,
    [
      { side: 'p2', pos: { x: 10, y: 30 } },
      { side: 'p2', pos: { x: 20, y: 30 } },
    ],
    { head: 1 },
  )
  // Member 0 takes a plain activation; later the head (member 1) forms the giant, which acts at
  // once and separates in the same turn.
  const mid = play(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'end-activation' },
    { kind: 'activate', unit: 'unit:p2:0' },
    { kind: 'end-activation' },
    { kind: 'activate', unit: 'unit:p1:1' },
    { kind: 'optional', action: 'combine' },
    { kind: 'optional', action: 'uncombine' },
  ]).state
  const state = placeAll(mid)
  expect(unitOf(state, 'unit:p1:0').turn.activated).toBe(true)
  expect(unitOf(state, 'unit:p1:1').turn.activated).toBe(true)
  expect(unitOf(state, 'unit:p1:2').turn.activated).toBe(false)
  const next = play(state, [{ kind: 'activate', unit: 'unit:p2:1' }, { kind: 'end-activation' }]).state
  expect(testRuleset.prompt(next)).toMatchObject({ seat: 'p1', kind: 'activate', units: ['unit:p1:2'] })
  expect(reject(next, { kind: 'activate', unit: 'unit:p1:1' })).toBe('gunframe/already_activated')
})
