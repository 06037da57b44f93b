/**
 * The words of a move's cost against its limit, shared by the bar under the table and the label at
 * the ghost's feet so the two never disagree. The limit is the engine's for this very move (see
 * `moveAllowance` in engine.ts); when the page does not know it, only the cost is shown.
 */

/** Inches to one decimal, without a trailing ".0" on a whole limit (12", not 12.0"). */
const inches = (n: number): string => `${Number.isInteger(n) ? n : n.toFixed(1)}"`

/** `sep` joins cost and limit: " of " in the bar, " / " on the table. */
export function moveReadout(cost: number | null, allowance: number | null, sep: string): string {
  const c = cost !== null ? `${cost.toFixed(1)}"` : '?"'
  return allowance === null ? c : `${c}${sep}${inches(allowance)}`
}
