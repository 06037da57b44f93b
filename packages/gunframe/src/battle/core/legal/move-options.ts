/**
 * The moves `legal()` offers a unit (moveOptions), and the best of them by a value of where each
 * ends (bestMoveOption) for bots that score moves that way — the same moves, in the same order,
 * the best found measuring only the table's candidates that could be it.
 */
import { hypot, type Vec } from '@sortie/engine'
import { firstBest } from '../../../table/best-candidate.ts'
import type { BestAsk } from '../../../table/contract.ts'
import { checkMove } from '../../actions/move.ts'
import type { BattleLook } from '../context.ts'
import { angleTo, engagedWith, figures } from '../geo.ts'
import { moduleSpeed, moveProfile } from '../module.ts'
import { CONTACT } from '../open-ground.ts'
import type { BattleState, BattleUnit } from '../types.ts'

/** The most moves a unit is offered in one listing. */
const MOVE_LIMIT = 64

export interface MoveOption {
  path: Vec[]
  facing: number
}

/** The enemies on the table, in the state's order (nearest() keeps the first of equals). */
function enemiesOf(s: BattleState, u: BattleUnit): BattleUnit[] {
  const out: BattleUnit[] = []
  for (const o of s.units) if (o.status === 'table' && o.side !== u.side) out.push(o)
  return out
}

function nearest(foes: readonly BattleUnit[], from: Vec): BattleUnit | null {
  let best: BattleUnit | null = null
  let bd = Number.POSITIVE_INFINITY
  for (const o of foes) {
    const d = hypot(o.pos.x - from.x, o.pos.y - from.y)
    if (d < bd) {
      bd = d
      best = o
    }
  }
  return best
}

/** What every move of one unit is checked with: its Speed, its engagements, its enemies. */
interface Mover {
  foes: BattleUnit[]
  speed: number
  /** The stand-up move of a knocked-down unit, its only one; null when standing. */
  stand: MoveOption | null
  /** Straight runs into base contact with each enemy in reach, in the enemies' order. */
  contactRuns(): MoveOption[]
  /** The facing a table candidate is offered with, or null when the battle refuses it. */
  facingOf(path: Vec[]): number | null
}

function moverFor(s: BattleState, look: BattleLook, u: BattleUnit): Mover {
  // Listed once: each candidate faces the nearest of them.
  const foes = enemiesOf(s, u)
  if (u.counters.knockedDown) {
    const e = nearest(foes, u.pos)
    const stand = { path: [{ ...u.pos }], facing: e ? angleTo(u.pos, e.pos) : u.facing }
    return { foes, speed: 0, stand, contactRuns: () => [], facingOf: () => null }
  }
  const table = look.table
  const startEngaged = engagedWith(s, table, u)
  // Crippled Speed, and a fast flyer's straight-line limits the candidates do not know.
  const speed = moduleSpeed(look.modules, s, u)
  const strict = speed !== u.profile.speed || (u.flying && moveProfile(look.modules, s, u).flight === 'fast')
  // Leaving contact and making new contact in one move is illegal; the table cannot know that.
  const fine = (path: Vec[], facing: number): boolean => {
    if (startEngaged.length === 0) return true
    const m = checkMove(s, look, u, path, facing)
    if (!m.ok) return false
    const leaving = startEngaged.some((id) => !m.check.engagedWith.includes(id))
    return !(leaving && m.check.engagedWith.length > 0)
  }
  const contactRuns = (): MoveOption[] => {
    const out: MoveOption[] = []
    for (const o of foes) {
      const d = hypot(o.pos.x - u.pos.x, o.pos.y - u.pos.y)
      const gap = d - u.profile.radius - o.profile.radius
      if (gap <= CONTACT || gap > speed) continue
      const k = (d - u.profile.radius - o.profile.radius - CONTACT / 2) / d
      const end = { x: u.pos.x + (o.pos.x - u.pos.x) * k, y: u.pos.y + (o.pos.y - u.pos.y) * k }
      const facing = angleTo(end, o.pos)
      const path = [{ ...u.pos }, end]
      if (checkMove(s, look, u, path, facing).ok && fine(path, facing)) out.push({ path, facing })
    }
    return out
  }
  const facingOf = (path: Vec[]): number | null => {
    const e = nearest(foes, path[path.length - 1] as Vec)
    let facing = e ? angleTo(path[path.length - 1] as Vec, e.pos) : u.facing
    if (strict) {
      const m = checkMove(s, look, u, path, facing)
      if (!m.ok) return null
      facing = m.facing
    }
    // The optional rules' limits the table cannot see (buildings, space).
    return fine(path, facing) && !look.modules.some((m) => m.moveError?.(s, u, path)) ? facing : null
  }
  return { foes, speed, stand: null, contactRuns, facingOf }
}

/** Candidate moves: a straight run into contact with each enemy in reach, then the table's paths. */
export function moveOptions(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  limit = MOVE_LIMIT,
): MoveOption[] {
  const m = moverFor(s, look, u)
  if (m.stand) return [m.stand]
  const out = m.contactRuns()
  for (const path of look.table.moveCandidates(s.field, figures(s), u.id, m.speed)) {
    if (out.length >= limit) break
    const facing = m.facingOf(path)
    if (facing !== null) out.push({ path, facing })
  }
  return out
}

/**
 * The first of `moveOptions(s, look, u)` with the highest `value` of where it ends, when that is
 * above `floor`; else null: what a bot scoring every listed move by its end would pick, without
 * measuring the table's candidates that could not be it (TableRules.bestCandidate).
 */
export function bestMoveOption(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  value: (end: Vec) => number,
  floor = Number.NEGATIVE_INFINITY,
  /**
   * The most `value` gives any end within `reach` inches of where the unit stands, when the caller
   * can say: every move ends within the unit's Speed, so none is measured when that is no more
   * than the floor.
   */
  within?: (reach: number) => number,
  limit = MOVE_LIMIT,
): (MoveOption & { value: number }) | null {
  const m = moverFor(s, look, u)
  if (m.stand) {
    const v = value(m.stand.path[0] as Vec)
    return v > floor ? { ...m.stand, value: v } : null
  }
  if (within && !(within(m.speed) > floor)) return null
  let pick: (MoveOption & { value: number }) | null = null
  let top = floor
  const runs = m.contactRuns()
  for (const o of runs) {
    const v = value(o.path[o.path.length - 1] as Vec)
    if (v > top) {
      top = v
      pick = { ...o, value: v }
    }
  }
  const ask: BestAsk = {
    value,
    keep: (path) => m.facingOf(path) !== null,
    floor: top,
    room: limit - runs.length,
  }
  if (ask.room <= 0) return pick
  const table = look.table
  const figs = figures(s)
  const best = table.bestCandidate
    ? table.bestCandidate(s.field, figs, u.id, m.speed, ask)
    : firstBest(table.moveCandidates(s.field, figs, u.id, m.speed), ask)
  if (!best) return pick
  return { path: best.path, facing: m.facingOf(best.path) as number, value: best.value }
}
