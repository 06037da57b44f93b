/**
 * Deployment (F§8), one placement per decision in the order `deploymentSteps` lays out, each
 * placement checked against its step's rule.
 *
 * Rulings: the point frame must stand in the last unit of direct-fire range (more than 7 u, at
 * most 8 u) of a defender frame (MF-RULING-POINT-EDGE); a defender frame placed outside the
 * perimeter must be within 1 u of a structure that lies between it and at least one enemy frame
 * (MF-RULING-DEPLOY-COVER). "Out of cover" for the point frame counts frames as well as
 * structures (F§5): neither may cover its spot from any defender frame.
 */
import { dist, err, pointOf, type ReduceContext, type RuleError, type Vec } from '@sortie/engine'
import { RULER } from '../../units/index.ts'
import {
  FRAME_RADIUS,
  frameCoverAt,
  frameGap,
  frameToRect,
  frameToStation,
  HTH,
  inRect,
  isCover,
  onTable,
  segmentHitsRect,
  stationDistance,
  stationGap,
  stationsOverlap,
  structureCover,
} from '../geo.ts'
import type { DeployStep, FzDecision, FzEvent, FzState } from '../types.ts'
import { updateStations } from './stations.ts'

type Place = Extract<FzDecision, { kind: 'place' }>

const bad = (code: string, message: string) => err(`framezero/${code}`, message).error

export function defenderStations(s: FzState) {
  return s.stations.filter((x) => x.placedBy === s.roles?.defender && x.pos)
}

/** Within one ruler of any defender station (F§8 step 2). */
export function inPerimeter(s: FzState, p: Vec): boolean {
  return defenderStations(s).some((st) => frameToStation(p, st.pos!) <= RULER)
}

const placedFrames = (s: FzState, seat?: string) =>
  s.frames.filter((f) => f.pos && !f.destroyed && (seat === undefined || f.seat === seat))

/** A frame covering the spot `p` from some defender frame (frames are cover too, F§5), if any. */
function pointFrameCover(s: FzState, p: Vec): { cover: string; from: string } | undefined {
  for (const d of placedFrames(s, s.roles?.defender)) {
    const c = frameCoverAt(s, d.pos!, p, [d.id])
    if (c) return { cover: c.name, from: d.name }
  }
  return undefined
}

/** Out of cover for the point frame: no structure and no frame covers `p` from a defender frame. */
const pointOutOfCover = (s: FzState, p: Vec) =>
  !placedFrames(s, s.roles?.defender).some((d) => structureCover(s, d.pos!, p)) && !pointFrameCover(s, p)

function inDeployCover(s: FzState, p: Vec): boolean {
  const enemies = placedFrames(s).filter((f) => f.seat !== s.roles?.defender)
  return s.cover.some(
    (c) => isCover(c) && frameToRect(p, c) <= HTH && enemies.some((e) => segmentHitsRect(e.pos!, p, c)),
  )
}

/** Why `at` is not a legal spot for this step, or undefined. */
export function placementError(s: FzState, step: DeployStep, at: Vec): RuleError | undefined {
  if (!onTable(s, at)) return bad('off_table', 'That point is off the table.')
  if (s.cover.some((c) => !c.hazard && inRect(at, c)))
    return bad('inside_structure', 'Nothing is deployed inside a structure.')
  if (step.kind === 'station') {
    if (s.stations.some((x) => x.pos && stationsOverlap(x.pos, at)))
      return bad('overlaps', 'Stations may not overlap.')
    if (step.rule === 'defender') {
      const mine = defenderStations(s)
      // Measured between the closest points of the two squares (F§1, MF-TABLE-MEASURE).
      if (mine.length > 0 && !mine.some((x) => stationGap(x.pos!, at) <= RULER))
        return bad(
          'station_spread',
          'Each defender station must be within one ruler of another defender station.',
        )
      if (outsideShare(s, at) < 1 / 3)
        return bad(
          'perimeter_too_large',
          'At least a third of the table must stay outside the defensive perimeter.',
        )
    }
    return undefined
  }
  if (placedFrames(s).some((f) => dist(f.pos!, at) < 2 * FRAME_RADIUS))
    return bad('overlaps', 'Frames may not stand on each other.')
  const defenders = placedFrames(s, s.roles?.defender)
  switch (step.rule) {
    case 'defender-first':
      return inPerimeter(s, at)
        ? undefined
        : bad('outside_perimeter', 'The first two defender frames go inside the perimeter.')
    case 'point': {
      if (inPerimeter(s, at)) return bad('inside_perimeter', 'The point frame goes outside the perimeter.')
      if (defenders.some((d) => structureCover(s, d.pos!, at)))
        return bad('point_in_cover', 'The point frame must be out of cover.')
      const shield = pointFrameCover(s, at)
      if (shield)
        return bad(
          'point_in_frame_cover',
          `The point frame must be out of cover: ${shield.cover} stands within 1 u of that spot, between it and defender frame ${shield.from}, and frames count as cover.`,
        )
      if (
        !defenders.some((d) => frameGap(d.pos!, at) > RULER - 1 && frameGap(d.pos!, at) <= RULER) &&
        pointEdgeExists(s)
      )
        return bad(
          'point_distance',
          'The point frame stands at the far edge of direct-fire range (7–8 u) of a defender frame.',
        )
      return undefined
    }
    case 'attacker':
      if (inPerimeter(s, at)) return bad('inside_perimeter', 'Attacker frames go outside the perimeter.')
      if (defenders.some((d) => frameGap(d.pos!, at) <= RULER) && attackerSpotExists(s))
        return bad(
          'in_defender_range',
          'Attacker frames go outside direct-fire range of every defender frame.',
        )
      return undefined
    case 'defender-rest':
      return inPerimeter(s, at) || inDeployCover(s, at)
        ? undefined
        : bad('not_in_cover', 'A defender frame outside the perimeter must be placed in cover.')
  }
}

