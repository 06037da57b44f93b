/**
 * Damage and destruction (MS-DMG-*, MS-VS-KILL, MS-MORALE-ROUT, MS-TURN-REVENGE): applies HP loss,
 * scores a kill, makes allies save against Rout when a Level 1+ Pilot falls, and queues Revenge
 * and Daunt questions.
 */
import { dist, type ReduceContext, type Vec } from '@sortie/engine'
import { baseRadius } from '../../units/defaults.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, UnitState } from '../core/types.ts'
import { other } from '../core/types.ts'
import { pilotDefeated } from '../modules/morale.ts'
import { awardVp, killValue } from '../modules/versus.ts'
import { leaveWreck } from '../modules/wreck.ts'
import { inside, live, unitOf } from './geometry.ts'

export const DAUNT_RADIUS = 12

export function dealDamage(
  s: MsState,
  t: UnitState,
  amount: number,
  by: string | null,
  why: string,
  ctx: ReduceContext<MsEvent>,
  wasBelowHalf = t.hp * 2 < t.profile.hp,
): void {
  if (amount <= 0 || t.destroyed) return
  t.hp -= amount
  ctx.emit({ type: 'Damage', unit: t.id, amount, hp: Math.max(0, t.hp), why })
  if (t.hp <= 0) destroy(s, t, by, wasBelowHalf, ctx)
}

export function destroy(
  s: MsState,
  t: UnitState,
  by: string | null,
  wasBelowHalf: boolean,
  ctx: ReduceContext<MsEvent>,
): void {
  t.hp = 0
  t.destroyed = true
  // Stun penalties it had still to pay die with it (MS-DMG-STUN).
  s.pending = s.pending.filter((q) => !(q.kind === 'stun' && q.unit === t.id))
  const killer = by ? unitOf(s, by) : undefined
  // Friendly fire (an AOE catching allies) scores for no one and calls for no Revenge: VP are for
  // destroying the enemy's units (ruling MS-RULING-AOE-ALLIES).
  const friendly = killer?.side === t.side
  const vp = friendly ? 0 : killValue(s, t, wasBelowHalf)
  ctx.emit({ type: 'Destroyed', unit: t.id, by, vp })
  awardVp(s, other(t.side), vp, `destroyed ${t.name}`, ctx)
  // A lost warship stays on the table as a LOS-blocking wreck (MS-TER-SHIPS).
  const wreck = leaveWreck(s, t)
  if (wreck) ctx.emit({ type: 'Note', text: `${t.name}'s wreck stays on the table as LOS-blocking cover` })
  // Units on board a lost warship save 5 times vs PEN 5; survivors deploy within 8" (MS-SHIP-LOST).
  for (const u of s.units.filter((x) => x.onboard === t.id && !x.destroyed)) {
    const dice = Array.from({ length: 5 }, () => ctx.dice.roll(10))
    ctx.emit({ type: 'DiceRolled', unit: u.id, role: 'save', dice })
    u.onboard = null
    u.pos = freeSpotNear(s, t.pos as Vec, u)
    dealDamage(s, u, dice.filter((d) => d < 5).length * 1000, by, 'ship lost', ctx)
  }
  pilotDefeated(s, t, ctx)
  if (t.profile.level >= 1 && killer && !friendly && !killer.destroyed && !s.revengeUsed[t.side])
    if (live(s).some((u) => u.side === t.side))
      s.pending.push({ kind: 'revenge', side: t.side, killer: killer.id })
  const victimAllies = live(s).filter(
    (u) => u.side === t.side && t.pos && u.pos && dist(u.pos, t.pos) <= DAUNT_RADIUS,
  )
  const cmd = unitOf(s, s.commander[other(t.side)])
  if (victimAllies.length > 0 && cmd && !cmd.destroyed && s.orders[other(t.side)] < 1)
    s.pending.push({ kind: 'daunt', side: other(t.side), victim: t.id })
}

export function freeSpotNear(s: MsState, c: Vec, u: UnitState): Vec {
  const r = baseRadius(u.profile.size)
  for (let ring = 2; ring <= 8; ring += 2)
    for (let k = 0; k < 8; k++) {
      const p = { x: c.x + ring * Math.cos((k * Math.PI) / 4), y: c.y + ring * Math.sin((k * Math.PI) / 4) }
      if (p.x < r || p.y < r || p.x > s.setup.table.width - r || p.y > s.setup.table.depth - r) continue
      if (!live(s).some((o) => o.pos && o.id !== u.id && dist(o.pos, p) < r + baseRadius(o.profile.size)))
        if (
          !s.terrain.some((t) => !t.destroyed && (t.blocksLos || t.highGround || t.deepWater) && inside(p, t))
        )
          return p
    }
  return { ...c }
}
