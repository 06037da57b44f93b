/**
 * The words of an attack's range and a move's kind, shared by the state's types (types.ts) and the
 * stack's frames (frames.ts) without either importing the other.
 */
export type Band = 'close' | 'short' | 'medium' | 'long'
export const BANDS: readonly Band[] = ['close', 'short', 'medium', 'long']

export type SpecialMove = 'fast' | 'jump' | 'climb' | 'land' | 'take-off' | 'transform'

/** GF-SPM-TRANSFORM: when either form flies, the change of form may take the unit up or down. */
export type TransformFlight = Extract<SpecialMove, 'take-off' | 'land'>
