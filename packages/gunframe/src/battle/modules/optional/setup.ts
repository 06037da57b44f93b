/**
 * Starting and ending turns with the optional rules (GF-OPT-*): the game's start checks the
 * chosen rules agree and builds what they need (combiner teams, structures, objects, the space
 * battlefield); each End phase begins with drift (space) and the Unkillable combiners' reserve
 * offer, both "end of turn" effects that come before reserves are called.
 */
import type { RuleError } from '@sortie/engine'
import type { BattleCtx, BattleModules } from '../../core/context.ts'
import type { BattleSetup } from '../../core/setup-types.ts'
import type { BattleState } from '../../core/types.ts'
import { unkillableEndPhase } from '../combiners/sequence.ts'
import { setupCombiners } from '../combiners/setup.ts'
import { setupObjects } from '../objects/carry.ts'
import { drift } from '../space/drift.ts'
import { setupSpace } from '../space/rules.ts'
import { setupStructures } from '../structures/attack.ts'
import { combinersOn, optionalConflict, optionOn, optState } from './rules.ts'

export function startOptional(
  s: BattleState,
  setup: BattleSetup,
  mods: BattleModules,
): RuleError | undefined {
  const list = s.mission.optional ?? []
  const clash = optionalConflict(list)
  if (clash)
    return {
      code: 'gunframe/optional_conflict',
      message: 'Choose one transformation criterion at most.',
      detail: { rules: clash },
    }
  const table = setup.optionalTable ?? {}
  if (combinersOn(s)) {
    const e = setupCombiners(s, setup, mods)
    if (e) return e
  }
  if (optionOn(s, 'structures')) setupStructures(s, table.structures)
  if (optionOn(s, 'throwing')) setupObjects(s, table.objects)
  if (optionOn(s, 'space')) setupSpace(s, table.space)
  return undefined
}

/**
 * The optional rules' End phase effects (called before the environment's and the reserves).
 * Returns true when the End phase must wait for a player (returning debris to place); it runs
 * again once the question is answered, and drift is rolled only once a turn.
 */
export function optionalEndPhase(s: BattleState, c: BattleCtx): boolean {
  if (!s.opt) return false
  if (drift(s, c)) return true
  unkillableEndPhase(s, c)
  return false
}

/** For hand-built states (tests): the same start on a state already in play. */
export function startOptionalOn(
  s: BattleState,
  setup: Partial<BattleSetup>,
  mods: BattleModules,
): RuleError | undefined {
  optState(s)
  return startOptional(s, { squadrons: {}, ...setup }, mods)
}
