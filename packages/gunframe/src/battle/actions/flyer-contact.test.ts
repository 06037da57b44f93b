/**
 * GF-RULING-PROPOSED-FLYER-CONTACT on the real table: a unit on the ground and an enemy flyer
 * touching are not engaged, so a walker brushing past a flyer on its way is not stopped there
 * (GF-MOVE-ENGAGED stops it only at an enemy it would engage).
 */
import { describe, expect, test } from 'vitest'
import { tableRules } from '../../table/index.ts'
import { createGunframeRuleset } from '../core/ruleset.ts'
import type { BattleDecision, BattleState } from '../core/types.ts'
import { A, N, S } from '../testkit/fixtures.ts'
import { type Placed, scenario, type Unseated, unitOf } from '../testkit/testing.ts'

const real = createGunframeRuleset({ table: tableRules })

const apply = (s: BattleState, d: Unseated) => real.apply(s, { seat: 'p1', ...d } as BattleDecision)

function active(...others: Placed[]): BattleState {
  const s = scenario([{ side: 'p1', pos: { x: 10, y: 5 }, facing: N }, ...others], {
    field: { width: 36, depth: 36, terrain: [] },
  })
  const r = apply(s, { kind: 'activate', unit: A })
  if (!r.ok) throw new Error(r.error.code)
  return r.value.state
}

const flyer = (x: number, y: number): Placed => ({
  side: 'p2',
  pos: { x, y },
  facing: S,
  profile: { upgrades: [{ id: 'fly' }] },
  set: { flying: true },
})

describe('GF-RULING-PROPOSED-FLYER-CONTACT: walkers and flyers do not engage', () => {
  test('GF-RULING-PROPOSED-FLYER-CONTACT / GF-MOVE-ENGAGED: a walker brushing past an enemy flyer finishes its move', () => {
    const s = active(flyer(12, 8))
    const r = apply(s, {
      kind: 'move',
      path: [
        { x: 10, y: 5 },
        { x: 10, y: 10 },
      ],
      facing: N,
    })
    expect(r.ok ? 'accepted' : r.error.code).toBe('accepted')
    if (r.ok) expect(unitOf(r.value.state, A).pos).toEqual({ x: 10, y: 10 })
  })
})
