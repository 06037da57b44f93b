/**
 * A compact way to write the example-unit tables as designs. Upgrade specs: 'fly',
 * 'piercing@medium' (attached to), 'ace:2' (N), 'deflect!' (a conventional unit's free upgrade).
 * Single-choice attachments are filled in so catalogue designs are fully explicit.
 */
import type { FormDesign, FrameType, UnitDesign, UpgradeChoice } from './types.ts'
import { upgradeById } from './upgrades.ts'

export type Values = [speed: number, defense: number, armour: number]
export type Guns = [close: number, short: number, medium: number, long: number]

export function spec(s: string): UpgradeChoice {
  const m = /^([a-z-]+)(?::(\d+))?(?:@([a-z]+))?(!)?$/.exec(s)
  if (!m) throw new Error(`bad upgrade spec ${s}`) // authoring error in this file, caught by tests
  const [, id = '', n, on, free] = m
  const d = upgradeById(id)
  const only = d && d.category !== 'pilot' && d.attachTo.length === 1 ? d.attachTo[0] : undefined
  const where = (on ?? only) as UpgradeChoice['on']
  return {
    id,
    ...(where ? { on: where } : {}),
    ...(n ? { n: Number(n) } : {}),
    ...(free ? { free: true } : {}),
  }
}

export function form(values: Values, guns: Guns, upgrades: string[], name?: string): FormDesign {
  return {
    ...(name ? { name } : {}),
    speed: values[0],
    defense: values[1],
    armour: values[2],
    loadout: { close: guns[0], short: guns[1], medium: guns[2], long: guns[3] },
    upgrades: upgrades.map(spec),
  }
}

export interface UnitSpec {
  frame: FrameType
  skill: 3 | 4
  pilot?: string
  values: Values
  guns: Guns
  upgrades: string[]
  formName?: string
  transforms?: FormDesign[]
  combined?: UnitDesign['combined']
}

export function design(name: string, s: UnitSpec): UnitDesign {
  const first = form(s.values, s.guns, s.upgrades)
  return {
    name,
    ...(s.formName ? { formName: s.formName } : {}),
    frame: s.frame,
    pilot: { ...(s.pilot ? { name: s.pilot } : {}), skill: s.skill },
    ...first,
    ...(s.transforms ? { transforms: s.transforms } : {}),
    ...(s.combined ? { combined: s.combined } : {}),
  }
}
