// Optional Rules › Throwing Objects (Objects, Picking Up, Dropping, Throwing Stuff, Swinging
// Things, Kicking).
import { expect, test } from 'vitest'
import type { ActivationFrame, BattleState } from '../../core/types.ts'
import { setCounters } from '../../core/unit/write.ts'
import { at } from '../../testkit/fixtures.ts'
import { feature, INFANTRY, realPlay, realReject, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, type Placed, unitOf } from '../../testkit/testing.ts'

const crate = (x: number, y: number, size = 1) =>
  feature(`crate${x}`, x, y, size, size, { category: 'obstacle', qualities: [], height: 1, name: 'Crates' })
const wall = feature('wall', 12, 9, 0.5, 3, { category: 'obstacle', qualities: [], height: 1, name: 'Wall' })

function game(optional: string[], p1: Placed['profile'] = {}, terrain = [crate(15.5, 11.02)]): BattleState {
  return tableGame(
    optional,
    [
      { side: 'p1', pos: at(16, 10), profile: p1 },
      { side: 'p2', pos: at(16, 18) },
    ],
    terrain,
  )
}

test('GF-OPT-THROWING-OBJECTS: obstacles other than walls are objects, small or large by footprint', () => {
  const s = game(['throwing'], {}, [crate(15.5, 11.02), crate(2, 2, 2), wall])
  expect(s.opt?.objects.map((o) => [o.id, o.size])).toEqual([
    ['object:0', 'small'],
    ['object:1', 'large'],
  ])
})

test('GF-OPT-THROWING-THROW / GF-OPT-THROWING-PICK-UP: a special action picks up an object in base contact; a thrown small object is 2 dice at Short', () => {
  const s = game(['throwing'])
  const { state, events } = realPlay(
    s,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'optional', action: 'pick-up', target: 'object:0' },
      { kind: 'optional', action: 'throw', target: 'unit:p2:0' },
    ],
    [5, 5, 1, 1, 1],
  )
  expect(eventsOf(events, 'ObjectPickedUp')[0]).toMatchObject({ object: 'object:0' })
  expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ pool: 2, hits: 2 })
  expect(unitOf(state, 'unit:p2:0').armour).toBe(6)
  expect(state.opt?.objects).toEqual([])
  expect(state.field.terrain).toEqual([])
})

test('GF-OPT-THROWING-PICK-UP / GF-OPT-THROWING-THROW: Hands pick up free at the end of a move; a throw does not use the Short weapon system', () => {
  const s = game(['throwing'], { upgrades: [{ id: 'hands' }] })
  unitOf(s, 'unit:p1:0').pos = at(16, 9.5)
  const { state: picked } = realPlay(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'move', path: [at(16, 9.5), at(16, 10)], facing: Math.PI / 2 },
    { kind: 'pass' },
  ])
  expect(realRuleset.prompt(picked)).toMatchObject({ kind: 'choose', id: 'after-move' })
  const { state } = realPlay(
    picked,
    [
      { kind: 'choose', option: 'pick-up:object:0' },
      { kind: 'optional', action: 'throw', target: 'unit:p2:0' },
    ],
    [5, 5, 1, 1, 1],
  )
  const f = state.stack.find((x): x is ActivationFrame => x.t === 'activation')
  expect(f?.usedBands).toEqual([])
})

test('GF-OPT-THROWING-SWING: a large object swung adds +2 to the Close value, and is gone after', () => {
  const s = game(['throwing'], {}, [crate(15, 11.02, 2)])
  unitOf(s, 'unit:p2:0').pos = at(16, 12.04)
  const { state, events } = realPlay(
    s,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'optional', action: 'pick-up', target: 'object:0' },
      { kind: 'optional', action: 'swing', target: 'unit:p2:0' },
      { kind: 'defend', pool: 'defense', evade: false },
    ],
    [5, 5, 5, 1, 1, 1, 1, 1, 1, 1],
  )
  expect(eventsOf(events, 'ObjectSwung')[0]).toMatchObject({ bonus: 2 })
  expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ pool: 5 })
  expect(state.opt?.objects).toEqual([])
})

test('GF-OPT-THROWING-SWING / GF-CRIPPLED-EFFECTS: a crippled unit halves its Close first, then adds the object (5 → 3, +2)', () => {
  const swing = (crippled: boolean) => {
    const s = game(
      crippled ? ['throwing', 'crippled'] : ['throwing'],
      { loadout: { close: 5, short: 3, medium: 2, long: 2 } },
      [crate(15, 11.02, 2)],
    )
    if (crippled) {
      const u = unitOf(s, 'unit:p1:0')
      u.armour = 2
      setCounters(u, { crippled: true })
    }
    unitOf(s, 'unit:p2:0').pos = at(16, 12.04)
    const { events } = realPlay(
      s,
      [
        { kind: 'activate', unit: 'unit:p1:0' },
        { kind: 'optional', action: 'pick-up', target: 'object:0' },
        { kind: 'optional', action: 'swing', target: 'unit:p2:0' },
        { kind: 'defend', pool: 'defense', evade: false },
      ],
      Array(20).fill(1),
    )
    return eventsOf(events, 'FirepowerRolled')[0]?.pool
  }
  expect(swing(false)).toBe(7)
  expect(swing(true)).toBe(5)
})

