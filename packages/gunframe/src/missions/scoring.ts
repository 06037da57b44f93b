/**
 * Victory points (GF-MIS-VP): what each mission scores in every End phase, and what it scores
 * once when the game ends. Both return a VP entry for each side of the mission.
 */
import { isBasic } from './catalogue.ts'
import { controlledCount, controls, counterWithin, lootController } from './control.ts'
import { baseMission, type MissionState } from './state.ts'
import type { DistanceFn, MissionUnit, Side } from './types.ts'
import { deploymentZone, discWhollyInside } from './zones.ts'

/** What scoring reads from the battle at a given moment. */
export interface MissionView {
  turn: number
  units: readonly MissionUnit[]
  distance: DistanceFn
}

const zero = (ms: MissionState): Record<Side, number> => ({ [ms.roles.attacker]: 0, [ms.roles.defender]: 0 })
const add = (vp: Record<Side, number>, s: Side | null, n: number): void => {
  if (s !== null && s in vp) vp[s] = (vp[s] ?? 0) + n
}
/** The mission whose scoring applies (Remember Love scores as its basic mission). */
const scoringId = baseMission

/** VP each side gains in this End phase. */
export function scoreEndOfTurn(ms: MissionState, view: MissionView): Record<Side, number> {
  const vp = zero(ms)
  const { units, distance, turn } = view
  const id = scoringId(ms)
  switch (id) {
    case 'carnage':
    case 'domination': {
      // GF-MIS-CARNAGE / GF-MIS-DOMINATION: 1 VP per marker held.
      const n = controlledCount(ms.markers, units, distance)
      for (const s of Object.keys(vp)) vp[s] = n[s] ?? 0
      return vp
    }
    case 'engagement': {
      // GF-MIS-ENGAGEMENT: your own marker 1 VP, an enemy marker 2 VP.
      const held = controls(ms.markers, units, distance)
      for (const m of ms.markers) {
        const who = held[m.id] ?? null
        add(vp, who, who === m.owner ? 1 : 2)
      }
      return vp
    }
    case 'loot': {
      // GF-MIS-LOOT: counters within 3" of your HQ (Sabotage: of the enemy HQ), nothing while an
      // enemy holds your HQ.
      const held = controls(ms.markers, units, distance)
      for (const side of Object.keys(vp)) {
        const mine = ms.markers.find((m) => m.kind === 'hq' && m.owner === side)
        if (!mine) continue
        const holder = held[mine.id] ?? null
        if (holder !== null && holder !== side) continue
        const sabotage = ms.variant === 'loot-sabotage'
        const hq = sabotage ? ms.markers.find((m) => m.kind === 'hq' && m.owner !== side) : mine
        if (!hq) continue
        const n = ms.counters.filter(
          (c) => c.kind === 'loot' && counterWithin(c, hq.pos, 3, units, distance),
        ).length
        vp[side] = n
      }
      return vp
    }
    case 'take-and-hold': {
      // GF-MIS-TAKE-AND-HOLD: the marker is worth the turn number.
      const held = controls(ms.markers, units, distance)
      for (const m of ms.markers) add(vp, held[m.id] ?? null, turn)
      return vp
    }
    default:
      // Investigate, Ambush, Breakthrough, Doomsday, Escort and Raid score nothing per turn.
      return vp
  }
}

const destroyed = (units: readonly MissionUnit[], id: string): boolean =>
  units.find((u) => u.id === id)?.status === 'destroyed'

/** VP scored once, when the game ends (before attrition). */
export function scoreEndOfGame(ms: MissionState, view: MissionView): Record<Side, number> {
  const vp = zero(ms)
  const { units, distance } = view
  const { attacker, defender } = ms.roles
  const enemyZone = deploymentZone(ms.table, ms.halves[attacker] ?? 'north')
  const id = scoringId(ms)
  if (id === 'investigate') {
    // GF-MIS-INVESTIGATE: 1 VP per marker held, +3 VP for holding the loot.
    const n = controlledCount(ms.markers, units, distance)
    for (const s of Object.keys(vp)) vp[s] = n[s] ?? 0
    for (const c of ms.counters) if (c.kind === 'loot') add(vp, lootController(c, units, distance), 3)
  }
  if (ms.id === 'ambush') {
    // GF-MIS-AMBUSH: 3 VP for the loot counter; 1 VP to the defender when nobody has it.
    const loot = ms.counters.find((c) => c.kind === 'loot')
    const who = loot ? lootController(loot, units, distance) : null
    if (who === null) add(vp, defender, 1)
    else add(vp, who, 3)
  }
  if (ms.id === 'escort' && ms.variant !== 'escort-scrappy-survivors') {
    // GF-MIS-ESCORT (+ ruling 6: a destroyed vehicle gives the defender nothing).
    for (const p of ms.pieces.filter((x) => x.kind === 'convoy-vehicle')) {
      const u = units.find((x) => x.id === p.id)
      if (!u) continue
      if (u.status === 'destroyed') add(vp, attacker, 2)
      else add(vp, defender, u.status === 'table' && discWhollyInside(enemyZone, u.pos, u.radius) ? 2 : 1)
    }
  }
  if (ms.id === 'escort' && ms.variant === 'escort-scrappy-survivors') {
    // GF-MIS-ESCORT-SCRAPPY: 3 VP per destroyed target; 3 VP home, 2 VP otherwise alive.
    for (const id of ms.targets) {
      const u = units.find((x) => x.id === id)
      if (!u) continue
      if (u.status === 'destroyed') add(vp, attacker, 3)
      else add(vp, defender, u.status === 'table' && discWhollyInside(enemyZone, u.pos, u.radius) ? 3 : 2)
    }
  }
  if (ms.id === 'raid') {
    for (const p of ms.pieces) {
      const u = units.find((x) => x.id === p.id)
      if (!u) continue
      if (p.kind === 'raid-target') {
        // GF-MIS-RAID: 1 VP per target destroyed / surviving.
        add(vp, u.status === 'destroyed' ? attacker : defender, 1)
      } else if (p.kind === 'bunker' || p.kind === 'gun-emplacement') {
        // GF-MIS-RAID-BUNKER: 2 VP per destroyed bunker; survivors 2 VP at Armour 5+, else 1.
        if (u.status === 'destroyed') add(vp, attacker, 2)
        else add(vp, defender, u.armour >= 5 ? 2 : 1)
      }
    }
  }
  if (ms.id === 'remember-love') {
    // GF-MIS-REMEMBER-LOVE: +2 VP to the attacker per destroyed beacon.
    for (const p of ms.pieces)
      if (p.kind === 'disruption-beacon' && destroyed(units, p.id)) add(vp, attacker, 2)
  }
  return vp
}

/** Missions with no VP at all (the winner is named outright). */
export const scoresNothing = (ms: MissionState): boolean =>
  !isBasic(scoringId(ms)) && ['breakthrough', 'doomsday'].includes(ms.id)
