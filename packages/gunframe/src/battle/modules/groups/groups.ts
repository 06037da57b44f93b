/**
 * Optional rule: conventional units in groups (GF-OPT-GROUPS). When a conventional unit starts
 * an ordinary activation (not a free one), its player may name followers one at a time from the
 * unactivated conventional friends within 2" (GF-OPT-GROUPS-FORM); each follower counts as
 * activated. A reacting conventional unit may lead a group too (react.ts). The leader's move actions take the followers along (move.ts). When
 * the leader attacks, each follower still with it that sees the target adds its value for the
 * same weapon system to the firepower pool, whatever its own range (GF-OPT-GROUPS-ATTACK); the
 * defender's modifiers come from the leader's sight as usual.
 *
 * @example
 * // activate a tank → prompt { kind: 'choose', id: 'group-follower', options: ['unit:p1:1', 'done'] }
 */

import { ask, type ChoiceHandler } from '../../core/choice.ts'
import type { BattleCtx } from '../../core/context.ts'
import type { BattleEvent } from '../../core/events/index.ts'
import { figureOf, findUnit } from '../../core/geo.ts'
import { rulesOn } from '../../core/rules-on.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { effectiveLoadout } from '../power/crippled.ts'
import { followerCandidates, withinGroup } from './core.ts'
import { followerMoved, leaderMoved } from './move.ts'
import {
  askReactionFollower,
  carryOutReaction,
  forgetReactionGroups,
  markFollower,
  pendingOf,
  reactionLed,
} from './react.ts'

export { GROUP_RANGE } from './core.ts'

const groupsOn = (s: BattleState): boolean => rulesOn(s).has('groups')

const canLead = (u: BattleUnit | undefined): u is BattleUnit =>
  u?.profile.conventional === true && !u.piece && u.status === 'table'

/** Friends the leader may still name as followers (in state order, so the prompt is stable). */
export function eligibleFollowers(s: BattleState, c: Pick<BattleCtx, 'table'>, leader: BattleUnit): string[] {
  return followerCandidates(s, c, leader)
}

function offerFollowers(s: BattleState, c: BattleCtx, leader: BattleUnit): boolean {
  const ids = eligibleFollowers(s, c, leader)
  if (ids.length === 0) return false
  ask(s, c, { id: 'group-follower', seat: leader.side, unit: leader.id, options: [...ids, 'done'] })
  return true
}

export const groupFollowerChoice: Readonly<Record<string, ChoiceHandler>> = {
  'group-follower': (s, c, q, option) => {
    const leader = findUnit(s, q.unit) as BattleUnit
    // A reacting leader's attack or move waits here until its followers are named.
    const pending = pendingOf(q)
    s.mission.groups ??= {}
    const groups = s.mission.groups
    const followers = groups[leader.id] ?? []
    if (option !== 'done') {
      const f = findUnit(s, option)
      // The options were checked when offered; the state has not changed since.
      if (!f) return { code: 'gunframe/bad_option', message: 'No such unit.' }
      markFollower(s, f, leader.id)
      followers.push(f.id)
      groups[leader.id] = followers
      c.emit({ type: 'GroupJoined', leader: leader.id, unit: f.id })
      if (pending ? askReactionFollower(s, c, leader, pending) : offerFollowers(s, c, leader))
        return undefined
    }
    if (followers.length > 0)
      c.emit({
        type: 'GroupFormed',
        leader: leader.id,
        followers: [...followers],
        ...(pending ? { reaction: true } : {}),
      })
    return pending ? carryOutReaction(s, c, leader, pending) : undefined
  },
}

function groupAttack(s: BattleState, c: BattleCtx, attacker: unknown): void {
  const top = s.stack[s.stack.length - 1]
  const leader = findUnit(s, attacker)
  const ids = leader ? s.mission.groups?.[leader.id] : undefined
  if (!leader || !ids || top?.t !== 'attack' || top.attacker !== leader.id) return
  // A reaction attack gets the dice only of a group formed for that reaction.
  if (top.reaction && !reactionLed(s, leader.id)) return
  let bonus = 0
  const figs = s.units.filter((u) => u.status === 'table').map(figureOf)
  for (const id of ids) {
    const f = findUnit(s, id)
    if (f?.status !== 'table' || !withinGroup(c, leader, f)) continue
    if (c.table.lineOfSight(s.field, figs, f.id, top.target).visible)
      bonus += effectiveLoadout(s, f)[top.band]
  }
  if (bonus > 0) {
    top.weapon += bonus
    c.emit({ type: 'GroupAttack', leader: leader.id, bonus })
  }
}

export function groupEvent(s: BattleState, c: BattleCtx, e: BattleEvent): void {
  if (!groupsOn(s) || !s.mission.groups) return
  switch (e.type) {
    case 'TurnStarted':
      s.mission.groups = {}
      s.mission.reactionGroups = []
      return
    case 'ActivationEnded':
      forgetReactionGroups(s)
      return
    case 'UnitActivated': {
      forgetReactionGroups(s)
      // Only `activate` (an ordinary activation) says this: free activations act alone.
      const leader = findUnit(s, e.unit)
      if (canLead(leader)) offerFollowers(s, c, leader)
      return
    }
    case 'UnitMoved':
    case 'MoveStopped':
      if (s.mission.groups[e.unit]?.length && e.type === 'UnitMoved') leaderMoved(s, c, e)
      else followerMoved(s, c, e.unit)
      return
    case 'AttackDeclared':
      groupAttack(s, c, e.attacker)
      return
    default:
      return
  }
}
