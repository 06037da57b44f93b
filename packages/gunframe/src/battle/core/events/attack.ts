/** The events of attacks and damage, as a map from event type to its fields (see events.ts). */
import type { Band } from '../types.ts'

export interface AttackEvents {
  AttackDeclared: { attacker: string; target: string; band: Band; modifiers: string[]; split?: number }
  TargetLockUsed: {
    attacker: string
    target: string
    effect: 'focus-fire' | 'precise-strike' | 'indirect-fire'
  }
  FirepowerRolled: {
    attacker: string
    pool: number
    first: number[]
    dice: number[]
    rerolled: number[]
    hits: number
    sixes: number
  }
  DefenseRolled: {
    unit: string
    pool: number
    using: 'defense' | 'close'
    first: number[]
    dice: number[]
    rerolled: number[]
    blocks: number
    sixes: number
  }
  PowerPoints: { attacker: string; target: string; points: number }
  AttackResolved: { attacker: string; target: string; damage: number; destroyed: boolean }
  /** `cause` names the source: an attacker's id, `parry:<unit>`, a terrain feature, a fall… */
  DamageDealt: { unit: string; amount: number; armour: number; before: number; cause: string }
  Repaired: { unit: string; amount: number; armour: number; by: string }
  UnitDestroyed: { unit: string; turn: number; cause?: string }
  AblativeArmour: { unit: string }
  GuardianSteppedIn: { unit: string; for: string }
  Parried: { unit: string; attacker: string; damage: number }
  SplitShareLost: { attacker: string; target: string }
}
