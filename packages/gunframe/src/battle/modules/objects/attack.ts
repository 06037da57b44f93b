/**
 * GF-OPT-THROWING, attacking with objects: throwing one (a Short range attack of 2 dice for a
 * small object, 3 for a large one, with the usual modifiers, not using up the unit's Short
 * weapon system), swinging one (a Close attack with +1 or +2), and kicking an object or obstacle
 * out of the way (an attack action that clears it; a failed Pilot Skill roll knocks the kicker
 * down). An object used to attack is gone afterwards, whatever the attack did.
 */
import type { RuleError } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import { declareAttack, planAttack } from '../../actions/attack.ts'
import { pilotSkillRoll } from '../../actions/damage.ts'
import type { BattleCtx, BattleLook } from '../../core/context.ts'
import { moduleLoadout } from '../../core/module.ts'
import { CONTACT } from '../../core/open-ground.ts'
import type { TableObject } from '../../core/optional-state.ts'
import { reprofile } from '../../core/reprofile.ts'
import type { ActivationFrame, Band, BattleState, BattleUnit } from '../../core/types.ts'
import { optionOn } from '../optional/rules.ts'
import { knockDown } from '../power/effects.ts'
import { carriedBy, destroyObject, objectGap } from './carry.ts'

export const THROWN: Record<TableObject['size'], number> = { small: 2, large: 3 }
export const SWUNG: Record<TableObject['size'], number> = { small: 1, large: 2 }

const no = (code: string, message: string): RuleError => ({ code: `gunframe/${code}`, message })

/** Runs `fn` with one weapon system set to `value` and bare of upgrades, then puts it back. */
function withWeapon<T>(u: BattleUnit, band: Band, value: number, fn: () => T): T {
  const before = u.profile.loadout[band]
  const ups = u.profile.weapons?.[band]
  reprofile(u, { loadout: { ...u.profile.loadout, [band]: value } })
  if (ups && u.profile.weapons) reprofile(u, { weapons: { ...u.profile.weapons, [band]: [] } })
  try {
    return fn()
  } finally {
    reprofile(u, { loadout: { ...u.profile.loadout, [band]: before } })
    if (ups && u.profile.weapons) reprofile(u, { weapons: { ...u.profile.weapons, [band]: ups } })
  }
}

/** A copy of the frame that keeps the throw off the unit's one-attack-per-system record. */
const apart = (f: ActivationFrame): ActivationFrame => ({ ...f, usedBands: [] })

/**
 * The raw value to swap into `band` so that the unit, as the modules read it now (a crippled
 * unit's halving, Anger Issues' +2 Close), fights with `want` dice: the smallest raw value that
 * reads as at least `want`.
 */
function rawFor(s: BattleState, look: BattleLook, u: BattleUnit, band: Band, want: number): number {
  for (let v = 0; v <= 2 * want + 4; v++)
    if (withWeapon(u, band, v, () => moduleLoadout(look.modules, s, u)[band]) >= want) return v
  return want
}

/**
 * The weapon system a carried object stands in for. A throw is a Short attack with the object's
 * own dice (GF-OPT-THROWING-THROW): the object is not the unit's Short system, so being crippled
 * does not halve it and the system's loadout upgrades (withWeapon strips them) do not apply; it is
 * kept off the one-attack-per-system record. A swing is the unit's Close attack, improved
 * (GF-OPT-THROWING-SWING): the bonus adds to the Close value the unit fights with now — a crippled
 * unit's halved value, Anger Issues' +2 included — not to the value before halving.
 */
function objectWeapon(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  ob: TableObject,
  f: ActivationFrame,
  how: 'throw' | 'swing',
): { band: Band; value: number; frame: ActivationFrame } {
  if (how === 'throw')
    return { band: 'short', value: rawFor(s, look, u, 'short', THROWN[ob.size]), frame: apart(f) }
  const close = moduleLoadout(look.modules, s, u).close + SWUNG[ob.size]
  return { band: 'close', value: rawFor(s, look, u, 'close', close), frame: f }
}

