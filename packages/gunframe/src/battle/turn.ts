/**
 * The turn: initiative phase (start of turn, focus points, initiative roll), alternating
 * activations, and the End phase in the book's order: end-of-turn effects (the environment),
 * reserves (defender first), discard focus points, victory points, then victory or a new turn.
 * The mission's own hooks (doomsday clock, attacker's first-turn bonus, eye of the storm, random
 * length, sudden death, mission wins) are called from the missions module at those moments.
 */
import type { Seat } from '@sortie/engine'
import { doomsdayStartOfTurn } from '../missions/doomsday.ts'
import { eyeOfTheStorm } from '../missions/environment-rules.ts'
import { initiativeBonus } from '../missions/standard.ts'
import { missionEndPhase } from '../missions/victory.ts'
import type { BattleCtx } from './context.ts'
import { focusFor } from './focus.ts'
import { attrition, controller, suddenDeath } from './mission.ts'
import { environmentEnd } from './mission-environment.ts'
import { updateBeacons } from './mission-events.ts'
import { callReservesFrames } from './mission-reserves.ts'
import { activates, distanceFn, missionUnits } from './mission-units.ts'
import { decideVictory, ffaEndPhase } from './mission-victory.ts'
import { ffaInitiative, nextClockwise } from './multi-ffa.ts'
import type { BattleResult, BattleState } from './types.ts'

export function startTurn(s: BattleState, c: BattleCtx): void {
  s.turn++
  // Start of turn: per-turn marks reset; upgrade effects "at the start of the turn" hook in here.
  for (const u of s.units) {
    const idle = !activates(u) && u.piece !== 'gun-emplacement'
    u.activated = idle
    u.reacted = idle
    u.focusSpent = false
    u.lockUsed = false
    u.evadeUsed = false
  }
  if (s.mission.ambushed) s.mission.ambushed = {}
  if (s.mission.beaconBlocked) s.mission.beaconBlocked = []
  for (const seat of s.seats) s.focus[seat] = focusFor(s.units, seat)
  c.emit({ type: 'TurnStarted', turn: s.turn, focus: { ...s.focus } })
  const ms = s.mission.state
  if (ms) {
    // GF-MIS-DOOMSDAY-CLOCK: a D3 on the clock at the start of every turn, the first included.
    const r = doomsdayStartOfTurn(ms, c.dice)
    s.mission.state = r.state
    if (r.roll !== null) c.emit({ type: 'DoomsdayClock', roll: r.roll, clock: r.state.clock })
    updateBeacons(s, c)
  }
  rollInitiative(s, c)
}

/** Each side rolls a D6 (attacker +1 on turn one); ties go to fewer focus points, else re-roll. */
export function rollInitiative(s: BattleState, c: BattleCtx): void {
  if (s.mission.ffa) {
    const first = ffaInitiative(s, c)
    s.initiative = first
    s.next = first
    c.emit({ type: 'InitiativeChosen', by: first, first })
    return
  }
  const [a, b] = s.seats
  const roles = { attacker: s.attacker ?? '', defender: s.defender ?? '' }
  let winner: Seat | null = null
  for (let tries = 0; tries < 1000 && winner === null; tries++) {
    const na = c.dice.d6()
    const nb = c.dice.d6()
    const ra = na + initiativeBonus(s.turn, a, roles)
    const rb = nb + initiativeBonus(s.turn, b, roles)
    const fa = s.focus[a] ?? 0
    const fb = s.focus[b] ?? 0
    if (ra !== rb) winner = ra > rb ? a : b
    else if (fa !== fb) winner = fa < fb ? a : b
    c.emit({ type: 'InitiativeRolled', rolls: { [a]: ra, [b]: rb }, winner })
    // GF-ENV-STORM-EYE: equal natural rolls stop the storm (the next pair restarts it).
    const env = s.mission.environment
    if (env?.settings.eye) {
      const active = eyeOfTheStorm(env, [na, nb])
      if (active !== env.stormActive) {
        s.mission.environment = { ...env, stormActive: active }
        c.emit({ type: active ? 'StormRestarted' : 'StormStopped', turn: s.turn })
      }
    }
  }
  s.stack.push({ t: 'initiative', seat: winner ?? a })
}

