/**
 * GF-OPT-GROUPS-FORM for reactions: a conventional unit that reacts with an attack or a move may
 * lead a group as it would when activating. The reaction is declared and checked first (so naming
 * followers can never strand it), then its player names followers with the same 'group-follower'
 * question, and only then is the attack or move carried out — with the followers' dice added and
 * the followers moving after the leader, as in an activation.
 *
 * Readings: a follower must be free to react itself (not activated, not yet reacted, neither
 * knocked down nor shut down) and following uses up its reaction, but the group reacts once and
 * only the leader pays the Focus Point. An evade has nothing for a group to share, so it forms no
 * group. The group lasts for this reaction only: it is forgotten when the activation it
 * interrupted ends (or the next one starts), so its members may still activate later in the turn.
 *
 * @example
 * // p2 attacks a tank; p1 reacts: { kind: 'react', unit: tank, action: 'attack' }
 * // → prompt { kind: 'choose', id: 'group-follower', options: [nearbyTank, 'done'] }
 */
import type { RuleError, Vec } from '@sortie/engine'
import { declareAttack, planAttack } from '../../actions/attack.ts'
import { checkMove, declareMove } from '../../actions/move.ts'
import { rapidFireMismatch } from '../../actions/rapid-fire.ts'
import { ask } from '../../core/choice.ts'
import { choiceData, type PendingReaction } from '../../core/choice-data.ts'
import type { BattleCtx } from '../../core/context.ts'
import { rulesOn } from '../../core/rules-on.ts'
import type { BattleDecision, BattleState, BattleUnit, ChoiceFrame } from '../../core/types.ts'
import { setTurnMarks } from '../../core/unit/write.ts'
import { followerCandidates } from './core.ts'

const groupsOn = (s: BattleState): boolean => rulesOn(s).has('groups')

/** Whether this leader's group was formed for a reaction (and so is still that reaction's). */
export const reactionLed = (s: BattleState, leader: string): boolean =>
  s.mission.reactionGroups?.includes(leader) === true

/** Friends the reacting leader may still name: ones that could have reacted themselves. */
export function reactionFollowers(s: BattleState, c: Pick<BattleCtx, 'table'>, leader: BattleUnit): string[] {
  return followerCandidates(
    s,
    c,
    leader,
    (u) => !u.turn.reacted && !u.counters.knockedDown && !u.counters.shutDown,
  )
}

/** The pending reaction stored on a 'group-follower' question, if it was asked for one. */
export function pendingOf(q: ChoiceFrame): PendingReaction | undefined {
  return choiceData(q, 'group-follower')?.reaction
}

/** Checks the reaction as it will be carried out, touching nothing. */
function check(s: BattleState, c: BattleCtx, u: BattleUnit, p: PendingReaction): RuleError | undefined {
  if (p.action === 'attack') {
    const plan = planAttack(s, c, u, p.by, { reaction: true })
    if (!plan.ok) return plan.error
    return rapidFireMismatch(plan.value.needsRapidFire, false)
  }
  const m = checkMove(s, c, u, p.path, p.facing, undefined, p.allowFall)
  return m.ok ? undefined : m.error
}

/**
 * Called by a reaction once it is paid for: returns null when no group can form (the reaction
 * goes ahead at once), otherwise the check's error or undefined with the followers asked for.
 */
export function offerReactionGroup(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  by: string,
  d: Extract<BattleDecision, { kind: 'react' }>,
): RuleError | undefined | null {
  if (!groupsOn(s) || !u.profile.conventional || u.piece || u.status !== 'table') return null
  if ((d.action !== 'attack' && d.action !== 'move') || d.special) return null
  if (reactionFollowers(s, c, u).length === 0) return null
  const pending: PendingReaction = {
    action: d.action,
    by,
    ...(d.action === 'move' ? { path: d.path as Vec[], facing: d.facing as number } : {}),
    ...(d.allowFall === true ? { allowFall: true } : {}),
  }
  const bad = check(s, c, u, pending)
  if (bad) return bad
  s.mission.groups ??= {}
  s.mission.groups[u.id] = []
  s.mission.reactionGroups = [...(s.mission.reactionGroups ?? []).filter((id) => id !== u.id), u.id]
  askReactionFollower(s, c, u, pending)
  return undefined
}

/** Asks for the next follower; false when nobody is left to name. */
export function askReactionFollower(
  s: BattleState,
  c: BattleCtx,
  leader: BattleUnit,
  pending: PendingReaction,
): boolean {
  const ids = reactionFollowers(s, c, leader)
  if (ids.length === 0) return false
  ask(s, c, {
    id: 'group-follower',
    seat: leader.side,
    unit: leader.id,
    options: [...ids, 'done'],
    data: { reaction: { ...pending } },
  })
  return true
}

/** The followers are named: the leader's reaction happens now. */
export function carryOutReaction(
  s: BattleState,
  c: BattleCtx,
  leader: BattleUnit,
  p: PendingReaction,
): RuleError | undefined {
  const opts = { reaction: true, first: false }
  if (p.action === 'attack') return declareAttack(s, c, leader, p.by, false, opts)
  return declareMove(s, c, leader, p.path, p.facing, { ...opts, ...(p.allowFall ? { allowFall: true } : {}) })
}

/** Reaction groups end with the activation they interrupted. */
export function forgetReactionGroups(s: BattleState): void {
  const leaders = s.mission.reactionGroups
  if (!leaders || leaders.length === 0) return
  const groups = s.mission.groups ?? {}
  s.mission.groups = Object.fromEntries(Object.entries(groups).filter(([id]) => !leaders.includes(id)))
  s.mission.reactionGroups = []
}

/** Followers of a reacting leader use up their reaction; activation followers count as activated. */
export function markFollower(s: BattleState, f: BattleUnit, leader: string): void {
  if (reactionLed(s, leader)) setTurnMarks(f, { reacted: true })
  else setTurnMarks(f, { activated: true })
}
