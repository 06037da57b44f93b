/** Which side holds which half of the table (MS-RULING-HALVES). */
import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import mechastellar from '../package.ts'
import { P1, P2, play, preset, ruleset, unit } from '../testkit/index.ts'
import { deployProblem, deploySpots, zoneOf } from './core/deploy.ts'
import { startBattle } from './core/setup.ts'
import type { MsSetup, MsState } from './core/types.ts'
import { deployFacing } from './queries.ts'
import { quickSetup } from './quick.ts'

const start = (setup: MsSetup): MsState => unwrap(startBattle(setup, 'halves'))

describe('MS-RULING-HALVES', () => {
  test('MS-RULING-HALVES: a setup naming p2 for the south gives p2 the low-y zone, its spots and a northward facing; p1 takes the north', () => {
    const s = start(preset(quickSetup({ south: 'p2' })))
    expect(zoneOf(s, 'p2')).toEqual({ y0: 0, y1: 12 })
    expect(zoneOf(s, 'p1')).toEqual({ y0: 36, y1: 48 })
    expect(deployProblem(s, unit(s, P2(1)), { x: 20, y: 8 })).toBeNull()
    expect(deployProblem(s, unit(s, P1(1)), { x: 20, y: 8 })).toMatch(/outside the deployment zone/)
    expect(deploySpots(s, unit(s, P2(1))).every((p) => p.y <= 12)).toBe(true)
    expect(deploySpots(s, unit(s, P1(1))).every((p) => p.y >= 36)).toBe(true)
    expect(deployFacing(s, 'p2')).toBe(90)
    expect(deployFacing(s, 'p1')).toBe(270)
    // The listed deployments face the enemy's edge and are accepted.
    const d = ruleset.legal(s).find((x) => x.kind === 'deploy')
    expect(d).toMatchObject({ seat: 'p1', facing: 270 })
    expect(play(s, d as never)).toBeTruthy()
  })

  test('MS-RULING-HALVES: a setup that names no side plays as before — p1 holds the south', () => {
    const s = start(preset(quickSetup()))
    expect(zoneOf(s, 'p1')).toEqual({ y0: 0, y1: 12 })
    expect(deployFacing(s, 'p1')).toBe(90)
  })

  test('MS-RULING-HALVES: the quick battle dices for the halves — the same seed, the same halves; over many seeds, each side gets the south about half the time', () => {
    const south = (seed: string) => unwrap(mechastellar.quickSetup({}, seed)).south
    expect(south('a')).toBe(south('a'))
    const p1 = Array.from({ length: 200 }, (_, i) => south(`s${i}`)).filter((x) => x === 'p1').length
    expect(p1).toBeGreaterThan(70)
    expect(p1).toBeLessThan(130)
  })

  test('MS-RULING-HALVES: the players may name the south side instead of dicing; anything else is refused with a readable message', () => {
    for (const side of ['p1', 'p2'] as const)
      for (const seed of ['a', 'b', 'c'])
        expect(unwrap(mechastellar.quickSetup({ south: side }, seed)).south).toBe(side)
    expect(unwrap(mechastellar.quickSetup({ south: 'dice' }, 'a')).south).toBe(
      unwrap(mechastellar.quickSetup({}, 'a')).south,
    )
    const bad = mechastellar.quickSetup({ south: 'east' }, 'a')
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.error.code).toBe('mechastellar/bad_option')
      expect(bad.error.message).toMatch(/--south must be p1, p2 or dice/)
    }
  })
})
