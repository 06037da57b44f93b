/**
 * TEST-ONLY helpers for the move validator's tests: measure a ground move of the first figure
 * along a path of points, so each test names only the table, the figures, the path and the
 * allowance. Not exported from the table index on purpose.
 */
import type { Vec } from '@sortie/engine'
import fc from 'fast-check'
import { figure, type table } from './build.ts'
import type { Figure, MoveRequest } from './contract.ts'
import { measureMove } from './move.ts'

/** A point of a path. */
export const at = (x: number, y: number): Vec => ({ x, y })

/** The first figure moves along `path` on the ground with `allowance` inches; `extra` overrides. */
export const go = (
  field: ReturnType<typeof table>,
  figs: ReturnType<typeof figure>[],
  path: Vec[],
  allowance: number,
  extra: Partial<MoveRequest> = {},
) =>
  measureMove(field, figs, {
    unitId: figs[0]?.id ?? '',
    path,
    facing: 0,
    mode: 'ground',
    allowance,
    ...extra,
  })

/** The frames random figures are given, in turn. */
export const FRAMES = ['scout', 'medium', 'heavy', 'superheavy', 'infantry', 'tank']

/** One to eight spots on a 3'×3' table, an inch in from the edges. */
export const spotsArb = fc.array(
  fc.record({
    x: fc.double({ min: 1, max: 35, noNaN: true }),
    y: fc.double({ min: 1, max: 35, noNaN: true }),
  }),
  { minLength: 1, maxLength: 8 },
)

/** Figures at the spots (`unit:u0`, `unit:u1`…), the sides taking turns, the frames in turn. */
export const figuresAt = (
  spots: readonly Vec[],
  extra: (i: number) => Partial<Figure> = () => ({}),
): Figure[] =>
  spots.map((p, i) =>
    figure(`u${i}`, i % 2 ? 'p2' : 'p1', p.x, p.y, {
      frame: FRAMES[i % FRAMES.length] ?? 'medium',
      ...extra(i),
    }),
  )
