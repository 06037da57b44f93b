/**
 * Words for any decision the engine offers, so every legal choice can be a readable button —
 * including kinds no panel knows yet. Ids become unit and terrain names, positions become inches,
 * directions are given relative to the unit's facing. Never JSON.
 *
 * @example decisionLabel(state, { seat: 'p1', kind: 'call-reserves', units: ['u3:p1'] }) // "Call in Lynx"
 */
import type { Vec } from '@sortie/engine'
import type { BattlePrompt, BattlePromptOf } from '@sortie/gunframe/battle'
import { GROUP_RANGE, POWER_ATTACKS } from '@sortie/gunframe/battle'
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
export const COMPASS = [
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
    const form = u?.profile.forms?.[d.form ?? 0] as { name?: string } | undefined
    const into = form?.name ? ` into ${form.name}` : d.form !== undefined ? ` (form ${d.form + 1})` : ''
    // GF-SPM-TRANSFORM: the same change may also take off or land; the buttons must differ.
    const flight = d.flight === 'take-off' ? ' and take off' : d.flight === 'land' ? ' and land' : ''
    return `Transform${into}${flight}`
  }
  // GF-SPM-COMBINED: a jump made fast at the same time.
  if (d.special === 'jump' && d.fast === true) return `Fast jump${where || ' in place'}`
  if (d.special) return `${SPECIAL_MOVES[d.special] ?? titleCase(d.special)}${where || ' in place'}`
  return `Move${where}`
}

/**
 * A turn from one facing to another in words: "about-face", "turn left 90°" (radians, counter-
 * clockwise as drawn, so a positive turn is to the left).
 */
export function turnWords(from: number, to: number): string {
  let d = (to - from) % (2 * Math.PI)
  if (d > Math.PI) d -= 2 * Math.PI
  if (d <= -Math.PI) d += 2 * Math.PI
  const deg = Math.round((Math.abs(d) * 180) / Math.PI)
  if (deg >= 178) return 'about-face'
  if (deg < 1) return 'no turn'
  return `turn ${d > 0 ? 'left' : 'right'} ${deg}°`
}

type PowerSpendOf = Extract<BattleDecision, { kind: 'power' }>['spend'][number]

/** A swing's chosen facing as a turn of the attacker ("turn left 90°"); '' for anything else. */
export function swingWords(s: BattleState | undefined, attacker: unknown, p: PowerSpendOf): string {
  if (p.id !== 'swing' || typeof p.facing !== 'number') return ''
  const a = s ? unitById(s, attacker) : undefined
  return a ? turnWords(a.facing, p.facing) : `to face ${Math.round((p.facing * 180) / Math.PI)}°`
}

/** Power attacks bought, with their costs: "Distract (1) + Recoil (1)". */
export function powerLabel(
  d: Extract<BattleDecision, { kind: 'power' }>,
  s?: BattleState,
  attacker?: unknown,
): string {
  if (!d.spend.length) return 'Spend nothing'
  return d.spend
    .map((p) => {
      const def = POWER_ATTACKS.find((x) => x.id === p.id)
      const on = s && p.targets?.length ? ` on ${names(s, p.targets)}` : ''
      const swing = swingWords(s, attacker, p)
      // A cost of X is the number bought.
      const cost = typeof def?.cost === 'number' ? def.cost : (p.x ?? def?.cost ?? '?')
      return `${titleCase(p.id)}${p.x ? ` ×${p.x}` : ''}${on}${swing ? ` (${swing})` : ''} (${cost} pt)`
    })
    .join(' + ')
}

/** GF-UPG-SPLIT-FIRE: a split attack's shares in words: "Split fire: 2D at Bravo + 1D at Charlie". */
export function splitWords(s: BattleState, split: readonly { target: string; dice: number }[]): string {
  return `Split fire: ${split.map((x) => `${x.dice}D at ${unitName(s, x.target)}`).join(' + ')}`
}

/** Titles for the yes/no questions upgrades and rules ask through the `choose` prompt. */
const CHOICE_TITLES: Record<string, string> = {
  'lucky-attack': 'Lucky: keep the attack dice or re-roll them?',
  'lucky-defense': 'Lucky: keep the defense dice or re-roll them?',
  'lucky-pilot': 'Lucky: keep it for attack and defense dice, or spend it on a failed Pilot Skill roll?',
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
  'group-follower': 'Add a follower to the group?',
  'group-move': `Follow the group leader? (end within ${GROUP_RANGE}" to stay in the group)`,
  'debris-return': 'Place the returning debris',
  panic: 'Panic! Cry out or run for cover?',
  'after-move': 'After the move: anything more?',
}

