/**
 * Every MechaStellar unit profile, in catalogue order: the core rules' example units, then the
 * supplement's, the Skills examples' and the generic warship (one data file each, by source).
 */
import { LATER_UNITS } from './data-later.ts'
import { RULES_EXAMPLE_UNITS } from './data-rules-examples.ts'
import type { UnitProfile } from './types.ts'

export const UNITS: UnitProfile[] = [...RULES_EXAMPLE_UNITS, ...LATER_UNITS]

export const unitById = (id: string): UnitProfile | undefined => UNITS.find((u) => u.id === id)
