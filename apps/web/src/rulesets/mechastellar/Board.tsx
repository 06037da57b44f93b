// biome-ignore-all lint/suspicious/noArrayIndexKey: grid lines and spot markers are positional
/**
 * The table drawn in inches: terrain pieces, the five control points in their holder's colour,
 * units on their bases with a facing tick and their engagement ring (Size + 5"), and for the
 * selected unit its weapon ranges and sight lines to the enemies the package says it can see.
 * Deploy and move decisions from `legal` are drawn as markers a click plays.
 */
import { baseRadius, CP_RADIUS, type MsDecision, type MsState, ringOf, sightsOf } from './engine.ts'
import { seatColour } from './format.ts'

const PX = 14
const TERRAIN_FILL: Record<string, string> = {
  building: '#8a8f98',
  hill: '#b9a77a',
  forest: '#5f8f55',
  debris: '#a59c8f',
  water: '#7fb2d9',
  ruin: '#9b8d80',
}

export interface BoardProps {
  state: MsState
  /** Unit whose ranges and sight lines are shown. */
  selected?: string | null | undefined
  onSelect?: ((id: string) => void) | undefined
  /** Deploy / move decisions drawn as clickable markers. */
  spots?: readonly MsDecision[] | undefined
  onSpot?: ((d: MsDecision) => void) | undefined
}

export function Board({ state, selected, onSelect, spots, onSpot }: BoardProps) {
  const { width: w, depth: h } = state.setup.table
  const sel = state.units.find((u) => u.id === selected && u.pos && !u.destroyed)
  const seen = sel ? sightsOf(state, sel.id) : []
  const ranges = sel ? [...new Set(sel.profile.weapons.map((x) => x.range).filter((r) => r > 0))] : []
  return (
    <svg
      data-testid="ms-board"
      viewBox={`-1 -1 ${w + 2} ${h + 2}`}
      width={(w + 2) * PX}
      height={(h + 2) * PX}
      style={{ background: '#e6ebe0', maxWidth: '100%', height: 'auto', touchAction: 'manipulation' }}
      role="img"
    >
      <title>MechaStellar table</title>
      <rect x={0} y={0} width={w} height={h} fill="#eef2e8" stroke="#9aa48f" strokeWidth={0.15} />
      {Array.from({ length: Math.floor(w / 6) + 1 }, (_, i) => (
        <line key={`gx${i * 6}`} x1={i * 6} y1={0} x2={i * 6} y2={h} stroke="#d5dccc" strokeWidth={0.05} />
      ))}
      {Array.from({ length: Math.floor(h / 6) + 1 }, (_, i) => (
        <line key={`gy${i * 6}`} x1={0} y1={i * 6} x2={w} y2={i * 6} stroke="#d5dccc" strokeWidth={0.05} />
      ))}
      {state.terrain.map((t) => (
        <g key={t.id} data-testid="ms-terrain" opacity={t.destroyed ? 0.35 : 0.85}>
          <polygon
            points={t.poly.map((p) => `${p.x},${p.y}`).join(' ')}
            fill={TERRAIN_FILL[t.kind] ?? '#999'}
            stroke="#555"
            strokeWidth={0.1}
            strokeDasharray={t.destroyed ? '0.4 0.3' : undefined}
          >
            <title>
              {t.kind} · height {t.height}
              {t.highGround ? ' · high ground' : ''}
              {t.blocksLos ? ' · blocks sight' : ''}
              {t.cover ? ' · cover' : ''}
            </title>
          </polygon>
          <text
            x={t.poly.reduce((a, p) => a + p.x, 0) / t.poly.length}
            y={t.poly.reduce((a, p) => a + p.y, 0) / t.poly.length}
            fontSize={1}
            textAnchor="middle"
            fill="#222"
          >
            {t.kind} {t.height}
          </text>
        </g>
      ))}
      {state.versus.cps.map((c, i) => {
        const owner = state.versus.owner[i] ?? null
        return (
          <g key={`cp${c.x},${c.y}`} data-testid="ms-cp" data-owner={owner ?? ''}>
            <circle
              cx={c.x}
              cy={c.y}
              r={CP_RADIUS}
              fill={owner ? seatColour(owner) : '#fff'}
              fillOpacity={owner ? 0.25 : 0.5}
              stroke={seatColour(owner)}
              strokeWidth={0.2}
            />
            <text x={c.x} y={c.y + 0.4} fontSize={1.2} textAnchor="middle" fontWeight="bold" fill="#333">
              CP{i + 1}
            </text>
          </g>
        )
      })}
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
            />
          ) : null
        })}
      {state.units
        .filter((u) => u.pos && !u.destroyed)
        .map((u) => {
          const p = u.pos as { x: number; y: number }
          const r = baseRadius(u.profile.size)
          const f = (u.facing * Math.PI) / 180
          const isSel = u.id === selected
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: selecting is a pointer aid; the prompt lists every choice as a button
            <g
              key={u.id}
              data-testid="ms-unit"
              data-unit={u.id}
              onClick={() => onSelect?.(u.id)}
              style={{ cursor: onSelect ? 'pointer' : 'default' }}
              opacity={u.activated ? 0.6 : 1}
            >
              <circle
                cx={p.x}
                cy={p.y}
                r={ringOf(u)}
                fill="none"
                stroke={seatColour(u.side)}
                strokeOpacity={0.35}
                strokeWidth={0.08}
                strokeDasharray="0.3 0.3"
                data-testid="ms-ring"
              />
              <circle
                cx={p.x}
                cy={p.y}
                r={r}
                fill={seatColour(u.side)}
                stroke={isSel ? '#ffb000' : '#111'}
                strokeWidth={isSel ? 0.35 : 0.1}
              />
              <line
                x1={p.x}
                y1={p.y}
                x2={p.x + Math.cos(f) * (r + 0.8)}
                y2={p.y + Math.sin(f) * (r + 0.8)}
                stroke="#111"
                strokeWidth={0.25}
              />
              <text x={p.x} y={p.y - r - 0.4} fontSize={0.75} textAnchor="middle" fill="#111">
                {u.name}
              </text>
              <text x={p.x} y={p.y + r + 1.1} fontSize={0.7} textAnchor="middle" fill="#333">
                {u.hp} HP
              </text>
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
          // biome-ignore lint/a11y/noStaticElementInteractions: each marker is also a button in the prompt panel
          <circle
            key={`s${i}`}
            data-testid="ms-spot"
            cx={to.x}
            cy={to.y}
            r={0.9}
            fill="#ffb000"
            fillOpacity={0.6}
            stroke="#7a5200"
            strokeWidth={0.12}
            style={{ cursor: 'pointer' }}
            onClick={() => onSpot?.(d)}
          />
        ) : null
      })}
    </svg>
  )
}
