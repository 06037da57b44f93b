/**
 * The battlefield's answer to the battle's questions: the TableRules the GUNFRAME ruleset
 * plugs in (`createGunframeRuleset({ table: tableRules })`). Move candidates are remembered
 * per position (memo.ts), sight per pair of figures (sight-memo.ts): the battle and its bots ask
 * them again and again.
 */
import { candidatePaths } from './candidates.ts'
import type { TableRules } from './contract.ts'
import { edgeDistance } from './figures.ts'
import { rememberedCandidates } from './memo.ts'
import { measureMove } from './move.ts'
import { lineOfSight } from './sight.ts'
import { rememberedSight } from './sight-memo.ts'

export const tableRules: TableRules = {
  measureMove,
  lineOfSight: (field, figures, fromId, toId, opts) =>
    rememberedSight(lineOfSight, field, figures, fromId, toId, opts),
  edgeDistance,
  moveCandidates: (field, figures, unitId, allowance) =>
    rememberedCandidates(candidatePaths, field, figures, unitId, allowance),
}
