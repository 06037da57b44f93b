/** The JSON API of apps/server. Errors come back as `{ error: { code, message } }`; we throw them as ApiError. */

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (res.status === 204) return undefined as T
  const json = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null
  if (!res.ok || !json)
    throw new ApiError(json?.error?.code ?? 'web/http', json?.error?.message ?? `HTTP ${res.status}`)
  return json as T
}

export interface RosterSummary {
  id: string
  name: string
  /** The ruleset whose roster it is (null: the server could not tell). */
  ruleset: string | null
  points: number | null
  valid: boolean
  updatedAt: string
}
/** A stored roster; its ruleset's builder reads `squadron` (the server keeps it as JSON). */
export interface Roster<R = unknown> extends RosterSummary {
  squadron: R
}
export interface GameSummary {
  id: string
  title: string
  /** The ruleset id of `@sortie/registry`. */
  ruleset: string
  mode: string
  status: 'playing' | 'over'
  turn: number
  decisions: number
  updatedAt: string
}
export interface GameMeta {
  bots?: Record<string, string | null>
  names?: Record<string, string>
  [k: string]: unknown
}
export interface GameRecord extends Omit<GameSummary, 'decisions'> {
  seed: string
  setup: unknown
  decisions: { seat: string; kind: string; [k: string]: unknown }[]
  meta: GameMeta
  hash: string
}
/** What an append or an undo answers: where the server's copy now stands. */
export interface GameProgress {
  id: string
  decisions: number
  hash: string
  status: 'playing' | 'over'
  turn: number
}
export interface GameSave {
  ruleset: string
  title: string
  mode: 'hotseat' | 'bot' | 'bots'
  seed: string
  setup: unknown
  decisions: unknown[]
  /** The client's state hash; the server refuses the save if its replay disagrees. */
  hash?: string
  meta: GameMeta
}

export const api = {
  /** One ruleset's rosters (a builder's, a new-game page's), latest first. */
  listRosters: (ruleset: string) =>
    call<{ rosters: RosterSummary[] }>('GET', `/api/rosters?ruleset=${encodeURIComponent(ruleset)}`).then(
      (r) => r.rosters,
    ),
  getRoster: <R = unknown>(id: string) =>
    call<{ roster: Roster<R> }>('GET', `/api/rosters/${encodeURIComponent(id)}`).then((r) => r.roster),
  /** `name` names a file that has no name of its own (a Gunwave sheet); otherwise the file's is used. */
  saveRoster: <R>(ruleset: string, squadron: R, id?: string, name?: string) =>
    call<{ roster: Roster<R> }>(
      id ? 'PUT' : 'POST',
      id ? `/api/rosters/${encodeURIComponent(id)}` : '/api/rosters',
      { ruleset, squadron, ...(name ? { name } : {}) },
    ).then((r) => r.roster),
  deleteRoster: (id: string) => call<void>('DELETE', `/api/rosters/${encodeURIComponent(id)}`),
  listGames: () => call<{ games: GameSummary[] }>('GET', '/api/games').then((r) => r.games),
  getGame: (id: string) =>
    call<{ game: GameRecord }>('GET', `/api/games/${encodeURIComponent(id)}`).then((r) => r.game),
  saveGame: (g: GameSave, id?: string) =>
    call<{ game: GameRecord }>(
      id ? 'PUT' : 'POST',
      id ? `/api/games/${encodeURIComponent(id)}` : '/api/games',
      g,
    ).then((r) => r.game),
  /** Appends decision `index` (the game's length on the server); the server checks it with the rules. */
  appendDecision: (id: string, body: { index: number; decision: unknown; before?: string; after?: string }) =>
    call<{ game: GameProgress }>('POST', `/api/games/${encodeURIComponent(id)}/decisions`, body).then(
      (r) => r.game,
    ),
  /** Keeps the first `from` decisions (undo). */
  truncateDecisions: (id: string, from: number) =>
    call<{ game: GameProgress }>('DELETE', `/api/games/${encodeURIComponent(id)}/decisions/${from}`).then(
      (r) => r.game,
    ),
  /** Goes on from the last decision today's rules replay; the rest is filed in the game's meta. */
  salvageGame: (id: string) =>
    call<{ game: GameRecord }>('POST', `/api/games/${encodeURIComponent(id)}/salvage`).then((r) => r.game),
  deleteGame: (id: string) => call<void>('DELETE', `/api/games/${encodeURIComponent(id)}`),
}
