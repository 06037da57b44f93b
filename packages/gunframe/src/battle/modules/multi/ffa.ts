/**
 * Free-for-all battles (GF-MULTI-FFA): three or more players, each against all. Before deploying
 * every player rolls a D6; from the highest roll down, each picks a table edge and deploys within
 * 8" of its centre. The last to deploy has the first turn's initiative; activations then go
 * clockwise round the table. From turn two initiative is rolled as usual (modifiers, ties to the
 * fewest Focus Points) and the high roller starts; play goes clockwise again.
 */
import { Dice, hypot, type RuleError, type Seat, type Vec } from '@sortie/engine'
import { setupMission } from '../../../missions/setup.ts'
import type { BattleCtx } from '../../core/context.ts'
import { moduleInitiative } from '../../core/module.ts'
import type { BattlePromptOf } from '../../core/prompt-types.ts'
import type { BattleDecision, BattleState, BattleUnit, Half } from '../../core/types.ts'

export const FFA_RANGE = 8
/** Edges in clockwise order seen from above (y = 0 is the south edge). */
const CLOCKWISE: Half[] = ['south', 'west', 'north', 'east']

export function edgeCentre(s: BattleState, h: Half): Vec {
  const { width: w, depth: d } = s.field
  return (
    { south: { x: w / 2, y: 0 }, north: { x: w / 2, y: d }, west: { x: 0, y: d / 2 } }[h as 'south'] ?? {
      x: w,
      y: d / 2,
    }
  )
}

/** Rolls the deployment order (ties roll again) and lays out the mission's fixed markers. */
export function ffaStart(s: BattleState): RuleError | undefined {
  if (s.seats.length > 4)
    return {
      code: 'gunframe/too_many_players',
      message: 'A free-for-all has one player per table edge (4 at most).',
    }
  const dice = new Dice(s.rng)
  const rolls: Record<Seat, number> = {}
  let pending = [...s.seats]
  const order: Seat[] = []
  for (let guard = 0; pending.length > 0 && guard < 100; guard++) {
    for (const p of pending) rolls[p] = dice.d6()
    const sorted = [...pending].sort((a, b) => (rolls[b] ?? 0) - (rolls[a] ?? 0))
    const top = rolls[sorted[0] as Seat]
    const best = sorted.filter((p) => rolls[p] === top)
    if (best.length === 1 || guard === 99) {
      order.push(...best)
      pending = pending.filter((p) => !best.includes(p))
    }
  }
  s.mission.ffaOrder = order
  const ms = setupMission(
    { id: s.mission.id },
    s.field,
    { attacker: s.seats[0], defender: s.seats[1] },
    'south',
  )
  if (!ms.ok) return ms.error
  s.mission.state = { ...ms.value, steps: [] }
  s.mission.objectives = ms.value.markers.map((m) => ({ id: m.id, pos: { ...m.pos } }))
  s.halves = {}
  s.phase = 'half'
  return undefined
}

const chooser = (s: BattleState): Seat | null =>
  (s.mission.ffaOrder ?? []).find((p) => s.halves?.[p] === undefined) ?? null

export function ffaHalfPrompt(s: BattleState): BattlePromptOf<'choose-half'> {
  return { seat: chooser(s) ?? s.seats[0], kind: 'choose-half', free: freeEdges(s) }
}

const freeEdges = (s: BattleState): Half[] =>
  CLOCKWISE.filter((h) => !Object.values(s.halves ?? {}).includes(h))

export function ffaHalfLegal(s: BattleState): BattleDecision[] {
  const seat = chooser(s)
  return seat ? freeEdges(s).map((half) => ({ seat, kind: 'choose-half', half })) : []
}

export function ffaChooseHalf(
  s: BattleState,
  c: BattleCtx,
  seat: Seat,
  half: unknown,
): RuleError | undefined {
  if (seat !== chooser(s))
    return { code: 'gunframe/not_your_edge', message: 'Another player picks an edge first.' }
  if (!freeEdges(s).includes(half as Half))
    return { code: 'gunframe/bad_half', message: 'Choose a free table edge.', detail: { half } }
  ;(s.halves as Record<Seat, Half>)[seat] = half as Half
  c.emit({ type: 'EdgeChosen', seat, half: half as Half })
  if (chooser(s) === null) {
    // Clockwise seat order follows the edges round the table.
    const at = (p: Seat) => CLOCKWISE.indexOf(s.halves?.[p] as Half)
    s.seats.sort((a, b) => at(a) - at(b))
    s.phase = 'deploy'
  }
  return undefined
}

export function ffaDeployingSeat(s: BattleState): Seat | null {
  for (const p of s.mission.ffaOrder ?? [])
    if (s.units.some((u) => u.side === p && u.status === 'undeployed')) return p
  return null
}

export function inFfaZone(s: BattleState, u: BattleUnit, pos: Vec): boolean {
  const half = s.halves?.[u.side]
  if (!half) return false
  const c = edgeCentre(s, half)
  const onTable =
    pos.x - u.profile.radius >= -1e-9 &&
    pos.y - u.profile.radius >= -1e-9 &&
    pos.x + u.profile.radius <= s.field.width + 1e-9 &&
    pos.y + u.profile.radius <= s.field.depth + 1e-9
  return onTable && hypot(pos.x - c.x, pos.y - c.y) + u.profile.radius <= FFA_RANGE + 1e-9
}

export function ffaSpots(s: BattleState, u: BattleUnit): Vec[] {
  const half = s.halves?.[u.side]
  if (!half) return []
  const c = edgeCentre(s, half)
  const out: Vec[] = []
  for (let dx = -6; dx <= 6; dx += 2)
    for (let dy = -6; dy <= 6; dy += 2) {
      const p = { x: c.x + dx, y: c.y + dy }
      if (inFfaZone(s, u, p)) out.push(p)
    }
  return out
}

/**
 * Turn one: the last to deploy. Later turns: everyone rolls as in a two-player game — a D6 plus
 * the modules' initiative bonuses (Tactician, Command Module). A tie for the highest total goes
 * to the tied player with the fewest Focus Points; players still level roll again among
 * themselves (GF-RULING-PROPOSED-FFA-INITIATIVE-TIES).
 */
export function ffaInitiative(s: BattleState, c: BattleCtx): Seat {
  const order = s.mission.ffaOrder ?? s.seats
  if (s.turn === 1) return order[order.length - 1] as Seat
  let pending = [...s.seats]
  for (let guard = 0; guard < 100 && pending.length > 1; guard++) {
    const rolls: Record<Seat, number> = {}
    for (const p of pending) rolls[p] = c.dice.d6() + moduleInitiative(c.modules, s, p)
    const top = Math.max(...pending.map((p) => rolls[p] ?? 0))
    const best = pending.filter((p) => rolls[p] === top)
    const fewest = Math.min(...best.map((p) => s.focus[p] ?? 0))
    pending = best.filter((p) => (s.focus[p] ?? 0) === fewest)
    c.emit({ type: 'InitiativeRolled', rolls, winner: pending.length === 1 ? (pending[0] as Seat) : null })
  }
  return pending[0] as Seat
}
