/**
 * Who must decide what, now: derived from the phase and the top of the frame stack, never
 * stored, so the state cannot disagree with its own question.
 */
import type { Prompt } from '@sortie/engine'
import type { TableRules } from '../table/contract.ts'
import { defenseChoices } from './attack.ts'
import { findUnit } from './geo.ts'
import { reactors } from './reactions.ts'
import type { BattleState, BattleUnit, DecisionKind } from './types.ts'

/** The decision kinds that answer each prompt kind. */
export const ANSWERS: Record<string, readonly DecisionKind[]> = {
  'choose-role': ['choose-role'],
  'choose-half': ['choose-half'],
  deploy: ['deploy'],
  initiative: ['initiative'],
  activate: ['activate'],
  action: ['move', 'attack', 'lock', 'evade', 'special', 'end-activation'],
  disengage: ['disengage'],
  'use-lock': ['use-lock'],
  defend: ['defend'],
  dodge: ['dodge'],
  power: ['power'],
  react: ['react', 'pass'],
}

export function deployingSeat(s: BattleState): string | null {
  for (const seat of [s.defender, s.attacker])
    if (seat !== null && s.units.some((u) => u.side === seat && u.status === 'undeployed')) return seat
  return null
}

export function battlePrompt(s: BattleState, table: TableRules): Prompt | null {
  switch (s.phase) {
    case 'over':
      return null
    case 'role':
      return { seat: s.roleChooser ?? s.seats[0], kind: 'choose-role' }
    case 'half':
      return { seat: s.defender ?? s.seats[0], kind: 'choose-half' }
    case 'deploy': {
      const seat = deployingSeat(s) ?? s.seats[0]
      const units = s.units.filter((u) => u.side === seat && u.status === 'undeployed').map((u) => u.id)
      return { seat, kind: 'deploy', units, half: s.halves?.[seat] }
    }
    case 'play':
      break
  }
  const top = s.stack[s.stack.length - 1]
  if (!top) {
    const seat = s.next ?? s.seats[0]
    const units = s.units
      .filter((u) => u.side === seat && u.status === 'table' && !u.activated)
      .map((u) => u.id)
    return { seat, kind: 'activate', units, turn: s.turn }
  }
  switch (top.t) {
    case 'initiative':
      return { seat: top.seat, kind: 'initiative' }
    case 'activation': {
      const u = findUnit(s, top.unit) as BattleUnit
      return { seat: u.side, kind: 'action', unit: u.id, actionsLeft: top.actionsLeft }
    }
    case 'disengage': {
      const u = findUnit(s, top.unit) as BattleUnit
      return { seat: u.side, kind: 'disengage', unit: u.id, roll: top.roll }
    }
    case 'react':
      return { seat: top.seat, kind: 'react', trigger: top.trigger, units: reactors(s, { table }, top) }
    case 'attack': {
      const a = findUnit(s, top.attacker) as BattleUnit
      const t = findUnit(s, top.target) as BattleUnit
      const base = { attacker: a.id, target: t.id, band: top.band }
      switch (top.step) {
        case 'lock':
          return { seat: a.side, kind: 'use-lock', ...base }
        case 'defend':
          return { seat: t.side, kind: 'defend', ...base, hits: top.hits, ...defenseChoices(t, top) }
        case 'dodge':
          return { seat: t.side, kind: 'dodge', ...base, inches: top.dodge }
        case 'power':
          return { seat: a.side, kind: 'power', ...base, points: top.sixes }
      }
    }
  }
}
