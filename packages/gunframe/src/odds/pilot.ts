/**
 * Pilot Skill rolls (GF-PILOT-SKILL): one d6, success on the skill value or more. Some rules add
 * a re-roll of failures (Inspiring's panic re-roll, Lucky) or force a re-roll of successes
 * (an enemy with Hands when disengaging); a die is re-rolled at most once.
 *
 * "Damage equal to the roll" on a failure (dangerous terrain) is `failFaces`: P(fail with a k).
 *
 * @example
 * unwrap(pilotSkillOdds(4)).pSuccess                          // 1/2
 * unwrap(pilotSkillOdds(4, { reroll: 'failures' })).pSuccess  // 3/4
 */
import {
  type CategoryDie,
  dieFromFaces,
  err,
  ok,
  type Pmf,
  pmfExpectation,
  pmfMix,
  pmfPoint,
  pmfUniform,
  type Result,
  rerollCategoriesOnce,
  unwrap,
} from '@sortie/engine'

export interface PilotSkillOptions {
  /** Which results are re-rolled once: none (default), failures, or successes (forced). */
  reroll?: 'none' | 'failures' | 'successes'
}

export interface PilotSkillOdds {
  skill: number
  pSuccess: number
  pFail: number
  /** P(the final die shows k), k = 0..6 (index 0 is always 0). */
  faces: Pmf
  /** P(the roll fails and shows k): the damage a failed dangerous-terrain roll does. */
  failFaces: Pmf
  /** E[damage] when failing costs damage equal to the roll (0 on a success). */
  expectedFailDamage: number
}

// One category per face so any set of faces can be re-rolled and the final face read back.
const D6: CategoryDie = unwrap(dieFromFaces(6, (f) => `${f}`))

export function pilotSkillOdds(skill: number, opts: PilotSkillOptions = {}): Result<PilotSkillOdds> {
  if (typeof skill !== 'number' || !Number.isInteger(skill) || skill < 1 || skill > 7)
    return err('gunframe/odds_bad_skill', `a Pilot Skill is a target from 1+ to 7+, got ${String(skill)}`, {
      skill,
    })
  const reroll = opts.reroll ?? 'none'
  if (reroll !== 'none' && reroll !== 'failures' && reroll !== 'successes')
    return err('gunframe/odds_bad_reroll', `reroll must be none, failures or successes`, { reroll }, 'reroll')
  const passes = (f: number) => f >= skill
  const again = D6.names.filter((n) =>
    reroll === 'failures' ? !passes(Number(n)) : reroll === 'successes' ? passes(Number(n)) : false,
  )
  const die = rerollCategoriesOnce(D6, again)
  const total = die.weights.reduce((a, b) => a + b, 0)
  const faces: Pmf = [0]
  const failFaces: Pmf = [0]
  let pSuccess = 0
  die.names.forEach((n, i) => {
    const f = Number(n)
    const p = die.weights[i]! / total
    faces[f] = p
    failFaces[f] = passes(f) ? 0 : p
    if (passes(f)) pSuccess += p
  })
  return ok({
    skill,
    pSuccess,
    pFail: 1 - pSuccess,
    faces,
    failFaces,
    expectedFailDamage: pmfExpectation(failFaces),
  })
}

export interface JumpChargeOdds {
  /** P(the target takes k damage). */
  targetDamage: Pmf
  /** P(the jumping unit takes k damage). */
  selfDamage: Pmf
}

/**
 * A jump charge (GF-SPM-JUMP-CHARGE): on a passed roll both units take 1 damage, on a failed one
 * only the jumper does. Death From Above (GF-UPG-DEATH-FROM-ABOVE) makes the target take D3 on a
 * pass and 1 on a fail; the jumper's own damage is unchanged.
 */
export function jumpChargeOdds(skill: number, deathFromAbove = false): Result<JumpChargeOdds> {
  const r = pilotSkillOdds(skill)
  if (!r.ok) return r
  const { pSuccess, pFail } = r.value
  const d3 = pmfUniform(1, 3)
  const targetDamage = deathFromAbove
    ? pmfMix([
        { weight: pSuccess, pmf: d3 },
        { weight: pFail, pmf: pmfPoint(1) },
      ])
    : pmfMix([
        { weight: pSuccess, pmf: pmfPoint(1) },
        { weight: pFail, pmf: pmfPoint(0) },
      ])
  return ok({ targetDamage, selfDamage: pmfPoint(1) })
}