export function unactivated(s: BattleState, seat: Seat): boolean {
  return s.units.some((u) => u.side === seat && u.status === 'table' && !u.activated && activates(u))
}

/** Whose activation is next: alternate (clockwise with more seats); a side with units left goes on alone. */
export function nextSeat(s: BattleState): Seat | null {
  const want = s.next ?? s.initiative ?? s.seats[0]
  return nextClockwise(s, want, (seat) => unactivated(s, seat))
}

export function endPhase(s: BattleState, c: BattleCtx): void {
  const ms = s.mission.state
  if (!ms) {
    legacyEndPhase(s, c)
    return
  }
  if (s.mission.endStage !== 'reserves') {
    // 1. End of turn effects, 2. reserves (defender first, then the attacker).
    environmentEnd(s, c)
    s.mission.endStage = 'reserves'
    if (callReservesFrames(s)) return
  }
  s.mission.endStage = null
  // 3. Discard focus points.
  for (const seat of s.seats) s.focus[seat] = 0
  // 4. Victory points, 5. the mission's wins, sudden death and game length.
  const view = { turn: s.turn, units: missionUnits(s), distance: distanceFn(s, c.table) }
  if (s.mission.ffa) {
    const r = ffaEndPhase(s, view)
    addVp(s, c, r.gained)
    if (r.end) {
      finishGame(s, c, r.end)
      return
    }
  } else {
    const r = missionEndPhase(s.mission.state ?? ms, view, c.dice)
    s.mission.state = r.state
    for (const roll of r.rolls) c.emit({ type: 'RandomGameLength', turn: s.turn, roll: roll.value })
    addVp(s, c, r.gained)
    if (r.end) {
      finishGame(s, c, r.end.reason === 'sudden-death' ? 'sudden_death' : r.end.reason)
      return
    }
  }
  s.next = null
  s.initiative = null
  startTurn(s, c)
}

function addVp(s: BattleState, c: BattleCtx, gained: Record<Seat, number>): void {
  for (const seat of s.seats) s.vp[seat] = (s.vp[seat] ?? 0) + (gained[seat] ?? 0)
  c.emit({ type: 'VictoryPoints', turn: s.turn, gained, total: { ...s.vp } })
}

/** Hand-built scenarios without a mission state: Carnage's markers from `mission.objectives`. */
function legacyEndPhase(s: BattleState, c: BattleCtx): void {
  for (const seat of s.seats) s.focus[seat] = 0
  const gained: Record<Seat, number> = {}
  for (const seat of s.seats) gained[seat] = 0
  for (const o of s.mission.objectives) {
    const who = controller(s, c.table, o)
    if (who !== null) gained[who] = (gained[who] ?? 0) + 1
  }
  addVp(s, c, gained)
  if (suddenDeath(s) || s.turn >= s.mission.turns) {
    finishGame(s, c, suddenDeath(s) ? 'sudden_death' : 'turns')
    return
  }
  s.next = null
  s.initiative = null
  startTurn(s, c)
}

export function finishGame(s: BattleState, c: BattleCtx, reason: BattleResult['reason']): void {
  if (s.mission.state) s.result = decideVictory(s, c, reason)
  else {
    const bonus = attrition(s)
    const vp: Record<Seat, number> = {}
    for (const seat of s.seats) vp[seat] = (s.vp[seat] ?? 0) + (bonus[seat] ?? 0)
    const [a, b] = s.seats
    const va = vp[a] ?? 0
    const vb = vp[b] ?? 0
    const winners = va === vb ? [] : [va > vb ? a : b]
    s.result = { winners, draw: va === vb, reason, vp, attrition: bonus }
  }
  s.vp = { ...s.result.vp }
  s.phase = 'over'
  s.stack = []
  s.next = null
  c.emit({ type: 'GameEnded', ...s.result })
}
