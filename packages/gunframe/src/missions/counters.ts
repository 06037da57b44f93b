/**
 * Target and loot counters in play (GF-MIS-COUNTERS): picking loot up with a special action,
 * dropping it when the carrier is destroyed, knocked down or shut down, the mission special
 * actions a unit may take, and searching points of interest (GF-MIS-INVESTIGATE).
 */
import { dist, type Vec } from '@sortie/engine'
import { CONTACT } from './control.ts'
import { isStructure } from './pieces.ts'
import { baseMission, type MissionState } from './state.ts'
import type { DicePort, DistanceFn, MissionUnit } from './types.ts'

const clone = (ms: MissionState): MissionState => JSON.parse(JSON.stringify(ms)) as MissionState

export type MissionAction =
  | { kind: 'pick-up'; counter: string }
  | { kind: 'investigate'; counter: string }
  | { kind: 'deactivate'; twoDice: boolean }

/**
 * Mission special actions open to a unit now. `startedInContact` says whether the unit began its
 * activation touching the doomsday device (needed for the two-dice attempt).
 */
export function missionActions(
  ms: MissionState,
  unit: MissionUnit,
  distance: DistanceFn,
  startedInContact = false,
): MissionAction[] {
  if (unit.status !== 'table' || unit.piece !== undefined || unit.shutDown) return []
  const out: MissionAction[] = []
  const touching = (p: Vec) => distance(p, unit) <= CONTACT
  const carrying = ms.counters.some((c) => c.carrier === unit.id)
  // Remember Love over Investigate keeps Investigate's points of interest.
  const investigating = baseMission(ms) === 'investigate'
  for (const c of ms.counters) {
    if (c.carrier !== undefined || !touching(c.pos)) continue
    if (c.kind === 'loot' && !carrying) out.push({ kind: 'pick-up', counter: c.id })
    if (c.kind === 'target' && c.role === 'point-of-interest' && investigating)
      out.push({ kind: 'investigate', counter: c.id })
    if (c.role === 'doomsday-device' && unit.side === ms.roles.attacker && ms.device === 'running') {
      out.push({ kind: 'deactivate', twoDice: false })
      if (startedInContact) out.push({ kind: 'deactivate', twoDice: true })
    }
  }
  return out
}

/** Special action: the unit picks up a loot counter it touches (one counter per unit). */
export function pickUp(ms: MissionState, counterId: string, unitId: string): MissionState {
  const out = clone(ms)
  const c = out.counters.find((x) => x.id === counterId)
  if (c && c.kind === 'loot' && c.carrier === undefined && !out.counters.some((x) => x.carrier === unitId))
    c.carrier = unitId
  return out
}

/** The battle moves carried counters with their carrier (call after every move of a carrier). */
export function carry(ms: MissionState, unitId: string, pos: Vec): MissionState {
  if (!ms.counters.some((c) => c.carrier === unitId)) return ms
  const out = clone(ms)
  for (const c of out.counters) if (c.carrier === unitId) c.pos = { x: pos.x, y: pos.y }
  return out
}

/**
 * GF-MIS-LOOT-DROP: a carrier destroyed, knocked down or shut down drops its loot in base contact.
 * `at` is where the battle puts it (next to the base); by default the carrier's centre.
 */
export function dropLoot(ms: MissionState, unit: MissionUnit, at: Vec = unit.pos): MissionState {
  if (!ms.counters.some((c) => c.carrier === unit.id)) return ms
  const out = clone(ms)
  for (const c of out.counters)
    if (c.carrier === unit.id) {
      delete c.carrier
      c.pos = { x: at.x, y: at.y }
    }
  return out
}

export type InvestigationResult = 'false-lead' | 'intel' | 'prize' | 'booby-trap'

export interface Investigation {
  state: MissionState
  roll: number
  result: InvestigationResult
  /** Booby trap: units within this many inches of the counter take 1 damage each. */
  trap?: { radius: number; victims: string[] }
  /** The searching unit may pick the prize up at once as a free action. */
  mayPickUp?: string
  /** The last counter that turned into the prize by itself, if that happened. */
  autoPrize?: string
}

/**
 * GF-MIS-INVESTIGATE: search a point of interest. 1-2 false lead (removed), 3-5 intel (becomes an
 * objective marker), 6 the prize (becomes a loot counter; every other target counter becomes a
 * marker). With the Booby Trapped variant a 1 also damages every unit (never a mission structure)
 * within D6". When only one target counter is left and the prize is still hidden, that counter
 * becomes the prize.
 */
export function investigate(
  ms: MissionState,
  counterId: string,
  unit: MissionUnit,
  dice: DicePort,
  units: readonly MissionUnit[] = [],
  distance?: DistanceFn,
): Investigation | null {
  const at = ms.counters.findIndex((c) => c.id === counterId && c.role === 'point-of-interest')
  if (at < 0) return null
  const out = clone(ms)
  const counter = out.counters[at] as (typeof out.counters)[number]
  const roll = dice.d6()
  const res: Investigation = { state: out, roll, result: 'false-lead' }
  if (roll === 1 && ms.variant === 'investigate-booby-trapped') {
    const radius = dice.d6()
    const measure = distance ?? ((p: Vec, u: MissionUnit) => Math.max(0, dist(p, u.pos) - u.radius))
    // Mission structures (Remember Love's beacons) are terrain, not units: the blast spares them.
    const victims = units
      .filter((u) => u.status === 'table' && (u.piece === undefined || !isStructure(u.piece)))
      .filter((u) => measure(counter.pos, u) <= radius + 1e-9)
      .map((u) => u.id)
    res.result = 'booby-trap'
    res.trap = { radius, victims }
    out.counters.splice(at, 1)
  } else if (roll <= 2) {
    out.counters.splice(at, 1)
  } else if (roll <= 5) {
    res.result = 'intel'
    out.counters.splice(at, 1)
    out.markers.push({ id: `objective:${counterId}`, kind: 'objective', pos: counter.pos })
  } else {
    res.result = 'prize'
    revealPrize(out, counterId)
    res.mayPickUp = unit.id
  }
  const left = out.counters.filter((c) => c.role === 'point-of-interest')
  if (!out.prizeFound && left.length === 1) {
    const last = left[0] as (typeof left)[number]
    revealPrize(out, last.id)
    res.autoPrize = last.id
  }
  return res
}

function revealPrize(ms: MissionState, counterId: string): void {
  ms.prizeFound = true
  const rest: typeof ms.counters = []
  for (const c of ms.counters) {
    if (c.id === counterId) rest.push({ id: 'loot:prize', kind: 'loot', pos: c.pos })
    else if (c.role === 'point-of-interest')
      ms.markers.push({ id: `objective:${c.id}`, kind: 'objective', pos: c.pos })
    else rest.push(c)
  }
  ms.counters = rest
}
