/**
 * What one seat of a live game is sent: the full snapshot (on joining, after catching up) and the
 * update after each decision — both built from that seat's view and log only, so sealed orders
 * and the other seats' hidden state never leave the server.
 */
import type { LiveGame } from './live.ts'
import type { SeatInfo, ServerMessage } from './messages.ts'
import type { SeatConfig } from './store.ts'

type Snapshot = Extract<ServerMessage, { type: 'snapshot' }>

export function snapshotFor(g: LiveGame, seat: string, seats: Record<string, SeatInfo>): ServerMessage {
  const reveal = g.reveal()
  return {
    type: 'snapshot',
    game: g.id,
    ruleset: g.row.ruleset,
    seat,
    status: g.status,
    seq: g.seq,
    view: g.view(seat),
    prompt: g.promptFor(seat) as Snapshot['prompt'],
    log: g.log(seat),
    hash: g.hash,
    outcome: g.outcome(),
    seats,
    seedCommit: g.row.seedCommit,
    ...(reveal ? { reveal } : {}),
    ...(g.salvaged.length ? { salvaged: g.salvaged } : {}),
  }
}

/** What every seat's update shares: worked out once per decision, not once per seat. */
export function updateShared(g: LiveGame) {
  const reveal = g.reveal()
  return {
    prompt: g.prompt() as Extract<ServerMessage, { type: 'update' }>['prompt'],
    hash: g.hash,
    outcome: g.outcome(),
    ...(reveal ? { reveal } : {}),
  }
}

/** The latest decision as `seat` may see it, serialised once (every connection of a seat shares it). */
export function updateFor(g: LiveGame, seat: string, shared: ReturnType<typeof updateShared>): string {
  const e = g.entryFor(g.entries[g.entries.length - 1]!, seat)
  const { prompt, hash, outcome, ...rest } = shared
  return JSON.stringify({
    type: 'update',
    seq: g.seq,
    decision: e.decision,
    events: e.events,
    view: g.view(seat),
    // Shared unless the ruleset words the prompt per seat (a hidden unit left out).
    prompt: g.rs.viewPrompt ? g.promptFor(seat) : prompt,
    hash,
    outcome,
    ...rest,
  })
}

/** Each seat's player kind and whether someone is there (`here`: seats with a live connection). */
export function seatInfoOf(seats: Record<string, SeatConfig>, here: ReadonlySet<string>, joined: object) {
  return Object.fromEntries(
    Object.entries(seats).map(([s, c]) => [
      s,
      {
        kind: c.kind,
        ...(c.kind === 'bot' ? { bot: c.bot } : {}),
        connected: c.kind === 'bot' || here.has(s),
        joined: s in joined,
      },
    ]),
  ) as Record<string, SeatInfo>
}
