/**
 * What the group rule's parts share (GF-OPT-GROUPS): the 2" reach, who follows whom, and a
 * follower leaving its group.
 */
import type { BattleCtx } from '../../core/context.ts'
import { figureOf } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'

export const GROUP_RANGE = 2

/** Edge to edge within 2" (infantry sharing a building measure 0: the table sees the building). */
export const withinGroup = (c: Pick<BattleCtx, 'table'>, a: BattleUnit, b: BattleUnit): boolean =>
  c.table.edgeDistance(figureOf(a), figureOf(b)) <= GROUP_RANGE + 1e-9

/** Who leads the group this unit follows, if any. */
export function leaderOf(s: BattleState, unit: string): string | undefined {
  for (const [leader, ids] of Object.entries(s.mission.groups ?? {})) if (ids.includes(unit)) return leader
  return undefined
}

/** A follower out of reach of its leader leaves the group (and its part in the activation ends). */
export function dropFollower(s: BattleState, c: Pick<BattleCtx, 'emit'>, leader: string, unit: string): void {
  const groups = s.mission.groups
  const ids = groups?.[leader]
  if (!groups || !ids?.includes(unit)) return
  groups[leader] = ids.filter((id) => id !== unit)
  c.emit({ type: 'GroupLeft', leader, unit })
}

/**
 * Friends the leader may name as followers, in state order so the prompt is stable: unactivated
 * conventional units of its side within 2"; `also` narrows it (a reaction needs ones that could
 * have reacted themselves).
 */
export function followerCandidates(
  s: BattleState,
  c: Pick<BattleCtx, 'table'>,
  leader: BattleUnit,
  also: (u: BattleUnit) => boolean = () => true,
): string[] {
  return s.units
    .filter(
      (u) =>
        u.id !== leader.id &&
        u.side === leader.side &&
        u.profile.conventional &&
        !u.piece &&
        u.status === 'table' &&
        !u.turn.activated &&
        also(u) &&
        withinGroup(c, leader, u),
    )
    .map((u) => u.id)
}
