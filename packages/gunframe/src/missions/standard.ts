/**
 * The standard mission rules every mission uses unless it says otherwise: attacker/defender
 * roll-off, the attacker's first-turn initiative bonus, reserves (half the points, called in the
 * End phase defender first), game length (five turns, or random from turn 4), sudden death,
 * attrition points and the winner by victory points.
 */
import { hasCapability } from '../units/capabilities.ts'
import type { MissionUnit, Roles, Side } from './types.ts'

export const STANDARD_TURNS = 5
/** The random-length table stops the game at the end of this turn whatever the roll. */
export const RANDOM_LENGTH_CAP = 7

/**
 * GF-MIS-ROLES: both roll a die, the high roller picks attacker or defender. Returns the seat
 * that chooses, or null on a tie (roll again).
 */
export function roleChooser(rolls: Record<Side, number>): Side | null {
  let best: Side | null = null
  let top = Number.NEGATIVE_INFINITY
  let tie = false
  for (const [side, r] of Object.entries(rolls)) {
    if (r > top) {
      top = r
      best = side
      tie = false
    } else if (r === top) tie = true
  }
  return tie ? null : best
}

/** GF-MIS-ROLES: the attacker adds +1 to its initiative roll in the first turn. */
export const initiativeBonus = (turn: number, side: Side, roles: Roles): number =>
  turn === 1 && side === roles.attacker ? 1 : 0

/** GF-MIS-PILOT: a Pilot Skill roll passes on the skill value or more. */
export const pilotSkillPasses = (skill: number, roll: number): boolean => roll >= skill

// ---------------------------------------------------------------- reserves

/** GF-MIS-RESERVES: at most half the squadron's points may start in reserve. */
export function reserveWithinLimit(squadronPoints: number, reservePoints: number): boolean {
  return reservePoints * 2 <= squadronPoints
}

/** GF-MIS-RESERVES-CALL: in the End phase the defender calls reserves first, then the attacker. */
export const reserveCallOrder = (roles: Roles): [Side, Side] => [roles.defender, roles.attacker]

/**
 * GF-MIS-RESERVES-CALL: every nominated unit rolls its Pilot Skill; the passes arrive (touching a
 * table edge in the side's half), the rest stay in reserve. `rolls[i]` belongs to `nominated[i]`.
 */
export function callReserves(
  nominated: readonly { id: string; skill: number }[],
  rolls: readonly number[],
): { arrive: string[]; stay: string[] } {
  const arrive: string[] = []
  const stay: string[] = []
  nominated.forEach((u, i) => {
    if (pilotSkillPasses(u.skill, rolls[i] ?? 0)) arrive.push(u.id)
    else stay.push(u.id)
  })
  return { arrive, stay }
}

/** GF-MIS-HALO: Jump or HALO (or Reckless, by its own text) lets a reserve unit drop in. */
export const canHalo = (u: { upgrades: readonly string[] }): boolean => hasCapability(u.upgrades, 'halo-drop')

/** GF-MIS-HALO: the opponent scatters the drop 1D6", or only 1D3" with the HALO upgrade. */
export const haloScatterDie = (u: { upgrades: readonly string[] }): 'd3' | 'd6' =>
  hasCapability(u.upgrades, 'precise-drop') ? 'd3' : 'd6'

/** GF-MIS-AMBUSH-ARRIVAL: Cloaking, Guerrilla, Recon or Stealth let a reserve unit ambush mid-turn. */
export const canAmbush = (u: { upgrades: readonly string[] }): boolean =>
  hasCapability(u.upgrades, 'ambushes')

/**
 * GF-MIS-AMBUSH-ARRIVAL: the ambusher rolls Pilot Skill on arrival; a pass allows a single action, a
 * failure none this turn.
 */
export const ambushActions = (skill: number, roll: number): number => (pilotSkillPasses(skill, roll) ? 1 : 0)

// ---------------------------------------------------------------- game length

/** GF-MIS-RANDOM-LENGTH: from the End phase of turn 4 a die decides whether another turn is played. */
export const randomLengthNeedsRoll = (turn: number): boolean => turn >= 4 && turn < RANDOM_LENGTH_CAP

/** GF-MIS-RANDOM-LENGTH: play on when the roll is at least the current turn (turn 7 always ends). */
export function randomLengthContinues(turn: number, roll: number): boolean {
  if (turn < 4) return true
  if (turn >= RANDOM_LENGTH_CAP) return false
  return roll >= turn
}

// ---------------------------------------------------------------- sudden death, attrition, winning

/** A squadron unit (not a mission piece). */
const squadron = (u: MissionUnit): boolean => u.piece === undefined

/**
 * GF-MIS-SUDDEN-DEATH: in the End phase, a side with no squadron unit on the table that is still
 * running (all destroyed and/or shut down) ends the game. Units held in reserve were never
 * deployed and do not save it. Returns the sides that are wiped out.
 */
export function suddenDeath(units: readonly MissionUnit[], sides: readonly Side[]): Side[] {
  return sides.filter(
    (s) => !units.some((u) => squadron(u) && u.side === s && u.status === 'table' && !u.shutDown),
  )
}

/** Surviving, on-table, running points of each side (what attrition compares). */
export function survivingPoints(units: readonly MissionUnit[], sides: readonly Side[]): Record<Side, number> {
  const out: Record<Side, number> = {}
  for (const s of sides) out[s] = 0
  for (const u of units)
    if (squadron(u) && u.status === 'table' && !u.shutDown && u.side in out)
      out[u.side] = (out[u.side] ?? 0) + u.points
  return out
}

/** GF-MIS-ATTRITION: +1 VP for more points than the opponent, +2 for double, +3 for triple or more. */
export function attritionBonus(mine: number, theirs: number): number {
  if (mine <= theirs) return 0
  if (mine >= 3 * theirs) return 3
  if (mine >= 2 * theirs) return 2
  return 1
}

/**
 * GF-MIS-ATTRITION: each side's bonus against its strongest opponent (with two sides, simply the
 * other one). Only the side with the higher total gains anything.
 */
export function attritionPoints(units: readonly MissionUnit[], sides: readonly Side[]): Record<Side, number> {
  const pts = survivingPoints(units, sides)
  const out: Record<Side, number> = {}
  for (const s of sides) {
    const rival = Math.max(0, ...sides.filter((o) => o !== s).map((o) => pts[o] ?? 0))
    out[s] = attritionBonus(pts[s] ?? 0, rival)
  }
  return out
}

/** GF-MIS-WIN: most VP wins; a shared top score is a draw. */
export function winnerByVp(vp: Record<Side, number>): { winners: Side[]; draw: boolean } {
  const entries = Object.entries(vp)
  const top = Math.max(...entries.map(([, v]) => v))
  const best = entries.filter(([, v]) => v === top).map(([s]) => s)
  return best.length === 1 ? { winners: best, draw: false } : { winners: [], draw: true }
}

export const addVp = (a: Record<Side, number>, b: Record<Side, number>): Record<Side, number> => {
  const out: Record<Side, number> = { ...a }
  for (const [s, v] of Object.entries(b)) out[s] = (out[s] ?? 0) + v
  return out
}
