/** The Frame Zero ruleset: start, prompt, legal, reduce, outcome, view. */
import { defineRuleset, type Ruleset } from '@sortie/engine'
import { startBattle } from './core/setup.ts'
import { legal } from './legal.ts'
import { prompt } from './prompt.ts'
import { reduce } from './reduce.ts'
import type { FzDecision, FzEvent, FzPrompt, FzSetup, FzState } from './types.ts'

export type FzRuleset = Ruleset<FzSetup, FzState, FzDecision, FzPrompt, FzEvent>

export function framezeroRuleset(): FzRuleset {
  return defineRuleset<FzSetup, FzState, FzDecision, FzPrompt, FzEvent>({
    id: 'framezero',
    start: startBattle,
    prompt,
    legal,
    reduce,
    outcome: (s) => s.result,
    // Nothing in Frame Zero is hidden: every seat sees the whole table.
    view: (s) => s,
    precision: 3,
  })
}
