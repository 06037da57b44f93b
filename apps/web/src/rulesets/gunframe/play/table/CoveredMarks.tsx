/**
 * Mission markers hidden under a unit's base (the ground layer is drawn below the units): each is
 * re-drawn above the units as a small badge on the base's rim, with a pin ring at its true spot,
 * so objectives, loot and HQs stay legible wherever units stand.
 */
import type { Vec } from '@sortie/engine'
import { memo, useMemo } from 'react'
import type { BattleState } from '../../engine.ts'
import { coveredMarks, missionMarks } from '../missionView.ts'
import { MARK_COLOUR, MarkGlyph } from './MissionGlyphs.tsx'

const BADGE_SCALE = 0.5

export const CoveredMarks = memo(function CoveredMarks({
  state,
  positions,
}: {
  state: BattleState
  /** Animated positions that override the state's. */
  positions?: Record<string, { pos: Vec; facing: number }> | undefined
}) {
  const ms = state.mission.state
  const objectives = state.mission.objectives
  const marks = useMemo(() => missionMarks(ms, objectives), [ms, objectives])
  const covered = useMemo(
    () =>
      coveredMarks(
        marks,
        state.units.map((u) => ({
          id: u.id,
          pos: positions?.[u.id]?.pos ?? u.pos,
          radius: u.profile.radius,
          status: u.status,
        })),
      ),
    [marks, state.units, positions],
  )
  if (!covered.length) return null
  return (
    <g className="covered-marks" pointerEvents="none" data-testid="covered-marks">
      {covered.map(({ mark, badge }) => {
        const col = MARK_COLOUR[mark.kind]
        return (
          <g key={mark.id} className="covered-mark" data-covered={mark.kind}>
            <circle className="covered-mark-pin" cx={mark.pos.x} cy={mark.pos.y} r={0.22} stroke={col} />
            <line
              className="covered-mark-lead"
              x1={mark.pos.x}
              y1={mark.pos.y}
              x2={badge.x}
              y2={badge.y}
              stroke={col}
            />
            <g
              transform={`translate(${badge.x} ${badge.y}) scale(${BADGE_SCALE}) translate(${-badge.x} ${-badge.y})`}
            >
              <MarkGlyph kind={mark.kind} at={badge} owner={mark.owner} label={mark.label} />
            </g>
            <title>{`${mark.title} (under a unit)`}</title>
          </g>
        )
      })}
    </g>
  )
})
