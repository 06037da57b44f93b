/** Log lines, dice for the tray, seat names and decision labels for Gunwave. */
import type { RollShown } from '../../shell/module.ts'
import {
  type GwDecision,
  type GwEvent,
  type GwState,
  MECHA_TYPES,
  successes,
  TRAITS,
  weaponById,
} from './engine.ts'

const nameOf = (s: GwState, id: string | null | undefined): string =>
  !id ? '—' : (s.mecha[id]?.name ?? s.pilots[id]?.name ?? id)

/** Names for the package's ids, never the ids themselves. */
const weaponName = (id: string | undefined): string => (id ? (weaponById(id)?.name ?? id) : 'a weapon')
const traitName = (id: string): string => TRAITS.find((t) => t.id === id)?.name ?? id
export const mechaTypeName = (id: string): string => MECHA_TYPES.find((t) => t.id === id)?.name ?? id
/** The mecha standing on a square now, by name (an order aims at its square). */
const mechaOn = (s: GwState, p: { x: number; y: number } | undefined): string | undefined => {
  if (!p) return undefined
  for (const m of Object.values(s.mecha))
    if (!m.destroyed && m.pos.x === p.x && m.pos.y === p.y) return m.name
  return undefined
}
const square = (p: { x: number; y: number } | undefined): string =>
  p ? `square ${p.x},${p.y}` : 'an empty square'

export function seatName(seat: string, names?: Record<string, string>): string {
  return names?.[seat] ?? (seat === 'narrator' ? 'Narrator' : `Pilot ${seat.slice(1)}`)
}

export function describe(s: GwState, e: GwEvent): string | null {
  switch (e.type) {
    case 'OrdersRevealed':
      return `Turn ${e.turn}: orders revealed`
    case 'Moved':
      return `${nameOf(s, e.mecha)} moves ${e.units} unit${e.units === 1 ? '' : 's'}`
    case 'Attack': {
      const hits = `${e.log.successes} success${e.log.successes === 1 ? '' : 'es'}`
      // Came to nothing when orders resolved (the target stepped away, out of range): no roll.
      if (e.noRoll)
        return `${nameOf(s, e.log.attacker)}${e.log.target ? ` → ${nameOf(s, e.log.target)}` : ''} (${e.kind}): ${e.noRoll}, no roll`
      // A shot at a square the target left lands on nobody: said so, never "→ —".
      if (!e.log.target)
        return `${nameOf(s, e.log.attacker)} fires at ${square(e.log.at)} (${e.kind}): ${hits}, nobody there`
      return `${nameOf(s, e.log.attacker)} → ${nameOf(s, e.log.target)} (${e.kind}): ${hits}, ${e.log.damage} damage`
    }
    case 'MoveBlocked':
      return `${nameOf(s, e.mecha)} is blocked at ${e.at.x},${e.at.y}`
    case 'Spill':
      return `Damage spills onto ${nameOf(s, e.mecha)}`
    case 'PartHit':
      return `${nameOf(s, e.mecha)}: ${e.part} hit${e.broken ? ' and broken' : ''}`
    case 'Recovered':
      return `${nameOf(s, e.mecha)} is back in action`
    case 'DisabledRoll':
      return `${nameOf(s, e.mecha)} tries to restart: ${e.total}`
    case 'Save':
      return `${nameOf(s, e.pilot)} ${e.ok ? 'shakes off' : 'stays'} ${e.effect}`
    case 'WakeRoll':
      return `${nameOf(s, e.pilot)} ${e.woke ? 'wakes up' : 'stays unconscious'}`
    case 'HealthLost':
      return `${nameOf(s, e.pilot)} loses ${e.amount} Health → ${e.health}`
    case 'Grabbed':
      return `${nameOf(s, e.by)} grabs ${nameOf(s, e.mecha)}`
    case 'GrabEnded':
      return `${nameOf(s, e.by)} lets go of ${nameOf(s, e.mecha)}`
    case 'Locked':
      return `${nameOf(s, e.by)} locks onto ${nameOf(s, e.target)}`
    case 'LockBroken':
      return `${nameOf(s, e.by)} loses the lock on ${nameOf(s, e.target)} (${e.why})`
    case 'Repaired':
      return `${nameOf(s, e.mecha)} repairs ${e.what}; Armor ${e.armor}`
    case 'Boarded':
      return `${nameOf(s, e.pilot)} boards ${nameOf(s, e.mecha)}${e.as === 'pilot' ? '' : ` as ${e.as}`}`
    case 'LetGo':
      return `${nameOf(s, e.pilot)} lets go of ${nameOf(s, e.mecha)}`
    case 'OrderLost':
      return `${nameOf(s, e.actor)}: ${e.what} not carried out (${e.why})`
    case 'Damage':
      return `${nameOf(s, e.mecha)} takes ${e.amount} (${e.why}); Armor ${e.armor}`
    case 'Disabled':
      return `${nameOf(s, e.mecha)} is disabled`
    case 'Sparking':
      return `${nameOf(s, e.mecha)} is sparking`
    case 'Exploded':
      return `${nameOf(s, e.mecha)} explodes`
    case 'EffectGained':
      return `${nameOf(s, e.pilot)} is ${e.effect}`
    case 'EffectEnded':
      return `${nameOf(s, e.pilot)} is no longer ${e.effect} (${e.why})`
    case 'Stunned':
      return `${nameOf(s, e.pilot)} is stunned`
    case 'Unconscious':
      return `${nameOf(s, e.pilot)} falls unconscious`
    case 'Killed':
      return `${nameOf(s, e.pilot)} dies (${e.why})`
    case 'Ejected':
      return `${nameOf(s, e.pilot)} ejects`
    case 'SelfDestructEngaged':
      return `${nameOf(s, e.mecha)}: self-destruct set to go off on turn ${e.at}`
    case 'DisarmWork':
      return `${nameOf(s, e.by)} works on ${nameOf(s, e.mecha)}'s self-destruct (${e.work}/${e.need} turns)`
    case 'SelfDestructDisarmed':
      return `${nameOf(s, e.mecha)}: self-destruct disarmed`
    case 'EnergySpent':
      return `${nameOf(s, e.mecha)} spends ${e.weapons + e.shots + e.movement} Energy → ${e.energy}`
    case 'Narrator': {
      const a = e.act
      if (a.type === 'adjust')
        return `Narrator: ${nameOf(s, a.target)} ${a.field} ${a.delta >= 0 ? '+' : ''}${a.delta} — ${a.reason}`
      // A hidden NPC's place stays off the shared log.
      if (a.type === 'place')
        return s.mecha[a.mecha]?.hidden
          ? null
          : `Narrator places ${nameOf(s, a.mecha)} at ${a.at.x},${a.at.y}`
      if (a.type === 'grant' || a.type === 'remove')
        return `Narrator ${a.type === 'grant' ? 'grants' : 'removes'} ${a.effect} ${a.type === 'grant' ? 'to' : 'from'} ${nameOf(s, a.pilot)}`
      if (a.type === 'note') return null
      return `Narrator: ${a.type}${'reason' in a ? ` — ${a.reason}` : ''}`
    }
    case 'GameOver':
      return `Encounter over: ${e.outcome.reason}`
    default:
      return null
  }
}

