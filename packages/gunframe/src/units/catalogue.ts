/**
 * The 58 example units of the book's three OVA settings. Points are always the builder's; the
 * printed figure is kept beside it, with the reason wherever the two disagree or the printed unit
 * breaks a construction rule.
 *
 * @example
 * catalogueEntry('Eagle VF')?.design.transforms?.length // 1
 */
import { ALPHA_CENTURION } from './catalogue-alpha-centurion.ts'
import { JOVIAN_CONCORD } from './catalogue-jovian.ts'
import { MARTIAN_REPUBLIC } from './catalogue-martian.ts'
import { TERRAN_UNITY } from './catalogue-terran.ts'
import { TOKYO_SHIELDS } from './catalogue-tokyo-shields.ts'
import type { CatalogueEntry } from './catalogue-types.ts'
import type { UnitDesign } from './types.ts'

export type { CatalogueEntry } from './catalogue-types.ts'

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...TERRAN_UNITY,
  ...MARTIAN_REPUBLIC,
  ...JOVIAN_CONCORD,
  ...ALPHA_CENTURION,
  ...TOKYO_SHIELDS,
]

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** Finds an example unit by name, forgiving case and punctuation. */
export const catalogueEntry = (name: string): CatalogueEntry | undefined =>
  CATALOGUE.find((e) => norm(e.name) === norm(name))

/** A copy of an example unit's design (safe to modify). */
export function catalogueDesign(name: string): UnitDesign | undefined {
  const e = catalogueEntry(name)
  return e ? structuredClone(e.design) : undefined
}