test('GF-OPT-THROWING-KICK / GF-OPT-THROWING-DROP: kicking clears an obstacle; a failed Pilot Skill roll knocks the kicker down and it drops what it holds', () => {
  // Touching the wall (x 12 to 12.5) and a crate in front.
  const s = game(['throwing'], {}, [crate(13.03, 11.02), wall])
  unitOf(s, 'unit:p1:0').pos = at(13.53, 10)
  const ob = s.opt?.objects[0]
  const { state, events } = realPlay(
    s,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'optional', action: 'pick-up', target: 'object:0' },
      { kind: 'optional', action: 'kick', target: 'terrain:wall' },
    ],
    [3],
  )
  expect(eventsOf(events, 'ObstacleKicked')[0]).toMatchObject({ feature: 'terrain:wall' })
  expect(unitOf(state, 'unit:p1:0').counters.knockedDown).toBe(true)
  expect(eventsOf(events, 'ObjectDropped')).toHaveLength(1)
  expect(state.field.terrain.map((t) => t.id)).toEqual([ob?.feature?.id])
  const steady = realPlay(
    s,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'optional', action: 'kick', target: 'terrain:wall' },
    ],
    [4],
  )
  expect(unitOf(steady.state, 'unit:p1:0').counters.knockedDown).toBe(false)
})

