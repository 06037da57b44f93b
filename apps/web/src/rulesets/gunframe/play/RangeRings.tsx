/**
 * Range rings for one unit: the outer edge of each weapon band it has dice in, measured from the
 * edge of its base (distances are edge to edge), and the line that splits its front arc from its
 * rear. The band limits are read from the engine's own `bandFor`, never written here.
 */
import type { Vec } from '@sortie/engine'
import { BANDS, bandFor } from '@sortie/gunframe/battle'
import { memo } from 'react'
import type { BattleState } from '../engine.ts'
import { BAND_COLOURS } from './format.ts'
import { Label } from './SvgLabel.tsx'

/** The farthest distance (inches, edge to edge) each band reaches, found by asking `bandFor`. */
export const BAND_LIMITS: Readonly<Record<string, number>> = (() => {
  const out: Record<string, number> = {}
  for (let d = 0; d <= 60; d += 0.05) {
    const b = bandFor(d)
    if (b) out[b] = Math.round(d * 20) / 20
  }
  return out
})()

const at = (c: Vec, r: number, a: number): Vec => ({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) })

export const RangeRings = memo(function RangeRings({
  state,
  unitId,
}: {
  state: BattleState
  unitId: string | null
}) {
  const u = unitId ? state.units.find((x) => x.id === unitId) : undefined
  if (u?.status !== 'table') return null
  const bands = BANDS.filter((b) => (u.loadout[b] ?? 0) > 0 && BAND_LIMITS[b] !== undefined)
  if (!bands.length) return null
  const outer = u.radius + Math.max(...bands.map((b) => BAND_LIMITS[b]!))
  const left = at(u.pos, outer, u.facing + Math.PI / 2)
  const right = at(u.pos, outer, u.facing - Math.PI / 2)
  return (
    <g className="range-rings" pointerEvents="none" data-testid="range-rings" data-unit-rings={u.id}>
      <line
        x1={left.x}
        y1={left.y}
        x2={right.x}
        y2={right.y}
        stroke="#e5e7eb"
        strokeOpacity={0.35}
        strokeWidth={0.08}
        strokeDasharray="0.3 0.3"
      />
      {bands.map((b) => {
        const r = u.radius + BAND_LIMITS[b]!
        const col = BAND_COLOURS[b] ?? '#fff'
        return (
          <g key={b} data-band={b}>
            <circle
              cx={u.pos.x}
              cy={u.pos.y}
              r={r}
              fill="none"
              stroke={col}
              strokeOpacity={0.55}
              strokeWidth={0.08}
              strokeDasharray="0.5 0.25"
            />
            <Label at={at(u.pos, r - 0.5, u.facing)} size={0.55} fill={col} weight={700}>
              {`${b} ${u.loadout[b]}D`}
            </Label>
          </g>
        )
      })}
    </g>
  )
})
