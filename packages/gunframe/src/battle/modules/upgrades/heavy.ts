/**
 * GF-UPG-HEAVY: a Heavy unit crushes the obstacles it moves across. The obstacle leaves the
 * battlefield at once (so sight and cover change with it) and the replay shows it; an obstacle
 * that is a throwable object (GF-OPT-THROWING) is destroyed as an object.
 */
import type { BattleCtx } from '../../core/context.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { destroyObject } from '../objects/carry.ts'
import { has } from './effects/registry.ts'

export function crushObstacles(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  crossed: readonly string[],
): void {
  if (!has(u, 'heavy')) return
  for (const id of crossed) {
    const feature = s.field.terrain.find((t) => t.id === id && t.category === 'obstacle')
    if (!feature) continue
    c.emit({ type: 'ObstacleCrushed', unit: u.id, feature: id })
    const ob = s.opt?.objects.find((x) => x.carrier === null && x.feature?.id === id)
    if (ob) destroyObject(s, c, ob, 'crushed')
    else s.field = { ...s.field, terrain: s.field.terrain.filter((t) => t.id !== id) }
  }
}
