/**
 * The power module's view of an attack (PowerInput), built from the battle state: who hit whom
 * at what range, the points and damage, the target's conditions and counters, and every other
 * unit on the table with its distance from the target's centre (explode, blast) and the gaps
 * between bases (chain attack).
 */
import type { NearbyUnit, PowerInput } from '@sortie/gunframe/power'
import { isStructure } from '../../../missions/pieces.ts'
import type { Figure, TableRules } from '../../../table/contract.ts'
import { conditionsOf } from '../../core/conditions.ts'
import { figureOf, figures, findUnit, pointFigure } from '../../core/geo.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { blasts } from '../upgrades/capabilities.ts'
import { powerEnvironment } from '../upgrades/environment.ts'

/** Sight from the blasted target's centre in every direction (as a turreted weapon sees). */
const ALL_ROUND = { turreted: true } as const

// A unit's conditions are read off its own state (core); re-exported for the power files.
export { conditionsOf }

/** Who the power attacks land on: the target, or the Guardian who took its damage. */
export const powerTarget = (s: BattleState, f: AttackFrame): BattleUnit =>
  findUnit(s, f.takenBy ?? f.target) as BattleUnit

export function powerInput(s: BattleState, table: TableRules, f: AttackFrame): PowerInput {
  const a = findUnit(s, f.attacker) as BattleUnit
  const t = powerTarget(s, f)
  const weaponUpgrades = a.profile.weapons?.[f.band] ?? []
  const centre = pointFigure('centre', t.pos)
  const wantsCover = blasts(a, f.band)
  const nearby: NearbyUnit[] = []
  const figs: Record<string, Figure> = {}
  let all: Figure[] | null = null
  for (const u of s.units) {
    if (u.status !== 'table' || u.id === t.id) continue
    // GF-MIS-STRUCTURES: no power attack reaches a mission structure, area effects included.
    if (u.piece !== undefined && isStructure(u.piece)) continue
    const fig = figureOf(u)
    figs[u.id] = fig
    const n: NearbyUnit = {
      id: u.id,
      enemy: u.side !== a.side,
      fromTargetCentre: table.edgeDistance(fig, centre),
    }
    if (wantsCover && n.fromTargetCentre <= 3 + 1e-9) {
      // Blast: cover as if the target fired at the unit (a destroyed target still counts), from
      // its centre all round: the blast has no arc, so which way the target faces changes
      // nothing. A unit wholly hidden by the feature it touches still has that feature's cover
      // (GF-RULING-PROPOSED-BLAST-UNSEEN).
      all ??= [...figures(s).filter((x) => x.id !== t.id), figureOf(t)]
      const seen = table.lineOfSight(s.field, all, t.id, u.id, ALL_ROUND)
      n.coverFromTarget = seen.visible ? seen.cover : (seen.hiddenCover ?? 'none')
    }
    nearby.push(n)
  }
  figs[t.id] = figureOf(t)
  return {
    attacker: { id: a.id, upgrades: a.profile.upgrades, weaponUpgrades, pos: a.pos, facing: a.facing },
    target: {
      id: t.id,
      upgrades: t.profile.upgrades,
      conditions: conditionsOf(t),
      destroyed: t.status === 'destroyed',
      flying: t.flying,
      hasEvade: t.counters.evade,
      hasLock: t.counters.lock,
      pos: t.pos,
      radius: t.profile.radius,
      infantry: t.profile.frame === 'infantry',
    },
    band: f.band,
    points: f.points ?? f.sixes,
    damage: f.damage,
    nearby,
    gap: (x, y) => {
      const fx = figs[x]
      const fy = figs[y]
      return fx && fy ? table.edgeDistance(fx, fy) : Number.POSITIVE_INFINITY
    },
    environment: powerEnvironment(s),
  }
}
