/**
 * The Frame Zero table's one door into the rules: the descriptor's ruleset, scores, station
 * status, cover heights and exact odds all come from `@sortie/framezero`; the UI only draws them.
 */
import {
  actionValue,
  assignmentError,
  attackOdds,
  coverHeight,
  FRAME_RADIUS,
  type FzDecision,
  type FzEvent,
  type FzPrompt,
  type FzSetup,
  type FzState,
  frameCover,
  frameGap,
  hitsToRaze,
  isCover,
  poolOdds,
  routeTo,
  scores,
  stationStatus,
  structureCover,
} from '@sortie/framezero'
import framezero from '@sortie/framezero/package'

export type { FzDecision, FzEvent, FzPrompt, FzSetup, FzState }
export { coverHeight, FRAME_RADIUS, frameGap, framezero, isCover, scores, stationStatus }

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
 * and other frames — the engine's shortest way round when that fits the movement die. The engine
 * judges the move either way.
 */
export function moveTo(s: FzState, frame: string, to: Vec): { to: Vec; via?: Vec[] } {
  const t = s.turns[s.turns.length - 1]
  const f = s.frames.find((x) => x.id === frame)
  if (!t || !f) return { to }
  const path = routeTo(s, f, to, actionValue(t, 'move'))
  if (!path || path.length <= 2) return { to }
  let len = 0
  for (let i = 1; i < path.length; i++)
    len += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y)
  return len <= actionValue(t, 'move') ? { to, via: path.slice(1, -1) } : { to }
}

export const ruleset = framezero.ruleset()

/** Odds of the declared attack of the frame whose turn is on top, once its dice are assigned. */
export function turnOdds(s: FzState) {
  const t = s.turns[s.turns.length - 1]
  if (t?.target?.kind !== 'frame' || !t.band) return null
  const me = s.frames.find((f) => f.id === t.frame)
  const tg = s.frames.find((f) => f.id === t.target?.id)
  if (!me?.pos || !tg?.pos) return null
  const assigned = t.assignment?.attack
  const attack =
    assigned !== null && assigned !== undefined
      ? (t.pool?.[assigned]?.value ?? 0)
      : poolOdds(me, t.band).attack.withWhites
  const defence = tg.activated ? (tg.defence ?? 0) : poolOdds(tg, null).defence.withWhites
  const structure = t.band === 'h' ? undefined : structureCover(s, me.pos, tg.pos)
  const cf = t.band === 'h' || structure ? undefined : frameCover(s, me, tg)
  return attackOdds({
    attack,
    defence,
    spot: s.spots[tg.id] ?? 0,
    case: t.band === 'h' ? 'melee' : structure ? 'structure' : cf ? 'frame' : 'none',
    coverHitsToRaze: structure ? hitsToRaze(structure.bricks, structure.perLayer) : 0,
    coverFrameHp: cf ? cf.systems.length + cf.whites : 0,
    coverFrameSafe: cf ? cf.systems.filter((x) => x === 'B').length >= 2 : false,
    targetHp: tg.systems.length + tg.whites,
  })
}
