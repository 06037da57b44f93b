/**
 * Project rulings on attack modifiers and Defense where the book's text leaves room (Attack
 * Modifiers: Charge, Crossfire, Elevated; Shut Down; Climb; Power Attacks), each pinned on the
 * real table rules: the reading chosen, and why, is in the GF-RULING-* rows of
 * docs/rules/parts/gunframe-battle.md.
 */
import { rect } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { TerrainFeature } from '../../table/contract.ts'
import { tableRules } from '../../table/index.ts'
import { createGunframeRuleset } from '../core/ruleset.ts'
import type { BattleState } from '../core/types.ts'
import { standardModules } from '../modules/index.ts'
import { activateAttack, moveTo, reactMove } from '../testkit/decisions.ts'
import { A, B, N, S } from '../testkit/fixtures.ts'
import { eventsOf, type Placed, play, scenario, tryPlay, unitOf } from '../testkit/testing.ts'
import { attackOddsFor } from './attack-odds.ts'

const real = createGunframeRuleset({ table: tableRules })
const ONES = Array(40).fill(1)
const W = Math.PI

/** A 6" wall from x = 10 to 16, the whole of y 0–20 (climbable, blocking). */
const wall = {
  id: 'terrain:wall',
  name: 'Wall',
  category: 'area',
  qualities: ['elevated', 'blocking'],
  height: 6,
  polygon: rect(10, 0, 6, 20),
} as TerrainFeature
const field = { width: 36, depth: 36, terrain: [wall] }
/** Where a unit of radius 1 stands at the foot of the wall's west face. */
const FOOT = 9

function modifiersOf(s: BattleState, attacker = A, target = B): string[] | undefined {
  const { events } = play(s, activateAttack(attacker, target), ONES, real)
  return eventsOf(events, 'AttackDeclared')[0]?.modifiers
}

