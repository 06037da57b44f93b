/**
 * A pilot's attribute score as it is used in play: the sheet's points plus the race's bonus
 * (GW-RULING-RACES: Mutant +1 Body, Super Human +1 Brains). One home for the sum, so the sheet
 * check (the scale tops out at 4, supplement §3) and the rolls (trait dice, stuns) agree.
 */
import { RACES } from '../data/starter.ts'
import type { PilotSheet } from './schema.ts'

export type PilotAttribute = 'body' | 'brains' | 'charisma'

export function attributeScore(p: PilotSheet, a: PilotAttribute): number {
  const race = RACES[p.race] as Partial<Record<PilotAttribute, number>> | undefined
  return p[a] + (race?.[a] ?? 0)
}
