/**
 * Joint tables over two small non-negative integer counters, e.g. (hits, sixes) of a dice pool.
 * Stored flat and row-major so a table is plain JSON and cheap to walk.
 *
 * @example
 * const t = jointFromRows([[0.5, 0], [0.25, 0.25]])   // P(A=1, B=1) = 0.25
 * jointMarginalA(t)                                   // [0.5, 0.5]
 */
import type { Pmf } from './pmf.ts'

export interface JointTable {
  /** Number of values of the first counter (0..rows-1). */
  readonly rows: number
  /** Number of values of the second counter (0..cols-1). */
  readonly cols: number
  /** `p[a * cols + b]` = P(A = a, B = b). */
  readonly p: number[]
}

export function jointZero(rows: number, cols: number): JointTable {
  return { rows, cols, p: new Array(rows * cols).fill(0) }
}

export function jointFromRows(rows: readonly (readonly number[])[]): JointTable {
  const cols = Math.max(1, ...rows.map((r) => r.length))
  const t = jointZero(rows.length, cols)
  rows.forEach((r, a) => {
    r.forEach((x, b) => {
      t.p[a * cols + b] = x
    })
  })
  return t
}

/** The table as nested arrays `[a][b]` (for display and JSON output). */
export function jointToRows(t: JointTable): number[][] {
  const out: number[][] = []
  for (let a = 0; a < t.rows; a++) out.push(t.p.slice(a * t.cols, (a + 1) * t.cols))
  return out
}

export function jointGet(t: JointTable, a: number, b: number): number {
  if (a < 0 || b < 0 || a >= t.rows || b >= t.cols) return 0
  return t.p[a * t.cols + b]!
}

export function jointTotal(t: JointTable): number {
  let s = 0
  for (const x of t.p) s += x
  return s
}

/** Distribution of the first counter. */
export function jointMarginalA(t: JointTable): Pmf {
  const out: Pmf = new Array(t.rows).fill(0)
  for (let a = 0; a < t.rows; a++) {
    let s = 0
    for (let b = 0; b < t.cols; b++) s += t.p[a * t.cols + b]!
    out[a] = s
  }
  return out
}

/** Distribution of the second counter. */
export function jointMarginalB(t: JointTable): Pmf {
  const out: Pmf = new Array(t.cols).fill(0)
  for (let a = 0; a < t.rows; a++) for (let b = 0; b < t.cols; b++) out[b]! += t.p[a * t.cols + b]!
  return out
}

/** Distribution of f(A, B) for an integer-valued f ≥ 0 (negative results clamp to 0). */
export function jointMap(t: JointTable, f: (a: number, b: number) => number): Pmf {
  const out: Pmf = [0]
  for (let a = 0; a < t.rows; a++)
    for (let b = 0; b < t.cols; b++) {
      const x = t.p[a * t.cols + b]!
      if (x === 0) continue
      const y = Math.max(0, Math.floor(f(a, b)))
      while (out.length <= y) out.push(0)
      out[y]! += x
    }
  return out
}

/** Distribution of f(X, Y) for independent X ~ pa, Y ~ pb. */
export function combinePmfs(
  pa: readonly number[],
  pb: readonly number[],
  f: (x: number, y: number) => number,
): Pmf {
  const out: Pmf = [0]
  for (let x = 0; x < pa.length; x++) {
    const px = pa[x]!
    if (px === 0) continue
    for (let y = 0; y < pb.length; y++) {
      const q = px * pb[y]!
      if (q === 0) continue
      const v = Math.max(0, Math.floor(f(x, y)))
      while (out.length <= v) out.push(0)
      out[v]! += q
    }
  }
  return out
}

/**
 * Two independent pools, each a joint table, combined into the joint distribution of two
 * outcomes `f(a1, a2, b1, b2) → [x, y]` (e.g. damage and usable power). Zero cells are skipped,
 * so a triangular table (sixes ≤ hits) costs half.
 */
export function combineJoints(
  ta: JointTable,
  tb: JointTable,
  f: (a1: number, a2: number, b1: number, b2: number) => readonly [number, number],
): JointTable {
  const cells: { x: number; y: number; q: number }[] = []
  let rows = 1
  let cols = 1
  for (let a1 = 0; a1 < ta.rows; a1++)
    for (let a2 = 0; a2 < ta.cols; a2++) {
      const pa = ta.p[a1 * ta.cols + a2]!
      if (pa === 0) continue
      for (let b1 = 0; b1 < tb.rows; b1++)
        for (let b2 = 0; b2 < tb.cols; b2++) {
          const q = pa * tb.p[b1 * tb.cols + b2]!
          if (q === 0) continue
          const [x0, y0] = f(a1, a2, b1, b2)
          const x = Math.max(0, Math.floor(x0))
          const y = Math.max(0, Math.floor(y0))
          rows = Math.max(rows, x + 1)
          cols = Math.max(cols, y + 1)
          cells.push({ x, y, q })
        }
    }
  const out = jointZero(rows, cols)
  for (const c of cells) out.p[c.x * cols + c.y]! += c.q
  return out
}

/** Same as combineJoints for a single outcome: the distribution of f(a1, a2, b1, b2). */
export function combineJointsToPmf(
  ta: JointTable,
  tb: JointTable,
  f: (a1: number, a2: number, b1: number, b2: number) => number,
): Pmf {
  return jointMarginalA(combineJoints(ta, tb, (a1, a2, b1, b2) => [f(a1, a2, b1, b2), 0]))
}
