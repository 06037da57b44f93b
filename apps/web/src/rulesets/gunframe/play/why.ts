/**
 * The "why?" overlay's marks: what the bot weighed for its last decision, turned into things to
 * draw — an arrow from the unit to each target it considered, a ghost base at each spot it
 * considered moving to or deploying on, a ring on each unit it considered activating, and a tag
 * beside the unit for choices with no place (evade, end). Every mark carries the bot's own score and figures: the
 * table draws what the bot returned and judges nothing.
 */
import type { BotCandidate, Vec } from '@sortie/engine'
import type { BattleDecision, BattleState } from '../engine.ts'
import { unitById, unitName } from './format.ts'

export interface WhyMark {
  kind: 'arrow' | 'ghost' | 'ring' | 'tag'
  /** The unit's position (arrows and ghost paths start here). */
  from: Vec
  /** Where the mark points: the target, the ghost's spot, the unit itself. */
  to: Vec
  radius: number
  facing?: number
  /** "4.2 · dmg 2.1 · risk 0.8" */
  label: string
  /** The bot's own sentence. */
  note: string
  score: number
  chosen: boolean
  /** 0 = the best-scored candidate. */
  rank: number
}

const SHORT: Record<string, string> = { 'exp. damage': 'dmg', objective: 'obj' }

/** "4.2 · dmg 2.1 · kill 35% · risk 0.8 · obj 1.2" from a candidate's score and figures. */
export function whyLabel(c: Pick<BotCandidate<unknown>, 'score' | 'figures'>): string {
  const parts = [`${c.score >= 0 ? '+' : ''}${c.score.toFixed(1)}`]
  for (const [k, v] of Object.entries(c.figures ?? {})) {
    if (k === 'kill') {
      if (v > 0) parts.push(`kill ${Math.round(v * 100)}%`)
    } else if (v !== 0 || k === 'risk') parts.push(`${SHORT[k] ?? k} ${v.toFixed(1)}`)
  }
  return parts.join(' · ')
}

/**
 * The marks for a bot's choice, read against the state it decided in (`actor`: the unit the
 * prompt named then, for decisions that do not name their unit).
 */
export function whyMarks(
  s: BattleState,
  actor: string | null,
  candidates: readonly BotCandidate<BattleDecision>[],
  chosen: number,
): WhyMark[] {
  const out: WhyMark[] = []
  candidates.forEach((c, rank) => {
    const d = c.decision
    const own =
      'unit' in d && typeof d.unit === 'string' ? unitById(s, d.unit) : actor ? unitById(s, actor) : undefined
    if (!own) return
    const base = {
      from: own.pos,
      radius: own.profile.radius,
      label: whyLabel(c),
      note: c.note ?? d.kind,
      score: c.score,
      chosen: rank === chosen,
      rank,
    }
    // A unit still to deploy has no place yet: its ghost stands alone on the spot weighed.
    if (d.kind === 'deploy') {
      out.push({ ...base, kind: 'ghost', from: d.pos, to: d.pos, facing: d.facing })
      return
    }
    const step = d.kind === 'move' || d.kind === 'react' ? d : null
    if (step?.path && step.path.length > 0) {
      out.push({
        ...base,
        kind: 'ghost',
        from: step.path[0] as Vec,
        to: step.path[step.path.length - 1] as Vec,
        ...(typeof step.facing === 'number' ? { facing: step.facing } : {}),
      })
      return
    }
    const targetId =
      d.kind === 'attack' || d.kind === 'lock'
        ? d.target
        : d.kind === 'react' && d.action === 'attack'
          ? reactTarget(s)
          : undefined
    const target = targetId ? unitById(s, targetId) : undefined
    if (target) {
      out.push({
        ...base,
        kind: 'arrow',
        to: target.pos,
        note: base.note || `${d.kind} ${unitName(s, target.id)}`,
      })
      return
    }
    out.push({ ...base, kind: d.kind === 'activate' ? 'ring' : 'tag', to: own.pos })
  })
  return out
}

/** The unit a reaction shot answers: the one whose move or shot triggered the reaction. */
function reactTarget(s: BattleState): string | undefined {
  const top = s.stack[s.stack.length - 1] as { t?: string; trigger?: { by?: string } } | undefined
  return top?.t === 'react' ? top.trigger?.by : undefined
}
