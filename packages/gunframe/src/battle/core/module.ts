/**
 * Calling the feature modules' hooks (context.ts) the same way everywhere: in list order, the
 * first module that answers wins where only one may.
 */
import { frozenUnderTest, type Result, type RuleError, type Seat } from '@sortie/engine'
import type { TableRules } from '../../table/contract.ts'
import type {
  BattleCtx,
  BattleLook,
  BattleModules,
  EndPhaseScore,
  ModuleAnswer,
  MoveProfile,
  PieceActs,
  SetupReading,
  UnitTraits,
  WeaponTraits,
} from './context.ts'
import { findUnit } from './geo.ts'
import type { BattlePrompt } from './prompt-types.ts'
import { isSettled, keptWith, slot } from './settled.ts'
import type { BattleSetup } from './setup-types.ts'
import type { Band, BattleDecision, BattleResult, BattleState, BattleUnit, Frame } from './types.ts'

/** The table as the modules bend it, in list order. */
export function moduleTable(mods: BattleModules, t: TableRules, s: BattleState): TableRules {
  let out = t
  for (const m of mods) if (m.table) out = m.table(out, s)
  return out
}

/** The first module that answers or refuses the decision; undefined when core should go on. */
export function moduleDecide(s: BattleState, c: BattleCtx, d: BattleDecision): ModuleAnswer {
  for (const m of c.modules) {
    const a = m.decide?.(s, c, d)
    if (a !== undefined) return a
  }
  return undefined
}

/** Every module's bonus to a side's initiative roll. */
export function moduleInitiative(mods: BattleModules, s: BattleState, seat: Seat): number {
  let n = 0
  for (const m of mods) n += m.initiativeBonus?.(s, seat) ?? 0
  return n
}

/** Every module's focus points for the unit's side (Hero). */
export function moduleFocusBonus(mods: BattleModules, u: BattleUnit): number {
  let n = 0
  for (const m of mods) n += m.focusBonus?.(u) ?? 0
  return n
}

/** How many focus points may go on the unit in a turn: one, and what the modules add (Ace). */
export function focusLimit(mods: BattleModules, u: BattleUnit): number {
  let n = 1
  for (const m of mods) n += m.extraFocus?.(u) ?? 0
  return n
}

/** True when some module keeps focus points off the unit right now. */
export function moduleFocusBlocked(mods: BattleModules, s: BattleState, u: BattleUnit): boolean {
  for (const m of mods) if (m.focusBlocked?.(s, u)) return true
  return false
}

/** True when some module moved the top frame on by itself. */
export function moduleSettle(s: BattleState, c: BattleCtx, top: Frame): boolean {
  for (const m of c.modules) if (m.settle?.(s, c, top)) return true
  return false
}

/** The first module's own question for this state; undefined when core asks. */
export function modulePrompt(mods: BattleModules, s: BattleState): BattlePrompt | null | undefined {
  for (const m of mods) {
    const p = m.prompt?.(s)
    if (p !== undefined) return p
  }
  return undefined
}

/** The first module's whole legal list for a prompt it owns; undefined when core lists it. */
export function moduleLegal(s: BattleState, look: BattleLook, p: BattlePrompt): BattleDecision[] | undefined {
  for (const m of look.modules) {
    const l = m.legal?.(s, look, p)
    if (l !== undefined) return l
  }
  return undefined
}

/** True when some module asked a question at this step (later modules wait for the next pass). */
export function firstAsking(s: BattleState, c: BattleCtx, hook: 'beforeFirstTurn' | 'endPhase'): boolean {
  for (const m of c.modules) if (m[hook]?.(s, c)) return true
  return false
}

/** A unit no module describes: it walks, pays a focus point to move fast and cannot jump. */
const PLAIN_MOVER: MoveProfile = {
  allTerrain: false,
  climbs: false,
  flight: 'none',
  fast: { allowed: true, focusCost: 1 },
  jump: { allowed: false, focusCost: 0 },
  heavyLanding: false,
  unseenMoves: false,
  holdsOn: false,
}

/** How what the unit holds lets it fly (the first module that says; none without one). */
export function moduleFlight(
  mods: BattleModules,
  u: { readonly upgrades: readonly string[] },
): MoveProfile['flight'] {
  for (const m of mods) {
    const f = m.flight?.(u)
    if (f !== undefined) return f
  }
  return 'none'
}