/** A line under some questions' titles: what the answer means at the table. */
const CHOICE_SUBS: Record<string, string> = {
  'group-follower': `Unactivated conventional friends within ${GROUP_RANGE}" may join; each counts as activated.`,
  'group-move': 'Tap a marked spot, hover a choice to see it, or stay put.',
  'debris-return': 'Tap a marked spot on the table, or hover a choice to see the footprint.',
  panic: 'A dramatic cry costs a focus point; running drops what the unit carries.',
  'combiner-place': 'Tap a marked spot on the table.',
  'run-and-gun': 'Tap a marked spot on the table, or stay.',
  impulsive: 'Tap a marked spot on the table.',
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
  'dramatic-cry': 'Dramatic cry (spend a focus point, hold firm)',
  'run-for-cover': 'Run for cover (D6" towards home)',
  'reroll-non-six': 'Re-roll every die but the sixes',
  'reroll-all': 'Re-roll every die',
  'pilot-skill': 'Spend it on the first failed Pilot Skill roll',
  pick: 'Re-roll the picked dice',
  place: 'Place it',
  'carry-on': 'Carry on',
}

/** Where one question's options mean something of their own. */
const OPTION_WORDS_BY_CHOICE: Record<string, Record<string, string>> = {
  'group-follower': { done: 'Done — no more followers' },
  'group-move': { stay: `Stay put (leaves the group if beyond ${GROUP_RANGE}")`, move: 'Move' },
  leader: { done: 'Done handing out Evade counters' },
  ablative: { keep: 'Take the hit without it', use: 'Use ablative armour' },
  'lucky-attack': { keep: 'Keep the roll (save Lucky)', reroll: 'Re-roll every failed die' },
  'lucky-defense': { keep: 'Keep the roll (save Lucky)', reroll: 'Re-roll every failed die' },
  'lucky-pilot': { keep: 'Keep it for attack and defense dice' },
}

/** What a unit id as an option does, per question (the plain name elsewhere). */
const UNIT_OPTION: Record<string, (name: string) => string> = {
  'group-follower': (n) => `Add ${n} to the group`,
  leader: (n) => `Give ${n} an Evade counter`,
  nemesis: (n) => `${n} is the nemesis`,
}

export function choiceSub(p: BattlePromptOf<'choose'>): string | undefined {
  return CHOICE_SUBS[p.id]
}

/** The debris piece waiting to come back (GF-OPT-SPACE-OFF-EDGE), with its name. */
export function returningDebris(s: BattleState): { name: string; polygon: Vec[]; fate: string } | undefined {
  const r = s.opt?.space?.returning[0]
  if (!r) return undefined
  return { name: r.feature.name ?? titleCase(r.feature.id), polygon: r.feature.polygon, fate: r.fate }
}

/** What deals the damage a Guardian is asked about, by question id, or by the move's step. */
const GUARDED_FROM: Record<string, string> = {
  'guardian-splash': 'the power attack does',
  'guardian-disengage': 'the failed disengage does',
  dangerous: 'the dangerous ground does',
  landing: 'the landing does',
  jump: 'the jump charge does',
  'jump-self': 'the jump charge does',
}

/** A Guardian asked about damage outside an attack's hit: whose, how much, and from what. */
function splashTitle(s: BattleState, p: BattlePromptOf<'choose'>): string | undefined {
  if (!p.id.startsWith('guardian-') || !p.data || !('for' in p.data)) return undefined
  const { for: friend, damage, kind } = p.data as { for: string; damage: number; kind?: string }
  const from = GUARDED_FROM[kind ?? p.id] ?? 'it does'
  return `Guardian: take the ${damage} damage ${from} to ${unitName(s, friend)}?`
}

