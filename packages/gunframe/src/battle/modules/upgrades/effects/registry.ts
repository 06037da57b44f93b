/**
 * The upgrade-effect layer: each upgrade's battle effect is a small set of hooks, and the battle
 * calls the hooks of the units involved at fixed points (building an attack's dice, counting
 * focus points, rolling initiative, offering special actions, after a lock, a destruction, …).
 * One file per upgrade group exports its hooks as a record; effects/table.ts joins the records
 * into the one table the battle reads. Nothing in a hook stores state of its own.
 */
import type { AttackSituation } from '@sortie/gunframe/odds'
import type { TableRules } from '../../../../table/contract.ts'
import type { BattleCtx } from '../../../core/context.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../../../core/types.ts'

export interface DiceCtx {
  s: BattleState
  table: TableRules
  a: BattleUnit
  t: BattleUnit
  f: Pick<AttackFrame, 'band' | 'modifiers' | 'obscured' | 'cover'>
  /** The attacker can see the target (Indirect Fire works without). */
  seen: boolean
}

export interface UpgradeEffect {
  /** Attacker's pilot/frame upgrade or the fired weapon's loadout upgrade shapes the attack. */
  attack?(sit: AttackSituation, x: DiceCtx): void
  /** Defender's upgrade shapes its defense. */
  defend?(sit: AttackSituation, x: DiceCtx): void
  /** Focus points the unit adds to its side's pool at the start of a turn (Hero). */
  focus?(u: BattleUnit): number
  /** Focus points that may be spent on the unit in a turn beyond the first (Ace). */
  extraFocus?(u: BattleUnit): number
  /** Added to its side's initiative roll (Tactician, Command Module); `group` counts once a side. */
  initiative?: { bonus: number; group: string }
  /** Runs for each unit on the table holding it, at the start of every turn (before focus). */
  startOfTurn?(s: BattleState, c: BattleCtx, u: BattleUnit): void
  /** Runs for each unit holding it when any unit is destroyed (`cause`: the killer's id, or why). */
  destroyed?(s: BattleState, c: BattleCtx, holder: BattleUnit, dead: BattleUnit, cause: string): void
}

// The unit's own upgrade marks live with the unit's state (core); re-exported for the effect files.
export {
  has,
  type OnceMarker,
  upgradeN,
  usedUp,
  useOnce,
  weaponHas,
  weaponUps,
} from '../../../core/upgrade-marks.ts'
