/**
 * The MechaStellar VER10 descriptor for the registry (DESIGN §2): ruleset, setup schema, quick
 * Versus setup, catalogue and roster checks, bots, exact odds.
 */
import { botLineUp, Dice, err, ok, type RulesetPackage, seedRng } from '@sortie/engine'
import type { Decision, MsEvent, Prompt } from './battle/core/messages.ts'
import { mechastellarRuleset } from './battle/core/ruleset.ts'
import { MsSetupSchema } from './battle/core/setup.ts'
import type { MsSetup, MsState } from './battle/core/types.ts'
import { DEFAULT_LAYOUT, layoutById, TERRAIN_LAYOUTS } from './battle/layouts.ts'
import { quickSetup } from './battle/quick.ts'
import { greedyBot } from './bots/greedy.ts'
import { randomBot } from './bots/random.ts'
import { searchBot, searchEasyBot, searchHardBot } from './bots/search.ts'
import { computeOdds, formatOdds, oddsOptions } from './odds/cli.ts'
import { catalogue } from './units/catalogue.ts'
import { UNITS, unitById } from './units/data.ts'
import { isRoster, unitPoints, validateRoster } from './units/roster.ts'

function forceFeatures(setup: MsSetup, side: 'p1' | 'p2') {
  return setup.forces[side].units.map((e) => {
    const p = e.profile ?? unitById(e.unit)
    return { kind: 'unit' as const, name: p?.name ?? e.unit, points: p ? unitPoints(p) : 0 }
  })
}

/** Random legal forces near 1500 points from the catalogue (no warships: quick tables are small). */
export function randomForces(setup: MsSetup, seed: string): MsSetup {
  const dice = new Dice(seedRng(`forces:${seed}`))
  const pool = UNITS.filter((u) => u.type !== 'warship')
  const pick = () => {
    const units: { unit: string }[] = []
    let pts = 0
    for (let i = 0; i < 12 && units.length < 6; i++) {
      const u = pool[dice.roll(pool.length) - 1]
      if (!u || pts + unitPoints(u) > 1500) continue
      units.push({ unit: u.id })
      pts += unitPoints(u)
    }
    if (units.length === 0) units.push({ unit: 'gm-ground' })
    return units
  }
  return {
    ...setup,
    forces: {
      p1: { name: 'Random A', units: pick() },
      p2: { name: 'Random B', units: pick() },
    },
  }
}

/** The side the dice give the south half for a game's seed (MS-RULING-HALVES). */
const dicedSouth = (seed: string): 'p1' | 'p2' =>
  new Dice(seedRng(`halves:${seed}`)).roll(2) === 1 ? 'p1' : 'p2'

const descriptor: RulesetPackage<MsSetup, MsState, Decision, Prompt, MsEvent> = {
  id: 'mechastellar',
  title: 'MechaStellar',
  summary:
    'MechaStellar VER10: d10 pools, Momentum and pilot Skills; the Versus mission over five control points.',
  ruleset: mechastellarRuleset,
  setupSchema: MsSetupSchema as unknown as RulesetPackage<MsSetup>['setupSchema'],
  quickSetup(options, seed) {
    const dep = options.deployment
    if (dep !== undefined && dep !== 'standard' && dep !== 'alternate')
      return err(
        'mechastellar/bad_option',
        `--deployment must be standard or alternate (got "${String(dep)}").`,
      )
    const rounds = options.rounds === undefined ? 5 : Number(options.rounds)
    if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10)
      return err('mechastellar/bad_option', '--rounds must be a whole number from 1 to 10.')
    const cps = options.cps ?? 'standard'
    if (cps !== 'standard' && cps !== 'placed')
      return err('mechastellar/bad_option', `--cps must be standard or placed (got "${String(cps)}").`)
    const terrain = options.terrain === undefined ? DEFAULT_LAYOUT : String(options.terrain)
    if (!layoutById(terrain))
      return err(
        'mechastellar/bad_option',
        `--terrain must be one of ${TERRAIN_LAYOUTS.map((l) => l.id).join(', ')} (got "${terrain}").`,
      )
    const south = options.south ?? 'dice'
    if (south !== 'dice' && south !== 'p1' && south !== 'p2')
      return err('mechastellar/bad_option', `--south must be p1, p2 or dice (got "${String(south)}").`)
    return ok(
      quickSetup({
        deployment: (dep as 'standard' | 'alternate' | undefined) ?? 'standard',
        rounds,
        placeCps: cps === 'placed',
        terrain,
        // MS-RULING-HALVES: unless the players agree who takes the south half, they dice for it
        // (the layouts are not symmetric).
        south: south !== 'dice' ? south : dicedSouth(seed),
      }),
    )
  },
  seats: () => ['p1', 'p2'],
  units: { catalogue, validateRoster, isRoster },
  // The pickers' order: the first is the default opponent (the search bot at normal), then the
  // other levels, then the simple bots.
  bots: botLineUp({
    search: searchBot,
    hard: searchHardBot,
    easy: searchEasyBot,
    greedy: greedyBot,
    greedyDescription:
      'Takes the best shot by the exact odds now and heads for control points; never looks ahead.',
    random: randomBot,
  }),
  sim: {
    options: [
      { flags: '--deployment <kind>', description: 'standard or alternate deployment', default: 'standard' },
      { flags: '--rounds <n>', description: 'rounds to play', default: '5' },
      {
        flags: '--cps <how>',
        description: 'control points: standard (plus sign 12" out) or placed (each side places a pair)',
        default: 'standard',
      },
      {
        flags: '--south <side>',
        description: 'the side holding the south table half: p1, p2, or dice for it per game',
        default: 'dice',
      },
      {
        flags: '--terrain <layout>',
        description: `terrain layout: ${TERRAIN_LAYOUTS.map((l) => l.id).join(', ')}`,
        default: DEFAULT_LAYOUT,
      },
    ],
  },
  odds: { options: oddsOptions, compute: computeOdds, format: formatOdds },
  // The round, as the table's header counts the game (not the activations taken so far).
  summarize: (s) => ({ turns: s.round, scores: { ...s.versus.vp } }),
  lab: {
    features: (setup) => ({
      p1: forceFeatures(setup, 'p1'),
      p2: forceFeatures(setup, 'p2'),
    }),
    setup(pool, options, seed) {
      const base = descriptor.quickSetup(options, seed)
      if (!base.ok || pool === 'examples') return base
      return ok(randomForces(base.value, seed))
    },
  },
}

export default descriptor
