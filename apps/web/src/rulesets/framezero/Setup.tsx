/** New Frame Zero game: 2–5 players, each a person (hot-seat) or a bot, example companies. */
import { useState } from 'react'
import type { SetupProps } from '../../shell/module.ts'
import { SeatChoices } from '../../shell/SeatChoices.tsx'
import { type FzSetup, framezero } from './engine.ts'
import { seatName } from './format.ts'

export function Setup({ bots, start }: SetupProps<FzSetup>) {
  const [players, setPlayers] = useState(2)
  const [size, setSize] = useState<'skirmish' | 'battle'>('skirmish')
  const [who, setWho] = useState<Record<string, string | null>>({ p1: null, p2: bots[0]?.id ?? null })
  const [error, setError] = useState<string | null>(null)
  const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`)
  return (
    <div data-testid="fz-setup">
      <label>
        Players{' '}
        <select data-testid="fz-players" value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
          {[2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Size{' '}
        <select value={size} onChange={(e) => setSize(e.target.value as 'skirmish' | 'battle')}>
          <option value="skirmish">skirmish</option>
          <option value="battle">battle</option>
        </select>
      </label>
      <SeatChoices
        seats={seats}
        seatName={seatName}
        bots={bots}
        who={who}
        onChange={setWho}
        testPrefix="fz"
      />
      <button
        type="button"
        data-testid="fz-start"
        onClick={async () => {
          const r = framezero.quickSetup({ players: String(players), size }, 'web')
          if (!r.ok) return setError(r.error.message)
          const e = await start({
            title: `Frame Zero · ${players} players`,
            setup: r.value,
            seats: Object.fromEntries(seats.map((x) => [x, who[x] ?? null])),
          })
          setError(e)
        }}
      >
        Start
      </button>
      {error && <div role="alert">{error}</div>}
    </div>
  )
}
