/**
 * What the table draws for the mission, read from the battle state and the missions module:
 * objective and HQ markers, loot and target counters (the doomsday device among them), the
 * deployment areas each side's rule allows, and the region a pending setup step may place into.
 * Pure data for the layers and the legend; no rule is decided here.
 */
import type { Vec } from '@sortie/engine'
import {
  CONTROL_RANGE,
  type DeployArea,
  DOOMSDAY_LIMIT,
  deploymentRule,
  type MissionState,
} from '@sortie/gunframe/missions'
import type { BattleState } from '../engine.ts'

export type MarkKind = 'objective' | 'hq' | 'loot' | 'poi' | 'device'

export interface MissionMark {
  id: string
  kind: MarkKind
  pos: Vec
  /** The side a marker or HQ belongs to (Engagement, Breakthrough, Loot). */
  owner?: string
  /** A short label drawn beside it (its number, "HQ"). */
  label: string
  title: string
}

export type Shape = { poly: Vec[] } | { circle: { c: Vec; r: number } }

export interface ZoneShape {
  side: string
  role: 'attacker' | 'defender'
  area: DeployArea['label']
  shape: Shape
  /** Most units that may start there, when capped. */
  cap?: number
}

const num = (id: string) => id.split(':').pop() ?? ''

export function missionMarks(
  ms: MissionState | null | undefined,
  objectives: BattleState['mission']['objectives'],
): MissionMark[] {
  if (!ms)
    return objectives.map((o) => ({
      id: o.id,
      kind: 'objective' as const,
      pos: o.pos,
      label: num(o.id),
      title: 'Objective marker',
    }))
  const out: MissionMark[] = []
  for (const m of ms.markers)
    out.push(
      m.kind === 'hq'
        ? {
            id: m.id,
            kind: 'hq',
            pos: m.pos,
            ...(m.owner ? { owner: m.owner } : {}),
            label: 'HQ',
            title: 'Headquarters: bring loot here',
          }
        : {
            id: m.id,
            kind: 'objective',
            pos: m.pos,
            ...(m.owner ? { owner: m.owner } : {}),
            label: num(m.id),
            title: `Objective marker ${num(m.id)} (controlled within ${CONTROL_RANGE}")`,
          },
    )
  for (const c of ms.counters) {
    if (c.carrier) continue
    if (c.role === 'doomsday-device')
      out.push({
        id: c.id,
        kind: 'device',
        pos: c.pos,
        label: `${ms.clock}/${DOOMSDAY_LIMIT}`,
        title: `Doomsday device — ${ms.device}, clock ${ms.clock} of ${DOOMSDAY_LIMIT}`,
      })
    else if (c.kind === 'loot')
      out.push({ id: c.id, kind: 'loot', pos: c.pos, label: '$', title: 'Loot counter (lying on the table)' })
    else
      out.push({ id: c.id, kind: 'poi', pos: c.pos, label: '?', title: 'Point of interest: investigate it' })
  }
  return out
}

/** Loot counters being carried, by carrier unit id. */
export function cargo(ms: MissionState | null | undefined): Map<string, number> {
  const m = new Map<string, number>()
  for (const c of ms?.counters ?? []) if (c.carrier) m.set(c.carrier, (m.get(c.carrier) ?? 0) + 1)
  return m
}

function areaShape(a: DeployArea): Shape | null {
  if (a.label === 'table') return null
  if (a.region.near) return { circle: { c: a.region.near.point, r: a.region.near.range } }
  const poly = a.region.within[0]
  return poly ? { poly } : null
}

/** Each side's deployment areas as its mission rule gives them (once the halves are known). */
export function deploymentZones(s: BattleState): ZoneShape[] {
  const ms = s.mission.state
  if (!ms || !s.halves) return []
  const out: ZoneShape[] = []
  for (const side of [ms.roles.defender, ms.roles.attacker]) {
    if (!ms.halves[side]) continue
    const count = s.units.filter((u) => u.side === side && !u.piece).length
    for (const a of deploymentRule(ms, side, count).areas) {
      const shape = areaShape(a)
      if (shape)
        out.push({
          side,
          role: side === ms.roles.attacker ? 'attacker' : 'defender',
          area: a.label,
          shape,
          ...(a.maxUnits !== undefined ? { cap: a.maxUnits } : {}),
        })
    }
  }
  return out
}

/** Where the pending setup step may place its item (the polygons it must lie within). */
export function placementRegion(s: BattleState): Shape[] {
  const st = s.phase === 'setup' ? s.mission.state?.steps[0] : undefined
  if (st?.kind !== 'place') return []
  const out: Shape[] = st.region.within.map((poly) => ({ poly }))
  if (st.region.near) out.push({ circle: { c: st.region.near.point, r: st.region.near.range } })
  return out
}

/** A marker whose glyph a unit's base hides, and that unit. */
export interface CoveredMark {
  mark: MissionMark
  unit: string
  /** Where the badge goes: on the base's rim, lower right, clear of the status badges. */
  badge: Vec
}

/** How far outside a base a marker's centre may lie and still be mostly hidden by it. */
const HIDDEN_REACH = 0.4

/**
 * Markers drawn on the ground under unit tokens, so a unit standing on one hides it: each with the
 * base that covers it (the nearest, if several) and where to re-draw it as a small badge above.
 */
export function coveredMarks(
  marks: readonly MissionMark[],
  units: readonly { id: string; pos: Vec; radius: number; status: string }[],
): CoveredMark[] {
  const out: CoveredMark[] = []
  for (const m of marks) {
    let best: { id: string; pos: Vec; radius: number; d: number } | null = null
    for (const u of units) {
      if (u.status !== 'table') continue
      const d = Math.hypot(u.pos.x - m.pos.x, u.pos.y - m.pos.y)
      if (d < u.radius + HIDDEN_REACH && (!best || d < best.d)) best = { ...u, d }
    }
    if (!best) continue
    const a = -Math.PI / 4
    // Several markers under one base take turns round the rim.
    const k = out.filter((o) => o.unit === best.id).length
    const at = a - k * (Math.PI / 5)
    out.push({
      mark: m,
      unit: best.id,
      badge: {
        x: best.pos.x + Math.cos(at) * (best.radius + 0.15),
        y: best.pos.y + Math.sin(at) * (best.radius + 0.15),
      },
    })
  }
  return out
}
