/** The zone board: squares one movement unit wide, mecha on them, zones shaded around the selected one. */
import { bandBetween, type GwState } from './engine.ts'

const BAND_FILL: Record<string, string> = {
  adjacent: '#f6d3d3',
  close: '#f6e3c8',
  medium: '#f3f0c6',
  long: '#dcefd6',
  extreme: '#d8e6f3',
}
const CELL = 28

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
  const sel = selected ? state.mecha[selected] : undefined
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
          fill={rough ? '#bba88a' : band ? (BAND_FILL[band] ?? '#fff') : '#fafafa'}
          stroke={state.scene.grid ? '#ccc' : 'none'}
        />,
      )
    }
  return (
    <svg
      data-testid="gw-board"
      width={width * CELL}
      height={height * CELL}
      role="img"
      aria-label="zone board"
    >
      {cells}
      {Object.values(state.mecha)
        .filter((m) => !m.destroyed && !m.left)
        .map((m) => (
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
              stroke={m.id === selected ? '#000' : 'none'}
              strokeWidth={2}
            />
            <text
              x={m.pos.x * CELL + CELL / 2}
              y={m.pos.y * CELL + CELL / 2 + 4}
              fontSize={10}
              textAnchor="middle"
              fill="#fff"
            >
              {m.name.slice(0, 2)}
            </text>
          </g>
        ))}
    </svg>
  )
}
