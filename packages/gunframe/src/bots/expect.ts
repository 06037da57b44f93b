/**
 * Expected damage of one attack, exact over two binomials (hits minus blocks, floored at 0).
 * Small and memoised: the greedy bot asks it for every target on every action.
 */
const cache = new Map<string, number>()

function binomial(n: number, p: number): number[] {
  let row = [1]
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(row.length + 1).fill(0)
    row.forEach((q, k) => {
      next[k] = (next[k] ?? 0) + q * (1 - p)
      next[k + 1] = (next[k + 1] ?? 0) + q * p
    })
    row = next
  }
  return row
}

/** A die succeeds on 4+ (1/2), or 3/4 when failures are re-rolled. */
export function expectedDamage(
  attackDice: number,
  defenseDice: number,
  rerollHits = false,
  rerollBlocks = false,
): number {
  const key = `${attackDice}:${defenseDice}:${rerollHits}:${rerollBlocks}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const h = binomial(Math.max(0, attackDice), rerollHits ? 0.75 : 0.5)
  const b = binomial(Math.max(0, defenseDice), rerollBlocks ? 0.75 : 0.5)
  let e = 0
  h.forEach((ph, i) => {
    b.forEach((pb, j) => {
      if (i > j) e += ph * pb * (i - j)
    })
  })
  cache.set(key, e)
  return e
}
