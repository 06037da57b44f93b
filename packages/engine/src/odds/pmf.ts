/**
 * Probability mass functions over small non-negative integers: `p[k]` is P(X = k).
 *
 * Plain arrays so they serialise and can be shown as they are. Every operation is exact up to
 * floating-point rounding (results sum to 1 within ~1e-14 for the pool sizes tabletop games use);
 * nothing here samples.
 *
 * @example
 * const d3 = pmfUniform(1, 3)                // [0, 1/3, 1/3, 1/3]
 * const twoD3 = pmfConvolve(d3, d3)          // P(sum of two D3)
 * pmfTail(twoD3, 5)                          // P(sum ≥ 5) = 3/9
 */
export type Pmf = number[]

/** The distribution that is `k` with certainty. */
export function pmfPoint(k: number): Pmf {
  const p: Pmf = new Array(Math.max(0, Math.floor(k)) + 1).fill(0)
  p[p.length - 1] = 1
  return p
}

/** Uniform over the integers lo..hi inclusive (a die numbered lo..hi). */
export function pmfUniform(lo: number, hi: number): Pmf {
  const p: Pmf = new Array(hi + 1).fill(0)
  for (let k = lo; k <= hi; k++) p[k] = 1 / (hi - lo + 1)
  return p
}

/** Normalises non-negative weights (index = value) into a PMF; all-zero weights give the point 0. */
export function pmfFromWeights(weights: readonly number[]): Pmf {
  let total = 0
  for (const w of weights) total += w
  if (!(total > 0)) return [1]
  return weights.map((w) => w / total)
}

/** Sum of the probabilities (1 for a proper PMF; less for a sub-distribution). */
export function pmfTotal(p: readonly number[]): number {
  let s = 0
  for (const x of p) s += x
  return s
}

/** Distribution of X + Y for independent X ~ a and Y ~ b. */
export function pmfConvolve(a: readonly number[], b: readonly number[]): Pmf {
  if (a.length === 0 || b.length === 0) return []
  const out: Pmf = new Array(a.length + b.length - 1).fill(0)
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!
    if (ai === 0) continue
    for (let j = 0; j < b.length; j++) out[i + j]! += ai * b[j]!
  }
  return out
}

/** Distribution of the sum of `n` independent copies of X (n ≤ 0 gives the point 0). */
export function pmfSumIid(p: readonly number[], n: number): Pmf {
  // Square-and-multiply keeps the number of convolutions logarithmic in n.
  let result: Pmf = [1]
  let base: Pmf = [...p]
  let k = Math.max(0, Math.floor(n))
  while (k > 0) {
    if (k & 1) result = pmfConvolve(result, base)
    k >>= 1
    if (k > 0) base = pmfConvolve(base, base)
  }
  return result
}

/** Distribution of k·X (k a non-negative integer), e.g. "2 inches per six". */
export function pmfScaleValues(p: readonly number[], k: number): Pmf {
  const f = Math.max(0, Math.floor(k))
  if (f === 0) return [pmfTotal(p)]
  const out: Pmf = new Array((p.length - 1) * f + 1).fill(0)
  for (let i = 0; i < p.length; i++) out[i * f] = p[i]!
  return out
}

/** Distribution of f(X) for an integer-valued f ≥ 0 (negative results are clamped to 0). */
export function pmfMap(p: readonly number[], f: (x: number) => number): Pmf {
  const out: Pmf = [0]
  for (let i = 0; i < p.length; i++) {
    const pi = p[i]!
    if (pi === 0) continue
    const y = Math.max(0, Math.floor(f(i)))
    while (out.length <= y) out.push(0)
    out[y]! += pi
  }
  return out
}

/** Mixture: with probability weight_i draw from pmf_i (weights need not be normalised). */
export function pmfMix(parts: readonly { weight: number; pmf: readonly number[] }[]): Pmf {
  let total = 0
  let len = 1
  for (const part of parts) {
    total += part.weight
    len = Math.max(len, part.pmf.length)
  }
  const out: Pmf = new Array(len).fill(0)
  if (!(total > 0)) return [1]
  for (const part of parts) {
    const w = part.weight / total
    for (let i = 0; i < part.pmf.length; i++) out[i]! += w * part.pmf[i]!
  }
  return out
}

/** E[X]. */
export function pmfExpectation(p: readonly number[]): number {
  let e = 0
  for (let i = 1; i < p.length; i++) e += i * p[i]!
  return e
}

/** Var[X]. */
export function pmfVariance(p: readonly number[]): number {
  const m = pmfExpectation(p)
  let v = 0
  for (let i = 0; i < p.length; i++) v += (i - m) * (i - m) * p[i]!
  return v
}

/** P(X ≥ k). */
export function pmfTail(p: readonly number[], k: number): number {
  let s = 0
  for (let i = Math.max(0, Math.ceil(k)); i < p.length; i++) s += p[i]!
  return s
}

/** P(X ≤ k). */
export function pmfCdf(p: readonly number[], k: number): number {
  let s = 0
  for (let i = 0; i <= Math.min(p.length - 1, Math.floor(k)); i++) s += p[i]!
  return s
}

/** Pads with zeros, or truncates, to exactly `length` entries (truncating drops mass: only cut zeros). */
export function pmfResize(p: readonly number[], length: number): Pmf {
  const out = p.slice(0, length)
  while (out.length < length) out.push(0)
  return out
}

/** Drops trailing entries that are exactly 0 (keeps at least one entry). */
export function pmfTrim(p: readonly number[]): Pmf {
  let end = p.length
  while (end > 1 && p[end - 1] === 0) end--
  return p.slice(0, end)
}
