/** Shared test helpers: units, scripted dice, quick mission setups. */
import { unwrap, type Vec } from '@sortie/engine'
import type { MissionSettings } from './catalogue.ts'
import { flatDistance } from './control.ts'
import type { EnvUnit } from './environment-end.ts'
import { answerStep } from './placement.ts'
import { setupMission } from './setup.ts'
import type { MissionState } from './state.ts'
import type { DicePort, Half } from './types.ts'

export const T36 = { width: 36, depth: 36 }
export const ROLES = { attacker: 'p1', defender: 'p2' }

let n = 0
export function unit(side: string, x: number, y: number, extra: Partial<EnvUnit> = {}): EnvUnit {
  n++
  return {
    id: `unit:${side}:${n}`,
    side,
    pos: { x, y },
    radius: 1,
    status: 'table',
    knockedDown: false,
    shutDown: false,
    points: 10,
    armour: 5,
    upgrades: [],
    ...extra,
  }
}

/** Dice that hand out the listed results in order and fail loudly when they run out. */
export function scripted(rolls: number[]): DicePort & { left: () => number[] } {
  const q = [...rolls]
  const next = (sides: number) => {
    const v = q.shift()
    if (v === undefined) throw new Error('scripted dice ran out')
    if (v < 1 || v > sides) throw new Error(`die ${v} does not fit a d${sides}`)
    return v
  }
  return { d6: () => next(6), d3: () => next(3), left: () => [...q] }
}

export function mission(s: MissionSettings, half: Half = 'south', table = T36): MissionState {
  return unwrap(setupMission(s, table, ROLES, half))
}

/** Answers every pending place-step with the given spots, in order. */
export function place(ms: MissionState, spots: Vec[]): MissionState {
  let out = ms
  for (const pos of spots) {
    const step = out.steps[0]
    if (!step) throw new Error('no step left')
    out = unwrap(answerStep(out, step.id, { pos }))
  }
  return out
}

export const view = (turn: number, units: EnvUnit[]) => ({ turn, units, distance: flatDistance })
