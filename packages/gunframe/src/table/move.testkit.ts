/**
 * TEST-ONLY helpers for the move validator's tests: measure a ground move of the first figure
 * along a path of points, so each test names only the table, the figures, the path and the
 * allowance. Not exported from the table index on purpose.
 */
import type { Vec } from '@sortie/engine'
import type { figure, table } from './build.ts'
import type { MoveRequest } from './contract.ts'
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
