/**
 * How each mission thing looks, drawn at a point in world inches (y up): shared by the table's
 * layers and the legend, so the legend shows exactly what the table does.
 */
import type { Vec } from '@sortie/engine'
import type { PieceKind } from '@sortie/gunframe/missions'
import type { ReactNode } from 'react'
import type { MarkKind } from '../missionView.ts'
import { Label } from './SvgLabel.tsx'

export const SEAT_COLOUR: Record<string, string> = { p1: '#38bdf8', p2: '#f43f5e' }
export const MARK_COLOUR: Record<MarkKind, string> = {
  objective: '#fbbf24',
  hq: '#e2e8f0',
  loot: '#34d399',
  poi: '#c084fc',
  device: '#ef4444',
}

const poly = (c: Vec, r: number, n: number, turn = 0) =>
  Array.from({ length: n }, (_, k) => {
    const a = turn + (2 * Math.PI * k) / n
    return `${c.x + r * Math.cos(a)},${c.y + r * Math.sin(a)}`
  }).join(' ')

/** A mission marker or counter; `label` is drawn inside or beside it. */
export function MarkGlyph({
  kind,
  at,
  owner,
  label,
}: {
  kind: MarkKind
  at: Vec
  owner?: string | undefined
  label?: string | undefined
}) {
  const col = MARK_COLOUR[kind]
  const own = owner ? (SEAT_COLOUR[owner] ?? '#e5e7eb') : undefined
  switch (kind) {
    case 'objective':
      return (
        <g>
          <polygon
            points={poly(at, 0.95, 4)}
            fill="#3b2a07"
            stroke={own ?? col}
            strokeWidth={own ? 0.22 : 0.14}
          />
          <polygon points={poly(at, 0.55, 4)} fill={col} fillOpacity={0.9} />
          {label && (
            <Label at={{ x: at.x, y: at.y - 0.2 }} size={0.55} fill="#1c1403" weight={800}>
              {label}
            </Label>
          )}
        </g>
      )
    case 'hq':
      return (
        <g>
          <rect
            x={at.x - 0.9}
            y={at.y - 0.9}
            width={1.8}
            height={1.8}
            rx={0.2}
            fill="#0f172a"
            stroke={own ?? col}
            strokeWidth={0.2}
          />
          <Label at={{ x: at.x, y: at.y - 0.22 }} size={0.6} fill={own ?? col} weight={800}>
            {label ?? 'HQ'}
          </Label>
        </g>
      )
    case 'loot':
      return (
        <g>
          <polygon points={poly(at, 0.7, 6, Math.PI / 6)} fill="#064e3b" stroke={col} strokeWidth={0.14} />
          <Label at={{ x: at.x, y: at.y - 0.2 }} size={0.55} fill={col} weight={800}>
            {label ?? '$'}
          </Label>
        </g>
      )
    case 'poi':
      return (
        <g>
          <circle cx={at.x} cy={at.y} r={0.7} fill="#2e1065" stroke={col} strokeWidth={0.14} />
          <Label at={{ x: at.x, y: at.y - 0.22 }} size={0.65} fill={col} weight={800}>
            ?
          </Label>
        </g>
      )
    case 'device':
      return (
        <g>
          <circle
            cx={at.x}
            cy={at.y}
            r={1.5}
            fill="none"
            stroke={col}
            strokeWidth={0.08}
            strokeDasharray="0.3 0.2"
          />
          <polygon points={poly(at, 1.15, 3, Math.PI / 2)} fill="#450a0a" stroke={col} strokeWidth={0.18} />
          <Label at={{ x: at.x, y: at.y - 0.35 }} size={0.5} fill="#fecaca" weight={800}>
            {label ?? '!'}
          </Label>
        </g>
      )
  }
}

