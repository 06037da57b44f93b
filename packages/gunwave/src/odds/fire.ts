/**
 * The odds of a fire order before it is sealed, from the battle's own shot set-up (`planShot`):
 * the same weapon, target, next grenade, pools and reach test the roll will use, judged from the
 * square the order moves to. A table or bot asks here instead of rebuilding the attack.
 *
 * @example
 * fireOdds(state, 'pilot:p1', { weapon: 0, second: 1, target: 'mecha:foe' })
 * // → { shots: [{ name: 'Beam rifle', pool: { dice: 5, … }, odds: { damage, … } }, …], damage, expected }
 */
import { type Pmf, pmfConvolve, pmfExpectation, pmfTail } from '@sortie/engine'
import { planShot } from '../battle/attack.ts'
import type { Pool } from '../battle/pools.ts'
import { hasEffect } from '../battle/queries.ts'
import type { Fire, GwState } from '../battle/types.ts'
import type { Pos } from '../battle/zones.ts'
import { type GrenadeType, weaponById } from '../data/starter.ts'
import { rollOdds } from './attack.ts'

export interface ShotOdds {
  slot: number
  /** The weapon's catalogue id and name. */
  weapon: string
  name: string
  /** The second weapon of a dual order (§6.5.3). */
  second: boolean
  /** The mecha the shot would hit, if any. */
  target: string | null
  /** Why no attack would be made (GW-RULING-REACH); then `odds` is no damage for certain. */
  noAttack?: string
  /** The grenade the launcher throws next (§5.4). */
  grenade?: GrenadeType
  pool: Pool
  defense?: Pool
  odds: ReturnType<typeof rollOdds>
}

export interface FireOdds {
  shots: ShotOdds[]
  /** P(total damage of the order = k) on what it hits. */
  damage: Pmf
  expected: number
  /** P(the target is disabled), when every rolled shot hits the same mecha. */
  disable?: number
  /** Armor the disable chance is judged against. */
  armor?: number
}

const NONE: Pool = { dice: 0, mods: [] }

/**
 * `move` is where the order moves the shooter first (§6.1: moves come before shots); the targets
 * are taken where they stand now, as their orders are sealed.
 */
export function fireOdds(s: GwState, actor: string, fire: Fire, move?: Pos): FireOdds | null {
  const p = s.pilots[actor]
  const m = p?.in ? s.mecha[p.in] : undefined
  if (!p || !m || typeof fire.weapon !== 'number') return null
  const from = move ?? m.pos
  const slots = fire.second !== undefined ? [fire.weapon, fire.second] : [fire.weapon]
  const shots: ShotOdds[] = []
  for (const [i, slot] of slots.entries()) {
    const plan = planShot(s, p, m, fire, slot, i === 1, from)
    if (!plan) return null
    if (!plan.ok) {
      const id = m.weapons.find((w) => w.slot === slot)?.weapon ?? ''
      shots.push({
        slot,
        weapon: id,
        name: weaponById(id)?.name ?? id,
        second: i === 1,
        target: plan.target,
        noAttack: plan.why,
        pool: NONE,
        odds: rollOdds(0, { effect: true }),
      })
      continue
    }
    const v = plan.victim
    shots.push({
      slot,
      weapon: plan.def.id,
      name: plan.def.name,
      second: i === 1,
      target: v?.id ?? null,
      ...(plan.grenade ? { grenade: plan.grenade } : {}),
      pool: plan.pool,
      ...(plan.defense ? { defense: plan.defense } : {}),
      odds: rollOdds(plan.pool.dice, {
        ...(plan.defense ? { defense: plan.defense.dice } : {}),
        jittery: hasEffect(p, 'jittery'),
        ...(v ? { armor: Math.max(1, v.armor) } : {}),
        ...(fire.part ? { part: fire.part, partHitsSoFar: v?.partHits[fire.part] ?? 0 } : {}),
        effect: !!plan.effect,
      }),
    })
  }
  const damage = shots.reduce<Pmf>((acc, x) => pmfConvolve(acc, x.odds.damage), [1])
  const rolled = shots.filter((x) => !x.noAttack)
  const one = rolled[0]?.target
  const victim = one && rolled.every((x) => x.target === one) ? s.mecha[one] : undefined
  const armor = victim ? Math.max(1, victim.armor) : undefined
  return {
    shots,
    damage,
    expected: pmfExpectation(damage),
    ...(armor !== undefined ? { disable: pmfTail(damage, armor), armor } : {}),
  }
}
