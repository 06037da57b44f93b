/**
 * GF-OPT-SPACE-DEBRIS, cover for flyers: a flying target never takes cover on a normal table, but
 * in space a flyer touching a piece of debris that lies between it and the attacker may hide
 * behind it (plain debris only: a debris field gives a flyer no cover). The one-benefit rule still
 * holds, so the piece that gives cover no longer obscures the target as well.
 *
 * @example
 * flyerSight(s, table, figs, attacker, target, seen, { facing, turreted: false }) // { …, cover: 'cover' }
 */
import { flattenPolygon, segmentHitsFlatPolygon, sightTargets } from '@sortie/engine'
import type { Figure, SightCheck, TableRules, TerrainFeature } from '../../../table/contract.ts'
import { CONTACT } from '../../core/open-ground.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { signedGap } from '../optional/geo.ts'
import { optionOn } from '../optional/rules.ts'

/** Rays across the target's base, as the table's own cover test draws them. */
const ACROSS = 5

/** Debris (not a field) the flying target touches that stands between it and the attacker. */
export function debrisCovering(s: BattleState, a: BattleUnit, t: BattleUnit): TerrainFeature[] {
  const sp = s.opt?.space
  if (!sp || !optionOn(s, 'space') || !t.flying) return []
  const mid = sightTargets(a.pos, { c: t.pos, r: t.profile.radius }, ACROSS).slice(1, -1)
  const out: TerrainFeature[] = []
  for (const id of sp.debris) {
    if (sp.fields.includes(id)) continue
    const f = s.field.terrain.find((x) => x.id === id)
    if (!f || signedGap(t.pos, t.profile.radius, f.polygon) > CONTACT) continue
    const flat = flattenPolygon(f.polygon)
    if (mid.some((p) => segmentHitsFlatPolygon(a.pos.x, a.pos.y, p.x, p.y, flat))) out.push(f)
  }
  return out
}

/**
 * The sight an attack uses against a flying target: no cover, unless space debris gives it some
 * (then sight is measured again with that debris' veil lifted, so it gives only the one benefit).
 * `how` repeats how the first check looked: the attacker's facing after any free turn, and
 * whether only a turreted weapon saw the target.
 */
export function flyerSight(
  s: BattleState,
  table: TableRules,
  figs: readonly Figure[],
  a: BattleUnit,
  t: BattleUnit,
  seen: SightCheck,
  how: { facing: number; turreted: boolean },
): SightCheck {
  if (!t.flying) return seen
  const giving = seen.visible ? debrisCovering(s, a, t) : []
  if (giving.length === 0) return { ...seen, cover: 'none' }
  const ids = new Set(giving.map((f) => f.id))
  const field = {
    ...s.field,
    terrain: s.field.terrain.map((f) =>
      ids.has(f.id) ? { ...f, qualities: f.qualities.filter((q) => q !== 'obscuring') } : f,
    ),
  }
  const turned = figs.map((f) => (f.id === a.id ? { ...f, facing: how.facing } : f))
  const again = table.lineOfSight(field, turned, a.id, t.id, how.turreted ? { turreted: true } : undefined)
  if (!again.visible) return { ...seen, cover: 'none' }
  return { ...again, cover: giving.some((f) => f.hardCover) ? 'hard' : 'cover' }
}
