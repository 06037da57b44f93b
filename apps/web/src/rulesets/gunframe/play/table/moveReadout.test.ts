/**
 * The limit a move's readout shows is the engine's for that move: a fast flyer in the air may go
 * further than its Speed, so the page never shows "6.8" of 6"" for a move the engine takes.
 */
import { preset } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import { describe, expect, test } from 'vitest'
import {
  type BattleDecision,
  type BattleState,
  moveSpeed,
  previewMove,
  ruleset,
  startGame,
} from '../../engine.ts'
import { moveReadout } from './moveReadout.ts'

/** The first activation of a city Carnage battle, the Eagle VF (a fast flyer, in the air) chosen. */
function eagleActivation(): BattleState {
  const squadrons = {
    p1: squadronProfiles(exampleSquadron('terran-100')).units,
    p2: squadronProfiles(exampleSquadron('martian-100')).units,
  }
  const r = startGame({ squadrons, battlefield: preset('city'), mission: { id: 'carnage' } } as never, 's1')
  if (!r.ok) throw new Error(r.error.message)
  let s = r.value
  for (let i = 0; i < 40 && ruleset.prompt(s)?.kind !== 'action'; i++) {
    const legal = ruleset.legal(s)
    const d = legal.find((x) => x.kind === 'activate' && x.unit.endsWith('p1:1')) ?? legal[0]!
    const a = ruleset.apply(s, d)
    if (!a.ok) throw new Error(a.error.message)
    s = a.value.state
  }
  return s
}

const ahead = (
  s: BattleState,
  id: string,
  inches: number,
): BattleDecision & { path: { x: number; y: number }[] } => {
  const u = s.units.find((x) => x.id === id)!
  const to = { x: u.pos.x + Math.cos(u.facing) * inches, y: u.pos.y + Math.sin(u.facing) * inches }
  return { seat: u.side, kind: 'move', path: [{ ...u.pos }, to], facing: u.facing }
}

describe('the move readout’s limit', () => {
  test('GF-WEB-MOVE-LIMIT: a flying fast flyer’s 7" move reads against the engine’s limit, never its 6" Speed', () => {
    const s = eagleActivation()
    const eagle = s.units.find((u) => u.profile.name === 'Eagle VF')!
    expect(eagle.flying).toBe(true)
    const speed = moveSpeed(s, eagle)
    // A move past Speed that the engine takes: its limit is not Speed.
    const seven = previewMove(s, ahead(s, eagle.id, speed + 1), eagle)
    expect(seven.ok).toBe(true)
    expect(seven.allowance === null || seven.allowance > speed).toBe(true)
    expect(moveReadout(seven.cost, seven.allowance, ' of ')).not.toContain(`of ${speed}"`)
    // A move too far: the limit is the one the engine measured against (twice Speed here).
    const far = previewMove(s, ahead(s, eagle.id, speed * 2 + 1), eagle)
    expect(far.ok).toBe(false)
    expect(far.error?.code).toBe('gunframe/too_far')
    expect(far.allowance).toBe(speed * 2)
    expect(moveReadout(far.cost, far.allowance, ' / ')).toMatch(/^13\.\d" \/ 12"$/)
  })

  test('GF-WEB-MOVE-LIMIT: a ground unit’s move still reads against its Speed', () => {
    const s = eagleActivation()
    const mustang = s.units.find((u) => u.profile.name === 'Mustang Mk 3')!
    const d = ahead(s, mustang.id, 2)
    const p = previewMove(s, { ...d, seat: mustang.side }, mustang)
    // Not this unit's activation: the engine refuses, and the limit stays its Speed.
    expect(p.allowance).toBe(moveSpeed(s, mustang))
    expect(moveReadout(5, 6, ' of ')).toBe('5.0" of 6"')
    expect(moveReadout(6.84, null, ' of ')).toBe('6.8"')
    expect(moveReadout(null, 2.5, ' / ')).toBe('?" / 2.5"')
  })
})
