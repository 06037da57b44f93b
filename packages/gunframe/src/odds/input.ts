/**
 * What an attack's odds depend on, as plain numbers and flags, so the battle engine, the UI and
 * the CLI can all build it from what they already hold. Validation turns bad input into coded
 * errors (never a throw).
 */
import { err, ok, type Result } from '@sortie/engine'

export type CoverLevel = 'none' | 'cover' | 'hard'

export interface AttackOddsInput {
  /**
   * Firepower dice before any Target Lock use: the weapon system's value plus the attack
   * modifiers that apply (charge, crossfire, elevated, rear, shut-down target, anti-aircraft).
   */
  attackDice: number
  /**
   * Defense dice before cover and Deflect: the Defense value, or the Close value when the
   * defender answers a close attack with it, plus any other defense bonus (obscured, Chaff,
   * Dogfighter…) that Piercing does not remove.
   */
  defenseDice: number
  /** Target Lock spent on Focus Fire: +2D firepower. */
  focusFire?: boolean
  /** Extra Ammo on this weapon: Focus Fire adds one more die. */
  extraAmmo?: boolean
  /** Target Lock spent on Precise Strike (or Lucky used on the whole pool): re-roll 1–3 once. */
  rerollAttackMisses?: boolean
  /** Warrior at close range: re-roll 1s once (covered by a miss re-roll when both apply). */
  rerollAttackOnes?: boolean
  /** Evade counter spent: the defender re-rolls once every die that failed to block (1–3). */
  rerollDefense?: boolean
  /** Defender in cover (+1D) or hard cover (+2D). */
  cover?: CoverLevel
  /** Piercing weapon: the defender gets nothing for cover or hard cover. */
  piercing?: boolean
  /** Deflect, and the attack comes from the defender's front arc: +1D defense. */
  deflect?: boolean
  /** Powerful weapon: an attack that does damage has one more power point (ruling 3). */
  powerful?: boolean
  /** Close attack against a defender with Parry: report the damage it can turn back (ruling 2). */
  parry?: boolean
  /** Defender has Agile: 2" per six when dodging. */
  agile?: boolean
  /** Defender cannot dodge: it is knocked down or shut down (GF-SPM-KNOCKED-DOWN, GF-SPM-SHUT-DOWN). */
  noDodge?: boolean
  /** Ablative Armour used on this attack: every power point it made is cancelled (Powerful's too). */
  ablative?: boolean
  /** The target takes no power attacks (a mission structure, GF-MIS-STRUCTURES): no power points. */
  noPower?: boolean
  /**
   * The optional crippled rule is not in play (GF-CRIPPLED is off unless chosen): with `armour`,
   * report P(destroyed) only, never P(crippled).
   */
  noCripple?: boolean
  /** Defender's current Armour: gives P(destroyed) and P(crippled). */
  armour?: number
  /** Defender's starting Armour (default: `armour`, an undamaged unit). */
  startingArmour?: number
}

/** Largest pool accepted: far above any legal GUNFRAME attack, small enough to stay instant. */
export const MAX_POOL = 100

function wholeNumber(value: unknown, path: string, min: number, max: number): Result<number> {
  if (typeof value !== 'number' || !Number.isInteger(value))
    return err(
      'gunframe/odds_not_integer',
      `${path} must be a whole number, got ${String(value)}`,
      { value },
      path,
    )
  if (value < min || value > max)
    return err(
      'gunframe/odds_out_of_range',
      `${path} must be between ${min} and ${max}, got ${value}`,
      { value, min, max },
      path,
    )
  return ok(value)
}

/** The input after validation, with the dice actually rolled on each side. */
export interface ResolvedAttack {
  attackPool: number
  defensePool: number
  attackReroll: 'none' | 'ones' | 'failures'
  defenseReroll: 'none' | 'failures'
  powerful: boolean
  parry: boolean
  inchesPerSix: number
  canDodge: boolean
  /** Optional so older callers that build this by hand keep compiling; absent means false. */
  ablative?: boolean
  /** No power points at all (as `ablative`, for a target power attacks cannot touch); absent means false. */
  noPower?: boolean
  /** No P(crippled) is reported; absent means false. */
  noCripple?: boolean
  armour: number | undefined
  startingArmour: number | undefined
}

export function resolveAttack(input: AttackOddsInput): Result<ResolvedAttack> {
  if (typeof input !== 'object' || input === null)
    return err('gunframe/odds_bad_input', 'attack input missing')
  const a = wholeNumber(input.attackDice, 'attackDice', 0, MAX_POOL)
  if (!a.ok) return a
  const d = wholeNumber(input.defenseDice, 'defenseDice', 0, MAX_POOL)
  if (!d.ok) return d
  let armour: number | undefined
  let startingArmour: number | undefined
  if (input.armour !== undefined) {
    const r = wholeNumber(input.armour, 'armour', 1, 1000)
    if (!r.ok) return r
    armour = r.value
    startingArmour = armour
  }
  if (input.startingArmour !== undefined) {
    if (armour === undefined)
      return err('gunframe/odds_missing_armour', 'startingArmour needs armour too', {}, 'startingArmour')
    const r = wholeNumber(input.startingArmour, 'startingArmour', armour, 1000)
    if (!r.ok) return r
    startingArmour = r.value
  }
  const cover = input.cover ?? 'none'
  if (cover !== 'none' && cover !== 'cover' && cover !== 'hard')
    return err(
      'gunframe/odds_bad_cover',
      `cover must be none, cover or hard, got ${String(cover)}`,
      {},
      'cover',
    )
  // GF-LOCK-FOCUS (+2D, GF-UPG-EXTRA-AMMO +1D more), GF-DEF-COVER / GF-UPG-PIERCING, GF-UPG-DEFLECT.
  const focus = input.focusFire ? 2 + (input.extraAmmo ? 1 : 0) : 0
  const coverDice = input.piercing ? 0 : cover === 'hard' ? 2 : cover === 'cover' ? 1 : 0
  const attackPool = a.value + focus
  const defensePool = d.value + coverDice + (input.deflect ? 1 : 0)
  if (attackPool > MAX_POOL || defensePool > MAX_POOL)
    return err('gunframe/odds_out_of_range', `pools above ${MAX_POOL} dice are not supported`, {
      attackPool,
      defensePool,
    })
  return ok({
    attackPool,
    defensePool,
    attackReroll: input.rerollAttackMisses ? 'failures' : input.rerollAttackOnes ? 'ones' : 'none',
    defenseReroll: input.rerollDefense ? 'failures' : 'none',
    powerful: input.powerful === true,
    parry: input.parry === true,
    inchesPerSix: input.agile ? 2 : 1,
    canDodge: input.noDodge !== true,
    ablative: input.ablative === true,
    noPower: input.noPower === true,
    noCripple: input.noCripple === true,
    armour,
    startingArmour,
  })
}
