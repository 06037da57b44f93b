/**
 * Suppression zones: a circle of X" radius around a token touching the target, dangerous terrain
 * until the end phase of the turn it was placed. Stored as plain JSON in the battle state and
 * handed to the table rules as an ordinary dangerous terrain feature.
 *
 * @example
 * const z = suppressionZone('sz:1', { x: 10, y: 10 }, 2, 3)
 * zoneTerrain(z).qualities // ['dangerous']
 */
import { hypot, type Vec } from '@sortie/engine'
import type { TerrainFeature } from '../table/contract.ts'

export interface SuppressionZone {
  id: string
  centre: Vec
  radius: number
  /** The turn it was placed; it goes in that turn's end phase. */
  turn: number
}

export function suppressionZone(id: string, centre: Vec, radius: number, turn: number): SuppressionZone {
  return { id, centre: { x: centre.x, y: centre.y }, radius, turn }
}

/** Zones left after the end phase of `turn` (every zone placed in it or before goes). */
export function zonesAfterEndPhase(zones: readonly SuppressionZone[], turn: number): SuppressionZone[] {
  return zones.filter((z) => z.turn > turn)
}

/** Sides of the polygon standing in for the circle (its corners touch the true circle). */
const SIDES = 24

/**
 * The zone as a terrain feature the table rules already understand. The polygon circumscribes
 * the circle so no point within X" of the centre is ever missed.
 */
export function zoneTerrain(z: SuppressionZone): TerrainFeature {
  const r = z.radius / Math.cos(Math.PI / SIDES)
  const polygon: Vec[] = []
  for (let k = 0; k < SIDES; k++) {
    const a = (2 * Math.PI * k) / SIDES
    polygon.push({ x: z.centre.x + r * Math.cos(a), y: z.centre.y + r * Math.sin(a) })
  }
  return {
    id: `terrain:${z.id}`,
    name: 'Suppression zone',
    category: 'area',
    qualities: ['dangerous'],
    height: 0,
    polygon,
    solid: false,
  }
}

/** Whether a point lies in the zone (for a quick check without the table). */
export function inZone(z: SuppressionZone, p: Vec): boolean {
  return hypot(p.x - z.centre.x, p.y - z.centre.y) <= z.radius + 1e-9
}
