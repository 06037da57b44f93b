/**
 * The table's key: one row for each kind of thing on this table (mission markers, counters and
 * pieces, deployment areas, suppression zones, hull breaches, terrain by quality), drawn with the
 * same glyphs as the table. Collapsed at first over the table (it would hide its corner); the choice is remembered.
 */
import type { PieceKind } from '@sortie/gunframe/missions'
import type { TerrainFeature } from '@sortie/gunframe/table'
import { memo, type ReactNode, useState } from 'react'
import type { BattleState } from '../../engine.ts'
import { cargo, deploymentZones, type MarkKind, missionMarks } from '../missionView.ts'
import { AreaGlyph, MarkGlyph, PieceGlyph } from './MissionGlyphs.tsx'
import { isBreach, isSuppression, terrainStyle } from './Terrain.tsx'

const MARK_NAMES: Record<MarkKind, string> = {
  objective: 'Objective marker (3" control ring)',
  hq: 'HQ marker',
  loot: 'Loot counter',
  poi: 'Point of interest',
  device: 'Doomsday device (clock)',
}
const PIECE_NAMES: Record<PieceKind, string> = {
  'convoy-vehicle': 'Convoy vehicle',
  'raid-target': 'Raid target',
  bunker: 'Bunker',
  'gun-emplacement': 'Gun emplacement',
  'disruption-beacon': 'Disruption beacon',
  'objective-building': 'Objective building',
}
const QUALITIES = ['blocking', 'elevated', 'obscuring', 'difficult', 'dangerous'] as const

interface Row {
  key: string
  glyph: ReactNode
  text: string
}

function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg className="legend-glyph" viewBox="-1.7 -1.7 3.4 3.4" aria-hidden="true">
      <g transform="scale(1,-1)">{children}</g>
    </svg>
  )
}

const O = { x: 0, y: 0 }

export function legendRows(state: BattleState, names?: Record<string, string>): Row[] {
  const rows: Row[] = []
  const marks = missionMarks(state.mission.state, state.mission.objectives)
  const kinds = new Set(marks.map((m) => m.kind))
  if (cargo(state.mission.state).size) kinds.add('loot')
  for (const k of ['objective', 'hq', 'loot', 'poi', 'device'] as MarkKind[])
    if (kinds.has(k))
      rows.push({
        key: `mark-${k}`,
        glyph: (
          <MarkGlyph kind={k} at={O} label={k === 'objective' ? '1' : k === 'device' ? '!' : undefined} />
        ),
        text: MARK_NAMES[k],
      })
  const pieces = new Set(
    state.units.filter((u) => u.piece && u.status === 'table').map((u) => u.piece as PieceKind),
  )
  for (const p of pieces)
    rows.push({
      key: `piece-${p}`,
      glyph: <PieceGlyph kind={p} at={O} r={1} facing={0} colour="#cbd5e1" />,
      text: PIECE_NAMES[p],
    })
  const zoneSides = new Set(deploymentZones(state).map((z) => z.side))
  for (const side of zoneSides)
    rows.push({
      key: `zone-${side}`,
      glyph: <AreaGlyph kind={side === 'p2' ? 'zone-p2' : 'zone-p1'} at={O} />,
      text: `${names?.[side] ?? (side === 'p1' ? 'Blue' : side === 'p2' ? 'Red' : side)} deployment area`,
    })
  const terrain = state.field.terrain
  if (terrain.some(isSuppression))
    rows.push({
      key: 'sz',
      glyph: <AreaGlyph kind="suppression" at={O} />,
      text: 'Suppression zone (this turn)',
    })
  if (terrain.some(isBreach))
    rows.push({ key: 'breach', glyph: <AreaGlyph kind="breach" at={O} />, text: 'Hull breach' })
  const plain = terrain.filter((f) => !isSuppression(f) && !isBreach(f))
  for (const q of QUALITIES) {
    const f = plain.find(
      (t) => t.qualities.includes(q) && QUALITIES.find((x) => t.qualities.includes(x)) === q,
    )
    if (!f) continue
    const st = terrainStyle(f as TerrainFeature)
    rows.push({
      key: `q-${q}`,
      glyph: (
        <rect
          x={-1.2}
          y={-0.9}
          width={2.4}
          height={1.8}
          fill={st.fill}
          stroke={st.stroke}
          strokeWidth={0.14}
          strokeDasharray={st.dash}
          opacity={st.opacity}
        />
      ),
      text: `${q.charAt(0).toUpperCase()}${q.slice(1)} terrain`,
    })
  }
  return rows
}

const KEY = 'sortie.legend'

export const TableLegend = memo(function TableLegend({
  state,
  names,
  below,
}: {
  state: BattleState
  names?: Record<string, string> | undefined
  /** Laid out under the table, always open, in columns. */
  below?: boolean
}) {
  const [stored, setOpen] = useState(() => localStorage.getItem(KEY) === 'open')
  const open = below || stored
  const rows = legendRows(state, names)
  if (!rows.length) return null
  const toggle = () => {
    localStorage.setItem(KEY, open ? 'closed' : 'open')
    setOpen(!open)
  }
  return (
    <div className={`table-legend${open ? ' open' : ''}${below ? ' below' : ''}`} data-testid="legend">
      {!below && (
        <button type="button" className="legend-toggle" onClick={toggle} aria-expanded={open}>
          {open ? 'Key ▾' : 'Key ▸'}
        </button>
      )}
      {open && (
        <ul>
          {rows.map((r) => (
            <li key={r.key} data-legend={r.key}>
              <Swatch>{r.glyph}</Swatch>
              <span>{r.text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
})
