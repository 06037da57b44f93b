/** The book's battlefield themes and table sizes. */

export type Theme = 'city' | 'forest' | 'desert' | 'moon'
export const THEMES: readonly Theme[] = ['city', 'forest', 'desert', 'moon']

/** Table sizes in feet (as the book names them) → inches, width across and depth between the players. */
export const TABLE_SIZES = {
  '3x3': { width: 36, depth: 36 },
  '3x4': { width: 48, depth: 36 },
  '3x6': { width: 72, depth: 36 },
  '4x4': { width: 48, depth: 48 },
  '6x4': { width: 72, depth: 48 },
} as const
export type TableSize = keyof typeof TABLE_SIZES
