/**
 * The greedy bot: takes the attack with the best expected value from the exact odds (damage as a
 * share of the target's HP, plus the chance to destroy it times its VP), otherwise moves towards
 * control points it does not hold and enemies it can hit; spends Momentum on Skills when the roll
 * is close (Valor, Soul and Improvise when the rolled dice make them pay: greedy-skills.ts), and
 * counters when it can; names its sturdiest unit Commander and turns each unit to
 * its nearest enemy after deployment; places control points on the 12" ring. Ties break by the bot's own random stream.
 */
import { type BotCandidate, type BotPlayer, dist, type Vec } from '@sortie/engine'
import { topFlow, totals } from '../battle/actions/attack.ts'
import { live, unitOf } from '../battle/actions/geometry.ts'
import { previewAoe, previewOdds } from '../battle/actions/preview.ts'
import type { Decision } from '../battle/core/messages.ts'
import { towardNearestEnemy } from '../battle/core/pregame.ts'
import type { AttackFlow, MsState, UnitState } from '../battle/core/types.ts'
import { powerPrice } from '../battle/modules/power.ts'
import { killValue } from '../battle/modules/versus.ts'
import { afterRollScore, sureDamage } from './greedy-skills.ts'

function scoreAttack(
  s: MsState,
  d: Extract<Decision, { kind: 'attack' }>,
  attacker: string,
): { score: number; note: string } {
  if (d.aim) return scoreAoe(s, d, attacker, d.aim)
  const t = unitOf(s, d.targets[0] as string) as UnitState
  const o = previewOdds(s, attacker, d.weapon, t.id, d.bonus ?? 'none', d.valor ?? 'none')
  if (!o) return { score: 0, note: 'no odds' }
  const score = hitValue(s, t, o) + 0.5
  return { score, note: `exp. dmg ${o.expectedDamage.toFixed(0)}, destroy ${(100 * o.destroy).toFixed(0)}%` }
}

const hitValue = (s: MsState, t: UnitState, o: { expectedDamage: number; destroy: number }): number =>
  10 * Math.min(1, o.expectedDamage / Math.max(1, t.hp)) +
  o.destroy * killValue(s, t, t.hp * 2 < t.profile.hp) * 3

/** An AOE shot: the value against every enemy caught, minus the same for every ally caught. */
function scoreAoe(
  s: MsState,
  d: Extract<Decision, { kind: 'attack' }>,
  attacker: string,
  aim: Vec,
): { score: number; note: string } {
  const me = unitOf(s, attacker) as UnitState
  let score = 0.5
  let dmg = 0
  for (const o of previewAoe(s, attacker, d.weapon, aim, d.bonus ?? 'none', d.valor ?? 'none')) {
    const t = unitOf(s, o.target) as UnitState
    const v = hitValue(s, t, o)
    score += t.side === me.side ? -v : v
    if (t.side !== me.side) dmg += o.expectedDamage
  }
  return { score, note: `AOE: exp. dmg to enemies ${dmg.toFixed(0)}` }
}

function scoreMove(s: MsState, u: UnitState, to: Vec): number {
  let score = 0
  s.versus.cps.forEach((cp, i) => {
    if (s.versus.owner[i] === u.side) return
    score += 3 / (1 + dist(to, cp))
  })
  const foes = live(s).filter((e) => e.side !== u.side && e.pos)
  const reach = Math.max(...u.profile.weapons.map((w) => (w.kind === 'melee' ? 5 + u.profile.size : w.range)))
  for (const e of foes) {
    const d = dist(to, e.pos as Vec)
    if (d <= reach) score += 0.4
  }
  return score
}

