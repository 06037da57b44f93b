/**
 * The turn: initiative phase (start of turn, focus points, initiative roll), alternating
 * activations, and the End phase in the book's order: end-of-turn effects (the environment),
 * reserves (defender first), discard focus points, victory points, then victory or a new turn.
 * The mission's own hooks (doomsday clock, attacker's first-turn bonus, eye of the storm, random
 * length, sudden death, mission wins) are called from the missions module at those moments.
 * Upgrades join in through the modules' hooks: the start-of-turn hook, initiative bonuses
 * (Tactician, Command Module), Well Read's re-roll, and the steps between deployment and the first
 * turn (Nemesis, Impulsive, Recon) with Nemesis's points at the end.
 */
import type { Seat } from '@sortie/engine'
import { doomsdayStartOfTurn } from '../../missions/doomsday.ts'
import { eyeOfTheStorm } from '../../missions/environment-rules.ts'
import { initiativeBonus as missionInitiativeBonus } from '../../missions/standard.ts'
import type { BattleCtx, BattleModules } from './context.ts'
import { focusFor } from './focus.ts'
import { other } from './geo.ts'
import {
  activates,
  firstAsking,
  moduleActs,
  moduleInitiative,
  moduleInitiativeSeat,
  moduleResult,
  moduleScore,
} from './module.ts'
import type { BattleResult, BattleState } from './types.ts'
import { ownedUnits } from './unit/own.ts'
import { setTurnMarks } from './unit/write.ts'

export function startTurn(s: BattleState, c: BattleCtx): void {
  // After deployment, before the first turn: Nemesis, Impulsive and Recon, one question at a time.
  if (s.turn === 0 && firstAsking(s, c, 'beforeFirstTurn')) return
  s.turn++
  // Start of turn: per-turn marks reset; upgrade effects "at the start of the turn" hook in here.
  // Figures held off the table (combiner members while combined, a separated combined form) are
  // reset too: the End phase took every Focus Point token away, theirs included, and a lock or
  // evade they used belongs to the turn it was used in.
  for (const u of [...ownedUnits(s), ...(s.opt?.stash ?? [])]) {
    // Pieces that never act stay spent; one that only reacts is fresh for its reactions.
    const idle = moduleActs(c.modules, u) === 'never'
    setTurnMarks(u, { activated: idle, reacted: idle, focusSpent: false, lockUsed: false, evadeUsed: false })
  }
  if (s.mission.ambushed) s.mission.ambushed = {}
  if (s.mission.ambushHeld) s.mission.ambushHeld = []
  for (const m of c.modules) m.startOfTurn?.(s, c)
  for (const seat of s.seats) s.focus[seat] = focusFor(c.modules, s.units, seat)
  c.emit({ type: 'TurnStarted', turn: s.turn, focus: { ...s.focus } })
  const ms = s.mission.state
  if (ms) {
    // GF-MIS-DOOMSDAY-CLOCK: a D3 on the clock at the start of every turn, the first included.
    const r = doomsdayStartOfTurn(ms, c.dice)
    s.mission.state = r.state
    if (r.roll !== null) c.emit({ type: 'DoomsdayClock', roll: r.roll, clock: r.state.clock })
  }
  rollInitiative(s, c)
}

/**
 * Each side rolls a D6, adding the mission's bonus (attacker +1 on turn one) and its units'
 * (Tactician, Command Module); ties go to fewer focus points, else both roll again.
 */
export function rollInitiative(s: BattleState, c: BattleCtx): void {
  const first = moduleInitiativeSeat(s, c)
  if (first !== undefined) {
    s.initiative = first
    s.next = first
    c.emit({ type: 'InitiativeChosen', by: first, first })
    return
  }
  initiativeFrom(s, c, c.dice.d6(), c.dice.d6())
}

