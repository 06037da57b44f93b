/**
 * Who must decide what, now: derived from the phase and the top of the frame stack, never
 * stored, so the state cannot disagree with its own question.
 */
import { defenseChoices } from '../actions/attack.ts'
import { allowedReactors } from '../actions/reactions.ts'
import type { BattleLook } from './context.ts'
import { findUnit } from './geo.ts'
import { modulePrompt } from './module.ts'
import type { BattlePrompt, BattlePromptKind } from './prompt-types.ts'
import type { BattleState, BattleUnit, DecisionKind } from './types.ts'

/** The decision kinds that answer each prompt kind (every kind of prompt-types.ts, no other). */
export const ANSWERS: Record<BattlePromptKind, readonly DecisionKind[]> = {
  'choose-role': ['choose-role'],
  'choose-half': ['choose-half'],
  deploy: ['deploy', 'reserve'],
  initiative: ['initiative'],
  activate: ['activate', 'ambush', 'pass'],
  action: ['move', 'attack', 'lock', 'evade', 'special', 'end-activation', 'mission-action', 'optional'],
  disengage: ['disengage'],
  'use-lock': ['use-lock'],
  defend: ['defend'],
  dodge: ['dodge'],
  power: ['power'],
  react: ['react', 'pass'],
  choose: ['choose'],
  // The missions' own questions (the vocabulary is core's: prompt-types.ts).
  'mission-setup': ['mission-setup'],
  'call-reserves': ['call-reserves'],
  arrive: ['arrive'],
  scatter: ['arrive'],
}

export function battlePrompt(s: BattleState, look: BattleLook): BattlePrompt | null {
  // The modules' own prompts (mission setup, deployment, activation, reserves) come first.
  const m = modulePrompt(look.modules, s)
  if (m !== undefined) return m
  switch (s.phase) {
    case 'over':
      return null
    case 'role':
      return { seat: s.roleChooser ?? s.seats[0], kind: 'choose-role' }
    case 'half':
      return { seat: s.defender ?? s.seats[0], kind: 'choose-half' }
    // Setup and deployment are always the mission layer's (missionPrompt answers them first).
    case 'deploy':
    case 'setup':
      return null
    case 'play':
      break
  }
  const top = s.stack[s.stack.length - 1]
  // Whose unit activates next is the mission layer's question too (ambushers, pieces).
  if (!top) return null
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
      return { seat: top.seat, kind: 'react', trigger: top.trigger, units: allowedReactors(s, look, top) }
    case 'reserves':
      return null
    case 'choice':
      return {
        seat: top.seat,
        kind: 'choose',
        id: top.id,
        unit: top.unit,
        options: top.options,
        ...(top.inches !== undefined ? { inches: top.inches } : {}),
        ...(top.dice !== undefined ? { dice: top.dice } : {}),
        ...(top.data !== undefined ? { data: top.data } : {}),
      }
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
          return { seat: a.side, kind: 'power', ...base, points: top.points ?? top.sixes }
      }
    }
  }
}
