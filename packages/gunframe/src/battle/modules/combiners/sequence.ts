/**
 * The transformation sequences and the combiner's quirks, driven by what happens in play:
 * Against the Ropes notes a member shut down or destroyed; Uncoordinated tests the combined
 * form's Pilot Skill as it activates (a failure costs an action, a 6 ends the tests); Unkillable
 * offers the combined form as a reserve in any End phase that finds every member destroyed or
 * shut down, and takes the members off the table once it arrives.
 */
import { canHalo } from '../../../missions/standard.ts'
import { pilotSkillRoll } from '../../actions/damage.ts'
import type { BattleCtx } from '../../core/context.ts'
import { type BattleEvent, eventUnit } from '../../core/events/index.ts'
import { anyUnit, findUnit } from '../../core/geo.ts'
import type { CombinerTeam } from '../../core/optional-state.ts'
import type { BattleState } from '../../core/types.ts'
import { combinersOn, optionOn } from '../optional/rules.ts'
import { formCombiner, fromStash, teamOfForm, teamOfMember, toStash } from './form.ts'

/** GF-OPT-COMBINER-UNCOORDINATED: the test when the combined form activates. */
function uncoordinated(s: BattleState, c: BattleCtx, team: CombinerTeam, unit: string): void {
  if (!optionOn(s, 'combiner-uncoordinated') || team.coordinated) return
  const u = findUnit(s, unit)
  const f = s.stack[s.stack.length - 1]
  if (!u || f?.t !== 'activation' || f.unit !== unit) return
  const { roll, success } = pilotSkillRoll(c, u, 'uncoordinated')
  if (roll === 6) team.coordinated = true
  if (!success) {
    f.actionsLeft = Math.max(0, f.actionsLeft - 1)
    c.emit({ type: 'Uncoordinated', unit, actions: f.actionsLeft })
  }
}

export function combinerEvent(s: BattleState, c: BattleCtx, e: BattleEvent): void {
  if (!combinersOn(s) || !s.opt) return
  const id = eventUnit(e) ?? ''
  switch (e.type) {
    case 'ShutDown':
    case 'UnitDestroyed': {
      const team = teamOfMember(s, id)
      if (team) team.struck = true
      return
    }
    case 'UnitActivated': {
      const team = teamOfForm(s, id)
      if (team?.combined) uncoordinated(s, c, team, id)
      return
    }
    case 'UnitPlaced': {
      // GF-OPT-COMBINER-UNKILLABLE: the giant is on the table; the members leave it.
      const team = teamOfForm(s, id)
      if (!team || team.combined || e.from !== 'reserve') return
      const form = findUnit(s, id)
      if (form) unkillableArrives(s, c, team)
      return
    }
    default:
      return
  }
}

function unkillableArrives(s: BattleState, c: BattleCtx, team: CombinerTeam): void {
  const form = findUnit(s, team.form)
  if (!form) return
  team.combined = true
  team.formed++
  for (const id of team.members) {
    const m = findUnit(s, id)
    if (!m || m.status === 'destroyed') continue
    team.armourAt[id] = m.armour
    toStash(s, m)
  }
  c.emit({ type: 'CombinerFormed', team: team.id, leader: null, unit: form.id, cost: 0, flying: form.flying })
}

const down = (s: BattleState, id: string): boolean => {
  const m = anyUnit(s, id)
  return !m || m.status === 'destroyed' || (m.status === 'table' && m.counters.shutDown)
}

/** End phase: offer (or withdraw) each Unkillable combiner as a reserve unit. */
export function unkillableEndPhase(s: BattleState, c: BattleCtx): void {
  if (!optionOn(s, 'combiner-unkillable') || !s.opt) return
  for (const team of s.opt.combiners) {
    if (team.combined || team.wrecked) continue
    const ready = team.members.every((id) => down(s, id))
    const waiting = findUnit(s, team.form)
    if (ready && !waiting) {
      const form = fromStash(s, team.form)
      if (!form) continue
      form.status = 'undeployed'
      form.armour = form.profile.maxArmour
      // It may drop in by HALO when an upgrade lets a reserve unit do so (Jump, HALO or Reckless).
      if (s.mission.reserves) s.mission.reserves[form.id] = canHalo(form.profile) ? 'halo' : 'reserve'
      else {
        // No reserve rules in this game (a hand-built scenario): it comes on where the team fell.
        const at = team.members.map((m) => anyUnit(s, m)).find((m) => m?.status === 'table')
        if (at) formCombiner(s, c, team, at, true)
      }
      c.emit({ type: 'CombinerReady', team: team.id, unit: form.id })
    } else if (!ready && waiting?.status === 'undeployed') {
      delete s.mission.reserves?.[waiting.id]
      toStash(s, waiting)
    }
  }
}
