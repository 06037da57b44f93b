/**
 * How good a battle is for one seat, as the search bots weigh it: the share of each side's force
 * still fighting, each mecha counted by what it is worth and how much fight it has left.
 *
 * An encounter is won by leaving the other side no mecha in action (a mecha is out once
 * destroyed, gone, disabled, or its pilot is down), so standing mecha count most, then Armor (what
 * keeps them standing), then Energy (without it a mecha neither moves nor fires energy weapons),
 * the pilot's Health and broken parts. Cheap: one pass over the mecha, no allocation to speak of.
 */
import { operational, pilotOf } from '../battle/queries.ts'
import { type GwState, type MechaState, NARRATOR, type Side } from '../battle/types.ts'
import { holdCost, reachHits } from './reach.ts'

/** What a mecha is worth to its side: a bigger frame carries more of the fight. */
const worthOf = (m: MechaState): number => 5 + m.armorMax

/** How much fight a mecha has left, 0 (out) to 1 (untouched). */
export function fightLeft(s: GwState, m: MechaState): number {
  if (!operational(s, m)) {
    if (m.destroyed || m.left) return 0
    // Down but not gone: a disabled mecha may come back on a lucky roll, an unconscious pilot
    // may wake; worth a little, far less than one still fighting.
    const p = pilotOf(s, m)
    return p && !p.dead && p.unconscious && !m.disabled ? 0.1 : 0.02
  }
  const p = pilotOf(s, m)
  // The square root makes the last points of Armor dearest: finishing a damaged mecha is worth
  // more than scratching a fresh one (focus fire), and so is sparing one's own damaged mecha.
  const armor = m.armorMax > 0 ? Math.sqrt(Math.max(0, m.armor - m.chip / 10) / m.armorMax) : 0
  // Energy matters most near empty: half a tank still runs a battle. What it buys is reach: a
  // mecha that can bring a weapon on an enemy next turn still fights; one stranded with an empty
  // tank, blades or energy weapons only and no one near, does not (GW-BOT-ENERGY).
  // Counted in turns of holding the active weapons: a fight runs twenty turns and more, so a
  // tank that a held axe empties in ten is worth less than the same tank behind a machine gun.
  const energy = Math.min(1, m.energy / (16 * Math.max(1, holdCost(m))))
  const reach = Math.min(1, reachHits(s, m) / 1.6) / 2 + Math.min(1, reachHits(s, m, m.pos, 0) / 1.6) / 2
  const health = p && p.healthMax > 0 ? Math.max(0, p.health) / p.healthMax : 0
  const hurt = 0.04 * m.brokenParts.length + (p && p.stunnedTurn === s.turn ? 0.03 : 0)
  return Math.max(0.05, 0.45 + 0.35 * armor + 0.08 * energy + 0.07 * reach + 0.08 * health - hurt)
}

/** The side a seat fights for: the narrator runs the NPCs, every other seat is a player. */
export const sideOfSeat = (seat: string): Side => (seat === NARRATOR ? 'npcs' : 'players')

/** Each side's share of its force still fighting, 0 to 1: the seat's side, then the other. */
function shares(s: GwState, seat: string): { own: number; foe: number } {
  const mine = sideOfSeat(seat)
  let ownLeft = 0
  let ownAll = 0
  let foeLeft = 0
  let foeAll = 0
  for (const id in s.mecha) {
    const m = s.mecha[id] as MechaState
    const w = worthOf(m)
    const left = w * fightLeft(s, m)
    if (m.side === mine) {
      ownAll += w
      ownLeft += left
    } else {
      foeAll += w
      foeLeft += left
    }
  }
  return { own: ownAll > 0 ? ownLeft / ownAll : 0, foe: foeAll > 0 ? foeLeft / foeAll : 0 }
}

/**
 * The seat's side's share of its force still fighting minus the other side's, times 100: from
 * -100 (we are beaten, they are untouched) to +100. The even balance of the battle.
 */
export function evaluate(s: GwState, seat: string): number {
  const { own, foe } = shares(s, seat)
  return 100 * (own - foe)
}

/**
 * How much more the search counts what it takes off the enemy than what it loses (GW-BOT-PRESS).
 * Weighed evenly, the search of either side found a repair, a step back out of reach or a hold as
 * good as a shot (damage avoided worth as much as damage dealt), and two such sides sat out the
 * turn limit, where nothing counts: a draw. Tuned with `sortie sim gunwave` (search against
 * search): 2 cut the draws by a sixth, 3 by about half; 4 drew no less and the weaker side gave up
 * defending (figures in the GW-BOT-PRESS row).
 */
export const PRESS = 3

/**
 * What the search bots play for: the share taken off the other side, counted `PRESS` times, less
 * the share the seat's side lost, times 100. About 0 for an untouched battle, as for a draw, and
 * above it once both sides have traded shots, so a side gains nothing by running the clock out;
 * from -100 (we are beaten, they are untouched) to +100 × PRESS, well inside the search's win
 * value (1000).
 */
export function pressed(s: GwState, seat: string): number {
  const { own, foe } = shares(s, seat)
  return 100 * (PRESS * (1 - foe) - (1 - own))
}
