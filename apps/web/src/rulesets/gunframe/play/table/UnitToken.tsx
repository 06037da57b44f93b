/** A unit on the table: its base, front arc, facing, armour and status markers. */
import type { Vec } from '@sortie/engine'
import { memo } from 'react'
import type { BattleUnit } from '../../engine.ts'
import { ARMOUR_SIZE, NAME_SIZE, type PlacedLabel } from './labelLayout.ts'
import { MARK_COLOUR, PieceGlyph } from './MissionGlyphs.tsx'
import { Label } from './SvgLabel.tsx'

export { Label }

export const SIDE_COLOURS: Record<string, { fill: string; stroke: string; arc: string }> = {
  p1: { fill: '#0e3a55', stroke: '#38bdf8', arc: '#38bdf8' },
  p2: { fill: '#4c1420', stroke: '#f43f5e', arc: '#f43f5e' },
}

function arcPath(c: Vec, r: number, facing: number): string {
  // The front half of the base: the arc split at the line through the centre, perpendicular to facing.
  const a0 = facing - Math.PI / 2
  const a1 = facing + Math.PI / 2
  const p0 = { x: c.x + r * Math.cos(a0), y: c.y + r * Math.sin(a0) }
  const p1 = { x: c.x + r * Math.cos(a1), y: c.y + r * Math.sin(a1) }
  return `M ${p0.x} ${p0.y} A ${r} ${r} 0 0 1 ${p1.x} ${p1.y} Z`
}

/** Markers drawn from the unit's own state flags (the engine sets them; crippled only with that rule on). */
const MARKERS: {
  key: keyof BattleUnit['counters'] | 'focusSpent'
  label: string
  colour: string
  title: string
}[] = [
  { key: 'lock', label: 'L', colour: '#f59e0b', title: 'Target lock on this unit' },
  { key: 'evade', label: 'E', colour: '#22d3ee', title: 'Evade counter' },
  { key: 'knockedDown', label: 'K', colour: '#fb923c', title: 'Knocked down' },
  { key: 'shutDown', label: 'S', colour: '#a78bfa', title: 'Shut down' },
  { key: 'distracted', label: 'D', colour: '#f472b6', title: 'Distracted' },
  { key: 'crippled', label: 'C', colour: '#ef4444', title: 'Crippled' },
  { key: 'focusSpent', label: 'F', colour: '#eab308', title: 'Focus point spent this turn' },
]

