/**
 * The MechaStellar table's one door into the rules: the descriptor's ruleset, sight, engagement
 * range, control-point radius and the attack preview all come from `@sortie/mechastellar`; the UI
 * only draws them.
 */
import {
  baseRadius,
  CP_RADIUS,
  type Decision,
  engagementRange,
  type MsEvent,
  type MsSetup,
  type MsState,
  type Prompt,
  previewOdds,
  sight,
  type UnitState,
  unitOf,
} from '@sortie/mechastellar'
import mechastellar from '@sortie/mechastellar/package'

export type MsDecision = Decision
export type MsPrompt = Prompt
export type { MsEvent, MsSetup, MsState, UnitState }
export { baseRadius, CP_RADIUS, mechastellar, unitOf }

export const ruleset = mechastellar.ruleset()

/** Engagement ring radius of a unit (Size + 5", measured from its centre). */
export const ringOf = (u: UnitState): number => engagementRange(u, u)

/** Enemies the selected unit can see (the package's LoS), with partial cover marked. */
export function sightsOf(s: MsState, id: string): { id: string; partial: boolean }[] {
  const me = unitOf(s, id)
  if (!me?.pos) return []
  return s.units
    .filter((u) => u.side !== me.side && !u.destroyed && u.pos)
    .map((u) => ({ id: u.id, v: sight(s, me, u) }))
    .filter((x) => x.v.visible)
    .map((x) => ({ id: x.id, partial: x.v.partial }))
}

/** Exact odds of an attack decision before it is rolled (null for other decisions). */
export function attackPreview(s: MsState, attacker: string, d: MsDecision) {
  if (d.kind !== 'attack' || !d.targets[0]) return null
  return previewOdds(s, attacker, d.weapon, d.targets[0], d.bonus ?? 'none', d.valor ?? 'none')
}
