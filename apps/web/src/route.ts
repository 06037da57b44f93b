/** Hash routes: the server serves one page, so a reload or a shared link lands on the same screen. */
import { useEffect, useState } from 'react'

export type Route =
  | { tab: 'builder' }
  | { tab: 'play'; gameId?: string }
  | { tab: 'replays'; gameId?: string }

export function parseRoute(hash: string): Route {
  const [tab, id] = hash.replace(/^#\/?/, '').split('/')
  const gameId = id ? decodeURIComponent(id) : undefined
  if (tab === 'play') return gameId ? { tab: 'play', gameId } : { tab: 'play' }
  if (tab === 'replays') return gameId ? { tab: 'replays', gameId } : { tab: 'replays' }
  return { tab: 'builder' }
}

export const href = (r: Route): string =>
  `#/${r.tab}${'gameId' in r && r.gameId ? `/${encodeURIComponent(r.gameId)}` : ''}`

export function go(r: Route): void {
  window.location.hash = href(r)
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash))
  useEffect(() => {
    const on = () => setRoute(parseRoute(window.location.hash))
    window.addEventListener('hashchange', on)
    return () => window.removeEventListener('hashchange', on)
  }, [])
  return route
}
