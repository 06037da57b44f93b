/**
 * The force builder's door into the package: its catalogue (points, critical machines, weapon
 * lines) and its force-file check. The page only arranges what these answer.
 */
import { catalogue, isRoster, type Roster, validateRoster } from '@sortie/mechastellar'
import mechastellar from '@sortie/mechastellar/package'
import type { ShownProblem } from '../../ui/Field.tsx'

export type ForceFile = Roster
export type CatalogueUnit = ReturnType<typeof catalogue>[number]

/** The catalogue by unit id, in the package's order. */
export const msCatalogue: ReadonlyMap<string, CatalogueUnit> = new Map(catalogue().map((c) => [c.id, c]))

/** Unit types in words: one unit's, and the catalogue's group headings. */
export const TYPE_NAMES: Record<CatalogueUnit['type'], { one: string; many: string }> = {
  ms: { one: 'Mobile suit', many: 'Mobile suits' },
  super: { one: 'Super robot', many: 'Super robots' },
  kaiju: { one: 'Kaiju', many: 'Kaiju' },
  superheavy: { one: 'Super-heavy', many: 'Super-heavies' },
  warship: { one: 'Warship', many: 'Warships' },
}

const isEntry = (u: unknown): boolean =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as { unit?: unknown }).unit === 'string' &&
  ['string', 'undefined'].includes(typeof (u as { name?: unknown }).name)

/**
 * A force file as the builder keeps it: the package's shape, though perhaps not yet valid (no units
 * yet, over its limit). A file whose units are not catalogue entries with names is not one.
 */
export function isForceFile(file: unknown): file is ForceFile {
  if (!isRoster(file)) return false
  const f = file as { name?: unknown; units?: unknown; limit?: unknown; commander?: unknown }
  return (
    typeof f.name === 'string' &&
    Array.isArray(f.units) &&
    f.units.every(isEntry) &&
    ['number', 'undefined'].includes(typeof f.limit) &&
    ['number', 'undefined'].includes(typeof f.commander)
  )
}

/** The package's check of a force: its points (null until it can be priced) and its problems. */
export function validateForce(f: ForceFile): { points: number | null; problems: ShownProblem[] } {
  const check = validateRoster(f)
  return {
    points: check.points,
    problems: check.problems.map(({ code, message, path }) => ({ code, message, path })),
  }
}

/** Whether the package found the force over its points limit (its `mechastellar/over_limit` problem). */
export const isOverLimit = (problems: readonly ShownProblem[]): boolean =>
  problems.some((p) => p.code === 'mechastellar/over_limit')

/** The quick battle's two forces, to open in the builder as a starting point. */
export const EXAMPLE_FORCES: ForceFile[] = (() => {
  const quick = mechastellar.quickSetup({}, 'examples')
  if (!quick.ok) return []
  return Object.values(quick.value.forces).map((f) => ({ ruleset: 'mechastellar' as const, ...f }))
})()
