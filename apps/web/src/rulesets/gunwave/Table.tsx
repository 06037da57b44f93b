/**
 * The live Gunwave table: phase and seats still to commit, the zone board, live sheets, the
 * viewer's order form (with odds) and, for the narrator, the tools. Every seat sees the package's
 * `view` of the state for that seat; in hot-seat a "pass the device" screen stands between seats so
 * one seat's sealed orders never show to the next.
 */
import { useEffect, useMemo, useState } from 'react'
import type { TableProps } from '../../shell/module.ts'
import { StatusBar } from '../../ui/StatusBar.tsx'
import { Board } from './Board.tsx'
import { DeathButton } from './DeathButton.tsx'
import { type GwDecision, type GwEvent, type GwPrompt, type GwState, outcomeOf, viewFor } from './engine.ts'
import { label, seatName } from './format.ts'
import { Learned } from './Learned.tsx'
import { NarratorTools } from './NarratorTools.tsx'
import { OrderForm } from './Orders.tsx'
import { Sheets } from './Sheet.tsx'

/** The board's colours for the two sides: the pilots' mecha and the narrator's. */
const SIDE_COLOUR = { players: '#2f6fd0', narrator: '#c0392b' }

export function Header({
  state,
  prompt,
  names,
}: {
  state: GwState
  prompt: GwPrompt | null
  names?: Record<string, string> | undefined
}) {
  const pending = waitingOn(prompt)
  const mechaOf = (seat: string) =>
    Object.values(state.mecha).filter((m) => m.pilot && state.pilots[m.pilot]?.seat === seat)
  const phase = state.paused
    ? `Paused (${state.paused})`
    : state.phase === 'minor'
      ? 'Minor actions'
      : titleCase(state.phase)
  return (
    <StatusBar
      testId="gw-header"
      items={[
        { label: 'Turn', value: state.turn, testId: 'gw-turn' },
        { label: 'Phase', value: phase, testId: 'gw-phase' },
        ...(pending.length
          ? [
              {
                label: 'To commit',
                value: pending.map((x) => seatName(x, names)).join(', '),
                testId: 'gw-pending',
              },
            ]
          : []),
      ]}
      sides={state.seats.map((x) => {
        const mecha = mechaOf(x)
        return {
          key: x,
          name: seatName(x, names),
          colour: x === 'narrator' ? SIDE_COLOUR.narrator : SIDE_COLOUR.players,
          active: pending.includes(x),
          children:
            x === 'narrator' ? (
              <span className="muted">{mecha.length} mecha</span>
            ) : (
              mecha.map((m) => (
                <span key={m.id} title={`${m.name}: Armor ${m.armor} of ${m.armorMax}`}>
                  {m.name} <b>{m.armor}</b>
                  <span className="muted">/{m.armorMax}</span>
                </span>
              ))
            ),
        }
      })}
    />
  )
}

const titleCase = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)

/** The seats the phase waits on: not those named only so they may declare death (`optional`). */
function waitingOn(prompt: GwPrompt | null): string[] {
  if (!prompt || !('seats' in prompt)) return []
  return prompt.seats.filter((x) => !prompt.optional?.includes(x))
}

/** Decisions a seat may make without being waited on: the device is never handed over for them. */
const onTheSide = (d: GwDecision): boolean => d.kind === 'pass' || d.kind === 'declare-death'

/** Orders committed this turn as this seat's view has them: its own in full, everyone else's sealed. */
function Committed({ state }: { state: GwState }) {
  const ids = Object.keys(state.orders)
  if (!ids.length) return null
  return (
    <ul data-testid="gw-committed" style={{ margin: 0, paddingLeft: 18 }}>
      {ids.map((id) => {
        const o = state.orders[id] as unknown as { sealed?: boolean }
        const seat = state.pilots[id]?.seat ?? ''
        return (
          <li key={id}>
            {o.sealed
              ? `${state.pilots[id]?.name ?? 'someone'}: order sealed`
              : label(state, { seat, kind: 'order', actor: id, action: state.orders[id] as never })}
          </li>
        )
      })}
    </ul>
  )
}

