/**
 * Moving (seed, "When you move"): up to the movement die in ruler units, along a straight leg or
 * a path of legs round obstacles. Without a movement system (or sprint) a frame goes round cover —
 * structures and other frames alike, its footprint never sweeping over theirs
 * (MF-TABLE-FRAMES-BLOCK); with one it passes through both as though they were not there, but
 * never ends on another frame. Only a frame with a movement system may end standing on top of a
 * structure. What the frame may do
 * follows what it carries now (MF-RULING-LOST-MOVE: a movement system lost earlier in the round
 * takes its passage with it, while the rolled green die still counts). One move per turn, before
 * or after the attack, not split around it (MF-RULING-ONE-MOVE).
 */
import { dist, pointOf, type ReduceContext, type RuleError, type Vec } from '@sortie/engine'
import { passesCover } from '../../units/index.ts'
import { updateStations } from '../core/stations.ts'
import { FRAME_RADIUS, legBlockedBy, liveFrames, onTable, standsOnCover } from '../geo.ts'
import type { FrameState, FzDecision, FzEvent, FzState } from '../types.ts'
import { fail, frameById, isError, turnAt } from './context.ts'
import { actionValue } from './pool.ts'

type Move = Extract<FzDecision, { kind: 'move' }>

export function moveError(
  s: FzState,
  f: FrameState,
  allowance: number,
  to: Vec,
  via: readonly Vec[] = [],
): RuleError | undefined {
  if (!f.pos) return fail('not_placed', 'The frame is not on the table.')
  const path = [f.pos, ...via, to]
  let len = 0
  for (let i = 1; i < path.length; i++) len += dist(path[i - 1]!, path[i]!)
  if (len > allowance + 1e-9)
    return fail('too_far', `That path is ${len.toFixed(2)} u; the movement die allows ${allowance} u.`)
  if (!path.every((p) => onTable(s, p))) return fail('off_table', 'Frames stay on the table.')
  const must = moveLimits(f)
  if (must.goRound || must.avoidDifficult)
    for (let i = 1; i < path.length; i++) {
      const hit = legBlockedBy(s, path[i - 1]!, path[i]!, f.id, must)
      if (hit === 'difficult')
        return fail(
          'difficult_terrain',
          'Difficult terrain (alternative rule): only a frame with a movement system may cross it.',
        )
      if (hit === 'cover')
        return fail('through_cover', 'Without a movement system the frame must go round cover.')
      if (hit === 'frame')
        return fail(
          'through_frame',
          'Frames are cover: without a movement system the frame must go round them.',
        )
    }
  if (standsOnCover(s, to) && !f.systems.includes('G'))
    return fail('on_cover', 'Only a frame with a movement system may stand on top of cover.')
  if (liveFrames(s).some((o) => o.id !== f.id && dist(o.pos!, to) < 2 * FRAME_RADIUS))
    return fail('occupied', 'Another frame stands there.')
  return undefined
}

/**
 * What the frame must keep clear of: cover and frames unless it passes cover (movement system or
 * sprint); difficult terrain unless it has a movement system — sprint is no system
 * (MF-RULING-DIFFICULT-SPRINT).
 */
export const moveLimits = (f: FrameState) => ({
  goRound: !passesCover(f.systems),
  avoidDifficult: !f.systems.includes('G'),
})

export function reduceMove(s: FzState, d: Move, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const t = turnAt(s, d.frame, 'act')
  if (isError(t)) return t
  if (t.moved) return fail('already_moved', 'This frame has moved this turn.')
  const f = frameById(s, d.frame)!
  const e = moveError(s, f, actionValue(t, 'move'), d.to, d.via)
  if (e) return e
  const from = f.pos!
  f.pos = pointOf(d.to)
  t.moved = true
  const path = [from, ...(d.via ?? []), d.to]
  let len = 0
  for (let i = 1; i < path.length; i++) len += dist(path[i - 1]!, path[i]!)
  ctx.emit({ type: 'Moved', frame: f.id, from, to: pointOf(d.to), distance: Math.round(len * 1000) / 1000 })
  updateStations(s, ctx)
  return undefined
}
