/**
 * One die seen through a game's eyes: not six faces but a few outcome categories with weights
 * (a d6 that hits on 4+ and scores something extra on a 6 is miss/hit/six = 3/2/1).
 *
 * Weights stay unnormalised so integer weights stay integers through re-rolls (3/2/1 with the
 * misses re-rolled becomes 9/18/9 out of 36): the tables built from them are then exact ratios
 * until the final division.
 *
 * @example
 * const d = unwrap(categoryDie({ miss: 3, hit: 2, six: 1 }))
 * rerollCategoriesOnce(d, ['miss']).weights   // [9, 18, 9]
 */
import { err, ok, type Result } from '../protocol/result.ts'

export interface CategoryDie {
  /** Category names, in a fixed order that every weight/count array follows. */
  readonly names: readonly string[]
  /** Non-negative weights, one per category, summing to more than 0. */
  readonly weights: readonly number[]
}

/** Builds a die from `{ name: weight }` (insertion order is the category order). */
export function categoryDie(weights: Readonly<Record<string, number>>): Result<CategoryDie> {
  const names = Object.keys(weights)
  const w = names.map((n) => weights[n]!)
  if (names.length === 0) return err('engine/odds_empty_die', 'a die needs at least one category')
  for (let i = 0; i < w.length; i++) {
    const x = w[i]!
    if (!Number.isFinite(x) || x < 0)
      return err(
        'engine/odds_bad_weight',
        `category ${names[i]} has weight ${x}; weights must be finite and ≥ 0`,
        {
          category: names[i],
          weight: x,
        },
      )
  }
  if (!(w.reduce((a, b) => a + b, 0) > 0))
    return err('engine/odds_bad_weight', 'a die needs some positive weight')
  return ok({ names, weights: w })
}

/**
 * A fair die with `sides` faces, each face put in the category `classify` names.
 * Categories appear in the order their first face does.
 */
export function dieFromFaces(sides: number, classify: (face: number) => string): Result<CategoryDie> {
  if (!Number.isInteger(sides) || sides < 1)
    return err('engine/odds_bad_sides', `a die needs a whole number of sides ≥ 1, got ${sides}`, { sides })
  const weights: Record<string, number> = {}
  for (let f = 1; f <= sides; f++) {
    const c = classify(f)
    weights[c] = (weights[c] ?? 0) + 1
  }
  return categoryDie(weights)
}

/** Total weight (the denominator of the category probabilities). */
export function dieTotal(die: CategoryDie): number {
  let s = 0
  for (const w of die.weights) s += w
  return s
}

/** Probability of each category, in `die.names` order. */
export function dieProbabilities(die: CategoryDie): number[] {
  const t = dieTotal(die)
  return die.weights.map((w) => w / t)
}

/** Index of a category, or -1. */
export function categoryIndex(die: CategoryDie, name: string): number {
  return die.names.indexOf(name)
}

/**
 * The die after "re-roll every result in these categories, once; the new result stands".
 * New weight of c = W·w_c (if c is kept) + (Σ rerolled w_r)·w_c, over W². Unknown names are ignored.
 */
export function rerollCategoriesOnce(die: CategoryDie, reroll: readonly string[]): CategoryDie {
  const total = dieTotal(die)
  const again = new Set(reroll)
  let rerolledMass = 0
  die.names.forEach((n, i) => {
    if (again.has(n)) rerolledMass += die.weights[i]!
  })
  const weights = die.weights.map((w, i) => (again.has(die.names[i]!) ? 0 : total * w) + rerolledMass * w)
  return { names: die.names, weights }
}

/**
 * Folds categories together: `into` maps an old name to the name it joins (names not mentioned
 * keep theirs). Used after a re-roll that needed a finer split (re-roll 1s only, then 1s are misses).
 */
export function mergeCategories(die: CategoryDie, into: Readonly<Record<string, string>>): CategoryDie {
  const weights: Record<string, number> = {}
  die.names.forEach((n, i) => {
    const target = into[n] ?? n
    weights[target] = (weights[target] ?? 0) + die.weights[i]!
  })
  const names = Object.keys(weights)
  return { names, weights: names.map((n) => weights[n]!) }
}

/** A short stable key for caches: same categories and weights → same key. */
export function dieKey(die: CategoryDie): string {
  return die.names.map((n, i) => `${n}:${die.weights[i]}`).join('|')
}
