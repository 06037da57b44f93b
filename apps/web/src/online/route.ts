/**
 * Online pages' routes, beside the shell's: `#/online` (create a game, your games),
 * `#/online/<game>` (watch), `#/online/<game>/<token>` (play the seat the token opens). The token
 * lives in the URL's fragment, which browsers never send to a server, so an invite link is the
 * whole invitation and a reload resumes the seat.
 */
import { useEffect, useState } from 'react'

export interface OnlineRoute {
  gameId?: string
  token?: string
}

export const isOnlineHash = (hash: string): boolean => /^#\/online(\/|$)/.test(hash)

export function parseOnline(hash: string): OnlineRoute | null {
  if (!isOnlineHash(hash)) return null
  const [, id, token] = hash
    .replace(/^#\/?/, '')
    .split('/')
    .map((p) => decodeURIComponent(p))
  return { ...(id ? { gameId: id } : {}), ...(token ? { token } : {}) }
}

export function onlineHref(r: OnlineRoute): string {
  const parts = ['online', r.gameId, r.gameId ? r.token : undefined].filter((x): x is string => !!x)
  return `#/${parts.map(encodeURIComponent).join('/')}`
}

/** A full link to share (invite or spectate) from the page's own address. */
export function shareLink(r: OnlineRoute): string {
  return `${window.location.origin}${window.location.pathname}${onlineHref(r)}`
}

export function useOnlineRoute(): OnlineRoute | null {
  const [r, setR] = useState(() => parseOnline(window.location.hash))
  useEffect(() => {
    const on = () => setR(parseOnline(window.location.hash))
    window.addEventListener('hashchange', on)
    return () => window.removeEventListener('hashchange', on)
  }, [])
  return r
}
