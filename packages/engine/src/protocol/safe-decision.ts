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

/** Where the decision holds something no decision may hold (a path and why), or undefined. */
export function unsafeInDecision(d: unknown): { path: string; why: string } | undefined {
  let nodes = 0
  const walk = (
    v: unknown,
    path: string,
    depth: number,
    words = false,
  ): { path: string; why: string } | undefined => {
    if (++nodes > MAX_NODES) return { path, why: 'is far larger than any decision' }
    if (typeof v === 'string')
      return !words && RESERVED.has(v) ? { path, why: `names a reserved word (${v})` } : undefined
    if (typeof v !== 'object' || v === null) return undefined
    if (depth >= MAX_DEPTH) return { path, why: 'is nested deeper than any decision' }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const bad = walk(v[i], `${path}[${i}]`, depth + 1)
        if (bad) return bad
      }
      return undefined
    }
    for (const k of Object.keys(v)) {
      if (RESERVED.has(k)) return { path: `${path}.${k}`, why: 'is a reserved key' }
      const bad = walk((v as Record<string, unknown>)[k], `${path}.${k}`, depth + 1, FREE_TEXT.has(k))
      if (bad) return bad
    }
    return undefined
  }
  return walk(d, 'decision', 0)
}

/** A seat or id name no setup may use: it would collide with the object prototype or the spectator. */
export const isReservedName = (name: string): boolean => RESERVED.has(name)
