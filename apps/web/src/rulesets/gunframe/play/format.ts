/** Turning engine events, codes and ids into words for the log and the panels. */
import { type BattleEvent, eventUnit } from '@sortie/gunframe/battle'
import type { BattleState, BattleUnit } from '../engine.ts'
import { describeChoiceEvent } from './choiceEvents.ts'
import { describeMissionEvent } from './missionEvents.ts'
import { pilotRollWhy } from './pilotRollWhy.ts'

export const SEAT_NAMES: Record<string, string> = { p1: 'Blue', p2: 'Red' }
export const seatName = (seat: string | null | undefined, names?: Record<string, string>): string =>
  seat ? (names?.[seat] ?? SEAT_NAMES[seat] ?? seat) : '—'

export const unitById = (s: BattleState, id: unknown): BattleUnit | undefined =>
  s.units.find((u) => u.id === id)
/**
 * A unit's name, numbered when several units share it ("Raptor 1", "Raptor 2", in roster order)
 * so identical units are told apart on the table, card, log and buttons alike.
 */
export const unitName = (s: BattleState, id: unknown): string => {
  const u = unitById(s, id)
  return u ? numberedName(s.units, u) : String(id)
}

/** `u`'s name among `units`, numbered when it is not unique. */
export function numberedName(units: readonly BattleUnit[], u: BattleUnit): string {
  const twins = units.filter((o) => o.profile.name === u.profile.name)
  return twins.length > 1 ? `${u.profile.name} ${twins.indexOf(u) + 1}` : u.profile.name
}

export const titleCase = (id: string): string =>
  id
    .split('-')
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ')

/** An event type in words for events without their own sentence: 'LockShaken' → 'Lock shaken'. */
export const plainType = (type: string): string => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const inches = (n: unknown) => (typeof n === 'number' ? `${n.toFixed(1)}"` : '')
const list = (a: unknown) => (Array.isArray(a) ? a.join(' ') : '')

/** One line of the event log; unknown events still show, by type. */
export function describeEvent(s: BattleState, e: BattleEvent, names?: Record<string, string>): string {
  const n = (id: unknown) => unitName(s, id)
  const seat = (x: unknown) => seatName(x as string, names)
  switch (e.type) {
    case 'RolesChosen':
      return `${seat(e.attacker)} attacks, ${seat(e.defender)} defends.`
    case 'UnitDeployed':
      return `${n(e.unit)} deployed.`
    case 'TurnStarted':
      return `— Turn ${String(e.turn)} —`
    case 'InitiativeRolled': {
      return `Initiative: ${Object.entries(e.rolls)
        .map(([k, v]) => `${seat(k)} ${v}`)
        .join(', ')}${e.winner ? ` → ${seat(e.winner)}` : ' (tie)'}`
    }
    case 'InitiativeChosen':
      return `${seat(e.first)} goes first.`
    case 'UnitActivated':
      return `${n(e.unit)} activates.`
    case 'ActionDeclared':
      return `${n(e.unit)}: ${e.action}.`
    case 'UnitMoved':
      return `${n(e.unit)} moves ${inches(e.cost)}${e.stood ? ' (stands up)' : ''}.`
    case 'UnitTurned':
      return `${n(e.unit)} turns to face its target.`
    case 'AttackDeclared':
      return `${n(e.attacker)} attacks ${n(e.target)} at ${String(e.band)} range${list(e.modifiers) ? ` (+${list(e.modifiers)})` : ''}.`
    case 'FirepowerRolled':
      return `Firepower ${String(e.pool)}D: ${list(e.dice)} → ${String(e.hits)} hit(s), ${String(e.sixes)} six(es).`
    case 'DefenseRolled':
      return `${n(e.unit)} defends (${String(e.using)}) ${String(e.pool)}D: ${list(e.dice)} → ${String(e.blocks)} block(s).`
    case 'DamageDealt':
      return `${n(e.unit)} takes ${e.amount} damage${typeof e.armour === 'number' ? ` (Armour ${e.armour})` : ''}.`
    case 'UnitDestroyed':
      return `${n(e.unit)} is destroyed!`
    case 'AttackResolved':
      return e.damage ? `Attack done: ${String(e.damage)} damage.` : 'Attack done: no damage.'
    case 'PowerPoints':
      return `${String(e.points)} power point(s).`
    case 'PowerAttack':
      return `Power attack: ${titleCase(e.id)} on ${n(e.target)}.`
    case 'Dodged':
      return `${n(e.unit)} dodges.`
    case 'TargetLocked':
      return `${n(e.by)} locks on to ${n(e.unit)}.`
    case 'TargetLockUsed':
      return `Target lock spent: ${titleCase(String(e.effect))}.`
    case 'EvadePlaced':
      return `${n(e.unit)} takes an Evade counter.`
    case 'EvadeUsed':
      return `${n(e.unit)} spends its Evade counter.`
    case 'FocusSpent':
      return `${n(e.unit)} spends a focus point (${String(e.for ?? '')}).`
    case 'Reaction':
      return `${n(e.unit)} reacts: ${String(e.action)}.`
    case 'PilotSkillRoll':
      return `${n(e.unit)} pilot roll (${pilotRollWhy(s, String(e.why ?? ''))}): ${String(e.roll)} ${e.success ? 'passes' : 'fails'}.`
    case 'KnockedDown':
      return `${n(e.unit)} is knocked down.`
    case 'ShutDown':
      return `${n(e.unit)} shuts down.`
    case 'Distracted':
      return `${n(e.unit)} is distracted.`
    case 'Rebooted':
      return `${n(e.unit)} reboots.`
    case 'ActivationEnded':
      return `${n(e.unit)} ends its activation.`
    case 'VictoryPoints': {
      return `Victory points: ${Object.entries(e.gained)
        .map(([k, v]) => `${seat(k)} +${v}`)
        .join(', ')}.`
    }
    case 'GameEnded': {
      return e.draw ? 'The battle ends in a draw.' : `${e.winners.map(seat).join(' & ')} wins the battle!`
    }
    default:
      return (
        describeMissionEvent(s, e, n, seat) ??
        describeChoiceEvent(e, n, seat, (id) => !!unitById(s, id)) ??
        `${plainType(e.type)}${eventUnit(e) ? `: ${n(eventUnit(e))}` : ''}.`
      )
  }
}

export const BAND_COLOURS: Record<string, string> = {
  close: '#f97316',
  short: '#facc15',
  medium: '#4ade80',
  long: '#60a5fa',
}
