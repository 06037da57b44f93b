/**
 * The web app's one door into the rules. Everything the UI shows about the game — prompts, legal
 * choices, move costs, ranges, odds, outcomes — comes through here from the engine packages; the
 * UI only draws it. The server builds the same ruleset (same table rules), so a game replays
 * identically on both sides.
 */
import { type RuleError, type Seat, seedRng, stateHash, type Vec } from '@sortie/engine'
import {
  type AttackOddsFor,
  type AttackPlan,
  attackOddsFor,
  type Band,
  type BattleDecision,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type BattleUnit,
  battleTable,
  declaredAttackOdds,
  moveAllowance as engineAllowance,
  bandReach as engineReach,
  figureOf,
  type GunframeRuleset,
  isEvent,
  moduleLoadout,
  moduleSpeed,
  planAttack,
  type SpecialMove,
  type SplitAttackOdds,
  splitAttackOdds,
  standardModules,
} from '@sortie/gunframe/battle'
import type { AttackPreview } from '@sortie/gunframe/odds'
import gunframe from '@sortie/gunframe/package'
import { type Battlefield, type TableRules, tableRules } from '@sortie/gunframe/table'

export type { BattleDecision, BattleSetup, BattleState, BattleUnit }

/** A unit as the table rules measure it (base, height, where it stands). */
export { figureOf }

export const table: TableRules = tableRules
/** The descriptor's own instance: the shell plays games through the same object. */
export const ruleset: GunframeRuleset = gunframe.ruleset() as GunframeRuleset

export interface Applied {
  state: BattleState
  events: BattleEvent[]
}

export function apply(
  state: BattleState,
  d: BattleDecision,
): { ok: true; value: Applied } | { ok: false; error: RuleError } {
  return ruleset.apply(state, d)
}

/** Tries a decision without revealing the game's future dice: the trial runs on throwaway dice. */
export function trial(state: BattleState, d: BattleDecision) {
  return ruleset.apply({ ...state, rng: seedRng('preview') }, d)
}

/**
 * The Speed a unit may spend on a move now: the engine's, as its modules change it (crippled
 * halves it); a knocked-down unit's move allowance is 0, as the engine's move request says.
 */
export const moveSpeed = (state: BattleState, u: BattleUnit): number =>
  u.counters.knockedDown ? 0 : moduleSpeed(standardModules(), state, u)

/**
 * The dice each weapon system attacks with now, as the engine rolls them (crippled halving,
 * Anger Issues' extra Close dice), which may differ from the printed profile.
 */
export const attackLoadout = (state: BattleState, u: BattleUnit): Record<Band, number> =>
  moduleLoadout(standardModules(), state, u)

/** How far each range band of the unit reaches (inches, edge to edge): Extreme Range's long is 32". */
export const bandReach = (u: BattleUnit): Record<Band, number> => engineReach(standardModules(), u)

/**
 * The inches this move may cost as the engine allows them: a fast move and a fast flyer in the air
 * go further than Speed, so Speed is not the limit to show. `refused` is the engine's answer to
 * this very move; a "too far" refusal carries the allowance it measured against.
 */
export function moveAllowance(
  state: BattleState,
  d: BattleDecision,
  unit: BattleUnit,
  refused?: RuleError,
): number | null {
  const told = (refused?.detail as { allowance?: unknown } | undefined)?.allowance
  if (typeof told === 'number') return told
  const m = d as { special?: SpecialMove; fast?: boolean }
  return engineAllowance(state, standardModules(), unit, m.special, m.fast)
}

export interface MovePreview {
  ok: boolean
  cost: number | null
  /** The engine's limit for this move; null when a legal move's cost shows Speed is not it. */
  allowance: number | null
  error?: RuleError
  end: Vec
  /** The facing the unit would be placed with (the engine's, from the trial). */
  facing: number
}