export const UnitToken = memo(function UnitToken(props: {
  unit: BattleUnit
  pos: Vec
  facing: number
  selected: boolean
  highlight: boolean
  ghost?: boolean
  ring?: string
  /** Loot counters the unit carries. */
  cargo?: number
  /** The Speed it may move now (effective: crippled halves it); the printed one when absent. */
  speed?: number | undefined
  /** The shown name (numbered when identical units share one). */
  label?: string | undefined
  /** Where its name goes and how big (labelLayout.ts); null: left out for now (no room at this zoom). */
  nameAt?: PlacedLabel | null | undefined
}) {
  const { unit: u, pos, facing } = props
  const col = SIDE_COLOURS[u.side] ?? { fill: '#333', stroke: '#cbd5e1', arc: '#cbd5e1' }
  const r = u.profile.radius
  const marks = MARKERS.filter(
    (m) => (m.key === 'focusSpent' ? u.turn.focusSpent : u.counters[m.key]) === true,
  )
  const name = props.label ?? u.profile.name
  const short = shorten(name)
  return (
    <g
      className={`unit${props.selected ? ' selected' : ''}${props.highlight ? ' highlight' : ''}${u.turn.activated ? ' done' : ''}`}
      data-unit={u.id}
      data-label={name}
      opacity={props.ghost ? 0.55 : u.turn.activated ? 0.72 : 1}
    >
      {props.ring && (
        <circle cx={pos.x} cy={pos.y} r={r + 0.45} fill="none" stroke={props.ring} strokeWidth={0.18} />
      )}
      {props.highlight && (
        <circle
          cx={pos.x}
          cy={pos.y}
          r={r + 0.3}
          fill="none"
          stroke="#fbbf24"
          strokeWidth={0.12}
          strokeDasharray="0.4 0.25"
        />
      )}
      {u.piece ? (
        <PieceGlyph
          kind={u.piece}
          at={pos}
          r={r}
          facing={facing}
          colour={props.selected ? '#fbbf24' : col.stroke}
        />
      ) : (
        <>
          <circle
            cx={pos.x}
            cy={pos.y}
            r={r}
            fill={col.fill}
            stroke={props.selected ? '#fbbf24' : col.stroke}
            strokeWidth={props.selected ? 0.2 : 0.12}
          />
          <path d={arcPath(pos, r, facing)} fill={col.arc} opacity={0.28} />
          <line
            x1={pos.x}
            y1={pos.y}
            x2={pos.x + Math.cos(facing) * (r + 0.35)}
            y2={pos.y + Math.sin(facing) * (r + 0.35)}
            stroke={col.stroke}
            strokeWidth={0.14}
            strokeLinecap="round"
          />
        </>
      )}
      {u.flying && (
        <circle
          cx={pos.x}
          cy={pos.y}
          r={r * 0.45}
          fill="none"
          stroke="#e5e7eb"
          strokeWidth={0.07}
          strokeDasharray="0.2 0.15"
        />
      )}
      <Label at={{ x: pos.x, y: pos.y - 0.22 }} size={ARMOUR_SIZE} weight={700}>
        {String(u.armour)}
      </Label>
      {props.nameAt !== null && (
        <Label
          at={props.nameAt?.at ?? { x: pos.x, y: pos.y - r - 0.75 }}
          size={props.nameAt?.size ?? NAME_SIZE}
          fill="#cbd5e1"
          className="unit-label"
        >
          {props.nameAt?.text ?? short}
        </Label>
      )}
      {props.cargo ? (
        <g className="cargo" data-cargo={props.cargo}>
          <polygon
            points={[0, 1, 2, 3, 4, 5]
              .map((k) => {
                const a = Math.PI / 6 + (k * Math.PI) / 3
                const c = { x: pos.x - r * 0.8, y: pos.y + r * 0.8 }
                return `${c.x + 0.58 * Math.cos(a)},${c.y + 0.58 * Math.sin(a)}`
              })
              .join(' ')}
            fill="#064e3b"
            stroke={MARK_COLOUR.loot}
            strokeWidth={0.08}
          >
            <title>{`Carrying ${props.cargo} loot counter${props.cargo === 1 ? '' : 's'}`}</title>
          </polygon>
          <Label
            at={{ x: pos.x - r * 0.8, y: pos.y + r * 0.8 - 0.13 }}
            size={0.38}
            fill={MARK_COLOUR.loot}
            weight={800}
          >
            {props.cargo > 1 ? String(props.cargo) : '$'}
          </Label>
        </g>
      ) : null}
      {marks.map((m, i) => {
        const a = Math.PI / 4 + (i * Math.PI) / 4
        const p = { x: pos.x + Math.cos(a) * (r + 0.1), y: pos.y + Math.sin(a) * (r + 0.1) }
        return (
          <g key={m.key}>
            <circle cx={p.x} cy={p.y} r={0.3} fill={m.colour} stroke="#111" strokeWidth={0.05}>
              <title>{m.title}</title>
            </circle>
            <Label at={{ x: p.x, y: p.y - 0.14 }} size={0.4} fill="#111" weight={800}>
              {m.label}
            </Label>
          </g>
        )
      })}
      <title>
        {u.profile.name} ({u.piece ? 'mission piece' : u.profile.frame}) · Armour {u.armour}/
        {u.profile.maxArmour} · Speed {props.speed ?? u.profile.speed}
        {props.speed !== undefined && props.speed !== u.profile.speed ? ` (printed ${u.profile.speed})` : ''}{' '}
        · Defense {u.profile.defense} · C{u.profile.loadout.close} S{u.profile.loadout.short} M
        {u.profile.loadout.medium} L{u.profile.loadout.long}
      </title>
    </g>
  )
})

/** At most 12 characters; a twin's number survives the cut ("Martian Inf… 2"), or twins would read alike. */
export function shorten(name: string): string {
  if (name.length <= 12) return name
  const n = / \d+$/.exec(name)?.[0] ?? ''
  return `${name.slice(0, 11 - n.length)}…${n}`
}
