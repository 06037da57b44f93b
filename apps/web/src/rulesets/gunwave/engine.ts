/** The Gunwave table's one door into the rules: everything comes from `@sortie/gunwave`; the UI only draws it. */
import { SPECTATOR } from '@sortie/engine'
import {
  ARCHETYPES,
  attackOdds,
  BACKGROUNDS,
  type Budget,
  bandBetween,
  EFFECTS,
  type GwDecision,
  type GwEvent,
  type GwPrompt,
  type GwSetup,
  type GwState,
  isSheet,
  MECHA_TYPES,
  type NarratorAct,
  fireOdds as orderOdds,
  PILOTING,
  PLAYER_SEATS,
  printSheet,
  RACES,
  type Sheet,
  type SheetAfterBattle,
  type SheetChange,
  SKILLS,
  SPECIALTIES,
  sheetBudgets,
  sheetsAfterBattle,
  stockGrenades,
  successes,
  TRAITS,
  validateSheet,
  WEAPONS,
  weaponById,
} from '@sortie/gunwave'
import gunwave from '@sortie/gunwave/package'

export type {
  Budget,
  GwDecision,
  GwEvent,
  GwPrompt,
  GwSetup,
  GwState,
  NarratorAct,
  Sheet,
  SheetAfterBattle,
  SheetChange,
}
export {
  ARCHETYPES,
  attackOdds,
  BACKGROUNDS,
  bandBetween,
  EFFECTS,
  gunwave,
  isSheet,
  MECHA_TYPES,
  orderOdds,
  PILOTING,
  PLAYER_SEATS,
  printSheet,
  RACES,
  SKILLS,
  SPECIALTIES,
  SPECTATOR,
  sheetBudgets,
  sheetsAfterBattle,
  stockGrenades,
  successes,
  TRAITS,
  validateSheet,
  WEAPONS,
  weaponById,
}

const rules = gunwave.ruleset()

/** Whether (and how) the encounter has ended, as the package judges it. */
export const outcomeOf = (s: GwState) => rules.outcome(s)

/** What `seat` may see of `s` (the package's per-seat view: sealed orders, hidden NPCs, notes). */
export const viewFor = (s: GwState, seat: string): GwState => rules.view(s, seat) as GwState

/** A sheet file from outside (saved, imported, a stored draft) as the package reads it, or why not. */
export function readSheet(file: unknown): Sheet | string {
  if (!isSheet(file)) return 'That is not a Gunwave pilot sheet.'
  const check = validateSheet(file)
  return check.sheet ?? `That sheet cannot be read: ${check.problems[0]?.message ?? 'unknown shape'}.`
}
