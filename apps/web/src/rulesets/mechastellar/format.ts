/** Plain-language log lines, seat names and colours, and dice for the shared tray. */
import type { DieShown, RollShown } from '../../shell/module.ts'
import { num, signed } from '../../ui/numbers.ts'
import { dieGrade, type MsDecision, type MsEvent, type MsState, type Terrain } from './engine.ts'

const SEATS: Record<string, { name: string; colour: string }> = {
  p1: { name: 'Blue', colour: '#2f6fd6' },
  p2: { name: 'Red', colour: '#d23b3b' },
}

export const seatName = (seat: string, names?: Record<string, string>): string =>
  names?.[seat] ?? SEATS[seat]?.name ?? seat.toUpperCase()

export const seatColour = (seat: string | null | undefined): string => (seat && SEATS[seat]?.colour) || '#777'

/**
 * A terrain piece as players read it on the board: its kind, numbered when the table has several
 * of that kind ("building 2"), never its id.
 */
export function terrainName(s: { terrain: readonly Terrain[] }, ref: string): string {
  // Pieces are `terrain:<name>`; some decisions carry the name alone.
  const id = ref.startsWith('terrain:') ? ref : `terrain:${ref}`
  const t = s.terrain.find((x) => x.id === id)
  if (!t) return 'terrain'
  const same = s.terrain.filter((x) => x.kind === t.kind)
  return same.length > 1 ? `${t.kind} ${same.indexOf(t) + 1}` : t.kind
}

export const unitName = (s: MsState, id: string | null | undefined): string =>
  (id && s.units.find((u) => u.id === id)?.name) || id || '—'

const weaponName = (s: MsState, unit: string, weapon: string): string =>
  s.units.find((u) => u.id === unit)?.profile.weapons.find((w) => w.id === weapon)?.name ?? weapon

const at = (v: { x: number; y: number }) => `(${v.x.toFixed(1)}, ${v.y.toFixed(1)})`

/** A direction on the table in words (0° = east, y grows southwards on screen). */
const compass = (deg: number): string =>
  ['east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'north', 'north-east'][
    Math.round((((deg % 360) + 360) % 360) / 45) % 8
  ] as string

export function describe(s: MsState, e: MsEvent, names?: Record<string, string>): string | null {
  const n = (id: string | null) => unitName(s, id)
  switch (e.type) {
    case 'RollOff':
      return `Roll-off: ${seatName('p1', names)} ${e.p1}, ${seatName('p2', names)} ${e.p2}`
    case 'RoundStarted':
      return `Round ${e.round} begins; ${seatName(e.first, names)} goes first`
    case 'Deployed':
      return `${n(e.unit)} deploys at ${at(e.pos)}`
    case 'CommanderNamed':
      return `${seatName(e.side, names)} names ${n(e.unit)} Mission Commander`
    case 'Faced':
      return `${n(e.unit)} turns to face ${compass(e.facing)} (${Math.round(e.facing)}°)`
    case 'Activated':
      return e.challenge
        ? `${n(e.unit)} activates and challenges ${n(e.challenge)}`
        : `${n(e.unit)} activates`
    case 'Moved':
      return `${n(e.unit)} moves to ${at(e.to)}, facing ${Math.round(e.facing)}°`
    case 'MomentumChanged':
      return `${seatName(e.side, names)} Momentum ${e.by >= 0 ? '+' : ''}${e.by} → ${e.now} (${e.why})`
    case 'AttackDeclared':
      return `${n(e.attacker)} ${e.counter ? 'counters' : 'attacks'} ${n(e.target)} with ${weaponName(s, e.attacker, e.weapon)}`
    case 'DiceRolled':
      if (e.recount)
        return `${n(e.unit)}’s ${e.role} dice count again after ${e.recount === 'focus' ? 'Focus' : 'Flash'}: ${e.dice.join(' ')}`
      return `${n(e.unit)} rolls (${e.role}): ${e.dice.join(' ')}`
    case 'AttackTotals':
      return `${e.hits} hits against ${e.def} defence: ${e.unblocked} get through`
    case 'Damage':
      return `${n(e.unit)} takes ${e.amount} damage (${e.why}); ${e.hp} HP left`
    case 'Destroyed':
      return `${n(e.unit)} is destroyed${e.by ? ` by ${n(e.by)}` : ''}${e.vp ? ` (+${e.vp} VP)` : ''}`
    case 'SkillUsed':
      return `${n(e.unit)} uses ${e.skill}${e.cost ? ` (${e.cost} Momentum)` : ''}`
    case 'Shutdown':
      return `${n(e.unit)} shuts down (stun ${e.stun})`
    case 'Pushed':
      return `${n(e.unit)} is pushed to ${at(e.to)}`
    case 'TerrainDestroyed':
      return `The ${terrainName(s, e.terrain)} is destroyed`
    case 'ControlPointsPlaced':
      return `${seatName(e.side, names)} places control points at ${e.points.map(at).join(' and ')}`
    case 'ControlPoint':
      return `Control point ${e.index + 1}: ${e.owner ? `held by ${seatName(e.owner, names)}` : 'nobody holds it'}`
    case 'VictoryPoints':
      return `${seatName(e.side, names)} ${signed(e.by)} VP (${e.why})`
    case 'RoundEnded':
      return `Round ${e.round} ends`
    case 'GameOver':
      return `Game over: ${e.winner ? `${seatName(e.winner, names)} wins` : 'a draw'} (${seatName('p1', names)} ${num(e.p1)} VP, ${seatName('p2', names)} ${num(e.p2)} VP)`
    case 'Note':
      // The package's notes name pieces by id; the log names them as the board does.
      return e.text.replace(/terrain:[\w-]+/g, (id) => `the ${terrainName(s, id)}`)
  }
}

