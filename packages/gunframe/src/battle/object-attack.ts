/**
 * GF-OPT-THROWING, attacking with objects: throwing one (a Short range attack of 2 dice for a
 * small object, 3 for a large one, with the usual modifiers, not using up the unit's Short
 * weapon system), swinging one (a Close attack with +1 or +2), and kicking an object or obstacle
 * out of the way (an attack action that clears it; a failed Pilot Skill roll knocks the kicker
 * down). An object used to attack is gone afterwards, whatever the attack did.
 */
import type { RuleError } from '@sortie/engine'
import type { TableRules } from '../table/contract.ts'
import { declareAttack, planAttack } from './attack.ts'
import type { BattleCtx } from './context.ts'
import { pilotSkillRoll } from './damage.ts'
import { carriedBy, destroyObject, objectGap } from './object-carry.ts'
import { CONTACT } from './open-ground.ts'
import { optionOn } from './optional-rules.ts'
import type { TableObject } from './optional-types.ts'
import type { ActivationFrame, Band, BattleState, BattleUnit } from './types.ts'

export const THROWN: Record<TableObject['size'], number> = { small: 2, large: 3 }
export const SWUNG: Record<TableObject['size'], number> = { small: 1, large: 2 }

const no = (code: string, message: string): RuleError => ({ code: `gunframe/${code}`, message })

/** Runs `fn` with one weapon system set to `value` and bare of upgrades, then puts it back. */
function withWeapon<T>(u: BattleUnit, band: Band, value: number, fn: () => T): T {
  const before = u.loadout[band]
  const ups = u.weapons?.[band]
  u.loadout = { ...u.loadout, [band]: value }
  if (ups && u.weapons) u.weapons = { ...u.weapons, [band]: [] }
  try {
    return fn()
  } finally {
    u.loadout = { ...u.loadout, [band]: before }
    if (ups && u.weapons) u.weapons = { ...u.weapons, [band]: ups }
  }
}

/** A copy of the frame that keeps the throw off the unit's one-attack-per-system record. */
const apart = (f: ActivationFrame): ActivationFrame => ({ ...f, usedBands: [] })

/** Targets the carried object can be thrown at / swung at now (for legal()). */
export function objectTargets(
  s: BattleState,
  table: TableRules,
  f: ActivationFrame,
  u: BattleUnit,
  how: 'throw' | 'swing',
): string[] {
  const ob = carriedBy(s, u)
  if (!ob || !optionOn(s, 'throwing')) return []
  const out: string[] = []
  for (const t of s.units) {
    if (t.status !== 'table' || t.side === u.side) continue
    const plan =
      how === 'throw'
        ? withWeapon(u, 'short', THROWN[ob.size], () =>
            planAttack(s, { table }, u, t.id, { reaction: false, frame: apart(f) }),
          )
        : withWeapon(u, 'close', u.loadout.close + SWUNG[ob.size], () =>
            planAttack(s, { table }, u, t.id, { reaction: false, frame: f }),
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

export function throwObject(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  target: unknown,
): RuleError | undefined {
  const ob = carriedBy(s, u)
  if (!ob) return no('no_object', 'The unit carries nothing to throw.')
  if (!objectTargets(s, c.table, f, u, 'throw').includes(String(target)))
    return no('bad_throw', 'Objects are thrown at an enemy at Short range.')
  spend(c, f, u, 'throw')
  c.emit({ type: 'ObjectThrown', unit: u.id, object: ob.id, target: String(target), dice: THROWN[ob.size] })
  destroyObject(s, c, ob, 'thrown')
  return withWeapon(u, 'short', THROWN[ob.size], () =>
    declareAttack(s, c, u, target, false, { reaction: false, frame: apart(f) }),
  )
}

export function swingObject(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  u: BattleUnit,
  target: unknown,
): RuleError | undefined {
  const ob = carriedBy(s, u)
  if (!ob) return no('no_object', 'The unit carries nothing to swing.')
  if (!objectTargets(s, c.table, f, u, 'swing').includes(String(target)))
    return no('bad_swing', 'Swing at an enemy at Close range.')
  spend(c, f, u, 'swing')
  c.emit({ type: 'ObjectSwung', unit: u.id, object: ob.id, target: String(target), bonus: SWUNG[ob.size] })
  destroyObject(s, c, ob, 'swung')
  return withWeapon(u, 'close', u.loadout.close + SWUNG[ob.size], () =>
    declareAttack(s, c, u, target, false, { reaction: false, frame: f }),
  )
}

/** Objects and obstacles the unit could kick (base contact; a gunframe). */
export function kickable(s: BattleState, table: TableRules, u: BattleUnit): string[] {
  // A flyer hovers far above what stands on the ground: no kicking it.
  if (!optionOn(s, 'throwing') || u.conventional || u.piece || u.knockedDown || u.shutDown || u.flying)
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
  if (!success) {
    u.knockedDown = true
    c.emit({ type: 'KnockedDown', unit: u.id, cause: 'kick' })
  }
  return undefined
}
