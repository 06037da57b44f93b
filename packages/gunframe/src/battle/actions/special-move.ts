/**
 * Which special movement a unit may declare (GF-SPM-…) and the transformation itself: a move
 * action on the spot that switches a transforming mecha to another of its forms, keeping the
 * damage it has taken; a form that cannot fly lands, one that can keeps the unit's altitude
 * unless the player has it take off or land as part of the change (either form must fly).
 */
import type { RuleError } from '@sortie/engine'
import type { BattleCtx, BattleModules, MoveProfile, SpecialRule } from '../core/context.ts'
import { canSpendFocus, spendFocus } from '../core/focus.ts'
import { moveProfile } from '../core/module.ts'
import { reprofile, unprofile } from '../core/reprofile.ts'
import type { BattleState, BattleUnit, SpecialMove, TransformFlight, UnitProfile } from '../core/types.ts'

const no = (code: string, message: string): RuleError => ({ code: `gunframe/${code}`, message })

const FREE: SpecialRule = { allowed: true, focusCost: 0 }

/** Fast and jump as the unit's profile allows them; the other special moves are allowed and free. */
const ruleOf = (p: MoveProfile, sp: SpecialMove | undefined): SpecialRule =>
  sp === 'fast' ? p.fast : sp === 'jump' ? p.jump : FREE

/**
 * The focus points a declared special move costs (0 when free). GF-SPM-COMBINED: a fast jump
 * (`fast`) pays for each form it uses, since each is a use of that movement (in high gravity: two).
 */
export const specialFocusCost = (p: MoveProfile, sp: SpecialMove | undefined, fast?: boolean): number =>
  ruleOf(p, sp).focusCost + (fast === true && sp !== 'fast' ? p.fast.focusCost : 0)

/**
 * GF-CONV-FAST-FLYER: a conventional fast flyer may start the battle on the ground, but once it
 * is in the air it never lands of its own accord (being downed still brings it down).
 */
const airborneForGood = (u: BattleUnit, p: MoveProfile): boolean =>
  u.flying && u.profile.conventional && p.flight === 'fast'

/** `p`: the unit's move profile (core/module.ts moveProfile). */
export function specialAllowed(u: BattleUnit, sp: SpecialMove, p: MoveProfile): RuleError | undefined {
  if (u.counters.knockedDown) return no('knocked_down', 'A knocked-down unit only stands up.')
  switch (sp) {
    case 'fast':
      if (p.flight === 'fast' && u.flying) return no('no_fast', 'A fast flyer in the air already flies fast.')
      // GF-ENV-HIGH-GRAVITY: only a unit with Fast moves fast. The focus point is checked (and
      // spent) when the move is declared.
      return p.fast.allowed
        ? undefined
        : no('no_fast', 'In high gravity only a unit with Fast can move fast.')
    case 'jump':
      // GF-ENV-LOW-GRAVITY: anyone may jump (for a focus point).
      return p.jump.allowed && !u.flying
        ? undefined
        : no('no_jump', 'Only a grounded unit with Jump can jump.')
    case 'climb':
      return u.flying ? no('no_climb', 'A flying unit does not climb.') : undefined
    case 'land':
      if (!u.flying) return no('not_flying', 'Only a flying unit can land.')
      return airborneForGood(u, p)
        ? no('cannot_land', 'A conventional fast flyer stays in the air once it has taken off.')
        : undefined
    case 'take-off':
      return !u.flying && p.flight !== 'none' ? undefined : no('cannot_fly', 'This unit cannot take off.')
    case 'transform':
      return u.profile.forms && u.profile.forms.length > 1
        ? undefined
        : no('no_forms', 'Only a transforming mecha transforms.')
    default:
      return no('bad_special', 'Unknown special movement.')
  }
}

/**
 * GF-SPM-COMBINED: `fast: true` beside a declared special movement. A move using two forms keeps
 * every limit of both, so only a jump combines: straight (both), double Speed and a forced final
 * facing (fast), the 8" clearance and landing rules (jump). Climbing is, by its own terms, for a
 * unit using no other special movement, so a fast climb is refused. The jump itself is checked by
 * `specialAllowed`; this adds the fast half.
 */
export function combinedAllowed(
  u: BattleUnit,
  sp: SpecialMove | undefined,
  fast: unknown,
  p: MoveProfile,
): RuleError | undefined {
  if (fast === undefined || fast === false) return undefined
  if (fast !== true) return no('bad_combination', 'Say fast: true to combine fast with a jump.')
  if (sp === 'fast') return undefined
  if (sp === 'climb')
    return no('no_fast_climb', 'A climb cannot be made together with another special movement.')
  if (sp !== 'jump') return no('bad_combination', 'Only a jump can also be made fast.')
  return specialAllowed(u, 'fast', p)
}

