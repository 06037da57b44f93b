/**
 * Numbers as players read them: a true minus sign for negatives (a hyphen before a dash reads as a
 * range, "-5–24"), and changes always signed ("+2", "−3", never "+-3").
 */
export const num = (n: number): string => (n < 0 ? `−${-n}` : `${n}`)

export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`)
