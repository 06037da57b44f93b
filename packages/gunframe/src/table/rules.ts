/**
 * The battlefield's answer to the battle's questions: the TableRules the GUNFRAME ruleset
 * plugs in (`createGunframeRuleset({ table: tableRules })`).
 */
import { moveCandidates } from './candidates.ts'
import type { TableRules } from './contract.ts'
import { edgeDistance } from './figures.ts'
import { measureMove } from './move.ts'
import { lineOfSight } from './sight.ts'

export const tableRules: TableRules = { measureMove, lineOfSight, edgeDistance, moveCandidates }
