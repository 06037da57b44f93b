/**
 * Scores where to set a unit down at deployment by the worth of the spot (position.ts): the
 * fire it would draw from the enemy already on the table, the shot it would threaten and the
 * objectives within reach — so it starts in cover and near the markers rather than at the
 * middle of the edge. Holding a unit back scores far below any spot, as greedy does.
 */
import type { BattleDecision, BattleState, BattleUnit } from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'
import { f1, figs, type Scored } from './action.ts'
import { spotValue, WEIGHTS, type Weights } from './position.ts'

export function scoreDeploys(
  s: BattleState,
  table: TableRules,
  legal: readonly BattleDecision[],
  w: Weights = WEIGHTS,
): Scored[] {
  return legal.map((d) => {
    if (d.kind !== 'deploy') return { decision: d, score: -1e6, note: 'hold back' }
    const spot = { pos: d.pos, facing: d.facing }
    // The state with the unit set down: the spot is weighed with the unit on the table.
    const placed = (x: BattleUnit): BattleUnit => ({ ...x, status: 'table', ...spot })
    const state = { ...s, units: s.units.map((x) => (x.id === d.unit ? placed(x) : x)) }
    const u = state.units.find((x) => x.id === d.unit) as BattleUnit
    const v = spotValue(state, table, u, spot, w)
    return {
      decision: d,
      score: v.total,
      note: `deploy: risk ${f1(v.risk)}, threat ${f1(v.threat)}, objective ${f1(v.objective)}`,
      figures: figs({ risk: v.risk, objective: v.objective }),
    }
  })
}