export const greedyBot: BotPlayer<MsState, Decision> = {
  id: 'greedy',
  title: 'Greedy (exact odds)',
  decide(s, _seat, ctx) {
    const legal = ctx.legal as Decision[]
    const cands: BotCandidate<Decision>[] = []
    const act = s.activation
    const actor = act ? unitOf(s, act.unit) : undefined
    const f = topFlow(s)
    for (const d of legal) {
      let score = 0
      let note: string | undefined
      switch (d.kind) {
        case 'attack':
          if (actor) ({ score, note } = scoreAttack(s, d, actor.id))
          break
        case 'move':
          if (actor) score = scoreMove(s, actor, d.to) - (act && act.actions > 0 ? 0.3 : 0)
          break
        case 'end':
          score = 0.05
          break
        case 'deploy':
          score = -Math.abs(d.at.x - s.setup.table.width / 2) / 10 + (d.unit.endsWith('-1') ? 0.1 : 0)
          break
        case 'order':
          score = d.first ? 1 : 0
          break
        case 'commander': {
          // The sturdiest unit: its loss is worth the round number to the enemy.
          const u = unitOf(s, d.unit)
          score = u ? u.profile.hp / 1000 + u.profile.level : 0
          break
        }
        case 'face': {
          // Turn each unit to its nearest enemy once, then stop.
          const u = unitOf(s, d.unit)
          score = u && towardNearestEnemy(s, u) === d.facing ? 0.5 : -1
          break
        }
        case 'face-done':
          score = 0
          break
        case 'place-cps': {
          // The seed's plus-sign ring, 12" out, before the nearer and farther rings.
          const c = { x: s.setup.table.width / 2, y: s.setup.table.depth / 2 }
          score = -Math.abs(dist(d.pair[0] ?? c, c) - 12) / 10
          break
        }
        case 'activate': {
          const u = unitOf(s, d.unit)
          score = (u?.profile.level ?? 0) + (d.challenge ? -1 : 0)
          break
        }
        case 'defend':
          // A Counter that strikes first takes the Power bought for it here (DMG before PEN).
          score =
            d.bonus === 'counter'
              ? 3 + (d.power?.[0] === 'dmg' ? 0.2 : d.power?.length ? 0.1 : 0)
              : d.bonus === 'guard'
                ? 2
                : d.bonus === 'dodge'
                  ? 1.5
                  : d.boost
                    ? 1
                    : d.barrier?.length
                      ? 0.8
                      : 0
          break
        case 'skill': {
          if (!f) break
          const tot = totals(f)
          const m = s.momentum[d.seat as 'p1' | 'p2']
          if (d.skill === 'focus')
            score = m >= 4 && (f.stage === 'attack-skills' ? tot.unblocked < 7 : tot.unblocked > 0) ? 1 : -1
          else if (d.skill === 'flash' || d.skill === 'iron-wall')
            score = m >= 6 && tot.unblocked >= 4 ? 2 : -1
          else if (d.skill === 'trust') score = m <= 7 ? 0.5 : -1
          else {
            // Valor / Soul / Improvise: taken when the dice on the table make them pay.
            const v = afterRollScore(s, f, d.skill)
            score = v === null ? -1 : v
            if (v !== null) note = `after-roll gain ${v.toFixed(2)}`
          }
          break
        }
        case 'skills-done':
          score = 0
          break
        case 'power':
        case 'havoc':
          // [Barrier] DEF bought after the roll: only while Hits still get through. Crash DMG while
          // being attacked: never — greedy does not plan its Crashes (it scores them as nothing),
          // so Havoc is kept for the Barrier and for +2 Actions in its own turn. DMG / PEN before
          // its Counter: the first of each in the turn (greedy rarely spends Power in its own turn,
          // and Power refreshes each round), after the Barrier.
          if (d.option === 'barrier' && f) score = totals(f).unblocked > 0 ? 0.8 : -1
          else if (d.kind === 'power' && f && (d.option === 'dmg' || d.option === 'pen'))
            score = counterPowerScore(s, f, d.option)
          else score = d.option === 'crash' && f ? -1 : 0
          break
        case 'daunt':
          score = d.use ? 1 : 0
          break
        case 'revenge':
          score = d.avenger ? 1 : 0
          break
        case 'launch':
          score = d.unit ? 0.5 : 0
          break
        case 'overwatch':
          score = d.weapon ? 1 : 0
          break
        case 'sacrifice':
          score = d.weapon ? 1 : 0
          break
        case 'stun':
          score = stunScore(s, d.pay)
          break
        default:
          score = 0
      }
      cands.push({ decision: d, score: score + ctx.rand(1000) / 1e6, ...(note ? { note } : {}) })
    }
    cands.sort((a, b) => b.score - a.score)
    const best = cands[0] ?? { decision: legal[0] as Decision, score: 0 }
    return { decision: best.decision, candidates: cands.slice(0, 8) }
  },
}

/**
 * DMG / PEN bought at the after-roll step for the Counter to come: worth it at the first price only,
 * and only when the unit lives to make it — Hits already through that destroy it leave nothing to
 * spend them on (MS-BOT-COUNTER-POWER).
 */
function counterPowerScore(s: MsState, f: AttackFlow, option: 'dmg' | 'pen'): number {
  const t = unitOf(s, f.targets[0] as string)
  if (!t || powerPrice(s, t, option) > 1) return -1
  const a = unitOf(s, f.attacker)
  if (a && sureDamage(f, a, totals(f).unblocked) >= t.hp) return -1
  return option === 'dmg' ? 0.6 : 0.5
}

/**
 * A Stun penalty paid with Power (then Havoc) keeps the unit's actions; an Action costs least
 * while the unit is not the one acting, and most when it would shut the acting unit down.
 */
function stunScore(s: MsState, pay: 'action' | 'power' | 'havoc'): number {
  if (pay === 'power') return 2
  if (pay === 'havoc') return 1.5
  const q = s.pending[0]
  const act = s.activation
  if (q?.kind === 'stun' && act?.unit === q.unit && act.actions <= 0) return -5
  return 0
}
