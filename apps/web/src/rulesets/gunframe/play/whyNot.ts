/**
 * Why an action is not on offer: the engine is asked with a trial of the decision the player
 * would have made (on throwaway dice), and its refusal is shown in its own words. Nothing here
 * knows a rule; a probe the engine accepts is simply not reported.
 */
import type { BattleDecision, BattleState } from '../engine.ts'
import { trial } from '../engine.ts'
import { unitName } from './format.ts'

export interface WhyNot {
  action: string
  reason: string
}

const reasonOf = (state: BattleState, d: BattleDecision): string | null => {
  const r = trial(state, d)
  return r.ok ? null : r.error.message
}

/** For the unit now activating: each of attack, lock and evade that the engine does not offer, and why. */
export function whyNot(state: BattleState, unitId: string, legal: readonly BattleDecision[]): WhyNot[] {
  const u = state.units.find((x) => x.id === unitId)
  if (!u) return []
  const seat = u.owner ?? u.side
  const enemies = state.units.filter((o) => o.side !== u.side && o.status === 'table' && !o.piece)
  const out: WhyNot[] = []
  const perTarget = (kind: 'attack' | 'lock', label: string): void => {
    if (legal.some((d) => d.kind === kind)) return
    if (!enemies.length) {
      out.push({ action: label, reason: 'No enemy unit is on the table.' })
      return
    }
    // One line when every target gives the same answer, else the answer for each.
    const answers = enemies.map((t) => ({
      t,
      why: reasonOf(state, { seat, kind, target: t.id } as BattleDecision),
    }))
    const distinct = [...new Set(answers.map((a) => a.why).filter((x): x is string => !!x))]
    if (!distinct.length) return
    if (distinct.length === 1) out.push({ action: label, reason: distinct[0]! })
    else
      out.push({
        action: label,
        // Each answer once, with the targets it concerns.
        reason: distinct
          .map((why) => {
            const who = answers.filter((a) => a.why === why).map((a) => unitName(state, a.t.id))
            return `${why.replace(/\.$/, '')} (${who.join(', ')}).`
          })
          .join(' '),
      })
  }
  perTarget('attack', 'Attack')
  perTarget('lock', 'Target lock')
  if (!legal.some((d) => d.kind === 'evade')) {
    const why = reasonOf(state, { seat, kind: 'evade' } as BattleDecision)
    if (why) out.push({ action: 'Evade', reason: why })
  }
  return out
}
