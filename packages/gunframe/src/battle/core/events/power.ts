/**
 * The events of power attacks and their conditions, panic, pilot skill rolls and crippling, as a
 * map from event type to its fields (see events.ts).
 */
import type { Vec } from '@sortie/engine'
import type { StopCause } from './core.ts'

export interface PowerEvents {
  PowerAttack: { attacker: string; target: string; id: string; points: number | null }
  PowerHits: { unit: string; hits: number; pool: number; dice: number[]; damage: number; cause: string }
  Fell: { unit: string; inches: number }
  KnockedBack: { unit: string; from?: Vec; to: Vec; stoppedBy: StopCause; cause?: string }
  KnockedDown: { unit: string; cause?: string }
  Distracted: { unit: string }
  ShutDown: { unit: string }
  Rebooting: { unit: string; progress: number }
  Rebooted: { unit: string }
  ConditionResisted: { unit: string; condition: 'distracted' | 'knockedDown' | 'shutDown' }
  Swung: { attacker: string; unit: string; facing: number; stoppedBy: StopCause }
  UnitFollowed: { unit: string; to: Vec }
  SuppressionZone: { id: string; centre: Vec; radius: number }
  SuppressionCleared: { zones: string[] }
  /** `roll` is null when the test passed or failed without dice (`auto`). */
  PanicRoll: { unit: string; roll: number | null; skill: number; pass: boolean; auto: boolean; why: string }
  PilotSkillRoll: { unit: string; why: string; roll: number; skill: number; success: boolean }
  DramaticCry: { unit: string }
  DroppedToRun: { unit: string; at: Vec }
  RanForCover: { unit: string; inches: number; from?: Vec; to?: Vec; stoppedBy?: StopCause }
  Crippled: { unit: string; armour: number }
  Uncrippled: { unit: string; armour: number }
}
