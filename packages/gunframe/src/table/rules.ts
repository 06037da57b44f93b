/**
 * The battlefield's answer to the battle's questions: the TableRules the GUNFRAME ruleset
 * plugs in (`createGunframeRuleset({ table: tableRules })`). Move candidates are remembered
 * per position (memo.ts), sight per pair of figures (sight-memo.ts): the battle and its bots ask
 * them again and again.
 */
import { bestCandidate, firstBest } from './best-candidate.ts'
import { candidatePaths } from './candidates.ts'
import type { TableRules } from './contract.ts'
import { edgeDistance } from './figures.ts'
import { candidatesAt, rememberedCandidates } from './memo.ts'
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
  // A listing already made for the position is read back; otherwise only what could win is
  // measured, and kept for the next search of the same position.
  bestCandidate: (field, figures, unitId, allowance, ask) => {
    const here = candidatesAt(field, figures, unitId, allowance)
    return here.known
      ? firstBest(here.known, ask)
      : bestCandidate(field, figures, unitId, allowance, ask, here.search)
  },
}
