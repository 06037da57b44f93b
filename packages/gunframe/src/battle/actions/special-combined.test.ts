// Movement › Special Movement (the closing note on combining forms; Fast; Jump; Climb) and
// Environments › High Gravity / Low Gravity, played through the prompts on the real table rules.
import { expect, test } from 'vitest'
import type { EnvironmentSettings } from '../../missions/environment.ts'
import type { TerrainFeature } from '../../table/contract.ts'
import type { BattleState } from '../core/types.ts'
import { at, feature, realPlay, realReject, realRuleset, tableGame } from '../testkit/optional.ts'
import { eventsOf, type Placed, type Unseated, unitOf, ups } from '../testkit/testing.ts'

const NORTH = Math.PI / 2
// A 6" wall across the path (a jump clears up to 8"), a 9" tower off to the east.
const WALL = feature('wall', 6, 8, 8, 1, { height: 6 })
const TOWER = feature('tower', 20, 8, 4, 2, { height: 9 })
const CRATES = feature('crates', 6, 6, 8, 1, { category: 'obstacle', qualities: [], height: 1 })
const MUD = feature('mud', 6, 10.5, 8, 1.5, { qualities: ['difficult'], height: 0 })
const BOG = feature('bog', 7, 12, 6, 4, { qualities: ['difficult'], height: 0 })

const FOE: Placed = { side: 'p2', pos: at(30, 33) }

/** p1's unit at (10,4) facing north (Speed 5), activated, on a table of these features. */
function jumper(
  upgrades: string[],
  terrain: TerrainFeature[] = [WALL, TOWER],
  env?: EnvironmentSettings,
  more: Placed[] = [],
): BattleState {
  const s = tableGame(
    [],
    [{ side: 'p1', pos: at(10, 4), facing: NORTH, profile: ups(...upgrades) }, FOE, ...more],
    terrain,
    env ? { env } : {},
  )
  return realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
}

const fastJump = (to: { x: number; y: number }, facing = 0, from = at(10, 4)): Unseated => ({
  kind: 'move',
  path: [from, to],
  facing,
  special: 'jump',
  fast: true,
})

test('GF-SPM-COMBINED: a Fast and Jump unit is offered a fast jump and makes it over a 6" wall at double Speed', () => {
  const s = jumper(['fast', 'jump'])
  const offered = realRuleset
    .legal(s)
    .filter((d) => d.kind === 'move' && d.special === 'jump' && d.fast === true)
  expect(offered.length).toBeGreaterThan(0)
  const north = offered.find((d) => d.kind === 'move' && Math.abs((d.path[1]?.x ?? 0) - 10) < 1e-3)
  expect(north).toBeDefined()
  // Play the offered decision as the player would click it.
  const { seat: _seat, ...pick } = north as Extract<typeof north, object>
  const { state, events } = realPlay(s, [pick as Unseated])
  const u = unitOf(state, 'unit:p1:0')
  expect(u.pos.y).toBeCloseTo(14)
  expect(u.facing).toBeCloseTo(NORTH)
  // With the Fast upgrade and Jump neither half costs a focus point.
  expect(eventsOf(events, 'FocusSpent')).toHaveLength(0)
  const moved = eventsOf(events, 'UnitMoved')[0]
  expect(moved).toMatchObject({ special: 'jump', fast: true })
  expect(moved?.cost).toBeCloseTo(10)
})

test('GF-SPM-COMBINED: fast doubles a jump only when declared; the line stays straight and the 8" clearance holds', () => {
  const s = jumper(['fast', 'jump'])
  // A plain jump keeps Speed 5.
  expect(realReject(s, { kind: 'move', path: [at(10, 4), at(10, 14)], facing: 0, special: 'jump' })).toBe(
    'gunframe/too_far',
  )
  expect(realReject(s, fastJump(at(10, 14.5)))).toBe('gunframe/too_far')
  expect(
    realReject(s, {
      kind: 'move',
      path: [at(10, 4), at(10, 9.5), at(12, 13)],
      facing: 0,
      special: 'jump',
      fast: true,
    }),
  ).toBe('gunframe/not_straight')
  // Toward the 9" tower: fast does not lift the jump's ceiling.
  expect(realReject(s, fastJump(at(22, 12)))).toBe('gunframe/jump_too_high')
})

