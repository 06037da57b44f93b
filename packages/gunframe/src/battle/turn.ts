/**
 * The turn: initiative phase (start of turn, focus points, initiative roll), alternating
 * activations, and the end phase in the book's order (end of turn, reserves, discard focus,
 * victory points, new turn or game end).
 */
import type { Seat } from '@sortie/engine'
import type { BattleCtx } from './context.ts'
import { focusFor } from './focus.ts'
import { other } from './geo.ts'
import { attrition, controller, suddenDeath } from './mission.ts'
import type { BattleState } from './types.ts'

export function startTurn(s: BattleState, c: BattleCtx): void {
  s.turn++
  // Start of turn: per-turn marks reset; upgrade effects "at the start of the turn" hook in here.
  for (const u of s.units) {
    u.activated = false
    u.reacted = false
    u.focusSpent = false
    u.lockUsed = false
    u.evadeUsed = false
  }
  for (const seat of s.seats) s.focus[seat] = focusFor(s.units, seat)
  c.emit({ type: 'TurnStarted', turn: s.turn, focus: { ...s.focus } })
  rollInitiative(s, c)
}

/** Each side rolls a D6 (attacker +1 on turn one); ties go to fewer focus points, else re-roll. */
export function rollInitiative(s: BattleState, c: BattleCtx): void {
  const [a, b] = s.seats
  let winner: Seat | null = null
  for (let tries = 0; tries < 1000 && winner === null; tries++) {
    const ra = c.dice.d6() + (s.turn === 1 && s.attacker === a ? 1 : 0)
    const rb = c.dice.d6() + (s.turn === 1 && s.attacker === b ? 1 : 0)
    const fa = s.focus[a] ?? 0
    const fb = s.focus[b] ?? 0
    if (ra !== rb) winner = ra > rb ? a : b
    else if (fa !== fb) winner = fa < fb ? a : b
    c.emit({ type: 'InitiativeRolled', rolls: { [a]: ra, [b]: rb }, winner })
  }
  s.stack.push({ t: 'initiative', seat: winner ?? a })
}

export function unactivated(s: BattleState, seat: Seat): boolean {
  return s.units.some((u) => u.side === seat && u.status === 'table' && !u.activated)
}

/** Whose activation is next: alternate, and let a side finish alone when the other is done. */
export function nextSeat(s: BattleState): Seat | null {
  const want = s.next ?? s.initiative ?? s.seats[0]
  if (unactivated(s, want)) return want
  const o = other(s, want)
  return unactivated(s, o) ? o : null
}

export function endPhase(s: BattleState, c: BattleCtx): void {
  // End of turn effects and reserves would go here (Carnage forbids reserves).
  for (const seat of s.seats) s.focus[seat] = 0
  const gained: Record<Seat, number> = {}
  for (const seat of s.seats) gained[seat] = 0
  for (const o of s.mission.objectives) {
    const who = controller(s, c.table, o)
    if (who !== null) gained[who] = (gained[who] ?? 0) + 1
  }
  for (const seat of s.seats) s.vp[seat] = (s.vp[seat] ?? 0) + (gained[seat] ?? 0)
  c.emit({ type: 'VictoryPoints', turn: s.turn, gained, total: { ...s.vp } })
  if (suddenDeath(s) || s.turn >= s.mission.turns) {
    finishGame(s, c, suddenDeath(s) ? 'sudden_death' : 'turns')
    return
  }
  s.next = null
  s.initiative = null
  startTurn(s, c)
}

export function finishGame(s: BattleState, c: BattleCtx, reason: 'turns' | 'sudden_death'): void {
  const bonus = attrition(s)
  const vp: Record<Seat, number> = {}
  for (const seat of s.seats) vp[seat] = (s.vp[seat] ?? 0) + (bonus[seat] ?? 0)
  s.vp = vp
  const [a, b] = s.seats
  const va = vp[a] ?? 0
  const vb = vp[b] ?? 0
  const winners = va === vb ? [] : [va > vb ? a : b]
  s.result = { winners, draw: va === vb, reason, vp, attrition: bonus }
  s.phase = 'over'
  s.stack = []
  s.next = null
  c.emit({ type: 'GameEnded', ...s.result })
}
