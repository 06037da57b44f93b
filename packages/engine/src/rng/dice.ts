import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import type { RngState } from './state.ts'

/** Thrown when scripted dice run out or do not fit the die; rulesets' apply turns it into a RuleError. */
export class DiceScriptError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/**
 * A cursor that draws dice from an RngState and writes the advanced state back into it.
 * It mutates the object it was given, so use it on a draft copy (defineRuleset's reduce does).
 */
export class Dice {
  constructor(private readonly rng: RngState) {}

  roll(sides = 6): number {
    const rng = this.rng
    rng.draws++
    if (rng.script !== undefined) {
      const v = rng.script.shift()
      if (v === undefined) throw new DiceScriptError('scripted dice ran out', 'engine/dice_script_exhausted')
      if (!Number.isInteger(v) || v < 1 || v > sides)
        throw new DiceScriptError(`scripted die ${v} does not fit a d${sides}`, 'engine/dice_script_invalid')
      return v
    }
    const g = xoroshiro128plusFromState(rng.s)
    const v = uniformInt(g, 1, sides)
    const s = g.getState()
    rng.s = [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0]
    return v
  }

  d6(): number {
    return this.roll(6)
  }

  /** A D3 as the books define it: a d6 halved, rounding up. */
  d3(): number {
    return Math.ceil(this.roll(6) / 2)
  }

  pool(n: number, sides = 6): number[] {
    const out: number[] = []
    for (let i = 0; i < n; i++) out.push(this.roll(sides))
    return out
  }

  /**
   * Re-rolls, once, every die for which `shouldReroll` is true; the new result stands even if
   * worse (the common tabletop re-roll). Returns the final dice and which positions re-rolled.
   */
  rerollOnce(dice: readonly number[], shouldReroll: (v: number) => boolean, sides = 6) {
    const rerolled: number[] = []
    const final = dice.map((v, i) => {
      if (!shouldReroll(v)) return v
      rerolled.push(i)
      return this.roll(sides)
    })
    return { dice: final, rerolled }
  }
}

/** Scripted dice left unused mean a test forced more rolls than the rules made: an error too. */
export function scriptLeftover(rng: RngState): number[] {
  return rng.script ? [...rng.script] : []
}
