/**
 * Taking damage (seed, "Resolving Damage"): each point costs a system of the owner's choice, then
 * a white die; with both whites gone the frame is destroyed and scores are recomputed. A frame
 * within 1 u of a station may instead retreat away from it to ignore 1 point of a hit — only when
 * the retreat has somewhere legal to end (`retreatSpot`, MF-RULING-RETREAT).
 */
import { err, type ReduceContext, type RuleError } from '@sortie/engine'
import type { SystemCode } from '../../units/index.ts'
import { scores } from '../core/scores.ts'
import { updateStations } from '../core/stations.ts'
import type { FrameState, FzEvent, FzState, PendingDamage } from '../types.ts'
import { nearStation, retreatSpot } from './retreat.ts'

export function damageOptions(s: FzState): { systems: (SystemCode | 'W')[]; retreat: boolean } | null {
  const d = s.damage[0]
  if (!d) return null
  const f = s.frames.find((x) => x.id === d.frame)
  if (!f) return null
  // With no systems left the point takes a white; offered as a choice only beside a retreat.
  const systems: (SystemCode | 'W')[] = f.systems.length ? [...new Set(f.systems)] : ['W']
  return { systems, retreat: d.retreatable && retreatSpot(s, f) !== undefined }
}

export function destroyFrame(s: FzState, f: FrameState, ctx: ReduceContext<FzEvent>): void {
  f.destroyed = true
  delete s.spots[f.id]
  s.turns = s.turns.filter((t) => t.frame !== f.id)
  const owed = s.damage.find((d) => d.frame === f.id && d.passTo !== undefined && d.points > 0)
  const rest = s.damage.filter((d) => d.frame !== f.id)
  s.damage = owed ? passOn(s, owed, rest) : rest
  ctx.emit({ type: 'Destroyed', frame: f.id })
  if (owed?.passTo && s.damage.some((d) => d.frame === owed.passTo))
    ctx.emit({ type: 'Damage', frame: owed.passTo, points: owed.points })
  updateStations(s, ctx)
  ctx.emit({ type: 'Scores', scores: scores(s) })
}

/**
 * MF-DMG-FRAME-COVER: the 5s a covering frame still owed when it fell go on to the frame it
 * covered — added to that frame's entry for the same attack, or queued next in line.
 */
function passOn(s: FzState, owed: PendingDamage, rest: PendingDamage[]): PendingDamage[] {
  const tg = s.frames.find((x) => x.id === owed.passTo && !x.destroyed)
  if (!tg) return rest
  const later = rest.find((d) => d.frame === tg.id)
  if (later) {
    later.points += owed.points
    return rest
  }
  const at = s.damage.slice(0, s.damage.indexOf(owed)).filter((d) => d.frame !== owed.frame).length
  const out = [...rest]
  out.splice(at, 0, { frame: tg.id, points: owed.points, retreatable: nearStation(s, tg) !== undefined })
  return out
}

function losePoint(s: FzState, f: FrameState, system: SystemCode | 'W', ctx: ReduceContext<FzEvent>): void {
  const d = s.damage[0]
  if (system === 'W') f.whites--
  else f.systems.splice(f.systems.indexOf(system), 1)
  ctx.emit({ type: 'SystemLost', frame: f.id, system })
  if (d) d.points--
  if (f.whites <= 0) destroyFrame(s, f, ctx)
}

/** Applies what needs no choice: empty entries, whites when no system is left, a single system. */
export function settleDamage(s: FzState, ctx: ReduceContext<FzEvent>): void {
  for (let guard = 0; guard < 200; guard++) {
    const d = s.damage[0]
    if (!d) return
    const f = s.frames.find((x) => x.id === d.frame)
    if (!f || f.destroyed || d.points <= 0) {
      s.damage.shift()
      continue
    }
    const o = damageOptions(s)
    if (o?.retreat) return
    if (f.systems.length === 0) losePoint(s, f, 'W', ctx)
    else if (new Set(f.systems).size === 1) losePoint(s, f, f.systems[0] as SystemCode, ctx)
    else return
  }
}

export function reduceLoseSystem(
  s: FzState,
  frame: string,
  system: SystemCode | 'W',
  ctx: ReduceContext<FzEvent>,
): RuleError | undefined {
  const d = s.damage[0]
  const f = s.frames.find((x) => x.id === frame)
  if (!d || !f || d.frame !== frame)
    return err('framezero/no_damage', `${frame} has no damage to take now.`).error
  if (system === 'W' ? f.systems.length > 0 : !f.systems.includes(system as SystemCode))
    return err(
      'framezero/no_such_system',
      system === 'W'
        ? `${f.name} loses its systems before its white dice.`
        : `${f.name} does not carry a ${system} system.`,
    ).error
  losePoint(s, f, system, ctx)
  settleDamage(s, ctx)
  return undefined
}

export function reduceRetreat(s: FzState, frame: string, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const d = s.damage[0]
  const f = s.frames.find((x) => x.id === frame)
  if (!d || !f || d.frame !== frame || !f.pos)
    return err('framezero/no_damage', `${frame} has no damage to take now.`).error
  if (!d.retreatable || !nearStation(s, f))
    return err('framezero/no_retreat', 'Only a frame within 1 u of a station may retreat, once per hit.')
      .error
  const spot = retreatSpot(s, f)
  if (!spot)
    return err(
      'framezero/retreat_blocked',
      `${f.name} has nowhere to retreat to: every way 1 u further from the station is off the table, on another frame or through cover it must go round.`,
    ).error
  f.pos = spot.to
  d.points--
  d.retreatable = false
  ctx.emit({ type: 'Retreated', frame: f.id, station: spot.station.id, to: { ...spot.to } })
  updateStations(s, ctx)
  settleDamage(s, ctx)
  return undefined
}
