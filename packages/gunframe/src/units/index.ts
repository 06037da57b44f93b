/**
 * GUNFRAME units: construction, the 76 upgrades, the 58 example units, squadrons and their files.
 *
 * @example
 * import { catalogueDesign, priceUnit, toProfile } from '@sortie/gunframe/units'
 * const eagle = catalogueDesign('Eagle VF')!
 * priceUnit(eagle) // ok({ points: 15, … })
 * toProfile(eagle).forms?.length // 2
 */
export { placeUpgrades, withPlacements } from './attach.ts'
export { squadronRecord, unitCard } from './card.ts'
export { CATALOGUE, type CatalogueEntry, catalogueDesign, catalogueEntry } from './catalogue.ts'
export { EXAMPLE_SQUADRONS, type ExampleSquadronName, exampleSquadron } from './examples.ts'
export { exportSquadron, exportUnit, parseSquadronFile, parseUnitFile, pathOf } from './files.ts'
export {
  FRAMES,
  type FrameDef,
  frameDef,
  MAX_FORMS,
  MAX_SYSTEM,
  PILOT_SKILL_COST,
  TRANSFORM_COST,
} from './frames.ts'
export { type Price, type PriceLine, pointsOf, priceUnit } from './price.ts'
export { formatProblem } from './problems.ts'
export { toProfile } from './profile.ts'
export { jsonSchemas, SQUADRON_FORMAT, UNIT_FORMAT } from './schema.ts'
export {
  GAME_SIZES,
  pointsLimit,
  type SquadronCheckOptions,
  squadronPoints,
  unitIds,
  validateSquadron,
} from './squadron.ts'
export { type SquadronProfiles, squadronProfiles } from './squadron-profiles.ts'
export type * from './types.ts'
export { FRAME_TYPES, FRAME_VALUES, WEAPON_SYSTEMS } from './types.ts'
export { isUpgradeId, UPGRADE_IDS, type UpgradeId } from './upgrade-ids.ts'
export { UPGRADES, upgradeById, upgradeByName, upgradeLabel } from './upgrades.ts'
export { type UnitCheckOptions, validateUnit } from './validate-unit.ts'
