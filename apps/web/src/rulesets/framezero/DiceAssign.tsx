/**
 * Assigning the rolled dice: drag a coloured die onto defence / move / attack / spot (pointer
 * events, so a finger works as well as a mouse), or — for keyboards and screen readers — press a
 * die, then the action's slot. Each placement is put to the engine (`judgeAssignment`) before it
 * is shown; a refusal is shown in its words and the die stays in the pool. Pressing a filled slot
 * with no die picked empties it.
 */
import { useRef, useState } from 'react'
import { COLOUR, DIE_BG, DIE_INK } from './dieColours.ts'
import { type FzDecision, type FzPrompt, type FzState, judgeAssignment } from './engine.ts'
import { frameName } from './format.ts'

type Assignment = Extract<FzDecision, { kind: 'assign' }>['assignment']
type Act = keyof Assignment
const ACTIONS: readonly Act[] = ['defence', 'move', 'attack', 'spot']
const BAND: Record<string, string> = { h: 'hand-to-hand', d: 'direct fire', a: 'artillery', r: 'rocket' }

type Die = Extract<FzPrompt, { kind: 'assign' }>['pool'][number]
const dieText = (d: Die) =>
  `${COLOUR[d.colour]} d${d.sides}${d.band ? ` ${BAND[d.band]}` : ''} showing ${d.value}`

function DieFace({ d, small }: { d: Die; small?: boolean }) {
  return (
    <>
      <span style={{ fontSize: small ? 16 : 20, fontWeight: 700 }}>{d.value}</span>
      <small style={{ fontSize: 11 }}>
        {d.band ?? ''}
        {d.sides === 8 ? '·d8' : ''}
      </small>
    </>
  )
}

const dieStyle = (d: Die): React.CSSProperties => ({
  background: DIE_BG[d.colour],
  color: DIE_INK[d.colour],
  border: '2px solid #333',
  borderRadius: 8,
  minWidth: 48,
  minHeight: 48,
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  touchAction: 'none',
  userSelect: 'none',
})