export function reducePlace(s: FzState, d: Place, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const step = s.deploy[0]
  if (!step) return bad('not_deploying', 'Deployment is over.')
  if (step.kind === 'station') {
    const st = s.stations.find((x) => x.id === d.id)
    if (!st || st.pos || st.placedBy !== step.seat)
      return bad('wrong_station', `${d.id} is not one of ${step.seat}'s stations waiting to be placed.`)
    const e = placementError(s, step, d.at)
    if (e) return e
    st.pos = pointOf(d.at)
  } else {
    const f = s.frames.find((x) => x.id === d.id)
    if (!f || f.pos || f.seat !== step.seat)
      return bad('wrong_frame', `${d.id} is not one of ${step.seat}'s frames waiting to be placed.`)
    const e = placementError(s, step, d.at)
    if (e) return e
    f.pos = pointOf(d.at)
  }
  ctx.emit({ type: 'Placed', id: d.id, at: pointOf(d.at) })
  s.deploy.shift()
  if (s.deploy.length === 0) {
    s.phase = 'battle'
    s.round = 1
    updateStations(s, ctx)
  }
  return undefined
}

/** Share of the table outside the perimeter if a defender station stood at `extra` (1 u grid). */
function outsideShare(s: FzState, extra: Vec): number {
  const st = [...defenderStations(s).map((x) => x.pos!), extra]
  let out = 0
  let all = 0
  for (let x = 0.5; x < s.table.width; x += 1)
    for (let y = 0.5; y < s.table.height; y += 1) {
      all++
      if (!st.some((p) => stationDistance({ x, y }, p) <= RULER)) out++
    }
  return all ? out / all : 1
}

/** Open spots outside the perimeter and out of cover, for the fallbacks below. */
function openOutside(s: FzState): Vec[] {
  const pts: Vec[] = []
  for (let x = 0.5; x < s.table.width; x += 0.5)
    for (let y = 0.5; y < s.table.height; y += 0.5) {
      const p = { x, y }
      if (
        !inPerimeter(s, p) &&
        !s.cover.some((c) => inRect(p, c)) &&
        !placedFrames(s).some((f) => dist(f.pos!, p) < 1)
      )
        pts.push(p)
    }
  return pts
}

/**
 * MF-RULING-DEPLOY-FALLBACK: when the defenders stand so deep inside the perimeter that no spot
 * outside it is 7–8 u from any of them (or beyond 8 u from all of them, for later attackers), the
 * distance requirement lapses and any spot outside the perimeter (out of cover for the point) will do.
 */
const pointMemo = new WeakMap<FzState, boolean>()
const attackerMemo = new WeakMap<FzState, boolean>()

function pointEdgeExists(s: FzState): boolean {
  const m = pointMemo.get(s)
  if (m !== undefined) return m
  const r = pointEdgeScan(s)
  pointMemo.set(s, r)
  return r
}

function pointEdgeScan(s: FzState): boolean {
  const defenders = placedFrames(s, s.roles?.defender)
  return openOutside(s).some(
    (p) =>
      defenders.some((d) => frameGap(d.pos!, p) > RULER - 1 && frameGap(d.pos!, p) <= RULER) &&
      pointOutOfCover(s, p),
  )
}

function attackerSpotExists(s: FzState): boolean {
  const m = attackerMemo.get(s)
  if (m !== undefined) return m
  const defenders = placedFrames(s, s.roles?.defender)
  const r = openOutside(s).some((p) => !defenders.some((d) => frameGap(d.pos!, p) <= RULER))
  attackerMemo.set(s, r)
  return r
}

/** Candidate spots for legal(): a coarse grid plus rings that the point and cover rules need. */
export function placementCandidates(s: FzState, step: DeployStep): Vec[] {
  const pts: Vec[] = []
  const g = 2.5
  for (let x = 1; x < s.table.width; x += g) for (let y = 1; y < s.table.height; y += g) pts.push({ x, y })
  if (step.kind === 'frame' && step.rule === 'point')
    for (const d of placedFrames(s, s.roles?.defender))
      for (let k = 0; k < 16; k++) {
        const a = (k * Math.PI) / 8
        pts.push({ x: d.pos!.x + 8.6 * Math.cos(a), y: d.pos!.y + 8.6 * Math.sin(a) })
      }
  if (step.kind === 'frame' && step.rule === 'defender-rest')
    for (const c of s.cover)
      pts.push(
        { x: c.x - 0.6, y: c.y + c.h / 2 },
        { x: c.x + c.w + 0.6, y: c.y + c.h / 2 },
        { x: c.x + c.w / 2, y: c.y - 0.6 },
        { x: c.x + c.w / 2, y: c.y + c.h + 0.6 },
      )
  const round = (p: Vec) => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 })
  let ok = pts.map(round).filter((p) => !placementError(s, step, p))
  // The rings miss when the legal band is a thin sliver between the perimeter and cover: a fine grid.
  if (ok.length === 0 && step.kind === 'frame') ok = openOutside(s).filter((p) => !placementError(s, step, p))
  // A handful spread over the legal area keeps legal() small for bots.
  const want = 10
  if (ok.length <= want) return ok
  const stride = ok.length / want
  return Array.from({ length: want }, (_, i) => ok[Math.floor(i * stride)] as Vec)
}
