/**
 * GF-ODDS-SAME-DICE: the odds of an attack as the battle would roll it. Everything goes through
 * the code the attack itself uses — the modules' table, planAttack for the weapon, range,
 * modifiers, sight and cover, the modules' attackSituation for every upgrade and environment
 * hook, the odds module for the pools — so the table, the bots and the command line show exactly
 * the dice that will be rolled.
 *
 * @example
 * const modules = standardModules()
 * const r = attackOddsFor(state, 'unit:p1:0', 'unit:p2:1', { modules, lock: 'focus-fire' })
 * if (r.ok) r.value.dice.attackPool // the firepower dice the attack will roll
 */
import { err, ok, type Result, type RuleError } from '@sortie/engine'
import {
  type AttackPreview,
  type AttackSituation,
  attackInputFromSituation,
  type BuiltAttack,
  previewResolved,
  type ResolvedAttack,
  resolveAttack,
} from '@sortie/gunframe/odds'
import { type TableRules, tableRules } from '@sortie/gunframe/table'
import type { BattleLook, BattleModules, DiceChoice } from '../core/context.ts'
import { findUnit } from '../core/geo.ts'
import { moduleTable } from '../core/module.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../core/types.ts'
import { type AttackPlan, defenseChoices, planAttack } from './attack.ts'
import { attackSituation } from './attack-dice.ts'

export interface AttackOddsOptions {
  /** The feature modules the battle is played with (a ruleset's list, or standardModules()). */
  modules: BattleModules
  /** The table rules the game is played with (default: the real table). */
  table?: TableRules
  /** How the attacker spends a Target Lock on the target, if it has one (default: keep it). */
  lock?: 'keep' | 'focus-fire' | 'precise-strike'
  /** The defender's pool: Defense, Close (close attacks only) or whichever does better (default). */
  defendWith?: 'defense' | 'close' | 'best'
  /** The defender spends Evade if it can (default: no). */
  evade?: boolean
  /** Plan it as a reaction (default: a reaction unless it is the attacker's activation). */
  reaction?: boolean
  /** A close attacker's free turn to face (see AttackOpts.face). */
  face?: boolean
}

export interface AttackOddsFor {
  /** Weapon system, dice, modifiers, sight and cover (and, before declaring, rapid fire and facing). */
  plan: Pick<AttackPlan, 'band' | 'weapon' | 'modifiers' | 'obscured' | 'cover'> & Partial<AttackPlan>
  /** The attack in the odds module's terms, every upgrade and environment hook applied. */
  situation: AttackSituation
  /** The pools and re-rolls the attack rolls. */
  dice: ResolvedAttack
  preview: AttackPreview
}

export type Framed = Pick<AttackFrame, 'band' | 'weapon' | 'modifiers' | 'obscured' | 'cover'> & {
  dice?: number
  needsRapidFire?: boolean
  facing?: number
}

/** The table as the battle sees it in this state (environment sight, occupied buildings). */
export const battleTable = (
  s: BattleState,
  modules: BattleModules,
  table: TableRules = tableRules,
): TableRules => moduleTable(modules, table, s)

/** Odds of an attack not yet declared: `attacker` on `target` from this state. */
export function attackOddsFor(
  state: BattleState,
  attacker: string,
  target: string,
  options: AttackOddsOptions,
): Result<AttackOddsFor, RuleError> {
  const a = findUnit(state, attacker)
  const t = findUnit(state, target)
  if (!a || !t) return err('gunframe/odds_unknown_unit', 'No such unit.', { attacker, target })
  const look = lookOf(state, options)
  const plan = planForOdds(state, look, a, t, options)
  if (!plan.ok) return plan
  const lock = t.counters.lock ? (options.lock ?? 'keep') : 'keep'
  return framedOdds(state, look, a, t, plan.value, lock, options)
}

/**
 * The plan an attack not yet declared would have: within the attacker's own activation unless
 * asked as a reaction (attackOddsFor, and attack-expected.ts for bots).
 */
export function planForOdds(
  state: BattleState,
  look: BattleLook,
  a: BattleUnit,
  t: BattleUnit,
  options: Pick<AttackOddsOptions, 'reaction' | 'face'>,
): Result<AttackPlan, RuleError> {
  const top = state.stack[state.stack.length - 1]
  const frame = top?.t === 'activation' && top.unit === a.id && options.reaction !== true ? top : undefined
  return planAttack(state, look, a, t.id, {
    reaction: frame === undefined,
    ...(frame ? { frame } : {}),
    ...(options.face !== undefined ? { face: options.face } : {}),
  })
}

