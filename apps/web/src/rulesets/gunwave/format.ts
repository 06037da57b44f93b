/** Log lines, dice for the tray, seat names and decision labels for Gunwave. */
import type { RollShown } from '../../shell/module.ts'
import { type GwDecision, type GwEvent, type GwState, weaponById } from './engine.ts'

const nameOf = (s: GwState, id: string | null | undefined): string =>
  !id ? '—' : (s.mecha[id]?.name ?? s.pilots[id]?.name ?? id)

export function seatName(seat: string, names?: Record<string, string>): string {
  return names?.[seat] ?? (seat === 'narrator' ? 'Narrator' : `Pilot ${seat.slice(1)}`)
}

export function describe(s: GwState, e: GwEvent): string | null {
  switch (e.type) {
    case 'OrdersRevealed':
      return `Turn ${e.turn}: orders revealed`
    case 'Moved':
      return `${nameOf(s, e.mecha)} moves ${e.units} unit${e.units === 1 ? '' : 's'}`
    case 'Attack':
      return `${nameOf(s, e.log.attacker)} → ${nameOf(s, e.log.target)} (${e.kind}): ${e.log.successes} success${e.log.successes === 1 ? '' : 'es'}, ${e.log.damage} damage`
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
    ...e.log.dice.map((v) => ({ value: v, tone: v >= 5 ? ('hit' as const) : ('miss' as const) })),
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
            `fire ${w}${a.fire.second !== undefined ? ' + second' : ''} at ${a.fire.target ? nameOf(s, a.fire.target) : `${a.fire.at?.x},${a.fire.at?.y}`}`,
          )
        }
        return `${who}: ${parts.join(', ')}`
      }
      if (a.type === 'trait') return `${who}: ${a.trait}${a.target ? ` on ${nameOf(s, a.target)}` : ''}`
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
    default:
      return d.kind
  }
}
