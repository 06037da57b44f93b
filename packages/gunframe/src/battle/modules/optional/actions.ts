/**
 * The optional rules' actions as one decision kind (`optional`, answering the action prompt):
 * combine and uncombine (GF-OPT-COMBINERS), pick up, drop, throw, swing and kick
 * (GF-OPT-THROWING), attack a structure and step out of a building (GF-OPT-STRUCTURES). Also the
 * legal list of every optional action open now.
 */
import type { RuleError, Vec } from '@sortie/engine'
import type { BattleCtx, BattleLook } from '../../core/context.ts'
import { findUnit } from '../../core/geo.ts'
import type { ActivationFrame, BattleDecision, BattleState, BattleUnit } from '../../core/types.ts'
import { checkCombine, checkUncombine, combine, teamOfForm, uncombine } from '../combiners/form.ts'
import { kick, kickable, objectTargets, swingObject, throwObject } from '../objects/attack.ts'
import { carriedBy, drop, pickable, pickUp } from '../objects/carry.ts'
import { attackStructure, planStructureAttack, structureTargets } from '../structures/attack.ts'
import { buildingOf, exit, exitSpots } from '../structures/occupy.ts'
import { canFly } from '../upgrades/flight.ts'

type OptionalDecision = Extract<BattleDecision, { kind: 'optional' }>

const no = (code: string, message: string): RuleError => ({ code: `gunframe/${code}`, message })

function activating(s: BattleState): { f: ActivationFrame; u: BattleUnit } | null {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'activation') return null
  const u = findUnit(s, f.unit)
  return u ? { f, u } : null
}

export function optionalDecide(s: BattleState, c: BattleCtx, d: OptionalDecision): RuleError | undefined {
  const a = activating(s)
  if (!a) return no('no_activation', 'No unit is activating.')
  const { f, u } = a
  if (f.bonus?.only) return no('bonus_only', `This free action can only be a ${f.bonus.only}.`)
  if (u.counters.shutDown) return no('shut_down', 'A shut-down unit can only reboot (special actions).')
  if (u.counters.knockedDown && d.action !== 'combine' && d.action !== 'drop')
    return no('knocked_down', 'A knocked-down unit must stand up (move) first.')
  switch (d.action) {
    case 'combine':
      return combine(s, c, f, u, d.option)
    case 'uncombine':
      return uncombine(s, c, f, u)
    case 'pick-up': {
      const ob = pickable(s, c.table, u).find((x) => x.id === d.target)
      if (!ob) return no('cannot_pick_up', 'Pick up an object in base contact, hands empty.')
      f.actionsLeft--
      f.actionsTaken++
      c.emit({
        type: 'ActionDeclared',
        unit: u.id,
        action: 'special',
        optional: 'pick-up',
        index: f.actionsTaken,
      })
      pickUp(s, c, u, ob)
      return undefined
    }
    case 'drop': {
      const ob = carriedBy(s, u)
      if (!ob) return no('no_object', 'The unit carries nothing.')
      drop(s, c, u, ob)
      return undefined
    }
    case 'throw':
      return throwObject(s, c, f, u, d.target)
    case 'swing':
      return swingObject(s, c, f, u, d.target)
    case 'kick':
      return kick(s, c, f, u, d.target)
    case 'attack-structure':
      return attackStructure(s, c, f, u, d.target, d.rapidFire === true)
    case 'exit':
      return exit(s, c, f, u, d.to)
    default:
      return no('unknown_optional_action', 'No optional rule has that action.')
  }
}

/** Every optional action open to the activating unit now (for legal()). */
export function optionalActions(s: BattleState, look: BattleLook): BattleDecision[] {
  const table = look.table
  if (!s.opt || s.phase !== 'play') return []
  const a = activating(s)
  if (!a || a.f.bonus?.only || a.f.actionsLeft < 1 || a.u.counters.shutDown) return []
  const { f, u } = a
  const seat = u.side
  const out: BattleDecision[] = []
  const add = (action: string, extra: Partial<OptionalDecision> = {}) =>
    out.push({ seat, kind: 'optional', action, ...extra })
  const team = checkCombine(s, table, u)
  if (!('code' in team)) {
    const form = s.opt.stash.find((x) => x.id === team.team.form) ?? findUnit(s, team.team.form)
    if (form && canFly(form.profile)) add('combine', { option: 'ground' })
    add('combine', { option: 'fly' })
  }
  if (u.counters.knockedDown) {
    if (carriedBy(s, u)) add('drop')
    return out
  }
  if (teamOfForm(s, u.id) && !('code' in checkUncombine(look.modules, s, u))) add('uncombine')
  for (const ob of pickable(s, table, u)) add('pick-up', { target: ob.id })
  if (carriedBy(s, u)) add('drop')
  for (const t of objectTargets(s, look, f, u, 'throw')) add('throw', { target: t })
  for (const t of objectTargets(s, look, f, u, 'swing')) add('swing', { target: t })
  for (const t of kickable(s, table, u)) add('kick', { target: t })
  for (const id of structureTargets(s, look, f, u)) {
    const st = s.opt.structures.find((x) => x.id === id)
    const plan = st ? planStructureAttack(s, table, f, u, st) : null
    const rapid = plan !== null && !('code' in plan) && plan.needsRapidFire
    add('attack-structure', { target: id, ...(rapid ? { rapidFire: true } : {}) })
  }
  if (buildingOf(s, u.id) && s.opt.buildingTurn[u.id] !== s.turn)
    for (const to of exitSpots(s, table, u) as Vec[]) add('exit', { to })
  return out
}
