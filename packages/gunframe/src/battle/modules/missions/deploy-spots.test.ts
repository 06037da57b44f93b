/**
 * A deploy prompt gathers what its spots need once (the mission's area rule, the other figures)
 * and hands the spots it listed to reserveModes: the same answers as asking spot by spot.
 */
import gunframe from '@sortie/gunframe/package'
import { tableRules } from '@sortie/gunframe/table'
import { describe, expect, test } from 'vitest'
import { toDeploy } from '../../core/deploy.ts'
import type { BattleState } from '../../core/types.ts'
import { deployingSeat, deploymentSpots, placementOk, reserveModes } from './deploy.ts'

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
})
