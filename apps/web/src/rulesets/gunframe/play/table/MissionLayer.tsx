/**
 * The mission on the ground layer: deployment areas (bright while deploying, an outline once the
 * battle is on), the region a setup step may place into, objective control rings, markers and
 * counters lying on the table. Carried loot is drawn on its carrier (UnitToken's cargo badge).
 */
import { CONTROL_RANGE } from '@sortie/gunframe/missions'
import { memo } from 'react'
import type { BattleState } from '../../engine.ts'
import { seatName } from '../format.ts'
import { deploymentZones, missionMarks, placementRegion, type Shape } from '../missionView.ts'
import { MarkGlyph } from './MissionGlyphs.tsx'
import { Label } from './UnitToken.tsx'

function ShapeEl({ shape, className }: { shape: Shape; className: string }) {
  if ('circle' in shape)
    return <circle cx={shape.circle.c.x} cy={shape.circle.c.y} r={shape.circle.r} className={className} />
  return <polygon points={shape.poly.map((p) => `${p.x},${p.y}`).join(' ')} className={className} />
}

function centreOf(shape: Shape) {
  if ('circle' in shape) return shape.circle.c
  const n = shape.poly.length || 1
  return {
    x: shape.poly.reduce((a, p) => a + p.x, 0) / n,
    y: shape.poly.reduce((a, p) => a + p.y, 0) / n,
  }
}

export const MissionLayer = memo(function MissionLayer({
  state,
  names,
}: {
  state: BattleState
  names?: Record<string, string> | undefined
}) {
  const deploying = state.phase === 'setup' || state.phase === 'deploy' || state.phase === 'half'
  const zones = deploymentZones(state)
  const region = placementRegion(state)
  const marks = missionMarks(state.mission.state, state.mission.objectives)
  return (
    <g className="mission-layer" data-testid="mission-layer">
      {zones.map((z) => {
        const c = centreOf(z.shape)
        return (
          <g key={`${z.side}-${z.area}`} data-zone={z.side}>
            <ShapeEl
              shape={z.shape}
              className={`mission-zone seat-zone-${z.side}${deploying ? '' : ' faint'}`}
            />
            {deploying && (
              <Label at={{ x: c.x, y: c.y - 0.4 }} size={1.15} fill="#e5e7eb" weight={700}>
                {`${seatName(z.side, names)} ${z.role}${z.cap !== undefined ? ` (up to ${z.cap})` : ''}`}
              </Label>
            )}
          </g>
        )
      })}
      {region.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a step's region polygons are positional
        <ShapeEl key={i} shape={r} className="placement-region" />
      ))}
      {marks
        .filter((m) => m.kind === 'objective')
        .map((m) => (
          <circle key={`ring-${m.id}`} cx={m.pos.x} cy={m.pos.y} r={CONTROL_RANGE} className="control-ring" />
        ))}
      {marks.map((m) => (
        <g key={m.id} className={`mission-mark mark-${m.kind}`} data-mark={m.kind} data-id={m.id}>
          <MarkGlyph kind={m.kind} at={m.pos} owner={m.owner} label={m.label} />
          <title>{m.owner ? `${m.title} — ${seatName(m.owner, names)}` : m.title}</title>
        </g>
      ))}
    </g>
  )
})
