/**
 * The game-over panel's "Next encounter, same day" (GW-SHEET-SAME-DAY): starts the next game of the
 * day on this device with this game's setup and seats, the sheets as this battle left them and the
 * daily traits already spent (sameDay.ts), through the shell's own `startGame`, as the new-game
 * page does.
 */
import { useState } from 'react'
import { startGame } from '../../shell/startGame.ts'
import { gunwave, TRAITS } from './engine.ts'
import type { LearnedOffer } from './learned.ts'
import { sameDayGame } from './sameDay.ts'

const traitName = (id: string): string => TRAITS.find((t) => t.id === id)?.name ?? id

export function SameDay({
  game,
  offers,
}: {
  game: {
    title: string
    setup: unknown
    seats: Record<string, string | null>
    names?: Record<string, string>
  }
  offers: readonly LearnedOffer[]
}) {
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const next = sameDayGame(game, offers)
  if (typeof next === 'string')
    return (
      <div className="muted" data-testid="gw-same-day-none">
        {next}
      </div>
    )
  const spent = offers
    .filter((o) => !o.dead && o.dailySpent.length)
    .map((o) => `${o.pilot}: ${o.dailySpent.map(traitName).join(', ')}`)
  const start = async () => {
    setBusy(true)
    const error = await startGame(gunwave.id, {
      title: next.title,
      setup: next.setup,
      seats: next.seats,
      ...(next.names ? { names: next.names } : {}),
    })
    setBusy(false)
    setProblem(error)
  }
  return (
    <div
      data-testid="gw-same-day"
      style={{ display: 'grid', gap: 4, borderTop: '1px solid var(--line)', paddingTop: 6 }}
    >
      <div>
        <button
          type="button"
          className="primary"
          data-testid="gw-same-day-start"
          disabled={busy}
          onClick={() => void start()}
        >
          Next encounter, same day
        </button>
      </div>
      <div className="muted" data-testid="gw-same-day-info">
        The same encounter again, with the sheets above as they are now.{' '}
        {spent.length
          ? `Daily traits stay spent until tomorrow: ${spent.join('; ')}.`
          : 'No daily trait has been spent today.'}
        {next.left.length
          ? ` ${next.left.join(', ')} died and sit${next.left.length === 1 ? 's' : ''} it out.`
          : ''}{' '}
        Save what the pilots learned first to keep it on their saved sheets.
      </div>
      {problem && (
        <div role="alert" data-testid="gw-same-day-problem">
          {problem}
        </div>
      )}
    </div>
  )
}
