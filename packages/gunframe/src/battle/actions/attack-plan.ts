/**
 * Planning an attack without touching the state: target, line of sight, range band, weapon
 * system, modifiers and the free turn for close attacks. `legal()`, the UI's previews and
 * `declareAttack` all ask this one function.
 */
import { err, ok, type Result, type RuleError } from '@sortie/engine'
import { indirectFireAllowed } from '../../missions/environment-rules.ts'
import { isStructure } from '../../missions/pieces.ts'
import type { Figure, SightCheck } from '../../table/contract.ts'
import { isInfantry } from '../../table/figures.ts'
import type { BattleCtx, BattleLook, BattleModules } from '../core/context.ts'
import {
  angleTo,
  BAND_REACH,
  bandFor,
  canEngage,
  engagedWith,
  figureOf,
  figures,
  findUnit,
  inContact,
  onElevatedTerrain,
} from '../core/geo.ts'
import { moduleLoadout, weaponTraits } from '../core/module.ts'
import type { ActivationFrame, Band, BattleState, BattleUnit } from '../core/types.ts'
import { keptPlan } from './kept-plans.ts'

export interface AttackPlan {
  /** The weapon system fired (a ground unit hitting a flyer in contact fires Short). */
  band: Band
  weapon: number
  modifiers: string[]
  obscured: boolean
  cover: 'none' | 'cover' | 'hard'
  /** Attacker facing after the free turn allowed for close attacks. */
  facing: number
  needsRapidFire: boolean
  /** Rapid fire here costs no focus point (Rapid Reload). */
  freeRapidFire?: boolean
}

export interface AttackOpts {
  reaction: boolean
  frame?: ActivationFrame
  /**
   * GF-ATK-CLOSE-LOS: the free turn to face a close target is the player's call — true turns,
   * false keeps the facing; left out, the unit turns only when it could not see the target.
   */
  face?: boolean
}

const fail = (code: string, message: string, detail?: Record<string, unknown>) => err(code, message, detail)

const BANDS: readonly Band[] = ['close', 'short', 'medium', 'long']

/** GF-UPG-EXTREME-RANGE: how far a long weapon system with Extreme Range reaches. */
export const EXTREME_RANGE = 32

/**
 * How far each of the unit's range bands reaches (inches, edge to edge), as its attacks measure
 * them: Extreme Range stretches long to 32". The web's range rings are drawn from this.
 */
export function bandReach(mods: BattleModules, a: BattleUnit): Record<Band, number> {
  const long = weaponTraits(mods, a, 'long').extremeRange ? EXTREME_RANGE : BAND_REACH.long
  return { ...BAND_REACH, long }
}

/** Range bands, with Extreme Range stretching long to 32". */
function bandOf(look: BattleLook, a: BattleUnit, distance: number): Band | null {
  const b = bandFor(distance)
  if (b === null && distance <= bandReach(look.modules, a).long + 1e-9) return 'long'
  return b
}

/**
 * The target stands beyond the reach of every weapon system the attacker has (range only, sight
 * aside): planAttack then fails whatever the sight shows, as its range comes from the same
 * distance the table's sight reports. A caller that only asks whether an attack is possible
 * (legal(), a bot's scoring) may skip measuring sight for it.
 */
export function outOfReach(c: BattleLook, a: BattleUnit, t: BattleUnit): boolean {
  return bandOf(c, a, c.table.edgeDistance(figureOf(a), figureOf(t))) === null
}

/**
 * planAttack fails for `a` on `t` whatever the sight shows: the same refusals it makes from the
 * range (the table's edge distance, the distance the sight reports: see outOfReach), engagement
 * and the weapon systems alone. Only ever true where planAttack fails, so a caller that only asks
 * whether an attack can be planned (legal(), a bot's scoring) may skip measuring sight; a caller
 * that needs the refusal itself calls planAttack.
 */
export function blockedWithoutSight(s: BattleState, c: BattleLook, a: BattleUnit, t: BattleUnit): boolean {
  return sightlessRefusals(s, c, a)(t)
}

/**
 * blockedWithoutSight for one attacker against any number of targets: what depends on the
 * attacker alone (its figure, weapon systems, being engaged) is worked out once, when first
 * needed, for the state as it is now (ask again after any change).
 */
