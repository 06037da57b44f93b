/**
 * The MechaStellar table's one door into the rules: the descriptor's ruleset, and the package's
 * table queries — free placement verdicts (`moveVerdict`), reach, sight, engagement rings,
 * deployment bands — plus the attack preview. The UI only draws the answers.
 */
import {
  aoeArea,
  baseOf,
  CATAPULT_REACH,
  CP_RADIUS,
  DEFAULT_LAYOUT,
  type Decision,
  deployBand,
  deployBandFor,
  dieGrade,
  engagementRing,
  type MoveVerdict,
  type MsEvent,
  type MsSetup,
  type MsState,
  moveVerdict,
  type Prompt,
  previewOdds,
  reachOf,
  sightsFrom,
  TERRAIN_LAYOUTS,
  type Terrain,
  type TerrainLayout,
  TURRET_REACH,
  type UnitState,
  unitOf,
} from '@sortie/mechastellar'
import mechastellar from '@sortie/mechastellar/package'

export type MsDecision = Decision
export type MsPrompt = Prompt
/** A side of the Versus battle (the seat holding it). */
export type MsSide = NonNullable<MsSetup['south']>
export type { MoveVerdict, MsEvent, MsSetup, MsState, Terrain, TerrainLayout, UnitState }
export {
  baseOf,
  CATAPULT_REACH,
  CP_RADIUS,
  DEFAULT_LAYOUT,
  deployBand,
  deployBandFor,
  dieGrade,
  engagementRing,
  mechastellar,
  moveVerdict,
  reachOf,
  sightsFrom,
  TERRAIN_LAYOUTS,
  TURRET_REACH,
  unitOf,
}

export const ruleset = mechastellar.ruleset()

/**
 * The quick setup with the terrain the players agreed, checked by the package's setup schema (the
 * same check the server makes); a readable message when it does not pass.
 */
export function withAgreedTerrain(setup: MsSetup, terrain: Terrain[]): MsSetup | string {
  const next = { ...setup, terrain }
  return mechastellar.setupSchema.safeParse(next).success
    ? next
    : 'The agreed terrain does not make a valid setup.'
}

/** The unit a click on the table would place now: the one deploying, or the acting unit with moves left. */
export function moverOf(s: MsState, p: MsPrompt | null, selected: string | null): string | null {
  if (!p) return null
  if (p.kind === 'deploy') return selected && p.units.includes(selected) ? selected : (p.units[0] ?? null)
  if (p.kind === 'act' && p.moves >= 1) return p.unit
  if (p.kind === 'launch') {
    const aboard = s.units.filter((u) => u.onboard === p.ship && !u.destroyed)
    return aboard.find((u) => u.id === selected)?.id ?? aboard[0]?.id ?? null
  }
  return null
}

/** Exact odds of an attack decision before it is rolled (null for other decisions). */
export function attackPreview(s: MsState, attacker: string, d: MsDecision) {
  if (d.kind !== 'attack' || !d.targets[0]) return null
  // An AOE shot shows the odds against the first unit its area catches.
  return previewOdds(s, attacker, d.weapon, d.targets[0], d.bonus ?? 'none', d.valor ?? 'none', d.aim)
}

export type AoeAreaShown = NonNullable<ReturnType<typeof aoeArea>>

/** The area an AOE attack decision would cover (null for any other decision). */
export function attackArea(s: MsState, attacker: string, d: MsDecision): AoeAreaShown | null {
  return d.kind === 'attack' && d.aim ? aoeArea(s, attacker, d.weapon, d.aim) : null
}