export function Table({
  state: full,
  prompt,
  legal: allLegal,
  human,
  decide,
  flash,
  names,
  setViewer: tellShell,
  Frame,
}: TableProps<GwState, GwDecision, GwPrompt, GwEvent>) {
  const [selected, setSelected] = useState<string | null>(null)
  // The seat this screen currently belongs to, and whether the device is being handed over.
  const [viewer, setViewer] = useState<string | null>(null)
  const [handing, setHanding] = useState<string | null>(null)
  const seatsHere = useMemo(() => {
    const order = prompt && 'seats' in prompt ? prompt.seats : prompt ? [prompt.seat] : []
    return order.filter((x) => allLegal.some((d) => d.seat === x && !onTheSide(d)))
  }, [prompt, allLegal])
  const next = viewer && seatsHere.includes(viewer) ? viewer : (seatsHere[0] ?? null)
  useEffect(() => {
    if (!next || next === viewer) return
    if (viewer !== null) setHanding(next)
    setViewer(next)
  }, [next, viewer])
  const seat = viewer ?? next
  // The shell's log and undo follow the seat at the screen; nobody's while the device changes hands.
  useEffect(() => {
    tellShell?.(handing ? null : seat)
  }, [tellShell, handing, seat])
  // Without a seat yet (bots only), the table shows what a spectator may see.
  const state = useMemo(() => viewFor(full, seat ?? 'spectator'), [full, seat])
  const legal = allLegal.filter((d) => d.seat === seat)
  const over = useMemo(() => outcomeOf(full) !== null, [full])
  // Until someone picks one, the board shades the bands around the viewer's first mecha.
  const own = Object.values(state.mecha).find((m) => m.pilot && state.pilots[m.pilot]?.seat === seat)
  const focus = selected && state.mecha[selected] ? selected : (own?.id ?? null)
  const play = (d: GwDecision) => {
    const e = decide(d)
    if (e) flash('error', e.message)
  }
  if (handing) {
    return (
      <Frame
        header={<Header state={state} prompt={prompt} names={names} />}
        table={
          <div data-testid="gw-handoff" style={{ padding: 40, textAlign: 'center' }}>
            <p>Pass the device to {seatName(handing, names)}.</p>
            <button type="button" data-testid="gw-handoff-ok" onClick={() => setHanding(null)}>
              I am {seatName(handing, names)} — show my view
            </button>
          </div>
        }
      />
    )
  }
  const pending = prompt && 'pending' in prompt ? prompt.pending : []
  const actor = pending.find((id) => legal.some((d) => 'actor' in d && d.actor === id))
  const minors = legal.filter((d) => d.kind === 'minor' && d.actor === actor)
  const eject = legal.find((d) => d.kind === 'eject' && d.actor === actor)
  // Every seat at this screen may declare its unconscious pilots dead, whoever holds the device
  // (the phase does not wait for them, so the device is not handed over for it). A person never
  // needs to pass: that is for bots.
  const deaths = allLegal.filter((d) => d.kind === 'declare-death')
  // The narrator's tools are drawn by NarratorTools (forms); only 'resume' is a prompt button.
  const rest = legal.filter(
    (d) => !('actor' in d) && d.kind !== 'pass' && (d.kind !== 'narrate' || d.act.type === 'resume'),
  )
  const ownDecisions = legal.some((d) => !onTheSide(d))
  return (
    <Frame
      header={<Header state={state} prompt={prompt} names={names} />}
      table={<Board state={state} selected={focus} onSelect={setSelected} />}
      aside={
        <>
          {/* Once the encounter is over, what each pilot learned, to keep on their sheets. */}
          {over && <Learned state={full} />}
          <Sheets state={state} viewer={seat} selected={focus} />
        </>
      }
      tools={seat === 'narrator' && human ? <NarratorTools state={state} play={play} /> : undefined}
      prompt={
        human && (ownDecisions || deaths.length) ? (
          <div
            data-testid="gw-prompt"
            style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: '45vh', overflow: 'auto' }}
          >
            {ownDecisions && <div data-testid="gw-viewer">Seat: {seatName(seat ?? '', names)}</div>}
            {prompt?.kind === 'orders' && <Committed state={state} />}
            {actor && prompt?.kind === 'orders' && (
              <OrderForm key={actor} state={state} actor={actor} legal={legal} play={play} />
            )}
            {minors.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: legal decisions have no id
              <button key={i} type="button" data-testid="gw-minor" onClick={() => play(d)}>
                {label(state, d)}
              </button>
            ))}
            {eject && (
              <EjectButton key={`eject:${actor}`} label={label(state, eject)} onEject={() => play(eject)} />
            )}
            {deaths.map((d) => (
              <DeathButton
                key={`death:${d.actor}`}
                pilot={state.pilots[d.actor]?.name ?? full.pilots[d.actor]?.name ?? d.actor}
                seat={d.seat === seat ? undefined : seatName(d.seat, names)}
                onDeclare={() => play(d)}
              />
            ))}
            {rest.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: legal decisions have no id
              <button key={i} type="button" data-testid={`gw-${d.kind}`} onClick={() => play(d)}>
                {d.kind === 'narrate' && d.act.type === 'resume' ? 'Resume play' : label(state, d)}
              </button>
            ))}
          </div>
        ) : !prompt ? null : (
          <div>
            Waiting for{' '}
            {waitingOn(prompt)
              .map((x) => seatName(x, names))
              .join(', ') || '—'}
            …
          </div>
        )
      }
    />
  )
}

/**
 * Ejecting leaves the pilot on foot, slow and unprotected, until a boarding order (§6.5.8), so it
 * takes two presses: the first asks, the second ejects; anything else leaves the pilot aboard.
 */
function EjectButton({ label, onEject }: { label: string; onEject: () => void }) {
  const [asking, setAsking] = useState(false)
  if (!asking)
    return (
      <button type="button" className="ghost" data-testid="gw-eject" onClick={() => setAsking(true)}>
        {label}…
      </button>
    )
  return (
    <div
      data-testid="gw-eject-confirm"
      style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <span>Get out? On foot the pilot moves only 2 m a turn.</span>
      <button type="button" className="danger" data-testid="gw-eject-yes" onClick={onEject}>
        Eject
      </button>
      <button type="button" className="ghost" onClick={() => setAsking(false)}>
        Stay aboard
      </button>
    </div>
  )
}
