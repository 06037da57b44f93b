/**
 * The area of an AOE shot being aimed (hovered, or the first offered), as the engine draws it
 * (`aoeArea`): the strip or circle it covers, and a ring round each unit it would reach — allies
 * too, so a player sees friendly fire before committing.
 */
import type { AoeAreaShown, MsState } from './engine.ts'

const STROKE = '#b3261e'

export function AoeArea({ state, area }: { state: MsState; area: AoeAreaShown | null | undefined }) {
  if (!area) return null
  const { shape } = area
  return (
    <g data-testid="ms-aoe" data-reach={area.reach.join(' ')} pointerEvents="none">
      {shape.kind === 'circle' ? (
        <circle
          cx={shape.centre.x}
          cy={shape.centre.y}
          r={shape.radius}
          fill={STROKE}
          fillOpacity={0.12}
          stroke={STROKE}
          strokeWidth={0.12}
          strokeDasharray="0.6 0.4"
        />
      ) : (
        <line
          x1={shape.from.x}
          y1={shape.from.y}
          x2={shape.to.x}
          y2={shape.to.y}
          stroke={STROKE}
          strokeOpacity={0.18}
          strokeWidth={Math.max(shape.width, 0.2)}
          strokeLinecap="butt"
        />
      )}
      {area.reach.map((id) => {
        const u = state.units.find((x) => x.id === id)
        return u?.pos ? (
          <circle
            key={id}
            data-testid="ms-aoe-reach"
            cx={u.pos.x}
            cy={u.pos.y}
            r={1.4}
            fill="none"
            stroke={STROKE}
            strokeWidth={0.18}
          />
        ) : null
      })}
    </g>
  )
}
