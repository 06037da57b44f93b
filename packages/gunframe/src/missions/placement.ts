/**
 * Answering setup steps: where a player may put a marker, counter or piece (GF-MIS-MARKERS,
 * GF-MIS-COUNTERS), which units may be chosen, and a coarse grid of legal spots for bots.
 */
import { dist, err, ok, pointPolygonDistance, type Result, type Vec } from '@sortie/engine'
import type { MissionState, Region, SetupAnswer, SetupStep, SetupTiming } from './state.ts'
import type { MissionUnit, PieceKind } from './types.ts'
import { discWhollyInside, tableEdgeDistance } from './zones.ts'

const EPS = 1e-9
const COUNTER_PIECES: readonly PieceKind[] = ['raid-target', 'disruption-beacon', 'bunker', 'gun-emplacement']

/** The next unanswered step of this timing, if any (steps are answered in order). */
export function nextStep(ms: MissionState, when: SetupTiming): SetupStep | null {
  return ms.steps.find((s) => s.when === when) ?? null
}

/** Is a point (or a base of radius r) inside the region? */
export function inRegion(region: Region, pos: Vec, table: { width: number; depth: number }, r = 0): boolean {
  if (!Number.isFinite(pos.x) || !Number.isFinite(pos.y)) return false
  if (tableEdgeDistance(table, pos) < r - EPS) return false
  for (const poly of region.within) if (!discWhollyInside(poly, pos, r)) return false
  for (const a of region.awayFrom) if (pointPolygonDistance(pos, a.poly) - r < a.gap - EPS) return false
  if (region.edgeMargin !== undefined && tableEdgeDistance(table, pos) - r <= region.edgeMargin) return false
  if (region.near && dist(pos, region.near.point) - r > region.near.range + EPS) return false
  return true
}

/** Points already on the table that spacing is measured from. */
function occupied(ms: MissionState, ignore: string): { markers: Vec[]; counters: Vec[] } {
  const markers = ms.markers.filter((m) => m.id !== ignore).map((m) => m.pos)
  const counters = ms.counters.filter((c) => c.id !== ignore && c.carrier === undefined).map((c) => c.pos)
  for (const p of ms.pieces)
    if (p.id !== ignore && p.pos && COUNTER_PIECES.includes(p.kind)) counters.push(p.pos)
  return { markers, counters }
}

/** May this place-step put its item at `pos`? (`radius` for pieces with a base.) */
export function checkPlacement(ms: MissionState, step: SetupStep, pos: Vec, radius = 0): Result<true> {
  if (step.kind !== 'place')
    return err('gunframe/not_a_placement', 'This setup step does not place anything.')
  if (!inRegion(step.region, pos, ms.table, radius))
    return err('gunframe/outside_region', 'That spot is outside where this item may go.', { step: step.id })
  const near = occupied(ms, step.id)
  for (const m of near.markers)
    if (dist(m, pos) < step.spacing.markers - EPS)
      return err('gunframe/too_close', 'Too close to an objective marker.', { step: step.id })
  for (const c of near.counters)
    if (dist(c, pos) < step.spacing.counters - EPS)
      return err('gunframe/too_close', 'Too close to another counter.', { step: step.id })
  return ok(true)
}

const clone = (ms: MissionState): MissionState => JSON.parse(JSON.stringify(ms)) as MissionState

/**
 * Answers the first pending step (`stepId` must name it). `units` is needed for unit choices
 * (Scrappy Survivors). Returns a new state; the input is untouched.
 */
export function answerStep(
  ms: MissionState,
  stepId: string,
  answer: SetupAnswer,
  units: readonly MissionUnit[] = [],
): Result<MissionState> {
  const step = ms.steps[0]
  if (!step || step.id !== stepId)
    return err('gunframe/not_this_step', 'That is not the setup question being asked.', { stepId })
  const out = clone(ms)
  out.steps.shift()
  switch (step.kind) {
    case 'place': {
      if (!('pos' in answer)) return err('gunframe/bad_answer', 'A placement needs a position.')
      const piece = out.pieces.find((p) => p.id === step.id)
      const r = checkPlacement(ms, step, answer.pos, answer.radius ?? 0)
      if (!r.ok) return r
      const pos = { x: answer.pos.x, y: answer.pos.y }
      if (piece) piece.pos = pos
      else if (step.item === 'objective')
        out.markers.push({ id: step.id, kind: 'objective', pos, owner: step.seat })
      else if (step.item === 'hq') out.markers.push({ id: step.id, kind: 'hq', pos, owner: step.seat })
      else if (step.item === 'target')
        out.counters.push({ id: step.id, kind: 'target', role: 'point-of-interest', pos })
      else out.counters.push({ id: step.id, kind: 'loot', pos })
      return ok(out)
    }
    case 'choose-target': {
      if (!('unit' in answer)) return err('gunframe/bad_answer', 'Choose a unit.')
      const u = units.find((x) => x.id === answer.unit)
      if (!u || u.side !== step.from || u.piece !== undefined || u.status === 'destroyed')
        return err('gunframe/bad_target_unit', 'Choose a unit of the defending squadron.', {
          unit: answer.unit,
        })
      // Two different targets while the defender has two units (the book gives each player a pick).
      const pool = units.filter(
        (x) => x.side === step.from && x.piece === undefined && x.status !== 'destroyed',
      )
      if (out.targets.includes(u.id) && pool.length > out.targets.length)
        return err('gunframe/already_target', 'That unit is already a target.', { unit: u.id })
      if (!out.targets.includes(u.id)) out.targets.push(u.id)
      return ok(out)
    }
    case 'choose-gun-emplacements': {
      if (!('emplacements' in answer)) return err('gunframe/bad_answer', 'List the bunkers that are guns.')
      for (const id of answer.emplacements) {
        if (!step.bunkers.includes(id)) return err('gunframe/not_a_bunker', 'No such bunker.', { id })
        const p = out.pieces.find((x) => x.id === id)
        if (p) p.kind = 'gun-emplacement'
      }
      return ok(out)
    }
  }
}

/** Legal spots on a grid (for bots, fuzzers and `legal()`); spacing in inches. */
export function placementCandidates(ms: MissionState, step: SetupStep, grid = 2, radius = 0): Vec[] {
  if (step.kind !== 'place') return []
  const out: Vec[] = []
  for (let x = grid / 2; x < ms.table.width; x += grid)
    for (let y = grid / 2; y < ms.table.depth; y += grid) {
      const p = { x, y }
      if (checkPlacement(ms, step, p, radius).ok) out.push(p)
    }
  return out
}

/** Choices for a choose-target step. */
export function targetCandidates(ms: MissionState, step: SetupStep, units: readonly MissionUnit[]): string[] {
  if (step.kind !== 'choose-target') return []
  const pool = units.filter((u) => u.side === step.from && u.piece === undefined && u.status !== 'destroyed')
  const fresh = pool.filter((u) => !ms.targets.includes(u.id))
  return (fresh.length > 0 ? fresh : pool).map((u) => u.id)
}