/** A mission piece's base: structures square, convoy vehicles long, beacons with their waves. */
export function PieceGlyph({
  kind,
  at,
  r,
  facing,
  colour,
}: {
  kind: PieceKind
  at: Vec
  r: number
  facing: number
  colour: string
}): ReactNode {
  const deg = (facing * 180) / Math.PI
  switch (kind) {
    case 'convoy-vehicle':
      return (
        <g transform={`rotate(${deg} ${at.x} ${at.y})`}>
          <rect
            x={at.x - r * 1.25}
            y={at.y - r * 0.75}
            width={r * 2.5}
            height={r * 1.5}
            rx={0.3}
            fill="#1e293b"
            stroke={colour}
            strokeWidth={0.16}
          />
          <rect
            x={at.x + r * 0.45}
            y={at.y - r * 0.6}
            width={r * 0.7}
            height={r * 1.2}
            rx={0.15}
            fill={colour}
            opacity={0.55}
          />
        </g>
      )
    case 'disruption-beacon':
      return (
        <g>
          <circle cx={at.x} cy={at.y} r={r} fill="#1e1b4b" stroke={colour} strokeWidth={0.14} />
          <circle cx={at.x} cy={at.y} r={r * 0.3} fill="#a5b4fc" />
          <path
            d={`M ${at.x - r * 0.6} ${at.y + r * 0.35} A ${r * 0.7} ${r * 0.7} 0 0 1 ${at.x + r * 0.6} ${at.y + r * 0.35}`}
            fill="none"
            stroke="#a5b4fc"
            strokeWidth={0.1}
          />
        </g>
      )
    case 'raid-target':
      return (
        <g>
          <rect
            x={at.x - r}
            y={at.y - r}
            width={2 * r}
            height={2 * r}
            fill="#292524"
            stroke={colour}
            strokeWidth={0.16}
          />
          <circle cx={at.x} cy={at.y} r={r * 0.55} fill="none" stroke="#fca5a5" strokeWidth={0.1} />
          <line
            x1={at.x - r * 0.8}
            y1={at.y}
            x2={at.x + r * 0.8}
            y2={at.y}
            stroke="#fca5a5"
            strokeWidth={0.08}
          />
          <line
            x1={at.x}
            y1={at.y - r * 0.8}
            x2={at.x}
            y2={at.y + r * 0.8}
            stroke="#fca5a5"
            strokeWidth={0.08}
          />
        </g>
      )
    case 'bunker':
    case 'gun-emplacement':
      return (
        <g>
          <polygon points={poly(at, r, 8, Math.PI / 8)} fill="#27272a" stroke={colour} strokeWidth={0.2} />
          {kind === 'gun-emplacement' && (
            <line
              x1={at.x}
              y1={at.y}
              x2={at.x + Math.cos(facing) * (r + 0.6)}
              y2={at.y + Math.sin(facing) * (r + 0.6)}
              stroke="#e5e7eb"
              strokeWidth={0.28}
              strokeLinecap="round"
            />
          )}
        </g>
      )
    case 'objective-building':
      return (
        <rect
          x={at.x - r}
          y={at.y - r}
          width={2 * r}
          height={2 * r}
          rx={0.15}
          fill="#334155"
          stroke={colour}
          strokeWidth={0.16}
          strokeDasharray="0.5 0.2"
        />
      )
  }
}

/** Area glyphs for the legend: a deployment zone, a suppression zone, a hull breach. */
export function AreaGlyph({ kind, at }: { kind: 'zone-p1' | 'zone-p2' | 'suppression' | 'breach'; at: Vec }) {
  if (kind === 'suppression')
    return (
      <circle
        cx={at.x}
        cy={at.y}
        r={1.1}
        fill="url(#hatch-suppression)"
        stroke="#fb923c"
        strokeWidth={0.14}
        strokeDasharray="0.35 0.2"
      />
    )
  if (kind === 'breach')
    return (
      <polygon points={poly(at, 1.1, 9, 0.3)} fill="url(#breach-void)" stroke="#a78bfa" strokeWidth={0.14} />
    )
  const seat = kind === 'zone-p1' ? 'p1' : 'p2'
  return (
    <rect
      x={at.x - 1.2}
      y={at.y - 0.8}
      width={2.4}
      height={1.6}
      className={`mission-zone seat-zone-${seat}`}
    />
  )
}
