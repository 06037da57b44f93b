/**
 * GF-OPT-GROUPS-MOVE: after the group leader's move action, each follower in turn is asked to
 * move so it stays within 2" of the leader, or to stay put. A follower's move is an ordinary move
 * (its own Speed, terrain, dangerous rolls, disengaging, enemies may react) that must end within
 * 2" of the leader. One that ends a move — or stays — further away leaves the group: its part in
 * the activation is over, while the leader and the others carry on.
 *
 * Reactions to the leader's move come before the followers move (the move is complete when it
 * ends; the followers are then asked one by one, each move opening its own reaction window).
 *
 * @example
 * // after the leader moves → prompt { kind: 'choose', id: 'group-move', unit: follower, options: ['move', 'stay'] }
 * // legal: { kind: 'choose', option: 'move', to: { x, y } } per reachable spot, and { option: 'stay' }
 */
import { hypot, type RuleError, type Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import { checkMove, declareMove } from '../../actions/move.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import { choiceData, type GroupMoveData } from '../../core/choice-data.ts'
import type { BattleCtx, BattleLook } from '../../core/context.ts'
import type { BattleEventOf } from '../../core/events/index.ts'
import { figureOf, figures, findUnit } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { effectiveSpeed } from '../power/crippled.ts'
import { dropFollower, GROUP_RANGE, leaderOf, withinGroup } from './core.ts'
import { reactionLed } from './react.ts'

/** Most spots offered to one follower (the web shows each as a button). */
export const MAX_FOLLOWER_SPOTS = 8

const onTable = (s: BattleState, id: string): boolean => findUnit(s, id)?.status === 'table'

function askNext(
  s: BattleState,
  c: Pick<BattleCtx, 'emit'>,
  data: GroupMoveData,
  queue: readonly string[],
): void {
  const [first, ...rest] = queue
  const f = first ? findUnit(s, first) : undefined
  if (!f) return
  ask(s, c, {
    id: 'group-move',
    seat: f.side,
    unit: f.id,
    options: ['move', 'stay'],
    data: { leader: data.leader, rest, by: data.by },
  })
}

/** Called on the leader's UnitMoved: only its own move actions take the group along. */
export function leaderMoved(s: BattleState, c: BattleCtx, e: BattleEventOf<'UnitMoved'>): void {
  const leader = findUnit(s, e.unit)
  if (leader?.status !== 'table' || e.special === 'impulsive') return
  let i = s.stack.length - 1
  while (i >= 0 && s.stack[i]?.t === 'choice') i--
  const top = s.stack[i]
  // A recoil or dodge happens under an attack frame; a free activation acts alone. A group
  // formed for a reaction moves under the reaction window it answered.
  const reacting = top?.t === 'react' && reactionLed(s, leader.id)
  if (!reacting && (top?.t !== 'activation' || top.unit !== leader.id || top.bonus)) return
  const { from, to } = e
  const queue = (s.mission.groups?.[leader.id] ?? []).filter((id) => onTable(s, id))
  if (queue.length === 0) return
  askNext(s, c, { leader: leader.id, rest: [], by: { x: to.x - from.x, y: to.y - from.y } }, queue)
}

/** Called when a follower has moved (or stayed, or stopped short): out of reach, it leaves. */
export function followerMoved(s: BattleState, c: BattleCtx, unit: string): void {
  const leaderId = leaderOf(s, unit)
  if (!leaderId) return
  const f = findUnit(s, unit)
  const leader = findUnit(s, leaderId)
  if (f?.status !== 'table' || leader?.status !== 'table' || !withinGroup(c, leader, f))
    dropFollower(s, c, leaderId, unit)
}

const keepsUp = (table: TableRules, f: BattleUnit, leader: BattleUnit, end: Vec): boolean =>
  table.edgeDistance({ ...figureOf(f), pos: end }, figureOf(leader)) <= GROUP_RANGE + 1e-9

const near = (a: Vec, b: Vec): boolean => hypot(a.x - b.x, a.y - b.y) < 1e-6

const round3 = (v: Vec): Vec => ({ x: Number(v.x.toFixed(3)), y: Number(v.y.toFixed(3)) })

/** Paths worth trying: the leader's own step first, then the table's candidates. */
function* paths(s: BattleState, table: TableRules, f: BattleUnit, by: Vec): Generator<Vec[]> {
  yield [{ ...f.pos }, round3({ x: f.pos.x + by.x, y: f.pos.y + by.y })]
  yield* table.moveCandidates(s.field, figures(s), f.id, effectiveSpeed(s, f))
}

/** Where the follower may go now: legal moves ending within 2" of its leader. */
export function followerSpots(
  s: BattleState,
  look: BattleLook,
  f: BattleUnit,
  leader: BattleUnit,
  by: Vec,
): Vec[] {
  const table = look.table
  if (f.status !== 'table' || leader.status !== 'table' || f.counters.knockedDown || f.counters.shutDown)
    return []
  const out: Vec[] = []
  for (const path of paths(s, table, f, by)) {
    if (out.length >= MAX_FOLLOWER_SPOTS) break
    const end = path[path.length - 1] as Vec
    if (near(end, f.pos) || out.some((p) => near(p, end)) || !keepsUp(table, f, leader, end)) continue
    if (checkMove(s, look, f, path, leader.facing).ok) out.push({ x: end.x, y: end.y })
  }
  return out
}

/** The path that takes the follower to a spot (the same search `followerSpots` made). */
function followerPath(
  s: BattleState,
  look: BattleLook,
  f: BattleUnit,
  leader: BattleUnit,
  to: Vec,
): Vec[] | RuleError {
  const table = look.table
  if (!keepsUp(table, f, leader, to))
    return { code: 'gunframe/group_too_far', message: 'A follower moves to stay within 2" of its leader.' }
  const straight = [{ ...f.pos }, { x: to.x, y: to.y }]
  if (checkMove(s, look, f, straight, leader.facing).ok) return straight
  for (const path of table.moveCandidates(s.field, figures(s), f.id, effectiveSpeed(s, f)))
    if (near(path[path.length - 1] as Vec, to) && checkMove(s, look, f, path, leader.facing).ok) return path
  return { code: 'gunframe/bad_group_move', message: 'No legal move takes the follower there.' }
}

export const groupMoveChoice: Readonly<Record<string, ChoiceHandler>> = {
  'group-move': (s, c, q, option, to) => {
    const data = choiceData(q, 'group-move')
    if (!data) return { code: 'gunframe/bad_choice', message: 'This follower question lost its group.' }
    const f = findUnit(s, q.unit) as BattleUnit
    const leader = findUnit(s, data.leader)
    // Asked first, so it waits under whatever this move sets off (reactions, entering a building).
    askNext(
      s,
      c,
      data,
      data.rest.filter((id) => onTable(s, id)),
    )
    if (option === 'stay') {
      followerMoved(s, c, f.id)
      return undefined
    }
    if (!to || leader?.status !== 'table')
      return { code: 'gunframe/bad_point', message: 'Say where the follower moves to.' }
    const path = followerPath(s, c, f, leader, to)
    if (!Array.isArray(path)) return path
    // Followers keep the leader's facing: the group moves as one.
    return declareMove(s, c, f, path, leader.facing, { reaction: reactionLed(s, leader.id), first: false })
  },
}

/** Legal answers while a follower is asked to move: a spot per reachable place, or stay. */
export function groupMoveDecisions(
  s: BattleState,
  look: BattleLook,
): { seat: string; kind: 'choose'; option: string; to?: Vec }[] | undefined {
  const top = s.stack[s.stack.length - 1]
  if (top?.t !== 'choice' || top.id !== 'group-move') return undefined
  const data = choiceData(top, 'group-move')
  const f = findUnit(s, top.unit)
  const leader = data && findUnit(s, data.leader)
  const spots = f && leader && data ? followerSpots(s, look, f, leader, data.by) : []
  return [
    ...spots.map((to) => ({ seat: top.seat, kind: 'choose' as const, option: 'move', to })),
    { seat: top.seat, kind: 'choose' as const, option: 'stay' },
  ]
}
