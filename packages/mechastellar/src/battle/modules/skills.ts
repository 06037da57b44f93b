/**
 * Pilot / Kaiju Skills (MS-SKILL-*) used after the dice are rolled, and the Mission Commander's
 * Trust order (MS-CMD-TRUST). Skills cost Momentum; one limited Skill per side per turn (ruling
 * A-20; Focus, Improvise and Iron Wall are outside the limit); Indirect Fire (remote weapons
 * included) takes no Skills. Valor may be declared with the attack or, like Focus, used once the
 * attacker has seen its roll (the seed's after-roll step names it; MS-SKILL-VALOR).
 */
import type { ReduceContext } from '@sortie/engine'
import { attackRule, defenceRule, weaponOf } from '../actions/flow.ts'
import { live, unitOf } from '../actions/geometry.ts'
import { VALOR_HITS } from '../actions/math.ts'
import { firesAsIdf } from '../actions/weapon-traits.ts'
import type { MsEvent } from '../core/messages.ts'
import type { AttackFlow, MsState, Side, UnitState } from '../core/types.ts'
import { spendMomentum } from './momentum.ts'
import { moraleSaves } from './morale.ts'

export type AfterRollSkill = 'focus' | 'flash' | 'iron-wall' | 'improvise' | 'trust' | 'valor' | 'soul'

export const SKILL_COST: Record<AfterRollSkill, number> = {
  focus: 1,
  flash: 3,
  'iron-wall': 3,
  improvise: 0,
  trust: 0,
  valor: 3,
  soul: 5,
}

const limited = (s: MsState, side: Side): boolean => !!s.activation?.skillUsed[side]

export function attackerSkillOptions(s: MsState, f: AttackFlow): AfterRollSkill[] {
  const a = unitOf(s, f.attacker)
  if (!a) return []
  const w = weaponOf(a, f.weapon, f.special)
  if (w && !f.melee && firesAsIdf(w)) return []
  const m = s.momentum[a.side]
  const out: AfterRollSkill[] = []
  if (!f.atkFocus && m >= 1) out.push('focus')
  if (!f.atkImprovised && a.profile.level >= 1 && a.improviseRound !== s.round) out.push('improvise')
  // Valor improves one attack once: not where it was declared, and within the one-Skill limit.
  if (f.valor === 'none' && !limited(s, a.side)) {
    if (a.profile.level >= 1 && m >= SKILL_COST.valor) out.push('valor')
    if (a.profile.level >= 2 && m >= SKILL_COST.soul) out.push('soul')
  }
  return out
}

export function defenderSkillOptions(s: MsState, f: AttackFlow): AfterRollSkill[] {
  const t = unitOf(s, f.targets[0] as string)
  if (!t) return []
  const m = s.momentum[t.side]
  const out: AfterRollSkill[] = []
  if (f.defDice.length > 0 && !f.defFocus && m >= 1) out.push('focus')
  const heavy = t.profile.type === 'kaiju' || t.profile.type === 'superheavy'
  if (!f.flash && !heavy && m >= 3 && !limited(s, t.side) && f.defDice.length > 0) out.push('flash')
  if (t.profile.type !== 'ms' && m >= 3) out.push('iron-wall')
  if (!f.defImprovised && t.profile.level >= 1 && t.improviseRound !== s.round && f.defDice.length > 0)
    out.push('improvise')
  const cmd = unitOf(s, s.commander[t.side])
  if (cmd && !cmd.destroyed && s.orders[t.side] < 1 && live(s).some((u) => u.side === t.side))
    out.push('trust')
  return out
}

/** Applies a Skill; a string is the reason it is refused. */
export function useSkill(
  s: MsState,
  f: AttackFlow,
  stage: 'attack' | 'defence',
  skill: AfterRollSkill,
  opts: { dice?: number[]; ally?: string },
  ctx: ReduceContext<MsEvent>,
): string | null {
  const opts2 = stage === 'attack' ? attackerSkillOptions(s, f) : defenderSkillOptions(s, f)
  if (!opts2.includes(skill)) return `${skill} is not available now`
  const u = unitOf(s, stage === 'attack' ? f.attacker : (f.targets[0] as string)) as UnitState
  if (!spendMomentum(s, u.side, SKILL_COST[skill], skill, ctx)) return 'not enough Momentum'
  ctx.emit({ type: 'SkillUsed', unit: u.id, skill, cost: SKILL_COST[skill] })
  // The dice already rolled now count another way: told again with their new count.
  const recount = (why: 'focus' | 'flash') =>
    ctx.emit({
      type: 'DiceRolled',
      unit: u.id,
      role: stage === 'attack' ? 'attack' : 'defence',
      dice: [...(stage === 'attack' ? f.atkDice : f.defDice)],
      count: stage === 'attack' ? attackRule(f) : defenceRule(f),
      recount: why,
    })
  if (skill === 'focus') {
    if (stage === 'attack') f.atkFocus = true
    else f.defFocus = true
    recount('focus')
  } else if (skill === 'flash') {
    f.flash = true
    if (u.profile.level >= 2) f.intuition = true
    if (s.activation) s.activation.skillUsed[u.side] = true
    recount('flash')
  } else if (skill === 'iron-wall') f.ironWall += 1
  else if (skill === 'valor' || skill === 'soul') {
    f.valor = skill
    f.hitBonus += VALOR_HITS[skill]
    if (s.activation) s.activation.skillUsed[u.side] = true
  } else if (skill === 'improvise') {
    const pool = stage === 'attack' ? f.atkDice : f.defDice
    const idx = opts.dice ?? pool.map((_, i) => i).filter((i) => (pool[i] ?? 0) < 5)
    if (idx.some((i) => i < 0 || i >= pool.length)) return 'no such die'
    for (const i of idx) pool[i] = ctx.dice.roll(10)
    ctx.emit({
      type: 'DiceRolled',
      unit: u.id,
      role: stage === 'attack' ? 'attack' : 'defence',
      dice: [...pool],
      count: stage === 'attack' ? attackRule(f) : defenceRule(f),
    })
    u.improviseRound = s.round
    if (stage === 'attack') f.atkImprovised = true
    else f.defImprovised = true
  } else if (skill === 'trust') {
    const ally = opts.ally ? unitOf(s, opts.ally) : u
    if (!ally || ally.side !== u.side || ally.destroyed) return 'Trust needs a living ally'
    s.orders[u.side] += 1
    // Faith: from Round 4 the ally makes 5 saves instead of 3.
    moraleSaves(s, ally, s.round >= 4 ? 5 : 3, 'rally', ctx)
  }
  return null
}

/** Valor (+5 Hits, [M−3]) or its Ace form Soul (+7, [M−5]), declared with the attack or after the roll. */
export function valorCost(v: 'none' | 'valor' | 'soul'): number {
  return v === 'none' ? 0 : SKILL_COST[v]
}
