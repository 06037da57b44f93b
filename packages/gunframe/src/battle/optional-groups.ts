/**
 * Optional rule: conventional units in groups (GF-OPT-GROUPS). When a conventional unit activates
 * it leads every unactivated conventional friend within 2" (Sortie forms the largest group; the
 * followers count as activated). When the leader attacks, each follower still within 2" of it
 * that sees the target adds its value for the same weapon system to the firepower pool; the
 * defender's modifiers come from the leader's sight as usual.
 */
import type { GameEvent } from '@sortie/engine'
import type { BattleCtx } from './context.ts'
import { figureOf, findUnit } from './geo.ts'
import type { BattleState, BattleUnit } from './types.ts'

export const GROUP_RANGE = 2

const within = (c: BattleCtx, a: BattleUnit, b: BattleUnit): boolean =>
  c.table.edgeDistance(figureOf(a), figureOf(b)) <= GROUP_RANGE + 1e-9

export function groupEvent(s: BattleState, c: BattleCtx, e: GameEvent): void {
  if (!s.mission.optional?.includes('groups') || !s.mission.groups) return
  if (e.type === 'TurnStarted') s.mission.groups = {}
  if (e.type === 'UnitActivated') {
    const leader = findUnit(s, e.unit)
    if (!leader?.conventional || leader.piece) return
    const followers = s.units.filter(
      (u) =>
        u.id !== leader.id &&
        u.side === leader.side &&
        u.conventional &&
        !u.piece &&
        u.status === 'table' &&
        !u.activated &&
        within(c, leader, u),
    )
    if (followers.length === 0) return
    for (const f of followers) f.activated = true
    s.mission.groups[leader.id] = followers.map((f) => f.id)
    c.emit({ type: 'GroupFormed', leader: leader.id, followers: s.mission.groups[leader.id] })
  }
  if (e.type === 'AttackDeclared') {
    const top = s.stack[s.stack.length - 1]
    const leader = findUnit(s, e.attacker)
    const ids = leader ? s.mission.groups[leader.id] : undefined
    if (!leader || !ids || top?.t !== 'attack' || top.reaction || top.attacker !== leader.id) return
    let bonus = 0
    for (const id of ids) {
      const f = findUnit(s, id)
      if (f?.status !== 'table' || !within(c, leader, f)) continue
      const seen = c.table.lineOfSight(
        s.field,
        s.units.filter((u) => u.status === 'table').map(figureOf),
        f.id,
        top.target,
      )
      if (seen.visible) bonus += f.loadout[top.band]
    }
    if (bonus > 0) {
      top.weapon += bonus
      c.emit({ type: 'GroupAttack', leader: leader.id, bonus })
    }
  }
}
