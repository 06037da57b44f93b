/**
 * What this browser remembers of its online games (localStorage): the games it created with every
 * seat's token (so the creator can find the invite links again) and one nonce per seat (the same
 * nonce after a reload; the server keeps the first it hears anyway).
 */
export interface KnownGame {
  id: string
  ruleset: string
  createdAt: string
  seats: Record<string, { token?: string; bot?: string }>
}

const KEY = 'sortie.online.games'

/** An entry the lobby can draw: anything else in the stored list (edited, from an older page) is skipped. */
const isKnown = (g: unknown): g is KnownGame => {
  const x = g as Partial<KnownGame> | null
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof x.id === 'string' &&
    typeof x.ruleset === 'string' &&
    typeof x.createdAt === 'string' &&
    typeof x.seats === 'object' &&
    x.seats !== null
  )
}

export function knownGames(): KnownGame[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(raw) ? raw.filter(isKnown) : []
  } catch {
    return []
  }
}

export function rememberGame(g: KnownGame): void {
  const rest = knownGames().filter((x) => x.id !== g.id)
  localStorage.setItem(KEY, JSON.stringify([g, ...rest].slice(0, 30)))
}

export function forgetGame(id: string): void {
  localStorage.setItem(KEY, JSON.stringify(knownGames().filter((x) => x.id !== id)))
}

/** This seat's nonce for the game's dice: random once, then the same after a reload. */
export function nonceFor(game: string, token: string): string {
  const key = `sortie.online.nonce:${game}:${token.slice(0, 12)}`
  let n = localStorage.getItem(key)
  if (!n) {
    const b = new Uint8Array(16)
    crypto.getRandomValues(b)
    n = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
    localStorage.setItem(key, n)
  }
  return n
}
