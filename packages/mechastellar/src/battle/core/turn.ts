/**
 * Rounds and turns (MS-TURN-*): a d10 roll-off before each round (ties re-roll; the winner picks
 * first or second), alternating activations, warships only once every other unit has activated
 * (ruling A-16), Return Fire forcing the attacked side's next activation, and the end of round.
 */
import type { ReduceContext } from '@sortie/engine'
import { live } from '../actions/geometry.ts'
import { endOfRoundCps, finalPenalties, winnerOf } from '../modules/versus.ts'
import { enterReserves } from './deploy.ts'
import type { MsEvent } from './messages.ts'
import type { MsState, Side, UnitState } from './types.ts'
import { other, SIDES } from './types.ts'

export function rollOff(s: MsState, ctx: ReduceContext<MsEvent>): void {
  for (;;) {
    const p1 = ctx.dice.roll(10)
    const p2 = ctx.dice.roll(10)
    ctx.emit({ type: 'RollOff', p1, p2 })
    if (p1 !== p2) {
      s.rolloff = { p1, p2 }
      s.phase = 'order'
      return
    }
  }
}

export const rollOffWinner = (s: MsState): Side => (s.rolloff && s.rolloff.p2 > s.rolloff.p1 ? 'p2' : 'p1')

export function startRound(s: MsState, first: Side, ctx: ReduceContext<MsEvent>): void {
  s.first = first
  s.turn = first
  s.phase = 'battle'
  s.firstActivationDone = false
  s.challenge = null
  s.orders = { p1: 0, p2: 0 }
  for (const u of s.units) {
    u.activated = false
    // Power and Havoc refresh at the start of the round (MS-POWER-USE, MS-HAVOC-USE).
    u.power = u.profile.power ?? 0
    u.havoc = u.profile.havoc ?? 0
    u.havocUses = {}
  }
  ctx.emit({ type: 'RoundStarted', round: s.round, first })
  // Every ship with units on board launches them, first through its catapults (24" from the hull),
  // then the rest beside its centre-most turret (8") — MS-SHIP-LAUNCH, MS-SHIP-DEPLOY8.
  for (const ship of s.units)
    if (ship.profile.type === 'warship' && !ship.destroyed && ship.pos && hasOnboard(s, ship))
      s.pending.push({ kind: 'launch', side: ship.side, ship: ship.id, left: ship.profile.catapult ?? 0 })
  settleTurn(s, ctx)
}

const hasOnboard = (s: MsState, ship: UnitState): boolean =>
  s.units.some((u) => u.onboard === ship.id && !u.destroyed)

const nonShipsLeft = (s: MsState): boolean =>
  live(s).some((u) => !u.activated && u.profile.type !== 'warship')

/** Units the side may activate now. */
export function activatable(s: MsState, side: Side): UnitState[] {
  const ready = live(s).filter((u) => u.side === side && !u.activated)
  const shipsWait = nonShipsLeft(s)
  return ready.filter((u) => u.profile.type !== 'warship' || !shipsWait)
}

/** After an activation: forced Return Fire, else the other side; a side with nothing to activate skips. */
export function settleTurn(s: MsState, ctx: ReduceContext<MsEvent>): void {
  if (s.phase !== 'battle' || s.activation || s.pending.length > 0 || s.attacks.length > 0) return
  if (sideWiped(s)) {
    finish(s, ctx)
    return
  }
  if (s.returnFire) {
    const rf = s.returnFire
    const can = activatable(s, rf.side).filter((u) => rf.units.includes(u.id))
    if (can.length > 0) {
      s.turn = rf.side
      return
    }
    s.returnFire = null
  }
  if (activatable(s, s.turn).length > 0) return
  if (activatable(s, other(s.turn)).length > 0) {
    s.turn = other(s.turn)
    return
  }
  endRound(s, ctx)
}

export function passTurn(s: MsState, side: Side, ctx: ReduceContext<MsEvent>): void {
  s.turn = other(side)
  settleTurn(s, ctx)
}

function sideWiped(s: MsState): boolean {
  return SIDES.some((side) => !s.units.some((u) => u.side === side && !u.destroyed))
}

export function endRound(s: MsState, ctx: ReduceContext<MsEvent>): void {
  endOfRoundCps(s, ctx)
  // Repairs: up to 4 units on board each ship regain its Repair stat (MS-SHIP-REPAIR).
  for (const ship of s.units.filter((u) => u.profile.type === 'warship' && !u.destroyed)) {
    const aboard = s.units.filter((u) => u.onboard === ship.id && !u.destroyed).slice(0, 4)
    for (const u of aboard) {
      const before = u.hp
      u.hp = Math.min(u.profile.hp, u.hp + (ship.profile.repair ?? 0))
      if (u.hp !== before)
        ctx.emit({ type: 'Damage', unit: u.id, amount: before - u.hp, hp: u.hp, why: 'repairs' })
    }
  }
  enterReserves(s, ctx)
  ctx.emit({ type: 'RoundEnded', round: s.round })
  if (s.round >= s.setup.rounds) {
    finish(s, ctx)
    return
  }
  s.round += 1
  s.returnFire = null
  rollOff(s, ctx)
}

export function finish(s: MsState, ctx: ReduceContext<MsEvent>): void {
  if (s.phase === 'over') return
  finalPenalties(s, ctx)
  s.phase = 'over'
  s.activation = null
  s.pending = []
  s.attacks = []
  const w = winnerOf(s)
  ctx.emit({ type: 'GameOver', winner: w, p1: s.versus.vp.p1, p2: s.versus.vp.p2 })
}
