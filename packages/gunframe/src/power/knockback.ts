/**
 * How an involuntary move ends (recoil, throw, swing, panic aside): the battle walks the figure
 * along its line with the table rules and reports what stopped it; this answers with effects.
 * Hitting something solid, another figure or the table edge knocks the mover down; a figure it
 * runs into must pass a Pilot Skill roll or go down too; running off a ledge is a fall (any
 * damage from it knocks the unit down). Inside a space structure, being driven into the table
 * edge may breach the hull.
 *
 * @example
 * knockBackEnd({ unit: 'B', upgrades: [] }, { kind: 'figure', unit: 'C', upgrades: [] })
 * // [{ condition knockedDown on B }, { condition knockedDown on C, resist: [pilot-skill] }]
 */
import { hasCapability } from '../units/capabilities.ts'
import { fallHits } from './distance.ts'
import { HULL_BREACH_ON } from './resolve.ts'
import type { DiceRequest, PowerEffect, PowerEnvironment } from './types.ts'

export interface MovedUnit {
  unit: string
  upgrades: readonly string[]
}

export type KnockBackStop =
  | null
  | { kind: 'terrain' }
  | { kind: 'table-edge' }
  | { kind: 'figure'; unit: string; upgrades: readonly string[] }
  | { kind: 'ledge'; drop: number }

/** A fall: the unit rolls its unmodified Defense against the hits; any damage knocks it down. */
export interface FallEffect {
  type: 'fall'
  unit: string
  inches: number
  hits: number
  roll: DiceRequest
}

const stabilised = (unit: string, upgrades: readonly string[]): DiceRequest[] =>
  hasCapability(upgrades, 'resists-knock-down') ? [{ kind: 'pilot-skill', unit, why: 'stabilised' }] : []

function knockDown(unit: string, resist: DiceRequest[]): PowerEffect {
  return resist.length > 0
    ? { type: 'condition', unit, condition: 'knockedDown', resist }
    : { type: 'condition', unit, condition: 'knockedDown' }
}

export function knockBackEnd(
  moved: MovedUnit,
  stop: KnockBackStop,
  env: PowerEnvironment = {},
): (PowerEffect | FallEffect)[] {
  if (stop === null) return []
  if (stop.kind === 'ledge') {
    const hits = fallHits(stop.drop, { ...env, reckless: hasCapability(moved.upgrades, 'reckless-falls') })
    return [
      {
        type: 'fall',
        unit: moved.unit,
        inches: stop.drop,
        hits,
        roll: { kind: 'defense', unit: moved.unit, hits, pool: { base: 'base', cover: 'none' } },
      },
    ]
  }
  const out: (PowerEffect | FallEffect)[] = [knockDown(moved.unit, stabilised(moved.unit, moved.upgrades))]
  if (stop.kind === 'figure')
    out.push(
      knockDown(stop.unit, [
        { kind: 'pilot-skill', unit: stop.unit, why: 'collision' },
        ...stabilised(stop.unit, stop.upgrades),
      ]),
    )
  if (stop.kind === 'table-edge' && env.spaceStructure)
    out.push({
      type: 'hull-breach-check',
      near: moved.unit,
      roll: { kind: 'd6', why: 'hull-breach', failOn: HULL_BREACH_ON },
    })
  return out
}
