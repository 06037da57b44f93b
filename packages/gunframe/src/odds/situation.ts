/**
 * From an attack described in the game's terms (weapon value, range, modifiers, upgrades that
 * apply) to the dice-level AttackOddsInput. This is where each pool modifier of the ATTACK and
 * DEFENSE ROLL sections and of the dice-changing upgrades lives, so the UI, CLI and battle
 * engine read the same arithmetic.
 */
import { err, ok, type Result } from '@sortie/engine'
import type { AttackOddsInput, CoverLevel } from './input.ts'

export type Range = 'close' | 'short' | 'medium' | 'long'

export interface AttackSituation {
  range: Range
  /** Attacker's weapon system value at this range (before crippled halving). */
  weapon: number
  /** Attacker crippled: weapon values halved, rounding up. */
  attackerCrippled?: boolean
  /** +1D each (GF-ATK-MODIFIERS). Charge counts within one activation only (ruling 12). */
  charge?: boolean
  crossfire?: boolean
  elevated?: boolean
  rearAttack?: boolean
  /**
   * Target shut down: +1D firepower; it defends with half its Defense, never with Close (ruling
   * 11), cannot spend an Evade counter and cannot dodge.
   */
  targetShutDown?: boolean
  /** Target knocked down: attacks count as through its back arc (the rear-attack die) and it cannot dodge. */
  targetKnockedDown?: boolean
  /**
   * Target is a mission structure (GF-MIS-STRUCTURES): power attacks do nothing to it and it never
   * moves, so it never dodges. (Its missing modifiers and cover are the caller's plan.)
   */
  targetStructure?: boolean
  /** Anti-Aircraft weapon against a flying target: +2D. */
  antiAircraft?: boolean
  /**
   * Indirect Fire at a target out of sight: it counts as obscured and gets no cover; the Target
   * Lock it needs is removed on declaring and gives nothing else, so `targetLock` must be 'none'.
   */
  indirectFire?: boolean
  /** Target Lock spent: Focus Fire (+2D) or Precise Strike (re-roll 1–3). */
  targetLock?: 'none' | 'focus' | 'precise'
  extraAmmo?: boolean
  /** Attacker has Warrior (re-rolls 1s, close range only). */
  warrior?: boolean
  piercing?: boolean
  powerful?: boolean

  /** Defender's Defense value. */
  defense: number
  /** Defender's current Close value (only used against close attacks). */
  close?: number
  /** Against a close attack: which value to defend with; 'best' takes the larger pool. */
  defendWith?: 'defense' | 'close' | 'best'
  obscured?: boolean
  cover?: CoverLevel
  /** Defender has Cautious: cover counts as hard cover. */
  cautious?: boolean
  /** Attacker has Eagle Eyes: no bonus for obscurement. */
  eagleEyes?: boolean
  /** Defender has Stealth: obscured against medium and long attacks. */
  stealth?: boolean
  /** Defender has Deflect and the attack comes from its front arc. */
  deflect?: boolean
  /** Dogfighter applies (both flying): +1D. */
  dogfighter?: boolean
  /** Defender has Chaff and is flying: +1D against long attacks. */
  chaff?: boolean
  /** Shield Wall applies (in contact with another shield-wall friend): +1 Defense. */
  shieldWall?: boolean
  /** Defender spends its Evade counter. */
  evade?: boolean
  /** Defender has Parry (close attacks only; not while shut down). */
  parry?: boolean
  /** Defender uses Ablative Armour on this attack: the attack's power points are cancelled. */
  ablative?: boolean
  agile?: boolean
  armour?: number
  startingArmour?: number
  /** The optional crippled rule is off: no P(crippled) beside P(destroyed). */
  noCripple?: boolean
}

export interface BuiltAttack {
  input: AttackOddsInput
  /** The value the defender's pool was built from. */
  defendWith: 'defense' | 'close'
}

function count(value: unknown, path: string): Result<number> {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100)
    return err('gunframe/odds_out_of_range', `${path} must be a whole number from 0 to 100`, { value }, path)
  return ok(value)
}

