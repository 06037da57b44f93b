/**
 * What one seat may see of an event (the engine's optional `viewEvent`), matching `view`: the
 * narrator sees everything; players and spectators do not see the narrator's private notes, a
 * hidden NPC's doings (its placing, moves, shots, minors, energy) or its order in the reveal, nor
 * messages they neither sent nor heard. Sealed orders never travel in events (an `OrderSealed`
 * names only who committed), so nothing sealed leaks before the reveal.
 */
import { SPECTATOR } from '@sortie/engine'
import { type GwEvent, type GwState, NARRATOR } from './types.ts'

/** Mecha ids and pilot ids of the NPCs the narrator still keeps hidden. */
export function hiddenIds(s: GwState): Set<string> {
  const out = new Set<string>()
  for (const m of Object.values(s.mecha)) {
    if (!m.hidden) continue
    out.add(m.id)
    if (m.pilot) out.add(m.pilot)
    if (m.passenger) out.add(m.passenger)
  }
  return out
}

/** The ids an event is about, as its own fields name them. */
function subjects(e: GwEvent): string[] {
  switch (e.type) {
    case 'Attack':
      return [e.log.attacker]
    case 'Narrator': {
      // Whichever of the act's fields names a mecha or pilot: a hidden NPC may be any of them.
      const act = e.act as { mecha?: unknown; pilot?: unknown; target?: unknown }
      return [act.mecha, act.pilot, act.target].filter((x): x is string => typeof x === 'string')
    }
    case 'Minor':
      return [e.actor]
    default: {
      const out: string[] = []
      for (const k of ['mecha', 'pilot', 'by', 'actor'] as const) {
        const v = (e as Record<string, unknown>)[k]
        if (typeof v === 'string') out.push(v)
      }
      return out
    }
  }
}

export function viewEventOf(s: GwState, e: GwEvent, seat: string): GwEvent | null {
  if (seat === NARRATOR) return e
  if (e.type === 'Narrator' && e.act.type === 'note') return null
  if (e.type === 'Message') {
    const mine = (id: string) => seat !== SPECTATOR && s.pilots[id]?.seat === seat
    const heard = s.messages.some(
      (m) => m.from === e.from && m.to === e.to && (mine(m.from) || m.audience.some(mine)),
    )
    return heard ? e : null
  }
  const hidden = hiddenIds(s)
  if (hidden.size === 0) return e
  if (e.type === 'OrdersRevealed') {
    const orders = Object.fromEntries(Object.entries(e.orders).filter(([id]) => !hidden.has(id)))
    return { ...e, orders }
  }
  // A revealed NPC's past shows again; one still hidden stays off the log.
  if (e.type === 'Narrator' && e.act.type === 'reveal') return e
  if (subjects(e).some((id) => hidden.has(id))) return null
  // A shot at a hidden NPC's square shows, but not whom it found there.
  if (e.type === 'Attack' && e.log.target && hidden.has(e.log.target))
    return { ...e, log: { ...e.log, target: null } }
  return e
}
