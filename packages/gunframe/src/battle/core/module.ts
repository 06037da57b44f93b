/**
 * Calling the feature modules' hooks (context.ts) the same way everywhere: in list order, the
 * first module that answers wins where only one may.
 */
import type { TableRules } from '../../table/contract.ts'
import type { BattleCtx, BattleModules, ModuleAnswer } from './context.ts'
import type { BattleDecision, BattleState } from './types.ts'

/** The table as the modules bend it, in list order. */
export function moduleTable(mods: BattleModules, t: TableRules, s: BattleState): TableRules {
  let out = t
  for (const m of mods) if (m.table) out = m.table(out, s)
  return out
}

/** The first module that answers or refuses the decision; undefined when core should go on. */
export function moduleDecide(s: BattleState, c: BattleCtx, d: BattleDecision): ModuleAnswer {
  for (const m of c.modules) {
    const a = m.decide?.(s, c, d)
    if (a !== undefined) return a
  }
  return undefined
}

/** True when some module asked a question at this step (later modules wait for the next pass). */
export function firstAsking(s: BattleState, c: BattleCtx, hook: 'beforeFirstTurn' | 'endPhase'): boolean {
  for (const m of c.modules) if (m[hook]?.(s, c)) return true
  return false
}
