/**
 * GF-OPT-SPACE-OFF-EDGE, debris coming back: debris that drifted off and rolled "new object" or
 * "untracked object" is placed by the player with initiative — a new object touching any table
 * edge, more than 6" from every unit, floating structure and other piece of debris; an untracked
 * one anywhere on the table at least 3" from them. The player answers a `debris-return` choice
 * with the point for the centre of the piece's footprint (the centre of its bounding box); a
 * point that breaks the rule is refused with `gunframe/bad_debris_spot` and nothing changes. With
 * no room anywhere the piece is gone, so the question is only asked when some spot exists.
 *
 * @example
 * apply(state, { seat: 'p1', kind: 'choose', option: 'place', to: { x: 1, y: 20 } })
 */
import {
  discPolygonDistance,
  polygonBBox,
  polygonPolygonDistance,
  type RuleError,
  type Vec,
} from '@sortie/engine'
import type { TerrainFeature } from '../../../table/contract.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { DebrisReturn } from '../../core/optional-state.ts'
import type { BattleDecision, BattleState } from '../../core/types.ts'
import { shift } from '../optional/geo.ts'

export const DEBRIS_RETURN = 'debris-return'
/** A new object keeps more than this from everything; an untracked one at least UNTRACKED_GAP. */
export const NEW_OBJECT_GAP = 6
export const UNTRACKED_GAP = 3
/** How close to an edge a footprint must come to touch it. */
const EDGE_TOUCH = 0.05
/** The legal list offers at most this many spots (spread over every valid one found). */
const OFFERED = 8

const centreOf = (poly: readonly Vec[]): Vec => {
  const b = polygonBBox(poly)
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 }
}

/** The footprint moved so its bounding box is centred on `to`. */
export function footprintAt(f: TerrainFeature, to: Vec): Vec[] {
  const c = centreOf(f.polygon)
  return shift(f.polygon, { x: to.x - c.x, y: to.y - c.y })
}

/** Why a footprint may not be placed there (a code), or null when it may. */
export function debrisSpotError(s: BattleState, r: DebrisReturn, poly: readonly Vec[]): string | null {
  const { width: w, depth: d } = s.field
  const b = polygonBBox(poly)
  if (b.minX < -1e-9 || b.minY < -1e-9 || b.maxX > w + 1e-9 || b.maxY > d + 1e-9) return 'off_table'
  const atEdge = r.fate === 'new-object'
  if (atEdge && Math.min(b.minX, b.minY, w - b.maxX, d - b.maxY) > EDGE_TOUCH) return 'not_at_edge'
  const sp = s.opt?.space
  const others = [...(sp?.floating ?? []), ...(sp?.debris ?? [])]
    .filter((id) => id !== r.feature.id)
    .map((id) => s.field.terrain.find((t) => t.id === id)?.polygon)
    .filter((p): p is Vec[] => !!p)
  const gaps = [
    ...others.map((p) => polygonPolygonDistance(poly as Vec[], p)),
    ...s.units
      .filter((u) => u.status === 'table')
      .map((u) => discPolygonDistance({ c: u.pos, r: u.profile.radius }, poly as Vec[])),
  ]
  const near = atEdge
    ? gaps.some((g) => g <= NEW_OBJECT_GAP + 1e-9)
    : gaps.some((g) => g < UNTRACKED_GAP - 1e-9)
  return near ? 'too_close' : null
}

/** Every valid centre on a 1" scan (edges only for a new object), in scan order. */
export function debrisSpots(s: BattleState, r: DebrisReturn): Vec[] {
  const b = polygonBBox(r.feature.polygon)
  const hw = (b.maxX - b.minX) / 2
  const hh = (b.maxY - b.minY) / 2
  const { width: w, depth: d } = s.field
  const cand: Vec[] = []
  if (r.fate === 'new-object') {
    for (let x = hw; x <= w - hw + 1e-9; x += 1) cand.push({ x, y: hh }, { x, y: d - hh })
    for (let y = hh + 1; y <= d - hh - 1 + 1e-9; y += 1) cand.push({ x: hw, y }, { x: w - hw, y })
  } else
    for (let y = hh; y <= d - hh + 1e-9; y += 1)
      for (let x = hw; x <= w - hw + 1e-9; x += 1) cand.push({ x, y })
  const round = (p: Vec) => ({ x: Number(p.x.toFixed(3)), y: Number(p.y.toFixed(3)) })
  return cand.map(round).filter((p) => debrisSpotError(s, r, footprintAt(r.feature, p)) === null)
}

const placer = (s: BattleState): string => s.initiative ?? s.seats[0] ?? 'p1'

/** Asks for the next queued piece with somewhere to go; pieces with no room are gone. Returns whether it asked. */
export function askNextDebris(s: BattleState, c: BattleCtx): boolean {
  const sp = s.opt?.space
  if (!sp) return false
  while (sp.returning.length > 0) {
    const r = sp.returning[0] as DebrisReturn
    if (debrisSpots(s, r).length > 0) {
      ask(s, c, {
        id: DEBRIS_RETURN,
        seat: placer(s),
        unit: r.feature.id,
        options: ['place'],
        data: { fate: r.fate },
      })
      return true
    }
    sp.returning.shift()
    sp.debris = sp.debris.filter((x) => x !== r.feature.id)
    c.emit({ type: 'DebrisGone', feature: r.feature.id, why: 'no-room' })
  }
  return false
}

export const debrisReturnChoice: Readonly<Record<string, ChoiceHandler>> = {
  [DEBRIS_RETURN]: (s, c, q, _option, to): RuleError | undefined => {
    const sp = s.opt?.space
    const r = sp?.returning[0]
    if (!sp || !r) return { code: 'gunframe/no_debris', message: 'No debris is waiting to be placed.' }
    // A refusal discards the whole step (apply is pure), the question included.
    const fail = (why: string): RuleError => {
      return {
        code: 'gunframe/bad_debris_spot',
        message:
          r.fate === 'new-object'
            ? 'Place it touching a table edge, more than 6" from units, floating structures and debris.'
            : 'Place it on the table, at least 3" from units, floating structures and debris.',
        detail: { why },
      }
    }
    if (!to) return fail('no_point')
    const poly = footprintAt(r.feature, to)
    const why = debrisSpotError(s, r, poly)
    if (why) return fail(why)
    sp.returning.shift()
    s.field = { ...s.field, terrain: [...s.field.terrain, { ...r.feature, polygon: poly }] }
    c.emit({ type: 'DebrisReturned', feature: r.feature.id, fate: r.fate, pos: to, by: q.seat })
    askNextDebris(s, c)
    return undefined
  },
}

/** The legal answers to a debris-return question (null for any other question). */
export function debrisReturnChoices(s: BattleState, seat: string): BattleDecision[] | null {
  const top = s.stack[s.stack.length - 1]
  const r = s.opt?.space?.returning[0]
  if (top?.t !== 'choice' || top.id !== DEBRIS_RETURN || !r) return null
  const all = debrisSpots(s, r)
  const step = Math.max(1, Math.floor(all.length / OFFERED))
  const picked = all.filter((_, i) => i % step === 0).slice(0, OFFERED)
  return picked.map((to) => ({ seat, kind: 'choose', option: 'place', to }))
}
