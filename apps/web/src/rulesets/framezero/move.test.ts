/** A click beyond a frame in the way becomes the engine's own path, judged by the engine's check. */
import { dist } from '@sortie/engine'
import { movePath, routeTo } from '@sortie/framezero'
import { battle, frame, play, ruleset, script } from '@sortie/framezero/testkit'
import { describe, expect, test } from 'vitest'
import { moveTo } from './engine.ts'

const A = 'frame:a'
const B = 'frame:b'
const none = { defence: null, move: null, attack: null, spot: null }

/** A (no movement system) with a 6 on its move, B standing in its straight way. */
function blocked() {
  const s0 = battle({
    frames: [
      { seat: 'p1', id: A, systems: ['Rd', 'B'], at: { x: 5, y: 5 } },
      { seat: 'p2', id: B, systems: ['Rd'], at: { x: 8, y: 5 }, activated: true },
    ],
  })
  let s = play(s0, { seat: 'p1', kind: 'activate', frame: A }).state
  s = play(script(s, [6, 1, 1, 1, 1]), {
    seat: 'p1',
    kind: 'declare',
    frame: A,
    target: null,
    band: null,
  }).state
  return play(s, { seat: 'p1', kind: 'assign', frame: A, assignment: { ...none, move: 0 } }).state
}

describe('Frame Zero moves by click', () => {
  test('WEB-RULES-FROM-ENGINE: a route exactly as long as the die allows (to the engine’s tolerance) is the path played', () => {
    const s = blocked()
    const f = frame(s, A)
    const full = routeTo(s, f, { x: 11, y: 5 })!
    expect(full.length).toBeGreaterThan(2)
    // Stop on the last leg where the route's length is the die's 6 plus less than the engine's
    // tolerance: summing the legs again in the UI said "too long" and fell back to the blocked line.
    const legs = full.slice(1).map((p, i) => dist(full[i]!, p))
    const before = legs.slice(0, -1).reduce((a, b) => a + b, 0)
    const last = full.at(-2)!
    const end = full.at(-1)!
    const k = (6 + 5e-10 - before) / legs.at(-1)!
    const to = { x: last.x + (end.x - last.x) * k, y: last.y + (end.y - last.y) * k }
    const mv = moveTo(s, A, to)
    expect(mv).toEqual(movePath(s, f, to, 6))
    expect(mv.via?.length).toBeGreaterThan(0)
    expect(ruleset.apply(s, { seat: 'p1', kind: 'move', frame: A, ...mv }).ok).toBe(true)
  })

  test('WEB-RULES-FROM-ENGINE: a click past the die’s reach stays the straight line the engine then refuses', () => {
    const s = blocked()
    const mv = moveTo(s, A, { x: 13, y: 5 })
    expect(mv.via).toBeUndefined()
    expect(ruleset.apply(s, { seat: 'p1', kind: 'move', frame: A, ...mv }).ok).toBe(false)
  })
})
