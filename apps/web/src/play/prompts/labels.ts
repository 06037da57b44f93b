/**
 * Words for any decision the engine offers, so every legal choice can be a readable button —
 * including kinds no panel knows yet. Ids become unit and terrain names, positions become inches,
 * directions are given relative to the unit's facing. Never JSON.
 *
 * @example decisionLabel(state, { seat: 'p1', kind: 'call-reserves', units: ['u3:p1'] }) // "Call in Lynx"
 */
import type { Prompt, Vec } from '@sortie/engine'
import { POWER_ATTACKS } from '@sortie/gunframe/battle'
import type { BattleDecision, BattleState } from '../../engine.ts'
import { titleCase, unitById, unitName } from '../format.ts'
import { itemWords } from '../missionEvents.ts'

const inch = (n: number) => `${n.toFixed(1)}"`
export const at = (p: Vec) => `${inch(p.x)} × ${inch(p.y)}`
const len = (path: readonly Vec[]) => {
  let l = 0
  for (let i = 1; i < path.length; i++)
    l += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y)
  return l
}

const SIDES = ['ahead', 'ahead-left', 'left', 'back-left', 'back', 'back-right', 'right', 'ahead-right']
/** A heading relative to a facing, in eighths: "ahead", "back-left"… */
export function relativeDirection(facing: number, heading: number): string {
  const k = Math.round(((heading - facing) / (Math.PI / 4)) % 8)
  return SIDES[(k + 8) % 8]!
}

/** Table directions with the far edge up, as drawn: index k is k × 45° from the right edge. */
const COMPASS = [
  '→ east',
  '↗ north-east',
  '↑ north',
  '↖ north-west',
  '← west',
  '↙ south-west',
  '↓ south',
  '↘ south-east',
]

const terrainName = (s: BattleState, id: string) =>
  s.field.terrain.find((f) => f.id === id)?.name ?? titleCase(id)
const isUnit = (s: BattleState, id: unknown) => typeof id === 'string' && !!unitById(s, id)
const names = (s: BattleState, ids: readonly string[]) => ids.map((id) => unitName(s, id)).join(', ')

const SPECIAL_MOVES: Record<string, string> = {
  fast: 'Fast move',
  jump: 'Jump',
  climb: 'Climb',
  land: 'Land',
  'take-off': 'Take off',
  transform: 'Transform',
}

function moveLabel(s: BattleState, d: Extract<BattleDecision, { kind: 'move' }>, unit?: string): string {
  const u = unitById(s, unit)
  const l = len(d.path)
  const end = d.path[d.path.length - 1]
  const where =
    u && end && l > 0.05
      ? ` ${inch(l)} ${relativeDirection(u.facing, Math.atan2(end.y - u.pos.y, end.x - u.pos.x))}`
      : ''
  if (d.special === 'transform') {
    const form = u?.forms?.[d.form ?? 0] as { name?: string } | undefined
    return `Transform${form?.name ? ` into ${form.name}` : d.form !== undefined ? ` (form ${d.form + 1})` : ''}`
  }
  if (d.special) return `${SPECIAL_MOVES[d.special] ?? titleCase(d.special)}${where || ' in place'}`
  return `Move${where}`
}

/** Power attacks bought, with their costs: "Distract (1) + Recoil (1)". */
export function powerLabel(d: Extract<BattleDecision, { kind: 'power' }>, s?: BattleState): string {
  if (!d.spend.length) return 'Spend nothing'
  return d.spend
    .map((p) => {
      const def = POWER_ATTACKS.find((x) => x.id === p.id)
      const on = s && p.targets?.length ? ` on ${names(s, p.targets)}` : ''
      // A cost of X is the number bought.
      const cost = typeof def?.cost === 'number' ? def.cost : (p.x ?? def?.cost ?? '?')
      return `${titleCase(p.id)}${p.x ? ` ×${p.x}` : ''}${on} (${cost} pt)`
    })
    .join(' + ')
}

