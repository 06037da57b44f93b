import { pathLength, pointAlongPath, pointPolygonDistance, type Vec } from '@sortie/engine'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { figure } from './build.ts'
import { moveCandidates } from './candidates.ts'
import type { Figure } from './contract.ts'
import { CONTACT } from './figures.ts'
import { measureMove } from './move.ts'
import { randomBattlefield } from './random.ts'
import { isBlocking } from './terrain.ts'
import { THEMES } from './themes.ts'

const FRAMES = ['scout', 'medium', 'heavy', 'superheavy', 'infantry', 'tank']

/** Places figures at random legal spots (a zero-length move validates a spot). */
function place(field: ReturnType<typeof randomBattlefield>, spots: Vec[], frames: string[]): Figure[] {
  const figs: Figure[] = []
  spots.forEach((p, i) => {
    const f = figure(`u${i}`, i % 2 ? 'p2' : 'p1', p.x, p.y, { frame: frames[i % frames.length] ?? 'medium' })
    const trial = [...figs, f]
    if (measureMove(field, trial, { unitId: f.id, path: [p], facing: 0, mode: 'ground', allowance: 0 }).ok)
      figs.push(f)
  })
  return figs
}

/** The independent check: walk the path in small steps and look for overlaps. */
function violations(
  field: ReturnType<typeof randomBattlefield>,
  figs: Figure[],
  me: Figure,
  path: Vec[],
): string[] {
  const out: string[] = []
  const len = pathLength(path)
  const steps = Math.max(1, Math.ceil(len / 0.05))
  for (let k = 0; k <= steps; k++) {
    const p = pointAlongPath(path, (len * k) / steps)
    for (const t of field.terrain)
      if (isBlocking(t) && pointPolygonDistance(p, t.polygon) < me.radius - CONTACT - 1e-3)
        out.push(`terrain ${t.id}`)
    for (const o of figs)
      if (o.id !== me.id && Math.hypot(p.x - o.pos.x, p.y - o.pos.y) < me.radius + o.radius - CONTACT - 1e-3)
        out.push(`base ${o.id}`)
  }
  return out
}

const arb = fc.record({
  seed: fc.string({ maxLength: 6 }),
  theme: fc.constantFrom(...THEMES),
  spots: fc.array(
    fc.record({
      x: fc.double({ min: 2, max: 34, noNaN: true }),
      y: fc.double({ min: 2, max: 34, noNaN: true }),
    }),
    {
      minLength: 2,
      maxLength: 8,
    },
  ),
  legs: fc.array(
    fc.record({
      dx: fc.double({ min: -7, max: 7, noNaN: true }),
      dy: fc.double({ min: -7, max: 7, noNaN: true }),
    }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
  allowance: fc.integer({ min: 1, max: 14 }),
  fast: fc.boolean(),
})

test('GF-MOVE: no accepted path crosses blocking terrain or a base, or costs more than allowed', () => {
  let accepted = 0
  fc.assert(
    fc.property(arb, ({ seed, theme, spots, legs, allowance, fast }) => {
      const field = randomBattlefield(seed, theme, '3x3')
      const figs = place(field, spots, FRAMES)
      const me = figs[0]
      if (!me) return
      const path: Vec[] = [me.pos]
      for (const l of legs) {
        const last = path[path.length - 1] as Vec
        path.push({ x: last.x + l.dx, y: last.y + l.dy })
      }
      const r = measureMove(field, figs, { unitId: me.id, path, facing: 0, mode: 'ground', allowance, fast })
      if (!r.ok) return
      accepted++
      expect(r.value.cost).toBeLessThanOrEqual(allowance + 1e-6)
      expect(r.value.cost).toBeGreaterThanOrEqual(pathLength(path) - 1e-6)
      expect(violations(field, figs, me, path)).toEqual([])
    }),
    { numRuns: 400 },
  )
  expect(accepted).toBeGreaterThan(20)
})

test('GF-BOT-MOVES: every candidate move is legal, and there are some on an open spot', () => {
  fc.assert(
    fc.property(arb, ({ seed, theme, spots, allowance }) => {
      const field = randomBattlefield(seed, theme, '3x3')
      const figs = place(field, spots, FRAMES)
      const me = figs[0]
      if (!me) return
      for (const path of moveCandidates(field, figs, me.id, allowance)) {
        const r = measureMove(field, figs, { unitId: me.id, path, facing: 0, mode: 'ground', allowance })
        expect(r.ok).toBe(true)
        expect(violations(field, figs, me, path)).toEqual([])
      }
    }),
    { numRuns: 60 },
  )
  const open = moveCandidates(
    randomBattlefield('x', 'moon'),
    [figure('a', 'p1', 3, 3), figure('b', 'p2', 30, 30)],
    'unit:a',
    6,
  )
  expect(open.length).toBeGreaterThan(5)
})