/**
 * Can `n` focus points go on this unit now (the side's pool and the unit's per-turn limit)? Tried
 * on copies, so nothing is spent.
 */
export function canAffordFocus(mods: BattleModules, s: BattleState, u: BattleUnit, n: number): boolean {
  if (n <= 0) return true
  if (!canSpendFocus(mods, s, u)) return false
  const s2 = { ...s, focus: { ...s.focus } }
  const count = u.turn.focusCount
  const u2 = { ...u, turn: { ...u.turn, ...(count ? { focusCount: { ...count } } : {}) } }
  spendFocus(mods, s2, u2)
  return canAffordFocus(mods, s2, u2, n - 1)
}

/** The form `to` names (default: the next one), or null when it is not another of the unit's forms. */
export function formIndex(u: BattleUnit, to: unknown): number | null {
  const forms = u.profile.forms ?? []
  const from = u.profile.form ?? 0
  const i = to === undefined ? (from + 1) % forms.length : to
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= forms.length || i === from) return null
  return i
}

/** What form `i` writes over the unit's profile. */
function formPatch(u: BattleUnit, i: number): Partial<UnitProfile> {
  const f = (u.profile.forms ?? [])[i] as NonNullable<UnitProfile['forms']>[number]
  return {
    form: i,
    speed: f.speed,
    defense: f.defense,
    maxArmour: f.armour,
    loadout: { ...f.loadout },
    upgrades: [...f.upgrades],
  }
}

/**
 * GF-SPM-TRANSFORM: may the transformation to form `to` also take off or land (`flight`)? Only
 * when one of the two forms flies here (the environment may rule flight out): taking off needs a
 * unit on the ground whose new form flies, landing a unit in the air. Nothing changes.
 */
export function transformFlightError(
  mods: BattleModules,
  s: BattleState,
  u: BattleUnit,
  to: unknown,
  flight: unknown,
): RuleError | undefined {
  if (flight === undefined) return undefined
  if (flight !== 'take-off' && flight !== 'land')
    return no('bad_flight', 'A transformation may take off or land, nothing else.')
  const i = formIndex(u, to)
  // A form that is not another of the unit's is refused by the transformation itself.
  if (i === null) return undefined
  if (flight === 'land') {
    if (!u.flying) return no('not_flying', 'Only a unit in the air can land as it transforms.')
    return airborneForGood(u, moveProfile(mods, s, u))
      ? no('cannot_land', 'A conventional fast flyer stays in the air once it has taken off.')
      : undefined
  }
  if (u.flying) return no('already_flying', 'The unit is in the air already.')
  // Asked of a copy wearing the new form: its upgrades decide whether it flies.
  const next: BattleUnit = { ...u, profile: { ...u.profile, ...formPatch(u, i) } }
  return moveProfile(mods, s, next).flight === 'none'
    ? no('cannot_fly', 'Only a change into a form that flies can take off.')
    : undefined
}

/**
 * Switches to form `to` (default: the next one). `flight` (checked by `transformFlightError`)
 * takes the unit up or down; a form that cannot fly comes down in any case.
 */
export function transform(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  to: unknown,
  flight?: TransformFlight,
): RuleError | undefined {
  const i = formIndex(u, to)
  if (i === null) return no('bad_form', 'Pick another of the unit’s forms.')
  const f = (u.profile.forms ?? [])[i] as NonNullable<UnitProfile['forms']>[number]
  const damage = u.profile.maxArmour - u.armour
  const wasFlying = u.flying
  reprofile(u, formPatch(u, i))
  u.armour = Math.max(1, f.armour - damage)
  if (Object.keys(f.weapons).length > 0)
    reprofile(u, {
      weapons: Object.fromEntries(Object.entries(f.weapons).map(([k, v]) => [k, [...(v ?? [])]])),
    })
  else unprofile(u, 'weapons')
  if (flight === 'take-off') u.flying = true
  else if (u.flying && (flight === 'land' || moveProfile(c.modules, s, u).flight === 'none')) u.flying = false
  c.emit({
    type: 'Transformed',
    unit: u.id,
    form: i,
    name: f.name,
    ...(u.flying !== wasFlying ? { flight: u.flying ? ('take-off' as const) : ('land' as const) } : {}),
  })
  for (const m of c.modules) m.armourChanged?.(s, c, u)
  return undefined
}
