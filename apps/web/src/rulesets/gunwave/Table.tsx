/** The live Gunwave table: phase and pending seats, the zone board, sheets of the selected mecha, the prompt. */
import { useState } from 'react'
import type { SetupProps, TableProps } from '../../shell/module.ts'
import { Board } from './Board.tsx'
import {
  type GwDecision,
  type GwEvent,
  type GwPrompt,
  type GwSetup,
  type GwState,
  gunwave,
  weaponById,
} from './engine.ts'
import { label, seatName } from './format.ts'

export function Header({
  state,
  prompt,
  names,
}: {
  state: GwState
  prompt: GwPrompt | null
  names?: Record<string, string> | undefined
}) {
  return (
    <div data-testid="gw-header" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <span>Turn {state.turn}</span>
      <span>Phase: {state.paused ? `paused (${state.paused})` : state.phase}</span>
      {prompt && 'seats' in prompt && (
        <span data-testid="gw-pending">
          To commit: {prompt.seats.map((x) => seatName(x, names)).join(', ')}
        </span>
      )}
    </div>
  )
}

function Sheet({ state, id }: { state: GwState; id: string | null }) {
  const m = id ? state.mecha[id] : undefined
  if (!m) return <div>Select a mecha on the board.</div>
  const p = m.pilot ? state.pilots[m.pilot] : undefined
  return (
    <div data-testid="gw-sheet">
      <strong>{m.name}</strong> ({m.type}) — Armor {m.armor}/{m.armorMax}, Energy {m.energy}/{m.energyMax},
      Speed {m.speed}
      {m.disabled ? ' · DISABLED' : m.sparking ? ' · sparking' : ''}
      <ul>
        {m.weapons.map((w) => (
          <li key={w.slot}>
            {weaponById(w.weapon)?.name ?? w.weapon}
            {w.active ? ' (active)' : ''}
            {w.lost ? ' (lost)' : ''}
            {w.loaded !== undefined ? ` · ${w.loaded} ${w.ammo}` : ''}
            {w.grenades ? ` · ${w.grenades.join(', ')}` : ''}
          </li>
        ))}
      </ul>
      {p && (
        <div>
          Pilot {p.name}: piloting {p.sheet.piloting}, Health {p.health}, stuns {p.stuns}
          {p.effects.length ? ` · ${p.effects.map((e) => e.id).join(', ')}` : ''}
          {p.unconscious ? ' · unconscious' : ''}
        </div>
      )}
    </div>
  )
}

export function Table({
  state,
  prompt,
  legal,
  human,
  decide,
  flash,
  names,
  Frame,
}: TableProps<GwState, GwDecision, GwPrompt, GwEvent>) {
  const [selected, setSelected] = useState<string | null>(null)
  const play = (d: GwDecision) => {
    const e = decide(d)
    if (e) flash('error', e.message)
  }
  // One pilot at a time: the first one whose seat a person here answers for.
  const first = legal.find((d) => 'actor' in d) as Extract<GwDecision, { actor: string }> | undefined
  const shown = legal.filter((d) => !('actor' in d) || d.actor === first?.actor).slice(0, 60)
  return (
    <Frame
      header={<Header state={state} prompt={prompt} names={names} />}
      table={<Board state={state} selected={selected} onSelect={setSelected} />}
      aside={<Sheet state={state} id={selected} />}
      prompt={
        human ? (
          <div
            data-testid="gw-prompt"
            style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 400, overflow: 'auto' }}
          >
            {shown.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: decisions have no id of their own
              <button key={i} type="button" onClick={() => play(d)}>
                {label(state, d)}
              </button>
            ))}
          </div>
        ) : (
          <div>Waiting for {prompt ? seatName(prompt.seat, names) : '—'}…</div>
        )
      }
    />
  )
}

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
      {seats.map((x) => (
        <div key={x}>
          {seatName(x)}:{' '}
          <select
            data-testid={`gw-seat-${x}`}
            value={who[x] ?? ''}
            onChange={(e) => setWho({ ...who, [x]: e.target.value || null })}
          >
            <option value="">person</option>
            {bots.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </select>
        </div>
      ))}
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
