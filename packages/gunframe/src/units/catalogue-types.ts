import type { UnitDesign } from './types.ts'

/** One example unit of the book, with what the book prints and where that disagrees with the rules. */
export interface CatalogueEntry {
  setting: string
  faction: string
  name: string
  design: UnitDesign
  /** The points figure printed in the book's table. */
  printedPoints: number
  /** The upgrades column as printed (for reference; the design is what counts). */
  printedUpgrades: string
  /** Where the printed unit contradicts the construction rules, and what we do about it. */
  discrepancy?: {
    kind: 'points' | 'construction'
    /** Problem codes validateUnit reports for the book's unit (empty when only the sum is off). */
    codes: string[]
    note: string
  }
  /** A printed alternative ('Hands OR Target Painting'). */
  variant?: string
}
