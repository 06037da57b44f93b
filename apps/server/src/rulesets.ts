/**
 * The server's window on the rulesets: it reads the one registry (`@sortie/registry`) and never
 * names a ruleset. Everything a route needs — the ruleset to replay, the setup schema, the quick
 * battle, the bots, the roster check, the per-game summary — comes from the ruleset's descriptor.
 * Tests inject their own descriptors.
 */
import {
  type AnyRulesetPackage,
  type BaseState,
  type DecisionShape,
  hashMatches,
  isReservedName,
  type Outcome,
  type Result,
  type RuleError,
  type Ruleset,
  replay,
  SPECTATOR,
} from '@sortie/engine'
import { loadRuleset, rulesetIds } from '@sortie/registry'

// biome-ignore lint/suspicious/noExplicitAny: the server handles any registered ruleset
export type AnyRuleset = Ruleset<any, BaseState, DecisionShape, any, any>

export interface RulesetFailure {
  status: number
  code: string
  message: string
}

export interface RulesetSource {
  /** Registered ids (without loading them). */
  ids(): string[]
  load(id: string): Promise<{ ok: true; value: AnyRulesetPackage } | { ok: false; error: RulesetFailure }>
}

const unknown = (id: string, known: string[]): RulesetFailure => ({
  status: 400,
  code: 'server/unknown_ruleset',
  message: `No ruleset called '${id}' (registered: ${known.join(', ') || 'none'}).`,
})

const unavailable = (id: string, why: string): RulesetFailure => ({
  status: 503,
  code: 'server/ruleset_unavailable',
  message: `The ${id} engine is not available: ${why}`,
})

/** The registry every app reads. A package that fails to load is "unavailable", not a crash. */
export function registrySource(): RulesetSource {
  return {
    ids: rulesetIds,
    async load(id) {
      try {
        const r = await loadRuleset(id)
        if (r.ok) return r
        return { ok: false, error: unknown(id, rulesetIds()) }
      } catch (e) {
        return { ok: false, error: unavailable(id, (e as Error).message) }
      }
    },
  }
}

/** A fixed set of descriptors (tests); `null` marks one registered but not available. */
export function fixedSource(map: Record<string, AnyRulesetPackage | null>): RulesetSource {
  return {
    ids: () => Object.keys(map).filter((k) => map[k]),
    async load(id) {
      if (!(id in map)) return { ok: false, error: unknown(id, Object.keys(map)) }
      const p = map[id]
      return p ? { ok: true, value: p } : { ok: false, error: unavailable(id, 'not built yet.') }
    },
  }
}

const built = new WeakMap<AnyRulesetPackage, AnyRuleset>()

/** The descriptor's ruleset, built once per descriptor (server and web build the same one). */
export function rulesetOf(pkg: AnyRulesetPackage): AnyRuleset {
  let rs = built.get(pkg)
  if (!rs) {
    rs = pkg.ruleset() as AnyRuleset
    built.set(pkg, rs)
  }
  return rs
}

export interface Verified {
  hash: string
  over: boolean
  turn: number
  outcome: Outcome | null
  /**
   * Whether the hash the caller recorded (if any) is this game's: today's, or the one an older
   * save took of the same state in the ruleset's earlier shape (`hashMatches`).
   */
  recordedMatches?: boolean
}

/**
 * A seat named like the spectator or the object prototype (`__proto__`, `constructor`) cannot be
 * played: the spectator's connection never counts as a seat, and seat-keyed records would reach
 * the prototype. Refused here for every ruleset, whatever its own schema lets through.
 */
export function reservedSeat(pkg: AnyRulesetPackage, setup: unknown): RuleError | undefined {
  let seats: string[]
  try {
    seats = pkg.seats(setup)
  } catch {
    return { code: 'server/invalid_setup', message: `Not a ${pkg.id} setup: its seats cannot be read.` }
  }
  const bad = seats.find((s) => s === SPECTATOR || isReservedName(s))
  return bad === undefined
    ? undefined
    : { code: 'server/bad_seat', message: `A seat cannot be called '${bad}'; pick another name.` }
}

/** Replays setup + seed + decisions; the game's true hash, whether it has ended, its turn. */
export function verifyGame(
  pkg: AnyRulesetPackage,
  setup: unknown,
  seed: string,
  decisions: readonly DecisionShape[],
  recorded?: string,
): Result<Verified, RuleError> {
  // The schema is a gate only: the game replays from the setup as stored, exactly as
  // `sortie replay` and the browser run it (a schema that fills defaults must not change the hash).
  if (!pkg.setupSchema.safeParse(setup).success)
    return { ok: false, error: { code: 'server/invalid_setup', message: `Not a ${pkg.id} setup.` } }
  const seatError = reservedSeat(pkg, setup)
  if (seatError) return { ok: false, error: seatError }
  const rs = rulesetOf(pkg)
  const r = replay(rs, setup, seed, decisions)
  if (!r.ok) return r
  const outcome = rs.outcome(r.value.state)
  const value: Verified = {
    hash: r.value.hash,
    over: outcome !== null,
    turn: pkg.summarize(r.value.state).turns,
    outcome,
  }
  if (recorded !== undefined) value.recordedMatches = hashMatches(rs, r.value.state, recorded, r.value.hash)
  return { ok: true, value }
}
