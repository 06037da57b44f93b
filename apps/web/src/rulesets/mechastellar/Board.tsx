// biome-ignore-all lint/suspicious/noArrayIndexKey: grid lines and spot markers are positional
/**
 * The table drawn in inches: terrain, the five control points in their holder's colour, units on
 * their bases with a facing tick and their engagement ring (Size + 5"), and for the selected unit
 * its weapon ranges and sight lines to the enemies the package says it can see. While a unit is
 * being placed the table shows its reach (or the deployment band) and a ghost base at the pointer,
 * green or red by the engine's verdict. Pan, zoom and taps come from `useCamera`; labels are laid
 * out so they do not overlap.
 */
import type { Vec } from '@sortie/engine'
import { type ReactNode, useRef } from 'react'
import { type CameraHandlers, useCamera } from '../../ui/useCamera.ts'
import { pixelsPerUnit, useElementSize } from '../../ui/useElementSize.ts'
import { ZoomButtons } from '../../ui/ZoomButtons.tsx'
import { AoeArea } from './AoeArea.tsx'
import { BoardLabels } from './BoardLabels.tsx'
import {
  type AoeAreaShown,
  baseOf,
  CP_RADIUS,
  deployBand,
  engagementRing,
  type MoveVerdict,
  type MsDecision,
  type MsState,
  reachOf,
  sightsFrom,
} from './engine.ts'
import { seatColour } from './format.ts'
import { labelFont, layoutLabels } from './labels.ts'
import { TerrainPieces } from './TerrainPieces.tsx'
import './board.css'

const SPOT_R = 0.7
export interface BoardProps {
  state: MsState
  /** Unit whose ranges and sight lines are shown. */
  selected?: string | null | undefined
  onSelect?: ((id: string) => void) | undefined
  /** Deploy / move decisions from `legal`, drawn as suggested spots a click plays. */
  spots?: readonly MsDecision[] | undefined
  onSpot?: ((d: MsDecision) => void) | undefined
  /** The unit a tap on empty table would place (deploying, or the acting unit with moves left). */
  mover?: string | null | undefined
  /** The engine's verdict for the pointer's spot, drawn as a ghost base. */
  ghost?: { at: Vec; verdict: MoveVerdict } | null | undefined
  onHover?: ((p: Vec | null) => void) | undefined
  /** A tap or a drop at a table point with the mover in hand. */
  onPlace?: ((p: Vec) => void) | undefined
  /** Under the table: zoom buttons and whatever the table adds (the verdict line). */
  footer?: ReactNode
  /** Fill the parent's height (the live table) rather than keep the table's aspect (replays). */
  fill?: boolean
  /** The area of the AOE shot being aimed, as the engine judges it. */
  area?: AoeAreaShown | null | undefined
}

