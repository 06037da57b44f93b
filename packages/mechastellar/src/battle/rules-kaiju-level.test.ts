/**
 * "Level 1+ Pilots & Kaiju" (ruling MS-RULING-LEVEL-KAIJU): the level bar covers Kaiju as it
 * covers pilots, so a Level 0 Kaiju has none of the Level 1+ privileges — it gives enemies
 * Tactical Advantage when it falls from crumbling terrain (MS-TER-CRUMBLE), picks no Level 1+
 * bonus and does not lower its side's starting Momentum.
 */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, rect, script, table, terrain, unit } from '../testkit/index.ts'
import { attackBonuses } from './core/act.ts'
import { tacticalAdvantage } from './modules/advantage.ts'
import { startingMomentum } from './modules/momentum.ts'

describe('Level 0 Kaiju', () => {
  test('MS-RULING-LEVEL-KAIJU / MS-TER-CRUMBLE: a Level 0 Kaiju falling from crumbled terrain gives enemies Tactical Advantage; a Level 1 Kaiju does not', () => {
    const block = terrain('block', 'ruin', rect(2, 20, 34, 26), {
      highGround: true,
      cover: true,
      destructible: true,
      height: 3,
    })
    let s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 }, patch: { level: 1 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 30 } },
        { unit: 'kingdan', at: { x: 17, y: 23 } },
        { unit: 'trident-drake', at: { x: 27, y: 23 } },
      ],
      terrain: [block],
      momentum: { p1: 0, p2: 0 },
    })
    unit(s, P2(2)).onHighGround = 'block'
    unit(s, P2(3)).onHighGround = 'block'
    expect([unit(s, P2(2)).profile.level, unit(s, P2(3)).profile.level]).toEqual([0, 1])
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // Every attack and defence die misses; the cover check rolls a 1 and the block crumbles.
    s = script(s, [...Array(16).fill(1), 1, ...Array(20).fill(1)])
    const r = playSettled(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] })
    expect(r.events).toContainEqual({ type: 'TerrainDestroyed', terrain: 'block' })
    const a = unit(r.state, P1(1))
    const basic = unit(r.state, P2(2))
    const dreadful = unit(r.state, P2(3))
    expect([basic.onHighGround, dreadful.onHighGround]).toEqual([null, null])
    expect(tacticalAdvantage(r.state, a, basic, false, false)).toBe(true)
    expect(tacticalAdvantage(r.state, a, dreadful, false, false)).toBe(false)
  })

  test('MS-RULING-LEVEL-KAIJU / MS-L1-LEVEL0 / MS-MOM-START: a Level 0 Kaiju picks no Level 1+ bonus and costs its side no starting Momentum', () => {
    const s = table({
      p1: [{ unit: 'kingdan', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'trident-drake', at: { x: 30, y: 40 } }],
    })
    const kingdan = unit(s, P1(1))
    const bite = kingdan.profile.weapons.find((w) => w.kind === 'melee')
    expect(bite && attackBonuses(kingdan, bite)).toEqual(['none'])
    expect(startingMomentum(s.units, 'p1')).toBe(10)
    expect(startingMomentum(s.units, 'p2')).toBe(8)
  })
})
