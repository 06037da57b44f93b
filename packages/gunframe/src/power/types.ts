/**
 * Ports of the power module: the narrow views of a battle it reads and the plain-data effects it
 * answers with. The battle adapts its own state to these shapes, rolls every die itself and
 * applies the effects; nothing here measures the table or touches a PRNG.
 */
import type { Vec } from '@sortie/engine'
import type { Conditions } from './conditions.ts'

export type PowerId =
  | 'distract'
  | 'recoil'
  | 'swing'
  | 'knock-down'
  | 'throw'
  | 'shut-down'
  | 'explode'
  | 'suppression'
  | 'target-painting'
  | 'blast'
  | 'burn'
  | 'chain-attack'
  | 'run-and-gun'

export type RangeBand = 'close' | 'short' | 'medium' | 'long'
export type CoverLevel = 'none' | 'cover' | 'hard'

/** One purchase. `x` is the points put into an X-cost attack; the rest are the player's choices. */
export interface PowerSpend {
  id: PowerId | string
  x?: number
  /** Chain attack: the X enemy units, in chain order. */
  targets?: string[]
  /** Throw: direction the target is hurled, radians (0 = +x, counter-clockwise). */
  heading?: number
  /** Swing: the attacker's facing after the swing, radians. */
  facing?: number
  /** Recoil at close range: the attacker follows the target, staying in contact. */
  follow?: boolean
  /** Recoil with a Reach weapon at short range: pull the target towards the attacker. */
  towards?: boolean
  /** Suppression: where the zone's centre token goes (touching the target's base). */
  at?: Vec
}

export interface PowerAttacker {
  id: string
  /** Pilot and frame upgrade ids (Run and Gun lives here). */
  upgrades: readonly string[]
  /** Loadout upgrade ids on the weapon system that made the attack (Blast, Burn, Reach, …). */
  weaponUpgrades: readonly string[]
  pos?: Vec
  /** Radians (0 = +x, counter-clockwise); lets the list offer swing facings relative to it. */
  facing?: number
}

export interface PowerTarget {
  id: string
  upgrades: readonly string[]
  conditions: Conditions
  /** The attack reduced it to 0 Armour (explode needs this; most others need the opposite). */
  destroyed: boolean
  flying: boolean
  hasEvade: boolean
  hasLock: boolean
  pos?: Vec
  /** Base radius, inches (checks the suppression token touches the base). */
  radius?: number
  /** An infantry unit: immune to explode, like Bracketed (GF-CONV-INFANTRY-EXPLODE). */
  infantry?: boolean
}

/** Another unit on the table (including the attacker, never the target). */
export interface NearbyUnit {
  id: string
  /** An enemy of the attacker (chain attack only picks enemies). */
  enemy: boolean
  /** Inches from the centre of the target's base to this unit's base edge (blast, explode). */
  fromTargetCentre: number
  /** Cover this unit would have if the target were attacking it (blast). */
  coverFromTarget?: CoverLevel
}

export interface PowerEnvironment {
  gravity?: 'normal' | 'high' | 'low'
  /** A space battle: +2" to knock backs, no damage from falls. */
  space?: boolean
  /** Inside a space structure: explode and blast may breach the hull. */
  spaceStructure?: boolean
  /** Burn does nothing underwater. */
  underwater?: boolean
}

export interface PowerInput {
  attacker: PowerAttacker
  target: PowerTarget
  band: RangeBand
  /** Power points to spend (see spendablePower). */
  points: number
  /** Damage from the attack's own hits, before any power attack adds more (ruling 10). */
  damage: number
  nearby?: readonly NearbyUnit[]
  /** Edge-to-edge inches between two units by id (chain attack links). */
  gap?: (a: string, b: string) => number
  environment?: PowerEnvironment
}

/** Which way a knock-back goes; `dir` is a unit vector when the positions were given. */
export type KnockDirection =
  | { kind: 'away-from'; unit: string; dir?: Vec }
  | { kind: 'towards'; unit: string; dir?: Vec }
  | { kind: 'heading'; heading: number; dir: Vec }

/** A roll the battle must make before (or while) applying an effect. */
export type DiceRequest =
  | { kind: 'pilot-skill'; unit: string; why: 'stabilised' | 'collision' }
  | { kind: 'defense'; unit: string; hits: number; pool: PowerHitsPool }
  | { kind: 'd6'; why: 'hull-breach'; failOn: readonly number[] }

/** How the defender of power-attack hits builds its pool. */
export interface PowerHitsPool {
  /** 'base': the unit's Defense with no modifiers; 'cover-only': Defense plus cover, never obscurement. */
  base: 'base' | 'cover-only'
  cover: CoverLevel
}

export type ConditionName = 'distracted' | 'knockedDown' | 'shutDown'

export type PowerEffect =
  | {
      type: 'condition'
      unit: string
      condition: ConditionName
      /** Rolls that may cancel it, made in order: any pass and the condition does not happen. */
      resist?: DiceRequest[]
      /** A flyer knocked down or shut down lands as if it fell this many inches. */
      fall?: number
      /** The unit already had the condition: nothing changes (distract does not stack, ruling 4). */
      already?: boolean
    }
  | {
      type: 'knock-back'
      unit: string
      inches: number
      direction: KnockDirection
      /** Close recoil: the attacker moves with it, keeping its facing and contact. */
      follow: boolean
    }
  | { type: 'swing'; attacker: string; unit: string; facing: number | null }
  | { type: 'hits'; unit: string; hits: number; cause: 'blast' | 'burn' | 'chain-attack'; roll: DiceRequest }
  | { type: 'damage'; unit: string; amount: number; cause: 'explode' }
  | { type: 'suppression-zone'; near: string; centre: Vec | null; radius: number }
  | {
      type: 'target-lock'
      unit: string
      /** What the painting did, as a target lock action would (ruling 14 for a second lock). */
      outcome: 'evade-removed' | 'lock-placed' | 'evade-removed-and-lock-placed' | 'nothing'
      /** Happens once the whole attack is resolved, not at its place in the order. */
      afterAttack: true
    }
  | { type: 'free-move'; unit: string; inches: number; ignoresTerrain: true }
  | { type: 'hull-breach-check'; near: string; roll: DiceRequest }
