/**
 * GF-ENV-DARKNESS (free evade): in the dark, a unit whose move ends in obscuring terrain with
 * every enemy more than 8" away may take an evade action at once for a Focus Point (free with
 * Stealth or Cloaking). The missions module says when it is offered and at what cost; this asks
 * the player once the move is done and performs the evade (still one evade a turn).
 */

import { freeEvadeCost } from '../../../missions/environment-rules.ts'
import type { TableRules } from '../../../table/contract.ts'
import { evadeAction } from '../../actions/counters.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import { choiceData } from '../../core/choice-data.ts'
import type { BattleCtx } from '../../core/context.ts'
import { canSpendFocus, spendFocus } from '../../core/focus.ts'
import { figureOf, findUnit } from '../../core/geo.ts'
import { CONTACT } from '../../core/open-ground.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { signedGap } from './geo.ts'

/** The base is in (not merely touching) an obscuring feature. */
export function inObscuring(s: BattleState, u: BattleUnit): boolean {
  return s.field.terrain.some(
    (f) =>
      f.category !== 'decorative' &&
      f.qualities.includes('obscuring') &&
      signedGap(u.pos, u.profile.radius, f.polygon) < -CONTACT,
  )
}

function nearestEnemy(s: BattleState, table: TableRules, u: BattleUnit): number {
  let best = Number.POSITIVE_INFINITY
  for (const o of s.units)
    if (o.status === 'table' && o.side !== u.side)
      best = Math.min(best, table.edgeDistance(figureOf(u), figureOf(o)))
  return best
}

/** After a completed move: offer the free evade if the dark allows it. */
export function offerDarkEvade(s: BattleState, c: BattleCtx, unit: string): void {
  const env = s.mission.environment
  const u = findUnit(s, unit)
  if (!env || !['darkness', 'sunrise', 'nightfall'].includes(env.settings.id)) return
  if (u?.status !== 'table' || u.turn.evadeUsed || u.counters.shutDown || u.counters.knockedDown) return
  const cost = freeEvadeCost(env, s.turn, {
    upgrades: u.profile.upgrades,
    inObscuring: inObscuring(s, u),
    nearestEnemy: nearestEnemy(s, c.table, u),
  })
  if (cost === null || (cost === 1 && !canSpendFocus(c.modules, s, u))) return
  ask(s, c, { id: 'dark-evade', seat: u.side, unit: u.id, options: ['evade', 'decline'], data: { cost } })
}

export const darkEvadeChoice: Readonly<Record<string, ChoiceHandler>> = {
  'dark-evade': (s, c, q, option) => {
    if (option !== 'evade') return undefined
    const u = findUnit(s, q.unit) as BattleUnit
    // Whatever happened since the move (the point spent elsewhere, an evade already taken) wins.
    if (
      u.status !== 'table' ||
      u.turn.evadeUsed ||
      (Number(choiceData(q, 'dark-evade')?.cost) === 1 && !canSpendFocus(c.modules, s, u))
    ) {
      c.emit({ type: 'ChanceLapsed', unit: u.id, option })
      return undefined
    }
    if (Number(choiceData(q, 'dark-evade')?.cost) === 1) {
      spendFocus(c.modules, s, u)
      c.emit({ type: 'FocusSpent', unit: u.id, for: 'dark-evade' })
    }
    c.emit({ type: 'DarkEvade', unit: u.id, cost: Number(choiceData(q, 'dark-evade')?.cost) })
    return evadeAction(s, c, u)
  },
}
