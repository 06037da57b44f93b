/**
 * The missions' part of the turn, as the missions module's hooks (core/turn.ts calls them at the
 * book's moments): which pieces act, the free-for-all's initiative, ambushers still to come, the
 * environment's End phase, calling reserves, the End phase's victory points and the verdict.
 * Hand-built scenarios without a mission state score Carnage's markers from `mission.objectives`.
 */
import type { Seat } from '@sortie/engine'
import { PIECES } from '../../../missions/pieces.ts'
import { missionEndPhase } from '../../../missions/victory.ts'
import type { BattleCtx, EndPhaseScore, PieceActs } from '../../core/context.ts'
import type { BattleResult, BattleState, BattleUnit } from '../../core/types.ts'
import { ffaInitiative } from '../multi/ffa.ts'
import { attrition, controller, suddenDeath } from './mission.ts'
import { distanceFn, missionUnits } from './units.ts'
import { decideVictory, ffaEndPhase } from './victory.ts'

/** Structures never act; a gun emplacement only reacts (GF-MIS-RAID-GUN); a convoy acts as a unit. */
export function pieceActs(u: BattleUnit): PieceActs | undefined {
  if (!u.piece) return undefined
  if (PIECES[u.piece].acts === 'unit') return 'unit'
  return u.piece === 'gun-emplacement' ? 'react' : 'never'
}

/** GF-MULTI-FFA: the free-for-all's initiative goes without the two-sided roll-off. */
export const missionInitiative = (s: BattleState, c: BattleCtx): Seat | undefined =>
  s.mission.ffa ? ffaInitiative(s, c) : undefined

/** End phase steps 4-5: the mission's VP, its wins, sudden death and game length. */
export function missionScore(s: BattleState, c: BattleCtx): EndPhaseScore {
  const ms = s.mission.state
  if (!ms) return carnageScore(s, c)
  const view = { turn: s.turn, units: missionUnits(s), distance: distanceFn(s, c.table) }
  if (s.mission.ffa) return ffaEndPhase(s, view)
  const r = missionEndPhase(ms, view, c.dice)
  s.mission.state = r.state
  for (const roll of r.rolls) c.emit({ type: 'RandomGameLength', turn: s.turn, roll: roll.value })
  return {
    gained: r.gained,
    end: r.end ? (r.end.reason === 'sudden-death' ? 'sudden_death' : r.end.reason) : null,
  }
}

/** Hand-built scenarios: 1 VP a controlled marker, sudden death, then the turn limit. */
function carnageScore(s: BattleState, c: BattleCtx): EndPhaseScore {
  const gained: Record<Seat, number> = {}
  for (const seat of s.seats) gained[seat] = 0
  for (const o of s.mission.objectives) {
    const who = controller(s, c.table, o)
    if (who !== null) gained[who] = (gained[who] ?? 0) + 1
  }
  const end = suddenDeath(s) ? 'sudden_death' : s.turn >= s.mission.turns ? 'turns' : null
  return { gained, end }
}

/** GF-MIS-WIN: the mission's verdict; hand-built scenarios add attrition to the VP. */
export function missionResult(s: BattleState, c: BattleCtx, reason: BattleResult['reason']): BattleResult {
  if (s.mission.state) return decideVictory(s, c, reason)
  const bonus = attrition(s)
  const vp: Record<Seat, number> = {}
  for (const seat of s.seats) vp[seat] = (s.vp[seat] ?? 0) + (bonus[seat] ?? 0)
  const [a, b] = s.seats
  const va = vp[a] ?? 0
  const vb = vp[b] ?? 0
  const winners = va === vb ? [] : [va > vb ? a : b]
  return { winners, draw: va === vb, reason, vp, attrition: bonus }
}