describe('GUNFRAME rulings: attack modifiers', () => {
  test('GF-RULING-ELEVATED-CLIMBER / GF-ATK-ELEVATED: a climber hanging part-way up a wall is not on elevated terrain: no Elevated bonus, for the attack or its odds', () => {
    const hangs = { elevation: 3, hanging: { x: FOOT, y: 10 } }
    const climber = (side: 'p1' | 'p2'): Placed => ({ side, pos: { x: FOOT, y: 10 }, facing: W, set: hangs })
    // A hangs 3" up the wall's west face; B stands on the ground 5" west of it.
    const s = scenario([climber('p1'), { side: 'p2', pos: { x: 4, y: 10 }, facing: 0 }], { field })
    expect(modifiersOf(s)).toEqual([])
    // The odds the battle shows are built from the same plan: no extra die either.
    const odds = attackOddsFor(s, A, B, { modules: standardModules(), table: tableRules })
    expect(odds.ok && odds.value.plan.modifiers).toEqual([])
    const rolled = play(s, activateAttack(A, B), ONES, real).events
    expect(odds.ok && odds.value.dice.attackPool).toBe(eventsOf(rolled, 'FirepowerRolled')[0]?.pool)
    // Standing on top of the wall it is on elevated terrain: +1D against a unit on the ground.
    const top = scenario(
      [
        { side: 'p1', pos: { x: 11, y: 10 }, facing: W, set: { elevation: 6 } },
        { side: 'p2', pos: { x: 4, y: 10 }, facing: 0 },
      ],
      { field },
    )
    expect(modifiersOf(top)).toEqual(['elevated'])
    // The other way round: a unit on top of the wall shooting a hanging climber has the bonus,
    // since its target is not on elevated terrain either.
    const down = scenario(
      [
        { side: 'p1', pos: { x: 13, y: 18 }, facing: W, set: { elevation: 6 } },
        { ...climber('p2'), facing: 0 },
      ],
      { field },
    )
    expect(modifiersOf(down)).toContain('elevated')
  })

  test('GF-RULING-ELEVATED-VS-FLYER / GF-ATK-ELEVATED: no Elevated bonus against a flying target, even from elevated terrain; a flyer has it against any ground target', () => {
    const hill = {
      id: 'terrain:hill',
      name: 'Hill',
      category: 'area',
      qualities: ['elevated'],
      height: 1,
      slope: true,
      polygon: rect(4, 4, 12, 14),
    } as TerrainFeature
    const at = (aOn: 'hill' | 'air', bOn: 'hill' | 'air' | 'ground'): BattleState =>
      scenario(
        [
          {
            side: 'p1',
            pos: { x: 10, y: 10 },
            facing: N,
            profile: { upgrades: aOn === 'air' ? [{ id: 'fly' }] : [] },
            set: aOn === 'hill' ? { elevation: 1 } : {},
          },
          {
            side: 'p2',
            pos: { x: 10, y: bOn === 'ground' ? 22 : 16 },
            facing: S,
            profile: { upgrades: bOn === 'air' ? [{ id: 'fly' }] : [] },
            set: bOn === 'hill' ? { elevation: 1 } : {},
          },
        ],
        { field: { width: 36, depth: 36, terrain: [hill] } },
      )
    expect(modifiersOf(at('hill', 'ground'))).toEqual(['elevated'])
    expect(modifiersOf(at('hill', 'air'))).toEqual([])
    expect(modifiersOf(at('air', 'air'))).toEqual([])
    expect(modifiersOf(at('air', 'hill'))).toEqual(['elevated'])
  })

  test('GF-RULING-CROSSFIRE-DOWN: a knocked-down target keeps its real front and back arcs for Crossfire', () => {
    // A in front of B, an unactivated friend of A behind B (the opposite arc), or beside A.
    const mk = (down: boolean, friend: Placed['pos'], facing = S) =>
      scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
        { side: 'p2', pos: { x: 10, y: 15 }, facing: S, set: { knockedDown: down } },
        { side: 'p1', pos: friend, facing },
      ])
    expect(modifiersOf(mk(false, { x: 10, y: 20 }))).toEqual(['crossfire'])
    // Knocked down, every attack counts as a rear attack, but only the friend in the opposite
    // arc still gives Crossfire.
    expect(modifiersOf(mk(true, { x: 10, y: 20 }))).toEqual(['crossfire', 'rear'])
    expect(modifiersOf(mk(true, { x: 14, y: 12 }, W))).toEqual(['rear'])
  })

  test('GF-RULING-CHARGE-ACTIVATION: Charge looks only at the attacker’s own activation; an earlier reaction neither gives it nor spoils it', () => {
    const start = (from: number): BattleState =>
      scenario(
        [
          { side: 'p1', pos: { x: 10, y: from }, facing: N },
          { side: 'p2', pos: { x: 10, y: 16 }, facing: S },
          { side: 'p1', pos: { x: 30, y: 5 }, facing: N, set: { activated: true } },
        ],
        { next: 'p2' },
      )
    // A reaction move into contact: the later activation's attack is no charge.
    const reacted = play(
      start(10),
      [
        { kind: 'activate', unit: B },
        moveTo({ x: 10, y: 16 }, { x: 10, y: 15 }, S),
        reactMove(A, { x: 10, y: 10 }, { x: 10, y: 12.99 }, N),
        { kind: 'end-activation' },
      ],
      undefined,
      real,
    ).state
    expect(modifiersOf(reacted)).toEqual([])
    // A reaction move elsewhere first: the activation's move into contact and attack still charge.
    const early = play(
      start(8),
      [
        { kind: 'activate', unit: B },
        moveTo({ x: 10, y: 16 }, { x: 10, y: 15 }, S),
        reactMove(A, { x: 10, y: 8 }, { x: 10, y: 10 }, N),
        { kind: 'end-activation' },
      ],
      undefined,
      real,
    ).state
    const { events } = play(
      early,
      [
        { kind: 'activate', unit: A },
        moveTo({ x: 10, y: 10 }, { x: 10, y: 12.99 }, N),
        { kind: 'attack', target: B },
      ],
      ONES,
      real,
    )
    expect(eventsOf(events, 'AttackDeclared')[0]?.modifiers).toEqual(['charge'])
  })
})

