// biome-ignore-all lint/suspicious/noArrayIndexKey: ruler grid lines are positional
/**
 * The table drawn in ruler units: brick structures labelled with their height in bricks, stations
 * in their controller's colour (striped when contested), frames with their defence (blue) and spot
 * (yellow) markers. A tap reports the point in units; hovering shows the distance from the
 * active frame (the ruler). Pan, pinch and wheel zoom come from the shared camera (ui/useCamera),
 * with zoom buttons under the table.
 */
import { useLayoutEffect, useRef, useState } from 'react'
import { useCamera } from '../../ui/useCamera.ts'
import { ZoomButtons } from '../../ui/ZoomButtons.tsx'
import { coverHeight, FRAME_RADIUS, type FzState, frameGap, isCover, stationStatus } from './engine.ts'
import { seatColour } from './format.ts'

const PX = 22
/** A margin round the table, so labels of frames at the edge stay readable. */
const M = 1.2

/** Smallest on-screen size of a label, in CSS px: below it a phone's table cannot be read. */
const MIN_LABEL_PX = 11

/**
 * How much to enlarge labels drawn `size` units high so they stay readable when the table is
 * drawn small (a phone): 1 on a desktop or zoomed in, up to 2.5 on a narrow screen.
 */
function useLabelScale(ref: React.RefObject<SVGSVGElement | null>, unitsWide: number, size: number) {
  const [k, setK] = useState(1)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => {
      const ppu = el.getBoundingClientRect().width / unitsWide
      if (ppu > 0) setK(Math.min(2.5, Math.max(1, MIN_LABEL_PX / (size * ppu))))
    }
    measure()
    const ro = new ResizeObserver(measure)
    ro.observe(el)
    return () => ro.disconnect()
  }, [ref, unitsWide, size])
  return k
}

/** "Medium Tank 5" → "MT5": short labels keep neighbours from overlapping; the full name is the tooltip. */
const short = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => (/^\d+$/.test(w) ? w : w[0]?.toUpperCase()))
    .join('')

/**
 * The ruler reads between closest points: to another frame's footprint when the pointer is on
 * one, else from the active frame's footprint edge to the pointer.
 */
function rulerGap(s: FzState, from: { x: number; y: number }, to: { x: number; y: number }): number {
  const on = s.frames.find(
    (f) => f.pos && !f.destroyed && Math.hypot(f.pos.x - to.x, f.pos.y - to.y) <= FRAME_RADIUS,
  )
  if (on?.pos) return frameGap(from, on.pos)
  return Math.max(0, Math.hypot(to.x - from.x, to.y - from.y) - FRAME_RADIUS)
}

