/**
 * What one seat may see of the game's record beyond the state and events (the engine's
 * `viewDecision`, `viewPrompt` and `viewSetup`), matching `view` and `viewEvent`: the narrator
 * sees everything; players and spectators do not see the narrator's private notes, what it does
 * with a hidden NPC, messages they did not hear, a hidden NPC's pilot among those still to
 * commit, or a hidden NPC in the setup while the encounter runs.
 */
import { SPECTATOR } from '@sortie/engine'
import { type GwDecision, type GwPrompt, type GwSetup, type GwState, NARRATOR } from './types.ts'
import { hiddenIds, viewEventOf } from './view-event.ts'

export function viewDecisionOf(s: GwState, d: GwDecision, seat: string): boolean {
  if (seat === NARRATOR || seat === d.seat) return true
  // A narrator act or a message shows exactly when the event it makes would.
  if (d.kind === 'narrate') return viewEventOf(s, { type: 'Narrator', act: d.act }, seat) !== null
  if (d.kind === 'message') {
    // This very message (audiences change as comms break): heard if the seat sent or heard it.
    const mine = (id: string) => seat !== SPECTATOR && s.pilots[id]?.seat === seat
    return s.messages.some(
      (m) =>
        m.from === d.actor && m.to === d.to && m.text === d.text && (mine(m.from) || m.audience.some(mine)),
    )
  }
  if ('actor' in d) return !hiddenIds(s).has(d.actor)
  return true
}

export function viewPromptOf(s: GwState, p: GwPrompt, seat: string): GwPrompt {
  if (seat === NARRATOR || p.kind === 'paused') return p
  const hidden = hiddenIds(s)
  return hidden.size === 0 ? p : { ...p, pending: p.pending.filter((id) => !hidden.has(id)) }
}

export function viewSetupOf(setup: GwSetup, seat: string): GwSetup {
  if (seat === NARRATOR || !setup.npcs.some((n) => n.hidden)) return setup
  return { ...setup, npcs: setup.npcs.filter((n) => !n.hidden) }
}
