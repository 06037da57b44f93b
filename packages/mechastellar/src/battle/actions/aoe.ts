/**
 * Firing an AOE weapon (MS-AOE, MS-TER-CHOOSE): the pieces of terrain in the area's way roll to
 * survive first (at most two; the defender picks when more are in the way), then every unit the
 * area still reaches is attacked as its own attack resolution — its own Evade, saves and damage
 * (ruling A-23) — through the ordinary attack sequence, keeping the Cover it had (ruling A-21).
 */
import type { ReduceContext } from '@sortie/engine'
import type { WeaponProfile } from '../../units/types.ts'
import type { MsEvent } from '../core/messages.ts'
import type { AoeShot, MsState, Terrain, UnitState } from '../core/types.ts'
import { other } from '../core/types.ts'
import { AOE_MAX_PIECES, type AoePlan, aoeHits, aoeShot } from './aoe-area.ts'
import { declare, weaponOf } from './attack.ts'
import { unitOf } from './geometry.ts'
import { coverSurvives } from './saves.ts'
import { collapse } from './terrain-attack.ts'

/** Fires at the aim (already checked by `aoeShot`), asking the defender first when it must. */
export function fireAoe(
  s: MsState,
  a: UnitState,
  w: WeaponProfile,
  shot: AoeShot,
  ctx: ReduceContext<MsEvent>,
) {
  const plan = aoeShot(s, a, w, shot.aim)
  if (typeof plan === 'string') return
  if (plan.rollable.length > AOE_MAX_PIECES) {
    s.pending.push({
      kind: 'choose-terrain',
      side: chooser(s, a, plan),
      attacker: a.id,
      pieces: [...plan.rollable],
      pick: AOE_MAX_PIECES,
      aoe: shot,
    })
    return
  }
  resolveAoe(s, shot, plan.rollable, ctx)
}

/**
 * The defender of the pieces: the enemy when one of its units shelters behind a breakable piece,
 * otherwise the firing side (only its own units are in the way).
 */
function chooser(s: MsState, a: UnitState, plan: AoePlan) {
  const enemyBehind = plan.caught.some(
    (c) => unitOf(s, c.unit)?.side !== a.side && c.pieces.slice(0, 2).some((p) => plan.rollable.includes(p)),
  )
  return enemyBehind ? other(a.side) : a.side
}

/** Rolls the chosen pieces (nearest first), then attacks every unit the area reaches. */
export function resolveAoe(s: MsState, shot: AoeShot, chosen: string[], ctx: ReduceContext<MsEvent>): void {
  const a = unitOf(s, shot.attacker)
  const w = a ? weaponOf(a, shot.weapon) : undefined
  if (!a || !w || a.destroyed) return
  const plan = aoeShot(s, a, w, shot.aim)
  if (typeof plan === 'string') {
    ctx.emit({ type: 'Note', text: `${a.name}'s ${w.name} can no longer fire: ${plan}` })
    return
  }
  const dmg = w.dmg + a.nextAttack.dmg
  for (const id of plan.rollable) {
    if (!chosen.includes(id)) continue
    const piece = s.terrain.find((t) => t.id === id) as Terrain
    const d = ctx.dice.roll(10)
    ctx.emit({ type: 'DiceRolled', unit: a.id, role: 'terrain', dice: [d] })
    if (coverSurvives(d, dmg)) ctx.emit({ type: 'Note', text: `${piece.id} survives ${w.name}` })
    else collapse(s, piece, ctx)
  }
  const hits = aoeHits(s, plan)
    .map((id) => unitOf(s, id))
    .filter((u): u is UnitState => !!u && !u.destroyed && !!u.pos)
  if (hits.length === 0) {
    // The bought DMG / PEN and a Target Lock are spent on the shot even when it catches no one.
    a.nextAttack = { dmg: 0, pen: 0 }
    a.targetLock = false
    ctx.emit({ type: 'Note', text: `${w.name}: the terrain stops the area before it reaches anyone` })
    return
  }
  declare(
    s,
    {
      kind: 'weapon',
      attacker: a,
      targets: hits,
      weapon: w,
      bonus: shot.bonus,
      valor: shot.valor,
      aoeCover: plan.cover,
    },
    ctx,
  )
}
