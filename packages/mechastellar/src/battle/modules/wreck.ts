/**
 * Wrecks (MS-TER-SHIPS): a destroyed warship stays on the table, and the smaller machines around
 * it may use the hull as cover that blocks LOS. It becomes a terrain piece over its base: it blocks
 * LOS and gives Cover, cannot be climbed or stood in (like any LOS-blocking piece) and cannot be
 * destroyed. Its height is the ship's Size in inches plus one (a project figure: the seed gives none),
 * so only units on taller High Ground see over it.
 */
import type { Vec } from '@sortie/engine'
import { baseRadius } from '../../units/defaults.ts'
import type { MsState, Terrain, UnitState } from '../core/types.ts'

export const wreckId = (ship: UnitState): string => `terrain:wreck-${ship.id.replace(/^unit:/, '')}`

/** An octagon round the ship's base. */
function hull(c: Vec, r: number): Vec[] {
  return Array.from({ length: 8 }, (_, k) => {
    const a = (k * Math.PI) / 4
    return {
      x: Math.round((c.x + r * Math.cos(a)) * 100) / 100,
      y: Math.round((c.y + r * Math.sin(a)) * 100) / 100,
    }
  })
}

/** Leaves the hull of a destroyed warship on the table as a LOS-blocking piece. */
export function leaveWreck(s: MsState, ship: UnitState): Terrain | null {
  if (ship.profile.type !== 'warship' || !ship.pos) return null
  const id = wreckId(ship)
  if (s.terrain.some((t) => t.id === id)) return null
  const piece: Terrain = {
    id,
    kind: 'ruin',
    poly: hull(ship.pos, baseRadius(ship.profile.size)),
    height: ship.profile.size + 1,
    highGround: false,
    blocksLos: true,
    obscuring: false,
    cover: true,
    overhead: false,
    deepWater: false,
    destructible: false,
    destroyed: false,
  }
  s.terrain.push(piece)
  return piece
}
