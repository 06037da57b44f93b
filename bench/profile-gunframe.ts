/** `node --cpu-prof --import tsx bench/profile-gunframe.ts [games] [botA,botB]`: a profile of greedy games. */
import { emptySplit, playSplit } from './gunframe-game.ts'

const games = Number(process.argv[2] ?? 3)
const bots = (process.argv[3] ?? 'greedy,greedy').split(',') as [string, string]
const split = emptySplit()
for (let i = 0; i < games; i++) playSplit(`prof-${i}`, bots, split)
const per = (x: number) => (x / split.decisions).toFixed(3)
console.log(
  JSON.stringify({
    ...split,
    gamesPerSec: split.games / (split.totalMs / 1000),
    perDecisionMs: { legal: per(split.legalMs), bot: per(split.botMs), apply: per(split.applyMs) },
  }),
)