/** Both sides' totals from their natural dice (`na` for the first seat); a re-roll starts here again. */
export function initiativeFrom(s: BattleState, c: BattleCtx, na: number, nb: number): void {
  const [a, b] = s.seats
  const roles = { attacker: s.attacker ?? '', defender: s.defender ?? '' }
  let winner: Seat | null = null
  for (let tries = 0; tries < 1000; tries++) {
    if (tries > 0) {
      na = c.dice.d6()
      nb = c.dice.d6()
    }
    const ra = na + missionInitiativeBonus(s.turn, a, roles) + moduleInitiative(c.modules, s, a)
    const rb = nb + missionInitiativeBonus(s.turn, b, roles) + moduleInitiative(c.modules, s, b)
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
    if (winner !== null) break
  }
  const won = winner ?? a
  // The side that lost may be offered a re-roll first (GF-UPG-WELL-READ); the roll-off waits.
  const loser = other(s, won)
  const dice = { [a]: na, [b]: nb }
  for (const m of c.modules) if (m.initiativeLost?.(s, c, loser, dice)) return
  s.stack.push({ t: 'initiative', seat: won })
}

export function unactivated(s: BattleState, mods: BattleModules, seat: Seat): boolean {
  return (
    s.units.some((u) => u.side === seat && u.status === 'table' && !u.turn.activated && activates(mods, u)) ||
    // Units still off the table may count too (ambushers).
    mods.some((m) => m.waiting?.(s, seat))
  )
}

/** Whose activation is next: alternate (clockwise with more seats); a side with units left goes on alone. */
export function nextSeat(s: BattleState, mods: BattleModules): Seat | null {
  const want = s.next ?? s.initiative ?? s.seats[0]
  // Seats sit clockwise round the table (GF-MULTI-FFA); with two this is plain alternation.
  const n = s.seats.length
  const i = s.seats.indexOf(want)
  for (let k = 0; k < n; k++) {
    const seat = s.seats[(i + k + n) % n] as Seat
    if (unactivated(s, mods, seat)) return seat
  }
  return null
}

export function endPhase(s: BattleState, c: BattleCtx): void {
  // Optional rules' end-of-turn effects (drift, Unkillable) come before reserves.
  if (s.mission.endStage !== 'reserves' && firstAsking(s, c, 'endPhase')) return
  // Hand-built scenarios without a mission state have no environment and no reserves.
  if (s.mission.state) {
    if (s.mission.endStage !== 'reserves') {
      // 1. End of turn effects, 2. reserves (defender first, then the attacker).
      for (const m of c.modules) m.endEffects?.(s, c)
      s.mission.endStage = 'reserves'
      if (c.modules.some((m) => m.callReserves?.(s))) return
    }
    s.mission.endStage = null
  }
  // 3. Discard focus points.
  for (const seat of s.seats) s.focus[seat] = 0
  // 4. Victory points, 5. the mission's wins, sudden death and game length.
  const r = moduleScore(s, c) ?? { gained: {}, end: s.turn >= s.mission.turns ? 'turns' : null }
  addVp(s, c, r.gained)
  if (r.end) {
    finishGame(s, c, r.end)
    return
  }
  s.next = null
  s.initiative = null
  startTurn(s, c)
}

function addVp(s: BattleState, c: BattleCtx, gained: Record<Seat, number>): void {
  for (const seat of s.seats) s.vp[seat] = (s.vp[seat] ?? 0) + (gained[seat] ?? 0)
  c.emit({ type: 'VictoryPoints', turn: s.turn, gained, total: { ...s.vp } })
}

export function finishGame(s: BattleState, c: BattleCtx, reason: BattleResult['reason']): void {
  // Modules' last words before the result (GF-UPG-NEMESIS's point).
  for (const m of c.modules) m.gameEnd?.(s, c)
  s.result = moduleResult(s, c, reason) ?? byVp(s, reason)
  s.vp = { ...s.result.vp }
  s.phase = 'over'
  s.stack = []
  s.next = null
  c.emit({ type: 'GameEnded', ...s.result })
}

/** Without a module's verdict: the most VP wins. */
function byVp(s: BattleState, reason: BattleResult['reason']): BattleResult {
  const vp = { ...s.vp }
  const top = Math.max(...s.seats.map((seat) => vp[seat] ?? 0))
  const winners = s.seats.filter((seat) => (vp[seat] ?? 0) === top)
  const draw = winners.length !== 1
  return { winners: draw ? [] : winners, draw, reason, vp, attrition: {} }
}
