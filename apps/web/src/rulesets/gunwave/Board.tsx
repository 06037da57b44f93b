/** The zone board: squares one movement unit wide, mecha on them, zones shaded around the selected one. */
import { useRef } from 'react'
import { pixelsPerUnit, useElementSize } from '../../ui/useElementSize.ts'
import { boardLook, namesShown } from './boardLook.ts'
import { bandBetween, type GwState } from './engine.ts'

// Muted on the shell's dark panel; nearer bands warmer.
const BAND_FILL: Record<string, string> = {
  adjacent: '#5a2a2a',
  close: '#5a4326',
  medium: '#4d4a24',
  long: '#27442c',
  extreme: '#23364a',
}
const CELL = 28
/** The smallest text a player is expected to read, in CSS pixels. */
const MIN_TEXT_PX = 11
/** The band above and left of the squares that holds their coordinates, in board units. */
const GUTTER = 16

/**
 * Column numbers along the top edge and row numbers down the left: the prompt's choices name
 * squares as "x,y" ("move to 4,2"), so the board says where each square is.
 */
function BoardCoords({ width, height, size }: { width: number; height: number; size: number }) {
  const common = {
    fontSize: size,
    fill: '#8b97a8',
    textAnchor: 'middle' as const,
    dominantBaseline: 'central' as const,
    pointerEvents: 'none' as const,
  }
  return (
    <g data-testid="gw-coords">
      {Array.from({ length: width }, (_, x) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one label per column, in order
        <text key={`x${x}`} x={x * CELL + CELL / 2} y={-GUTTER / 2} {...common}>
          {x}
        </text>
      ))}
      {Array.from({ length: height }, (_, y) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one label per row, in order
        <text key={`y${y}`} x={-GUTTER / 2} y={y * CELL + CELL / 2} {...common}>
          {y}
        </text>
      ))}
    </g>
  )
}

