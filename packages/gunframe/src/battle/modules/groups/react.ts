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
 * group; nor does a transformation, which changes form on the spot and so gives followers no move
 * to follow (as in an activation). The group lasts for this reaction only: it is forgotten when
 * the activation it interrupted ends (or the next one starts), so its members may still activate
 * later in the turn.
 *
 * GF-OPT-GROUPS-MOVE: the leader moves "as normal", so a group's reaction move keeps everything
 * a lone reaction move declares (special movement, fast, a part-way climb, a deliberate fall) and
 * is refused for the same reasons, with the same codes, before any follower is named.
 *
 * @example
 * // p2 attacks a tank; p1 reacts: { kind: 'react', unit: tank, action: 'attack' }
 * // → prompt { kind: 'choose', id: 'group-follower', options: [nearbyTank, 'done'] }
 */
import type { RuleError, Vec } from '@sortie/engine'
import { declareAttack, planAttack } from '../../actions/attack.ts'
import { checkMove, declareMove } from '../../actions/move.ts'
import { rapidFireMismatch } from '../../actions/rapid-fire.ts'
import { canAffordFocus, specialFocusCost } from '../../actions/special-move.ts'
import { ask } from '../../core/choice.ts'
import { choiceData, type PendingReaction } from '../../core/choice-data.ts'
import type { BattleCtx } from '../../core/context.ts'
import { engagedWith } from '../../core/geo.ts'
import { type MoveExtras, moveExtrasOf } from '../../core/moves.ts'
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

/**
 * A reaction waiting for its followers, with what its move declares beside the path. Stored as
 * the 'group-follower' question's `reaction` (plain JSON; core's PendingReaction names only the
 * path, so the extras are read back through this type).
 */
export type GroupReaction = PendingReaction & MoveExtras

/** The pending reaction stored on a 'group-follower' question, if it was asked for one. */
export function pendingOf(q: ChoiceFrame): GroupReaction | undefined {
  return choiceData(q, 'group-follower')?.reaction
}

/**
 * The move's refusals as declareMove makes them (a stray `flight`, the path and its special
 * movement, the focus points it costs on top of the reaction's, leaving contact to make contact),
 * so a move accepted here cannot be refused once the followers are named.
 */
function checkGroupMove(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  p: GroupReaction,
): RuleError | undefined {
  if (p.flight !== undefined)
    return {
      code: 'gunframe/bad_combination',
      message: 'Only a transformation takes off or lands with `flight`; otherwise declare take-off or land.',
    }
  const m = checkMove(s, c, u, p.path, p.facing, p.special, p.allowFall, p.climbTo, p.fast)
  if (!m.ok) return m.error
  const cost = specialFocusCost(m.profile, p.special, p.fast)
  if (!canAffordFocus(c.modules, s, u, cost))
    return { code: 'gunframe/no_focus', message: `Moving ${p.special} needs ${cost} focus point(s).` }
  const before = engagedWith(s, c.table, u)
  if (m.check.engagedWith.length > 0 && before.some((id) => !m.check.engagedWith.includes(id)))
    return { code: 'gunframe/out_and_into_contact', message: 'A move cannot leave contact and make contact.' }
  return undefined
}

/** Checks the reaction as it will be carried out, touching nothing. */
function check(s: BattleState, c: BattleCtx, u: BattleUnit, p: GroupReaction): RuleError | undefined {
  if (p.action === 'attack') {
    const plan = planAttack(s, c, u, p.by, { reaction: true })
    if (!plan.ok) return plan.error
    return rapidFireMismatch(plan.value.needsRapidFire, false)
  }
  return checkGroupMove(s, c, u, p)
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
  if ((d.action !== 'attack' && d.action !== 'move') || d.special === 'transform') return null
  if (reactionFollowers(s, c, u).length === 0) return null
  const pending: GroupReaction = {
    action: d.action,
    by,
    ...(d.action === 'move' ? { path: d.path as Vec[], facing: d.facing as number, ...moveExtrasOf(d) } : {}),
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
  pending: GroupReaction,
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
  p: GroupReaction,
): RuleError | undefined {
  const opts = { reaction: true, first: false }
  if (p.action === 'attack') return declareAttack(s, c, leader, p.by, false, opts)
  const { action: _a, by: _b, path, facing, ...extras } = p
  return declareMove(s, c, leader, path, facing, { ...opts, ...extras })
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
