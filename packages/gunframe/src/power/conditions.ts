/**
 * The conditions power attacks leave on a unit (knocked down, shut down, distracted) as plain
 * JSON, with the pure questions the battle asks of them and the transitions that start and end
 * them. Knock-back is a movement, not a lasting condition (see distance.ts and resolve.ts).
 *
 * @example
 * const c = applyCondition(NO_CONDITIONS, 'shutDown')
 * defensePool({ conditions: c }, 5) // 3: half Defense, rounded up (ruling 11)
 */
import { hasCapability } from '../units/capabilities.ts'
export interface Conditions {
  knockedDown: boolean
  shutDown: boolean
  /** Only one action at its next activation; never stacks (ruling 4). */
  distracted: boolean
  /** Consecutive special actions spent rebooting so far (kept across turns). */
  reboot: number
}

export const NO_CONDITIONS: Conditions = Object.freeze({
  knockedDown: false,
  shutDown: false,
  distracted: false,
  reboot: 0,
})

/** The slice of a unit the condition queries read. */
export interface ConditionUnit {
  conditions: Conditions
  upgrades?: readonly string[]
}

export type ActionKind = 'move' | 'attack' | 'lock' | 'evade' | 'special'
const ALL_ACTIONS: readonly ActionKind[] = ['move', 'attack', 'lock', 'evade', 'special']

/**
 * Adds a condition. Shutting a unit down wipes a pending distraction (the book says so) and
 * starts the reboot count afresh; a shut-down unit cannot be distracted at all.
 */
export function applyCondition(c: Conditions, name: 'distracted' | 'knockedDown' | 'shutDown'): Conditions {
  switch (name) {
    case 'distracted':
      return c.shutDown ? c : { ...c, distracted: true }
    case 'knockedDown':
      return { ...c, knockedDown: true }
    case 'shutDown':
      return { ...c, shutDown: true, distracted: false, reboot: 0 }
  }
}

/** GF-COND-DISTRACTED: actions at the coming activation (2, or 1 when distracted however often). */
export function maxActions(u: ConditionUnit): number {
  return u.conditions.distracted ? 1 : 2
}

/**
 * Starting an activation uses up the distraction; the returned count is what this activation
 * may take.
 */
export function startActivation(c: Conditions): { conditions: Conditions; actions: number } {
  return { conditions: { ...c, distracted: false }, actions: c.distracted ? 1 : 2 }
}

/**
 * What the unit's next action may be: a shut-down unit can only spend special actions on
 * rebooting; a knocked-down one must first stand up, which takes a move action.
 */
export function allowedActions(u: ConditionUnit): {
  kinds: readonly ActionKind[]
  purpose: 'reboot' | 'stand-up' | null
} {
  if (u.conditions.shutDown) return { kinds: ['special'], purpose: 'reboot' }
  if (u.conditions.knockedDown) return { kinds: ['move'], purpose: 'stand-up' }
  return { kinds: ALL_ACTIONS, purpose: null }
}

/** A move action taken while knocked down stands the unit up on the spot, any facing. */
export function standUp(c: Conditions): Conditions {
  return { ...c, knockedDown: false }
}

/** Special actions in a row needed to reboot (Rapid Reboot: one). */
export function rebootActionsNeeded(u: { upgrades?: readonly string[] }): number {
  return hasCapability(u.upgrades, 'reboots-fast') ? 1 : 2
}

/** One special action spent rebooting; the unit wakes when the count is reached. */
export function rebootStep(u: ConditionUnit): { conditions: Conditions; rebooted: boolean } {
  const c = u.conditions
  if (!c.shutDown) return { conditions: c, rebooted: false }
  const reboot = c.reboot + 1
  if (reboot >= rebootActionsNeeded(u))
    return { conditions: { ...c, shutDown: false, reboot: 0 }, rebooted: true }
  return { conditions: { ...c, reboot }, rebooted: false }
}

/** Knocked-down and shut-down units make no reactions (on top of ruling 1's once-per-turn limit). */
export function canReact(u: ConditionUnit & { activated?: boolean; reacted?: boolean }): boolean {
  return !u.conditions.knockedDown && !u.conditions.shutDown && !u.activated && !u.reacted
}

/** Neither a knocked-down nor a shut-down unit may dodge. */
export function canDodge(u: ConditionUnit): boolean {
  return !u.conditions.knockedDown && !u.conditions.shutDown
}

/** A knocked-down unit may still spend its Evade counter; a shut-down one may not. */
export function canUseEvade(u: ConditionUnit): boolean {
  return !u.conditions.shutDown
}

/** Ruling 11: a shut-down unit never defends with its Close value. */
export function canDefendWithClose(u: ConditionUnit): boolean {
  return !u.conditions.shutDown
}

/** The Defense value a unit rolls before cover and the like: halved (up) while shut down. */
export function defensePool(u: ConditionUnit, base: number): number {
  return u.conditions.shutDown ? Math.ceil(base / 2) : base
}

/**
 * What the target's conditions give an attacker: +1D against a shut-down unit, and every attack
 * on a knocked-down unit comes through its back arc (so the rear attack +1D applies).
 */
export function attackModifiersAgainst(target: ConditionUnit): {
  modifiers: 'shut-down'[]
  countsAsRear: boolean
} {
  return {
    modifiers: target.conditions.shutDown ? ['shut-down'] : [],
    countsAsRear: target.conditions.knockedDown,
  }
}

/** Knocked down or shut down: Spiteful's victims, units drift moves, panickers that stay put. */
export function isDowned(u: ConditionUnit): boolean {
  return u.conditions.knockedDown || u.conditions.shutDown
}

/** Shut-down units count for nothing when Focus Points are totted up (crippled.ts adds crippling). */
export function countsForFocusPool(u: ConditionUnit): boolean {
  return !u.conditions.shutDown
}

/** Inches a flyer counts as falling when it is knocked down or shut down (it lands at once). */
export const FLYER_DOWNED_FALL = 8

/**
 * When each condition ends, as data for rules text, the UI and tests.
 * Knock-back is included because the book lists it with the others, though it lasts no time.
 */
export const CONDITION_ENDS = {
  knockedDown: 'its next action is a move, which stands it up on the spot facing any way',
  shutDown: 'after two special actions in a row (one with Rapid Reboot), possibly across turns',
  distracted: 'at the start of its next activation, which has only one action',
  knockedBack: 'at once: a straight move that keeps facing, ending knocked down if it hits something',
  suppression: 'the zone is removed in the end phase of the turn it was placed',
} as const
