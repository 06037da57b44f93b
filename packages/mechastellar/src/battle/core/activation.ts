/**
 * A unit's turn (MS-ACT-*): one combat action and two move actions; Blindside is fixed from where
 * the unit starts; Shutdown units skip the turn; stunned units roll 3d10 at the end to shake off
 * penalties; Return Fire is owed by the units this one attacked.
 */
import type { ReduceContext } from '@sortie/engine'
import { inFront, live, unitOf } from '../actions/geometry.ts'
import { captureByUnit } from '../modules/versus.ts'
import type { MsEvent } from './messages.ts'
import { passTurn, settleTurn } from './turn.ts'
import type { MsState, Side, UnitState } from './types.ts'
import { other } from './types.ts'

export const BASE_ACTIONS = 1
export const BASE_MOVES = 2

export function beginActivation(
  s: MsState,
  u: UnitState,
  challenge: string | null,
  ctx: ReduceContext<MsEvent>,
): void {
  const forcedBy = s.returnFire?.units.includes(u.id) ? s.returnFire.aggressor : null
  s.returnFire = null
  u.activated = true
  u.fell = false
  s.turns += 1
  delete s.actionDamage
  const blindside = live(s)
    .filter((e) => e.side !== u.side && u.pos && !inFront(e, u.pos))
    .map((e) => e.id)
  const actions = BASE_ACTIONS - u.stun
  s.activation = {
    unit: u.id,
    actions: Math.max(0, actions),
    moves: BASE_MOVES,
    vertical: false,
    weaponsUsed: [],
    startPos: { ...(u.pos ?? { x: 0, y: 0 }) },
    blindside,
    skillUsed: { p1: false, p2: false },
    returnFireAt: forcedBy,
    attacked: [],
    gainedHighGround: false,
    zeal: 0,
    accelerated: false,
    shutdown: actions < 0,
    freeDisengage: false,
    tactical: false,
  }
  if (challenge && !s.firstActivationDone) s.challenge = { a: u.id, b: challenge }
  s.firstActivationDone = true
  ctx.emit({ type: 'Activated', unit: u.id, challenge: challenge ?? null })
  captureByUnit(s, u, ctx)
  if (actions < 0) {
    // Shutdown: the turn is skipped, then the recovery roll (MS-DMG-SHUTDOWN).
    ctx.emit({ type: 'Shutdown', unit: u.id, stun: u.stun })
    endActivation(s, ctx)
  }
}

export function endActivation(s: MsState, ctx: ReduceContext<MsEvent>): void {
  const a = s.activation
  if (!a) return
  const u = unitOf(s, a.unit)
  s.activation = null
  if (u && !u.destroyed) {
    if (u.stun > 0) {
      const dice = [ctx.dice.roll(10), ctx.dice.roll(10), ctx.dice.roll(10)]
      ctx.emit({ type: 'DiceRolled', unit: u.id, role: 'stun', dice })
      u.stun = Math.max(0, u.stun - dice.filter((d) => d >= 5).length)
    }
    captureByUnit(s, u, ctx)
    u.powerUses = {}
  }
  const side: Side = u?.side ?? s.turn
  // Return Fire (MS-TURN-RETURNFIRE): the attacked side must activate one of the units attacked.
  const owed = a.attacked.filter((id) => {
    const t = unitOf(s, id)
    return t && !t.destroyed && !t.activated && t.profile.type !== 'warship'
  })
  if (owed.length > 0) s.returnFire = { side: other(side), units: owed, aggressor: a.unit }
  passTurn(s, side, ctx)
  settleTurn(s, ctx)
}
