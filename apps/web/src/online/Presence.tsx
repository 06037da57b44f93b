/** Who is at the table: each seat (a person or the server's bot), connected or not, and the spectators. */
import type { Seat } from '@sortie/engine'
import type { OnlineGame } from './useOnlineGame.ts'

export function Presence({ g, seatName }: { g: OnlineGame; seatName: (s: Seat) => string }) {
  return (
    <div className="online-presence" data-testid="online-presence">
      <div>
        {g.seat && g.seat !== 'spectator' ? `You play ${seatName(g.seat)}` : 'You are watching'} ·{' '}
        <span className={g.connected ? 'ok' : 'error'}>{g.connected ? 'connected' : 'reconnecting…'}</span> ·
        decision {g.seq}
      </div>
      <ul>
        {Object.entries(g.seats).map(([s, info]) => (
          <li key={s} data-testid={`presence-${s}`} data-connected={info.connected ? 'yes' : 'no'}>
            <span className={info.connected ? 'dot on' : 'dot'} aria-hidden>
              ●
            </span>{' '}
            {seatName(s)} —{' '}
            {info.kind === 'bot' ? `bot “${info.bot}”` : info.joined ? 'player' : 'not joined yet'}
            {info.connected ? '' : ' (away)'}
          </li>
        ))}
        {g.spectators > 0 && <li>{g.spectators} watching</li>}
      </ul>
    </div>
  )
}
