/** The answers to the questions the upgrades ask, by the question's id (the module's `choices`). */
import type { ChoiceHandler } from '../../core/choice.ts'
import { swiftTransformChoice } from './actions.ts'
import { luckyPilotChoice } from './lucky.ts'
import { impulsiveChoice, nemesisChoice } from './prebattle.ts'
import { leaderChoice } from './special.ts'

export const choicesOfUpgrades: Readonly<Record<string, ChoiceHandler>> = {
  ...swiftTransformChoice,
  ...nemesisChoice,
  ...impulsiveChoice,
  ...leaderChoice,
  ...luckyPilotChoice,
}
