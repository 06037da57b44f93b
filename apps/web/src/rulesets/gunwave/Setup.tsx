/**
 * The new-game page: the built-in encounter with a narrator and 1–6 pilots, each a person or a bot,
 * and each pilot's own sheet (built from an archetype or loaded from a saved one, checked by the
 * package) replacing the stock one; a sheet can be saved to the server for the next game.
 */
import { useEffect, useState } from 'react'
import type { SetupProps } from '../../shell/module.ts'
import { clearHandOver, peekHandOver } from '../../shell/rosters/handOver.ts'
import { useRosters } from '../../shell/rosters/useRosters.ts'
import { SeatChoices } from '../../shell/SeatChoices.tsx'
import { type GwSetup, gunwave, PLAYER_SEATS, readSheet, type Sheet, validateSheet } from './engine.ts'

/** The player counts the package seats (`PLAYER_SEATS`). */
export const playerCounts = Array.from(
  { length: PLAYER_SEATS.max - PLAYER_SEATS.min + 1 },
  (_, i) => PLAYER_SEATS.min + i,
)

import { seatName } from './format.ts'
import { SavedSheets } from './SavedSheets.tsx'
import { fromArchetype, SheetBuilder } from './SheetBuilder.tsx'

const STOCK = ['ace', 'scavenger', 'psychic', 'brute', 'ace', 'scavenger']
/** The package's built-in encounters: id, title, summary. */
const ENCOUNTERS = (
  gunwave.units.catalogue() as { encounters: { id: string; title: string; summary: string }[] }
).encounters

export function Setup({ bots, start }: SetupProps<GwSetup>) {
  const [players, setPlayers] = useState(1)
  const [encounter, setEncounter] = useState(ENCOUNTERS[0]?.id ?? 'colony-breach')
  const [opposition, setOpposition] = useState('standard')
  const [operational, setOperational] = useState(false)
  const chosen = ENCOUNTERS.find((e) => e.id === encounter)
  const [who, setWho] = useState<Record<string, string | null>>({ narrator: bots[0]?.id ?? null, p1: null })
  const [error, setError] = useState<string | null>(null)
  // A sheet handed over by the builder's "Play with it" is Pilot 1's, once the package reads it.
  const [sheets, setSheets] = useState<Record<string, Sheet>>(() => {
    const given = peekHandOver('gunwave')
    const handed = given === undefined ? null : readSheet(given)
    const start: Record<string, Sheet> = {}
    if (handed && typeof handed !== 'string') start.p1 = handed
    return start
  })
  useEffect(() => clearHandOver('gunwave'), [])
  const [saved, refresh] = useRosters('gunwave')
  const seats = ['narrator', ...Array.from({ length: players }, (_, i) => `p${i + 1}`)]
  const sheetOf = (seat: string, i: number) => sheets[seat] ?? fromArchetype(STOCK[i] ?? 'ace')
  return (
    <div data-testid="gw-setup" className="panel" style={{ display: 'grid', gap: 10, minWidth: 0 }}>
      <div className="panel-title">New Gunwave encounter</div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 14px', alignItems: 'center' }}>
        <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          Encounter{' '}
          <select data-testid="gw-encounter" value={encounter} onChange={(e) => setEncounter(e.target.value)}>
            {ENCOUNTERS.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          Opposition{' '}
          <select
            data-testid="gw-opposition"
            value={opposition}
            onChange={(e) => setOpposition(e.target.value)}
          >
            <option value="light">light (one raider fewer)</option>
            <option value="standard">standard</option>
            <option value="heavy">heavy (one raider more)</option>
          </select>
        </label>
        <label title="Optional rule: a mecha at 0 Armor keeps going at half Speed">
          <input
            type="checkbox"
            data-testid="gw-operational"
            checked={operational}
            onChange={(e) => setOperational(e.target.checked)}
          />{' '}
          Disabled mecha keep going
        </label>
        <label>
          Players{' '}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
            {playerCounts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {chosen && (
        <p className="muted" data-testid="gw-encounter-summary" style={{ margin: 0 }}>
          {chosen.summary}
        </p>
      )}
      <SeatChoices
        seats={seats}
        seatName={seatName}
        bots={bots}
        who={who}
        onChange={setWho}
        testPrefix="gw"
      />
      {seats.slice(1).map((seat, i) => (
        <SheetBuilder
          key={seat}
          seat={seat}
          label={seatName(seat)}
          sheet={sheetOf(seat, i)}
          onChange={(s) => setSheets((all) => ({ ...all, [seat]: s }))}
          saved={
            <SavedSheets
              seat={seat}
              sheet={sheetOf(seat, i)}
              saved={saved}
              onLoad={(s) => setSheets((all) => ({ ...all, [seat]: s }))}
              onSaved={() => void refresh()}
            />
          }
        />
      ))}
      <button
        type="button"
        className="primary"
        style={{ justifySelf: 'start' }}
        data-testid="gw-start"
        onClick={async () => {
          const r = gunwave.quickSetup(
            { encounter, opposition, players: String(players), operationalDisabled: operational },
            'web',
          )
          if (!r.ok) return setError(r.error.message)
          for (const [i, p] of r.value.players.entries()) {
            const check = validateSheet(sheetOf(p.seat, i))
            if (!check.sheet)
              return setError(
                `${seatName(p.seat)}: ${check.problems[0]?.message ?? 'the sheet is not valid'}`,
              )
            p.sheet = check.sheet
          }
          setError(
            await start({
              title: `Gunwave · ${chosen?.title ?? encounter} · ${players} pilot${players === 1 ? '' : 's'}`,
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
