/**
 * Whether a mecha can still bring a weapon to bear, as the bots plan with it. Energy never
 * refills (GW-RULING-ENERGY-ZERO): a mecha that spends its tank far from the enemy with only
 * energy weapons or blades is out of the fight while it still stands, and two such sides sit out
 * the turn limit. The bots weigh a square and a tank by what they leave in reach next turn.
 */
import { enemiesOf, moveAllowance, operational } from '../battle/queries.ts'
import type { GwState, MechaState, WeaponState } from '../battle/types.ts'
import { bandMaxGap, gap, type Pos } from '../battle/zones.ts'
import { weaponById } from '../data/starter.ts'

// The upkeep the bots weigh is the energy phase's own (battle/queries.ts).
export { holdCost } from '../battle/queries.ts'

/** Whether the weapon could fire next turn on what the mecha carries (rounds, grenades, Energy). */
export function armed(m: MechaState, w: WeaponState, energy = m.energy): boolean {
  const def = weaponById(w.weapon)
  if (!def || w.lost || def.kind === 'heat-shield') return false
  if (def.kind === 'ballistic') return (w.loaded ?? 0) > 0 || m.ammoStore[w.ammo ?? 'standard'] > 0
  if (def.kind === 'launcher' || def.kind === 'grenades') return (w.grenades?.length ?? 0) > 0
  // An energy weapon pays its Power on the shot on top of holding it (GW-RULING-SHOT-ENERGY).
  if (def.kind === 'energy') return energy >= def.power
  return true
}

/** Rough hits a weapon lands: a third of its dice, a blade's after a typical defence of 4 dice. */
const hitsOf = (def: { kind: string; dice: number }): number =>
  (def.kind === 'melee' ? Math.max(0, def.dice - 4) : def.dice) / 3

/** Largest gap the weapon reaches, with a blade reaching only what is beside it. */
const reachOf = (w: WeaponState): number => {
  const def = weaponById(w.weapon)
  return !def ? -1 : def.kind === 'melee' ? 0 : bandMaxGap(def.range)
}

/**
 * Rough hits of the best weapon `shooter` could bring on something `g` squares away next turn,
 * with `energy` left (it may still step its allowance closer first; Energy spent on the step is
 * not there for an energy weapon's shot). Stowed weapons count at `stowed` of their hits (drawing
 * one is a minor action). 0: nothing in reach. The one reckoning behind `reachHits` and `threatAt`.
 */
export function bestHits(s: GwState, shooter: MechaState, g: number, energy: number, stowed: number): number {
  // A held mecha uses no weapon and does not move until it breaks free (§6.5.7): next turn's fire
  // waits on its Speed attack (one success on its Speed dice), and it stays where it is.
  const free = shooter.grabbedBy ? 1 - (2 / 3) ** Math.max(0, shooter.speed) : 1
  if (free <= 0) return 0
  const step = shooter.grabbedBy ? 0 : Math.min(moveAllowance(s, shooter), energy)
  let best = 0
  for (const w of shooter.weapons) {
    if (!armed(shooter, w, energy)) continue
    const def = weaponById(w.weapon)
    if (!def) continue
    const budget = def.kind === 'energy' ? Math.max(0, Math.min(step, energy - def.power)) : step
    if (g - budget > reachOf(w)) continue
    const hits = hitsOf(def) * (w.active ? 1 : stowed) * free
    if (hits > best) best = hits
  }
  return best
}

/**
 * Whether a hold on `target` serves `m`'s side (GW-BOT-GRAB): while a mecha holds another,
 * neither uses a weapon (§6.5.7), so a hold is worth keeping only when a friend who is not in a
 * grab could bring a weapon on the held mecha next turn (with the allies' bonus dice). Otherwise
 * it only stops both fighting: a stall that runs the battle to its turn limit.
 */
export function holdServes(s: GwState, m: MechaState, target: MechaState): boolean {
  for (const id in s.mecha) {
    const f = s.mecha[id] as MechaState
    if (f.id === m.id || f.side !== m.side || f.grabbing || f.grabbedBy || !operational(s, f)) continue
    if (bestHits(s, f, gap(f.pos, target.pos), f.energy, 0.8) > 0) return true
  }
  return false
}

/**
 * Rough hits of the best weapon the mecha could bring on an operational enemy next turn, standing
 * at `at` with `energy` left. Stowed weapons count a little less.
 */
export function reachHits(s: GwState, m: MechaState, at: Pos = m.pos, energy = m.energy): number {
  let best = 0
  for (const f of enemiesOf(s, m)) {
    if (!operational(s, f)) continue
    best = Math.max(best, bestHits(s, m, gap(at, f.pos), energy, 0.8))
  }
  return best
}

/**
 * Expected damage the enemies could bring on a mecha standing at `at` next turn, each with its
 * best armed weapon within its step (a blade counted after a typical defence). Weighed against
 * what a square brings in reach, it keeps a bot from stepping beside an axe it cannot outfight.
 */
export function threatAt(s: GwState, m: MechaState, at: Pos): number {
  let sum = 0
  for (const f of enemiesOf(s, m)) if (operational(s, f)) sum += bestHits(s, f, gap(at, f.pos), f.energy, 1)
  return sum
}
