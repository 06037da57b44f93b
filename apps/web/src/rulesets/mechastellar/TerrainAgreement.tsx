/**
 * The pre-game terrain agreement (MS-DEPLOY-TERRAIN): pick one of the package's named layouts, see it
 * drawn, and tick each piece's agreed qualities. The UI only edits flags; which flags a piece may have
 * and whether the result is a valid setup is the package's call (withAgreedTerrain).
 */

import { deployBandFor, type MsSetup, type MsSide, type Terrain, type TerrainLayout } from './engine.ts'
import { seatColour } from './format.ts'
import { TERRAIN_FILL } from './TerrainPieces.tsx'

type Quality = 'cover' | 'blocksLos' | 'obscuring' | 'highGround' | 'destructible' | 'deadly' | 'deepWater'

const QUALITIES: { key: Quality; label: string; water?: true }[] = [
  { key: 'cover', label: 'cover' },
  { key: 'blocksLos', label: 'blocks LOS' },
  { key: 'obscuring', label: 'obscuring' },
  { key: 'highGround', label: 'High Ground' },
  { key: 'destructible', label: 'destructible' },
  { key: 'deadly', label: 'deadly' },
  { key: 'deepWater', label: 'deep water', water: true },
]

/** The piece's short name: its id without the "terrain:" prefix. */
const shortName = (t: Terrain) => t.id.replace(/^terrain:/, '')

export interface TerrainAgreementProps {
  layouts: readonly TerrainLayout[]
  layout: string
  terrain: Terrain[]
  /** A new layout picked: the caller resets the agreed pieces to that layout's own. */
  onLayout(id: string): void
  onChange(terrain: Terrain[]): void
  /** The side taking the south (low-y) half, or null while the sides will dice for it. */
  south?: MsSide | null
  /** The table and deployment style as the package's setup has them (sizes and bands are its). */
  setup: Pick<MsSetup, 'table' | 'deployment'>
}

/**
 * The table from above, scaled to a small square, each piece in its board colour, with the
 * deployment bands the package gives the setup (`deployBandFor`: none for alternate deployment).
 */
function Preview({
  terrain,
  south,
  setup,
}: {
  terrain: Terrain[]
  south: MsSide | null
  setup: Pick<MsSetup, 'table' | 'deployment'>
}) {
  const { width, depth } = setup.table
  // Until the dice decide, neither band is anyone's yet: they are drawn as if Blue took the south
  // half, in grey.
  const holder = south ?? 'p1'
  const bands = (['p1', 'p2'] as const).map((side) => ({
    side,
    band: deployBandFor({ ...setup, south: holder }, side),
  }))
  return (
    <svg
      data-testid="ms-layout-preview"
      viewBox={`0 0 ${width} ${depth}`}
      width={144}
      height={(144 * depth) / width}
      role="img"
      aria-label="terrain layout preview"
      style={{ background: '#e8e4d8', border: '1px solid #888', flex: 'none' }}
    >
      {/* the deployment bands, faint: the south (low-y) one drawn at the top, as on the board */}
      {bands.map(({ side, band }) =>
        band ? (
          <rect
            key={side}
            {...(side === holder ? { 'data-testid': 'ms-preview-south' } : {})}
            x={0}
            y={band.y0}
            width={width}
            height={band.y1 - band.y0}
            fill={south ? seatColour(side) : '#888'}
            opacity={0.25}
          />
        ) : null,
      )}
      {terrain.map((t) => (
        <polygon
          key={t.id}
          points={t.poly.map((p) => `${p.x},${p.y}`).join(' ')}
          fill={TERRAIN_FILL[t.kind] ?? '#999'}
          stroke="#555"
          strokeWidth={0.3}
        />
      ))}
    </svg>
  )
}

export function TerrainAgreement({
  layouts,
  layout,
  terrain,
  onLayout,
  onChange,
  south = 'p1',
  setup,
}: TerrainAgreementProps) {
  const chosen = layouts.find((l) => l.id === layout)
  const toggle = (id: string, key: Quality) =>
    onChange(terrain.map((t) => (t.id === id ? { ...t, [key]: !t[key] } : t)))
  return (
    <fieldset data-testid="ms-terrain-agreement" style={{ margin: '0.6em 0', minWidth: 0 }}>
      <legend>Table</legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.8em', alignItems: 'flex-start' }}>
        <Preview terrain={terrain} south={south} setup={setup} />
        <div style={{ minWidth: 0, flex: '1 1 14em' }}>
          <label>
            Layout{' '}
            <select data-testid="ms-layout" value={layout} onChange={(e) => onLayout(e.target.value)}>
              {layouts.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          {chosen && <div className="muted">{chosen.summary}</div>}
        </div>
      </div>
      {/* Closed by default: the layout's own qualities are a fair table, and an open list of every
          piece pushed the Start button far below the fold on a phone. */}
      <details data-testid="ms-terrain-details" style={{ marginTop: '0.5em' }}>
        <summary style={{ minHeight: 44, padding: '0.7em 0', boxSizing: 'border-box', cursor: 'pointer' }}>
          Agree the terrain{' '}
          <span className="muted">({terrain.length} pieces as laid out; open to change)</span>
        </summary>
        <ul style={{ listStyle: 'none', padding: 0, margin: '0.3em 0' }}>
          {terrain.map((t) => (
            <li
              key={t.id}
              data-testid="ms-piece"
              data-id={t.id}
              style={{ padding: '0.25em 0', borderBottom: '1px solid #0001' }}
            >
              <strong>{shortName(t)}</strong>{' '}
              <span className="muted">
                {t.kind}, {t.height}"
              </span>
              <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: '0.9em' }}>
                {QUALITIES.filter((q) => !q.water || t.kind === 'water').map((q) => (
                  <label key={q.key} style={{ whiteSpace: 'nowrap' }}>
                    <input
                      type="checkbox"
                      data-testid={`ms-quality-${q.key}`}
                      checked={t[q.key] === true}
                      onChange={() => toggle(t.id, q.key)}
                    />{' '}
                    {q.label}
                  </label>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </details>
    </fieldset>
  )
}