test('GF-OPT-THROWING: only gunframes handle objects, and only with the rule on', () => {
  const inf = game(['throwing'], INFANTRY)
  const a = realPlay(inf, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(realReject(a, { kind: 'optional', action: 'pick-up', target: 'object:0' })).toBe(
    'gunframe/cannot_pick_up',
  )
  const off = realPlay(game([]), [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(realReject(off, { kind: 'optional', action: 'pick-up', target: 'object:0' })).toBe(
    'gunframe/cannot_pick_up',
  )
  expect(realReject(off, { kind: 'optional', action: 'kick', target: 'terrain:crate15.5' })).toBe(
    'gunframe/bad_kick',
  )
})

test('GF-OPT-THROWING-DROP: a carried object may be put down at will, touching the carrier, and picked up again', () => {
  const s = game(['throwing'])
  const { state, events } = realPlay(s, [
    { kind: 'activate', unit: 'unit:p1:0' },
    { kind: 'optional', action: 'pick-up', target: 'object:0' },
    { kind: 'optional', action: 'drop' },
  ])
  expect(eventsOf(events, 'ObjectDropped')).toHaveLength(1)
  const ob = state.opt?.objects[0]
  expect(ob?.carrier).toBeNull()
  expect(state.field.terrain.map((t) => t.id)).toEqual([ob?.feature?.id])
  // Dropping is free: one action is still left, enough to pick it up again.
  expect(realRuleset.prompt(state)).toMatchObject({ kind: 'action', actionsLeft: 1 })
  expect(realRuleset.legal(state)).toContainEqual({
    seat: 'p1',
    kind: 'optional',
    action: 'pick-up',
    target: 'object:0',
  })
})

test('GF-OPT-THROWING-PICK-UP: Hands may open a move with a free pick-up, then carry the object along', () => {
  const s = game(['throwing'], { upgrades: [{ id: 'hands' }] })
  const on = realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  // The action prompt's legal list carries moves that start with the pick-up.
  const offered = realRuleset.legal(on).filter((d) => d.kind === 'move' && d.pickUp === 'object:0')
  expect(offered.length).toBeGreaterThan(0)
  const path = [at(16, 10), at(13, 10)]
  const { state, events } = realPlay(on, [
    { kind: 'move', path, facing: Math.PI / 2, pickUp: 'object:0' },
    { kind: 'pass' },
  ])
  expect(events.map((e) => e.type).filter((t) => t === 'ObjectPickedUp' || t === 'UnitMoved')).toEqual([
    'ObjectPickedUp',
    'UnitMoved',
  ])
  expect(state.opt?.objects[0]?.carrier).toBe('unit:p1:0')
  expect(unitOf(state, 'unit:p1:0').pos).toEqual(at(13, 10))
  // Free: the move was the only action spent, one is left (for the throw, say).
  expect(realRuleset.prompt(state)).toMatchObject({ kind: 'action', actionsLeft: 1 })
  // Whatever legal() offers plays.
  for (const d of offered.slice(0, 2)) expect(realRuleset.apply(on, d).ok).toBe(true)
})

test('GF-OPT-THROWING-PICK-UP: no Hands, nothing in reach, or a move that fails: refused and nothing changes', () => {
  const path = [at(16, 10), at(13, 10)]
  const plain = realPlay(game(['throwing']), [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(realRuleset.legal(plain).some((d) => d.kind === 'move' && d.pickUp !== undefined)).toBe(false)
  expect(realReject(plain, { kind: 'move', path, facing: 0, pickUp: 'object:0' })).toBe('gunframe/no_hands')
  const hands = game(['throwing'], { upgrades: [{ id: 'hands' }] })
  const on = realPlay(hands, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  expect(realReject(on, { kind: 'move', path, facing: 0, pickUp: 'object:9' })).toBe(
    'gunframe/cannot_pick_up',
  )
  // Too far for Speed 5: the move is refused and the object stays where it was.
  const far = [at(16, 10), at(3, 10)]
  expect(realReject(on, { kind: 'move', path: far, facing: 0, pickUp: 'object:0' })).toBe('gunframe/too_far')
  expect(on.opt?.objects[0]?.carrier).toBeNull()
  // One object or loot counter at a time: a unit holding loot picks up nothing.
  const looted = structuredClone(on)
  looted.mission.state?.counters.push({ id: 'loot:0', kind: 'loot', pos: at(30, 30), carrier: 'unit:p1:0' })
  expect(realReject(looted, { kind: 'move', path, facing: 0, pickUp: 'object:0' })).toBe(
    'gunframe/cannot_pick_up',
  )
  expect(realRuleset.legal(looted).some((d) => d.kind === 'optional' && d.action === 'pick-up')).toBe(false)
})

test('GF-OPT-THROWING-KICK / GF-UPG-STABILISED: a kicker knocked down by a failed roll gets Stabilised’s Pilot Skill roll to stay standing', () => {
  const kick = (dice: number[]) => {
    const s = game(['throwing'], { upgrades: [{ id: 'stabilised' }] }, [wall])
    unitOf(s, 'unit:p1:0').pos = at(13.53, 10)
    return realPlay(
      s,
      [
        { kind: 'activate', unit: 'unit:p1:0' },
        { kind: 'optional', action: 'kick', target: 'terrain:wall' },
      ],
      dice,
    )
  }
  const steady = kick([1, 6])
  expect(eventsOf(steady.events, 'PilotSkillRoll').map((e) => `${e.why}:${e.roll}`)).toEqual([
    'kick:1',
    'stabilised:6',
  ])
  expect(eventsOf(steady.events, 'ConditionResisted')).toHaveLength(1)
  expect(unitOf(steady.state, 'unit:p1:0').counters.knockedDown).toBe(false)
  const down = kick([1, 1])
  expect(eventsOf(down.events, 'KnockedDown')[0]).toMatchObject({ unit: 'unit:p1:0', cause: 'kick' })
  expect(unitOf(down.state, 'unit:p1:0').counters.knockedDown).toBe(true)
})

/** p1 picks up the crate and throws it at p2 (flying or not), on dice that all hit. */
function thrown(p1: Placed['profile'], opts: { crippled?: boolean; flyingTarget?: boolean } = {}) {
  const s = tableGame(
    opts.crippled ? ['throwing', 'crippled'] : ['throwing'],
    [
      { side: 'p1', pos: at(16, 10), profile: p1 },
      { side: 'p2', pos: at(16, 16), profile: opts.flyingTarget ? { upgrades: [{ id: 'fly' }] } : {} },
    ],
    [crate(15.5, 11.02)],
  )
  if (opts.crippled) {
    const u = unitOf(s, 'unit:p1:0')
    u.armour = 2
    setCounters(u, { crippled: true })
  }
  const { events } = realPlay(
    s,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'optional', action: 'pick-up', target: 'object:0' },
      { kind: 'optional', action: 'throw', target: 'unit:p2:0' },
    ],
    Array(12).fill(1),
  )
  return eventsOf(events, 'FirepowerRolled')[0]?.pool
}

test('GF-OPT-THROWING-THROW / GF-CRIPPLED-EFFECTS: a crippled unit still throws a small object with its own 2 dice (the object is no weapon system)', () => {
  expect(thrown({})).toBe(2)
  expect(thrown({}, { crippled: true })).toBe(2)
})

test('GF-OPT-THROWING-THROW / GF-UPG-ANTI-AIRCRAFT: the Short system’s loadout upgrades do not reach a thrown object', () => {
  expect(thrown({ upgrades: [{ id: 'anti-aircraft', on: 'short' }] }, { flyingTarget: true })).toBe(2)
})