export function choiceTitle(s: BattleState, p: BattlePromptOf<'choose'>): string {
  const id = p.id
  const debris = id === 'debris-return' ? returningDebris(s) : undefined
  const base = debris
    ? `Place the returning ${debris.name}${debris.fate === 'new-object' ? ' at a table edge' : ''}`
    : (splashTitle(s, p) ?? CHOICE_TITLES[id] ?? `${titleCase(id || 'choice')}?`)
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

/** A point written as an option ("12.5,7" or "at:12.50,7.00"), or null. */
export function optionPoint(option: string): Vec | null {
  const m = /^(?:at:)?(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(option)
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null
}

const diceList = (dice: readonly number[]) => {
  const n = dice.map((i) => `#${i + 1}`)
  return n.length > 1 ? `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}` : (n[0] ?? '')
}

/**
 * One option of a `choose` question in words. `choice` is the question's id (some options mean
 * something of their own there), `dice` a Lucky pick's die indices.
 */
export function optionLabel(
  s: BattleState,
  option: string,
  to?: Vec,
  unit?: unknown,
  choice?: string,
  dice?: readonly number[],
): string {
  const [head, rest] = option.includes(':')
    ? [option.slice(0, option.indexOf(':')), option.slice(option.indexOf(':') + 1)]
    : [option, '']
  if (head === 'guard' && rest) return `Guard with ${unitName(s, rest)}`
  if (head === 'form' && rest) {
    const form = unitById(s, unit)?.profile.forms?.[Number(rest)] as { name?: string } | undefined
    return `Transform into ${form?.name ?? `form ${Number(rest) + 1}`}`
  }
  if (head === 'enter' && rest) return `Go into ${terrainName(s, rest)}`
  if (head === 'pick-up' && rest) return `Pick up ${idWords(s, rest)}`
  if (isUnit(s, option)) {
    const f = choice ? UNIT_OPTION[choice] : undefined
    return f ? f(unitName(s, option)) : unitName(s, option)
  }
  if (option === 'pick' && dice?.length) return `Re-roll dice ${diceList(dice)}`
  if (choice === 'debris-return' && option === 'place') {
    const name = returningDebris(s)?.name ?? 'the debris'
    return to ? `Place ${name} at ${at(to)}` : `Place ${name}`
  }
  const word = (choice ? OPTION_WORDS_BY_CHOICE[choice]?.[option] : undefined) ?? OPTION_WORDS[option]
  if (word) return to ? `${word} to ${at(to)}` : word
  const pt = optionPoint(option)
  if (pt) return `At ${at(pt)}`
  return `${titleCase(option)}${to ? ` to ${at(to)}` : ''}`
}

const MISSION_ACTIONS: Record<string, string> = {
  'pick-up': 'Pick up',
  investigate: 'Investigate',
  deactivate: 'Deactivate',
}

/** One readable line for any decision the engine offers. */
export function decisionLabel(s: BattleState, d: BattleDecision, p?: BattlePrompt | null): string {
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
      return moveLabel(s, d, p?.kind === 'action' ? p.unit : undefined)
    case 'attack':
      if (d.split) return `${splitWords(s, d.split)}${d.rapidFire ? ' with rapid fire (focus)' : ''}`
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
        : `Take ${p?.kind === 'disengage' ? p.roll : 'the'} damage and finish the move`
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
      return powerLabel(d, s, p?.kind === 'power' ? p.attacker : undefined)
    case 'pass':
      // GF-MIS-AMBUSH-ARRIVAL: only ambushers are left to activate, and they may wait.
      return p?.kind === 'activate' ? 'Hold the ambushers this turn' : 'Pass'
    case 'choose':
      return p?.kind === 'choose'
        ? optionLabel(s, d.option, d.to, p.unit, p.id, d.dice)
        : optionLabel(s, d.option, d.to, undefined, undefined, d.dice)
    case 'react':
      // A special reaction move is labelled as the move it is: how far, which way, which form.
      if (d.action === 'move' && d.special && d.path && d.facing !== undefined) {
        const { special, fast, form, flight, path, facing } = d
        const asMove = { seat: d.seat, kind: 'move', path, facing, special, fast, form, flight } as const
        return `${who(d.unit)}: react — ${moveLabel(s, asMove as Extract<BattleDecision, { kind: 'move' }>, d.unit)}`
      }
      return `${who(d.unit)}: react with ${d.action}`
    case 'mission-setup': {
      if (d.pos) {
        const what = itemWords(p?.kind === 'mission-setup' ? p.item : undefined)
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
        return `Scatter ${p?.kind === 'scatter' ? `${inch(p.inches)} ` : ''}${COMPASS[d.scatter] ?? `direction ${d.scatter}`}`
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
