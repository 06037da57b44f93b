/**
 * The upgrades as a battle module: units prepared at the start, the steps before the first turn
 * (Nemesis, Impulsive, Recon), start-of-turn effects, initiative bonuses (Tactician, Command
 * Module), Split Fire's waiting shares and Nemesis's point at the end.
 */
import type { BattleModule } from '../../core/context.ts'
import { actionAllowed, beforeAction } from './actions.ts'
import { choicesOfUpgrades } from './choices.ts'
import { initiativeBonus } from './effects/initiative.ts'
import { runStartOfTurn } from './effects/table.ts'
import { choiceDecisions, extraActions, maverickDodges, quickReflexes, restrictBonus } from './legal.ts'
import { luckyPilot } from './lucky.ts'
import { nemesisAtEnd, preBattleStep } from './prebattle.ts'
import { prepareUnits } from './setup.ts'
import { specialAction } from './special.ts'
import { startQueuedAttack } from './split.ts'

export function upgradesModule(): BattleModule {
  return {
    id: 'upgrades',
    start(s, setup) {
      prepareUnits(s, setup.squadrons, setup.settings)
      return undefined
    },
    // The choices upgrades, power attacks and optional rules ask (after debris and groups).
    legal: (s, look, p) => (p.kind === 'choose' ? choiceDecisions(s, look.table, p) : undefined),
    reactions: quickReflexes,
    // A flying fast flyer must move; Swift Transform and Split Fire take the action over.
    checkAction: actionAllowed,
    beforeAction,
    special: (s, c, u, use, target) => specialAction(s, c, u, use, target) ?? 'done',
    unitActions: (s, look, u, seat) => extraActions(s, look.table, u, seat),
    restrictActions: restrictBonus,
    // GF-UPG-LUCKY: a failed Pilot Skill roll is rolled again once a battle.
    pilotReroll: luckyPilot,
    // GF-UPG-MAVERICK
    dodges: maverickDodges,
    beforeFirstTurn: preBattleStep,
    startOfTurn: runStartOfTurn,
    initiativeBonus,
    // A Split Fire share starts once the frames above it are done.
    settle(s, c, top) {
      if (top.t !== 'attack' || !top.queued) return false
      startQueuedAttack(s, c, top)
      return true
    },
    // GF-UPG-NEMESIS: a nemesis still standing earns its own side a point.
    gameEnd: nemesisAtEnd,
    // Swift Transform, Nemesis, Impulsive, Leader.
    choices: choicesOfUpgrades,
  }
}
