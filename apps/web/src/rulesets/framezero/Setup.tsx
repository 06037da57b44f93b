/**
 * New Frame Zero game: 2–5 players, each a person (hot-seat) or a bot, each with the example
 * company or one of the companies saved from the builder (read and checked by the package's
 * `readCompany` for this player count and size; its problems stop the start).
 */
import { readCompany } from '@sortie/framezero'
import { useEffect, useState } from 'react'
import { api } from '../../shell/api.ts'
import type { SetupProps } from '../../shell/module.ts'
import { clearHandOver, handedOver } from '../../shell/rosters/handOver.ts'
import { useRosters } from '../../shell/rosters/useRosters.ts'
import { SeatChoices } from '../../shell/SeatChoices.tsx'
import { type FzSetup, framezero } from './engine.ts'
import { seatName } from './format.ts'

export function Setup({ bots, start }: SetupProps<FzSetup>) {
  const [players, setPlayers] = useState(2)
  const [size, setSize] = useState<'skirmish' | 'battle'>('skirmish')
  const [difficult, setDifficult] = useState(false)
  const [hazards, setHazards] = useState(false)
  const [who, setWho] = useState<Record<string, string | null>>({ p1: null, p2: bots[0]?.id ?? null })
  // A company handed over by the builder's "Play with it" is the first player's to start with.
  const [company, setCompany] = useState<Record<string, string>>(() => handedOver('framezero'))
  useEffect(() => clearHandOver('framezero'), [])
  const [rosters] = useRosters('framezero')
  const [error, setError] = useState<string | null>(null)
  const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`)

  const begin = async () => {
    const r = framezero.quickSetup({ players: String(players), size, difficult, hazards }, 'web')
    if (!r.ok) return setError(r.error.message)
    const setup = r.value
    for (const p of setup.players) {
      const id = company[p.seat]
      if (!id) continue
      const file = (await api.getRoster(id)).squadron
      const read = readCompany(file, { players, size })
      if (!read.company)
        return setError(
          `${seatName(p.seat)}'s company cannot play this game: ${read.problems.map((x) => x.message).join(' ')}`,
        )
      p.company = read.company
    }
    const e = await start({
      title: `Frame Zero · ${players} players`,
      setup,
      seats: Object.fromEntries(seats.map((x) => [x, who[x] ?? null])),
    })
    setError(e)
  }

  return (
    <div data-testid="fz-setup" className="panel" style={{ display: 'grid', gap: 8 }}>
      <div className="panel-title">New Frame Zero battle</div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <label>
          Players{' '}
          <select
            data-testid="fz-players"
            value={players}
            onChange={(e) => setPlayers(Number(e.target.value))}
          >
            {[2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          Size{' '}
          <select value={size} onChange={(e) => setSize(e.target.value as 'skirmish' | 'battle')}>
            <option value="skirmish">skirmish</option>
            <option value="battle">battle</option>
          </select>
        </label>
        <label title="Alternative rule: patches of difficult terrain that only frames with a movement system may cross; never cover">
          <input
            type="checkbox"
            data-testid="fz-alt-difficult"
            checked={difficult}
            onChange={(e) => setDifficult(e.target.checked)}
          />{' '}
          Difficult terrain
        </label>
        <label title="Alternative rule: a frame that starts its turn in a hazard area rolls one white die fewer, unless it carries environment protection">
          <input
            type="checkbox"
            data-testid="fz-alt-hazards"
            checked={hazards}
            onChange={(e) => setHazards(e.target.checked)}
          />{' '}
          Hazard areas
        </label>
        <a className="button-link" href="#/framezero/builder" data-testid="fz-to-builder">
          Build a company
        </a>
      </div>
      <SeatChoices
        seats={seats}
        seatName={seatName}
        bots={bots}
        who={who}
        onChange={setWho}
        testPrefix="fz"
      />
      <div style={{ display: 'grid', gap: 6 }}>
        {seats.map((x) => (
          <label key={x}>
            {seatName(x)}'s company{' '}
            <select
              data-testid={`fz-company-${x}`}
              value={company[x] ?? ''}
              onChange={(e) => setCompany({ ...company, [x]: e.target.value })}
            >
              <option value="">Example company</option>
              {rosters.map((r) => (
                <option key={r.id} value={r.id} disabled={!r.valid}>
                  {r.name}
                  {r.valid ? '' : ' (has problems)'}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <button type="button" className="primary" data-testid="fz-start" onClick={() => void begin()}>
        Start
      </button>
      {error && <div role="alert">{error}</div>}
    </div>
  )
}
