/**
 * GF-UPG-RIVALS at deployment (UPGRADES › Rivals): the two rivals are never placed within 8" of
 * each other (edge to edge) — at deployment, and when one arrives from reserve. The placement is
 * refused with `gunframe/rivals_too_close`, and legal() lists no such spot.
 */
import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { setUpgradeState } from '../../core/unit/write.ts'
import { N, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { play, profile, reject, testRuleset, unitOf, ups } from '../../testkit/testing.ts'

const R0 = 'unit:p1:0'
const R1 = 'unit:p1:1'

/** Carnage, p2 (north) already deployed; p1 places its first rival at (10, 3). */
function deploying(): BattleState {
  const s = unwrap(
    testRuleset.start(
      {
        squadrons: { p1: [profile(ups('rivals')), profile(ups('rivals'))], p2: [profile(), profile()] },
        mission: { id: 'carnage' },
        attacker: 'p1',
        defenderHalf: 'north',
      },
      'rivals',
    ),
  )
  return play(s, [
    { kind: 'deploy', unit: 'unit:p2:0', pos: { x: 10, y: 33 }, facing: S },
    { kind: 'deploy', unit: 'unit:p2:1', pos: { x: 20, y: 33 }, facing: S },
    { kind: 'deploy', unit: R0, pos: { x: 10, y: 3 }, facing: N },
  ]).state
}

describe('GF-UPG-RIVALS: kept 8" apart', () => {
  test('GF-UPG-RIVALS: a rival may not deploy within 8" of the other (refused, and not listed)', () => {
    const s = deploying()
    const r = unitOf(s, R0).profile.radius
    const spots = testRuleset.legal(s).filter((d) => d.kind === 'deploy')
    expect(spots.length).toBeGreaterThan(0)
    for (const d of spots)
      if (d.kind === 'deploy') expect(Math.hypot(d.pos.x - 10, d.pos.y - 3) - 2 * r).toBeGreaterThan(8)
    const at = (x: number) => ({ kind: 'deploy', unit: R1, pos: { x, y: 3 }, facing: N }) as const
    expect(reject(s, at(12.2))).toBe('gunframe/rivals_too_close')
    // Exactly 8" apart is still within 8".
    expect(reject(s, at(10 + 8 + 2 * r))).toBe('gunframe/rivals_too_close')
    const placed = play(s, [at(10 + 8.5 + 2 * r)]).state
    expect(unitOf(placed, R1).status).toBe('table')
  })

  test('GF-UPG-RIVALS: a rival arriving from reserve keeps 8" from the other', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 10, y: 3 } },
        { side: 'p2', pos: { x: 27, y: 33 }, set: { activated: true }, profile: ups('rivals') },
        { side: 'p2', pos: { x: 0, y: 0 }, set: { status: 'undeployed' }, profile: ups('rivals') },
      ],
      { id: 'domination' },
    )
    setUpgradeState(unitOf(s, 'unit:p2:0'), { partners: { rivals: 'unit:p2:1' } })
    setUpgradeState(unitOf(s, 'unit:p2:1'), { partners: { rivals: 'unit:p2:0' } })
    s.mission.reserves = { 'unit:p2:1': 'reserve' }
    const ended = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }]).state
    const called = play(ended, [{ kind: 'call-reserves', units: ['unit:p2:1'] }], [4]).state
    const rival = unitOf(called, 'unit:p2:0')
    const r = rival.profile.radius
    const arrivals = testRuleset.legal(called).filter((d) => d.kind === 'arrive')
    expect(arrivals.length).toBeGreaterThan(0)
    for (const d of arrivals)
      if (d.kind === 'arrive') expect(Math.hypot(d.pos.x - 27, d.pos.y - 33) - 2 * r).toBeGreaterThan(8)
    const edge = 36 - r
    expect(reject(called, { kind: 'arrive', unit: 'unit:p2:1', pos: { x: 30, y: edge }, facing: S })).toBe(
      'gunframe/rivals_too_close',
    )
    const st = play(
      called,
      [{ kind: 'arrive', unit: 'unit:p2:1', pos: { x: 9, y: edge }, facing: S }],
      [6, 1],
    ).state
    expect(unitOf(st, 'unit:p2:1')).toMatchObject({ status: 'table', pos: { x: 9, y: edge } })
  })

  test('GF-RULING-PROPOSED-RIVALS-HALO / GF-UPG-RIVALS: a HALO drop’s chosen spot keeps 8" clear; the drift may then bring it nearer', () => {
    const s = missionScenario(
      [
        { side: 'p1', pos: { x: 4, y: 3 } },
        { side: 'p2', pos: { x: 4, y: 33 }, set: { activated: true }, profile: ups('rivals') },
        { side: 'p2', pos: { x: 0, y: 0 }, set: { status: 'undeployed' }, profile: ups('rivals', 'halo') },
      ],
      { id: 'domination' },
    )
    setUpgradeState(unitOf(s, 'unit:p2:0'), { partners: { rivals: 'unit:p2:1' } })
    setUpgradeState(unitOf(s, 'unit:p2:1'), { partners: { rivals: 'unit:p2:0' } })
    s.mission.reserves = { 'unit:p2:1': 'halo' }
    const ended = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }]).state
    const called = play(ended, [{ kind: 'call-reserves', units: ['unit:p2:1'] }], [4]).state
    const drop = (x: number) => ({ kind: 'arrive', unit: 'unit:p2:1', pos: { x, y: 33 }, facing: S }) as const
    // Edge to edge: 14 - 4 - 2 = 8" (within); 15 gives 9".
    expect(reject(called, drop(14))).toBe('gunframe/rivals_too_close')
    // The D3 drift: a 6 on the die, 3".
    const placed = play(called, [drop(15)], [6]).state
    const landed = play(placed, [{ ...drop(15), to: { x: 4, y: 33 } }], [6, 1]).state
    expect(unitOf(landed, 'unit:p2:1')).toMatchObject({ status: 'table', pos: { x: 12, y: 33 } })
  })
})
