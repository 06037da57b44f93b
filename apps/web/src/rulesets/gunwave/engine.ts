/** The Gunwave table's one door into the rules: everything comes from `@sortie/gunwave`; the UI only draws it. */
import {
  attackOdds,
  bandBetween,
  type GwDecision,
  type GwEvent,
  type GwPrompt,
  type GwSetup,
  type GwState,
  weaponById,
} from '@sortie/gunwave'
import gunwave from '@sortie/gunwave/package'

export type { GwDecision, GwEvent, GwPrompt, GwSetup, GwState }
export { attackOdds, bandBetween, gunwave, weaponById }
