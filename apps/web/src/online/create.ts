/**
 * Creating an online game on the server — from the lobby's quick battle (`options`) or from a
 * ruleset's own new-game page (a whole `setup`: squadrons, mission, encounter…) — and remembering
 * it in this browser with its invite tokens.
 */
import { type KnownGame, rememberGame } from './store.ts'

export interface OnlineRequest {
  ruleset: string
  /** Who sits where: a person (an invite link) or the server's bot. */
  seats: Record<string, 'human' | `bot:${string}`>
  setup?: unknown
  options?: Record<string, string>
}

/** The created game, remembered here, or the server's refusal in words. */
export async function createOnlineGame(req: OnlineRequest): Promise<KnownGame | string> {
  try {
    const res = await fetch('/api/online/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(req),
    })
    const body = await res.json()
    if (!res.ok) return body?.error?.message ?? `The server refused (${res.status}).`
    const g: KnownGame = {
      id: body.id,
      ruleset: req.ruleset,
      createdAt: new Date().toISOString(),
      seats: body.seats,
    }
    rememberGame(g)
    return g
  } catch (e) {
    return `The server could not be reached: ${(e as Error).message}`
  }
}
