/**
 * Declaring an unconscious pilot dead (§6.6.1, GW-RULING-DEATH-WINDOW) cannot be taken back, so it
 * takes two presses like ejecting: the first asks, the second declares; "Not now" leaves the pilot
 * lying there (it may still wake). Drawn only for what `legal()` offers, for each seat at this screen.
 */
import { useState } from 'react'

export function DeathButton({
  pilot,
  seat,
  onDeclare,
}: {
  pilot: string
  /** The seat's name when it is not the seat at the screen (hot-seat: the player to ask). */
  seat?: string | undefined
  onDeclare: () => void
}) {
  const [asking, setAsking] = useState(false)
  const whose = seat ? ` (${seat})` : ''
  if (!asking)
    return (
      <div data-testid="gw-death" style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
        <span>
          <b>{pilot}</b>
          {whose} is unconscious.
        </span>
        <button type="button" className="ghost" data-testid="gw-death-ask" onClick={() => setAsking(true)}>
          Declare {pilot} dead…
        </button>
      </div>
    )
  return (
    <div
      data-testid="gw-death-confirm"
      style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <span>
        {seat ? `Only ${seat}’s player should choose this. ` : ''}Let the knockout kill {pilot}? There is no
        coming back, and the sheet keeps nothing from this encounter.
      </span>
      <button type="button" className="danger" data-testid="gw-death-yes" onClick={onDeclare}>
        {pilot} dies
      </button>
      <button type="button" className="ghost" onClick={() => setAsking(false)}>
        Not now
      </button>
    </div>
  )
}
