/**
 * What the UI calls on every pointer move while a player aims: the same exact odds as
 * attackOdds, from either a dice-level input or an attack described in game terms. Pool tables
 * are cached per (size, re-roll), so a preview costs only the final combination (well under a
 * millisecond for 20 dice against 20; see bench/odds.ts).
 */
import { ok, type Result } from '@sortie/engine'
import { type AttackOdds, oddsFromResolved } from './attack.ts'
import { type AttackOddsInput, type ResolvedAttack, resolveAttack } from './input.ts'
import { type AttackSituation, attackInputFromSituation } from './situation.ts'

export interface AttackPreview extends AttackOdds {
  /** The dice-level input the odds were computed from. */
  input: AttackOddsInput
  /** Which value the defender's pool came from (Close only against close attacks). */
  defendWith: 'defense' | 'close'
}

function isDiceLevel(x: AttackOddsInput | AttackSituation): x is AttackOddsInput {
  return typeof x === 'object' && x !== null && 'attackDice' in x
}

export function previewAttack(attack: AttackOddsInput | AttackSituation): Result<AttackPreview> {
  let input: AttackOddsInput
  let defendWith: 'defense' | 'close' = 'defense'
  if (isDiceLevel(attack)) input = attack
  else {
    const built = attackInputFromSituation(attack)
    if (!built.ok) return built
    input = built.value.input
    defendWith = built.value.defendWith
  }
  const r = resolveAttack(input)
  if (!r.ok) return r
  return ok(previewResolved(input, defendWith, r.value))
}

/**
 * The preview of an input already built and resolved (`resolved` is `resolveAttack(input)`): a
 * caller that has both (the battle's attack odds) need not build and resolve them again.
 */
export function previewResolved(
  input: AttackOddsInput,
  defendWith: 'defense' | 'close',
  resolved: ResolvedAttack,
): AttackPreview {
  return { ...oddsFromResolved(resolved), input, defendWith }
}
