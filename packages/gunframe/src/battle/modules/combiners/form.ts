/**
 * GF-OPT-COMBINERS in play: forming the combiner (a special action of any member, ending its
 * activation; a Focus Point for each other member more than 8" away, shut down or destroyed —
 * paid from the side's pool, not the one-per-unit limit), separating again (another special
 * action; the members come back with the Armour they had, within 2", free to activate unless
 * they had already activated this turn), and the
 * members' Pilot Skill rolls when the combined form is destroyed. The transformation sequences,
 * Uncoordinated and Unkillable shape when and how (modules/combiners/sequence.ts).
 */
import type { RuleError } from '@sortie/engine'
import { startActivation } from '@sortie/gunframe/power'
import type { TableRules } from '../../../table/contract.ts'
import { pilotSkillRoll } from '../../actions/damage.ts'
import type { BattleCtx, BattleModules } from '../../core/context.ts'
import { canSpendFocus, spendFocus } from '../../core/focus.ts'
import { figureOf, findUnit } from '../../core/geo.ts'
import type { CombinerTeam } from '../../core/optional-state.ts'
import type { ActivationFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { clearCounters } from '../../core/unit/start.ts'
import { dropCrippled, setCounters, setTurnMarks } from '../../core/unit/write.ts'
import { dropCarried } from '../objects/carry.ts'
import { optionOn, optState } from '../optional/rules.ts'
import { conditionsOf } from '../power/input.ts'
import { buildingOf, leave } from '../structures/occupy.ts'
import { canFly } from '../upgrades/flight.ts'
import { askPlacement, placeSpots } from './place.ts'

export const COMBINE_RANGE = 8

const no = (code: string, message: string): RuleError => ({ code: `gunframe/${code}`, message })

export const teamOfMember = (s: BattleState, id: string): CombinerTeam | undefined =>
  s.opt?.combiners.find((t) => t.members.includes(id))

export const teamOfForm = (s: BattleState, id: string): CombinerTeam | undefined =>
  s.opt?.combiners.find((t) => t.form === id)

export function fromStash(s: BattleState, id: string): BattleUnit | undefined {
  const o = optState(s)
  const i = o.stash.findIndex((u) => u.id === id)
  if (i < 0) return undefined
  const [u] = o.stash.splice(i, 1) as [BattleUnit]
  s.units.push(u)
  return u
}

export function toStash(s: BattleState, u: BattleUnit): void {
  const i = s.units.indexOf(u)
  if (i >= 0) s.units.splice(i, 1)
  optState(s).stash.push(u)
}

/** Counters and conditions go with a figure taken off the table. */
function clearFigure(u: BattleUnit): void {
  setCounters(u, clearCounters())
}

/** GF-OPT-COMBINERS: the Focus Points forming costs (Against the Ropes: one less). */
export function combineCost(
  s: BattleState,
  table: TableRules,
  team: CombinerTeam,
  leader: BattleUnit,
): number {
  let n = 0
  for (const id of team.members) {
    if (id === leader.id) continue
    const m = findUnit(s, id)
    if (m?.status !== 'table' || m.counters.shutDown) n++
    else if (table.edgeDistance(figureOf(leader), figureOf(m)) > COMBINE_RANGE + 1e-9) n++
  }
  return optionOn(s, 'combiner-ropes') ? Math.max(0, n - 1) : n
}

/** Can this unit lead its team into the combined form now? Returns the cost, or why not. */
export function checkCombine(
  s: BattleState,
  table: TableRules,
  leader: BattleUnit,
): { team: CombinerTeam; cost: number } | RuleError {
  const team = teamOfMember(s, leader.id)
  if (!team) return no('not_combiner', 'This unit belongs to no combiner team.')
  if (team.combined || team.wrecked) return no('cannot_combine', 'The team cannot combine now.')
  if (optionOn(s, 'combiner-unkillable'))
    return no('unkillable_only', 'This team only combines once every member is down (Unkillable).')
  if (team.formed > 0 && !optionOn(s, 'combiner-gestalt'))
    return no('combined_once', 'A team forms its combiner once a battle.')
  if (optionOn(s, 'combiner-head') && team.head !== leader.id)
    return no('not_the_head', 'Only the team’s named leader can form the combiner.')
  if (optionOn(s, 'combiner-ropes') && !team.struck)
    return no('not_dire', 'Against the Ropes: a member must have been shut down or destroyed first.')
  if (leader.status !== 'table' || leader.counters.shutDown) return no('cannot_act', 'The leader cannot act.')
  const cost = combineCost(s, table, team, leader)
  if ((s.focus[leader.side] ?? 0) < cost)
    return no('no_focus', `Forming the combiner needs ${cost} Focus Point(s).`)
  return { team, cost }
}

/** Takes the members off the table and puts the combined form where `at` stands. */
export function formCombiner(
  s: BattleState,
  c: BattleCtx,
  team: CombinerTeam,
  at: BattleUnit,
  flying: boolean,
): BattleUnit | undefined {
  const form = fromStash(s, team.form) ?? findUnit(s, team.form)
  if (!form) return undefined
  Object.assign(form, {
    status: 'table',
    pos: { ...at.pos },
    facing: at.facing,
    elevation: at.flying ? 0 : at.elevation,
    armour: form.profile.maxArmour,
    flying: flying && canFly(form.profile),
    turn: { ...form.turn, activated: true, reacted: at.turn.reacted },
  })
  clearFigure(form)
  dropCrippled(form)
  for (const id of team.members) {
    const m = findUnit(s, id)
    if (!m || m.status === 'destroyed') continue
    dropCarried(s, c, m)
    if (buildingOf(s, m.id)) leave(s, c, m, null)
    // A member still waiting in reserve joins too; it is no longer a reserve.
    delete s.mission.reserves?.[id]
    team.armourAt[id] = m.armour
    clearFigure(m)
    toStash(s, m)
  }
  // The bigger base goes where the leader stood, or the nearest spot it fits (table edge, walls).
  const spot = placeSpots(s, c.table, form, at.pos, 0, 3, 1)[0]
  if (spot) form.pos = spot
  team.combined = true
  team.formed++
  return form
}

export function combine(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  leader: BattleUnit,
  option: unknown,
): RuleError | undefined {
  const r = checkCombine(s, c.table, leader)
  if ('code' in r) return r
  s.focus[leader.side] = (s.focus[leader.side] ?? 0) - r.cost
  const form = formCombiner(s, c, r.team, leader, option !== 'ground')
  if (!form) return no('cannot_combine', 'The combined form is missing.')
  c.emit({
    type: 'CombinerFormed',
    team: r.team.id,
    leader: leader.id,
    unit: form.id,
    cost: r.cost,
    flying: form.flying,
  })
  f.unit = form.id
  f.usedBands = []
  f.chargeTargets = []
  f.actionsTaken = 0
  if (optionOn(s, 'combiner-head')) {
    // GF-OPT-COMBINER-HEAD: the new giant acts at once.
    f.actionsLeft = startActivation(conditionsOf(form)).actions
    c.emit({ type: 'UnitActivated', unit: form.id, actions: f.actionsLeft })
  } else f.actionsLeft = 0
  return undefined
}

export function checkUncombine(
  mods: BattleModules,
  s: BattleState,
  form: BattleUnit,
): CombinerTeam | RuleError {
  const team = teamOfForm(s, form.id)
  if (!team?.combined) return no('not_combined', 'Only a combined form can separate.')
  if (optionOn(s, 'combiner-unkillable'))
    return no('cannot_uncombine', 'An Unkillable combiner stays combined.')
  if (form.counters.shutDown) return no('cannot_act', 'A shut-down combiner cannot separate.')
  if (optionOn(s, 'combiner-gestalt')) {
    if (s.turn <= 1) return no('gestalt_first_turn', 'A Gestalt team stays combined in the first turn.')
    if (!canSpendFocus(mods, s, form)) return no('no_focus', 'Separating a Gestalt team costs a Focus Point.')
  }
  return team
}

export function uncombine(
  s: BattleState,
  c: BattleCtx,
  f: ActivationFrame,
  form: BattleUnit,
): RuleError | undefined {
  const team = checkUncombine(c.modules, s, form)
  if ('code' in team) return team
  if (optionOn(s, 'combiner-gestalt')) {
    spendFocus(c.modules, s, form)
    c.emit({ type: 'FocusSpent', unit: form.id, for: 'uncombine' })
  }
  const centre = { ...form.pos }
  dropCarried(s, c, form)
  clearFigure(form)
  toStash(s, form)
  team.combined = false
  const back = bringBack(s, team, false)
  c.emit({ type: 'CombinerSeparated', team: team.id, unit: form.id, members: back })
  // The combined form's activation ends here; the members may still activate this turn.
  f.actionsLeft = 0
  f.unit = back[0] ?? f.unit
  askPlacement(s, c, back, centre, form.profile.radius)
  return undefined
}

/**
 * Members leave the stash with the Armour they combined with, waiting to be placed. Separating
 * frees them to activate as they normally could: a member that already activated (or reacted)
 * this turn before combining keeps that mark — each unit still activates once a turn. The marks
 * held in the stash are this turn's, since the start of every turn resets the stash too.
 * `activated`: survivors of the combined form's destruction count as having activated.
 */
function bringBack(s: BattleState, team: CombinerTeam, activated: boolean): string[] {
  const out: string[] = []
  for (const id of team.members) {
    const m = fromStash(s, id)
    if (!m) continue
    m.status = 'undeployed'
    m.armour = team.armourAt[id] ?? m.armour
    if (activated) setTurnMarks(m, { activated: true, reacted: true })
    out.push(m.id)
  }
  return out
}

/** GF-OPT-COMBINERS: the combined form destroyed — each member rolls its Pilot Skill to get out. */
export function combinerDestroyed(s: BattleState, c: BattleCtx, form: BattleUnit): void {
  const team = teamOfForm(s, form.id)
  if (!team?.combined) return
  team.combined = false
  team.wrecked = true
  const back = bringBack(s, team, true)
  const alive: string[] = []
  for (const id of back) {
    const m = findUnit(s, id) as BattleUnit
    const { roll, success } = pilotSkillRoll(c, m, 'combiner-destroyed')
    if (!success) {
      const before = m.armour
      m.armour = Math.max(0, m.armour - roll)
      c.emit({ type: 'DamageDealt', unit: m.id, amount: roll, armour: m.armour, before, cause: form.id })
      if (m.armour === 0) {
        m.status = 'destroyed'
        c.emit({ type: 'UnitDestroyed', unit: m.id, turn: s.turn })
        continue
      }
    }
    alive.push(id)
  }
  c.emit({ type: 'CombinerWrecked', team: team.id, unit: form.id, survivors: alive })
  askPlacement(s, c, alive, { ...form.pos }, form.profile.radius)
}
