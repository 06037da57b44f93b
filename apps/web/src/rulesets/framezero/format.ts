/** Log lines, seat names and dice-tray rolls for Frame Zero events. */
import { type DieFate, SYSTEM_NAMES, type SystemCode } from '@sortie/framezero'
import type { DieShown, RollShown } from '../../shell/module.ts'
import { dieFace } from './dieColours.ts'
import type { FzEvent, FzState } from './engine.ts'

export const SEAT_COLOURS = ['#2f6fd6', '#d64545', '#2e9e55', '#c48a12', '#8a4fd1']
const SEAT_NAMES = ['Blue', 'Red', 'Green', 'Gold', 'Violet']

export function seatName(seat: string | undefined, names?: Record<string, string>): string {
  if (!seat) return '?'
  if (names?.[seat]) return names[seat] as string
  const i = Number(seat.replace(/\D/g, '')) - 1
  return SEAT_NAMES[i] ?? seat
}

export const seatColour = (seat: string) => SEAT_COLOURS[Number(seat.replace(/\D/g, '')) - 1] ?? '#666'

/**
 * A frame's name; "Blue's Soldier 1" when another frame bears the same name (companies are built
 * apart, so both sides may field a "Soldier 1" and the bare name would not say which).
 */
export function frameName(s: FzState, id: unknown, names?: Record<string, string>): string {
  const f = s.frames.find((x) => x.id === id)
  if (!f) return 'a frame'
  const twin = s.frames.some((x) => x.id !== f.id && x.name === f.name)
  return twin ? `${seatName(f.seat, names)}'s ${f.name}` : f.name
}

/** A weapon band in words (the engine's `h`, `d`, `a`). */
export const BAND_WORDS: Record<string, string> = { h: 'hand-to-hand', d: 'direct fire', a: 'artillery' }

/** What an attack's cover case meant for its damage dice, in words (the engine's case names). */
const COVER_WORDS: Record<string, string> = {
  none: 'target in the open',
  structure: 'target behind a structure',
  frame: 'target covered by a frame',
  'is-cover': 'the structure itself is the target',
  melee: 'hand-to-hand, cover ignored',
}
export const coverCase = (c: string): string => COVER_WORDS[c] ?? c

/** A damage die's tone by its fate: a hit on the target, plain when the cover took it. */
const FATE_TONE: Record<DieFate, DieShown['tone']> = {
  target: 'hit',
  'passed-on': 'hit',
  cover: 'plain',
  'cover-frame': 'plain',
  miss: 'miss',
}

/** "a white die" / "its hand-to-hand weapon": the package's name for a system code. */
export const systemWords = (sys: string): string =>
  sys === 'W' ? 'a white die' : `its ${SYSTEM_NAMES[sys as SystemCode] ?? 'system'}`

/** A declared target: a frame by name, a structure without its internal prefix. */
export function targetName(
  s: FzState,
  t: { kind: 'frame' | 'cover'; id: string },
  names?: Record<string, string>,
): string {
  return t.kind === 'frame' ? frameName(s, t.id, names) : coverName(t.id)
}

/** The piece a placement puts down: a frame by name, a station by owner and number. */
export function pieceName(s: FzState, id: string, names?: Record<string, string>): string {
  return s.stations.some((x) => x.id === id) ? stationName(s, id, names) : frameName(s, id, names)
}

/** "Blue's station 3": the owner who placed it and its number, not the internal id. */
export function stationName(s: FzState, id: string, names?: Record<string, string>): string {
  const st = s.stations.find((x) => x.id === id)
  if (!st) return 'a station'
  const n = Number(id.split(':').pop()) + 1
  return `${seatName(st.placedBy, names)}'s station${Number.isFinite(n) ? ` ${n}` : ''}`
}

/** "the wall" / "structure 3": a structure's setup name without the internal prefix. */
export function coverName(id: string): string {
  const n = id.replace(/^cover:/, '').replace(/-/g, ' ')
  return /^\d+$/.test(n) ? `structure ${n}` : `the ${n}`
}