export function Board({
  state,
  active,
  onPick,
}: {
  state: FzState
  active?: string | undefined
  onPick?: ((p: { x: number; y: number }) => void) | undefined
}) {
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null)
  const w = state.table.width
  const h = state.table.height
  const me = state.frames.find((f) => f.id === active && f.pos)
  const svg = useRef<SVGSVGElement>(null)
  // Points are kept to a tenth of a unit: what a player can place by hand, and short in the log.
  const tenth = (p: { x: number; y: number }) => ({
    x: Math.round(p.x * 10) / 10,
    y: Math.round(p.y * 10) / 10,
  })
  const cam = useCamera(
    w,
    h,
    svg,
    {
      onTap: (p) => onPick?.(tenth(p)),
      onHover: (p) => setHover(p && tenth(p)),
      dragsUnit: () => false,
      onDrop: () => {},
    },
    M,
  )
  const { view } = cam
  const k = useLabelScale(svg, view.w, 0.5)
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minHeight: 0, maxHeight: '100%' }}>
      <svg
        ref={svg}
        data-testid="fz-board"
        data-view={`${view.x.toFixed(2)} ${view.y.toFixed(2)} ${view.w.toFixed(2)} ${view.h.toFixed(2)}`}
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        preserveAspectRatio="xMidYMid meet"
        width={(w + 2 * M) * PX}
        height={(h + 2 * M) * PX}
        style={{
          width: '100%',
          maxHeight: '100%',
          height: 'auto',
          display: 'block',
          touchAction: 'none',
          userSelect: 'none',
          cursor: onPick ? 'crosshair' : 'grab',
        }}
        role="img"
        {...cam.bind}
      >
        <title>Frame Zero table</title>
        <rect x={-M} y={-M} width={w + 2 * M} height={h + 2 * M} fill="#3a4046" />
        <rect x={0} y={0} width={w} height={h} fill="#e9efe3" />
        {Array.from({ length: Math.floor(w / 8) + 1 }, (_, i) => (
          <line key={`gx${i}`} x1={i * 8} y1={0} x2={i * 8} y2={h} stroke="#cfd8c6" strokeWidth={0.05} />
        ))}
        {Array.from({ length: Math.floor(h / 8) + 1 }, (_, i) => (
          <line key={`gy${i}`} x1={0} y1={i * 8} x2={w} y2={i * 8} stroke="#cfd8c6" strokeWidth={0.05} />
        ))}
        {state.cover.map((c) => (
          <g key={c.id} data-testid="fz-cover">
            <rect
              x={c.x}
              y={c.y}
              width={c.w}
              height={c.h}
              fill={c.hazard ? '#e9a23b' : c.difficult ? '#b59a6a' : isCover(c) ? '#8d8d8d' : '#c9c9c9'}
              fillOpacity={c.hazard ? 0.55 : 1}
              stroke={c.hazard ? '#b05a00' : c.difficult ? '#7a6238' : '#555'}
              strokeWidth={0.06}
              strokeDasharray={c.difficult || c.hazard ? '0.25 0.15' : undefined}
            />
            <text
              x={c.x + c.w / 2}
              y={c.y + c.h / 2 + 0.25 * k}
              fontSize={0.7 * Math.min(k, 1.6)}
              textAnchor="middle"
              fill="#fff"
              paintOrder="stroke"
              stroke="#555"
              strokeWidth={0.12}
            >
              {c.hazard ? 'hazard' : c.difficult ? 'difficult' : `${coverHeight(c)}b`}
            </text>
          </g>
        ))}
        {state.stations
          .filter((st) => st.pos)
          .map((st) => {
            const status = stationStatus(state, st)
            return (
              <g key={st.id} data-testid="fz-station" data-owner={st.controller ?? ''} data-status={status}>
                <circle
                  cx={st.pos!.x}
                  cy={st.pos!.y}
                  r={1.4}
                  fill="none"
                  stroke="#999"
                  strokeDasharray="0.2 0.2"
                  strokeWidth={0.05}
                />
                <rect
                  x={st.pos!.x - 0.4}
                  y={st.pos!.y - 0.4}
                  width={0.8}
                  height={0.8}
                  fill={st.controller ? seatColour(st.controller) : '#fff'}
                  stroke={status === 'contested' ? '#000' : '#444'}
                  strokeWidth={status === 'contested' ? 0.2 : 0.08}
                />
              </g>
            )
          })}
        {state.frames
          .filter((f) => f.pos && !f.destroyed)
          .map((f) => (
            <g key={f.id} data-testid="fz-frame" data-frame={f.id}>
              <circle
                cx={f.pos!.x}
                cy={f.pos!.y}
                r={0.5}
                fill={seatColour(f.seat)}
                stroke={f.id === active ? '#000' : f.activated ? '#aaa' : '#fff'}
                strokeWidth={f.id === active ? 0.15 : 0.08}
              />
              <title>{f.name}</title>
              <text
                x={f.pos!.x}
                y={f.pos!.y - 0.55 - 0.15 * k}
                fontSize={(f.id === active ? 0.6 : 0.5) * k}
                data-testid="fz-frame-label"
                fontWeight={f.id === active ? 700 : 400}
                textAnchor="middle"
                paintOrder="stroke"
                stroke="#e9efe3"
                strokeWidth={0.12}
              >
                {f.id === active ? f.name : short(f.name)}
              </text>
              {f.defence !== null && (
                <g data-testid="fz-defence">
                  <rect x={f.pos!.x + 0.45} y={f.pos!.y - 0.1} width={0.6} height={0.6} fill="#2f6fd6" />
                  <text
                    x={f.pos!.x + 0.75}
                    y={f.pos!.y + 0.38}
                    fontSize={0.5}
                    textAnchor="middle"
                    fill="#fff"
                  >
                    {f.defence}
                  </text>
                </g>
              )}
              {state.spots[f.id] !== undefined && (
                <g data-testid="fz-spot">
                  <rect x={f.pos!.x - 1.05} y={f.pos!.y - 0.1} width={0.6} height={0.6} fill="#e8c21e" />
                  <text x={f.pos!.x - 0.75} y={f.pos!.y + 0.38} fontSize={0.5} textAnchor="middle">
                    {state.spots[f.id]}
                  </text>
                </g>
              )}
            </g>
          ))}
        {me && hover && (
          <g pointerEvents="none">
            <line
              x1={me.pos!.x}
              y1={me.pos!.y}
              x2={hover.x}
              y2={hover.y}
              stroke="#000"
              strokeWidth={0.06}
              strokeDasharray="0.3 0.2"
            />
            <text x={hover.x + 0.3} y={hover.y - 0.3} fontSize={0.7 * k} data-testid="fz-ruler">
              {rulerGap(state, me.pos!, hover).toFixed(1)} u
            </text>
          </g>
        )}
      </svg>
      <div style={{ display: 'flex', minHeight: 44, flex: 'none' }}>
        <ZoomButtons prefix="fz" zoomIn={cam.zoomIn} zoomOut={cam.zoomOut} fit={cam.fit} />
      </div>
    </div>
  )
}
