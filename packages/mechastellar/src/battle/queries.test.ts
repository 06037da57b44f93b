/** The table's questions (MS-WEB-VERDICT): free placement judged by the engine, reach, sight, rings. */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, preset, ruleset, table, terrain, unit } from '../testkit/index.ts'
import { startBattle } from './core/setup.ts'
import { deployBand, engagementRing, moveFacing, moveVerdict, reachOf, sightsFrom } from './queries.ts'
import { quickSetup } from './quick.ts'

describe('table queries', () => {
  test('MS-WEB-VERDICT: any spot on the table is judged by the rules; a legal one comes with the decision apply accepts', () => {
    let s = table({
      p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 40 } }],
      momentum: { p1: 1 },
    })
    expect(moveVerdict(s, P1(1), { x: 10, y: 14 }).reason).toMatch(/cannot move now/)
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    const far = moveVerdict(s, P1(1), { x: 10, y: 30 })
    expect(far).toMatchObject({ ok: false, decision: null })
    expect(far.reason).toMatch(/beyond its 6" Move/)
    const near = moveVerdict(s, P1(1), { x: 12.123, y: 15 })
    expect(near.ok).toBe(true)
    expect(near.momentum).toBe(1) // pressing the enemy from Momentum 1
    expect(near.decision).toMatchObject({ kind: 'move', to: { x: 12.12, y: 15 } })
    const after = play(s, near.decision as never)
    expect(unit(after, P1(1)).pos).toEqual({ x: 12.12, y: 15 })
    // the facing follows the travel, clamped to 90° of rotation
    expect(moveFacing(unit(s, P1(1)), { x: 4, y: 9 })).toBe(180)
    expect(moveVerdict(s, P2(1), { x: 10, y: 38 }).ok).toBe(false)
  })

  test('MS-WEB-VERDICT: deployment spots anywhere in the zone; outside it the reason is the rule', () => {
    const r = startBattle(preset(quickSetup()), 'x')
    if (!r.ok) throw new Error(r.error.message)
    const s = r.value
    const p = ruleset.prompt(s)
    if (p?.kind !== 'deploy') throw new Error('expected deployment')
    const id = p.units[0] as string
    const side = unit(s, id).side
    const band = deployBand(s, side) as { y0: number; y1: number }
    expect(moveVerdict(s, id, { x: 30, y: 24 }).reason).toMatch(/outside the deployment zone/)
    const ok = moveVerdict(s, id, { x: 33.3, y: (band.y0 + band.y1) / 2 })
    expect(ok.ok).toBe(true)
    expect(ruleset.apply(s, ok.decision as never).ok).toBe(true)
  })

  test('MS-WEB-VERDICT: reach, engagement ring and sight are the rules’ numbers', () => {
    const wall = terrain(
      'wall',
      'building',
      [
        { x: 0, y: 20 },
        { x: 48, y: 20 },
        { x: 48, y: 21 },
        { x: 0, y: 21 },
      ],
      { blocksLos: true, highGround: true, height: 5 },
    )
    const s = table({
      p1: [{ unit: 'volt-lion', at: { x: 10, y: 10 } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 10, y: 16 } },
        { unit: 'zaku-ii', at: { x: 30, y: 30 } },
      ],
      terrain: [wall],
    })
    const lion = unit(s, P1(1))
    expect(engagementRing(lion)).toBe(7)
    expect(reachOf(lion)).toBe(lion.profile.move)
    expect(sightsFrom(s, P1(1)).map((x) => x.id)).toEqual([P2(1)])
  })
})
