/**
 * Rounds for handheld weapons (§5.5, GW-RULING-HANDHELD-ROUNDS): a person's ballistic ammunition
 * works like a mecha's — one round a shot — and a hand grenade is gone once thrown. The catalogue
 * gives each weapon what its carrier brings (pistol 12, hand grenades 2); a person has no store to
 * reload from (the book keeps spare rounds on the mecha, the catalogue gives people none), so an
 * empty weapon stays empty for the encounter. Weapons without rounds (a knife) never run out.
 */
import type { HandheldDef } from '../data/starter.ts'
import type { PilotState } from './types.ts'

/** Rounds left, or undefined for a weapon that uses none. */
export function handheldLeft(p: PilotState, h: HandheldDef): number | undefined {
  if (h.rounds === undefined) return undefined
  return p.rounds && Object.hasOwn(p.rounds, h.id) ? (p.rounds[h.id] ?? 0) : h.rounds
}

/** One round (or grenade) used by an attack that is made. */
export function spendHandheld(p: PilotState, h: HandheldDef): void {
  const left = handheldLeft(p, h)
  if (left === undefined) return
  p.rounds = { ...(p.rounds ?? {}), [h.id]: Math.max(0, left - 1) }
}
