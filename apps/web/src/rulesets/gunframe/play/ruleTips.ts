/**
 * Which rules-index rows explain each modifier chip and action button; the words come from
 * docs/rules/gunframe.md through the shell's rulesIndex (hover text: "ID: paraphrase").
 */
import { ruleText } from '../../../shell/rulesIndex.ts'

const CHIP_RULES: Record<string, string[]> = {
  charge: ['GF-ATK-CHARGE'],
  crossfire: ['GF-ATK-CROSSFIRE'],
  elevated: ['GF-ATK-ELEVATED'],
  rear: ['GF-ATK-REAR'],
  'shut-down': ['GF-POW-SHUT-DOWN'],
  indirect: ['GF-UPG-INDIRECT-FIRE'],
  obscured: ['GF-DEF-MODIFIERS', 'GF-LOS-ONE-BENEFIT'],
  cover: ['GF-DEF-MODIFIERS', 'GF-LOS-ONE-BENEFIT'],
  'rapid fire': ['GF-ATK-RAPID-FIRE', 'GF-FOCUS-ONE-PER-UNIT'],
  'turn to face': ['GF-ATK-CLOSE-LOS'],
}

const ACTION_RULES: Record<string, string[]> = {
  move: ['GF-ACT-TWO', 'GF-MOVE-DISENGAGE'],
  attack: ['GF-ATK-RANGE', 'GF-ATK-LOS', 'GF-ATK-FIREPOWER'],
  lock: ['GF-LOCK-ON', 'GF-LOCK-FOCUS'],
  evade: ['GF-EVADE-ACTION', 'GF-EVADE-USE'],
  special: ['GF-ACT-SPECIAL'],
  end: ['GF-ACT-TWO', 'GF-ACT-ONCE'],
}

/** Hover text for a modifier chip ("elevated", "obscured", "rapid fire"…). */
export const chipTip = (chip: string): string =>
  CHIP_RULES[chip] ? ruleText('gunframe', ...CHIP_RULES[chip]) : chip

/** Hover text for an action button. */
export const actionTip = (action: keyof typeof ACTION_RULES): string =>
  ruleText('gunframe', ...(ACTION_RULES[action] ?? []))
