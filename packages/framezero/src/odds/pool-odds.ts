/**
 * What a frame's pool is likely to give each action (seed, "Roll Dicepool"): per action, the
 * distribution of the best die of its own colour, and of the best die when the whites may stand in.
 * The two bracket what an assignment can reach (whites serve one action at a time).
 *
 * @example
 * poolOdds({ systems: ['Rd'], ssr: 0 }, 'd').attack.own   // best of two red d6
 */
import { type Pmf, pmfExpectation, pmfUniform } from '@sortie/engine'
import type { Action } from '../battle/types.ts'
import { type Band, type DieSpec, type FrameSpec, frameDice, hasWeapon } from '../units/index.ts'

/** Distribution of the highest of independent dice (0 when there are none). */
export function pmfMaxOf(dice: readonly Pmf[]): Pmf {
  if (dice.length === 0) return [1]
  const top = Math.max(...dice.map((d) => d.length - 1))
  const cdf = (p: Pmf, k: number) => p.slice(0, k + 1).reduce((a, b) => a + b, 0)
  const out: Pmf = new Array(top + 1).fill(0)
  let prev = 0
  for (let k = 0; k <= top; k++) {
    const c = dice.reduce((acc, d) => acc * cdf(d, k), 1)
    out[k] = c - prev
    prev = c
  }
  return out
}

const pmfOf = (d: DieSpec): Pmf => pmfUniform(1, d.sides)

function fits(d: DieSpec, action: Action, band: Band | null): boolean {
  if (action === 'attack')
    return d.colour === 'R' && band !== null && (d.band === band || (d.band === 'r' && band === 'd'))
  return d.colour === { defence: 'B', move: 'G', spot: 'Y' }[action]
}

export interface ActionOdds {
  own: Pmf
  withWhites: Pmf
  meanOwn: number
  meanWithWhites: number
}

export function poolOdds(
  f: Pick<FrameSpec, 'systems' | 'ssr' | 'whites'>,
  band: Band | null,
  opts: { useRockets?: boolean } = {},
): Record<Action, ActionOdds> {
  const dice = frameDice(f).filter((d) => opts.useRockets !== false || d.source !== 'ssr')
  const whites = dice.filter((d) => d.colour === 'W')
  const out = {} as Record<Action, ActionOdds>
  for (const action of ['defence', 'move', 'attack', 'spot'] as const) {
    const own = dice.filter((d) => fits(d, action, band)).map(pmfOf)
    const whitesOk = action !== 'attack' || (band !== null && (band === 'h' || hasWeapon(f.systems, band)))
    const all = whitesOk ? [...own, ...whites.map(pmfOf)] : own
    const o = pmfMaxOf(own)
    const w = pmfMaxOf(all)
    out[action] = { own: o, withWhites: w, meanOwn: pmfExpectation(o), meanWithWhites: pmfExpectation(w) }
  }
  return out
}
