/** The battlefield's terrain, drawn by quality (memoised: it only changes with the field). */
import type { Battlefield, TerrainFeature } from '@sortie/gunframe/table'
import { memo } from 'react'

/** Terrain the battle adds in play: power attacks' suppression zones and space hull breaches. */
export const isSuppression = (f: TerrainFeature): boolean => f.id.startsWith('terrain:sz:')
export const isBreach = (f: TerrainFeature): boolean => f.id.startsWith('terrain:hull-breach:')

export function terrainStyle(f: TerrainFeature): {
  fill: string
  stroke: string
  dash?: string
  opacity: number
} {
  if (isSuppression(f))
    return { fill: 'url(#hatch-suppression)', stroke: '#fb923c', dash: '0.35 0.2', opacity: 0.9 }
  if (isBreach(f)) return { fill: 'url(#breach-void)', stroke: '#a78bfa', opacity: 1 }
  const q = new Set(f.qualities)
  if (q.has('blocking')) return { fill: '#3a4350', stroke: '#6b7a8c', opacity: 1 }
  if (q.has('elevated')) return { fill: '#4a5360', stroke: '#9aa8b8', opacity: 0.95 }
  if (q.has('dangerous'))
    return { fill: 'url(#hatch-danger)', stroke: '#e0603a', dash: '0.6 0.4', opacity: 0.95 }
  if (q.has('obscuring'))
    return { fill: 'url(#dots-obscuring)', stroke: '#4f8a5b', dash: '0.4 0.3', opacity: 0.9 }
  if (q.has('difficult'))
    return { fill: 'url(#hatch-difficult)', stroke: '#a07c45', dash: '0.5 0.3', opacity: 0.9 }
  if (f.category === 'obstacle') return { fill: '#5b5346', stroke: '#a08f70', opacity: 1 }
  return { fill: '#2a3038', stroke: '#4b5563', opacity: 0.6 }
}

export function TerrainDefs() {
  return (
    <defs>
      <pattern
        id="hatch-danger"
        width="1"
        height="1"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="1" height="1" fill="#3a1f1a" />
        <line x1="0" y1="0" x2="0" y2="1" stroke="#c2502f" strokeWidth="0.35" />
      </pattern>
      <pattern
        id="hatch-difficult"
        width="1.2"
        height="1.2"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(-30)"
      >
        <rect width="1.2" height="1.2" fill="#33291b" />
        <line x1="0" y1="0" x2="0" y2="1.2" stroke="#8a6a3a" strokeWidth="0.2" />
      </pattern>
      <pattern id="dots-obscuring" width="1" height="1" patternUnits="userSpaceOnUse">
        <rect width="1" height="1" fill="#1d3323" />
        <circle cx="0.5" cy="0.5" r="0.28" fill="#3f7a4c" />
      </pattern>
      <pattern
        id="hatch-suppression"
        width="0.8"
        height="0.8"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(-45)"
      >
        <rect width="0.8" height="0.8" fill="#3b2306" fillOpacity="0.75" />
        <line x1="0" y1="0" x2="0" y2="0.8" stroke="#f59e0b" strokeWidth="0.22" />
      </pattern>
      <radialGradient id="breach-void">
        <stop offset="0%" stopColor="#000000" />
        <stop offset="70%" stopColor="#0b0720" />
        <stop offset="100%" stopColor="#2e1065" />
      </radialGradient>
      <pattern id="grid" width="6" height="6" patternUnits="userSpaceOnUse">
        <path d="M 6 0 L 0 0 0 6" fill="none" stroke="#ffffff" strokeOpacity="0.05" strokeWidth="0.06" />
      </pattern>
    </defs>
  )
}

const pts = (f: TerrainFeature) => f.polygon.map((p) => `${p.x},${p.y}`).join(' ')

export const TerrainLayer = memo(function TerrainLayer({ field }: { field: Battlefield }) {
  return (
    <g className="terrain">
      <rect x={0} y={0} width={field.width} height={field.depth} fill="#1b2027" />
      <rect x={0} y={0} width={field.width} height={field.depth} fill="url(#grid)" />
      {field.terrain.map((f) => {
        const st = terrainStyle(f)
        return (
          <polygon
            key={f.id}
            points={pts(f)}
            fill={st.fill}
            stroke={st.stroke}
            strokeWidth={0.12}
            strokeDasharray={st.dash}
            opacity={st.opacity}
            className={isSuppression(f) ? 'terrain-suppression' : isBreach(f) ? 'terrain-breach' : undefined}
          >
            <title>
              {f.name} — {f.category}
              {f.qualities.length ? `: ${f.qualities.join(', ')}` : ''}
              {f.height ? `, ${f.height}" high` : ''}
            </title>
          </polygon>
        )
      })}
      <rect
        x={0}
        y={0}
        width={field.width}
        height={field.depth}
        fill="none"
        stroke="#5b6675"
        strokeWidth={0.15}
      />
    </g>
  )
})
