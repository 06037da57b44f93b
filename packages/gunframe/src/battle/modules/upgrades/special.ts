/**
 * Special actions upgrades give (a shut-down unit's special action always reboots instead):
 * Leader (N) puts Evade counters on N friends within 8" (itself allowed, ruling 13), one choice
 * at a time; Mechanic repairs 1 on itself or a friend in contact; Repair Systems regains D3;
 * Spiteful deals 1 to a knocked-down or shut-down enemy in contact.
 */
import type { RuleError } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import { applyDamage, repair } from '../../actions/damage.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import { choiceData } from '../../core/choice-data.ts'
import type { BattleCtx } from '../../core/context.ts'
import { figureOf, findUnit } from '../../core/geo.ts'
import { CONTACT } from '../../core/open-ground.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { setCounters } from '../../core/unit/write.ts'
import { has, upgradeN } from './effects/registry.ts'

export interface SpecialOption {
  use: string
  target?: string
}

const near = (table: TableRules, a: BattleUnit, b: BattleUnit, inches: number) =>
  table.edgeDistance(figureOf(a), figureOf(b)) <= inches + 1e-9

function leaderCandidates(s: BattleState, table: TableRules, u: BattleUnit): string[] {
  return s.units
    .filter(
      (o) =>
        o.status === 'table' &&
        o.side === u.side &&
        !o.counters.evade &&
        (o.id === u.id || near(table, u, o, 8)),
    )
    .map((o) => o.id)
}

function mechanicTargets(s: BattleState, table: TableRules, u: BattleUnit): string[] {
  return s.units
    .filter(
      (o) =>
        o.status === 'table' &&
        o.side === u.side &&
        o.armour < o.profile.maxArmour &&
        (o.id === u.id || near(table, u, o, CONTACT)),
    )
    .map((o) => o.id)
}

function spitefulTargets(s: BattleState, table: TableRules, u: BattleUnit): string[] {
  return s.units
    .filter(
      (o) =>
        o.status === 'table' &&
        o.side !== u.side &&
        (o.counters.knockedDown || o.counters.shutDown) &&
        near(table, u, o, CONTACT),
    )
    .map((o) => o.id)
}

/** The special actions the unit could take now (for legal()). */
export function specialOptions(s: BattleState, table: TableRules, u: BattleUnit): SpecialOption[] {
  const out: SpecialOption[] = []
  if (has(u, 'leader') && leaderCandidates(s, table, u).length > 0) out.push({ use: 'leader' })
  if (has(u, 'mechanic'))
    for (const t of mechanicTargets(s, table, u)) out.push({ use: 'mechanic', target: t })
  if (has(u, 'repair-systems') && u.armour < u.profile.maxArmour) out.push({ use: 'repair-systems' })
  if (has(u, 'spiteful'))
    for (const t of spitefulTargets(s, table, u)) out.push({ use: 'spiteful', target: t })
  return out
}

const no = (message: string): RuleError => ({ code: 'gunframe/no_special', message })

export function specialAction(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  use: unknown,
  target: unknown,
): RuleError | undefined {
  switch (use) {
    case 'leader': {
      if (!has(u, 'leader')) return no('Only a Leader can do that.')
      const options = leaderCandidates(s, c.table, u)
      if (options.length === 0) return no('No friend within 8" lacks an Evade counter.')
      ask(s, c, {
        id: 'leader',
        seat: u.side,
        unit: u.id,
        options: ['done', ...options],
        data: { left: upgradeN(u, 'leader') },
      })
      return undefined
    }
    case 'mechanic': {
      if (!has(u, 'mechanic')) return no('Only a Mechanic can do that.')
      if (!mechanicTargets(s, c.table, u).includes(String(target)))
        return no('Repair itself or a damaged friend in contact.')
      repair(s, c, findUnit(s, target) as BattleUnit, 1, u.id)
      return undefined
    }
    case 'repair-systems': {
      if (!has(u, 'repair-systems')) return no('This unit has no Repair Systems.')
      const roll = Math.ceil(c.dice.d6() / 2)
      c.emit({ type: 'RepairRoll', unit: u.id, roll })
      repair(s, c, u, roll, u.id)
      return undefined
    }
    case 'spiteful': {
      if (!has(u, 'spiteful')) return no('Only a Spiteful pilot can do that.')
      if (!spitefulTargets(s, c.table, u).includes(String(target)))
        return no('Pick a knocked-down or shut-down enemy in contact.')
      applyDamage(s, c, findUnit(s, target) as BattleUnit, 1, u.id)
      return undefined
    }
    default:
      return no('This unit has no such special action.')
  }
}

export const leaderChoice: Readonly<Record<string, ChoiceHandler>> = {
  leader: (s, c, q, option) => {
    if (option === 'done') return undefined
    const t = findUnit(s, option) as BattleUnit
    setCounters(t, { evade: true })
    c.emit({ type: 'EvadePlaced', unit: t.id, by: q.unit })
    const left = Number(choiceData(q, 'leader')?.left ?? 1) - 1
    const u = findUnit(s, q.unit) as BattleUnit
    const options = leaderCandidates(s, c.table, u)
    if (left > 0 && options.length > 0)
      ask(s, c, { id: 'leader', seat: u.side, unit: u.id, options: ['done', ...options], data: { left } })
    return undefined
  },
}
