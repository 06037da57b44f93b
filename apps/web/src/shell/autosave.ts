/**
 * Per-decision autosave for games played in this browser. Each decision is appended as its own
 * localStorage entry (`sortie.game.<id>.<n>`), so saving after every decision costs one small
 * write, not the whole game; the server copy is brought up to date at calm moments (the Save
 * button, the end of the game, leaving the page). Reopening a game adds the local tail to the
 * server's decisions, and the engine replays the lot before anything is shown.
 */

const PREFIX = 'sortie.game.'
const key = (id: string, n: number | 'len') => `${PREFIX}${id}.${n}`

function store(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The number of decisions saved locally for a game (0 when none). */
export function localLength(id: string): number {
  const n = Number(store()?.getItem(key(id, 'len')) ?? 0)
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** Appends decision `index` (0-based); later entries (an undone branch) are dropped. */
export function appendDecision(id: string, index: number, decision: unknown): void {
  const s = store()
  if (!s) return
  try {
    s.setItem(key(id, index), JSON.stringify(decision))
    s.setItem(key(id, 'len'), String(index + 1))
  } catch {
    // Storage full or blocked: the server copy still catches up at the next calm moment.
  }
}

/** After an undo: only the first `length` decisions stand. */
export function truncate(id: string, length: number): void {
  const s = store()
  if (!s) return
  const n = localLength(id)
  for (let i = length; i < n; i++) s.removeItem(key(id, i))
  s.setItem(key(id, 'len'), String(length))
}

/**
 * The decisions to play: the server's, then the local ones after them. Null entries in the
 * local store (cleared after a server save) are taken from the server list.
 */
export function withLocalTail<D>(id: string, server: readonly D[]): D[] {
  const s = store()
  const n = localLength(id)
  if (!s || n <= server.length) return [...server]
  const out = [...server]
  for (let i = server.length; i < n; i++) {
    const raw = s.getItem(key(id, i))
    if (raw === null) break
    try {
      out.push(JSON.parse(raw) as D)
    } catch {
      break
    }
  }
  return out
}

/** The server holds the first `length` decisions: the local copies of those can go. */
export function settled(id: string, length: number): void {
  const s = store()
  if (!s) return
  for (let i = 0; i < length; i++) s.removeItem(key(id, i))
  if (localLength(id) <= length) s.removeItem(key(id, 'len'))
}

/** Ids of games with decisions saved only in this browser. */
export function gamesWithLocalTail(): string[] {
  const s = store()
  if (!s) return []
  const ids: string[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (k?.startsWith(PREFIX) && k.endsWith('.len')) ids.push(k.slice(PREFIX.length, -'.len'.length))
  }
  return ids
}
