/**
 * The words of an attack's range and a move's kind, shared by the state's types (types.ts) and the
 * stack's frames (frames.ts) without either importing the other.
 */
export type Band = 'close' | 'short' | 'medium' | 'long'
export const BANDS: readonly Band[] = ['close', 'short', 'medium', 'long']

export type SpecialMove = 'fast' | 'jump' | 'climb' | 'land' | 'take-off' | 'transform'

/** GF-SPM-TRANSFORM: when either form flies, the change of form may take the unit up or down. */
export type TransformFlight = Extract<SpecialMove, 'take-off' | 'land'>

/** What a move may declare beside its path (a move action, a reaction move, a pending disengage). */
export interface MoveExtras {
  /** The special movement declared with the move (a fast move stays fast). */
  special?: SpecialMove
  /** GF-SPM-COMBINED: the special movement is also fast (a fast jump). */
  fast?: boolean
  /** GF-SPM-TRANSFORM: the form a transformation switches to. */
  form?: number
  /** GF-SPM-TRANSFORM: the transformation also takes off or lands. */
  flight?: TransformFlight
  /** GF-SPM-FALL: the move steps off a tall ledge on purpose (the unit falls). */
  allowFall?: boolean
  /** GF-SPM-CLIMB: the climb stops part-way up a wall, at this elevation. */
  climbTo?: number
}

/**
 * The extras a decision (move, reaction move) names, and only those: a record made from it stays
 * as small in JSON as the decision, and every move path reads one list of fields.
 */
export function moveExtrasOf(d: MoveExtras): MoveExtras {
  return {
    ...(d.special ? { special: d.special } : {}),
    ...(d.fast !== undefined ? { fast: d.fast } : {}),
    ...(d.form !== undefined ? { form: d.form } : {}),
    ...(d.flight !== undefined ? { flight: d.flight } : {}),
    ...(d.allowFall === true ? { allowFall: true } : {}),
    ...(d.climbTo !== undefined ? { climbTo: d.climbTo } : {}),
  }
}