/** Targets the carried object can be thrown at / swung at now (for legal()). */
export function objectTargets(
  s: BattleState,
  look: BattleLook,
  f: ActivationFrame,
  u: BattleUnit,
  how: 'throw' | 'swing',
): string[] {
  const ob = carriedBy(s, u)
  if (!ob || !optionOn(s, 'throwing')) return []
  const out: string[] = []
  const w = objectWeapon(s, look, u, ob, f, how)
  for (const t of s.units) {
    if (t.status !== 'table' || t.side === u.side) continue
    const plan = withWeapon(u, w.band, w.value, () =>
      planAttack(s, look, u, t.id, { reaction: false, frame: w.frame }),
    )
    if (!plan.ok) continue
    if (how === 'throw' && plan.value.band !== 'short') continue
    if (how === 'swing' && (plan.value.band !== 'close' || plan.value.needsRapidFire)) continue
    out.push(t.id)
  }
  return out
}

function spend(c: BattleCtx, f: ActivationFrame, u: BattleUnit, what: string): void {
  f.actionsLeft--
  f.actionsTaken++
  c.emit({ type: 'ActionDeclared', unit: u.id, action: 'attack', optional: what, index: f.actionsTaken })
}

/** Throwing and swinging share one sequence: check, spend the action, lose the object, attack. */
function attackWithObject(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  target: unknown,
  how: 'throw' | 'swing',
): RuleError | undefined {
  const ob = carriedBy(s, u)
  if (!ob) return no('no_object', `The unit carries nothing to ${how}.`)
  if (!objectTargets(s, c, f, u, how).includes(String(target)))
    return how === 'throw'
      ? no('bad_throw', 'Objects are thrown at an enemy at Short range.')
      : no('bad_swing', 'Swing at an enemy at Close range.')
  spend(c, f, u, how)
  const about = { unit: u.id, object: ob.id, target: String(target) }
  if (how === 'throw') c.emit({ type: 'ObjectThrown', ...about, dice: THROWN[ob.size] })
  else c.emit({ type: 'ObjectSwung', ...about, bonus: SWUNG[ob.size] })
  destroyObject(s, c, ob, how === 'throw' ? 'thrown' : 'swung')
  const w = objectWeapon(s, c, u, ob, f, how)
  return withWeapon(u, w.band, w.value, () =>
    declareAttack(s, c, u, target, false, { reaction: false, frame: w.frame }),
  )
}

export function throwObject(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  target: unknown,
): RuleError | undefined {
  return attackWithObject(s, c, f, u, target, 'throw')
}

export function swingObject(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  target: unknown,
): RuleError | undefined {
  return attackWithObject(s, c, f, u, target, 'swing')
}

/** Objects and obstacles the unit could kick (base contact; a gunframe). */
export function kickable(s: BattleState, table: TableRules, u: BattleUnit): string[] {
  // A flyer hovers far above what stands on the ground: no kicking it.
  if (
    !optionOn(s, 'throwing') ||
    u.profile.conventional ||
    u.piece ||
    u.counters.knockedDown ||
    u.counters.shutDown ||
    u.flying
  )
    return []
  const out = (s.opt?.objects ?? [])
    .filter((x) => x.carrier === null && objectGap(table, u, x) <= CONTACT + 1e-9)
    .map((x) => x.id)
  const backing = new Set((s.opt?.objects ?? []).map((x) => x.feature?.id))
  for (const t of s.field.terrain)
    if (
      t.category === 'obstacle' &&
      !backing.has(t.id) &&
      objectGap(table, u, { id: t.id, size: 'small', pos: u.pos, radius: 0, feature: t, carrier: null }) <=
        CONTACT + 1e-9
    )
      out.push(t.id)
  return out
}

export function kick(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  target: unknown,
): RuleError | undefined {
  const id = String(target)
  if (!kickable(s, c.table, u).includes(id))
    return no('bad_kick', 'Kick an object or obstacle in base contact.')
  spend(c, f, u, 'kick')
  const ob = s.opt?.objects.find((x) => x.id === id)
  if (ob) destroyObject(s, c, ob, 'kicked')
  else {
    s.field = { ...s.field, terrain: s.field.terrain.filter((t) => t.id !== id) }
    c.emit({ type: 'ObstacleKicked', unit: u.id, feature: id })
  }
  const { success } = pilotSkillRoll(c, u, 'kick')
  // A failed kick is a knock-down like any other: Stabilised rolls to stay standing.
  if (!success) knockDown(s, c, u, 'kick', 'kick')
  return undefined
}
