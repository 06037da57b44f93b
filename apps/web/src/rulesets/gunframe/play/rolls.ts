/** GUNFRAME's rolls for the shell's dice tray: firepower, defense, pilot skill and initiative. */
import type { BattleEvent } from '@sortie/gunframe/battle'
import type { DieShown, RollShown } from '../../../shell/module.ts'
import type { BattleState } from '../engine.ts'
import { seatName, unitName } from './format.ts'

const tone = (v: number): DieShown['tone'] => (v === 6 ? 'crit' : v >= 4 ? 'hit' : 'miss')

function dice(values: readonly number[], rerolled: readonly number[] = []): DieShown[] {
  return values.map((v, i) => ({ value: v, tone: tone(v), rerolled: rerolled.includes(i) }))
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
        dice: r.map(([, v]) => ({ value: Math.min(6, v), tone: tone(Math.min(6, v)) })),
        result: r.map(([k, v]) => `${seatName(k, names)} ${v}`).join(' · '),
      }
    }
    case 'PilotSkillRoll':
      return {
        title: `${unitName(s, e.unit)} pilot roll`,
        dice: dice([e.roll]),
        result: e.success ? 'pass' : 'fail',
      }
    default:
      return null
  }
}
