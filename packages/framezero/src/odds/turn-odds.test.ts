import { describe, expect, test } from 'vitest'
import type { CoverSpec } from '../battle/types.ts'
import { battle, play } from '../testkit/index.ts'
import { poolOdds } from './pool-odds.ts'
import { turnOdds } from './turn-odds.ts'

const A = 'frame:a'
const X = 'frame:x'
const toxic: CoverSpec = { id: 'cover:toxic', x: 4, y: 4, w: 4, h: 4, bricks: 0, perLayer: 1, hazard: true }

/** X (p1) declares a direct-fire attack on A (p2), who has not rolled yet and stands at (6, 6). */
function declared(cover: CoverSpec[]) {
  const s = battle({
    frames: [
      { seat: 'p2', id: A, systems: ['Rd', 'B'], at: { x: 6, y: 6 } },
      { seat: 'p1', id: X, systems: ['Rd', 'Rd', 'B'], at: { x: 12, y: 6 } },
    ],
    cover,
  })
  const a = play(s, { seat: 'p1', kind: 'activate', frame: X }).state
  return play(a, { seat: 'p1', kind: 'declare', frame: X, target: { kind: 'frame', id: A }, band: 'd' }).state
}

describe('MF-ALT-HAZARD odds', () => {
  test('MF-ALT-HAZARD: the odds count one white fewer for a target that will roll in a hazard area', () => {
    const inHazard = turnOdds(declared([toxic]))
    const clear = turnOdds(declared([]))
    expect(inHazard && clear).toBeTruthy()
    // Fewer dice to defend with: a lower defence, so more systems lost on average.
    expect(inHazard!.expectedLost).toBeGreaterThan(clear!.expectedLost)
    const one = poolOdds({ systems: ['Rd', 'B'], ssr: 0, whites: 1 }, null).defence.meanWithWhites
    const two = poolOdds({ systems: ['Rd', 'B'], ssr: 0, whites: 2 }, null).defence.meanWithWhites
    expect(one).toBeLessThan(two)
  })

  test('MF-ODDS-TURN: before assigning, the attack is the best die the rolled pool can put on attack', () => {
    const s = declared([])
    const t = s.turns[s.turns.length - 1]!
    expect(t.pool?.length).toBeGreaterThan(0)
    const odds = turnOdds(s)!
    // The same figures as once that die is actually assigned to attack.
    const best = Math.max(...t.pool!.filter((d) => d.colour === 'W' || d.colour === 'R').map((d) => d.value))
    const fixed = turnOdds({
      ...s,
      turns: [
        ...s.turns.slice(0, -1),
        {
          ...t,
          pool: t.pool!.map((d) => ({ ...d, value: d.colour === 'W' || d.colour === 'R' ? best : d.value })),
        },
      ],
    })!
    expect(odds.destroyed).toBeCloseTo(fixed.destroyed, 12)
  })
})
