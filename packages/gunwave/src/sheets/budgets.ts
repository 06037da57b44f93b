/**
 * What a new pilot-and-mecha sheet may spend, and what it spends (§2.1, §3.1 with the project's
 * budgets in DEFAULTS): attribute points, skill dice (a human's race gives one more), pilot and
 * mecha traits, weapon slots. validate.ts judges a sheet by these; a builder shows them as it goes.
 */
import { DEFAULTS, RACES } from '../data/starter.ts'
import type { MechaSheet, PilotSheet } from './schema.ts'

export interface Budget {
  used: number
  limit: number
}

export interface SheetBudgets {
  attributes: Budget
  skills: Budget
  pilotTraits: Budget
  mechaTraits: Budget
  weapons: Budget
}

export function pilotBudgets(p: PilotSheet): Pick<SheetBudgets, 'attributes' | 'skills' | 'pilotTraits'> {
  const race = RACES[p.race] as { skillBudget?: number } | undefined
  let dice = 0
  for (const v of Object.values(p.skills)) dice += v ?? 0
  return {
    attributes: { used: p.body + p.brains + p.charisma, limit: DEFAULTS.attributeBudget },
    skills: { used: dice, limit: DEFAULTS.skillBudget + (race?.skillBudget ?? 0) },
    pilotTraits: { used: p.traits.length, limit: DEFAULTS.pilotTraits },
  }
}

export function mechaBudgets(m: MechaSheet): Pick<SheetBudgets, 'mechaTraits' | 'weapons'> {
  return {
    mechaTraits: { used: m.traits.length, limit: DEFAULTS.mechaTraits },
    weapons: { used: m.weapons.length, limit: DEFAULTS.weaponSlots },
  }
}

export const sheetBudgets = (s: { pilot: PilotSheet; mecha: MechaSheet }): SheetBudgets => ({
  ...pilotBudgets(s.pilot),
  ...mechaBudgets(s.mecha),
})
