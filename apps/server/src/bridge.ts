/**
 * The server's window on the rules engine. The server never interprets a game itself: it asks the
 * GUNFRAME ruleset to replay a saved game (to verify its hash and learn whether it is over) and
 * the units module to price and check a squadron.
 *
 * The lookups go through the modules' namespaces so the server keeps building while the engine
 * packages grow their public surface (they are written in parallel).
 */
import {
  type BaseState,
  type Decision,
  type Result,
  type RuleError,
  type Ruleset,
  replay,
} from '@sortie/engine'
import { createGunframeRuleset } from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'
import * as table from '@sortie/gunframe/table'
import { parseSquadronFile, squadronPoints, validateSquadron } from '@sortie/gunframe/units'

export type AnyRuleset = Ruleset<unknown, BaseState, Decision>

/** Rulesets the server can replay, by id (tests inject their own). */
export type RulesetRegistry = Record<string, AnyRuleset | null | undefined>

export const defaultRulesets = (): RulesetRegistry => ({ gunframe: gunframeRuleset() })

let cached: AnyRuleset | undefined

/**
 * The GUNFRAME ruleset over the battlefield module's table rules when it exports them (the web
 * app makes the same choice, so both replay a game identically), else the battle's open ground.
 */
export function gunframeRuleset(): AnyRuleset {
  if (cached) return cached
  const t = (table as unknown as Record<string, unknown>).tableRules as TableRules | undefined
  cached = createGunframeRuleset(t ? { table: t } : {}) as unknown as AnyRuleset
  return cached
}

export interface Verified {
  hash: string
  over: boolean
  turn: number
}

/** Replays setup + seed + decisions; the game's true hash and whether it has ended. */
export function verifyGame(
  rs: AnyRuleset,
  setup: unknown,
  seed: string,
  decisions: readonly Decision[],
): Result<Verified, RuleError> {
  const r = replay(rs, setup, seed, decisions)
  if (!r.ok) return r
  const st = r.value.state as BaseState & { turn?: unknown }
  return {
    ok: true,
    value: { hash: r.value.hash, over: rs.outcome(r.value.state) !== null, turn: Number(st.turn) || 0 },
  }
}

export interface SquadronCheck {
  points: number | null
  problems: { code: string; message: string; path: string }[]
}

/** Points and construction problems of a squadron file (no problems = valid). */
export function checkSquadron(squadron: unknown): SquadronCheck {
  const slim = (p: { code: string; message: string; path: string }) => ({
    code: p.code,
    message: p.message,
    path: p.path,
  })
  try {
    const parsed = parseSquadronFile(squadron)
    if (!parsed.ok) return { points: null, problems: parsed.error.map(slim) }
    const points = squadronPoints(parsed.value)
    return {
      points: Number.isFinite(points) ? points : null,
      problems: validateSquadron(parsed.value).map(slim),
    }
  } catch {
    // The shape check passed but the file is not a squadron the units module can read.
    return {
      points: null,
      problems: [{ code: 'gunframe/unreadable', message: 'Not a readable squadron.', path: '' }],
    }
  }
}
