/**
 * Crippled units in the battle (GF-CRIPPLED-…, a game setting, off unless chosen): the marker is
 * kept on the unit whenever its Armour changes, and Speed, weapon systems and the focus count
 * read it through the power module's rules (Reinforced and Anger Issues shield the unit, ruling 9).
 */
import { type CrippleProfile, crippledPenalty, crippledProfile, isCrippled } from '@sortie/gunframe/power'
import type { BattleCtx } from '../../core/context.ts'
import { rulesOn } from '../../core/rules-on.ts'
import type { Band, BattleState, BattleUnit } from '../../core/types.ts'
import { dropCrippled, setCounters } from '../../core/unit/write.ts'

export const crippledRule = (s: BattleState): boolean => rulesOn(s).has('crippled')

/** What the crippling rules read: Armour left beside the profile's (made only when it is asked). */
const crippleView = (u: BattleUnit): CrippleProfile => ({
  armour: u.armour,
  maxArmour: u.profile.maxArmour,
  upgrades: u.profile.upgrades,
  speed: u.profile.speed,
  loadout: u.profile.loadout,
})

/** Re-reads the unit's crippled state after its Armour changed (damage or repair). */
export function updateCrippled(s: BattleState, c: Pick<BattleCtx, 'emit'>, u: BattleUnit): void {
  const now = crippledRule(s) && u.status !== 'destroyed' && isCrippled(crippleView(u))
  if (now === (u.counters.crippled === true)) return
  if (now) setCounters(u, { crippled: true })
  else dropCrippled(u)
  c.emit({ type: now ? 'Crippled' : 'Uncrippled', unit: u.id, armour: u.armour })
}

/** The penalties bite now (marker on, not shielded). */
export const penalised = (s: BattleState, u: BattleUnit): boolean =>
  u.counters.crippled === true && crippledPenalty(crippleView(u), crippledRule(s))

/** Weapon systems as the unit uses them now (halved up while crippled; Anger Issues +2 Close). */
export function effectiveLoadout(s: BattleState, u: BattleUnit): Record<Band, number> {
  if (u.counters.crippled !== true) return u.profile.loadout
  return crippledProfile(crippleView(u), crippledRule(s)).loadout
}

export function effectiveSpeed(s: BattleState, u: BattleUnit): number {
  return penalised(s, u) ? Math.ceil(u.profile.speed / 2) : u.profile.speed
}