export function describe(s: FzState, e: FzEvent, names?: Record<string, string>): string | null {
  switch (e.type) {
    case 'StartingScores':
      return `Points per asset: ${Object.entries(e.ppa)
        .map(([k, v]) => `${seatName(k, names)} ${v}`)
        .join(', ')}`
    case 'TieRoll':
      return `Starting tie: the die shows ${e.roll}; ${seatName(e.winner, names)} decides`
    case 'Roles':
      return `${seatName(e.defender, names)} defends; ${seatName(e.point, names)} is point attacker`
    case 'Placed':
      return null
    case 'Passed':
      return `${seatName(e.seat, names)} passes`
    case 'Declared':
      return e.target
        ? `${frameName(s, e.frame, names)} targets ${targetName(s, e.target, names)}${e.band ? ` at ${BAND_WORDS[e.band] ?? e.band}` : ''}`
        : `${frameName(s, e.frame, names)} declares no target`
    case 'Assigned':
      return `${frameName(s, e.frame, names)}: defence ${e.values.defence}, move ${e.values.move}, attack ${e.values.attack}, spot ${e.values.spot}${e.rocketSpent ? ' (rocket spent)' : ''}`
    case 'Moved':
      return `${frameName(s, e.frame, names)} moves ${e.distance.toFixed(1)} u`
    case 'AttackForgone':
      return `${frameName(s, e.frame, names)} forgoes its attack (${e.reason})`
    case 'CombatOrder':
      return `${frameName(s, e.target, names)} has not acted: it rolls now (combat order)`
    case 'AttackResolved':
      return `${e.spot ? `spot ${e.spot} + ` : ''}attack ${e.attack} − defence ${e.defence} = ${e.damageDice} damage ${e.damageDice === 1 ? 'die' : 'dice'} (${coverCase(e.cover)})`
    case 'CoverHit':
      return `${coverName(e.cover)} is hit: ${e.height} brick${e.height === 1 ? '' : 's'} high${e.razed ? ', no longer cover' : ''}`
    case 'SystemLost':
      return `${frameName(s, e.frame, names)} loses ${systemWords(e.system)}`
    case 'Retreated':
      return `${frameName(s, e.frame, names)} retreats from ${stationName(s, e.station, names)}`
    case 'Destroyed':
      return `${frameName(s, e.frame, names)} is destroyed`
    case 'Spotted':
      return `${frameName(s, e.frame, names)} spots ${frameName(s, e.target, names)} with ${e.value}`
    case 'StationControl':
      return e.controller
        ? `${stationName(s, e.station, names)} is captured by ${seatName(e.controller, names)}`
        : `${stationName(s, e.station, names)} is ${e.contested ? 'contested' : 'held by nobody'}`
    case 'RoundEnded':
      return `Round ${e.round} ends`
    case 'ClockDown':
      return `Doomsday clock: ${e.clock}${e.seat ? ` (${seatName(e.seat, names)})` : ''}`
    case 'GameOver':
      return `The battle is over: ${e.outcome.reason}`
    default:
      return null
  }
}

export function rollOf(s: FzState, e: FzEvent): RollShown | null {
  if (e.type === 'PoolRolled')
    return {
      title: `${frameName(s, e.frame)} rolls${e.hazard ? ' (hazard: one white fewer)' : ''}`,
      dice: e.dice.map((d) => ({
        value: d.value,
        sides: d.sides,
        tone: 'plain' as const,
        face: dieFace(d.colour),
      })),
      result: e.dice.map((d) => `${d.colour}${d.band ?? ''}${d.sides === 8 ? '8' : ''}`).join(' '),
    }
  if (e.type === 'AttackResolved') {
    // Each die as the engine's damage table sent it (`fates`): which faces count depends on the
    // cover case, so the tray never judges a face by itself.
    const n = (...f: DieFate[]) => e.fates.filter((x) => f.includes(x)).length
    const onTarget = n('target', 'passed-on')
    const onCover = n('cover', 'cover-frame')
    return {
      title: 'Damage dice',
      dice: e.rolls.map((v, i) => ({ value: v, tone: FATE_TONE[e.fates[i] ?? 'miss'] })),
      result: `${e.damageDice} ${e.damageDice === 1 ? 'die' : 'dice'}, ${coverCase(e.cover)}: ${onTarget} on the target${onCover ? `, ${onCover} on the cover` : ''}`,
    }
  }
  return null
}
