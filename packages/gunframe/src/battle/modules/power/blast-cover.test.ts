/**
 * POWER ATTACKS › BLAST on the real table: a unit caught by the blast counts cover as if the
 * blasted target had attacked it, measured from the target's centre. The blast has no arc, so
 * the target's facing changes nothing; a unit hidden from it entirely by the feature it touches
 * still has that feature's cover (GF-RULING-PROPOSED-BLAST-UNSEEN).
 */
import { describe, expect, test } from 'vitest'
import { box } from '../../../table/build.ts'
import type { TerrainFeature } from '../../../table/contract.ts'
import { A, B, B2 as C, N, S } from '../../testkit/fixtures.ts'
import { realRuleset } from '../../testkit/optional.ts'
import { eventsOf, NO_CLOSE, play, scenario } from '../../testkit/testing.ts'

/** Low crates standing between the target B (18, 17) and C (21.5, 17), touching C's base. */
const CRATES = box('crates', 19.8, 14, 0.68, 6, { category: 'obstacle', height: 1 })
/** A tall building in the same place: B cannot see C through it. */
const BUILDING = box('building', 19.8, 12, 0.68, 10, { qualities: ['blocking'], height: 8 })

/**
 * A (p1, Blast on Short) shoots B 8" north; C (Defense 3) stands 3.5" east of B's centre. The
 * short attack 6, 6, 4 against B's 1, 1, 1 leaves 2 power points, spent on a 2-hit blast; the
 * rest of the dice are C's (and nobody else is within 3"). Returns the dice C defends with.
 */
function blastPoolOfC(terrain: TerrainFeature[], bFacing: number): number | undefined {
  const s = scenario(
    [
      { side: 'p1', pos: { x: 18, y: 9 }, facing: N, profile: { upgrades: [{ id: 'blast', on: 'short' }] } },
      {
        side: 'p2',
        pos: { x: 18, y: 17 },
        facing: bFacing,
        profile: { loadout: NO_CLOSE },
        set: { activated: true },
      },
      {
        side: 'p2',
        pos: { x: 21.5, y: 17 },
        facing: S,
        profile: { loadout: NO_CLOSE },
        set: { activated: true },
      },
    ],
    { field: { width: 36, depth: 36, terrain } },
  )
  const hit = play(
    s,
    [
      { kind: 'activate', unit: A },
      { kind: 'attack', target: B },
    ],
    [6, 6, 4, 1, 1, 1],
    realRuleset,
  )
  const r = play(hit.state, [{ kind: 'power', spend: [{ id: 'blast', x: 2 }] }], [1, 1, 1, 1], realRuleset)
  return eventsOf(r.events, 'PowerHits').find((e) => e.unit === C)?.pool
}

describe('blast: cover as if the target attacked', () => {
  test('GF-POW-BLAST: cover is measured from the target’s centre all round, whichever way the target faces', () => {
    // Defense 3 and the crates’ cover: 4 dice, with B facing C (east), away (west) or A (south).
    expect(blastPoolOfC([CRATES], 0)).toBe(4)
    expect(blastPoolOfC([CRATES], Math.PI)).toBe(4)
    expect(blastPoolOfC([CRATES], S)).toBe(4)
    // No terrain: no cover.
    expect(blastPoolOfC([], 0)).toBe(3)
  })

  test('GF-RULING-PROPOSED-BLAST-UNSEEN: a caught unit wholly hidden from the target by the building it touches keeps that building’s cover', () => {
    // The blast reaches what the target cannot see; the wall between them still shields it, as the
    // crates do (a wall hiding the whole unit is no worse a shield than one hiding part of it).
    expect(blastPoolOfC([BUILDING], 0)).toBe(4)
    expect(blastPoolOfC([BUILDING], Math.PI)).toBe(4)
    // Out of touch with the building, nothing shields it: its bare Defense.
    const away = box('building', 19.3, 12, 0.3, 10, { qualities: ['blocking'], height: 8 })
    expect(blastPoolOfC([away], 0)).toBe(3)
  })
})
