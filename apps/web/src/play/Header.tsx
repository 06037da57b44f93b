import type { Prompt } from '@sortie/engine'
import { memo } from 'react'
import type { BattleState } from '../engine.ts'
import { seatName, titleCase } from './format.ts'

export const GameHeader = memo(function GameHeader({
  state,
  prompt,
  names,
}: {
  state: BattleState
  prompt: Prompt | null
  names?: Record<string, string>
}) {
  const phase = state.phase === 'play' ? (prompt ? titleCase(prompt.kind) : 'Play') : titleCase(state.phase)
  return (
    <div className="game-header" data-testid="game-header">
      <div className="hdr-item">
        <span className="hdr-label">Turn</span>
        <span className="hdr-value" data-testid="turn">
          {state.turn}/{state.mission.turns}
        </span>
      </div>
      <div className="hdr-item">
        <span className="hdr-label">Phase</span>
        <span className="hdr-value">{phase}</span>
      </div>
      <div className="hdr-item">
        <span className="hdr-label">Initiative</span>
        <span className={`hdr-value seat-text-${state.initiative ?? ''}`}>
          {seatName(state.initiative, names)}
        </span>
      </div>
      {state.seats.map((s) => (
        <div key={s} className={`hdr-side seat-${s}${prompt?.seat === s ? ' to-act' : ''}`}>
          <span className="hdr-seat">{seatName(s, names)}</span>
          <span title="Focus points">
            ◎ <b>{state.focus[s] ?? 0}</b>
          </span>
          <span title="Victory points">
            ★ <b data-testid={`vp-${s}`}>{state.vp[s] ?? 0}</b>
          </span>
          <span title="Units left" className="muted">
            {state.units.filter((u) => u.side === s && u.status !== 'destroyed').length}u
          </span>
        </div>
      ))}
    </div>
  )
})
