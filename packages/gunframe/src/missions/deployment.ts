/**
 * Where each side deploys (GF-MIS-DEPLOY and the missions that change it): the defender first,
 * then the attacker; each area may cap how many units go there; some missions send the rest to
 * reserve or keep the attacker away from the defenders.
 */
import { dist, type Vec } from '@sortie/engine'
import { effectiveDef, type ReserveRules } from './catalogue.ts'
import { inRegion } from './placement.ts'
import { type MissionState, otherSide, type Region } from './state.ts'
import type { Half, MissionUnit, Side } from './types.ts'
import { deploymentZone, halfPolygon } from './zones.ts'

export interface DeployArea {
  label: 'zone' | 'half' | 'table' | 'near-loot' | 'near-device'
  region: Region
  /** Most units of the side that may start here. */
  maxUnits?: number
}

export interface DeploymentRule {
  side: Side
  /** 1 deploys first (the defender), 2 second. */
  order: 1 | 2
  /** A unit may go in any area whose cap is not reached. */
  areas: DeployArea[]
  /** Bases must stay more than this far (edge to edge) from every enemy unit. */
  awayFromEnemies?: number
  /** Units not placed in the capped areas must go to reserve (Ambush defender). */
  restInReserve: boolean
  /** What the side may hold back. */
  reserves: ReserveRules
}

const whole = (ms: MissionState): Vec[] => [
  { x: 0, y: 0 },
  { x: ms.table.width, y: 0 },
  { x: ms.table.width, y: ms.table.depth },
  { x: 0, y: ms.table.depth },
]

/** The deployment rule of one side; `unitCount` is the side's number of squadron units. */
export function deploymentRule(ms: MissionState, side: Side, unitCount: number): DeploymentRule {
  const { roles } = ms
  const def = effectiveDef({ id: ms.id, ...(ms.base ? { base: ms.base } : {}) })
  const isDef = side === roles.defender
  const reserves = isDef ? def.reserves.defender : def.reserves.attacker
  const half = ms.halves[side] as Half
  const zone: DeployArea = {
    label: 'zone',
    region: { within: [deploymentZone(ms.table, half)], awayFrom: [] },
  }
  const base = { side, order: (isDef ? 1 : 2) as 1 | 2, restInReserve: false, reserves }
  if (ms.id === 'ambush') {
    const loot = ms.counters.find((c) => c.kind === 'loot')?.pos ?? {
      x: ms.table.width / 2,
      y: ms.table.depth / 2,
    }
    if (isDef)
      return {
        ...base,
        areas: [
          {
            label: 'near-loot',
            region: { within: [whole(ms)], awayFrom: [], near: { point: loot, range: 4 } },
            // Up to half, and fractions round up (the book's general rule).
            maxUnits: Math.ceil(unitCount / 2),
          },
        ],
        restInReserve: true,
      }
    return {
      ...base,
      areas: [{ label: 'table', region: { within: [whole(ms)], awayFrom: [] } }],
      awayFromEnemies: 8,
    }
  }
  if (ms.id === 'breakthrough' && isDef)
    return {
      ...base,
      areas: [{ label: 'half', region: { within: [halfPolygon(ms.table, half)], awayFrom: [] } }],
    }
  if (ms.id === 'doomsday' && isDef) {
    const device = ms.counters.find((c) => c.role === 'doomsday-device')?.pos
    const areas: DeployArea[] = []
    if (device)
      areas.push({
        label: 'near-device',
        region: { within: [whole(ms)], awayFrom: [], near: { point: device, range: 3 } },
        // Up to a quarter, rounded up like every fraction in the book.
        maxUnits: Math.ceil(unitCount / 4),
      })
    areas.push(zone)
    return { ...base, areas }
  }
  return { ...base, areas: [zone] }
}

/**
 * Checks one unit's deployment spot. `placed` are the side's units already deployed (with the
 * area each used), `enemies` the other side's units on the table.
 * Returns the area used, or null when the spot is not allowed.
 */
export function deploymentArea(
  ms: MissionState,
  rule: DeploymentRule,
  pos: Vec,
  radius: number,
  placed: readonly { area: DeployArea['label'] }[],
  enemies: readonly MissionUnit[],
): DeployArea['label'] | null {
  if (rule.awayFromEnemies !== undefined)
    for (const e of enemies)
      if (e.status === 'table' && dist(pos, e.pos) - radius - e.radius <= rule.awayFromEnemies + 1e-9)
        return null
  for (const a of rule.areas) {
    const used = placed.filter((p) => p.area === a.label).length
    if (a.maxUnits !== undefined && used >= a.maxUnits) continue
    if (inRegion(a.region, pos, ms.table, radius)) return a.label
  }
  return null
}

/** The opposing side (two-sided missions). */
export const opponent = (ms: MissionState, s: Side): Side => otherSide(ms.roles, s)
