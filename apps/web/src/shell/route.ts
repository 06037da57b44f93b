/**
 * Hash routes: the server serves one page, so a reload or a shared link lands on the same screen.
 * The ruleset is part of the route: `#/` is the first screen (ruleset picker, quick battle,
 * resume), `#/<ruleset>/builder`, `#/<ruleset>/play[/<game>]`, `#/<ruleset>/replays[/<game>]`.
 * Links from before rulesets (`#/play/<game>`) still open: a stored game names its own ruleset.
 */
import { useEffect, useState } from 'react'

export type Tab = 'builder' | 'play' | 'replays' | 'lab'

export type Route = { tab: 'home' } | { tab: Tab; ruleset?: string; gameId?: string }

const TABS: readonly string[] = ['builder', 'play', 'replays', 'lab']

export function parseRoute(hash: string): Route {
  const parts = hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p))
  if (!parts.length) return { tab: 'home' }
  // A tab first: a link from before rulesets were in the URL.
  const [a, b, c] = TABS.includes(parts[0]!) ? [undefined, parts[0], parts[1]] : parts
  const tab = (TABS.includes(b ?? '') ? b : 'play') as Tab
  return { tab, ...(a ? { ruleset: a } : {}), ...(c ? { gameId: c } : {}) }
}

export function href(r: Route): string {
  if (r.tab === 'home') return '#/'
  const parts = [r.ruleset, r.tab, r.gameId].filter((x): x is string => !!x)
  return `#/${parts.map(encodeURIComponent).join('/')}`
}

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
