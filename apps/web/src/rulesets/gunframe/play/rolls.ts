/**
 * GUNFRAME's rolls for the shell's dice tray: firepower, defense, pilot skill and initiative. Each
 * die is coloured by the engine's reading of it, never by a threshold written here.
 */
import { type BattleEvent, luckyIndices } from '@sortie/gunframe/battle'
import type { DieShown, RollShown } from '../../../shell/module.ts'
import type { BattleState } from '../engine.ts'
import { seatName, unitName } from './format.ts'

type Tone = NonNullable<DieShown['tone']>

/**
 * Attack and defense dice as the engine reads them: the faces its Lucky question calls failed
 * (re-roll every failed die), the sixes it keeps apart (re-roll every die but the sixes), and the
 * plain successes between.
 */
export function poolTones(values: readonly number[]): Tone[] {
  const failed = new Set(luckyIndices(values, 'reroll', undefined))
  const notSix = new Set(luckyIndices(values, 'reroll-non-six', undefined))
  return values.map((_, i) => (failed.has(i) ? 'miss' : notSix.has(i) ? 'hit' : 'crit'))
}

function dice(values: readonly number[], rerolled: readonly number[] = []): DieShown[] {
  const tones = poolTones(values)
  return values.map((v, i) => ({ value: v, tone: tones[i] ?? 'plain', rerolled: rerolled.includes(i) }))
}

export function rollOf(s: BattleState, e: BattleEvent, names?: Record<string, string>): RollShown | null {
  switch (e.type) {
    case 'FirepowerRolled':
      return {
        title: `${unitName(s, e.attacker)} fires`,
        dice: dice(e.dice, e.rerolled),
        result: `${e.hits} hit · ${e.sixes}×6`,
      }
    case 'DefenseRolled':
      return {
        title: `${unitName(s, e.unit)} defends`,
        dice: dice(e.dice, e.rerolled),
        result: `${e.blocks} block`,
      }
    case 'InitiativeRolled': {
      const r = Object.entries(e.rolls)
      return {
        title: 'Initiative',
        // The sides' totals are compared: no face passes or fails on its own.
        dice: r.map(([, v]) => ({ value: Math.min(6, v), tone: 'plain' as const })),
        result: r.map(([k, v]) => `${seatName(k, names)} ${v}`).join(' · '),
      }
    }
    case 'PilotSkillRoll':
      return {
        title: `${unitName(s, e.unit)} pilot roll`,
        // A pass on the unit's own Pilot Skill or more, as the engine judged it (not 4+).
        dice: [{ value: e.roll, tone: e.success ? 'hit' : 'miss' }],
        result: `${e.success ? 'pass' : 'fail'} (needs ${e.skill}+)`,
      }
    default:
      return null
  }
}