export function DiceAssign({
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
  const [why, setWhy] = useState<string | null>(null)
  const [ghost, setGhost] = useState<{ i: number; x: number; y: number } | null>(null)
  const [over, setOver] = useState<Act | null>(null)
  const drag = useRef<{ i: number; x0: number; y0: number; moved: boolean } | null>(null)
  const justDragged = useRef(false)
  const used = new Set(Object.values(a).filter((x): x is number => x !== null))

  /** Puts die `i` (or nothing) on `act`, if the engine agrees. */
  const put = (act: Act, i: number | null) => {
    const next: Assignment = { ...a }
    // a die moved from another slot leaves it
    if (i !== null) for (const k of ACTIONS) if (next[k] === i) next[k] = null
    next[act] = i
    const e = judgeAssignment(s, p.frame, next)
    if (e) return setWhy(e)
    setWhy(null)
    setA(next)
  }
  const slotAt = (x: number, y: number): Act | null => {
    for (const el of document.elementsFromPoint(x, y)) {
      const slot = (el as HTMLElement).closest?.('[data-slot]')
      if (slot) return slot.getAttribute('data-slot') as Act
    }
    return null
  }
  const pointer = (i: number) => ({
    onPointerDown: (e: React.PointerEvent<HTMLButtonElement>) => {
      if (e.button !== 0) return
      drag.current = { i, x0: e.clientX, y0: e.clientY, moved: false }
      e.currentTarget.setPointerCapture(e.pointerId)
    },
    onPointerMove: (e: React.PointerEvent<HTMLButtonElement>) => {
      const g = drag.current
      if (!g) return
      if (!g.moved && Math.hypot(e.clientX - g.x0, e.clientY - g.y0) < 6) return
      g.moved = true
      setGhost({ i, x: e.clientX, y: e.clientY })
      setOver(slotAt(e.clientX, e.clientY))
    },
    onPointerUp: (e: React.PointerEvent<HTMLButtonElement>) => {
      const g = drag.current
      drag.current = null
      setGhost(null)
      setOver(null)
      if (!g?.moved) return
      justDragged.current = true
      const act = slotAt(e.clientX, e.clientY)
      if (act) put(act, g.i)
    },
    onPointerCancel: () => {
      drag.current = null
      setGhost(null)
      setOver(null)
    },
  })

  return (
    <div data-testid="fz-assign">
      <div style={{ fontWeight: 600 }}>Assign {frameName(s, p.frame)}'s dice</div>
      <div style={{ fontSize: 13, color: '#555' }}>
        Drag a die onto an action, or press a die and then the action. Unassigned actions count 0.
      </div>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', margin: '6px 0' }}>
        {p.pool.map((d, i) =>
          used.has(i) ? null : (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: dice are positional in the pool
              key={i}
              type="button"
              data-testid="fz-die"
              data-die={i}
              aria-pressed={sel === i}
              aria-label={dieText(d)}
              title={dieText(d)}
              onClick={() => {
                if (justDragged.current) {
                  justDragged.current = false
                  return
                }
                setSel(sel === i ? null : i)
              }}
              style={{
                ...dieStyle(d),
                outline: sel === i ? '3px solid #000' : 'none',
                outlineOffset: 2,
                opacity: ghost?.i === i ? 0.35 : 1,
                cursor: 'grab',
              }}
              {...pointer(i)}
            >
              <DieFace d={d} />
            </button>
          ),
        )}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 6 }}>
        {ACTIONS.map((act) => {
          const i = a[act]
          const d = i === null ? undefined : p.pool[i]
          return (
            <button
              key={act}
              type="button"
              data-testid={`fz-slot-${act}`}
              data-slot={act}
              data-value={d ? d.value : 0}
              aria-label={`${act}: ${d ? dieText(d) : 'no die, counts 0'}`}
              onClick={() => {
                if (sel !== null) {
                  put(act, sel)
                  setSel(null)
                } else if (i !== null) put(act, null)
              }}
              style={{
                minHeight: 64,
                border: over === act ? '3px solid #111' : '2px dashed #888',
                borderRadius: 8,
                background: over === act ? '#f3f0d8' : '#fafafa',
                color: '#1d2227',
                fontWeight: 600,
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                justifyContent: 'center',
              }}
            >
              <span style={{ textTransform: 'capitalize' }}>{act}</span>
              {d ? (
                <span style={{ ...dieStyle(d), minWidth: 38, minHeight: 38 }}>
                  <DieFace d={d} small />
                </span>
              ) : (
                <span style={{ color: '#777' }}>0</span>
              )}
            </button>
          )
        })}
      </div>
      {why && (
        <div role="alert" data-testid="fz-assign-error" style={{ color: '#a00', marginTop: 4 }}>
          {why}
        </div>
      )}
      <button
        type="button"
        data-testid="fz-assign-go"
        style={{ marginTop: 8, minHeight: 44 }}
        onClick={() => decide({ seat: p.seat, kind: 'assign', frame: p.frame, assignment: a })}
      >
        Done — assign (
        {['defence', 'move', 'attack', 'spot']
          .map((k) => (a[k as Act] === null ? 0 : p.pool[a[k as Act]!]?.value))
          .join(' / ')}
        )
      </button>
      {ghost && p.pool[ghost.i] && (
        <div
          aria-hidden
          style={{
            ...dieStyle(p.pool[ghost.i]!),
            position: 'fixed',
            left: ghost.x - 24,
            top: ghost.y - 24,
            pointerEvents: 'none',
            zIndex: 1000,
            boxShadow: '0 4px 12px rgba(0,0,0,.35)',
          }}
        >
          <DieFace d={p.pool[ghost.i]!} />
        </div>
      )}
    </div>
  )
}
