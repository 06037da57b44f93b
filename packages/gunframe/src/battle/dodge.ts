/**
 * The dodge: when every hit was cancelled, each defense six lets the target move 1" in any
 * direction, ignoring terrain on the way but ending somewhere valid (asked of the table rules as
 * a straight 'jump' so nothing crossed matters). Eight compass points are offered to bots.
 */
import type { RuleError, Vec } from '@sortie/engine'
import type { BattleCtx } from './context.ts'
import { figures } from './geo.ts'
import type { BattleState, BattleUnit } from './types.ts'

export function checkDodge(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  t: BattleUnit,
  inches: number,
  to: unknown,
): RuleError | undefined {
  if (to === null) return undefined
  if (typeof to !== 'object' || !Number.isFinite((to as Vec).x) || !Number.isFinite((to as Vec).y))
    return { code: 'gunframe/bad_dodge', message: 'A dodge goes to a point, or null to stay.' }
  const end = { x: (to as Vec).x, y: (to as Vec).y }
  if (Math.hypot(end.x - t.pos.x, end.y - t.pos.y) > inches + 1e-6)
    return { code: 'gunframe/dodge_too_far', message: `The dodge may move at most ${inches}".` }
  const r = c.table.measureMove(s.field, figures(s), {
    unitId: t.id,
    path: [{ ...t.pos }, end],
    facing: t.facing,
    mode: 'jump',
    allowance: inches,
  })
  return r.ok ? undefined : r.error
}

export function dodge(
  s: BattleState,
  c: BattleCtx,
  t: BattleUnit,
  inches: number,
  to: unknown,
): RuleError | undefined {
  const e = checkDodge(s, c, t, inches, to)
  if (e) return e
  if (to === null) return undefined
  const from = t.pos
  t.pos = { x: (to as Vec).x, y: (to as Vec).y }
  c.emit({ type: 'Dodged', unit: t.id, from, to: t.pos })
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
