/**
 * The 'power' step of the attack: when an attack does damage and rolled sixes, the attacker may
 * buy power attacks with those points. The basic effects that need no knock-back geometry are
 * here (distract, knock down, shut down, explode); recoil, swing, throw, suppression and the
 * upgrade-granted ones plug into POWER_ATTACKS later.
 */
import type { RuleError } from '@sortie/engine'
import type { BattleCtx } from './context.ts'
import { applyDamage } from './damage.ts'
import { figureOf, pointFigure } from './geo.ts'
import type { AttackFrame, BattleState, BattleUnit, PowerSpend } from './types.ts'

interface PowerAttack {
  id: string
  /** Fixed cost, or null for "X" (one or more points). */
  cost: number | null
  usable(t: BattleUnit, f: AttackFrame): boolean
  apply(s: BattleState, c: BattleCtx, t: BattleUnit, x: number): void
}

export const POWER_ATTACKS: readonly PowerAttack[] = [
  {
    id: 'distract',
    cost: 1,
    usable: (t) => t.status === 'table' && !t.shutDown,
    apply: (_s, c, t) => {
      t.distracted = true
      c.emit({ type: 'Distracted', unit: t.id })
    },
  },
  {
    id: 'knock-down',
    cost: 2,
    usable: (t) => t.status === 'table' && !t.knockedDown,
    apply: (_s, c, t) => {
      t.knockedDown = true
      c.emit({ type: 'KnockedDown', unit: t.id })
    },
  },
  {
    id: 'shut-down',
    cost: 3,
    usable: (t) => t.status === 'table' && !t.shutDown,
    apply: (_s, c, t) => {
      t.shutDown = true
      t.reboot = 0
      t.distracted = false
      c.emit({ type: 'ShutDown', unit: t.id })
    },
  },
  {
    id: 'explode',
    cost: null,
    usable: (t) => t.status === 'destroyed',
    apply: (s, c, t, x) => {
      const centre = pointFigure('blast', t.pos)
      for (const u of s.units)
        if (u.status === 'table' && c.table.edgeDistance(figureOf(u), centre) <= x + 1e-9)
          applyDamage(s, c, u, 1, `explode:${t.id}`)
    },
  },
]

export function powerOptions(t: BattleUnit, f: AttackFrame): PowerAttack[] {
  return POWER_ATTACKS.filter((p) => (p.cost ?? 1) <= f.sixes && p.usable(t, f))
}

/** Every affordable set of distinct power attacks (small: bots and fuzzers enumerate it). */
export function powerCombos(t: BattleUnit, f: AttackFrame): PowerSpend[][] {
  const opts = powerOptions(t, f)
  const out: PowerSpend[][] = [[]]
  const walk = (i: number, left: number, acc: PowerSpend[]) => {
    for (let k = i; k < opts.length; k++) {
      const p = opts[k] as PowerAttack
      if (p.cost === null) {
        for (let x = 1; x <= left; x++) out.push([...acc, { id: p.id, x }])
      } else if (p.cost <= left) {
        const next = [...acc, { id: p.id }]
        out.push(next)
        walk(k + 1, left - p.cost, next)
      }
    }
  }
  walk(0, f.sixes, [])
  return out
}

export function resolvePower(
  s: BattleState,
  c: BattleCtx,
  f: AttackFrame,
  t: BattleUnit,
  spend: unknown,
): RuleError | undefined {
  if (!Array.isArray(spend)) return { code: 'gunframe/bad_power', message: 'Power spends are a list.' }
  let left = f.sixes
  const seen = new Set<string>()
  for (const item of spend as PowerSpend[]) {
    const p = POWER_ATTACKS.find((q) => q.id === item?.id)
    if (!p)
      return { code: 'gunframe/unknown_power', message: 'No such power attack.', detail: { id: item?.id } }
    if (seen.has(p.id)) return { code: 'gunframe/power_twice', message: 'Each power attack once per attack.' }
    seen.add(p.id)
    const x = p.cost === null ? item.x : p.cost
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > left)
      return { code: 'gunframe/power_cost', message: 'Not enough power points.', detail: { id: p.id, left } }
    if (!p.usable(t, f))
      return {
        code: 'gunframe/power_unusable',
        message: 'That power attack does not apply.',
        detail: { id: p.id },
      }
    left -= x
    c.emit({ type: 'PowerAttack', attacker: f.attacker, target: t.id, id: p.id, points: x })
    p.apply(s, c, t, x)
  }
  return undefined
}
