/** Read-only questions about the battle state, shared by the rules, legal moves, bots and views. */
import { weaponById } from '../data/starter.ts'
import type { GwState, MechaState, PilotState, WeaponState } from './types.ts'
import { gap, type Pos, samePos } from './zones.ts'

export const pilotOf = (s: GwState, m: MechaState): PilotState | null =>
  m.pilot ? (s.pilots[m.pilot] ?? null) : null
export const mechaOf = (s: GwState, p: PilotState): MechaState | null =>
  p.in ? (s.mecha[p.in] ?? null) : null

/** On the map and not gone (destroyed or left). */
export const present = (m: MechaState): boolean => !m.destroyed && !m.left

/** Can fight: present, not disabled (unless the optional rule keeps it running), with a pilot able to act. */
export function operational(s: GwState, m: MechaState): boolean {
  if (!present(m)) return false
  if (m.disabled && !s.options.operationalDisabled) return false
  const p = pilotOf(s, m)
  return !!p && !p.dead && !p.unconscious
}

/** Pilots who give orders this turn: alive and conscious. */
export function actors(s: GwState): PilotState[] {
  return Object.values(s.pilots)
    .filter((p) => !p.dead && !p.unconscious)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
}

export const actorsOfSeat = (s: GwState, seat: string): PilotState[] =>
  actors(s).filter((p) => p.seat === seat)

export function mechaAt(s: GwState, at: Pos): MechaState | null {
  return Object.values(s.mecha).find((m) => present(m) && samePos(m.pos, at)) ?? null
}

export function enemiesOf(s: GwState, m: MechaState): MechaState[] {
  return Object.values(s.mecha).filter((x) => present(x) && x.side !== m.side && !x.hidden)
}

/** Mecha touching a square (gap 0), excluding the one standing on it. */
export function adjacentMecha(s: GwState, at: Pos): MechaState[] {
  return Object.values(s.mecha).filter((m) => present(m) && !samePos(m.pos, at) && gap(m.pos, at) === 0)
}

export const hasEffect = (p: PilotState | null, id: string): boolean => !!p?.effects.some((e) => e.id === id)

/** Energy the active weapons cost every turn (§5, §6.4): the energy phase's upkeep. */
export function holdCost(m: MechaState): number {
  return m.weapons.reduce((n, w) => n + (w.active && !w.lost ? (weaponById(w.weapon)?.power ?? 0) : 0), 0)
}

export function activeWeapons(m: MechaState): WeaponState[] {
  return m.weapons.filter((w) => w.active && !w.lost)
}

export const isRanged = (w: WeaponState): boolean => {
  const k = weaponById(w.weapon)?.kind
  return k === 'energy' || k === 'ballistic' || k === 'launcher' || k === 'grenades'
}

export const isStunned = (s: GwState, p: PilotState): boolean => p.stunnedTurn === s.turn

/** A mecha no longer moving by itself may be pushed (§7.8). */
export function immobile(s: GwState, m: MechaState): boolean {
  const p = pilotOf(s, m)
  return m.disabled || !p || p.dead || p.unconscious
}

/** Flying now: a flyer whose thrusters are broken cannot fly (§6.5.5), so it walks. */
export const flying = (m: MechaState): boolean => m.flies && !m.brokenParts.includes('thrusters')

/** Movement units this mecha may move this turn (§7.3, legs, descent, Energy, thrusters/hip). */
export function moveAllowance(s: GwState, m: MechaState): number {
  if (m.descent) return Math.min(m.descent.turns + 1, 10)
  let speed = m.speed
  if (m.disabled && s.options.operationalDisabled) speed = Math.floor(m.speedBase / 2)
  else if (m.disabled) return 0
  if (s.scene.environment === 'space' && m.brokenParts.includes('thrusters')) return 0
  if (s.scene.environment === 'ground' && m.brokenParts.includes('hip') && !flying(m)) return 0
  return Math.max(0, Math.min(speed, m.energy))
}

/** Difficult terrain rating of a square (0 when clear). */
export function terrainAt(s: GwState, at: Pos): number {
  return s.scene.terrain.find((t) => samePos(t.at, at))?.rating ?? 0
}
