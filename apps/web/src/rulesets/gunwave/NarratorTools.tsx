/**
 * The narrator's tools as forms: place or move an NPC, set the scene, grant or remove an effect,
 * adjust a value with a reason, level a pilot up (§3.2), pause for a ruling. The package's `legal()` lists a bounded,
 * representative set of these (for bots and the server); the forms here take any value, so the
 * choices come from the state the narrator sees (NPC mecha, pilots, the package's effect list) and
 * every act goes through the engine, which refuses what the rules do not allow with its own message.
 */
import { useState } from 'react'
import { EFFECTS, type GwDecision, type GwState, type NarratorAct } from './engine.ts'

const box = { border: '1px solid #ccc', padding: 4, display: 'flex', flexWrap: 'wrap' as const, gap: 4 }

export function NarratorTools({ state, play }: { state: GwState; play: (d: GwDecision) => void }) {
  const act = (a: NarratorAct) => play({ seat: 'narrator', kind: 'narrate', act: a })
  const npcs = Object.values(state.mecha).filter((m) => m.side === 'npcs' && !m.destroyed && !m.left)
  const pilots = Object.values(state.pilots).filter((p) => !p.dead)
  const [npc, setNpc] = useState(npcs[0]?.id ?? '')
  const [x, setX] = useState(0)
  const [y, setY] = useState(0)
  const [pilot, setPilot] = useState(pilots[0]?.id ?? '')
  // Levelling up is for the players' pilots: their sheets keep the rank (GW-SHEET-AFTER-BATTLE).
  const squad = pilots.filter((p) => p.side === 'players')
  const [rising, setRising] = useState(squad[0]?.id ?? '')
  const [effect, setEffect] = useState<string>(EFFECTS[0] ?? '')
  const [target, setTarget] = useState(Object.keys(state.mecha)[0] ?? '')
  const [field, setField] = useState<'armor' | 'energy' | 'health' | 'repairOps'>('armor')
  const [delta, setDelta] = useState(-1)
  const [reason, setReason] = useState('')
  const [note, setNote] = useState(state.scene.note)
  const [winner, setWinner] = useState<'players' | 'narrator' | 'draw'>('players')
  // Folded at first on a phone, where the board would have no room beside them (gunwave.css).
  const [openAtFirst] = useState(() => !window.matchMedia?.('(max-width: 600px)').matches)
  const num = (v: string) => (Number.isFinite(Number(v)) ? Math.trunc(Number(v)) : 0)
  const targets =
    field === 'health'
      ? pilots.map((p) => [p.id, p.name])
      : Object.values(state.mecha).map((m) => [m.id, m.name])
  return (
    // Its box and its height on phones: gunwave.css (.gw-tools).
    <details data-testid="gw-narrator-tools" className="gw-tools" open={openAtFirst}>
      <summary>Narrator's tools</summary>
      <div style={box}>
        <strong>Place NPC</strong>
        <select data-testid="gw-tool-npc" value={npc} onChange={(e) => setNpc(e.target.value)}>
          {npcs.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.pos.x},{m.pos.y})
            </option>
          ))}
        </select>
        x{' '}
        <input
          type="number"
          min={0}
          max={state.scene.width - 1}
          value={x}
          onChange={(e) => setX(num(e.target.value))}
          style={{ width: 48 }}
        />
        y{' '}
        <input
          type="number"
          min={0}
          max={state.scene.height - 1}
          value={y}
          onChange={(e) => setY(num(e.target.value))}
          style={{ width: 48 }}
        />
        <button
          type="button"
          data-testid="gw-tool-place"
          onClick={() => act({ type: 'place', mecha: npc, at: { x, y } })}
        >
          Place
        </button>
      </div>
      <div style={box}>
        <strong>Scene</strong>
        <button type="button" onClick={() => act({ type: 'scene', scene: { grid: !state.scene.grid } })}>
          Grid {state.scene.grid ? 'off' : 'on'}
        </button>
        <button
          type="button"
          onClick={() =>
            act({
              type: 'scene',
              scene: { environment: state.scene.environment === 'space' ? 'ground' : 'space' },
            })
          }
        >
          Make it {state.scene.environment === 'space' ? 'ground' : 'space'}
        </button>
        <input aria-label="scene note" value={note} onChange={(e) => setNote(e.target.value)} />
        <button type="button" onClick={() => act({ type: 'scene', scene: { note } })}>
          Set note
        </button>
        <button
          type="button"
          onClick={() =>
            act({ type: 'scene', scene: { terrain: [...state.scene.terrain, { at: { x, y }, rating: 1 }] } })
          }
        >
          Rough ground at {x},{y}
        </button>
      </div>
      <div style={box}>
        <strong>Effect</strong>
        <select data-testid="gw-tool-pilot" value={pilot} onChange={(e) => setPilot(e.target.value)}>
          {pilots.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <select data-testid="gw-tool-effect" value={effect} onChange={(e) => setEffect(e.target.value)}>
          {EFFECTS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
        <button
          type="button"
          data-testid="gw-tool-grant"
          onClick={() => act({ type: 'grant', pilot, effect: effect as never, duration: 'save' })}
        >
          Grant
        </button>
        <button type="button" onClick={() => act({ type: 'remove', pilot, effect: effect as never })}>
          Remove
        </button>
      </div>
      <div style={box}>
        <strong>Level up</strong>
        <select data-testid="gw-tool-level-pilot" value={rising} onChange={(e) => setRising(e.target.value)}>
          {squad.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} (piloting {p.sheet.piloting})
            </option>
          ))}
        </select>
        <button
          type="button"
          data-testid="gw-tool-level-up"
          onClick={() => act({ type: 'level-up', pilot: rising })}
        >
          Raise piloting
        </button>
      </div>
      <div style={box}>
        <strong>Adjust</strong>
        <select
          data-testid="gw-tool-field"
          value={field}
          onChange={(e) => setField(e.target.value as typeof field)}
        >
          {(['armor', 'energy', 'health', 'repairOps'] as const).map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
        <select data-testid="gw-tool-target" value={target} onChange={(e) => setTarget(e.target.value)}>
          {targets.map(([id, n]) => (
            <option key={id} value={id}>
              {n}
            </option>
          ))}
        </select>
        <input
          type="number"
          data-testid="gw-tool-delta"
          value={delta}
          onChange={(e) => setDelta(num(e.target.value))}
          style={{ width: 56 }}
        />
        <input
          data-testid="gw-tool-reason"
          placeholder="reason (logged)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <button
          type="button"
          data-testid="gw-tool-adjust"
          disabled={!reason.trim()}
          onClick={() => act({ type: 'adjust', target, field, delta, reason: reason.trim() })}
        >
          Adjust
        </button>
        <button type="button" onClick={() => act({ type: 'pause', reason: reason.trim() || 'a ruling' })}>
          Pause for a ruling
        </button>
        <select
          data-testid="gw-tool-winner"
          value={winner}
          onChange={(e) => setWinner(e.target.value as typeof winner)}
        >
          <option value="players">players prevail</option>
          <option value="narrator">opposition prevails</option>
          <option value="draw">no winner</option>
        </select>
        <button
          type="button"
          data-testid="gw-tool-end"
          onClick={() =>
            act({ type: 'end', winner, reason: reason.trim() || 'the narrator ends the encounter' })
          }
        >
          End the encounter
        </button>
      </div>
    </details>
  )
}
