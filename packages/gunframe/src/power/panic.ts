/**
 * Panic (an optional rule, a game setting). When a gunframe — not a conventional unit — is
 * destroyed, each friend within 8" that can see it makes a Pilot Skill roll; a failure panics
 * the unit, which either spends a Focus Point on a dramatic cry or runs for cover. Fearless
 * always passes; a unit within 8" of a friendly Inspiring unit may re-roll a failure. Where an
 * upgrade triggers on the same death the upgrade wins (GF-PANIC-PRIORITY): the surviving lover
 * takes its free activation (GF-UPG-LOVERS) instead of testing for its partner's death.
 *
 * The battle measures distance and sight and rolls the dice; this file decides who and what.
 *
 * @example
 * panicTesters({ id: 'a', side: 'p1', conventional: false }, [{ id: 'b', side: 'p1', distance: 5, lineOfSight: true, upgrades: [] }])
 * // [{ unit: 'b', autoPass: false, mayReroll: false }]
 */
import { hasCapability } from '../units/capabilities.ts'

/** Inches within which friends see a gunframe die and must test. */
export const PANIC_RANGE = 8
/** Inches of an Inspiring unit within which friends may re-roll. */
export const INSPIRING_RANGE = 8

export interface PanicVictim {
  id: string
  side: string
  conventional: boolean
  upgrades?: readonly string[]
}

export interface PanicWitness {
  id: string
  side: string
  /** Edge-to-edge inches to the destroyed unit. */
  distance: number
  lineOfSight: boolean
  upgrades: readonly string[]
  /** A friendly Inspiring unit (not itself, unless the battle says so) is within 8". */
  nearInspiring?: boolean
  /**
   * The victim's Lovers partner, whose free activation the battle offered for this death: the
   * upgrade takes the place of the test.
   */
  lover?: boolean
}

export interface PanicTest {
  unit: string
  /** Fearless: no roll, it passes. */
  autoPass: boolean
  /** Inspiring nearby: a failed roll may be re-rolled once. */
  mayReroll: boolean
}

/** The friends of a destroyed unit that must test, in the order given (a lover excused). */
export function panicTesters(
  victim: PanicVictim,
  witnesses: readonly PanicWitness[],
  enabled = true,
): PanicTest[] {
  if (!enabled || victim.conventional) return []
  return witnesses
    .filter(
      (w) =>
        w.id !== victim.id &&
        w.side === victim.side &&
        w.lineOfSight &&
        w.distance <= PANIC_RANGE + 1e-9 &&
        w.lover !== true,
    )
    .map((w) => ({
      unit: w.id,
      autoPass: hasCapability(w.upgrades, 'never-panics'),
      mayReroll: w.nearInspiring === true,
    }))
}

/** A Pilot Skill roll for panic (also Terrifying's): the die meets the skill, or Fearless. */
export function panicPasses(roll: number, skill: number, opts: { fearless?: boolean } = {}): boolean {
  return opts.fearless === true || roll >= skill
}

export type PanicOutcomeId = 'dramatic-cry' | 'run-for-cover'

export interface PanicOutcome {
  id: PanicOutcomeId
  ruleId: string
  name: string
  /** Focus Points it costs (subject to the one-point-per-unit limit). */
  focusCost: number
  summary: string
}

export const PANIC_OUTCOMES: readonly PanicOutcome[] = [
  {
    id: 'dramatic-cry',
    ruleId: 'GF-PANIC-CRY',
    name: 'Dramatic Cry',
    focusCost: 1,
    summary: 'The pilot shouts their way back to composure: pay a Focus Point and carry on.',
  },
  {
    id: 'run-for-cover',
    ruleId: 'GF-PANIC-RUN',
    name: 'Run for Cover',
    focusCost: 0,
    summary:
      'Drop anything carried and run D6" for home by the shortest way round blocking terrain; downed units stay put.',
  },
]

/** The choices a panicked unit has: the cry only if a Focus Point can still be spent on it. */
export function panicChoices(canSpendFocus: boolean): PanicOutcomeId[] {
  return canSpendFocus ? ['dramatic-cry', 'run-for-cover'] : ['run-for-cover']
}

export interface RunForCover {
  unit: string
  dropCarried: true
  /** Inches to move (the D6 roll), 0 when the unit is knocked down or shut down. */
  inches: number
  /** Face and move by the most direct route to the unit's own deployment zone, around blocking terrain. */
  towards: 'own-deployment-zone'
}

/** The run-for-cover move from its D6 (downed units drop what they carry but do not move). */
export function runForCover(unit: string, roll: number, downed: boolean): RunForCover {
  return { unit, dropCarried: true, inches: downed ? 0 : roll, towards: 'own-deployment-zone' }
}