describe('GUNFRAME rulings: halved Defense and shut-down climbers', () => {
  /** B shoots A, who hangs part-way up the wall and/or is shut down (Defense 4). */
  function defencePool(set: Record<string, unknown>): number | undefined {
    const s = scenario(
      [
        { side: 'p1', pos: { x: FOOT, y: 10 }, facing: 0, profile: { defense: 4 }, set },
        { side: 'p2', pos: { x: FOOT - 4, y: 10 }, facing: 0 },
      ],
      { field, next: 'p2' },
    )
    const { events } = play(s, activateAttack(B, A), ONES, real)
    return eventsOf(events, 'DefenseRolled')[0]?.pool
  }

  test('GF-RULING-HALVE-ONCE: Defense is halved once, however many halving conditions apply (hanging on a climb and shut down)', () => {
    const hangs = { elevation: 3, hanging: { x: FOOT, y: 10 } }
    expect(defencePool(hangs)).toBe(2)
    expect(defencePool({ shutDown: true })).toBe(2)
    expect(defencePool({ ...hangs, shutDown: true })).toBe(2)
  })

  test('GF-RULING-SHUTDOWN-HANGING: a climber shut down part-way up a wall stays there (only a flyer falls when shut down)', () => {
    const s = scenario(
      [
        {
          side: 'p1',
          pos: { x: FOOT, y: 10 },
          facing: 0,
          profile: { defense: 1, armour: 20 },
          set: { elevation: 3, hanging: { x: FOOT, y: 10 } },
        },
        {
          side: 'p2',
          pos: { x: FOOT - 4, y: 10 },
          facing: 0,
          profile: { loadout: { close: 3, short: 6, medium: 3, long: 3 } },
        },
      ],
      { field, next: 'p2' },
    )
    const shot = play(s, activateAttack(B, A), [6, 6, 6, 6, 6, 6, ...ONES], real).state
    const { state } = play(shot, [{ kind: 'power', spend: [{ id: 'shut-down' }] }], ONES, real)
    expect(unitOf(state, A)).toMatchObject({
      elevation: 3,
      hanging: { x: FOOT, y: 10 },
      counters: { shutDown: true },
    })
  })
})

describe('GUNFRAME rulings: power attacks', () => {
  test('GF-RULING-POWER-ONCE / GF-POW-ONCE: each power attack is bought once per attack; an X power attack takes all its points in one purchase', () => {
    const s = scenario([
      {
        side: 'p1',
        pos: { x: 10, y: 10 },
        facing: N,
        profile: {
          loadout: { close: 6, short: 3, medium: 3, long: 3 },
          upgrades: [{ id: 'blast', on: 'close' }],
        },
      },
      {
        side: 'p2',
        pos: { x: 10, y: 12 },
        facing: S,
        profile: { armour: 30, loadout: { close: 0, short: 3, medium: 3, long: 3 } },
      },
      { side: 'p2', pos: { x: 13, y: 12 }, facing: S, profile: { armour: 30 } },
    ])
    // Six hits, six power points.
    const hit = play(s, activateAttack(A, B), [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1], real).state
    const spend = (list: { id: string; x?: number }[]) =>
      tryPlay(hit, [{ kind: 'power', spend: list }], ONES, real).error
    expect(spend([{ id: 'recoil' }, { id: 'recoil' }])).toBe('gunframe/power_twice')
    expect(spend([{ id: 'distract' }, { id: 'distract' }])).toBe('gunframe/power_twice')
    expect(
      spend([
        { id: 'blast', x: 1 },
        { id: 'blast', x: 1 },
      ]),
    ).toBe('gunframe/power_twice')
    expect(spend([{ id: 'blast', x: 2 }])).toBeUndefined()
    expect(spend([{ id: 'recoil' }, { id: 'knock-down' }, { id: 'distract' }])).toBeUndefined()
  })
})