export function Board({
  state,
  selected,
  onSelect,
}: {
  state: GwState
  selected?: string | null
  onSelect?: (id: string) => void
}) {
  const { width, height } = state.scene
  // Text keeps a readable size on screen: on a phone the board is drawn at about one pixel a unit.
  const svg = useRef<SVGSVGElement>(null)
  const perUnit =
    pixelsPerUnit(useElementSize(svg), { w: width * CELL + GUTTER, h: height * CELL + GUTTER }) || 1
  const nameSize = Math.max(7, MIN_TEXT_PX / perUnit)
  // Coordinates stay readable on a phone but never outgrow their band.
  const coordSize = Math.min(GUTTER - 2, Math.max(9, MIN_TEXT_PX / perUnit))
  const tagSize = Math.max(10, MIN_TEXT_PX / perUnit)
  const sel = selected ? state.mecha[selected] : undefined
  const onBoard = Object.values(state.mecha).filter((m) => !m.destroyed && !m.left)
  const named = namesShown(onBoard, CELL, nameSize, selected)
  const look = boardLook(state.scene.environment, width, height)
  const shaded = (band: string | null) => (band ? (BAND_FILL[band] ?? look.base) : look.base)
  const cells = []
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const band = sel ? bandBetween(sel.pos, { x, y }) : null
      const rough = state.scene.terrain.find((t) => t.at.x === x && t.at.y === y)
      cells.push(
        <rect
          key={`${x},${y}`}
          x={x * CELL}
          y={y * CELL}
          width={CELL}
          height={CELL}
          fill={rough ? look.rough(rough.rating) : shaded(band)}
          // Space squares let the stars through (faintly where a band shades them).
          fillOpacity={rough || !look.stars.length ? 1 : band ? 0.8 : 0.55}
          stroke={state.scene.grid ? look.grid : 'none'}
          shapeRendering="crispEdges"
        />,
      )
      // A difficult square's rating (how much it slows), in its corner.
      if (rough)
        cells.push(
          <text
            key={`r${x},${y}`}
            x={x * CELL + 3}
            y={y * CELL + 10}
            fontSize={9}
            fill="#e8edf3"
            opacity={0.8}
            pointerEvents="none"
          >
            {rough.rating}
          </text>,
        )
    }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minHeight: 0, maxHeight: '100%' }}>
      {/* Drawn in cell units and scaled to the column, so phones, tablets and desktops all use
          the space they have; the board shrinks before the legend under it leaves the column
          (a tablet's table band is shorter than the board's width would make it). */}
      <svg
        ref={svg}
        data-testid="gw-board"
        viewBox={`${-GUTTER} ${-GUTTER} ${width * CELL + GUTTER} ${height * CELL + GUTTER}`}
        preserveAspectRatio="xMidYMid meet"
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          maxHeight: '72vh',
          flex: '0 1 auto',
          minHeight: 0,
        }}
        role="img"
        aria-label="zone board"
      >
        <rect width={width * CELL} height={height * CELL} fill={look.base} />
        <BoardCoords width={width} height={height} size={coordSize} />
        {look.stars.map((st, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed field, drawn the same every time
          <circle key={i} cx={st.x * CELL} cy={st.y * CELL} r={st.r * CELL} fill="#c8d4f0" opacity={0.7} />
        ))}
        {cells}
        {onBoard.map((m) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: selecting is a pointer shortcut; the sheet and prompt work without it
          <g
            key={m.id}
            onClick={() => onSelect?.(m.id)}
            style={{ cursor: 'pointer' }}
            data-testid={`gw-mecha-${m.id}`}
          >
            <circle
              cx={m.pos.x * CELL + CELL / 2}
              cy={m.pos.y * CELL + CELL / 2}
              r={CELL / 2 - 3}
              fill={m.side === 'players' ? '#2f6fd0' : '#c0392b'}
              opacity={m.disabled ? 0.4 : 1}
              stroke={m.id === selected ? '#f5f7fa' : 'none'}
              strokeWidth={2}
            />
            <text
              x={m.pos.x * CELL + CELL / 2}
              y={m.pos.y * CELL + CELL / 2 + tagSize * 0.38}
              fontSize={tagSize}
              textAnchor="middle"
              fill="#fff"
            >
              {m.name.slice(0, 2)}
            </text>
            {/* The full name under the token, outlined so it reads over any band. */}
            {named.has(m.id) && (
              <text
                x={m.pos.x * CELL + CELL / 2}
                y={m.pos.y * CELL + CELL - 3 + nameSize * 0.85}
                fontSize={nameSize}
                textAnchor="middle"
                fill="#e8edf3"
                stroke="#10151b"
                strokeWidth={2}
                paintOrder="stroke"
                pointerEvents="none"
              >
                {m.name}
              </text>
            )}
            <title>{`${m.name} (${m.side === 'players' ? 'pilot' : 'NPC'}) at ${m.pos.x},${m.pos.y}`}</title>
          </g>
        ))}
      </svg>
      <div
        data-testid="gw-legend"
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap', fontSize: 12, color: 'var(--muted)' }}
      >
        {sel ? (
          <span>Range bands from {sel.name}:</span>
        ) : (
          <span>Select a mecha to shade its range bands.</span>
        )}
        {sel &&
          Object.entries(BAND_FILL).map(([b, c]) => (
            <span key={b}>
              <span
                style={{ display: 'inline-block', width: 10, height: 10, background: c, marginRight: 3 }}
              />
              {b}
            </span>
          ))}
        <span>
          <span
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              background: look.rough(1),
              marginRight: 3,
            }}
          />
          {look.roughName} (the number: how much it slows)
        </span>
        <span>
          {state.scene.environment} · {state.scene.grid ? 'grid' : 'zones'}
          {state.scene.note ? ` · ${state.scene.note}` : ''}
        </span>
      </div>
    </div>
  )
}
