/**
 * Warships and terrain (MS-TER-SHIPS): a warship neither climbs nor steers round a piece in its
 * path — it ploughs into or through it, then rolls 5 armour saves against PEN 5, each failure
 * 1000 DMG. One set of saves per move action, however many pieces the move hits (the seed prices
 * the crash, not each piece). The terrain itself is left standing: the seed only damages the ship.
 */
import type { ReduceContext, Vec } from '@sortie/engine'
import { crosses, inside } from '../actions/geometry.ts'
import { dealDamage } from '../actions/resolve.ts'
import { FAILED_SAVE_DMG, SAVE_CAP, savePasses } from '../actions/saves.ts'
import type { MsEvent } from '../core/messages.ts'
import type { MsState, Terrain, UnitState } from '../core/types.ts'

export const SHIP_CRASH_SAVES = SAVE_CAP
export const SHIP_CRASH_PEN = 5

/** Solid pieces a hull can hit: anything standing up from the table (Deep Water is a surface). */
export const solid = (t: Terrain): boolean =>
  !t.destroyed && !t.deepWater && (t.highGround || t.blocksLos || t.obscuring || t.cover)

/** The solid pieces a straight move from `from` to `to` runs into or through. */
export function crashesInto(s: MsState, from: Vec, to: Vec): string[] {
  return s.terrain.filter((t) => solid(t) && (crosses(from, to, t) || inside(to, t))).map((t) => t.id)
}

/** The saves after a crash; failures deal 1000 DMG each. */
export function shipCrash(s: MsState, ship: UnitState, pieces: string[], ctx: ReduceContext<MsEvent>): void {
  ctx.emit({
    type: 'Note',
    text: `${ship.name} crashes into ${pieces.map((p) => p.replace(/^terrain:/, '')).join(', ')}`,
  })
  const dice = Array.from({ length: SHIP_CRASH_SAVES }, () => ctx.dice.roll(10))
  ctx.emit({ type: 'DiceRolled', unit: ship.id, role: 'save', dice })
  const failed = dice.filter((d) => !savePasses(d, SHIP_CRASH_PEN, 0)).length
  if (failed > 0) dealDamage(s, ship, failed * FAILED_SAVE_DMG, null, 'crashed into terrain', ctx)
}
