/**
 * Upgrades acting between deployment and the first turn, one question at a time (turn.ts asks
 * for the next step each time the stack empties before turn 1):
 * - GF-UPG-NEMESIS: each Nemesis pilot names an enemy unit; destroying it earns a victory point at
 *   once, and if it is still standing when the game ends its own side earns one.
 * - GF-UPG-IMPULSIVE: the unit rolls a D6 and must move that far in a straight line, difficult
 *   and dangerous terrain having no effect (walls, figures and ledges still stop it).
 * - GF-UPG-RECON: the unit may take a move action (a one-move bonus activation).
 * First of all, each Lucky unit's owner says whether Lucky may go on a failed Pilot Skill roll
 * (GF-RULING-LUCKY-PILOT, modules/upgrades/lucky.ts).
 */
import { hypot, type RuleError, type Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import type { UpgradeId } from '../../../units/upgrade-ids.ts'
import { bonusActivation } from '../../core/activation.ts'
import { ask, type ChoiceHandler } from '../../core/choice.ts'
import type { BattleCtx } from '../../core/context.ts'
import { figures, findUnit } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { ownedUnits } from '../../core/unit/own.ts'
import { setUpgradeState } from '../../core/unit/write.ts'
import { has, usedUp, useOnce } from './effects/registry.ts'
import { askLuckyPilot } from './lucky.ts'

const ready = (u: BattleUnit, id: UpgradeId): boolean => u.status === 'table' && has(u, id) && !usedUp(u, id)

/** Pushes the next pre-battle question or activation; false when there is none left. */
export function preBattleStep(s: BattleState, c: BattleCtx): boolean {
  // GF-RULING-LUCKY-PILOT: Lucky's use on Pilot Skill rolls is settled before anything is rolled.
  if (askLuckyPilot(s, c)) return true
  // Each step marks the unit it asks about: the units are the draft's own first.
  for (const u of ownedUnits(s)) {
    if (!ready(u, 'nemesis')) continue
    useOnce(u, 'nemesis')
    const options = s.units
      .filter((o) => o.side !== u.side && o.status !== 'destroyed' && !o.piece)
      .map((o) => o.id)
    if (options.length === 0) continue
    ask(s, c, { id: 'nemesis', seat: u.side, unit: u.id, options })
    return true
  }
  for (const u of ownedUnits(s)) {
    if (!ready(u, 'impulsive')) continue
    useOnce(u, 'impulsive')
    const inches = c.dice.d6()
    const spots = impulsiveSpots(s, c.table, u, inches)
    c.emit({ type: 'ImpulsiveRoll', unit: u.id, inches, blocked: spots.length === 0 })
    if (spots.length === 0) continue
    ask(s, c, { id: 'impulsive', seat: u.side, unit: u.id, options: ['move'], inches })
    return true
  }
  for (const u of ownedUnits(s)) {
    if (!ready(u, 'recon') || u.counters.shutDown) continue
    useOnce(u, 'recon')
    bonusActivation(s, c, u, 1, { reason: 'recon', only: 'move' })
    return true
  }
  return false
}

// ---------------------------------------------------------------- nemesis

export const nemesisChoice: Readonly<Record<string, ChoiceHandler>> = {
  nemesis: (s, c, q, option) => {
    const u = findUnit(s, q.unit) as BattleUnit
    setUpgradeState(u, { nemesis: option })
    c.emit({ type: 'NemesisNamed', unit: u.id, nemesis: option })
    return undefined
  },
}

/** At the end of the game: each named nemesis still standing is a point for its own side. */
export function nemesisAtEnd(s: BattleState, c: BattleCtx): void {
  for (const u of s.units) {
    if (!u.upgradeState.nemesis || usedUp(u, 'nemesis-slain')) continue
    const t = findUnit(s, u.upgradeState.nemesis)
    if (!t || t.status === 'destroyed') continue
    s.vp[t.side] = (s.vp[t.side] ?? 0) + 1
    c.emit({ type: 'NemesisSurvived', unit: u.id, nemesis: t.id, side: t.side })
  }
}

// ---------------------------------------------------------------- impulsive

function impulsiveCheck(
  s: BattleState,
  table: TableRules,
  u: BattleUnit,
  inches: number,
  to: Vec,
): RuleError | number {
  const d = hypot(to.x - u.pos.x, to.y - u.pos.y)
  if (Math.abs(d - inches) > 0.05)
    return { code: 'gunframe/impulsive_distance', message: `The impulsive move goes exactly ${inches}".` }
  const r = table.measureMove(s.field, figures(s), {
    unitId: u.id,
    path: [{ ...u.pos }, to],
    facing: u.facing,
    mode: u.flying ? 'fly' : 'ground',
    allowance: inches + 0.05,
    straight: true,
    dodge: true,
  })
  return r.ok ? r.value.endElevation : r.error
}

/** The eight compass points at the rolled distance that the move can reach. */
export function impulsiveSpots(s: BattleState, table: TableRules, u: BattleUnit, inches: number): Vec[] {
  const out: Vec[] = []
  for (let k = 0; k < 8; k++) {
    const th = u.facing + (k * Math.PI) / 4
    const p = { x: u.pos.x + inches * Math.cos(th), y: u.pos.y + inches * Math.sin(th) }
    if (typeof impulsiveCheck(s, table, u, inches, p) === 'number') out.push(p)
  }
  return out
}

export const impulsiveChoice: Readonly<Record<string, ChoiceHandler>> = {
  impulsive: (s, c, q, _option, to) => {
    const u = findUnit(s, q.unit) as BattleUnit
    const inches = q.inches ?? 0
    if (!to) return { code: 'gunframe/bad_point', message: 'Say where the impulsive move ends.' }
    const e = impulsiveCheck(s, c.table, u, inches, to)
    if (typeof e !== 'number') return e
    const from = u.pos
    u.pos = { x: to.x, y: to.y }
    if (!u.flying) u.elevation = e
    c.emit({
      type: 'UnitMoved',
      unit: u.id,
      from,
      to: u.pos,
      facing: u.facing,
      cost: inches,
      special: 'impulsive',
    })
    return undefined
  },
}
