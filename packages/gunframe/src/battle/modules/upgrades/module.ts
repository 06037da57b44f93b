/**
 * The upgrades as a battle module: units prepared at the start, the steps before the first turn
 * (Nemesis, Impulsive, Recon), start-of-turn effects, initiative bonuses (Tactician, Command
 * Module), Split Fire's waiting shares and Nemesis's point at the end.
 */
import type { BattleModule } from '../../core/context.ts'
import { actionAllowed, beforeAction, mustMove, swiftInReaction } from './actions.ts'
import { attackChoices, offerAblative } from './attack-choices.ts'
import { BONUS_ACTIVATION_CHOICES, offerWingman, offerWingmanAfterReaction } from './bonus-activation.ts'
import { choicesOfUpgrades } from './choices.ts'
import { buddyOf, defenseMatrix, offerWellOiled, spendQuickReflexes, veteranEvade } from './counters.ts'
import { attackSituation } from './dice.ts'
import { initiativeBonus } from './effects/initiative.ts'
import { runStartOfTurn, upgradeExtraFocus, upgradeFocus } from './effects/table.ts'
import { flightOf } from './flight.ts'
import { GUARDIAN_CHOICES, offerGuardian, offerMoveGuardian, offerSplashGuardian } from './guardian.ts'
import { crushObstacles } from './heavy.ts'
import { choiceDecisions, extraActions, quickReflexes, restrictBonus } from './legal.ts'
import { luckyPilot, offerLucky } from './lucky.ts'
import { maverickDodges, maverickMay } from './maverick.ts'
import { moveProfileOf } from './move-profile.ts'
import { nemesisAtEnd, preBattleStep } from './prebattle.ts'
import { prepareUnits } from './setup.ts'
import { specialAction } from './special.ts'
import { bestSpecialMove } from './special-moves.ts'
import { startQueuedAttack } from './split.ts'
import { terrifiedOf } from './terrifying.ts'
import { unitTraitsOf, weaponTraitsOf } from './traits.ts'
import { offerWellRead, WELL_READ_CHOICES } from './well-read.ts'

export function upgradesModule(): BattleModule {
  return {
    id: 'upgrades',
    // Lucky, Guardian, Parry and Ablative Armour inside the attack sequence; the bonus
    // activations' and Well Read's answers.
    choices: {
      ...attackChoices,
      ...GUARDIAN_CHOICES,
      ...BONUS_ACTIVATION_CHOICES,
      ...WELL_READ_CHOICES,
      ...choicesOfUpgrades,
    },
    beforeHit: offerGuardian,
    beforeSplash: offerSplashGuardian,
    beforeMoveDamage: offerMoveGuardian,
    beforePower: offerAblative,
    start(s, setup) {
      prepareUnits(s, setup.squadrons, setup.settings)
      return undefined
    },
    // The choices upgrades, power attacks and optional rules ask (after debris and groups).
    legal: (s, look, p) => (p.kind === 'choose' ? choiceDecisions(s, look, p) : undefined),
    reactions: quickReflexes,
    // A flying fast flyer must move; Swift Transform and Split Fire take the action over.
    checkAction: actionAllowed,
    // GF-UPG-WINGMAN
    actionDeclared: offerWingman,
    // GF-UPG-WINGMAN, GF-UPG-SWIFT-TRANSFORM: after (and, for Swift Transform, before) a reaction.
    reactionDeclared(s, c, u, d) {
      offerWingmanAfterReaction(s, c, u, d.action)
      return swiftInReaction(s, c, u, d)
    },
    beforeAction,
    special: (s, c, u, use, target) => specialAction(s, c, u, use, target) ?? 'done',
    unitActions: extraActions,
    bestUnitMove: bestSpecialMove,
    restrictActions: restrictBonus,
    movesShapeActions: mustMove,
    // GF-UPG-LUCKY: a failed Pilot Skill roll is rolled again once a battle; an attack or defense
    // roll asks which dice.
    pilotReroll: luckyPilot,
    offerReroll: offerLucky,
    // GF-UPG-FLY, GF-UPG-FAST-FLYER
    flight: flightOf,
    moveProfile: moveProfileOf,
    // GF-UPG-TERRIFYING
    stopsShort: terrifiedOf,
    // GF-UPG-HEAVY
    crossedObstacles: crushObstacles,
    // Every attacker, weapon and defender upgrade shapes the dice (GF-ODDS-SAME-DICE).
    attackSituation,
    // GF-UPG-MAVERICK
    dodges: maverickDodges,
    dodgeTransform: maverickMay,
    weaponTraits: weaponTraitsOf,
    unitTraits: unitTraitsOf,
    // GF-UPG-DEFENSE-MATRIX, GF-UPG-WELL-OILED, GF-UPG-VETERAN, GF-UPG-QUICK-REFLEXES, GF-UPG-BUDDIES
    lockResisted: defenseMatrix,
    locked: offerWellOiled,
    lockShaken: veteranEvade,
    spendFreeReaction: spendQuickReflexes,
    reactsWith: buddyOf,
    beforeFirstTurn: preBattleStep,
    startOfTurn: runStartOfTurn,
    // GF-UPG-HERO, GF-UPG-ACE
    focusBonus: upgradeFocus,
    extraFocus: upgradeExtraFocus,
    initiativeBonus,
    initiativeLost: offerWellRead,
    // A Split Fire share starts once the frames above it are done.
    settle(s, c, top) {
      if (top.t !== 'attack' || !top.queued) return false
      startQueuedAttack(s, c, top)
      return true
    },
    // GF-UPG-NEMESIS: a nemesis still standing earns its own side a point.
    gameEnd: nemesisAtEnd,
  }
}
