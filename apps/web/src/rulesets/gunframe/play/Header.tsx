import type { BattlePrompt } from '@sortie/gunframe/battle'
import { memo } from 'react'
import type { BattleState } from '../engine.ts'
import { seatName, titleCase } from './format.ts'
import { doomsdayClock, environmentLine, missionTitle, turnLimit } from './headerInfo.ts'

export const GameHeader = memo(function GameHeader({
  state,
  prompt,
  names,
}: {
  state: BattleState
  prompt: BattlePrompt | null
  names?: Record<string, string>
}) {
  const phase = state.phase === 'play' ? (prompt ? titleCase(prompt.kind) : 'Play') : titleCase(state.phase)
  const mission = missionTitle(state)
  const limit = turnLimit(state)
  const clock = doomsdayClock(state)
  const env = environmentLine(state)
  const role = (s: string) => (s === state.attacker ? 'attacker' : s === state.defender ? 'defender' : null)
  return (
    <div className="game-header" data-testid="game-header">
      <div className="hdr-item" title={limit.title}>
        <span className="hdr-label">Turn</span>
        <span className="hdr-value" data-testid="turn">
          {limit.text}
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
      <div className="hdr-item hdr-mission" title={`${mission.name}: ${mission.summary}`}>
        <span className="hdr-label">Mission</span>
        <span className="hdr-value" data-testid="hdr-mission">
          {mission.name}
        </span>
      </div>
      {clock && (
        <div className="hdr-item hdr-clock" title={clock.title}>
          <span className="hdr-label">Clock</span>
          <span className="hdr-value" data-testid="doomsday-clock">
            {clock.text}
          </span>
        </div>
      )}
      {env && (
        <div className="hdr-item hdr-env" title={`${env.name}: ${env.summary}`}>
          <span className="hdr-label">Environment</span>
          <span className="hdr-value" data-testid="hdr-environment">
            {env.name}
            {env.state && <span className="hdr-env-state"> · {env.state}</span>}
          </span>
        </div>
      )}
      <div className="hdr-sides">
        {state.seats.map((s) => (
          <div key={s} className={`hdr-side seat-${s}${prompt?.seat === s ? ' to-act' : ''}`}>
            <span className="hdr-seat">
              {seatName(s, names)}
              {role(s) && <span className="hdr-role">{role(s)}</span>}
            </span>
            <span title="Victory points" className="hdr-vp">
              <b data-testid={`vp-${s}`}>{state.vp[s] ?? 0}</b> VP
            </span>
            <span title="Focus points">
              ◎ <b>{state.focus[s] ?? 0}</b>
            </span>
            <span title="Units left" className="muted">
              {state.units.filter((u) => u.side === s && !u.piece && u.status !== 'destroyed').length}u
            </span>
          </div>
        ))}
      </div>
    </div>
  )
})
