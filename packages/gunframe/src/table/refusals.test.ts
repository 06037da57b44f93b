import type { Vec } from '@sortie/engine'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { figure } from './build.ts'
import type { Figure } from './contract.ts'
import { CONTACT } from './figures.ts'
import { FRAMES, figuresAt, spotsArb } from './move.testkit.ts'
import { measureFor, measureMove, moverOf } from './move.ts'
import { randomBattlefield } from './random.ts'
import { endRefused, figuresAlong, wallInTheWay, withinReach } from './refusals.ts'
import { THEMES } from './themes.ts'

const arb = fc.record({
  seed: fc.string({ maxLength: 6 }),
  theme: fc.constantFrom(...THEMES),
  spots: spotsArb,
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
      const figs = figuresAt(spots)
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

const FAR = fc.record({
  /** Which side of the mover, and how far past its reach box (some a hair inside, some a hair out). */
  dir: fc.constantFrom([1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1]),
  past: fc.oneof(fc.double({ min: -3, max: 3, noNaN: true }), fc.constantFrom(-1e-9, 0, 1e-9, 1e-3)),
  along: fc.double({ min: -12, max: 12, noNaN: true }),
  frame: fc.constantFrom(...FRAMES),
  enemy: fc.boolean(),
})

test('GF-MOVE-THROUGH / GF-BOT-MOVES: the bases beyond reach never change a move that ends within reach', () => {
  let kept = 0
  let left = 0
  fc.assert(
    fc.property(
      arb,
      fc.array(FAR, { minLength: 1, maxLength: 8 }),
      fc.double({ min: 0.5, max: 12, noNaN: true }),
      ({ seed, theme, spots, elevation, rays }, far, allowance) => {
        const field = randomBattlefield(seed, theme, '3x3')
        const figs: Figure[] = spots.map((p, i) =>
          figure(`u${i}`, i % 2 ? 'p2' : 'p1', p.x, p.y, { frame: FRAMES[i % FRAMES.length] ?? 'medium' }),
        )
        figs[0] = { ...(figs[0] as Figure), elevation }
        const me = figs[0] as Figure
        // Bases placed about the edge of the reach box, where the box tests are closest to a call.
        far.forEach((f, i) => {
          const o = figure(`f${i}`, f.enemy ? 'p2' : 'p1', 0, 0, { frame: f.frame })
          const d = allowance + me.radius + o.radius + CONTACT + f.past
          const [ux, uy] = f.dir as [number, number]
          const x = me.pos.x + ux * d + (ux === 0 ? f.along : 0)
          const y = me.pos.y + uy * d + (uy === 0 ? f.along : 0)
          figs.push({ ...o, pos: { x, y } })
        })
        const mover = moverOf(field, figs, me.id)
        if (!mover) return
        const others = withinReach(me, mover.others, allowance + 1e-3)
        kept += others.length
        left += mover.others.length - others.length
        const near = { ...mover, others }
        for (const { th, len } of rays) {
          const l = Math.min(len, allowance)
          const end = { x: me.pos.x + l * Math.cos(th), y: me.pos.y + l * Math.sin(th) }
          const path = [{ ...me.pos }, end]
          expect(endRefused(field, me, others, end.x, end.y)).toBe(
            endRefused(field, me, mover.others, end.x, end.y),
          )
          expect(figuresAlong(me, others, path)).toEqual(figuresAlong(me, mover.others, path))
          for (const mode of ['ground', 'fly'] as const) {
            const req = { unitId: me.id, path, facing: th, mode, allowance }
            expect(measureFor(near, req)).toEqual(measureFor(mover, req))
            expect(measureFor(near, req, true)).toEqual(measureFor(mover, req, true))
          }
        }
      },
    ),
    { numRuns: 300 },
  )
  expect(kept).toBeGreaterThan(100)
  expect(left).toBeGreaterThan(100)
})
