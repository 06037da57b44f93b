import { hypot } from './hypot.ts'
/** Points and vectors on the table, in inches. Plain objects so they live in JSON state. */
export interface Vec {
  x: number
  y: number
}

export const vec = (x: number, y: number): Vec => ({ x, y })
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y })
export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y })
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k })
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y
export const cross = (a: Vec, b: Vec): number => a.x * b.y - a.y * b.x
export const length = (a: Vec): number => hypot(a.x, a.y)
export const dist = (a: Vec, b: Vec): number => hypot(a.x - b.x, a.y - b.y)
export function normalize(a: Vec): Vec {
  const l = length(a)
  return l === 0 ? { x: 0, y: 0 } : { x: a.x / l, y: a.y / l }
}
/** Unit vector of a facing angle (radians, 0 = +x, counter-clockwise). */
export const fromAngle = (theta: number): Vec => ({ x: Math.cos(theta), y: Math.sin(theta) })

/** A point of two finite numbers: what a decision's spot must be before any rule measures from it. */
export const isPoint = (v: unknown): v is Vec =>
  typeof v === 'object' && v !== null && Number.isFinite((v as Vec).x) && Number.isFinite((v as Vec).y)

/**
 * The first of `keys` a decision carries that is not a point (`at: -1`, `to: {}`, `{x: null}`), or
 * undefined. Comparisons with such values are all false, so a range check alone would let them in.
 */
export function notAPoint(d: object, keys: readonly string[]): string | undefined {
  for (const k of keys)
    if (
      Object.hasOwn(d, k) &&
      (d as Record<string, unknown>)[k] !== undefined &&
      !isPoint((d as Record<string, unknown>)[k])
    )
      return k
  return undefined
}

/** Only the coordinates of a point that came from outside (extra fields never reach the state). */
export const pointOf = (v: Vec): Vec => ({ x: v.x, y: v.y })
