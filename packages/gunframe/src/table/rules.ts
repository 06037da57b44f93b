/**
 * The battlefield's answer to the battle's questions: the TableRules the GUNFRAME ruleset
 * plugs in (`createGunframeRuleset({ table: tableRules })`). Sight and move candidates are
 * remembered per position (memo.ts): the battle and its bots ask them again and again.
 */
import { candidatePaths } from './candidates.ts'
import type { TableRules } from './contract.ts'
import { edgeDistance } from './figures.ts'
import { rememberedCandidates, rememberedSight } from './memo.ts'
import { measureMove } from './move.ts'
import { lineOfSight } from './sight.ts'

export const tableRules: TableRules = {
  measureMove,
  lineOfSight: (field, figures, fromId, toId, opts) =>
    rememberedSight(lineOfSight, field, figures, fromId, toId, opts),
  edgeDistance,
  moveCandidates: (field, figures, unitId, allowance) =>
    rememberedCandidates(candidatePaths, field, figures, unitId, allowance),
}
