/**
 * TEST-ONLY builders for power inputs, and a scripted-dice attack: firepower and defense faces
 * in, hits, sixes, damage and spendable points out (the battle does the same with its PRNG).
 */
import { NO_CONDITIONS } from './conditions.ts'
import { spendablePower } from './points.ts'
import type { NearbyUnit, PowerAttacker, PowerInput, PowerTarget } from './types.ts'

export function attacker(p: Partial<PowerAttacker> = {}): PowerAttacker {
  return { id: 'A', upgrades: [], weaponUpgrades: [], pos: { x: 0, y: 0 }, ...p }
}

export function target(p: Partial<PowerTarget> = {}): PowerTarget {
  return {
    id: 'B',
    upgrades: [],
    conditions: NO_CONDITIONS,
    destroyed: false,
    flying: false,
    hasEvade: false,
    hasLock: false,
    pos: { x: 3, y: 0 },
    radius: 1,
    ...p,
  }
}

export function input(p: Partial<PowerInput> = {}): PowerInput {
  return { attacker: attacker(), target: target(), band: 'close', points: 3, damage: 2, ...p }
}

/** Scripted dice: 4+ hits, sixes are power, 4+ on defense cancels a hit. */
export function scripted(
  firepower: readonly number[],
  defense: readonly number[],
  opts: { powerful?: boolean; ablative?: boolean } = {},
): { hits: number; sixes: number; damage: number; points: number } {
  const hits = firepower.filter((v) => v >= 4).length
  const sixes = firepower.filter((v) => v === 6).length
  const damage = Math.max(0, hits - defense.filter((v) => v >= 4).length)
  return { hits, sixes, damage, points: spendablePower({ sixes, damage, ...opts }) }
}

/** Units on a line (x inches apart, centres), with an edge gap helper for 1"-radius bases. */
export function lineUp(
  xs: Record<string, number>,
  enemyOf: (id: string) => boolean,
): { nearby: NearbyUnit[]; gap: (a: string, b: string) => number } {
  const gap = (a: string, b: string) => Math.abs((xs[a] ?? Number.NaN) - (xs[b] ?? Number.NaN)) - 2
  const nearby = Object.keys(xs)
    .filter((id) => id !== 'B')
    .map((id) => ({ id, enemy: enemyOf(id), fromTargetCentre: Math.abs((xs[id] ?? 0) - (xs.B ?? 0)) - 1 }))
  return { nearby, gap }
}
