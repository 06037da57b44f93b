/**
 * The prompt and its choices. Dice are assigned by picking a die, then the action it serves
 * (defence / move / attack / spot); the engine judges the assignment. Placement and movement take
 * a click on the table; every other choice is a button per legal decision.
 */
import { useState } from 'react'
import type { FzDecision, FzPrompt, FzState } from './engine.ts'
import { frameName, seatName } from './format.ts'

type Assignment = Extract<FzDecision, { kind: 'assign' }>['assignment']
const ACTIONS = ['defence', 'move', 'attack', 'spot'] as const
const DIE_BG: Record<string, string> = { W: '#fff', B: '#2f6fd6', G: '#2e9e55', Y: '#e8c21e', R: '#d64545' }

export function label(s: FzState, d: FzDecision): string {
  switch (d.kind) {
    case 'tieBreak':
      return d.option === 'defend'
        ? 'Take the Defender role'
        : d.option === 'remove'
          ? `Remove ${frameName(s, d.frame)}`
          : `Add spare #${d.spare + 1}`
    case 'activate':
      return `Activate ${frameName(s, d.frame)}`
    case 'pass':
      return 'Pass'
    case 'declare':
      return d.target
        ? `Target ${d.target.kind === 'frame' ? frameName(s, d.target.id) : d.target.id} at ${{ h: 'hand-to-hand', d: 'direct fire', a: 'artillery' }[d.band ?? 'd']}`
        : 'No target'
    case 'attack':
      return d.useSpot ? 'Attack, using the spot' : 'Attack'
    case 'spot':
      return `Spot ${frameName(s, d.target)}`
    case 'endTurn':
      return 'End turn'
    case 'loseSystem':
      return `Lose ${d.system}`
    case 'retreat':
      return 'Retreat from the station (ignore 1)'
    case 'clock':
      return d.down ? 'Take the clock down' : 'Leave the clock'
    case 'move':
      return `Move to ${d.to.x.toFixed(1)}, ${d.to.y.toFixed(1)}`
    case 'place':
      return `Place at ${d.at.x.toFixed(1)}, ${d.at.y.toFixed(1)}`
    case 'assign':
      return 'Assign'
  }
}

function AssignDice({
  s,
  p,
  decide,
}: {
  s: FzState
  p: Extract<FzPrompt, { kind: 'assign' }>
  decide(d: FzDecision): void
}) {
  const [a, setA] = useState<Assignment>({ defence: null, move: null, attack: null, spot: null })
  const [sel, setSel] = useState<number | null>(null)
  const used = new Set(Object.values(a).filter((x): x is number => x !== null))
  return (
    <div data-testid="fz-assign">
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        {p.pool.map((d, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: dice are positional
            key={i}
            type="button"
            data-testid="fz-die"
            disabled={used.has(i)}
            onClick={() => setSel(i)}
            style={{
              background: DIE_BG[d.colour],
              color: d.colour === 'W' || d.colour === 'Y' ? '#000' : '#fff',
              outline: sel === i ? '3px solid #000' : 'none',
              minWidth: 44,
            }}
            title={`${d.colour}${d.band ?? ''} d${d.sides}`}
          >
            {d.value}
            <small>
              {d.band ?? ''}
              {d.sides === 8 ? '·8' : ''}
            </small>
          </button>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 6, marginTop: 6 }}>
        {ACTIONS.map((act) => (
          <button
            key={act}
            type="button"
            data-testid={`fz-slot-${act}`}
            onClick={() => {
              if (sel !== null) {
                setA({ ...a, [act]: sel })
                setSel(null)
              } else setA({ ...a, [act]: null })
            }}
          >
            {act}: {a[act] === null ? '0' : p.pool[a[act] as number]?.value}
          </button>
        ))}
      </div>
      <button
        type="button"
        data-testid="fz-assign-go"
        onClick={() => decide({ seat: p.seat, kind: 'assign', frame: p.frame, assignment: a })}
      >
        Assign ({frameName(s, p.frame)})
      </button>
    </div>
  )
}

export function PromptPanel({
  s,
  p,
  legal,
  decide,
}: {
  s: FzState
  p: FzPrompt | null
  legal: readonly FzDecision[]
  decide(d: FzDecision): void
}) {
  if (!p) return null
  const head = `${seatName(p.seat)}: ${p.kind}`
  if (p.kind === 'assign') return <AssignDice key={`${p.frame}:${s.rng.draws}`} s={s} p={p} decide={decide} />
  const clicks =
    p.kind === 'place'
      ? 'Click the table to place, or pick a suggested spot.'
      : p.kind === 'act'
        ? 'Click the table to move (within your movement die), or choose.'
        : null
  const shown = legal.filter((d) => d.kind !== 'move' && d.kind !== 'place')
  const spots = legal.filter((d) => d.kind === 'move' || d.kind === 'place').slice(0, 6)
  return (
    <div data-testid="fz-prompt">
      <div>
        <b>{head}</b>
        {'frame' in p && p.frame ? ` · ${frameName(s, p.frame)}` : ''}
      </div>
      {clicks && <div>{clicks}</div>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {[...shown, ...spots].map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices are positional
          <button key={i} type="button" data-testid="fz-choice" onClick={() => decide(d)}>
            {label(s, d)}
          </button>
        ))}
      </div>
    </div>
  )
}
