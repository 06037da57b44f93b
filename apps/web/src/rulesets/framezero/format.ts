/** Log lines, seat names and dice-tray rolls for Frame Zero events. */
import type { RollShown } from '../../shell/module.ts'
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

export const frameName = (s: FzState, id: unknown) => s.frames.find((f) => f.id === id)?.name ?? String(id)

/** "Blue's station 3": the owner who placed it and its number, not the internal id. */
export function stationName(s: FzState, id: string, names?: Record<string, string>): string {
  const st = s.stations.find((x) => x.id === id)
  if (!st) return 'a station'
  const n = Number(id.split(':').pop()) + 1
  return `${seatName(st.placedBy, names)}'s station${Number.isFinite(n) ? ` ${n}` : ''}`
}

/** "the wall" / "structure 3": a structure's setup name without the internal prefix. */
export function coverName(id: string): string {
  const n = id.replace(/^cover:/, '')
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
        ? `${frameName(s, e.frame)} targets ${e.target.kind === 'frame' ? frameName(s, e.target.id) : e.target.id} (${e.band})`
        : `${frameName(s, e.frame)} declares no target`
    case 'Assigned':
      return `${frameName(s, e.frame)}: defence ${e.values.defence}, move ${e.values.move}, attack ${e.values.attack}, spot ${e.values.spot}${e.rocketSpent ? ' (rocket spent)' : ''}`
    case 'Moved':
      return `${frameName(s, e.frame)} moves ${e.distance} u`
    case 'AttackForgone':
      return `${frameName(s, e.frame)} forgoes its attack (${e.reason})`
    case 'CombatOrder':
      return `${frameName(s, e.target)} has not acted: it rolls now (combat order)`
    case 'AttackResolved':
      return `${e.spot ? `spot ${e.spot} + ` : ''}attack ${e.attack} − defence ${e.defence} = ${e.damageDice} damage dice (${e.cover})`
    case 'CoverHit':
      return `${coverName(e.cover)} is hit: ${e.height} brick${e.height === 1 ? '' : 's'} high${e.razed ? ', no longer cover' : ''}`
    case 'SystemLost':
      return `${frameName(s, e.frame)} loses ${e.system === 'W' ? 'a white die' : `its ${e.system}`}`
    case 'Retreated':
      return `${frameName(s, e.frame)} retreats from ${stationName(s, e.station, names)}`
    case 'Destroyed':
      return `${frameName(s, e.frame)} is destroyed`
    case 'Spotted':
      return `${frameName(s, e.frame)} spots ${frameName(s, e.target)} with ${e.value}`
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
  if (e.type === 'AttackResolved')
    return {
      title: 'Damage dice',
      dice: e.rolls.map((v) => ({ value: v, tone: v === 6 ? 'crit' : v >= 4 ? 'hit' : 'miss' })),
      result: `${e.damageDice} dice, ${e.cover}`,
    }
  return null
}
