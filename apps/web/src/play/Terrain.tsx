/** The battlefield's terrain, drawn by quality (memoised: it only changes with the field). */
import type { Battlefield, TerrainFeature } from '@sortie/gunframe/table'
import { memo } from 'react'

export function terrainStyle(f: TerrainFeature): {
  fill: string
  stroke: string
  dash?: string
  opacity: number
} {
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