export function sightlessRefusals(s: BattleState, c: BattleLook, a: BattleUnit): (t: BattleUnit) => boolean {
  if (a.status !== 'table' || a.counters.shutDown || a.counters.knockedDown) return () => true
  const me = figureOf(a)
  let loadout: Record<Band, number> | undefined
  let engaged: boolean | undefined
  return (t) => {
    if (t.status !== 'table' || t.side === a.side) return true
    const range = bandOf(c, a, c.table.edgeDistance(me, figureOf(t)))
    if (range === null) return true
    const band = systemFor(c.table, a, t, range)
    if (band === null) return true
    loadout ??= moduleLoadout(c.modules, s, a)
    if (loadout[band] < 1) return true
    if (range === 'close') return false
    engaged ??= engagedWith(s, c.table, a).length > 0
    return engaged || friendEngages(s, c.table, a, t)
  }
}

/** A friend of the attacker is engaged with the target (only close attacks may then hit it). */
function friendEngages(s: BattleState, table: BattleLook['table'], a: BattleUnit, t: BattleUnit): boolean {
  return s.units.some(
    (f) =>
      f.side === a.side && f.id !== a.id && f.status === 'table' && canEngage(f, t) && inContact(table, f, t),
  )
}

/** The weapon system fired at this range: a ground unit in contact with a flyer fires Short. */
function systemFor(table: BattleLook['table'], a: BattleUnit, t: BattleUnit, range: Band): Band | null {
  if (range !== 'close' || a.flying === t.flying) return range
  return !a.flying && inContact(table, a, t) ? 'short' : null
}

/**
 * Checks a declared target without touching the state (also used by `legal`). A settled state's
 * plans are kept (kept-plans.ts): shared, so callers only read them.
 */
export function planAttack(
  s: BattleState,
  c: BattleLook,
  a: BattleUnit,
  targetId: unknown,
  opts: AttackOpts,
): Result<AttackPlan, RuleError> {
  return keptPlan(s, c, a, targetId, opts, () => freshPlan(s, c, a, targetId, opts))
}

function freshPlan(
  s: BattleState,
  c: BattleLook,
  a: BattleUnit,
  targetId: unknown,
  opts: AttackOpts,
): Result<AttackPlan, RuleError> {
  const t = findUnit(s, targetId)
  if (t?.status !== 'table' || t.side === a.side)
    return fail('gunframe/bad_target', 'The target must be an enemy unit on the table.', { target: targetId })
  if (a.status !== 'table') return fail('gunframe/not_on_table', 'The attacker is not on the table.')
  if (a.counters.shutDown) return fail('gunframe/shut_down', 'A shut-down unit cannot attack.')
  if (a.counters.knockedDown) return fail('gunframe/knocked_down', 'A knocked-down unit must stand up first.')
  const table = c.table
  const figs = figures(s)
  let facing = a.facing
  let seen: SightCheck = table.lineOfSight(s.field, figs, a.id, t.id)
  // A close attacker may turn on the spot to face its target before checking sight.
  if (opts.face === true && bandFor(seen.distance) !== 'close')
    return fail('gunframe/no_free_turn', 'Only a close attack lets the attacker turn to face the target.')
  const turn = opts.face ?? !seen.visible
  if (turn && bandFor(seen.distance) === 'close') {
    facing = angleTo(a.pos, t.pos)
    const turned: Figure[] = figs.map((f) => (f.id === a.id ? { ...f, facing } : f))
    seen = table.lineOfSight(s.field, turned, a.id, t.id)
  }
  const loadout = moduleLoadout(c.modules, s, a)
  let turretOnly = false
  if (!seen.visible && a.profile.weapons && BANDS.some((b) => weaponTraits(c.modules, a, b).turreted)) {
    const back = table.lineOfSight(s.field, figs, a.id, t.id, { turreted: true })
    if (back.visible) {
      seen = back
      turretOnly = true
    }
  }
  let indirect = false
  if (!seen.visible) {
    const b = bandOf(c, a, seen.distance)
    // GF-UPG-INDIRECT-FIRE: a locked target out of sight may still be fired on.
    const lobbed =
      b && b !== 'close' && t.counters.lock && weaponTraits(c.modules, a, b).indirectFire && loadout[b] > 0
    // GF-ENV-SPACE: inside a space structure there is no indirect fire at all.
    const env = s.mission.environment
    if (lobbed && env && !indirectFireAllowed(env))
      return fail('gunframe/no_indirect_fire', 'Indirect Fire cannot be used inside a space structure.')
    if (lobbed) indirect = true
    else return fail('gunframe/no_line_of_sight', 'The attacker cannot see the target.')
  }
  const range = bandOf(c, a, seen.distance)
  if (range === null)
    return fail('gunframe/out_of_range', 'The target is out of range.', { distance: seen.distance })
  if (range !== 'close' && engagedWith(s, table, a).length > 0)
    return fail('gunframe/engaged_close_only', 'An engaged unit can only make close range attacks.')
  if (range !== 'close' && friendEngages(s, table, a, t))
    return fail(
      'gunframe/target_engaged',
      'An enemy engaged with a friend can only be attacked at close range.',
    )
  const band = systemFor(table, a, t, range)
  if (band === null)
    return fail('gunframe/flyer_close', 'Close attacks between flying and ground units are not allowed.')
  const weapon = loadout[band]
  if (weapon < 1) return fail('gunframe/no_weapon', `The unit has no ${band} weapon system.`, { band })
  if (turretOnly && !weaponTraits(c.modules, a, band).turreted)
    return fail('gunframe/no_line_of_sight', 'Only a turreted weapon sees through the back arc.')
  // Bonus activations (ruling 15) keep their own list: one-shot grants never repeat a system, and
  // Lovers' two-action activation is an activation like any other.
  const needsRapidFire = !opts.reaction && (opts.frame?.usedBands.includes(band) ?? false)
  const modifiers: string[] = []
  // GF-MIS-STRUCTURES: a mission structure (raid target, bunker, beacon…) takes none of the
  // standard modifiers and never has cover; being obscured and Indirect Fire still count.
  const structure = t.piece !== undefined && isStructure(t.piece)
  if (!structure) standardModifiers(s, table, figs, a, t, seen, opts, modifiers)
  if (indirect) modifiers.push('indirect')
  // A flying target is never in cover, though it may be obscured (space debris aside, GF-OPT-SPACE-DEBRIS).
  const sky = t.flying ? flyerSight(s, c, figs, a, t, seen, { facing, turreted: turretOnly }) : seen
  const cover = structure ? 'none' : sky.cover
  const plan: AttackPlan = { band, weapon, modifiers, obscured: sky.obscured, cover, facing, needsRapidFire }
  if (needsRapidFire && weaponTraits(c.modules, a, band).freeRapidFire) plan.freeRapidFire = true
  return ok(plan)
}

