/**
 * GUNFRAME's descriptor for the platform registry (DESIGN §2): the ruleset every app plays (the
 * battle over the table module's terrain rules, identical on server and web so hashes agree), the
 * quick battle, the catalogue and squadron files, the bots, the odds and a game's figures.
 */
import type { RulesetPackage } from '@sortie/engine'
import {
  type BattleDecision,
  type BattleSetup,
  type BattleState,
  createGunframeRuleset,
  type GunframeRuleset,
} from './battle/index.ts'
import { gunframeLab } from './lab/index.ts'
import { botPlayers } from './platform/bots.ts'
import { ODDS_OPTIONS, oddsOptionsFrom, runOdds } from './platform/odds.ts'
import { quickSetup, SIM_OPTIONS, simOptionsFrom, simSeats } from './platform/quick-setup.ts'
import { battleSetupSchema } from './platform/setup-schema.ts'
import {
  catalogueRows,
  checkSquadron,
  EXAMPLE_FILES,
  formatCatalogue,
  isSquadronFile,
  squadronCard,
} from './platform/units.ts'
import { tableRules } from './table/index.ts'

let built: GunframeRuleset | undefined
const ruleset = (): GunframeRuleset => {
  built ??= createGunframeRuleset({ table: tableRules })
  return built
}

const gunframe: RulesetPackage<BattleSetup, BattleState, BattleDecision> = {
  id: 'gunframe',
  title: 'GUNFRAME',
  summary: 'd6 pools, 4+ hits, power attacks, focus points and reactions: the complete 2018 core rules',
  ruleset,
  setupSchema: battleSetupSchema,
  quickSetup,
  seats: (setup) => (setup.teams ? Object.keys(setup.teams) : Object.keys(setup.squadrons ?? {}).sort()),
  units: {
    catalogue: () => ({ units: catalogueRows() }),
    validateRoster: (file, options) =>
      checkSquadron(file, options?.optional === false ? { optionalRules: false } : {}),
    card: squadronCard,
    examples: EXAMPLE_FILES,
    isRoster: isSquadronFile,
    format: formatCatalogue,
  },
  bots: botPlayers(ruleset),
  sim: { options: SIM_OPTIONS },
  odds: {
    options: ODDS_OPTIONS,
    compute(values) {
      const out = runOdds({ ...oddsOptionsFrom(values), json: true })
      if (out.code !== 0)
        return {
          ok: false,
          error: {
            code: 'gunframe/bad_odds_options',
            message: out.stderr.replace(/^sortie odds: /, '').trim(),
          },
        }
      return { ok: true, value: JSON.parse(out.stdout) }
    },
    // The readable histogram is drawn from the same values (the odds are exact and cheap).
    format: (_value, values) => runOdds({ ...oddsOptionsFrom(values), json: false }).stdout,
  },
  summarize: (s) => ({ turns: s.turn, scores: { ...s.vp } }),
  lab: gunframeLab,
}

export default gunframe
export { simOptionsFrom, simSeats }
