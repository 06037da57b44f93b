/**
 * A finite list of declarations for bots and fuzzers: every set of distinct power attacks the
 * points can buy, in catalogue order (which puts recoil before knock down and both before shut
 * down), skipping purchases that would change nothing. Geometry choices are left to their
 * defaults (throw straight away, suppression placed by the battle); a swing lists the facings of
 * `swingFacings` when the attacker's facing is known; chain attacks list their possible target
 * chains.
 */
import { POWER_ATTACKS, type PowerDef } from './catalogue.ts'
import type { Conditions } from './conditions.ts'
import { chainPaths, checkSpend, project } from './legal.ts'
import type { PowerInput, PowerSpend } from './types.ts'

function pointless(i: PowerInput, d: PowerDef, c: Conditions): boolean {
  switch (d.id) {
    case 'distract':
      return c.distracted
    case 'knock-down':
      return c.knockedDown
    case 'shut-down':
      return c.shutDown
    case 'target-painting':
      return i.target.hasLock && !i.target.hasEvade
    case 'explode':
    case 'blast':
      // Nobody within reach: points thrown away.
      return (i.nearby ?? []).length === 0
    default:
      return false
  }
}

/**
 * GF-POW-SWING: the attacker may end facing any way; the list offers three, about-face first (the
 * battle's default when no facing is given) then a quarter turn left and right. The about-face is
 * the exact default value so both decisions swing the same way round.
 */
export function swingFacings(facing: number): number[] {
  return [facing + Math.PI, facing + Math.PI / 2, facing - Math.PI / 2]
}

function purchases(i: PowerInput, d: PowerDef, left: number, chainLimit: number): PowerSpend[] {
  if (d.id === 'swing' && typeof i.attacker.facing === 'number' && Number.isFinite(i.attacker.facing))
    return swingFacings(i.attacker.facing).map((facing) => ({ id: d.id, facing }))
  if (d.cost !== 'X') return [{ id: d.id }]
  const out: PowerSpend[] = []
  for (let x = 1; x <= left; x++) {
    if (d.id === 'chain-attack')
      for (const targets of chainPaths(i, x, chainLimit)) out.push({ id: d.id, x, targets })
    else out.push({ id: d.id, x })
  }
  return out
}

/** Declarations, the empty one first; at most `limit` of them. */
export function powerCombos(i: PowerInput, limit = 512, chainLimit = 4): PowerSpend[][] {
  const out: PowerSpend[][] = [[]]
  const walk = (k: number, left: number, c: Conditions, acc: PowerSpend[]) => {
    for (let j = k; j < POWER_ATTACKS.length && out.length < limit; j++) {
      const d = POWER_ATTACKS[j] as PowerDef
      if (pointless(i, d, c)) continue
      for (const s of purchases(i, d, left, chainLimit)) {
        if (out.length >= limit) return
        const r = checkSpend(i, s, c, left)
        if (!r.ok) continue
        const next = [...acc, s]
        out.push(next)
        walk(j + 1, left - r.value.cost, project(c, d.id), next)
      }
    }
  }
  if (i.points > 0) walk(0, i.points, i.target.conditions, [])
  return out
}
