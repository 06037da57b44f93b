/**
 * The table's terrain pieces, each in its kind's colour with its kind and height written along its
 * top edge (clear of the control points and bases in the middle). The label keeps a readable size
 * on a small screen, up to a cap so it does not spill far over its neighbours.
 */
import type { Terrain } from './engine.ts'
import { terrainName } from './format.ts'

/** The agreed qualities each drawn piece lists in its data-qualities (the started game's terrain, readable). */
const TERRAIN_FLAGS = [
  'cover',
  'blocksLos',
  'obscuring',
  'highGround',
  'destructible',
  'deadly',
  'deepWater',
] as const

/** Each terrain kind's fill (the setup page's preview draws with the same colours). */
export const TERRAIN_FILL: Record<string, string> = {
  building: '#8a8f98',
  hill: '#b9a77a',
  forest: '#5f8f55',
  debris: '#a59c8f',
  water: '#7fb2d9',
  ruin: '#9b8d80',
}

/** The smallest terrain label on screen, in CSS pixels (unit labels get 11). */
const MIN_PX = 10

/** A terrain label's size in inches for a table drawn at `pxPerInch`: 0.7" when drawn big, at most 1.3". */
export const terrainFont = (pxPerInch: number): number =>
  pxPerInch > 0 ? Math.min(1.3, Math.max(0.7, MIN_PX / pxPerInch)) : 0.7

export function TerrainPieces({ terrain, pxPerInch }: { terrain: readonly Terrain[]; pxPerInch: number }) {
  const font = terrainFont(pxPerInch)
  return (
    <>
      {terrain.map((t) => {
        const cx = t.poly.reduce((a, p) => a + p.x, 0) / t.poly.length
        const top = Math.min(...t.poly.map((p) => p.y))
        return (
          <g
            key={t.id}
            data-testid="ms-terrain"
            data-id={t.id}
            data-qualities={TERRAIN_FLAGS.filter((f) => t[f] === true).join(' ')}
            opacity={t.destroyed ? 0.35 : 0.85}
            pointerEvents="none"
          >
            <polygon
              points={t.poly.map((p) => `${p.x},${p.y}`).join(' ')}
              fill={TERRAIN_FILL[t.kind] ?? '#999'}
              stroke="#555"
              strokeWidth={0.1}
              strokeDasharray={t.destroyed ? '0.4 0.3' : undefined}
            />
            <text
              x={cx}
              y={top + font * 1.25}
              fontSize={font}
              textAnchor="middle"
              fill="#1a1a1a"
              stroke="#f2f2ee"
              strokeWidth={font * 0.18}
              paintOrder="stroke"
            >
              {terrainName({ terrain }, t.id)} · {t.height}"
            </text>
          </g>
        )
      })}
    </>
  )
}