export function groupOf(s: MsState, e: MsEvent, names?: Record<string, string>): string | null {
  if (e.type === 'RoundStarted') return `Round ${e.round}`
  if (e.type === 'Activated') {
    const u = s.units.find((x) => x.id === e.unit)
    return `${u ? seatName(u.side, names) : ''} · ${unitName(s, e.unit)} activates`
  }
  return null
}

/** An attack or defence die graded by the count the engine gave the roll (Focus, Crit Range, IDF, Flash). */
const tone = (e: Extract<MsEvent, { type: 'DiceRolled' }>, v: number): DieShown['tone'] =>
  e.count ? dieGrade(v, e.count) : 'plain'

export function rollOf(s: MsState, e: MsEvent): RollShown | null {
  if (e.type !== 'DiceRolled') return null
  return {
    title: `${unitName(s, e.unit)} · ${e.role}${e.recount ? ` (counted again: ${e.recount})` : ''}`,
    dice: e.dice.map((value) => ({ value, sides: 10, tone: tone(e, value) })),
    result: `${e.dice.length} dice`,
  }
}

/** A decision as a button label. */
export function decisionLabel(s: MsState, d: MsDecision): string {
  const n = (id: string) => unitName(s, id)
  switch (d.kind) {
    case 'commander':
      return n(d.unit)
    case 'deploy':
      return `Deploy ${n(d.unit)} at ${at(d.at)}`
    case 'face':
      return `Face ${n(d.unit)} ${compass(d.facing)} (${Math.round(d.facing)}°)`
    case 'face-done':
      return 'Done re-facing'
    case 'place-cps': {
      const c = { x: s.setup.table.width / 2, y: s.setup.table.depth / 2 }
      const r = Math.hypot((d.pair[0]?.x ?? c.x) - c.x, (d.pair[0]?.y ?? c.y) - c.y)
      return `Control points at ${d.pair.map(at).join(' and ')} (${r.toFixed(0)}" out)`
    }
    case 'reserve':
      return `Hold ${n(d.unit)} in reserve`
    case 'order':
      return d.first ? 'Go first' : 'Go second'
    case 'activate':
      return d.challenge ? `Activate ${n(d.unit)}, challenge ${n(d.challenge)}` : `Activate ${n(d.unit)}`
    case 'move':
      return `${d.surface ? 'Surface' : 'Move'} to ${at(d.to)}${d.vertical ? ' (vertical)' : ''}`
    case 'rotate':
      return `Turn to ${Math.round(d.facing)}°`
    case 'accelerate':
      return d.boost ? 'Accelerate (Boost)' : 'Accelerate'
    case 'attack': {
      const me = s.activation?.unit ?? ''
      const bonus = d.bonus && d.bonus !== 'none' ? ` · ${d.bonus}` : ''
      const area = d.aim ? ` (area aimed at ${at(d.aim)})` : ''
      return `${weaponName(s, me, d.weapon)} → ${d.targets.map(n).join(', ')}${area}${bonus}`
    }
    case 'throw-enemy':
      return `Throw ${n(d.target)}`
    case 'throw-terrain': {
      const deadly = s.terrain.find((t) => t.id === d.piece)?.deadly ? ' (deadly)' : ''
      return `Throw ${d.piece ? `the ${terrainName(s, d.piece)}` : 'terrain'}${deadly} at ${n(d.target)}`
    }
    case 'crash': {
      const names = d.targets.map((id) => (id.startsWith('unit:') ? n(id) : `the ${terrainName(s, id)}`))
      return `Crash into ${names.join(', ')}${d.to ? `, through to ${at(d.to)}` : ''}`
    }
    case 'captain-order':
      return `${n(d.ship)}: ${d.order === 'tactical' ? 'Tactical Support (hits on 3+)' : 'Operations Support (+1 Action)'}`
    case 'attack-terrain':
      return `${weaponName(s, s.activation?.unit ?? '', d.weapon)} → the ${terrainName(s, d.terrain)}`
    case 'target-lock':
      return `Target Lock on ${n(d.target)}`
    case 'zeal':
      return `Zeal (${d.momentum} Momentum)`
    case 'power':
      return `Power: ${d.option}`
    case 'havoc':
      return d.terrain ? `Havoc: attack the ${terrainName(s, d.terrain)}` : `Havoc: ${d.option}`
    case 'transform':
      return d.stay ? 'Keep this mode' : 'Transform'
    case 'reload':
      return `Reload ${d.weapon}`
    case 'board':
      return `Board ${n(d.ship)}`
    case 'end':
      return 'End activation'
    case 'defend': {
      const w = d.counterWeapon ? ` with ${d.counterWeapon}` : ''
      const barrier = d.barrier?.length ? ` + Barrier (${d.barrier.join(', ')})` : ''
      // Power bought for the Counter itself (a power attack's Counter strikes before the roll).
      const power = d.power?.length ? ` + Power (${d.power.map((x) => x.toUpperCase()).join(', ')})` : ''
      return `${d.bonus === 'none' ? 'No defence bonus' : d.bonus}${w}${d.boost ? ' + Boost' : ''}${barrier}${power}`
    }
    case 'skill':
      return `Skill: ${d.skill}`
    case 'skills-done':
      return 'No (more) skills'
    case 'sacrifice':
      return d.weapon ? `Sacrifice ${d.weapon}` : 'Sacrifice nothing'
    case 'push':
      return `Push ${compass(d.angle)} (${Math.round(d.angle)}°)`
    case 'overwatch':
      return d.weapon ? `Overwatch with ${d.weapon}` : 'Hold fire'
    case 'stun':
      return d.pay === 'action'
        ? 'Lose 1 Action'
        : d.pay === 'power'
          ? 'Lose 1 Power instead'
          : 'Lose 1 Havoc instead'
    case 'knock':
      return d.pay === 'momentum' ? 'Lose 1 Momentum' : 'Take the DMG'
    case 'revenge':
      return d.avenger ? `${n(d.avenger)} swears revenge` : 'No revenge'
    case 'daunt':
      return d.use ? 'Use Daunt' : 'Skip Daunt'
    case 'launch':
      return d.unit ? `Launch ${n(d.unit)}` : 'Launch nothing'
    case 'choose-terrain':
      return `Roll for the ${d.terrain.map((t) => terrainName(s, t)).join(' and the ')}`
  }
}