/** Titles for the yes/no questions upgrades and rules ask through the `choose` prompt. */
const CHOICE_TITLES: Record<string, string> = {
  'lucky-attack': 'Lucky: keep the attack dice or re-roll them?',
  'lucky-defense': 'Lucky: keep the defense dice or re-roll them?',
  'well-read': 'Well-read: keep the initiative roll or re-roll it?',
  guardian: 'Guardian: step in front of the attack?',
  parry: 'Parry this attack?',
  ablative: 'Use ablative armour against this hit?',
  'run-and-gun': 'Run and gun: move after the attack?',
  'well-oiled': 'Well-oiled: make a follow-up attack?',
  wingman: 'Wingman: act alongside your leader?',
  'dark-evade': 'Take an Evade counter in the dark?',
  nemesis: 'Choose a nemesis',
  impulsive: 'Impulsive: the unit surges forward',
  leader: 'Leader: hand out Evade counters',
  'combiner-place': 'Place the combined unit',
  'swift-transform': 'Swift transform: change form now?',
}

const OPTION_WORDS: Record<string, string> = {
  keep: 'Keep the dice',
  reroll: 'Re-roll',
  decline: 'Decline',
  use: 'Use it',
  stay: 'Stay put',
  move: 'Move',
  done: 'Done',
  evade: 'Take the Evade counter',
  attack: 'Attack',
  parry: 'Parry',
}

export function choiceTitle(s: BattleState, p: Prompt): string {
  const id = String(p.id ?? '')
  const base = CHOICE_TITLES[id] ?? `${titleCase(id || 'choice')}?`
  const who = isUnit(s, p.unit) ? `${unitName(s, p.unit)} — ` : ''
  const inches = typeof p.inches === 'number' ? ` (up to ${inch(p.inches)})` : ''
  return `${who}${base}${inches}`
}

/** An id like `target:5` as words ("target 5"); a unit id as the unit's name. */
const idWords = (s: BattleState, id: string) =>
  isUnit(s, id)
    ? unitName(s, id)
    : id
        .split(':')
        .map((w) => titleCase(w).toLowerCase())
        .join(' ')

export function optionLabel(s: BattleState, option: string, to?: Vec, unit?: unknown): string {
  const [head, rest] = option.includes(':')
    ? [option.slice(0, option.indexOf(':')), option.slice(option.indexOf(':') + 1)]
    : [option, '']
  if (head === 'guard' && rest) return `Guard with ${unitName(s, rest)}`
  if (head === 'form' && rest) {
    const form = unitById(s, unit)?.forms?.[Number(rest)] as { name?: string } | undefined
    return `Transform into ${form?.name ?? `form ${Number(rest) + 1}`}`
  }
  if (isUnit(s, option)) return unitName(s, option)
  const word = OPTION_WORDS[option]
  if (word) return to ? `${word} to ${at(to)}` : word
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(option)
  if (m) return `At ${at({ x: Number(m[1]), y: Number(m[2]) })}`
  return `${titleCase(option)}${to ? ` to ${at(to)}` : ''}`
}

const MISSION_ACTIONS: Record<string, string> = {
  'pick-up': 'Pick up',
  investigate: 'Investigate',
  deactivate: 'Deactivate',
}

