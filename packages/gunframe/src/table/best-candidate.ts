/**
 * The best of a listing's candidates by a value of where each ends, measuring only the candidates
 * that could still be it. A bot that scores moves by their end (the greedy bot) asks for the best
 * instead of every candidate: a try whose every end scores no better than the best found so far is
 * left unmeasured — unless a later try needs to know whether it listed an end (two ends that round
 * alike are listed once), and then it is measured just in time. The answer is the very candidate
 * `candidatePaths` would list first among those of the highest value.
 */
import type { Vec } from '@sortie/engine'
import {
  candidatePaths,
  endKey,
  endsNear,
  MAX_CANDIDATES,
  planTries,
  reach,
  type TryPlan,
  tryEnds,
  tryFacing,
} from './candidates.ts'
import type { Battlefield, BestAsk, Figure } from './contract.ts'

/** Not measured yet; null = the try lists nothing. */
const OPEN = 0

/**
 * What searches of one position, unit and allowance measure: the tries, and each try's ends and
 * listed path once worked out. None of it depends on what a search asks (its values, filter or
 * floor), so a later search of the same position — the next action of a unit that did not move,
 * with other values — reads it back (memo.ts keeps one per position) instead of measuring again.
 */
export interface Search {
  plan: TryPlan | null
  listed: (Vec[] | null | typeof OPEN)[]
  ends: number[][]
  /**
   * Per try not yet worked out: how many of its ends (longest first) are known refused. A search
   * stops a try after its last end that could beat the best so far; a later one goes on from there.
   */
  refused: number[]
}

export function newSearch(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  allowance: number,
): Search {
  const plan = planTries(field, figures, unitId, allowance)
  return { plan, listed: plan ? plan.tries.map(() => OPEN) : [], ends: [], refused: [] }
}

export function bestCandidate(
  field: Battlefield,
  figures: readonly Figure[],
  unitId: string,
  allowance: number,
  ask: BestAsk,
  /** What earlier searches of this position measured (its figures are the search's own copy). */
  search: Search = newSearch(field, figures, unitId, allowance),
): { path: Vec[]; value: number } | null {
  const plan = search.plan
  if (!plan) return null
  const tries = plan.tries
  // Where the count of listed candidates could reach a cap, which tries list anything decides
  // what comes after: list them in order, as every caller does.
  if (tries.length > Math.min(MAX_CANDIDATES, ask.room))
    return firstBest(candidatePaths(field, figures, unitId, allowance), ask)
  const { listed, ends } = search
  const endsOf = (i: number): number[] => {
    let e = ends[i]
    if (!e) {
      const out: number[] = []
      tryEnds(plan, tries[i]!, (x, y) => {
        out.push(x, y)
        return false
      })
      e = out
      ends[i] = e
    }
    return e
  }
  // Has a try before `k` listed an end with the key of (x, y)? Earlier tries with an end near it
  // are measured now if they were not.
  const seenBefore = (k: number, x: number, y: number): boolean => {
    let key: string | undefined
    for (let j = 0; j < k; j++) {
      if (listed[j] === OPEN) {
        const e = endsOf(j)
        let near = false
        for (let q = 0; q < e.length && !near; q += 2) near = endsNear(e[q]!, e[q + 1]!, x, y)
        if (!near) continue
        resolve(j)
      }
      const p = listed[j]
      if (!p) continue
      const end = p[1] as Vec
      if (!endsNear(end.x, end.y, x, y)) continue
      key ??= endKey(x, y)
      if (endKey(end.x, end.y) === key) return true
    }
    return false
  }
  /**
   * Works out the try `k` as `attempt` would, its ends in order from the first not yet known
   * refused, up to (not including) the end `until`: when those are all refused the try is left
   * open, to go on from there if a later search needs it.
   */
  const resolve = (k: number, until = Number.POSITIVE_INFINITY): void => {
    const e = endsOf(k)
    const n = e.length / 2
    const facing = tryFacing(plan, tries[k]!)
    let i = search.refused[k] ?? 0
    for (; i < n && i < until; i++) {
      const x = e[2 * i] as number
      const y = e[2 * i + 1] as number
      // An end already listed by an earlier try comes first: this try lists nothing.
      if (seenBefore(k, x, y)) {
        listed[k] = null
        return
      }
      const path = reach(plan, facing, x, y)
      if (path) {
        listed[k] = path
        return
      }
    }
    if (i >= n) listed[k] = null
    else search.refused[k] = i
  }
  let best = ask.floor
  let pick: Vec[] | null = null
  // One point for every end only valued, not kept (BestAsk.value reads it, never holds it).
  const spot = { x: 0, y: 0 }
  for (let k = 0; k < tries.length; k++) {
    if (listed[k] === OPEN) {
      // Only the ends up to the last that could beat the best are worked out: were those all
      // refused, the try's listed end (if any) could not beat it.
      const e = endsOf(k)
      let last = -1
      for (let i = search.refused[k] ?? 0; i < e.length / 2; i++) {
        spot.x = e[2 * i] as number
        spot.y = e[2 * i + 1] as number
        if (ask.value(spot) > best) last = i
      }
      if (last < 0) continue
      resolve(k, last + 1)
      if (listed[k] === OPEN) continue
    }
    const p = listed[k]
    if (!p) continue
    const v = ask.value(p[p.length - 1] as Vec)
    if (v > best && ask.keep(p)) {
      best = v
      pick = p
    }
  }
  // A copy: the kept one may be read back by the next search, and the caller's may end in a state.
  return pick ? { path: pick.map((p) => ({ x: p.x, y: p.y })), value: best } : null
}

/**
 * The first path of the highest value above the floor, from a listing in order, taking no more
 * than `room` kept paths (as the caller's own listing would).
 */
export function firstBest(paths: Iterable<Vec[]>, ask: BestAsk): { path: Vec[]; value: number } | null {
  let best = ask.floor
  let pick: Vec[] | null = null
  let kept = 0
  for (const p of paths) {
    if (kept >= ask.room) break
    if (!ask.keep(p)) continue
    kept++
    const v = ask.value(p[p.length - 1] as Vec)
    if (v > best) {
      best = v
      pick = p
    }
  }
  return pick ? { path: pick, value: best } : null
}
