/** GUNFRAME's rolls for the shell's dice tray: firepower, defense, pilot skill and initiative. */
import type { DieShown, RollShown } from '../../../shell/module.ts'
import type { BattleState } from '../engine.ts'
import { seatName, unitName } from './format.ts'

type Ev = { type: string; [k: string]: unknown }

const tone = (v: number): DieShown['tone'] => (v === 6 ? 'crit' : v >= 4 ? 'hit' : 'miss')

function dice(e: Ev): DieShown[] {
  const values = (e.dice as number[] | undefined) ?? (typeof e.roll === 'number' ? [e.roll] : [])
  const rerolled = Array.isArray(e.rerolled) ? (e.rerolled as number[]) : []
  return values.map((v, i) => ({ value: v, tone: tone(v), rerolled: rerolled.includes(i) }))
}

export function rollOf(s: BattleState, e: Ev, names?: Record<string, string>): RollShown | null {
  switch (e.type) {
    case 'FirepowerRolled':
      return {
        title: `${unitName(s, e.attacker)} fires`,
        dice: dice(e),
        result: `${e.hits} hit · ${e.sixes}×6`,
      }
    case 'DefenseRolled':
      return { title: `${unitName(s, e.unit)} defends`, dice: dice(e), result: `${e.blocks} block` }
    case 'InitiativeRolled': {
      const r = Object.entries(e.rolls as Record<string, number>)
      return {
        title: 'Initiative',
        dice: r.map(([, v]) => ({ value: Math.min(6, v), tone: tone(Math.min(6, v)) })),
        result: r.map(([k, v]) => `${seatName(k, names)} ${v}`).join(' · '),
      }
    }
    case 'PilotSkillRoll':
      return {
        title: `${unitName(s, e.unit)} pilot roll`,
        dice: dice(e),
        result: e.success ? 'pass' : 'fail',
      }
    default:
      return null
  }
}
