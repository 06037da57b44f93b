/**
 * Cautious and Piercing on a real table (rulebook "Upgrades"; PLAYING GUNFRAME › DEFENSE, cover
 * and hard cover): crates touching a base give it cover against an attack from beyond them.
 */
import { describe, expect, test } from 'vitest'
import type { Battlefield, TerrainFeature } from '../../../table/contract.ts'
import { tableRules } from '../../../table/index.ts'
import type { BattleEvent } from '../../core/events/index.ts'
import { createGunframeRuleset } from '../../core/ruleset.ts'
import type { BattleState } from '../../core/types.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A, B, B2 as C, corners, N, S } from '../../testkit/fixtures.ts'
import { eventsOf, NO_CLOSE, type Placed, play, scenario, ups } from '../../testkit/testing.ts'

const real = createGunframeRuleset({ table: tableRules })

const crates = (id: string, x0: number, y0: number, x1: number, y1: number): TerrainFeature =>
  ({
    id,
    name: id,
    category: 'obstacle',
    qualities: [],
    height: 1,
    polygon: corners(x0, y0, x1, y1),
  }) as TerrainFeature

/** A (south) fires at B, whose base touches a line of crates on A's side. */
function behindCrates(
  a: Placed['profile'],
  b: Placed['profile'],
  more: Placed[] = [],
  extra: TerrainFeature[] = [],
) {
  const field: Battlefield = {
    width: 36,
    depth: 36,
    terrain: [crates('terrain:crates', 15, 15.3, 21, 15.98), ...extra],
  }
  return scenario(
    [
      { side: 'p1', pos: { x: 18, y: 9 }, facing: N, profile: a ?? {} },
      {
        side: 'p2',
        pos: { x: 18, y: 17 },
        facing: S,
        profile: { loadout: NO_CLOSE, ...b },
        set: { activated: true },
      },
      ...more,
    ],
    { field },
  )
}

const defensePool = (s: BattleState): number => {
  const { events } = play(s, activateAttack(A, B), Array(12).fill(1), real)
  return eventsOf(events, 'DefenseRolled')[0]!.pool
}

const PIERCING = { upgrades: [{ id: 'piercing', on: 'short' }] }

describe('cover upgrades on a real table', () => {
  test('GF-UPG-CAUTIOUS: its cover counts as hard cover: Defense 3 rolls 5 dice, not 4', () => {
    expect(defensePool(behindCrates({}, {}))).toBe(4)
    expect(defensePool(behindCrates({}, ups('cautious')))).toBe(5)
  })

  test('GF-UPG-PIERCING: the target of a Piercing weapon gets no cover die, Cautious or not', () => {
    expect(defensePool(behindCrates(PIERCING, {}))).toBe(3)
    expect(defensePool(behindCrates(PIERCING, ups('cautious')))).toBe(3)
  })
})

describe('cover upgrades against blast hits', () => {
  /** C stands 2.5" from B's centre with crates between them: what C's blast hits roll against. */
  const blastOnC = (weapon: string[], c: Placed['profile'] = {}) => {
    const s = behindCrates(
      { upgrades: weapon.map((id) => ({ id, on: 'short' })) },
      {},
      [
        {
          side: 'p2',
          pos: { x: 21.5, y: 17 },
          facing: S,
          profile: { loadout: NO_CLOSE, ...c },
          set: { activated: true },
        },
      ],
      [crates('terrain:crates-2', 19.8, 15.5, 20.48, 18.5)],
    )
    const { state } = play(
      s,
      activateAttack(A, B),
      // Short 3: 6, 6, 4; B's Defense 3 + cover (none with Piercing): all blank.
      [6, 6, 4, 1, 1, 1, 1],
      real,
    )
    const { events } = play(
      state,
      [{ kind: 'power', spend: [{ id: 'blast', x: 2 }] }],
      Array(6).fill(1),
      real,
    )
    return events
  }

  const poolOnC = (events: BattleEvent[]) => eventsOf(events, 'PowerHits').find((e) => e.unit === C)!.pool

  test('GF-UPG-PIERCING: blast victims of a Piercing weapon lose their cover die too', () => {
    expect(poolOnC(blastOnC(['blast']))).toBe(4)
    expect(poolOnC(blastOnC(['blast', 'piercing']))).toBe(3)
  })

  test('GF-UPG-CAUTIOUS: a Cautious blast victim counts its cover as hard cover (unless Piercing)', () => {
    expect(poolOnC(blastOnC(['blast'], ups('cautious')))).toBe(5)
    expect(poolOnC(blastOnC(['blast', 'piercing'], ups('cautious')))).toBe(3)
  })
})
