/**
 * Spotting, the last step of a turn (seed, "Spot"): a yellow or white die placed by a hostile
 * frame; a spotter with no surveillance system needs the target inside one of its own attack bands
 * (ranged or melee) and out of cover, with one it may be in cover, with two anything goes. An
 * existing spot is only replaced by a higher one. Only hostile frames are spotted (MF-RULING-SPOT-FRIENDLY): spots exist
 * to feed attacks, and a frame's own side cannot be attacked.
 */
import type { ReduceContext, RuleError } from '@sortie/engine'
import { RULER } from '../../units/index.ts'
import { frameCover, frameGap, structureCover } from '../geo.ts'
import type { FrameState, FzDecision, FzEvent, FzState } from '../types.ts'
import { attackDue, fail, frameById, isError, turnAt } from './context.ts'
import { actionValue } from './pool.ts'

type Spot = Extract<FzDecision, { kind: 'spot' }>

export function spotError(
  s: FzState,
  me: FrameState,
  value: number,
  targetId: string,
): RuleError | undefined {
  const tg = frameById(s, targetId)
  if (!tg || tg.destroyed || !tg.pos) return fail('no_target', `${targetId} is not a frame on the table.`)
  if (tg.seat === me.seat) return fail('friendly_spot', 'Only hostile frames are spotted.')
  if (value <= 0) return fail('no_spot_die', 'No spot die was assigned.')
  const eyes = me.systems.filter((x) => x === 'Y').length
  const d = frameGap(me.pos!, tg.pos)
  if (eyes < 2 && d > RULER)
    return fail(
      'spot_range',
      'With no surveillance system, a frame can only spot a target inside its ranged or melee reach.',
    )
  if (eyes === 0 && (structureCover(s, me.pos!, tg.pos) || frameCover(s, me, tg)))
    return fail('spot_cover', 'Without a surveillance system the target must be out of cover.')
  const old = s.spots[targetId]
  if (old !== undefined && old >= value)
    return fail('spot_not_higher', `The target already carries a spot of ${old}.`)
  return undefined
}

export function reduceSpot(s: FzState, d: Spot, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const t = turnAt(s, d.frame, 'act')
  if (isError(t)) return t
  if (attackDue(s, t))
    return fail('attack_due', 'The assigned attack must be made first (it can no longer be aborted).')
  const me = frameById(s, d.frame)!
  const v = actionValue(t, 'spot')
  const e = spotError(s, me, v, d.target)
  if (e) return e
  s.spots[d.target] = v
  ctx.emit({ type: 'Spotted', frame: d.frame, target: d.target, value: v })
  return undefined
}