export function rollOf(s: GwState, e: GwEvent): RollShown | null {
  if (e.type !== 'Attack' || e.log.dice.length === 0) return null
  const dice = [
    // A die is a success as the package counts it (`successes`), never by a threshold of our own.
    ...e.log.dice.map((v) => ({ value: v, tone: successes([v]) ? ('hit' as const) : ('miss' as const) })),
    ...(e.log.defense ?? []).map((v) => ({ value: v, tone: 'plain' as const })),
  ]
  return { title: `${nameOf(s, e.log.attacker)} · ${e.kind}`, dice, result: `${e.log.damage} damage` }
}

export function label(s: GwState, d: GwDecision): string {
  switch (d.kind) {
    case 'ready':
      return 'Narrator ready'
    case 'order': {
      const a = d.action
      const who = nameOf(s, d.actor)
      if (a.type === 'move-fire') {
        const parts = []
        if (a.move) parts.push(`move to ${a.move.x},${a.move.y}`)
        if (a.fire) {
          const m = s.pilots[d.actor]?.in ? s.mecha[s.pilots[d.actor]?.in as string] : undefined
          const w = typeof a.fire.weapon === 'number' ? m?.weapons[a.fire.weapon]?.weapon : a.fire.weapon
          parts.push(
            `fire ${weaponName(w)}${a.fire.second !== undefined ? ' + second' : ''} at ${a.fire.target ? nameOf(s, a.fire.target) : (mechaOn(s, a.fire.at) ?? square(a.fire.at))}`,
          )
        }
        return `${who}: ${parts.join(', ')}`
      }
      if (a.type === 'trait')
        return `${who}: ${traitName(a.trait)}${a.target ? ` on ${nameOf(s, a.target)}` : ''}`
      if ('target' in a) return `${who}: ${a.type} ${nameOf(s, a.target)}`
      return `${who}: ${a.type}${a.type === 'repair' ? ` ${a.what}` : ''}`
    }
    case 'minor': {
      const a = d.act
      if (a.type === 'swap') {
        const m = s.pilots[d.actor]?.in ? s.mecha[s.pilots[d.actor]?.in as string] : undefined
        const w = (slot: number | undefined) => {
          if (slot === undefined) return null
          const id = m?.weapons.find((x) => x.slot === slot)?.weapon
          return id ? (weaponById(id)?.name ?? id) : `slot ${slot}`
        }
        const parts = [
          w(a.deactivate) && `put away ${w(a.deactivate)}`,
          w(a.activate) && `draw ${w(a.activate)}`,
        ]
        return `${nameOf(s, d.actor)} minor: ${parts.filter(Boolean).join(', ')}`
      }
      return `${nameOf(s, d.actor)} minor: ${d.act.type}${'slot' in d.act ? ` slot ${d.act.slot}` : ''}${'activate' in d.act && d.act.activate !== undefined ? ` draw ${d.act.activate}` : ''}`
    }
    case 'eject': {
      const m = s.pilots[d.actor]?.in ? s.mecha[s.pilots[d.actor]?.in as string] : undefined
      return `${nameOf(s, d.actor)}: eject from ${m ? nameOf(s, m.id) : 'the mecha'}`
    }
    case 'declare-death':
      return `${nameOf(s, d.actor)}: declared dead by the player`
    case 'pass':
      return `${seatName(d.seat)}: lets the phase go by`
    default:
      return d.kind
  }
}