test('GF-SPM-COMBINED: the fast half forces the final facing (a plain jump may face anywhere)', () => {
  const s = jumper(['fast', 'jump'])
  const fast = realPlay(s, [fastJump(at(10, 14), Math.PI)]).state
  expect(unitOf(fast, 'unit:p1:0').facing).toBeCloseTo(NORTH)
  const plain = realPlay(s, [
    { kind: 'move', path: [at(10, 4), at(10, 6)], facing: Math.PI, special: 'jump' },
  ])
  expect(unitOf(plain.state, 'unit:p1:0').facing).toBeCloseTo(Math.PI)
})

test('GF-SPM-COMBINED: crossed crates and mud are jumped over, not entered: no dangerous rolls (a fast walk rolls)', () => {
  const s = jumper(['fast', 'jump'], [CRATES, MUD])
  const { events } = realPlay(s, [fastJump(at(10, 14))])
  expect(eventsOf(events, 'PilotSkillRoll')).toHaveLength(0)
  expect(eventsOf(events, 'DamageDealt')).toHaveLength(0)
  // Walked fast over the same ground (into the mud, which costs double): both count as dangerous.
  const walk = realPlay(
    s,
    [{ kind: 'move', path: [at(10, 4), at(10, 11.5)], facing: 0, special: 'fast' }],
    [6, 6],
  )
  expect(eventsOf(walk.events, 'PilotSkillRoll').map((e) => e.why)).toEqual([
    'dangerous:terrain:crates',
    'dangerous:terrain:mud',
  ])
})

test('GF-SPM-COMBINED: landing in difficult terrain costs the jump’s 1 damage and no dangerous roll', () => {
  const s = jumper(['fast', 'jump'], [BOG])
  const { state, events } = realPlay(s, [fastJump(at(10, 14))])
  expect(eventsOf(events, 'PilotSkillRoll')).toHaveLength(0)
  expect(eventsOf(events, 'DamageDealt')).toEqual([expect.objectContaining({ amount: 1, cause: 'landing' })])
  expect(unitOf(state, 'unit:p1:0').armour).toBe(7)
})

test('GF-SPM-COMBINED: without Jump there is no fast jump; without Fast the fast half costs its focus point', () => {
  expect(realReject(jumper(['fast']), fastJump(at(10, 14)))).toBe('gunframe/no_jump')
  const s = jumper(['jump'])
  expect(s.focus.p1).toBe(1)
  const offered = realRuleset.legal(s).filter((d) => d.kind === 'move' && d.fast === true)
  expect(offered.length).toBeGreaterThan(0)
  const { state, events } = realPlay(s, [fastJump(at(10, 14))])
  expect(eventsOf(events, 'FocusSpent')).toEqual([expect.objectContaining({ for: 'fast' })])
  expect(state.focus.p1).toBe(0)
  // No focus point left: refused, and not offered.
  const broke = { ...s, focus: { ...s.focus, p1: 0 } }
  expect(realReject(broke, fastJump(at(10, 14)))).toBe('gunframe/no_focus')
  expect(realRuleset.legal(broke).some((d) => d.kind === 'move' && d.fast === true)).toBe(false)
})

test('GF-SPM-COMBINED: a climb uses no other special movement, so a fast climb is refused; fast goes only with a jump', () => {
  const s = jumper(['fast', 'jump', 'climb'])
  const move = { kind: 'move' as const, path: [at(10, 4), at(10, 6)], facing: 0 }
  expect(realReject(s, { ...move, special: 'climb', fast: true })).toBe('gunframe/no_fast_climb')
  expect(realReject(s, { ...move, special: 'take-off', fast: true })).toBe('gunframe/bad_combination')
  expect(realReject(s, { ...move, fast: true })).toBe('gunframe/bad_combination')
  expect(realReject(s, { ...move, special: 'jump', fast: 'yes' as unknown as boolean })).toBe(
    'gunframe/bad_combination',
  )
  expect(realRuleset.legal(s).some((d) => d.kind === 'move' && d.special === 'climb' && d.fast)).toBe(false)
})

