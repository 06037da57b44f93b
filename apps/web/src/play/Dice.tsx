// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
import { memo } from 'react'
import { seatName } from './format.ts'
/** Dice shown as dice: pips on a face, coloured miss / hit / six, re-rolled ones marked. */
import type { LoggedEvent } from './useGame.ts'

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
}

export function Die({ value, rerolled }: { value: number; rerolled?: boolean }) {
  const cls = value === 6 ? 'six' : value >= 4 ? 'hit' : 'miss'
  return (
    <svg
      className={`die ${cls}${rerolled ? ' rerolled' : ''}`}
      viewBox="0 0 100 100"
      role="img"
      aria-label={`die ${value}`}
    >
      <rect x="4" y="4" width="92" height="92" rx="18" />
      {(PIPS[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="9" />
      ))}
    </svg>
  )
}

function Roll({
  title,
  dice,
  rerolled,
  result,
}: {
  title: string
  dice: number[]
  rerolled: number[]
  result: string
}) {
  return (
    <div className="roll">
      <div className="roll-head">
        <span>{title}</span>
        <b>{result}</b>
      </div>
      <div className="dice-row">
        {dice.map((v, i) => (
          <Die key={i} value={v} rerolled={rerolled.includes(i)} />
        ))}
      </div>
    </div>
  )
}

/** The rolls of the latest decision that rolled anything. */
export const DiceTray = memo(function DiceTray({
  events,
  name,
}: {
  events: readonly LoggedEvent[]
  name: (id: unknown) => string
}) {
  let lastAt = -1
  for (const e of events) if (isRoll(e)) lastAt = Math.max(lastAt, e.at)
  const rolls = events.filter((e) => e.at === lastAt && isRoll(e))
  if (!rolls.length) return <div className="dice-tray empty">No dice rolled yet.</div>
  return (
    <div className="dice-tray" data-testid="dice">
      {rolls.map((e, i) => {
        const dice = (e.dice as number[] | undefined) ?? (typeof e.roll === 'number' ? [e.roll] : [])
        const rerolled = Array.isArray(e.rerolled) ? (e.rerolled as number[]) : []
        if (e.type === 'FirepowerRolled')
          return (
            <Roll
              key={i}
              title={`${name(e.attacker)} fires`}
              dice={dice}
              rerolled={rerolled}
              result={`${e.hits} hit · ${e.sixes}×6`}
            />
          )
        if (e.type === 'DefenseRolled')
          return (
            <Roll
              key={i}
              title={`${name(e.unit)} defends`}
              dice={dice}
              rerolled={rerolled}
              result={`${e.blocks} block`}
            />
          )
        if (e.type === 'InitiativeRolled') {
          const r = Object.entries(e.rolls as Record<string, number>)
          return (
            <Roll
              key={i}
              title="Initiative"
              dice={r.map(([, v]) => Math.min(6, v))}
              rerolled={[]}
              result={r.map(([k, v]) => `${seatName(k)} ${v}`).join(' · ')}
            />
          )
        }
        return (
          <Roll
            key={i}
            title={`${name(e.unit)} pilot roll`}
            dice={dice}
            rerolled={[]}
            result={e.success ? 'pass' : 'fail'}
          />
        )
      })}
    </div>
  )
})

const isRoll = (e: LoggedEvent) =>
  e.type === 'FirepowerRolled' ||
  e.type === 'DefenseRolled' ||
  e.type === 'PilotSkillRoll' ||
  e.type === 'InitiativeRolled'
