/**
 * GF-OPT-COMBINERS setup: each squadron's combined forms become battle units kept off the table
 * (in the optional state's stash) until their team combines; with Gestalt the team starts
 * combined, so the members wait in the stash and the combined form deploys instead. The combined
 * form is never paid for; it carries its team's points so attrition still counts what is alive.
 */
import type { RuleError, Seat } from '@sortie/engine'
import type { BattleModules } from '../../core/context.ts'
import type { CombinerTeam } from '../../core/optional-state.ts'
import { makeUnit } from '../../core/setup.ts'
import type { BattleSetup, BattleUnitProfile, CombinerProfile } from '../../core/setup-types.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { optionOn, optState } from '../optional/rules.ts'
import { pairCombinedForms } from '../upgrades/linked-forms.ts'
import { decorate } from '../upgrades/setup.ts'

const bad = (message: string, detail?: Record<string, unknown>): RuleError => ({
  code: 'gunframe/bad_combiner',
  message,
  ...(detail ? { detail } : {}),
})

function memberIndex(list: readonly BattleUnitProfile[], ref: string | number): number {
  if (typeof ref === 'number') return Number.isInteger(ref) && ref >= 0 && ref < list.length ? ref : -1
  return list.findIndex((p) => (p as { id?: unknown }).id === ref || p.name === ref)
}

/** The side a player's units play for (their team in a team battle). */
function sideOf(setup: BattleSetup, player: Seat): Seat {
  if (!setup.teams) return player
  return Object.entries(setup.teams).find(([, ps]) => ps.includes(player))?.[0] ?? player
}

export function setupCombiners(
  s: BattleState,
  setup: BattleSetup,
  mods: BattleModules,
): RuleError | undefined {
  const o = optState(s)
  const taken = new Set<string>()
  for (const [player, forms] of Object.entries(setup.combiners ?? {})) {
    const list = setup.squadrons[player]
    if (!Array.isArray(forms) || !Array.isArray(list))
      return bad('Combiners belong to a squadron.', { player })
    for (const [k, form] of (forms as readonly CombinerProfile[]).entries()) {
      const refs = Array.isArray(form?.combinedFrom) ? form.combinedFrom : []
      const idx = refs.map((r) => memberIndex(list, r))
      if (idx.length < 2 || idx.some((i) => i < 0))
        return bad('A combiner team names two or more units of its squadron.', { player, form: k })
      const members = idx.map((i) => `unit:${player}:${i}`)
      if (members.some((m) => taken.has(m)) || new Set(members).size !== members.length)
        return bad('A unit belongs to one combiner team at most.', { player, form: k })
      for (const m of members) taken.add(m)
      const side = sideOf(setup, player)
      const u = makeUnit(form, side, 0, mods)
      u.id = `unit:${player}:c${k}`
      if (setup.teams) u.owner = player
      decorate(u, form)
      const units = members.map((m) => s.units.find((x) => x.id === m) as BattleUnit)
      u.profile.points = units.reduce((n, m) => n + m.profile.points, 0)
      const headRef = form.head ?? refs[0]
      const head = headRef === undefined ? -1 : memberIndex(list, headRef)
      const team: CombinerTeam = {
        id: `combiner:${player}:${k}`,
        side,
        form: u.id,
        members,
        head: head >= 0 && members.includes(`unit:${player}:${head}`) ? `unit:${player}:${head}` : null,
        combined: false,
        formed: 0,
        armourAt: {},
        struck: false,
        coordinated: false,
        wrecked: false,
      }
      if (team.head === null) return bad('The head must be one of the team.', { player, form: k })
      o.combiners.push(team)
      if (optionOn(s, 'combiner-gestalt')) {
        // GF-OPT-COMBINER-GESTALT: the battle starts with the team combined.
        for (const m of units) {
          team.armourAt[m.id] = m.armour
          s.units.splice(s.units.indexOf(m), 1)
          o.stash.push(m)
        }
        s.units.push(u)
        team.combined = true
        team.formed = 1
      } else o.stash.push(u)
    }
  }
  // GF-RULING-COMBINED-LINKED: every form now exists, so its linked upgrades find their partners.
  pairCombinedForms(s)
  return undefined
}