test('GF-SPM-COMBINED: in high gravity a fast jump pays for both halves (two points: an Ace can, others cannot)', () => {
  const hg: EnvironmentSettings = { id: 'high-gravity' }
  const friends: Placed[] = [
    { side: 'p1', pos: at(30, 4) },
    { side: 'p1', pos: at(34, 4) },
  ]
  const plain = jumper(['fast', 'jump'], [WALL], hg, friends)
  expect(plain.focus.p1).toBe(2)
  expect(realReject(plain, fastJump(at(10, 14)))).toBe('gunframe/no_focus')
  expect(realRuleset.legal(plain).some((d) => d.kind === 'move' && d.fast === true)).toBe(false)
  const ace = jumper(['fast', 'jump', 'ace'], [WALL], hg, friends)
  expect(realRuleset.legal(ace).some((d) => d.kind === 'move' && d.fast === true)).toBe(true)
  const { state, events } = realPlay(ace, [fastJump(at(10, 14))])
  expect(eventsOf(events, 'FocusSpent').map((e) => e.for)).toEqual(['jump', 'fast'])
  expect(state.focus.p1).toBe(0)
  expect(unitOf(state, 'unit:p1:0').pos.y).toBeCloseTo(14)
  // High gravity keeps fast to units with the Fast upgrade.
  expect(realReject(jumper(['jump', 'ace'], [WALL], hg, friends), fastJump(at(10, 14)))).toBe(
    'gunframe/no_fast',
  )
})

test('GF-SPM-COMBINED: in low gravity a Fast unit without Jump pays one point for the jump half', () => {
  const s = jumper(['fast'], [WALL], { id: 'low-gravity' })
  const { state, events } = realPlay(s, [fastJump(at(10, 14))])
  expect(eventsOf(events, 'FocusSpent').map((e) => e.for)).toEqual(['jump'])
  expect(unitOf(state, 'unit:p1:0').pos.y).toBeCloseTo(14)
})

test('GF-SPM-COMBINED: a fast jump into contact is a jump charge', () => {
  const s = jumper(['fast', 'jump'], [WALL], undefined, [{ side: 'p2', pos: at(10, 16) }])
  // Pilot Skill 4: a 5 passes, both take 1.
  const { state, events } = realPlay(s, [fastJump(at(10, 14))], [5])
  expect(eventsOf(events, 'JumpCharge')).toEqual([expect.objectContaining({ success: true, damage: 1 })])
  expect(unitOf(state, 'unit:p1:0').armour).toBe(7)
  expect(unitOf(state, 'unit:p2:1').armour).toBe(7)
})

test('GF-SPM-COMBINED: a failed disengage keeps the move fast when the unit takes the damage and goes', () => {
  const s = jumper(['fast', 'jump'], [WALL], undefined, [{ side: 'p2', pos: at(10, 2) }])
  // Pilot Skill 4: a 2 fails; taking 2 damage, the fast jump still covers 10".
  const failed = realPlay(s, [fastJump(at(10, 14))], [2]).state
  expect(failed.stack[failed.stack.length - 1]).toMatchObject({ t: 'disengage', fast: true })
  const { state, events } = realPlay(failed, [{ kind: 'disengage', choice: 'take-damage' }])
  expect(eventsOf(events, 'UnitMoved')[0]).toMatchObject({ fast: true, special: 'jump' })
  expect(unitOf(state, 'unit:p1:0')).toMatchObject({ armour: 6 })
  expect(unitOf(state, 'unit:p1:0').pos.y).toBeCloseTo(14)
})
