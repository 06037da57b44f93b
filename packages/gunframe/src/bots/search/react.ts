/**
 * Scores the other side's choices during our activation: reactions (a shot back, a step into
 * cover, an evade), each weighed against the focus point it costs, and which unit to activate.
 */
import type { Vec } from '@sortie/engine'
import type { BattleDecision, BattleState, BattleUnit, ReactFrame } from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'
import { f1, figs, focusCost, type Scored } from './action.ts'
import { exposure, spotValue, WEIGHTS, type Weights } from './position.ts'
import { attackValue, bestAttack } from './value.ts'

export function scoreReactions(
  s: BattleState,
  table: TableRules,
  frame: ReactFrame,
  legal: readonly BattleDecision[],
  w: Weights = WEIGHTS,
): Scored[] {
  const by = s.units.find((x) => x.id === frame.trigger.by)
  const out: Scored[] = []
  for (const d of legal) {
    if (d.kind !== 'react') {
      out.push({ decision: d, score: 0, note: 'hold the focus point' })
      continue
    }
    const u = s.units.find((x) => x.id === d.unit) as BattleUnit
    const cost = d.free ? 0 : focusCost(s, u.side)
    if (d.action === 'attack' && by) {
      const a = attackValue(s, table, u, by)
      out.push({
        decision: d,
        score: (a?.value ?? 0) - cost,
        note: a
          ? `shoot back at ${by.profile.name}: exp. dmg ${f1(a.expectedDamage)}, kill ${Math.round(a.pKill * 100)}%`
          : 'shoot back',
        figures: figs({ 'exp. damage': a?.expectedDamage ?? 0, kill: a?.pKill ?? 0 }),
      })
    } else if (d.action === 'move' && d.path) {
      const here = spotValue(s, table, u, { pos: u.pos, facing: u.facing }, w)
      const there = spotValue(
        s,
        table,
        u,
        { pos: d.path[d.path.length - 1] as Vec, facing: d.facing ?? u.facing },
        w,
      )
      out.push({
        decision: d,
        score: there.total - here.total - cost,
        note: `step away: risk ${f1(here.risk)} → ${f1(there.risk)}`,
        figures: figs({ risk: there.risk, objective: there.objective }),
      })
    } else if (d.action === 'evade') {
      const at = { pos: u.pos, facing: u.facing }
      const gain = u.counters.evade
        ? 0
        : exposure(s, table, u, at, w) -
          exposure(s, table, { ...u, counters: { ...u.counters, evade: true } }, at, w)
      out.push({
        decision: d,
        score: gain - cost,
        note: `evade: risk −${f1(gain)}`,
        figures: figs({ risk: -gain }),
      })
    } else out.push({ decision: d, score: -cost, note: d.action })
  }
  return out
}

/** Which unit to activate: the best shot it has now, plus how badly it needs to get out of the way. */
export function scoreActivations(
  s: BattleState,
  table: TableRules,
  legal: readonly BattleDecision[],
  w: Weights = WEIGHTS,
): Scored[] {
  const out: Scored[] = []
  for (const d of legal) {
    if (d.kind !== 'activate') {
      out.push({ decision: d, score: -1, note: d.kind })
      continue
    }
    const u = s.units.find((x) => x.id === d.unit) as BattleUnit
    const shot = bestAttack(s, table, u, { turn: true })
    const risk = exposure(s, table, u, { pos: u.pos, facing: u.facing }, w)
    out.push({
      decision: d,
      score: (shot?.value ?? 0) + 0.3 * risk,
      note: `${u.profile.name}: best shot ${f1(shot?.value ?? 0)} pts${shot ? ` on ${shot.target.profile.name}` : ''}, risk ${f1(risk)}`,
      figures: figs({ 'exp. damage': shot?.expectedDamage ?? 0, risk }),
    })
  }
  return out
}
