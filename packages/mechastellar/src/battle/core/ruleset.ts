/** The MechaStellar VER10 ruleset over the engine contract. */
import { defineRuleset, type Outcome, type Seat } from '@sortie/engine'
import { winnerOf } from '../modules/versus.ts'
import { legal } from './legal.ts'
import type { Decision, MsEvent, Prompt } from './messages.ts'
import { viewOf } from './pregame.ts'
import { prompt } from './prompt.ts'
import { reduce } from './reduce.ts'
import { startBattle } from './setup.ts'
import type { MsSetup, MsState } from './types.ts'

export function outcome(s: MsState): Outcome | null {
  if (s.phase !== 'over') return null
  const w = winnerOf(s)
  return {
    winners: w ? [w] : [],
    draw: w === null,
    // The scores travel beside the reason; a negative score in a dash pair read as a range.
    reason: `Versus mission over after round ${s.round}`,
    scores: { ...s.versus.vp },
  }
}

export const mechastellarRuleset = () =>
  defineRuleset<MsSetup, MsState, Decision, Prompt, MsEvent>({
    id: 'mechastellar',
    start: startBattle,
    prompt,
    legal,
    reduce,
    outcome,
    // The table is open; only a commander pick stays sealed until both sides have named theirs.
    view: (s: MsState, seat: Seat) => viewOf(s, seat),
    precision: 4,
  })
