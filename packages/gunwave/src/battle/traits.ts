/** Traits a pilot may use now (§4): own, background, race and mecha traits; one per turn; frequencies. */
import { BACKGROUNDS, RACES, type TraitDef, traitById } from '../data/starter.ts'
import { attributeScore } from '../sheets/attributes.ts'
import type { GwState, MechaState, PilotState } from './types.ts'

export function traitsOf(p: PilotState, m: MechaState | null): TraitDef[] {
  const race = RACES[p.sheet.race]
  const ids = [
    ...p.sheet.traits,
    BACKGROUNDS[p.sheet.background].trait,
    ...('trait' in race ? [race.trait] : []),
    // Equipment and mecha traits work only while mounted: only from inside the mecha (§4).
    ...(m ? m.traits : []),
  ]
  return [...new Set(ids)].map(traitById).filter((t): t is TraitDef => !!t)
}

/** Why a trait cannot be used now, or null. */
export function traitBlocked(s: GwState, p: PilotState, t: TraitDef): string | null {
  if (t.frequency === 'passive') return 'a passive trait is always on'
  if (p.traitTurn === s.turn) return 'only one trait a turn'
  if ((t.frequency === 'battle' || t.frequency === 'daily') && p.traitsSpent.includes(t.id))
    return t.frequency === 'battle' ? 'already used this battle' : 'already used today'
  return null
}

/** Dice of a trait: a number, or the score of the attribute it names (§4.1). */
export function traitDice(p: PilotState, t: TraitDef): number {
  if (t.dice === undefined) return 0
  if (typeof t.dice === 'number') return t.dice
  if (t.dice === 'piloting') return p.sheet.piloting
  return attributeScore(p.sheet, t.dice)
}
