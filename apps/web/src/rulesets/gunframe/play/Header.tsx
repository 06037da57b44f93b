import type { BattlePrompt } from '@sortie/gunframe/battle'
import { memo } from 'react'
import { StatusBar, type StatusItem } from '../../../ui/StatusBar.tsx'
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
  const role = (s: string) =>
    s === state.attacker ? 'attacker' : s === state.defender ? 'defender' : undefined
  const items: StatusItem[] = [
    { label: 'Turn', value: limit.text, testId: 'turn', title: limit.title },
    { label: 'Phase', value: phase },
    {
      label: 'Initiative',
      value: (
        <span className={`seat-text-${state.initiative ?? ''}`}>{seatName(state.initiative, names)}</span>
      ),
    },
    {
      label: 'Mission',
      value: mission.name,
      testId: 'hdr-mission',
      title: `${mission.name}: ${mission.summary}`,
      className: 'hdr-mission',
    },
  ]
  if (clock)
    items.push({
      label: 'Clock',
      value: clock.text,
      testId: 'doomsday-clock',
      title: clock.title,
      className: 'hdr-clock',
    })
  if (env)
    items.push({
      label: 'Environment',
      value: (
        <>
          {env.name}
          {env.state && <span className="hdr-env-state"> · {env.state}</span>}
        </>
      ),
      testId: 'hdr-environment',
      title: `${env.name}: ${env.summary}`,
      className: 'hdr-env',
    })
  return (
    <StatusBar
      testId="game-header"
      items={items}
      sides={state.seats.map((s) => ({
        key: s,
        name: seatName(s, names),
        colour: `var(--${s})`,
        role: role(s),
        active: prompt?.seat === s,
        children: (
          <>
            <span title="Victory points" className="hdr-vp">
              <b data-testid={`vp-${s}`}>{state.vp[s] ?? 0}</b> VP
            </span>
            <span title="Focus points">
              ◎ <b>{state.focus[s] ?? 0}</b>
            </span>
            <span title="Units left" className="muted">
              {state.units.filter((u) => u.side === s && !u.piece && u.status !== 'destroyed').length}u
            </span>
          </>
        ),
      }))}
    />
  )
})