/** The sight against a flying target: no cover, unless a module gives it some (the first that answers). */
function flyerSight(
  s: BattleState,
  look: BattleLook,
  figs: readonly Figure[],
  a: BattleUnit,
  t: BattleUnit,
  seen: SightCheck,
  how: { facing: number; turreted: boolean },
): SightCheck {
  for (const m of look.modules) {
    const v = m.flyerSight?.(s, look.table, figs, a, t, seen, how)
    if (v !== undefined) return v
  }
  return { ...seen, cover: 'none' }
}

/** GF-ATK-MODIFIERS: charge, crossfire, elevated, rear and shut-down (each +1 die). */
function standardModifiers(
  s: BattleState,
  table: BattleCtx['table'],
  figs: readonly Figure[],
  a: BattleUnit,
  t: BattleUnit,
  seen: SightCheck,
  opts: AttackOpts,
  modifiers: string[],
): void {
  if (!opts.reaction && opts.frame?.chargeTargets.includes(t.id)) modifiers.push('charge')
  // GF-CONV-INFANTRY: infantry face every way and have no back, so no arc lies opposite the
  // attacker's (no crossfire) and sight never passes through a back arc (no rear attack), whatever
  // the table reports. A knocked-down infantry unit still counts every attack as through its back
  // (GF-RULING-PROPOSED-INFANTRY-DOWN): that is the knock-down's rule, not the unit's arcs.
  const allRound = isInfantry(figureOf(t))
  if (!allRound && seen.distance <= 8 + 1e-9) {
    const cross = s.units.some((f) => {
      if (f.side !== a.side || f.id === a.id || f.status !== 'table' || f.turn.activated) return false
      // The sight's distance is the table's edge distance (see outOfReach): a friend beyond 8"
      // gives no crossfire, whatever it sees.
      if (table.edgeDistance(figureOf(f), figureOf(t)) > 8 + 1e-9) return false
      const fs = table.lineOfSight(s.field, figs, f.id, t.id)
      return fs.visible && fs.distance <= 8 + 1e-9 && fs.fromRear !== seen.fromRear
    })
    if (cross) modifiers.push('crossfire')
  }
  // A flyer has it against any unit on the ground, however high (a flying target never gives it:
  // GF-RULING-ELEVATED-VS-FLYER); otherwise the attacker must stand on elevated terrain and the
  // target must not — a climber hanging part-way up does neither (GF-RULING-ELEVATED-CLIMBER).
  const elevated = a.flying ? !t.flying : !t.flying && onElevatedTerrain(a) && !onElevatedTerrain(t)
  if (elevated) modifiers.push('elevated')
  if ((seen.fromRear && !allRound) || t.counters.knockedDown) modifiers.push('rear')
  if (t.counters.shutDown) modifiers.push('shut-down')
}
