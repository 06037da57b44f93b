/**
 * The prompts, legal lists and decisions the missions add to the battle: setup questions,
 * deployment with reserves, the free-for-all edge choice, activation (with ambushers), the End
 * phase's reserve calls, and reactions to movement as the environment allows them. prompt.ts,
 * legal.ts and ruleset.ts hand these over first and fall back to the core rules.
 */
import type { RuleError } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import { afterDamage } from '../../actions/attack.ts'
import { allowedReactors } from '../../actions/reactions.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { BattlePrompt } from '../../core/prompt-types.ts'
import type { BattleDecision, BattleState, Frame } from '../../core/types.ts'
import { ffaChooseHalf, ffaHalfLegal, ffaHalfPrompt } from '../multi/ffa.ts'
import { doMissionAction } from './actions.ts'
import { deployLegal, deployPrompt, deployUnit, reserveUnit } from './deploy.ts'
import {
  ambushers,
  ambushLegal,
  decideAmbush,
  decideArrive,
  decideCallReserves,
  holdAmbush,
  reservesLegal,
  reservesPrompt,
} from './reserves.ts'
import { answerSetup, chooseHalf, halvesFor, setupLegal, setupPrompt } from './setup.ts'
import { activates } from './units.ts'

/** Prompt kinds the missions add, with the decisions that answer them. */

/** The mission's prompt for this state, or undefined when the core rules ask. */
export function missionPrompt(s: BattleState): BattlePrompt | null | undefined {
  if (s.phase === 'setup') return setupPrompt(s)
  if (s.phase === 'half' && s.mission.ffa) return ffaHalfPrompt(s)
  if (s.phase === 'deploy') return deployPrompt(s)
  if (s.phase !== 'play') return undefined
  const top = s.stack[s.stack.length - 1]
  if (top?.t === 'reserves') return reservesPrompt(s, top)
  if (!top) {
    const seat = s.next ?? s.seats[0]
    const units = s.units
      .filter((u) => u.side === seat && u.status === 'table' && !u.turn.activated && activates(u))
      .map((u) => u.id)
    const amb = ambushers(s, seat).map((u) => u.id)
    return { seat, kind: 'activate', units, turn: s.turn, ...(amb.length > 0 ? { ambush: amb } : {}) }
  }
  return undefined
}

/** The mission's legal list for a prompt, or undefined when the core rules list it. */
export function missionLegal(
  s: BattleState,
  table: TableRules,
  p: BattlePrompt,
): BattleDecision[] | undefined {
  const seat = p.seat
  const top = s.stack[s.stack.length - 1]
  switch (p.kind) {
    case 'mission-setup':
      return setupLegal(s)
    case 'choose-half':
      return s.mission.ffa
        ? ffaHalfLegal(s)
        : halvesFor(s).map((half) => ({ seat, kind: 'choose-half', half }))
    case 'deploy':
      return deployLegal(s, table)
    case 'activate': {
      const out: BattleDecision[] = p.units.map((unit) => ({ seat, kind: 'activate', unit }))
      return [...out, ...(p.ambush ? ambushLegal(s, table, seat) : [])]
    }
    case 'call-reserves':
    case 'arrive':
    case 'scatter':
      return top?.t === 'reserves' ? reservesLegal(s, table, top) : []
    default:
      return undefined
  }
}

/** Decisions the missions handle; undefined hands the decision back to the core rules. */
export function missionDecide(
  s: BattleState,
  c: BattleCtx,
  d: BattleDecision,
): RuleError | undefined | 'core' {
  switch (d.kind) {
    case 'choose-half':
      return s.mission.ffa ? ffaChooseHalf(s, c, d.seat, d.half) : chooseHalf(s, d.seat, d.half)
    case 'deploy':
      return deployUnit(s, c, d)
    case 'reserve':
      return reserveUnit(s, c, d)
    case 'mission-setup':
      return answerSetup(s, c, d)
    case 'mission-action':
      return doMissionAction(s, c, d)
    case 'call-reserves':
      return decideCallReserves(s, c, d)
    case 'arrive':
      return decideArrive(s, c, d)
    case 'ambush':
      return decideAmbush(s, c, d)
    case 'pass':
      // GF-MIS-AMBUSH-ARRIVAL: with only ambushers left, the side may pass for the rest of the turn.
      return s.phase === 'play' && s.stack.length === 0 ? holdAmbush(s, c, d.seat) : 'core'
    case 'react': {
      const top = s.stack[s.stack.length - 1]
      if (top?.t === 'react' && (!allowedReactors(s, c, top).includes(d.unit) || !reactionFits(s, d)))
        return {
          code: 'gunframe/cannot_react',
          message: 'That unit may not react now.',
          detail: { unit: d.unit },
        }
      return 'core'
    }
    default:
      return 'core'
  }
}

/** GF-MIS-RAID-GUN: a gun emplacement reacts only by attacking. */
export const reactionFits = (s: BattleState, d: BattleDecision): boolean =>
  d.kind !== 'react' || d.action === 'attack' || s.units.find((u) => u.id === d.unit)?.piece === undefined

/** A structure's defense sixes give it no dodge: the attack goes straight on (power points). */
export function skipStructureDodge(s: BattleState, c: BattleCtx, top: Frame): boolean {
  if (top.t !== 'attack' || top.step !== 'dodge') return false
  const t = s.units.find((u) => u.id === top.target)
  if (!t?.piece || t.profile.speed > 0) return false
  top.dodge = 0
  afterDamage(s, c, top)
  return true
}
