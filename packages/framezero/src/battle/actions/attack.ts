/**
 * Making the attack (seed, "Move or attack", "Resolving Attacks"): the target must be in the
 * declared range or the attack is forgone; a target that has not acted this round rolls and sets
 * its defence first (combat order); damage dice = spot + attack − defence, rolled and read on the
 * damage table; a spot on the target may be used (whoever placed it) and is then removed.
 */
import type { ReduceContext, RuleError } from '@sortie/engine'
import { updateStations } from '../core/stations.ts'
import { coverHeight, frameCover, isCover, structureCover } from '../geo.ts'
import type { FzDecision, FzEvent, FzState, PendingDamage, TurnState } from '../types.ts'
import { attackInRange, fail, frameById, isError, targetOf, turnAt } from './context.ts'
import { settleDamage } from './damage.ts'
import { applyDamageTable, type CoverCase, damageDieFates, hitsToRaze } from './damage-table.ts'
import { actionValue } from './pool.ts'
import { nearStation } from './retreat.ts'

type Attack = Extract<FzDecision, { kind: 'attack' }>

export function reduceAttack(s: FzState, d: Attack, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const t = turnAt(s, d.frame, 'act')
  if (isError(t)) return t
  if (t.attacked) return fail('already_attacked', 'This frame has made its attack this turn.')
  if (actionValue(t, 'attack') <= 0)
    return fail('no_attack_die', 'No attack die was assigned: the attack was aborted.')
  const tg = targetOf(s, t)
  if (!tg) return fail('no_target', 'The declared target is gone.')
  if (d.useSpot && (tg.kind !== 'frame' || s.spots[tg.frame.id] === undefined))
    return fail('no_spot', 'There is no spot on the target to use.')
  if (!attackInRange(s, t)) {
    t.attacked = true
    ctx.emit({ type: 'AttackForgone', frame: d.frame, reason: 'out of the declared range' })
    return undefined
  }
  if (tg.kind === 'frame' && !tg.frame.activated) {
    // Combat order: the target rolls and sets defence now; this attack waits for it.
    tg.frame.activated = true
    t.pending = { useSpot: d.useSpot }
    s.turns.push({
      frame: tg.frame.id,
      cause: 'attacked',
      step: 'declare',
      target: null,
      band: null,
      pool: null,
      assignment: null,
      moved: false,
      attacked: false,
      pending: null,
    })
    ctx.emit({ type: 'CombatOrder', attacker: d.frame, target: tg.frame.id })
    ctx.emit({ type: 'Activated', frame: tg.frame.id, cause: 'attacked' })
    return undefined
  }
  resolveAttack(s, t, d.useSpot, ctx)
  return undefined
}

export function resolveAttack(s: FzState, t: TurnState, useSpot: boolean, ctx: ReduceContext<FzEvent>): void {
  const me = frameById(s, t.frame)
  const tg = targetOf(s, t)
  t.pending = null
  t.attacked = true
  if (!me?.pos || !tg || !t.target) return
  let spot = 0
  if (useSpot && tg.kind === 'frame') {
    spot = s.spots[tg.frame.id] ?? 0
    delete s.spots[tg.frame.id]
    ctx.emit({ type: 'SpotUsed', target: tg.frame.id, value: spot })
  }
  const attack = actionValue(t, 'attack')
  const defence = tg.kind === 'frame' ? (tg.frame.defence ?? 0) : 0
  const n = Math.max(0, spot + attack - defence)
  const rolls = ctx.dice.pool(n, 6)
  let kind: CoverCase = 'none'
  const structure =
    tg.kind === 'frame' && t.band !== 'h' ? structureCover(s, me.pos, tg.frame.pos!) : undefined
  const coverFrame =
    tg.kind === 'frame' && t.band !== 'h' && !structure ? frameCover(s, me, tg.frame) : undefined
  if (tg.kind === 'cover') kind = 'is-cover'
  else if (t.band === 'h') kind = 'melee'
  else if (structure) kind = 'structure'
  else if (coverFrame) kind = 'frame'
  const hitCover = tg.kind === 'cover' ? tg.cover : structure
  const table = {
    case: kind,
    coverHitsToRaze: hitCover ? hitsToRaze(hitCover.bricks, hitCover.perLayer) : 0,
    coverFrameHp: coverFrame ? coverFrame.systems.length + coverFrame.whites : 0,
    coverFrameSafe: coverFrame ? coverFrame.systems.filter((x) => x === 'B').length >= 2 : false,
  }
  const res = applyDamageTable(rolls, table)
  ctx.emit({
    type: 'AttackResolved',
    frame: t.frame,
    target: { ...t.target },
    spot,
    attack,
    defence,
    damageDice: n,
    rolls,
    cover: kind,
    // Where each die went by the table, so the dice tray colours it as the engine counted it.
    fates: damageDieFates(rolls, table),
  })
  if (hitCover && res.coverHits > 0) {
    // MF-RULING-BRICKS: 6 bricks per hit, taken from the top; the height is recounted from what is
    // left, so a part-filled top layer still stands (coverHeight).
    for (let i = 0; i < res.coverHits; i++) hitCover.bricks = Math.max(0, hitCover.bricks - 6)
    ctx.emit({
      type: 'CoverHit',
      cover: hitCover.id,
      bricksLeft: hitCover.bricks,
      height: coverHeight(hitCover),
      razed: !isCover(hitCover),
    })
  }
  const queue: PendingDamage[] = []
  // MF-DMG-FRAME-COVER: the covering frame takes every 5 aimed at it, first; only the points still
  // owed when it is destroyed go on to the target (destroyFrame), so a retreat that saves it
  // also keeps them from the target.
  const atCover = res.coverFrame + res.passedOn
  if (coverFrame && tg.kind === 'frame' && atCover > 0)
    queue.push({
      frame: coverFrame.id,
      points: atCover,
      retreatable: nearStation(s, coverFrame) !== undefined,
      passTo: tg.frame.id,
    })
  const direct = res.target - res.passedOn
  if (tg.kind === 'frame' && direct > 0)
    queue.push({
      frame: tg.frame.id,
      points: direct,
      retreatable: nearStation(s, tg.frame) !== undefined,
    })
  for (const q of queue) ctx.emit({ type: 'Damage', frame: q.frame, points: q.points })
  s.damage.push(...queue)
  settleDamage(s, ctx)
  updateStations(s, ctx)
}
