/**
 * How a greedy bot weighs an order: expected damage from the exact odds (the same pools the
 * battle rolls), a little for effects, repairs and locks, and for closing on the enemy when
 * nothing is in reach. Minor actions: reload an empty gun, keep a grab, draw a second weapon.
 */
import { pmfExpectation } from '@sortie/engine'
import { attackPool, defensePool } from '../battle/pools.ts'
import { activeWeapons, enemiesOf, mechaAt, operational } from '../battle/queries.ts'
import { traitDice } from '../battle/traits.ts'
import type { Action, GwState, Minor, PilotState } from '../battle/types.ts'
import { gap } from '../battle/zones.ts'
import { traitById, weaponById } from '../data/starter.ts'
import { meleeNetPmf, successPmf } from '../odds/dice.ts'

const expHits = (n: number) => pmfExpectation(successPmf(n))

export function scoreAction(s: GwState, p: PilotState, a: Action): number {
  const m = p.in ? s.mecha[p.in] : undefined
  if (!m)
    return a.type === 'board'
      ? 3
      : a.type === 'hang-on'
        ? 1
        : a.type === 'move-fire' && a.fire
          ? 0.5
          : a.type === 'move-fire'
            ? 0.2
            : 0
  switch (a.type) {
    case 'move-fire': {
      let score = 0
      if (a.fire && typeof a.fire.weapon === 'number') {
        for (const slot of a.fire.second !== undefined ? [a.fire.weapon, a.fire.second] : [a.fire.weapon]) {
          const w = activeWeapons(m).find((x) => x.slot === slot)
          const def = w && weaponById(w.weapon)
          if (!def) continue
          const target =
            def.kind === 'melee'
              ? a.fire.target
                ? s.mecha[a.fire.target]
                : null
              : a.fire.at
                ? mechaAt(s, a.fire.at)
                : m.lock
                  ? s.mecha[m.lock.target]
                  : null
          if (!target) continue
          // A wreck is not worth the shot while a live enemy is in reach.
          const worth = operational(s, target) ? 1 : 0.05
          const pool = attackPool(s, p, def.dice, {
            kind: def.kind === 'melee' ? 'melee' : 'ranged',
            target,
            ...(slot !== a.fire.weapon
              ? { secondWeaponSkill: p.sheet.skills['dual-mecha-weapons'] ?? 0 }
              : {}),
          })
          const e =
            def.kind === 'melee'
              ? pmfExpectation(meleeNetPmf(pool.dice, defensePool(s, target, m).dice))
              : expHits(pool.dice)
          // Ranged shots land on a square: a target that can move is less sure to be there.
          score += worth * (def.kind === 'melee' ? e * 0.9 : e * (target.speed > 0 ? 0.75 : 1))
          if (def.kind === 'energy') score -= def.power * 0.05
        }
      }
      if (a.move) {
        const foes = enemiesOf(s, m)
        const near = Math.min(...foes.map((f) => gap(f.pos, a.move ?? m.pos)))
        const now = Math.min(...foes.map((f) => gap(f.pos, m.pos)))
        score += (now - near) * 0.15 - 0.01 - (a.fire ? 0 : 0)
      }
      return score
    }
    case 'trait': {
      const t = traitById(a.trait)
      if (!t) return 0
      if (t.target === 'self')
        return (
          (t.repair && m.armor < m.armorMax / 2 ? t.repair / 3 : 0) +
          (t.cleanse && p.effects.length ? 1.5 : 0)
        )
      const tm = a.target ? s.mecha[a.target] : undefined
      if (tm && !operational(s, tm)) return 0
      const e = expHits(traitDice(p, t))
      const dmg =
        t.damage === 'regular'
          ? e
          : typeof t.damage === 'number'
            ? t.damage * (1 - (2 / 3) ** traitDice(p, t))
            : 0
      return dmg + (t.effect ? 1 : 0) + (t.burst ? 0.5 : 0) - (t.frequency === 'skill' ? 0 : 0.3)
    }
    case 'repair':
      return a.what === 'armor' ? (m.armor < m.armorMax / 2 ? 1.6 : 0.4) : 1.8
    case 'lock':
      return 0.2
    case 'grab':
      return 0.3
    case 'break-free':
      return 2
    default:
      return 0
  }
}

export function scoreMinor(s: GwState, p: PilotState, a: Minor): number {
  const m = p.in ? s.mecha[p.in] : undefined
  if (!m) return 0
  switch (a.type) {
    case 'reload': {
      const w = m.weapons.find((x) => x.slot === a.slot)
      return w?.loaded === 0 ? 3 : 0.1
    }
    case 'sustain-grab':
      return 2
    case 'repair-part':
      return 2.5
    case 'pick-up':
      return 2
    case 'swap': {
      // Low on Energy: put energy weapons away for guns and blades that cost less to hold.
      const off = a.deactivate !== undefined ? m.weapons.find((x) => x.slot === a.deactivate) : undefined
      const on = a.activate !== undefined ? m.weapons.find((x) => x.slot === a.activate) : undefined
      const power = (w: typeof on) => (w ? (weaponById(w.weapon)?.power ?? 0) : 0)
      if (m.energy < 15) return off && power(off) > power(on) ? 2 : -0.5
      if (!off) return on && weaponById(on.weapon)?.kind === 'melee' ? 0.6 : 0.4
      return off.loaded === 0 ? 1 : -0.1
    }
    default:
      return 0
  }
}
