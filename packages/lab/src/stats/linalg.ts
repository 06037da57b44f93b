/**
 * The little dense linear algebra the regression needs: a Cholesky factorisation of a symmetric
 * positive-definite matrix (the ridge term guarantees that), solves, and the inverse's diagonal.
 * Matrices are row-major Float64Arrays of size p×p.
 */

/** Lower-triangular L with A = L·Lᵀ, or null when A is not positive definite. */
export function cholesky(a: Float64Array, p: number): Float64Array | null {
  const l = new Float64Array(p * p)
  for (let i = 0; i < p; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * p + j]!
      for (let k = 0; k < j; k++) s -= l[i * p + k]! * l[j * p + k]!
      if (i === j) {
        if (!(s > 0)) return null
        l[i * p + i] = Math.sqrt(s)
      } else l[i * p + j] = s / l[j * p + j]!
    }
  }
  return l
}

/** Solves L·Lᵀ·x = b. */
export function cholSolve(l: Float64Array, p: number, b: ArrayLike<number>): Float64Array {
  const y = new Float64Array(p)
  for (let i = 0; i < p; i++) {
    let s = b[i]!
    for (let k = 0; k < i; k++) s -= l[i * p + k]! * y[k]!
    y[i] = s / l[i * p + i]!
  }
  const x = new Float64Array(p)
  for (let i = p - 1; i >= 0; i--) {
    let s = y[i]!
    for (let k = i + 1; k < p; k++) s -= l[k * p + i]! * x[k]!
    x[i] = s / l[i * p + i]!
  }
  return x
}

/** diag(A⁻¹) from A's Cholesky factor: the coefficients' variances. */
export function inverseDiagonal(l: Float64Array, p: number): Float64Array {
  const d = new Float64Array(p)
  const e = new Float64Array(p)
  for (let j = 0; j < p; j++) {
    e.fill(0)
    e[j] = 1
    d[j] = cholSolve(l, p, e)[j]!
  }
  return d
}
