/**
 * ATTACKING › ONE ATTACK PER WEAPON SYSTEM, the book's example: two attacks in one activation
 * are fine when each uses another weapon system (Short, then Medium at another target); a
 * second Short attack is not, without rapid fire.
 */
import { expect, test } from 'vitest'
import { A, B, B2, B3, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, reject, scenario } from '../testkit/testing.ts'

/** A (p1) at (10,10) facing north; B 5" ahead (Short), B3 beside it (Short), B2 13" off (Medium). */
const range = () =>
  scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
    { side: 'p2', pos: { x: 10, y: 15 }, facing: S, set: { activated: true } },
    { side: 'p2', pos: { x: 14, y: 22 }, facing: S, set: { activated: true } },
    { side: 'p2', pos: { x: 13, y: 15 }, facing: S, set: { activated: true } },
  ])

test('GF-ATK-ONE-PER-SYSTEM: Short at one target then Medium at another is allowed; a second Short is not (book example)', () => {
  // Every die a 1: no hits, so nothing is damaged and no power is spent.
  const first = play(
    range(),
    [
      { kind: 'activate', unit: A },
      { kind: 'attack', target: B },
    ],
    Array(6).fill(1),
  )
  expect(eventsOf(first.events, 'AttackDeclared')[0]).toMatchObject({ target: B, band: 'short' })
  expect(reject(first.state, { kind: 'attack', target: B3 })).toBe('gunframe/weapon_used')
  // The turn ends after A's second action (5 v 2 for the next initiative).
  const second = play(first.state, [{ kind: 'attack', target: B2 }], [...Array(6).fill(1), 5, 2])
  expect(eventsOf(second.events, 'AttackDeclared')[0]).toMatchObject({ target: B2, band: 'medium' })
})
