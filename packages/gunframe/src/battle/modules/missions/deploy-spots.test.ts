/**
 * A deploy prompt gathers what its spots need once (the mission's area rule, the other figures)
 * and hands the spots it listed to reserveModes: the same answers as asking spot by spot.
 */
import type { Vec } from '@sortie/engine'
import gunframe from '@sortie/gunframe/package'
import { tableRules } from '@sortie/gunframe/table'
import { describe, expect, test } from 'vitest'
import { battleTable } from '../../actions/attack-odds.ts'
import { toDeploy } from '../../core/deploy.ts'
import type { BattleDecision, BattleState } from '../../core/types.ts'
import { standardModules } from '../index.ts'
import { bestDeploy, deployingSeat, deploymentSpots, placementOk, reserveModes } from './deploy.ts'

/** Spots valued towards the centre, towards a corner, and in coarse rings (many ties). */
function values(s: BattleState): ((p: Vec) => number)[] {
  const c = { x: s.field.width / 2, y: s.field.depth / 2 }
  return [
    (p) => -Math.hypot(p.x - c.x, p.y - c.y),
    (p) => -Math.hypot(p.x, p.y),
    (p) => Math.round(Math.hypot(p.x - c.x, p.y - c.y) / 10),
  ]
}

/** bestDeploy is the listing's first deploy decision of the highest value (none when it lists none). */
function sameBest(s: BattleState, legal: readonly BattleDecision[]): void {
  const table = battleTable(s, standardModules(), tableRules)
  for (const value of values(s)) {
    let want: BattleDecision | undefined
    let top = Number.NEGATIVE_INFINITY
    for (const d of legal)
      if (d.kind === 'deploy' && value(d.pos) > top) {
        top = value(d.pos)
        want = d
      }
    expect(bestDeploy(s, table, value)).toEqual(want)
  }
}

describe('deploy spots', () => {
  for (const mission of ['domination', 'ambush', 'breakthrough', 'doomsday'])
    test(`GF-MIS-DEPLOY: every listed spot is a placement, and reserveModes given the spots answers as without (${mission})`, () => {
      const setup = gunframe.quickSetup({ battlefield: 'city', mission }, `spots-${mission}`)
      expect(setup.ok).toBe(true)
      if (!setup.ok) return
      const ruleset = gunframe.ruleset()
      const started = ruleset.start(setup.value, `spots-${mission}`)
      if (!started.ok) throw new Error(started.error.message)
      let s = started.value as BattleState
      let checked = 0
      for (let n = 0; n < 60; n++) {
        const p = ruleset.prompt(s)
        if (!p) break
        const seat = deployingSeat(s)
        const u = seat ? toDeploy(s, seat)[0] : undefined
        if (p.kind === 'deploy' && seat && u) {
          const spots = deploymentSpots(s, tableRules, u, seat)
          for (const d of ruleset.legal(s))
            if (d.kind === 'deploy') expect(placementOk(s, tableRules, u, d.pos, d.facing)).toBe(true)
          expect(reserveModes(s, u, tableRules, spots)).toEqual(reserveModes(s, u, tableRules))
          sameBest(s, ruleset.legal(s))
          checked++
        }
        const legal = ruleset.legal(s).filter((d) => d.seat === (p.seats?.[0] ?? p.seat))
        const d = legal.find((x) => (x as { kind: string }).kind === 'deploy') ?? legal[0]
        const step = ruleset.apply(s, d as never)
        if (!step.ok) throw new Error(step.error.code)
        s = step.value.state as BattleState
      }
      expect(checked).toBeGreaterThan(0)
    })

  test('GF-MIS-DEPLOY: the best spot asked alone is the listing’s first best (free-for-all, edges, areas)', () => {
    let checked = 0
    const setups = [
      { battlefield: 'forest', players: '3' },
      { battlefield: 'desert', mission: 'ambush' },
      { battlefield: 'moon', mission: 'doomsday' },
    ]
    for (const [i, values] of setups.entries()) {
      const setup = gunframe.quickSetup(values, `best-spot-${i}`)
      if (!setup.ok) throw new Error(setup.error.message)
      const ruleset = gunframe.ruleset()
      const started = ruleset.start(setup.value, `best-spot-${i}`)
      if (!started.ok) throw new Error(started.error.message)
      let s = started.value as BattleState
      for (let n = 0; n < 80; n++) {
        const p = ruleset.prompt(s)
        if (!p) break
        const legal = ruleset.legal(s).filter((d) => d.seat === (p.seats?.[0] ?? p.seat))
        if (p.kind === 'deploy') {
          sameBest(s, ruleset.legal(s))
          checked++
        }
        // Deploy the last spot listed, so later prompts meet crowded zones.
        const d = legal.findLast((x) => x.kind === 'deploy') ?? legal[0]
        const step = ruleset.apply(s, d as never)
        if (!step.ok) throw new Error(step.error.code)
        s = step.value.state as BattleState
      }
    }
    expect(checked).toBeGreaterThan(10)
  })
})
