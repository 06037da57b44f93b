// Conventional Units › Infantry (a 360° front arc, no back) against the attack modifiers
// (Crossfire, Rear Attack) and Knocked Down (every attack counts as through the back arc).
import { expect, test } from 'vitest'
import { BAND_REACH } from '../core/geo.ts'
import { openGround } from '../core/open-ground.ts'
import { standardModules } from '../modules/index.ts'
import { A, A2, B, N, S } from '../testkit/fixtures.ts'
import { INFANTRY } from '../testkit/optional.ts'
import { eventsOf, type Placed, play, scenario, unitOf } from '../testkit/testing.ts'
import { bandReach, EXTREME_RANGE, outOfReach } from './attack-plan.ts'

/** A stands behind B (B faces away); an unactivated friend of A stands in front of B. */
function modifiers(target: Placed['profile'], knockedDown = false) {
  const s = scenario([
    { side: 'p1', pos: { x: 10, y: 20 }, facing: S },
    { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: target, set: { knockedDown } },
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
  ])
  const r = play(
    s,
    [
      { kind: 'activate', unit: A },
      { kind: 'attack', target: B },
    ],
    Array(30).fill(2),
  )
  return eventsOf(r.events, 'AttackDeclared')[0]?.modifiers
}

test('GF-CONV-INFANTRY / GF-ATK-REAR / GF-ATK-CROSSFIRE: infantry have no back arc: no rear attack and no crossfire against them', () => {
  expect(modifiers({})).toEqual(['crossfire', 'rear'])
  expect(modifiers(INFANTRY)).toEqual([])
})

test('GF-RULING-PROPOSED-INFANTRY-DOWN: a knocked-down infantry unit is attacked as through its back arc (+1D), still with no crossfire', () => {
  expect(modifiers(INFANTRY, true)).toEqual(['rear'])
})

test('GF-UPG-EXTREME-RANGE: bandReach tells each band’s reach as planAttack measures it (long to 32" with Extreme Range)', () => {
  const s = scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, profile: { upgrades: [{ id: 'extreme-range', on: 'long' }] } },
    { side: 'p1', pos: { x: 20, y: 10 } },
    { side: 'p2', pos: { x: 40, y: 40 } },
  ])
  const mods = standardModules()
  expect(bandReach(mods, unitOf(s, A))).toEqual({ close: 1, short: 8, medium: 16, long: EXTREME_RANGE })
  expect(bandReach(mods, unitOf(s, A2))).toEqual(BAND_REACH)
  expect(BAND_REACH.long).toBe(24)
  // planAttack's range bands end where bandReach says, for each unit.
  const look = { table: openGround, modules: mods }
  for (const [id, reach] of [
    [A, 32],
    [A2, 24],
  ] as const) {
    const a = unitOf(s, id)
    const gap = (d: number) => ({
      ...s,
      units: s.units.map((u) =>
        u.id === B ? { ...u, pos: { x: a.pos.x, y: a.pos.y + 2 * a.profile.radius + d } } : u,
      ),
    })
    expect(outOfReach(look, a, unitOf(gap(reach - 0.01), B))).toBe(false)
    expect(outOfReach(look, a, unitOf(gap(reach + 0.01), B))).toBe(true)
  }
})
