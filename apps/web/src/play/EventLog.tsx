// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
import { memo, useEffect, useRef } from 'react'
import type { BattleState } from '../engine.ts'
import { describeEvent } from './format.ts'
import type { LoggedEvent } from './useGame.ts'

const QUIET = new Set(['UnitDeployed'])

export const EventLog = memo(function EventLog({
  state,
  events,
  names,
}: {
  state: BattleState
  events: readonly LoggedEvent[]
  names?: Record<string, string>
}) {
  const end = useRef<HTMLLIElement>(null)
  const shown = events.filter((e) => !QUIET.has(e.type)).slice(-200)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the end whenever the log grows
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' })
  }, [events.length])
  return (
    <ol className="event-log" aria-label="Event log" data-testid="log">
      {shown.map((e, i) => (
        <li key={`${e.at}-${i}`} className={`ev ev-${e.type}`}>
          {describeEvent(state, e, names)}
        </li>
      ))}
      <li ref={end} className="ev-end" />
    </ol>
  )
})
