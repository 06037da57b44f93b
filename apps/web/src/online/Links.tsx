/** One invite link per person's seat, the bots' seats named, and the spectators' link, for a created online game. */
import { onlineHref, shareLink } from './route.ts'
import type { KnownGame } from './store.ts'

export function Links({ game }: { game: KnownGame }) {
  const copy = (text: string) => void navigator.clipboard?.writeText(text).catch(() => {})
  return (
    <section className="online-card" data-testid="online-links">
      <h3>Invite links for {game.id}</h3>
      <p className="muted">Each link opens one seat: send it only to that player. Anyone may watch.</p>
      <ul className="online-links">
        {Object.entries(game.seats).map(([seat, s]) =>
          s.token ? (
            <li key={seat}>
              <strong>{seat.toUpperCase()}</strong>{' '}
              <a href={onlineHref({ gameId: game.id, token: s.token })} data-testid={`invite-${seat}`}>
                {shareLink({ gameId: game.id, token: s.token })}
              </a>{' '}
              <button type="button" onClick={() => copy(shareLink({ gameId: game.id, token: s.token }))}>
                copy
              </button>
            </li>
          ) : (
            <li key={seat}>
              <strong>{seat.toUpperCase()}</strong> played by the server's bot “{s.bot}”
            </li>
          ),
        )}
        <li>
          <strong>Spectators</strong>{' '}
          <a href={onlineHref({ gameId: game.id })} data-testid="invite-spectator">
            {shareLink({ gameId: game.id })}
          </a>
        </li>
      </ul>
    </section>
  )
}
