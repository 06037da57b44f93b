/**
 * The Frame Zero table's one door into the rules: the descriptor's ruleset, scores, station
 * status, cover heights and exact odds all come from `@sortie/framezero`; the UI only draws them.
 */
import {
  attackOdds,
  coverHeight,
  type FzDecision,
  type FzEvent,
  type FzPrompt,
  type FzSetup,
  type FzState,
  frameCover,
  hitsToRaze,
  isCover,
  poolOdds,
  scores,
  stationStatus,
  structureCover,
} from '@sortie/framezero'
import framezero from '@sortie/framezero/package'

export type { FzDecision, FzEvent, FzPrompt, FzSetup, FzState }
export { coverHeight, framezero, isCover, scores, stationStatus }

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
