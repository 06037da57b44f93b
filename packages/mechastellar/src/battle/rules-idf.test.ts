/**
 * Indirect Fire (MS-LOS-IDF): no crit of any kind (ruling A-28), the Power bonus's Crit Hit
 * included; Cover only for a target within engagement range of a piece of Cover (ruling
 * MS-RULING-IDF-COVER).
 */
import { describe, expect, test } from 'vitest'
import type { Placed } from '../testkit/index.ts'
import { crate, P1, P2, play, rect, script, table, terrain, unit } from '../testkit/index.ts'
import type { Terrain } from './core/types.ts'

describe('Indirect Fire', () => {
  test('MS-LOS-IDF / MS-RULING-A28: an IDF attack gains nothing from the Power bonus’s +1 Crit Hit', () => {
    const flowOf = (bonus: 'none' | 'power') => {
      let s = table({
        p1: [{ unit: 'iron-castle', at: { x: 10, y: 10 } }],
        p2: [{ unit: 'zaku-ii', at: { x: 10, y: 24 } }],
        momentum: { p1: 0, p2: 0 },
      })
      const ic = unit(s, P1(1))
      ic.profile = {
        ...ic.profile,
        weapons: ic.profile.weapons.map((w) => (w.id === 'photon-beams' ? { ...w, idf: true } : w)),
      }
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      s = script(s, Array(40).fill(1))
      s = play(s, { seat: 'p1', kind: 'attack', weapon: 'photon-beams', targets: [P2(1)], bonus })
      return s.attacks[0]
    }
    expect(flowOf('none')).toMatchObject({ hitBonus: 7, canCrit: false })
    expect(flowOf('power')).toMatchObject({ hitBonus: 7, canCrit: false, bonus: 'power' })
  })

  test('MS-LOS-IDF / MS-RULING-IDF-COVER: against IDF only a target within engagement range of Cover keeps the Cover it would have', () => {
    const block = terrain('block', 'building', rect(4, 14, 16, 16), {
      height: 8,
      blocksLos: true,
      highGround: true,
    })
    const coverVsCannon = (target: Placed, pieces: Terrain[]) => {
      let s = table({ p1: [{ unit: 'guncannon', at: { x: 10, y: 10 } }], p2: [target], terrain: pieces })
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      s = script(s, Array(40).fill(1))
      s = play(s, { seat: 'p1', kind: 'attack', weapon: 'shoulder-cannons', targets: [P2(1)] })
      return s.attacks[0]?.cover
    }
    // Hidden by the block but 18" beyond it: no Cover against the shell.
    expect(coverVsCannon({ unit: 'zaku-ii', at: { x: 10, y: 34 } }, [block])).toBe(false)
    // Hidden by the block and 3" from it: inside its 5" engagement range, it keeps Cover.
    expect(coverVsCannon({ unit: 'zaku-ii', at: { x: 10, y: 19 } }, [block])).toBe(true)
    // In the open with a crate 1" behind it: near Cover, but it would have none, so none to keep.
    expect(coverVsCannon({ unit: 'zaku-ii', at: { x: 10, y: 30 } }, [crate('crate', 8, 32, 12, 34)])).toBe(
      false,
    )
  })
})
