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
