/**
 * The shooter's side of LOS (MS-LOS-THIRD): besides seeing a third of its target, a shooter must
 * have at least a third of its own model out of cover — it cannot lean just a gun past a wall.
 * Project model: six points across the shooter's base (square to the line to the target); a point
 * is out of cover when a straight line from it reaches any of the six points across the target's
 * base without crossing a piece that would block the shooter's sight. Two clear points of six are a
 * third. The pieces that count are those `sight` counts for the same shooter (High Ground sees over
 * obscuring and lower pieces); short cover and other units never hide the shooter, as they never
 * hide a target.
 */
import { sightTargets, type Vec } from '@sortie/engine'
import type { MsState, Terrain, UnitState } from '../core/types.ts'
import { crosses, discOf, heightOf } from './geometry.ts'

const POINTS = 6

export interface Exposure {
  /** A third of the shooter is out of cover. */
  exposed: boolean
  /** It would be, if buildings did not count (an [E] weapon firing through them, MS-LOS-ENERGY). */
  exposedPastBuildings: boolean
}

/** Pieces that hide `a` from `t` in `sight`'s terms: tall or obscuring, not stood on, standing. */
function hiders(s: MsState, a: UnitState, t: UnitState): Terrain[] {
  const high = a.onHighGround !== null
  const h = heightOf(s, a)
  return s.terrain.filter(
    (x) =>
      !x.destroyed &&
      !x.deepWater &&
      x.id !== a.onHighGround &&
      x.id !== t.onHighGround &&
      ((x.obscuring && !high) || (x.blocksLos && !(high && h > x.height))),
  )
}

export function shooterExposure(s: MsState, a: UnitState, t: UnitState): Exposure {
  if (!a.pos || !t.pos) return { exposed: false, exposedPastBuildings: false }
  const pieces = hiders(s, a, t)
  if (pieces.length === 0) return { exposed: true, exposedPastBuildings: true }
  const mine = sightTargets(t.pos, discOf(a), POINTS)
  const theirs = sightTargets(a.pos, discOf(t), POINTS)
  const count = (ps: Terrain[]): number =>
    mine.filter((p: Vec) => theirs.some((q) => !ps.some((x) => crosses(p, q, x)))).length
  const need = Math.ceil(POINTS / 3)
  const exposed = count(pieces) >= need
  return {
    exposed,
    exposedPastBuildings: exposed || count(pieces.filter((x) => x.kind !== 'building')) >= need,
  }
}