const RANGES: readonly Range[] = ['close', 'short', 'medium', 'long']

/** Builds the dice-level input for an attack described in game terms. */
export function attackInputFromSituation(s: AttackSituation): Result<BuiltAttack> {
  if (!RANGES.includes(s.range))
    return err(
      'gunframe/odds_bad_range',
      `range must be one of ${RANGES.join(', ')}`,
      { range: s.range },
      'range',
    )
  const w = count(s.weapon, 'weapon')
  if (!w.ok) return w
  const dv = count(s.defense, 'defense')
  if (!dv.ok) return dv
  const isClose = s.range === 'close'
  if (s.indirectFire && s.targetLock !== undefined && s.targetLock !== 'none')
    return err(
      'gunframe/odds_indirect_lock',
      'an indirect attack removes the Target Lock when declared: it cannot also be spent',
      { targetLock: s.targetLock },
      'targetLock',
    )

  // GF-CRIPPLED: halved weapon values round up. GF-ATK-MODIFIERS: +1D per condition.
  const weapon = s.attackerCrippled ? Math.ceil(w.value / 2) : w.value
  const rear = s.rearAttack || s.targetKnockedDown
  const flat = [s.charge, s.crossfire, s.elevated, rear, s.targetShutDown].filter(Boolean).length
  const attackDice = weapon + flat + (s.antiAircraft ? 2 : 0)

  // Defender's base: GF-DEF-CLOSE lets a close attack be answered with the Close value.
  let defendWith: 'defense' | 'close' = 'defense'
  // GF-RULING-PROPOSED-SHUTDOWN-ORDER: halve the Defense value first, then add Shield Wall.
  let base = (s.targetShutDown ? Math.ceil(dv.value / 2) : dv.value) + (s.shieldWall ? 1 : 0)
  // Ruling 11: a shut-down unit never defends with its Close value.
  if (
    !s.targetShutDown &&
    isClose &&
    s.close !== undefined &&
    s.defendWith !== undefined &&
    s.defendWith !== 'defense'
  ) {
    const c = count(s.close, 'close')
    if (!c.ok) return c
    if (s.defendWith === 'close' || c.value > base) {
      defendWith = 'close'
      base = c.value
    }
  }
  const obscured =
    (s.obscured || s.indirectFire || (s.stealth && (s.range === 'medium' || s.range === 'long'))) &&
    !s.eagleEyes
  const extra = (obscured ? 1 : 0) + (s.dogfighter ? 1 : 0) + (s.chaff && s.range === 'long' ? 1 : 0)
  const cover: CoverLevel = s.indirectFire
    ? 'none'
    : s.cover === 'cover' && s.cautious
      ? 'hard'
      : (s.cover ?? 'none')

  const input: AttackOddsInput = {
    attackDice,
    defenseDice: base + extra,
    focusFire: s.targetLock === 'focus',
    extraAmmo: s.extraAmmo === true,
    rerollAttackMisses: s.targetLock === 'precise',
    rerollAttackOnes: s.warrior === true && isClose,
    rerollDefense: s.evade === true && !s.targetShutDown,
    cover,
    piercing: s.piercing === true,
    // GF-UPG-DEFLECT works only on front-arc attacks; a rear attack, or any attack on a
    // knocked-down unit (it counts as through the back arc), gets past the shield.
    deflect: s.deflect === true && !rear,
    powerful: s.powerful === true,
    // GF-RULING-PROPOSED-SHUTDOWN-PARRY: a shut-down unit does nothing, parrying included.
    parry: s.parry === true && isClose && !s.targetShutDown,
    agile: s.agile === true,
    noDodge: s.targetShutDown === true || s.targetKnockedDown === true || s.targetStructure === true,
  }
  if (s.ablative) input.ablative = true
  if (s.targetStructure) input.noPower = true
  if (s.noCripple) input.noCripple = true
  if (s.armour !== undefined) input.armour = s.armour
  if (s.startingArmour !== undefined) input.startingArmour = s.startingArmour
  return ok({ input, defendWith })
}
