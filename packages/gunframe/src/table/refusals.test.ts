import type { Vec } from '@sortie/engine'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { figure } from './build.ts'
import type { Figure } from './contract.ts'
import { measureFor, measureMove, moverOf } from './move.ts'
import { randomBattlefield } from './random.ts'
import { endRefused, figuresAlong, wallInTheWay } from './refusals.ts'
import { THEMES } from './themes.ts'

const FRAMES = ['scout', 'medium', 'heavy', 'superheavy', 'infantry', 'tank']

const arb = fc.record({
  seed: fc.string({ maxLength: 6 }),
  theme: fc.constantFrom(...THEMES),
  spots: fc.array(
    fc.record({
      x: fc.double({ min: 1, max: 35, noNaN: true }),
      y: fc.double({ min: 1, max: 35, noNaN: true }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  elevation: fc.constantFrom(0, 0, 1, 3, 6),
  rays: fc.array(
    fc.record({
      th: fc.double({ min: 0, max: 7, noNaN: true }),
      len: fc.double({ min: 0.25, max: 14, noNaN: true }),
    }),
    { minLength: 1, maxLength: 12 },
  ),
})

test('GF-TER-BLOCKING / GF-MOVE-THROUGH: a straight walk the quick refusals drop is one measureMove refuses', () => {
  let refused = 0
  fc.assert(
    fc.property(arb, ({ seed, theme, spots, elevation, rays }) => {
      const field = randomBattlefield(seed, theme, '3x3')
      const figs: Figure[] = spots.map((p, i) =>
        figure(`u${i}`, i % 2 ? 'p2' : 'p1', p.x, p.y, { frame: FRAMES[i % FRAMES.length] ?? 'medium' }),
      )
      figs[0] = { ...(figs[0] as Figure), elevation }
      const me = figs[0] as Figure
      const mover = moverOf(field, figs, me.id)
      if (!mover) return
      for (const { th, len } of rays) {
        const path = [{ ...me.pos }, { x: me.pos.x + len * Math.cos(th), y: me.pos.y + len * Math.sin(th) }]
        const req = { unitId: me.id, path, facing: th, mode: 'ground' as const, allowance: 14 }
        const full = measureMove(field, figs, req)
        if (wallInTheWay(mover.prep, me, path[0] as Vec, (path[1] as Vec).x, (path[1] as Vec).y)) {
          refused++
          expect(full.ok).toBe(false)
        }
        if (endRefused(field, me, mover.others, (path[1] as Vec).x, (path[1] as Vec).y))
          expect(full.ok).toBe(false)
        const bases = figuresAlong(me, mover.others, path)
        if (bases) expect(full.ok).toBe(false)
        // Told the bases are clear, the validator gives the very answer it gives by itself.
        else expect(measureFor(mover, req, true)).toEqual(full)
      }
    }),
    { numRuns: 300 },
  )
  expect(refused).toBeGreaterThan(20)
})
