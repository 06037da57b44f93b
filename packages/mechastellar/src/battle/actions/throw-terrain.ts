/**
 * Throw Terrain (MS-ATK-THROW-TERRAIN): the unit picks up a breakable (or already broken) piece
 * within its engagement range and hurls it as a 5d10 shooting attack, 12" range, (2+Size)×100 DMG,
 * with the best shooting bonus Hits its profile prints. A piece the players marked deadly adds one
 * Crit Hit, folded in as 2 Hits like every other "+1 Crit Hit" (ruling MS-RULING-DEADLY).
 */
import { dist } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsState, Terrain, UnitState } from '../core/types.ts'
import { inside } from './geometry.ts'

/** One Crit Hit is worth two Hits (ruling MS-RULING-CRITHIT). */
export const DEADLY_THROW_HITS = 2

/** Pieces `u` can pick up now: breakable or broken, not deep water, within engagement range. */
export function throwablePieces(s: MsState, u: UnitState): Terrain[] {
  const at = u.pos
  if (!at) return []
  return s.terrain.filter(
    (x) =>
      (x.destructible || x.destroyed) &&
      !x.deepWater &&
      (inside(at, x) || x.poly.some((p) => dist(p, at) <= u.profile.size + 5)),
  )
}

/** The piece thrown: the one named, or (none named) a deadly one when any is in reach. */
export function pieceToThrow(s: MsState, u: UnitState, id: string | undefined): Terrain | string {
  const near = throwablePieces(s, u)
  if (id === undefined) {
    const best = near.find((t) => t.deadly) ?? near[0]
    return best ?? 'Throw Terrain needs a breakable piece within engagement range'
  }
  const t = near.find((x) => x.id === id)
  if (t) return t
  return s.terrain.some((x) => x.id === id)
    ? `${id} is not a breakable piece within engagement range`
    : `no terrain piece "${id}"`
}

export function throwTerrainWeapon(u: UnitState, piece?: Terrain): WeaponProfile {
  const hits = Math.max(0, ...u.profile.weapons.filter((w) => w.kind === 'shoot').map((w) => w.hits))
  return {
    id: 'throw-terrain',
    name: 'Throw Terrain',
    kind: 'shoot',
    atk: 5,
    hits: hits + (piece?.deadly ? DEADLY_THROW_HITS : 0),
    range: 12,
    dmg: (2 + u.profile.size) * 100,
  }
}
