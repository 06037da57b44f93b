/**
 * A decision comes from outside (a player's browser, an online message, a file): before any
 * ruleset reads it, refuse what no real decision holds and what would reach past the state's own
 * data. Rulesets look units, pilots and seats up by the ids a decision names (`s.mecha[id]`); an id
 * of `__proto__`, `constructor` or `toString` would find what every object inherits instead, and a
 * rule writing to "that unit" would change every object in the process (a probe of the online
 * server did exactly that with a Gunwave narrator act). Also refused: shapes far deeper or larger
 * than any decision (a guard against stack-deep input). Whether a number or a point is one the
 * rules accept is each ruleset's own check (with its own error code).
 */
/** Every name a plain object answers without owning it (`toString`, `__proto__`…), and `prototype`. */
const RESERVED = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype'])
/** Fields that hold a player's own words (a note, a message, a reason), never an id to look up. */
const FREE_TEXT = new Set(['text', 'reason', 'note', 'title', 'message'])
const MAX_DEPTH = 12
const MAX_NODES = 5000

/** What was found, and the keys down to it, innermost first (the path is spelt only on a refusal). */
interface Found {
  why: string
  keys: (string | number)[]
}

/** Where the decision holds something no decision may hold (a path and why), or undefined. */
export function unsafeInDecision(d: unknown): { path: string; why: string } | undefined {
  const budget = { nodes: 0 }
  const found = walk(d, 0, false, budget)
  if (!found) return undefined
  let path = 'decision'
  for (let i = found.keys.length - 1; i >= 0; i--) {
    const k = found.keys[i] as string | number
    path += typeof k === 'number' ? `[${k}]` : `.${k}`
  }
  return { path, why: found.why }
}

/**
 * The walk of unsafeInDecision. Every applied decision is walked, and nearly all are fine: the
 * path to each value is not written out as it goes, only gathered on the way back from a find.
 */
function walk(v: unknown, depth: number, words: boolean, budget: { nodes: number }): Found | undefined {
  if (++budget.nodes > MAX_NODES) return { why: 'is far larger than any decision', keys: [] }
  if (typeof v === 'string')
    return !words && RESERVED.has(v) ? { why: `names a reserved word (${v})`, keys: [] } : undefined
  if (typeof v !== 'object' || v === null) return undefined
  if (depth >= MAX_DEPTH) return { why: 'is nested deeper than any decision', keys: [] }
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = walk(v[i], depth + 1, false, budget)
      if (bad) {
        bad.keys.push(i)
        return bad
      }
    }
    return undefined
  }
  for (const k of Object.keys(v)) {
    if (RESERVED.has(k)) return { why: 'is a reserved key', keys: [k] }
    const bad = walk((v as Record<string, unknown>)[k], depth + 1, FREE_TEXT.has(k), budget)
    if (bad) {
      bad.keys.push(k)
      return bad
    }
  }
  return undefined
}

/** A seat or id name no setup may use: it would collide with the object prototype or the spectator. */
export const isReservedName = (name: string): boolean => RESERVED.has(name)