export function Board(props: BoardProps) {
  const { state, selected, onSelect, spots, onSpot, mover, ghost, onHover, onPlace, footer, fill } = props
  const { width: w, depth: h } = state.setup.table
  const svg = useRef<SVGSVGElement | null>(null)
  const handlers: CameraHandlers = {
    onTap: (p, unit) => {
      const spot = spots?.find((d) => {
        const to = d.kind === 'deploy' ? d.at : d.kind === 'move' ? d.to : null
        return to && Math.hypot(to.x - p.x, to.y - p.y) <= SPOT_R + 0.2
      })
      if (spot && onSpot) onSpot(spot)
      else if (unit) onSelect?.(unit)
      else if (mover && onPlace) onPlace(p)
    },
    onHover: (p) => onHover?.(p),
    dragsUnit: (unit) => !!mover && unit === mover && !!onPlace,
    onDrop: (p) => onPlace?.(p),
  }
  const cam = useCamera(w, h, svg, handlers)
  const size = useElementSize(svg)
  const sel = state.units.find((u) => u.id === selected && u.pos && !u.destroyed)
  const seen = sel ? sightsFrom(state, sel.id) : []
  const ranges = sel ? [...new Set(sel.profile.weapons.map((x) => x.range).filter((r) => r > 0))] : []
  const moving = state.units.find((u) => u.id === mover)
  const band = moving && state.phase === 'deploy' ? deployBand(state, moving.side) : null
  const onTable = state.units.filter((u) => u.pos && !u.destroyed)
  const { view } = cam
  // Labels keep a readable size on screen: on a small table their inches grow (labels.ts).
  const px = pixelsPerUnit(size, view)
  const labels = layoutLabels(
    onTable.map((u) => ({
      id: u.id,
      x: (u.pos as Vec).x,
      y: (u.pos as Vec).y,
      r: baseOf(u),
      lines: [u.name, `${u.hp} HP`],
    })),
    labelFont(px),
    new Set([selected, mover].filter((x): x is string => !!x)),
  )
  const ghostUnit = ghost && moving
  return (
    <div
      data-testid="ms-board-wrap"
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        ...(fill ? { flex: 1, minHeight: 0 } : {}),
      }}
    >
      <div
        style={{
          position: 'relative',
          background: '#e6ebe0',
          borderRadius: 6,
          overflow: 'hidden',
          ...(fill ? { flex: 1, minHeight: 240 } : { width: '100%', aspectRatio: `${w + 2} / ${h + 2}` }),
        }}
      >
        <svg
          ref={svg}
          data-testid="ms-board"
          data-view={`${view.x.toFixed(2)} ${view.y.toFixed(2)} ${view.w.toFixed(2)} ${view.h.toFixed(2)}`}
          viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
          preserveAspectRatio="xMidYMid meet"
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            touchAction: 'none',
            cursor: mover && onPlace ? 'crosshair' : 'grab',
            userSelect: 'none',
          }}
          role="img"
          {...cam.bind}
        >
          <title>MechaStellar table</title>
          <rect
            data-testid="ms-table"
            x={0}
            y={0}
            width={w}
            height={h}
            fill="#eef2e8"
            stroke="#9aa48f"
            strokeWidth={0.15}
          />
          {Array.from({ length: Math.floor(w / 6) + 1 }, (_, i) => (
            <line
              key={`gx${i * 6}`}
              x1={i * 6}
              y1={0}
              x2={i * 6}
              y2={h}
              stroke="#d5dccc"
              strokeWidth={0.05}
            />
          ))}
          {Array.from({ length: Math.floor(h / 6) + 1 }, (_, i) => (
            <line
              key={`gy${i * 6}`}
              x1={0}
              y1={i * 6}
              x2={w}
              y2={i * 6}
              stroke="#d5dccc"
              strokeWidth={0.05}
            />
          ))}
          {band && moving && (
            <rect
              data-testid="ms-deploy-band"
              x={0}
              y={band.y0}
              width={w}
              height={band.y1 - band.y0}
              fill={seatColour(moving.side)}
              fillOpacity={0.08}
              stroke={seatColour(moving.side)}
              strokeOpacity={0.5}
              strokeWidth={0.1}
              strokeDasharray="0.6 0.4"
              pointerEvents="none"
            />
          )}
          <TerrainPieces terrain={state.terrain} pxPerInch={px} />
          {state.versus.cps.map((c, i) => {
            const owner = state.versus.owner[i] ?? null
            return (
              <g key={`cp${c.x},${c.y}`} data-testid="ms-cp" data-owner={owner ?? ''} pointerEvents="none">
                <circle
                  cx={c.x}
                  cy={c.y}
                  r={CP_RADIUS}
                  fill={owner ? seatColour(owner) : '#fff'}
                  fillOpacity={owner ? 0.2 : 0.45}
                  stroke={seatColour(owner)}
                  strokeWidth={0.2}
                />
                <text
                  x={c.x}
                  y={c.y - CP_RADIUS + 1.1}
                  fontSize={0.9}
                  textAnchor="middle"
                  fontWeight="bold"
                  fill="#333"
                >
                  CP{i + 1}
                </text>
              </g>
            )
          })}
          {moving?.pos && (
            <circle
              data-testid="ms-reach"
              cx={moving.pos.x}
              cy={moving.pos.y}
              r={reachOf(moving)}
              fill="#ffb000"
              fillOpacity={0.07}
              stroke="#c77d00"
              strokeWidth={0.1}
              pointerEvents="none"
            />
          )}
          {sel?.pos &&
            ranges.map((r) => (
              <circle
                key={`r${r}`}
                cx={sel.pos?.x}
                cy={sel.pos?.y}
                r={r}
                fill="none"
                stroke="#c77d00"
                strokeWidth={0.12}
                strokeDasharray="0.8 0.5"
                data-testid="ms-range"
                pointerEvents="none"
              />
            ))}
          {sel?.pos &&
            seen.map((x) => {
              const t = state.units.find((u) => u.id === x.id)
              return t?.pos ? (
                <line
                  key={`los${x.id}`}
                  data-testid="ms-los"
                  x1={sel.pos?.x}
                  y1={sel.pos?.y}
                  x2={t.pos.x}
                  y2={t.pos.y}
                  stroke={x.partial ? '#c77d00' : '#2a9d3a'}
                  strokeWidth={0.15}
                  strokeDasharray={x.partial ? '0.5 0.3' : undefined}
                  pointerEvents="none"
                />
              ) : null
            })}
          <AoeArea state={state} area={props.area} />
          {onTable.map((u) => {
            const p = u.pos as Vec
            const r = baseOf(u)
            const f = (u.facing * Math.PI) / 180
            const isSel = u.id === selected
            return (
              <g
                key={u.id}
                data-testid="ms-unit"
                data-unit={u.id}
                style={{ cursor: 'pointer' }}
                opacity={u.activated ? 0.6 : 1}
              >
                <circle
                  cx={p.x}
                  cy={p.y}
                  r={engagementRing(u)}
                  fill="none"
                  stroke={seatColour(u.side)}
                  strokeOpacity={0.3}
                  strokeWidth={0.08}
                  strokeDasharray="0.3 0.3"
                  data-testid="ms-ring"
                  pointerEvents="none"
                />
                <circle
                  cx={p.x}
                  cy={p.y}
                  r={r}
                  fill={seatColour(u.side)}
                  stroke={isSel ? '#ffb000' : u.id === mover ? '#c77d00' : '#111'}
                  strokeWidth={isSel || u.id === mover ? 0.35 : 0.1}
                />
                <line
                  x1={p.x}
                  y1={p.y}
                  x2={p.x + Math.cos(f) * (r + 0.8)}
                  y2={p.y + Math.sin(f) * (r + 0.8)}
                  stroke="#111"
                  strokeWidth={0.25}
                  pointerEvents="none"
                />
                <title>
                  {u.name} ({u.profile.name}) · HP {u.hp}/{u.profile.hp} · Size {u.profile.size} · Move{' '}
                  {u.profile.move}"
                </title>
              </g>
            )
          })}
          {spots?.map((d, i) => {
            const to = d.kind === 'deploy' ? d.at : d.kind === 'move' ? d.to : null
            return to ? (
              <circle
                key={`s${i}`}
                data-testid="ms-spot"
                cx={to.x}
                cy={to.y}
                r={SPOT_R}
                fill="#ffb000"
                fillOpacity={0.55}
                stroke="#7a5200"
                strokeWidth={0.1}
                style={{ cursor: 'pointer' }}
              />
            ) : null
          })}
          {ghostUnit && ghost && (
            <g data-testid="ms-ghost" data-ok={ghost.verdict.ok ? 'yes' : 'no'} pointerEvents="none">
              {moving?.pos && (
                <line
                  x1={moving.pos.x}
                  y1={moving.pos.y}
                  x2={ghost.at.x}
                  y2={ghost.at.y}
                  stroke={ghost.verdict.ok ? '#2a9d3a' : '#c0392b'}
                  strokeWidth={0.12}
                  strokeDasharray="0.4 0.3"
                />
              )}
              <circle
                cx={ghost.at.x}
                cy={ghost.at.y}
                r={baseOf(moving)}
                fill={ghost.verdict.ok ? '#2a9d3a' : '#c0392b'}
                fillOpacity={0.35}
                stroke={ghost.verdict.ok ? '#1d6e28' : '#8e2a1f'}
                strokeWidth={0.12}
              />
            </g>
          )}
          <BoardLabels labels={labels} units={onTable} />
        </svg>
      </div>
      <div className="ms-board-foot">
        <div className="ms-board-status">{footer}</div>
        <ZoomButtons prefix="ms" zoomIn={cam.zoomIn} zoomOut={cam.zoomOut} fit={cam.fit} />
      </div>
    </div>
  )
}
