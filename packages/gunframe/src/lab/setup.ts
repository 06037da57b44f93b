/**
 * The lab's games: the quick battle's table and rules, with the rosters drawn from the pool and,
 * unless `--mission` or `--environment` fixes them, a basic mission and an environment rolled per
 * game, so the report can compare them. Same pool, values and seed, same setup.
 */
import { type CliValues, Dice, err, ok, type Result, type RuleError, seedRng } from '@sortie/engine'
import type { BattleSetup, BattleUnitProfile } from '../battle/index.ts'
import {
  BASIC_MISSIONS,
  type EnvironmentSettings,
  environmentForRoll,
  type MissionSettings,
} from '../missions/index.ts'
import { quickSetup } from '../platform/quick-setup.ts'
import { squadronProfiles } from '../units/index.ts'
import { randomSquadron } from './random-squadron.ts'

/** A clash (the book's standard game) unless the values say otherwise. */
export const LAB_POINTS = 100

function rollMission(dice: Dice): MissionSettings {
  return { id: BASIC_MISSIONS[dice.roll(BASIC_MISSIONS.length) - 1]! }
}

/** Half the games in calm conditions, the other half rolled on the environment table. */
function rollEnvironment(dice: Dice): EnvironmentSettings {
  if (dice.roll(2) === 1) return { id: 'none' }
  return environmentForRoll(dice.d6(), dice.d6()) ?? { id: 'none' }
}

export function labSetup(
  pool: 'examples' | 'random-legal',
  values: CliValues,
  seed: string,
): Result<BattleSetup, RuleError> {
  // The examples pool compares the two example squadrons, not the quick battle's fair mirror.
  const base = quickSetup({ ...values, pairing: values.pairing ?? 'example' }, seed)
  if (!base.ok) return base
  const dice = new Dice(seedRng(`gunframe-lab:${seed}`))
  const setup: BattleSetup = { ...base.value }
  const multi = setup.teams !== undefined || Object.keys(setup.squadrons).length !== 2
  if (pool === 'random-legal') {
    if (multi || setup.combiners)
      return err(
        'gunframe/lab_two_players',
        'Random rosters are drawn for two-player games without combiners.',
      )
    const limit = Number(values.points ?? LAB_POINTS)
    if (!Number.isInteger(limit) || limit < 20)
      return err('gunframe/lab_points', 'The points limit is 20 or more.')
    const side = (name: string) =>
      squadronProfiles(randomSquadron(dice, limit, name)).units as unknown as BattleUnitProfile[]
    setup.squadrons = { p1: side('Random A'), p2: side('Random B') }
  } else if (!multi && !setup.combiners && dice.roll(2) === 2) {
    // The example squadrons change seats every other game on average, so seat and army separate.
    setup.squadrons = { p1: setup.squadrons.p2 ?? [], p2: setup.squadrons.p1 ?? [] }
  }
  if (!values.mission) setup.mission = rollMission(dice)
  if (!values.environment) setup.environment = rollEnvironment(dice)
  return ok(setup)
}

const label = (x: { id: string } | string | undefined, extra?: string) =>
  x === undefined ? 'none' : typeof x === 'string' ? x : extra ? `${x.id}:${extra}` : x.id

/** What the report tells games apart by. */
export function labContext(setup: BattleSetup): Record<string, string> {
  const m = setup.mission
  const e = setup.environment
  return {
    mission: label(m, typeof m === 'object' ? m.variant : undefined),
    environment: label(e, typeof e === 'object' ? e.storm : undefined),
  }
}