/** What a move along `path` would do: the engine's verdict and cost, read from a trial apply. */
export function previewMove(
  state: BattleState,
  d: BattleDecision & { path: Vec[] },
  unit: BattleUnit,
): MovePreview {
  const end = d.path[d.path.length - 1] ?? unit.pos
  const facing = 'facing' in d && typeof d.facing === 'number' ? d.facing : unit.facing
  const r = trial(state, d)
  if (!r.ok) {
    const det = r.error.detail as { cost?: number } | undefined
    return {
      ok: false,
      cost: typeof det?.cost === 'number' ? det.cost : null,
      allowance: moveAllowance(state, d, unit, r.error),
      error: r.error,
      end,
      facing,
    }
  }
  const moved = r.value.events.filter(isEvent('UnitMoved')).find((e) => e.unit === unit.id)
  const placed = r.value.state.units.find((u) => u.id === unit.id)
  const cost = moved ? moved.cost : null
  const allowance = moveAllowance(state, d, unit)
  return {
    ok: true,
    cost,
    // The engine took this move, so a limit below its cost is not the engine's (Speed standing in
    // for an allowance the package does not tell yet): show no limit rather than a wrong one.
    allowance: cost !== null && allowance !== null && cost > allowance + 1e-6 ? null : allowance,
    end: placed?.pos ?? end,
    facing: placed?.facing ?? facing,
  }
}

export type AttackLook = { target: BattleUnit; plan: AttackPlan | null; error?: RuleError }

/** Range band, sight and cover from a unit (at a hypothetical spot) to every enemy. */
export function attackLooks(
  state: BattleState,
  unitId: string,
  at?: { pos: Vec; facing: number },
): AttackLook[] {
  const s: BattleState = at
    ? {
        ...state,
        units: state.units.map((u) => (u.id === unitId ? { ...u, pos: at.pos, facing: at.facing } : u)),
      }
    : state
  const a = s.units.find((u) => u.id === unitId)
  if (!a) return []
  const top = s.stack[s.stack.length - 1]
  const frame = top?.t === 'activation' && top.unit === unitId ? top : undefined
  const out: AttackLook[] = []
  // The table as the battle sees it here (environment sight, occupied buildings), as the odds do.
  const modules = standardModules()
  const seen = battleTable(s, modules, table)
  for (const t of s.units) {
    if (t.side === a.side || t.status !== 'table') continue
    const p = planAttack(s, { table: seen, modules }, a, t.id, {
      reaction: !frame,
      ...(frame ? { frame } : {}),
    })
    out.push(p.ok ? { target: t, plan: p.value } : { target: t, plan: null, error: p.error })
  }
  return out
}

/**
 * Exact odds of attacking `targetId` now, for one way of spending a target lock the target
 * carries. The battle's own `attackOddsFor` builds them from the code that rolls the dice (every
 * upgrade and environment applied); an attack already declared is read from its frame.
 */
export function attackOdds(
  state: BattleState,
  attackerId: string,
  targetId: string,
  lock: 'keep' | 'focus-fire' | 'precise-strike' = 'keep',
  /** A close attacker's optional turn to face its target (the attack decision's `face`). */
  face?: boolean,
): { plan: AttackOddsFor['plan']; odds: AttackPreview } | { error: RuleError } {
  const top = state.stack[state.stack.length - 1]
  const r =
    top?.t === 'attack' && top.attacker === attackerId && top.target === targetId
      ? declaredAttackOdds(state, top, { modules: standardModules(), table, lock })
      : attackOddsFor(state, attackerId, targetId, {
          modules: standardModules(),
          table,
          lock,
          ...(face !== undefined ? { face } : {}),
        })
  return r.ok ? { plan: r.value.plan, odds: r.value.preview } : { error: r.error }
}

/** Exact odds of a Split Fire attack (the decision's `split`): each share and the total, from the engine. */
export function splitOdds(
  state: BattleState,
  attackerId: string,
  split: readonly { target: string; dice: number }[],
): SplitAttackOdds | { error: RuleError } {
  const r = splitAttackOdds(state, attackerId, split, { modules: standardModules(), table })
  return r.ok ? r.value : { error: r.error }
}

export const hashOf = (state: BattleState): string => stateHash(state)

export function startGame(setup: BattleSetup, seed: string) {
  return ruleset.start(setup, seed)
}

/** The same battlefield whatever the seat: `y` grows towards the far edge. */
export type { Battlefield, Seat }