const lookOf = (s: BattleState, o: AttackOddsOptions): BattleLook => ({
  table: battleTable(s, o.modules, o.table),
  modules: o.modules,
})

/** Odds of an attack already planned (a bot weighing a move plans from where the unit would stand). */
export function plannedAttackOdds(
  state: BattleState,
  attacker: string,
  target: string,
  plan: AttackPlan,
  options: Omit<AttackOddsOptions, 'reaction' | 'face'>,
): Result<AttackOddsFor, RuleError> {
  const a = findUnit(state, attacker)
  const t = findUnit(state, target)
  if (!a || !t) return err('gunframe/odds_unknown_unit', 'No such unit.', { attacker, target })
  const lock = t.counters.lock ? (options.lock ?? 'keep') : 'keep'
  return framedOdds(state, lookOf(state, options), a, t, plan, lock, options)
}

/** Odds of an attack already declared (its frame on the stack), for the lock and defense steps. */
export function declaredAttackOdds(
  state: BattleState,
  frame: AttackFrame,
  options: Omit<AttackOddsOptions, 'reaction' | 'face'>,
): Result<AttackOddsFor, RuleError> {
  const a = findUnit(state, frame.attacker)
  const t = findUnit(state, frame.target)
  if (!a || !t) return err('gunframe/odds_unknown_unit', 'No such unit.', { frame: frame.attacker })
  // Once the firepower is rolled the lock's use is part of the frame.
  const lock = frame.lockUse ?? (t.counters.lock ? (options.lock ?? 'keep') : 'keep')
  return framedOdds(state, lookOf(state, options), a, t, frame, lock, options)
}

/** Only the defender's choices the battle would allow: Close against a close attack, Evade with Evade. */
export function defenderChoices(
  t: BattleUnit,
  f: Framed,
  o: Pick<AttackOddsOptions, 'defendWith' | 'evade'>,
) {
  const allowed = defenseChoices(t, f as AttackFrame)
  const evade = o.evade === true && allowed.evade
  const pools: ('defense' | 'close')[] =
    o.defendWith === 'defense' || !allowed.close
      ? ['defense']
      : o.defendWith === 'close'
        ? ['close']
        : ['defense', 'close']
  return { pools, evade }
}

/** The attack with one of the defender's pools, in the odds module's terms and as rolled. */
export function poolDice(
  s: BattleState,
  look: BattleLook,
  a: BattleUnit,
  t: BattleUnit,
  f: Framed,
  choice: DiceChoice,
): Result<{ situation: AttackSituation; built: BuiltAttack; dice: ResolvedAttack }, RuleError> {
  const situation = attackSituation(s, look, a, t, f, choice)
  if (!situation) return err('gunframe/odds_no_dice', 'No module describes the attack’s dice.')
  const built = attackInputFromSituation(situation)
  if (!built.ok) return built
  const dice = resolveAttack(built.value.input)
  if (!dice.ok) return dice
  return ok({ situation, built: built.value, dice: dice.value })
}

function framedOdds(
  s: BattleState,
  look: BattleLook,
  a: BattleUnit,
  t: BattleUnit,
  f: Framed,
  lock: 'keep' | 'focus-fire' | 'precise-strike',
  o: AttackOddsOptions,
): Result<AttackOddsFor, RuleError> {
  const { pools, evade } = defenderChoices(t, f, o)
  let best: AttackOddsFor | undefined
  for (const pool of pools) {
    const r = poolDice(s, look, a, t, f, { lock, pool, evade })
    if (!r.ok) return r
    const { situation, built, dice } = r.value
    const preview = previewResolved(built.input, built.defendWith, dice)
    const here = { plan: framedPlan(f), situation, dice, preview }
    if (!best || here.preview.expectedDamage < best.preview.expectedDamage) best = here
  }
  return ok(best as AttackOddsFor)
}

/** The plan a caller reads; whether the attack needs rapid fire (and gets it free) rides along when known. */
export const framedPlan = (f: Framed & Pick<Partial<AttackPlan>, 'freeRapidFire'>): AttackOddsFor['plan'] => {
  const plan: AttackOddsFor['plan'] = {
    band: f.band,
    weapon: f.weapon,
    modifiers: f.modifiers,
    obscured: f.obscured,
    cover: f.cover,
  }
  if (f.needsRapidFire !== undefined) plan.needsRapidFire = f.needsRapidFire
  if (f.freeRapidFire) plan.freeRapidFire = true
  return plan
}
