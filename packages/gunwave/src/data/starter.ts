/**
 * The project's own starter catalogue for Gunwave. The seed defines what a weapon,
 * mecha and trait ARE, but the book with the real lists is lost (supplements/gunwave-facts.md):
 * every number and name below that is not in the seed is INVENTED BY THE PROJECT, calibrated to
 * the seed's examples (Armor 40, Energy 50, 5-die ranged, 8-die melee), and listed as such in
 * docs/rules/gunwave.md. Tune here and only here: one file per concept beside this one (weapons,
 * mecha types, traits and effects, pilot choices), all re-exported from this entry; what is left
 * here is the sheet budgets and the open values of the battle.
 */
export * from './mecha-types.ts'
export * from './pilots.ts'
export * from './traits.ts'
export * from './weapons.ts'

export const CATALOGUE_LABEL =
  "Sortie project defaults — invented for play, not from Gunwave's lost Colony War Core Handbook"

/** Player seats at one encounter, the narrator aside (project default). */
export const PLAYER_SEATS = { min: 1, max: 6 } as const

/** Sheet budgets and the values the seed leaves open (project defaults). */
export const DEFAULTS = {
  pilotHealth: 10,
  attributeBudget: 4,
  attributeMax: 4,
  skillBudget: 6,
  skillMax: 3,
  pilotTraits: 5,
  mechaTraits: 3,
  weaponSlots: 3,
  /** Extreme spans gaps 6–9 on the grid; past that nothing can be targeted (supplement §4). */
  extremeWidth: 4,
  minorActionsPerTurn: 1,
  repairOpsPerDay: 5,
  repairArmor: 3,
  /** Turn limit of an encounter before it ends in a draw (keeps bot games finite; GW-RULING-VICTORY: 40, four minutes of combat at six seconds a turn). */
  maxTurns: 40,
  /** A person on foot walks 2 m a turn, a fifth of a movement unit (§6.5.8): tenths of a unit. */
  footTenthsPerTurn: 2,
  descentTurns: 20,
  /**
   * Turns of work to disarm a self-destruct: the seed's 10 minutes at its six seconds a turn
   * (§7.7: 2 minutes = 20 combat turns). The narrator may set another figure (GW-RULING-DISARM).
   */
  disarmTurns: 100,
  descentMaxSpeed: 10,
} as const
