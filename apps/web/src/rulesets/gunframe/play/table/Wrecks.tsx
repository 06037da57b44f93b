/** Wreck markers: a cross where each destroyed unit fell (its last position stays in the state). */
import type { BattleState } from '../../engine.ts'
import { unitName } from '../format.ts'

export function Wrecks({ state }: { state: BattleState }) {
  return (
    <g pointerEvents="none" className="wrecks">
      {state.units
        .filter((u) => u.status === 'destroyed' && u.pos)
        .map((u) => {
          const r = Math.max(0.4, u.profile.radius * 0.8)
          return (
            <g key={u.id} data-wreck={u.id} transform={`translate(${u.pos.x} ${u.pos.y})`} opacity={0.85}>
              <title>{`Wreck of ${unitName(state, u.id)}`}</title>
              <circle
                r={u.profile.radius}
                fill="#3f3f46"
                stroke="#ef4444"
                strokeWidth={0.08}
                strokeDasharray="0.2 0.12"
              />
              <path d={`M${-r} ${-r}L${r} ${r}M${-r} ${r}L${r} ${-r}`} stroke="#ef4444" strokeWidth={0.14} />
            </g>
          )
        })}
    </g>
  )
}
