/**
 * When an encounter ends (project default; the seed leaves victory to the narrator): one side has
 * no mecha left in action, the turn limit passes, or the narrator ends it.
 */
import type { Outcome } from '@sortie/engine'
import { operational } from './queries.ts'
import { type GwState, NARRATOR, type Side } from './types.ts'

export function sideInAction(s: GwState, side: Side): boolean {
  return Object.values(s.mecha).some((m) => m.side === side && operational(s, m) && !m.left)
}

export function outcomeOf(s: GwState): Outcome | null {
  if (s.result) return s.result
  const players = s.seats.filter((x) => x !== NARRATOR)
  const pl = sideInAction(s, 'players')
  const np = sideInAction(s, 'npcs')
  if (!pl && !np) return { winners: [], draw: true, reason: 'no mecha left in action on either side' }
  if (!np) return { winners: players, draw: false, reason: 'the opposition is out of action' }
  if (!pl) return { winners: [NARRATOR], draw: false, reason: "the players' mecha are out of action" }
  if (s.turn > s.options.maxTurns)
    return { winners: [], draw: true, reason: `turn limit ${s.options.maxTurns} reached` }
  return null
}
