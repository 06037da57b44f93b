/**
 * The Frame Zero table's one door into the rules: the descriptor's ruleset, scores, station
 * status, cover heights and exact odds all come from `@sortie/framezero`; the UI only draws them.
 */
import {
  actionValue,
  assignmentError,
  coverHeight,
  FRAME_RADIUS,
  type FzDecision,
  type FzEvent,
  type FzPrompt,
  type FzSetup,
  type FzState,
  frameGap,
  isCover,
  movePath,
  scores,
  stationStatus,
  turnOdds,
} from '@sortie/framezero'
import framezero from '@sortie/framezero/package'

export type { FzDecision, FzEvent, FzPrompt, FzSetup, FzState }
export { coverHeight, FRAME_RADIUS, frameGap, framezero, isCover, scores, stationStatus, turnOdds }

type Assignment = Extract<FzDecision, { kind: 'assign' }>['assignment']
type Vec = { x: number; y: number }

/** The engine's objection to a (partial) assignment of the top turn's dice, or null. */
export function judgeAssignment(s: FzState, frame: string, a: Assignment): string | null {
  const t = s.turns[s.turns.length - 1]
  const f = s.frames.find((x) => x.id === frame)
  if (!t || !f || t.frame !== frame) return "It is not this frame's turn to assign dice."
  return assignmentError(a, t, f) ?? null
}

/**
 * A click on the table as a move: the straight line, or — for a frame that must go round cover
 * and other frames — the engine's shortest way round when the engine's move check accepts it
 * (`movePath`). The engine judges the move either way.
 */
export function moveTo(s: FzState, frame: string, to: Vec): { to: Vec; via?: Vec[] } {
  const t = s.turns[s.turns.length - 1]
  const f = s.frames.find((x) => x.id === frame)
  if (!t || !f) return { to }
  return movePath(s, f, to, actionValue(t, 'move'))
}

export const ruleset = framezero.ruleset()
