/**
 * The Frame Zero descriptor for the registry (`@sortie/framezero/package`): ruleset, setup schema,
 * quick battles, company builder, bots, exact odds.
 */
import { botLineUp, err, type RulesetPackage } from '@sortie/engine'
import { setupSchema } from './battle/core/schema.ts'
import { scores } from './battle/core/scores.ts'
import { framezeroRuleset } from './battle/ruleset.ts'
import type { FzDecision, FzEvent, FzPrompt, FzSetup, FzState } from './battle/types.ts'
import { greedyBot, randomBot, searchBot, searchEasyBot, searchHardBot } from './bots/index.ts'
import { computeOdds, formatOdds, oddsOptions } from './odds/cli.ts'
import { isPairing, PAIRINGS, quickBattle } from './quick.ts'
import { catalogue, isCompanyFile, validateCompany } from './units/index.ts'

let cached: ReturnType<typeof framezeroRuleset> | undefined

const descriptor: RulesetPackage<FzSetup, FzState, FzDecision, FzPrompt, FzEvent> = {
  id: 'framezero',
  title: 'Mobile Frame Zero: Rapid Attack',
  summary:
    'Brick-built mecha companies bid, deploy and fight over stations until the doomsday clock runs out.',
  ruleset: () => {
    cached ??= framezeroRuleset()
    return cached
  },
  setupSchema,
  quickSetup(options) {
    const players = options.players === undefined ? 2 : Number(options.players)
    const size = options.size === undefined ? 'skirmish' : String(options.size)
    if (size !== 'skirmish' && size !== 'battle')
      return err('framezero/bad_size', `--size must be skirmish or battle, not ${size}.`)
    if (!Number.isInteger(players)) return err('framezero/player_count', `--players must be 2 to 5.`)
    const pairing = options.pairing === undefined ? 'mirror' : String(options.pairing)
    if (!isPairing(pairing))
      return err('framezero/bad_pairing', `--pairing must be ${PAIRINGS.join(' or ')}, not ${pairing}.`)
    const on = (v: unknown) => v === true || v === 'true'
    return quickBattle(players, size, {
      difficult: on(options.difficult),
      hazards: on(options.hazards),
      pairing,
    })
  },
  seats: (setup) => setup.players.map((p) => p.seat),
  units: {
    catalogue,
    validateRoster: (file) => validateCompany(file),
    isRoster: isCompanyFile,
  },
  // The pickers' order: the first is the default opponent (the search bot at normal), then the
  // other levels, then the simple bots (lab runs still default to greedy, see defaultLabBots).
  bots: botLineUp({
    search: searchBot,
    hard: searchHardBot,
    easy: searchEasyBot,
    greedy: greedyBot,
    greedyDescription: 'Takes the best-looking choice of the moment without looking ahead.',
    random: randomBot,
  }),
  sim: {
    options: [
      { flags: '--players <n>', description: 'players (2–5)', default: '2' },
      { flags: '--size <size>', description: 'skirmish or battle', default: 'skirmish' },
      { flags: '--difficult', description: 'alternative rule: difficult terrain on the table' },
      { flags: '--hazards', description: 'alternative rule: hazard areas on the table' },
      {
        flags: '--pairing <p>',
        description:
          'mirror (every seat the same company, the fair game) or example (a different company each)',
        default: 'mirror',
      },
    ],
  },
  odds: { options: oddsOptions, compute: computeOdds, format: formatOdds },
  summarize: (s) => ({ turns: s.round, scores: scores(s) }),
}

export default descriptor
