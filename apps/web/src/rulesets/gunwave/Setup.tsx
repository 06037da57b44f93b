/** The new-game page: the built-in encounter with a narrator and 1–6 pilots, each a person or a bot. */
import { useState } from 'react'
import type { SetupProps } from '../../shell/module.ts'
import { SeatChoices } from '../../shell/SeatChoices.tsx'
import { type GwSetup, gunwave } from './engine.ts'
import { seatName } from './format.ts'

export function Setup({ bots, start }: SetupProps<GwSetup>) {
  const [players, setPlayers] = useState(1)
  const [who, setWho] = useState<Record<string, string | null>>({ narrator: bots[0]?.id ?? null, p1: null })
  const [error, setError] = useState<string | null>(null)
  const seats = ['narrator', ...Array.from({ length: players }, (_, i) => `p${i + 1}`)]
  return (
    <div data-testid="gw-setup">
      <label>
        Players{' '}
        <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <SeatChoices
        seats={seats}
        seatName={seatName}
        bots={bots}
        who={who}
        onChange={setWho}
        testPrefix="gw"
      />
      <button
        type="button"
        data-testid="gw-start"
        onClick={async () => {
          const r = gunwave.quickSetup({ players: String(players) }, 'web')
          if (!r.ok) return setError(r.error.message)
          setError(
            await start({
              title: `Gunwave · colony breach · ${players} pilot(s)`,
              setup: r.value,
              seats: Object.fromEntries(seats.map((x) => [x, who[x] ?? null])),
            }),
          )
        }}
      >
        Start
      </button>
      {error && <div role="alert">{error}</div>}
    </div>
  )
}