/** One readable line for any decision the engine offers. */
export function decisionLabel(s: BattleState, d: BattleDecision, p?: Prompt | null): string {
  const who = (id: unknown) => unitName(s, id)
  switch (d.kind) {
    case 'choose-role':
      return d.role === 'attacker' ? 'Attacker (+1 to first initiative)' : 'Defender (chooses the table half)'
    case 'choose-half':
      return `${titleCase(d.half)} edge`
    case 'deploy':
      return `Place ${who(d.unit)} at ${at(d.pos)}`
    case 'initiative':
      return d.first ? 'Activate first' : 'Let the other side go first'
    case 'activate':
      return `Activate ${who(d.unit)}`
    case 'move':
      return moveLabel(s, d, p?.kind === 'action' ? String(p.unit) : undefined)
    case 'attack':
      return `Attack ${who(d.target)}${d.rapidFire ? ' with rapid fire (focus)' : ''}`
    case 'lock':
      return `Target lock on ${who(d.target)}`
    case 'evade':
      return 'Evade'
    case 'special':
      return d.use ? `${titleCase(d.use)}${d.target ? ` — ${who(d.target)}` : ''}` : 'Special action'
    case 'end-activation':
      return 'End activation'
    case 'disengage':
      return d.choice === 'stop'
        ? 'Stop where you are'
        : `Take ${typeof p?.roll === 'number' ? p.roll : 'the'} damage and finish the move`
    case 'use-lock':
      return d.effect === 'keep'
        ? 'Keep the lock'
        : d.effect === 'focus-fire'
          ? 'Focus fire (+2D)'
          : 'Precise strike (re-roll misses)'
    case 'defend':
      return `Defend with ${d.pool === 'close' ? 'Close' : 'Defense'}${d.evade ? ' + spend Evade (re-roll fails)' : ''}`
    case 'dodge':
      return d.to ? `Dodge to ${at(d.to)}` : 'Stay in place'
    case 'power':
      return powerLabel(d, s)
    case 'pass':
      return 'Pass'
    case 'choose':
      return optionLabel(s, d.option, d.to, p?.unit)
    case 'react':
      return `${who(d.unit)}: react with ${d.action === 'move' && d.special ? (SPECIAL_MOVES[d.special] ?? d.special).toLowerCase() : d.action}`
    case 'mission-setup': {
      if (d.pos) {
        const what = itemWords(p?.item)
        return `${what.charAt(0).toUpperCase()}${what.slice(1)} at ${at(d.pos)}`
      }
      if (d.unit) return `Target ${who(d.unit)}`
      if (d.emplacements)
        return d.emplacements.length
          ? `Guns in ${d.emplacements.map((e) => terrainName(s, e)).join(', ')}`
          : 'No gun emplacements'
      return titleCase(d.step)
    }
    case 'reserve':
      return d.mode === 'reserve'
        ? `Hold ${who(d.unit)} in reserve`
        : d.mode === 'halo'
          ? `Hold ${who(d.unit)} for a HALO drop`
          : `Hold ${who(d.unit)} in ambush`
    case 'mission-action':
      return `${MISSION_ACTIONS[d.action] ?? titleCase(d.action)}${d.counter ? ` ${idWords(s, d.counter)}` : ''}${d.twoDice ? ' (two dice)' : ''}`
    case 'call-reserves':
      return d.units.length ? `Call in ${names(s, d.units)}` : 'Call no reserves this turn'
    case 'arrive':
      if (d.scatter !== undefined)
        return `Scatter ${typeof p?.inches === 'number' ? `${inch(p.inches)} ` : ''}${COMPASS[d.scatter] ?? `direction ${d.scatter}`}`
      return d.pos.x < 0 ? `${who(d.unit)} cannot arrive (no room)` : `${who(d.unit)} arrives at ${at(d.pos)}`
    case 'ambush':
      return `Spring ${who(d.unit)} from ambush at ${at(d.pos)}`
    default:
      return genericLabel(s, d as { kind: string } & Record<string, unknown>)
  }
}

/** For kinds added after this file: the kind in words, then each field made readable. */
export function genericLabel(s: BattleState, d: { kind: string } & Record<string, unknown>): string {
  const parts: string[] = []
  for (const [k, v] of Object.entries(d)) {
    if (k === 'kind' || k === 'seat' || v === undefined || v === null) continue
    parts.push(fieldText(s, k, v))
  }
  const body = parts.filter(Boolean).join(', ')
  return `${titleCase(d.kind)}${body ? ` — ${body}` : ''}`
}

function fieldText(s: BattleState, key: string, v: unknown): string {
  const name = titleCase(key).toLowerCase()
  if (typeof v === 'boolean') return v ? name : ''
  if (typeof v === 'number') return `${name} ${Number.isInteger(v) ? v : v.toFixed(1)}`
  if (typeof v === 'string') return isUnit(s, v) ? unitName(s, v) : `${name} ${titleCase(v).toLowerCase()}`
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === 'object' && x && 'x' in x && 'y' in x)) {
      const last = v[v.length - 1] as Vec | undefined
      return last ? `to ${at(last)}` : ''
    }
    return `${name} ${v.map((x) => (isUnit(s, x) ? unitName(s, x) : String(x))).join(', ') || 'none'}`
  }
  if (typeof v === 'object' && v && 'x' in v && 'y' in v) return `${name} ${at(v as Vec)}`
  return name
}
