// Conventional Units › Infantry (a 360° front arc, no back) against the attack modifiers
// (Crossfire, Rear Attack) and Knocked Down (every attack counts as through the back arc).
import { expect, test } from 'vitest'
import { A, B, N, S } from '../testkit/fixtures.ts'
import { INFANTRY } from '../testkit/optional.ts'
import { eventsOf, type Placed, play, scenario } from '../testkit/testing.ts'

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
