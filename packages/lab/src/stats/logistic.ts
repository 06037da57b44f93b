/**
 * Ridge-penalised logistic regression by Newton's method (IRLS), streaming the data once per
 * iteration so memory is O(p²) whatever the number of games.
 *
 * Hand-written on purpose: the npm packages we looked at (ml-logistic-regression, js-regression)
 * fit by plain gradient descent, give no standard errors, want the whole design matrix in memory
 * and are unmaintained. The model here is small (one column per unit and upgrade: a few hundred at
 * most) and Newton converges in a handful of passes; the inverse Hessian at the optimum gives the
 * coefficients' standard errors (the Laplace approximation of the posterior under the Gaussian
 * prior the ridge term stands for).
 *
 * @example
 * const fit = await fitLogistic(() => rows, 3, { priorSd: 1 })
 * fit.beta[1] // log-odds effect of feature 1
 */
import { cholesky, cholSolve, inverseDiagonal } from './linalg.ts'

/** One observation: sparse features (index ≥ 1; index 0 is the intercept, always 1) and y in [0, 1]. */
export interface SparseRow {
  x: readonly (readonly [number, number])[]
  /** 1 = the first seat won, 0 = it lost, ½ = a draw. */
  y: number
}

export type RowSource = () => Iterable<SparseRow> | AsyncIterable<SparseRow>

export interface LogisticFit {
  beta: number[]
  se: number[]
  n: number
  iterations: number
  converged: boolean
}

export interface FitOptions {
  /** Prior standard deviation on every coefficient but the intercept. */
  priorSd: number
  maxIterations?: number
  tolerance?: number
}

const sigmoid = (t: number) => (t >= 0 ? 1 / (1 + Math.exp(-t)) : Math.exp(t) / (1 + Math.exp(t)))

export async function fitLogistic(source: RowSource, p: number, o: FitOptions): Promise<LogisticFit> {
  const penalty = new Float64Array(p).fill(1 / (o.priorSd * o.priorSd))
  penalty[0] = 1e-6 // the intercept is left (almost) free
  const beta = new Float64Array(p)
  const maxIt = o.maxIterations ?? 30
  const tol = o.tolerance ?? 1e-7
  let chol: Float64Array | null = null
  let n = 0
  let it = 0
  let converged = false
  const xs: number[] = []
  const vs: number[] = []
  for (; it < maxIt && !converged; ) {
    it++
    const h = new Float64Array(p * p)
    const g = new Float64Array(p)
    n = 0
    for await (const row of source()) {
      n++
      xs.length = 0
      vs.length = 0
      xs.push(0)
      vs.push(1)
      for (const [j, v] of row.x) {
        xs.push(j)
        vs.push(v)
      }
      let eta = 0
      for (let a = 0; a < xs.length; a++) eta += beta[xs[a]!]! * vs[a]!
      const mu = sigmoid(eta)
      const w = mu * (1 - mu)
      const r = row.y - mu
      for (let a = 0; a < xs.length; a++) {
        const ja = xs[a]!
        const va = vs[a]!
        g[ja] = g[ja]! + r * va
        for (let b = 0; b < xs.length; b++) {
          const k = ja * p + xs[b]!
          h[k] = h[k]! + w * va * vs[b]!
        }
      }
    }
    for (let j = 0; j < p; j++) {
      h[j * p + j] = h[j * p + j]! + penalty[j]!
      g[j] = g[j]! - penalty[j]! * beta[j]!
    }
    chol = cholesky(h, p)
    if (!chol) break
    const step = cholSolve(chol, p, g)
    // Damp wild first steps (near-separated data); the problem is convex, so Newton then settles.
    let big = 0
    for (let j = 0; j < p; j++) big = Math.max(big, Math.abs(step[j]!))
    const scale = big > 4 ? 4 / big : 1
    for (let j = 0; j < p; j++) beta[j] = beta[j]! + scale * step[j]!
    converged = scale === 1 && big < tol
  }
  const variance = chol ? inverseDiagonal(chol, p) : new Float64Array(p).fill(Number.NaN)
  return {
    beta: [...beta],
    se: [...variance].map((v) => Math.sqrt(v)),
    n,
    iterations: it,
    converged,
  }
}
