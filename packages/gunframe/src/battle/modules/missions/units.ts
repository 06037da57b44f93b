/**
 * Adapters between the battle and the missions module's ports: battle units as `MissionUnit`s,
 * the table's edge distance as a `DistanceFn`, and mission pieces (convoy vehicles, raid targets,
 * bunkers, gun emplacements, beacons, objective buildings) built as battle units.
 */
import { hypot, type Seat, type Vec } from '@sortie/engine'
import type { EnvUnit } from '../../../missions/environment-end.ts'
import { PIECES } from '../../../missions/pieces.ts'
import type { DistanceFn, MissionUnit, PieceKind } from '../../../missions/types.ts'
import type { TableRules } from '../../../table/contract.ts'
import { figureOf, onElevatedTerrain, pointFigure } from '../../core/geo.ts'
import { reprofile } from '../../core/reprofile.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { startingFlags } from '../../core/unit/start.ts'
import { setTurnMarks } from '../../core/unit/write.ts'

export function missionUnit(u: BattleUnit): EnvUnit {
  return {
    id: u.id,
    side: u.side,
    pos: u.pos,
    radius: u.profile.radius,
    status: u.status === 'undeployed' ? 'reserve' : u.status,
    knockedDown: u.counters.knockedDown,
    shutDown: u.counters.shutDown,
    points: u.profile.points,
    armour: u.armour,
    upgrades: u.profile.upgrades,
    flying: u.flying,
    lock: u.counters.lock,
    evade: u.counters.evade,
    elevated: onElevatedTerrain(u),
    ...(u.piece ? { piece: u.piece } : {}),
  }
}

export const missionUnits = (s: BattleState): EnvUnit[] => s.units.map(missionUnit)

/** Point-to-base distance as the table measures it (falls back to centres for unknown ids). */
export function distanceFn(s: BattleState, table: TableRules): DistanceFn {
  return (p: Vec, mu: MissionUnit) => {
    const u = s.units.find((x) => x.id === mu.id)
    if (!u) return Math.max(0, hypot(p.x - mu.pos.x, p.y - mu.pos.y) - mu.radius)
    return table.edgeDistance(pointFigure('point', p), figureOf(u))
  }
}

/** Base radius of a piece on the table: structures are a little larger than a medium frame. */
const PIECE_RADIUS: Record<PieceKind, number> = {
  'convoy-vehicle': 1,
  'raid-target': 1,
  bunker: 1.5,
  'gun-emplacement': 1.5,
  'disruption-beacon': 1,
  'objective-building': 1.5,
}

/** Does this unit ever take an activation of its own? (Structures never; gun emplacements only react.) */
export const activates = (u: BattleUnit): boolean => !u.piece || PIECES[u.piece].acts === 'unit'

/** A mission piece as a battle unit: no points, no Focus Points, stats from the book's tables. */
export function pieceUnit(id: string, kind: PieceKind, side: Seat, pos: Vec | undefined): BattleUnit {
  const st = PIECES[kind]
  return {
    id,
    side,
    armour: st.armour,
    profile: {
      name: st.name,
      frame: 'tank',
      conventional: true,
      skill: st.skill === 0 ? 4 : st.skill,
      speed: st.speed,
      defense: st.defense,
      maxArmour: st.armour,
      loadout: { ...st.loadout },
      points: 0,
      upgrades: st.upgrades.map((x) => x.split('@')[0] as string),
      radius: PIECE_RADIUS[kind],
      height: kind === 'convoy-vehicle' ? 1.5 : 2.5,
    },
    flying: false,
    status: pos ? 'table' : 'undeployed',
    pos: pos ? { x: pos.x, y: pos.y } : { x: 0, y: 0 },
    ...startingFlags(st.acts === 'never'),
    piece: kind,
  }
}

/** Turns a bunker into a gun emplacement (Defense 3, Armour 8, Short 3, Turreted). */
export function makeGunEmplacement(u: BattleUnit): void {
  const st = PIECES['gun-emplacement']
  u.piece = 'gun-emplacement'
  u.armour = st.armour
  reprofile(u, {
    name: st.name,
    maxArmour: st.armour,
    defense: st.defense,
    loadout: { ...st.loadout },
    upgrades: st.upgrades.map((x) => x.split('@')[0] as string),
  })
  setTurnMarks(u, { activated: false, reacted: false })
}
