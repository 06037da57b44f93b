/**
 * The dodge: when every hit was cancelled, each defense six lets the target move 1" in any
 * direction, ignoring difficult and dangerous ground but ending somewhere valid: the table judges
 * it as a ground move flagged `dodge` (a jump would hop walls and land on roofs). Eight compass
 * points are offered to bots. GF-UPG-MAVERICK: a dodge of an inch or more may end with a free
 * transformation (`form`).
 */
import { hypot, type RuleError, type Vec } from '@sortie/engine'
import type { BattleCtx } from '../core/context.ts'
import { figures } from '../core/geo.ts'
import type { BattleState, BattleUnit } from '../core/types.ts'
import { transform } from './special-move.ts'

export function checkDodge(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  t: BattleUnit,
  inches: number,
  to: unknown,
): RuleError | undefined {
  const r = measureDodge(s, c, t, inches, to)
  return typeof r === 'number' ? undefined : r
}

/** The ground height where the dodge ends (a step onto a low feature counts), or why it cannot. */
function measureDodge(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  t: BattleUnit,
  inches: number,
  to: unknown,
): RuleError | number {
  if (to === null) return t.elevation
  if (typeof to !== 'object' || !Number.isFinite((to as Vec).x) || !Number.isFinite((to as Vec).y))
    return { code: 'gunframe/bad_dodge', message: 'A dodge goes to a point, or null to stay.' }
  const end = { x: (to as Vec).x, y: (to as Vec).y }
  if (hypot(end.x - t.pos.x, end.y - t.pos.y) > inches + 1e-6)
    return { code: 'gunframe/dodge_too_far', message: `The dodge may move at most ${inches}".` }
  const r = c.table.measureMove(s.field, figures(s), {
    unitId: t.id,
    path: [{ ...t.pos }, end],
    facing: t.facing,
    // A flyer stays in the air (it may end over anything but another base).
    mode: t.flying ? 'fly' : 'ground',
    dodge: true,
    allowance: inches,
  })
  return r.ok ? r.value.endElevation : r.error
}

export function dodge(
  s: BattleState,
  c: BattleCtx,
  t: BattleUnit,
  inches: number,
  to: unknown,
  form?: unknown,
): RuleError | undefined {
  const elevation = measureDodge(s, c, t, inches, to)
  if (typeof elevation !== 'number') return elevation
  if (form !== undefined && !c.modules.some((m) => m.dodgeTransform?.(t, to)))
    return { code: 'gunframe/no_maverick', message: 'Only a Maverick that dodges 1" or more transforms.' }
  if (to === null) return undefined
  const from = t.pos
  t.pos = { x: (to as Vec).x, y: (to as Vec).y }
  if (!t.flying) t.elevation = elevation
  c.emit({ type: 'Dodged', unit: t.id, from, to: t.pos })
  if (form !== undefined) return transform(s, c, t, form)
  return undefined
}

export function dodgeSpots(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  t: BattleUnit,
  inches: number,
): Vec[] {
  const out: Vec[] = []
  for (let k = 0; k < 8; k++) {
    const th = (k * Math.PI) / 4
    const p = { x: t.pos.x + inches * Math.cos(th), y: t.pos.y + inches * Math.sin(th) }
    if (!checkDodge(s, c, t, inches, p)) out.push(p)
  }
  return out
}