/** How the unit moves now (the first module that says). */
export function moveProfile(mods: BattleModules, s: BattleState, u: BattleUnit): MoveProfile {
  // A settled state's unit moves the same way at every check: a bot's turn checks dozens of
  // moves of one unit, each asking the upgrades and the environment again (and an Aquatic unit's
  // battlefield, rebuilt at every ask, had its outlines indexed anew for every move).
  if (!isSettled(s) || findUnit(s, u.id) !== u) return freshProfile(mods, s, u)
  const kept = keptWith(keptProfiles, s, () => ({ mods, byUnit: new Map<string, MoveProfile>() }))
  if (kept.mods !== mods) return freshProfile(mods, s, u)
  let p = kept.byUnit.get(u.id)
  if (p === undefined) {
    p = frozenUnderTest(freshProfile(mods, s, u))
    kept.byUnit.set(u.id, p)
  }
  return p
}

const keptProfiles = slot<{ mods: BattleModules; byUnit: Map<string, MoveProfile> }>()

function freshProfile(mods: BattleModules, s: BattleState, u: BattleUnit): MoveProfile {
  for (const m of mods) {
    const p = m.moveProfile?.(s, u)
    if (p !== undefined) return p
  }
  return PLAIN_MOVER
}

/** The unit's Speed as the modules change it (the first that does). */
export function moduleSpeed(mods: BattleModules, s: BattleState, u: BattleUnit): number {
  for (const m of mods) {
    const v = m.speed?.(s, u)
    if (v !== undefined) return v
  }
  return u.profile.speed
}

/** The unit's weapon systems as the modules change them (the first that does). */
export function moduleLoadout(mods: BattleModules, s: BattleState, u: BattleUnit): Record<Band, number> {
  for (const m of mods) {
    const v = m.loadout?.(s, u)
    if (v !== undefined) return v
  }
  return u.profile.loadout
}

const PLAIN_WEAPON: WeaponTraits = {
  extremeRange: false,
  indirectFire: false,
  turreted: false,
  freeRapidFire: false,
  powerful: false,
}

/** A weapon system's traits (the first module that says; none without one). */
export function weaponTraits(mods: BattleModules, u: BattleUnit, band: Band): WeaponTraits {
  for (const m of mods) {
    const v = m.weaponTraits?.(u, band)
    if (v !== undefined) return v
  }
  return PLAIN_WEAPON
}

const PLAIN_UNIT: UnitTraits = { locksThroughEvade: false, freeReaction: false }

/** A unit's traits around locks, evades and reactions (the first module that says). */
export function unitTraits(mods: BattleModules, u: BattleUnit): UnitTraits {
  for (const m of mods) {
    const v = m.unitTraits?.(u)
    if (v !== undefined) return v
  }
  return PLAIN_UNIT
}

/** The first module's reading of the setup's game settings; undefined when none reads them. */
export function moduleReadSetup(
  mods: BattleModules,
  setup: BattleSetup,
  sides: { ffa: boolean; teams: Record<Seat, Seat[]> | null },
): Result<SetupReading, RuleError> | undefined {
  for (const m of mods) {
    const r = m.readSetup?.(setup, sides)
    if (r !== undefined) return r
  }
  return undefined
}

/** How the unit takes part in a turn: a module's piece answers, anything else activates. */
export function moduleActs(mods: BattleModules, u: BattleUnit): PieceActs {
  for (const m of mods) {
    const a = m.acts?.(u)
    if (a !== undefined) return a
  }
  return 'unit'
}

/** Does the unit take activations of its own? */
export const activates = (mods: BattleModules, u: BattleUnit): boolean => moduleActs(mods, u) === 'unit'

/** The seat a module hands the initiative to without a roll-off; undefined: roll for it. */
export function moduleInitiativeSeat(s: BattleState, c: BattleCtx): Seat | undefined {
  for (const m of c.modules) {
    const seat = m.initiative?.(s, c)
    if (seat !== undefined) return seat
  }
  return undefined
}

/** The first module's End phase score; undefined when no module scores. */
export function moduleScore(s: BattleState, c: BattleCtx): EndPhaseScore | undefined {
  for (const m of c.modules) {
    const r = m.score?.(s, c)
    if (r !== undefined) return r
  }
  return undefined
}

/** The first module's verdict on the game; undefined when no module decides it. */
export function moduleResult(
  s: BattleState,
  c: BattleCtx,
  reason: BattleResult['reason'],
): BattleResult | undefined {
  for (const m of c.modules) {
    const r = m.result?.(s, c, reason)
    if (r !== undefined) return r
  }
  return undefined
}
