/**
 * Scores every choice of an activating unit by looking ahead over the rest of its activation:
 * a move is worth the spot it ends on plus the best shot from there when an action is left; a shot
 * is worth the points it is expected to take (exact odds) plus the best spot to fall back to
 * afterwards; a lock is worth the stronger shot that follows; an evade the enemy fire it blunts.
 */
import type { Vec } from '@sortie/engine'
import type { ActivationFrame, BattleDecision, BattleState, BattleUnit } from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'
import { exposure, objectiveValue, type Spot, spotValue, WEIGHTS, type Weights } from './position.ts'
import { attackValue, bestAttack } from './value.ts'

/**
 * What a focus point is worth kept for later in the turn (rapid fire, a reaction elsewhere):
 * points left over are lost at the End phase, so the last one is dearest and spares are cheap.
 */
export function focusCost(s: BattleState, seat: string): number {
  const left = s.focus[seat] ?? 0
  return left >= 3 ? 0.3 : left === 2 ? 0.5 : 0.8
}

export interface Scored {
  decision: BattleDecision
  score: number
  note: string
  /** The figures behind the score (points): "exp. damage", "risk", "objective"… for the overlay's labels. */
  figures?: Record<string, number>
}

/** Figures rounded to 0.1 for labels. */
export const figs = (f: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Math.round(v * 10) / 10]))

export interface ActionOptions {
  /** Look at what the unit's next action could add (off for the easy level). */
  followUp: boolean
  weights?: Weights
  /** At most this many moves are weighed in full (the rest by a cheap pre-score). */
  maxMoves?: number
}

/** A figure for a note, to 0.1. */
export const f1 = (x: number) => x.toFixed(1)
const nameOf = (s: BattleState, id: string) => s.units.find((u) => u.id === id)?.profile.name ?? id

function endOf(d: Extract<BattleDecision, { kind: 'move' }>): Spot {
  return { pos: d.path[d.path.length - 1] as Vec, facing: d.facing }
}

export function scoreActions(
  s: BattleState,
  table: TableRules,
  frame: ActivationFrame,
  legal: readonly BattleDecision[],
  o: ActionOptions,
): Scored[] {
  const w = o.weights ?? WEIGHTS
  const u = s.units.find((x) => x.id === frame.unit) as BattleUnit
  const here: Spot = { pos: u.pos, facing: u.facing }
  const stay = spotValue(s, table, u, here, w)
  const more = o.followUp && frame.actionsLeft >= 2
  const out: Scored[] = []

  // Moves first: the best of them is also the fall-back after a shot.
  let moves = legal.filter((d): d is Extract<BattleDecision, { kind: 'move' }> => d.kind === 'move')
  const risks = new Map<BattleDecision, number>()
  if (o.maxMoves !== undefined && moves.length > o.maxMoves) {
    // Cheap pre-score: the objectives at the end spot less the risk there (risk alone would keep
    // only the safe corners and never weigh the spot on a marker, where the VP are).
    const pre = moves.map((d) => {
      const r = exposure(s, table, u, endOf(d), w)
      return { d, r, v: objectiveValue(s, u, endOf(d).pos, w) - r }
    })
    pre.sort((a, b) => b.v - a.v)
    for (const x of pre) risks.set(x.d, x.r)
    moves = pre.slice(0, o.maxMoves).map((x) => x.d)
  }
  let bestMoveGain = 0
  for (const d of moves) {
    const at = endOf(d)
    const v = spotValue(s, table, u, at, w, risks.get(d))
    let shot = 0
    let shotNote = ''
    let dmg = 0
    if (more) {
      const b = bestAttack(s, table, u, { frame, at })
      if (b) {
        shot = b.value
        dmg = b.expectedDamage
        shotNote = `, then shoot ${b.target.profile.name} (exp. dmg ${f1(b.expectedDamage)})`
      }
    }
    const standUp = u.counters.knockedDown ? 5 : 0
    bestMoveGain = Math.max(bestMoveGain, v.total - stay.total)
    out.push({
      decision: d,
      score: v.total + shot + standUp,
      note: `move: risk ${f1(v.risk)}, threat ${f1(v.threat)}, objective ${f1(v.objective)}${shotNote}`,
      figures: figs({ 'exp. damage': dmg, risk: v.risk, objective: v.objective }),
    })
  }
  const evadeGain =
    u.counters.evade || u.turn.evadeUsed
      ? 0
      : stay.risk - exposure(s, table, { ...u, counters: { ...u.counters, evade: true } }, here, w)

  for (const d of legal) {
    switch (d.kind) {
      case 'attack': {
        const t = s.units.find((x) => x.id === d.target)
        const a = t && attackValue(s, table, u, t, { frame })
        if (!a || !t) break
        const focus =
          (d.rapidFire || a.plan.needsRapidFire) && !a.plan.freeRapidFire ? focusCost(s, u.side) : 0
        const after = more ? Math.max(bestMoveGain, evadeGain) : 0
        out.push({
          decision: d,
          score: stay.total + a.value - focus + after,
          note: `attack ${t.profile.name}: exp. dmg ${f1(a.expectedDamage)}, kill ${Math.round(a.pKill * 100)}%, ${f1(a.value)} pts at stake; risk ${f1(stay.risk)}`,
          figures: figs({
            'exp. damage': a.expectedDamage,
            kill: a.pKill,
            risk: stay.risk,
            objective: stay.objective,
          }),
        })
        break
      }
      case 'lock': {
        const t = s.units.find((x) => x.id === d.target)
        const a =
          more && t && !t.counters.lock ? attackValue(s, table, u, t, { frame, focusFire: true }) : null
        out.push({
          decision: d,
          score: stay.total + (a ? a.value * 0.95 : 0.05),
          note: a ? `lock ${nameOf(s, d.target)} then focus fire: exp. dmg ${f1(a.expectedDamage)}` : 'lock',
          figures: figs({
            'exp. damage': a?.expectedDamage ?? 0,
            risk: stay.risk,
            objective: stay.objective,
          }),
        })
        break
      }
      case 'evade': {
        const b = more ? bestAttack(s, table, u, { frame }) : null
        out.push({
          decision: d,
          score: stay.total + evadeGain + (b?.value ?? 0),
          note: `evade: risk ${f1(stay.risk)} → ${f1(stay.risk - evadeGain)}`,
          figures: figs({ risk: stay.risk - evadeGain, objective: stay.objective }),
        })
        break
      }
      case 'end-activation':
        out.push({
          decision: d,
          score: stay.total - 0.05,
          note: `end: risk ${f1(stay.risk)}`,
          figures: figs({ risk: stay.risk, objective: stay.objective }),
        })
        break
      case 'special':
        out.push({ decision: d, score: stay.total + 5, note: 'special action' })
        break
      case 'mission-action':
        out.push({ decision: d, score: stay.total + 4, note: 'mission action' })
        break
      case 'move':
        break
      default:
        out.push({ decision: d, score: stay.total - 0.1, note: d.kind })
    }
  }
  return out
}
