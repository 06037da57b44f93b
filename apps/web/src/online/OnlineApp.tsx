/**
 * The online pages, mounted by the shell for `#/online…` routes: the lobby, or one game (played
 * with the seat's token from the invite link, or watched without one).
 */
import { href } from '../shell/route.ts'
import { Lobby } from './Lobby.tsx'
import { OnlineGame } from './OnlineGame.tsx'
import { onlineHref, useOnlineRoute } from './route.ts'
import './online.css'

export function OnlineApp() {
  const r = useOnlineRoute()
  return (
    <div className="app">
      <header className="topbar">
        <a className="brand" href={href({ tab: 'home' })} title="Choose a game">
          <span className="brand-mark" aria-hidden>
            ▲
          </span>
          SORTIE <span className="brand-sub">online</span>
        </a>
        <nav className="tabs" aria-label="Sections">
          <a className={r?.gameId ? 'tab' : 'tab active'} href={onlineHref({})}>
            Online games
          </a>
        </nav>
      </header>
      <main className="content">
        {r?.gameId ? (
          <OnlineGame
            key={`${r.gameId}/${r.token ?? ''}`}
            gameId={r.gameId}
            {...(r.token ? { token: r.token } : {})}
          />
        ) : (
          <Lobby />
        )}
      </main>
    </div>
  )
}
