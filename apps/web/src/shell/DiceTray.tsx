// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/**
 * The shared dice tray: the rolls of the latest decision that rolled anything, drawn as dice (pips
 * on a face up to six, the number above that), coloured by the tone the ruleset gives each die.
 */
import { memo } from 'react'
import type { DieShown, RollShown } from './module.ts'

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

const TONE = { miss: 'miss', hit: 'hit', crit: 'six', plain: 'plain' } as const

export function Die({ value, sides = 6, tone = 'plain', rerolled, face }: DieShown) {
  const pips = sides <= 6 ? PIPS[value] : undefined
  const ink = face ? { fill: face.ink } : undefined
  return (
    <svg
      className={`die ${TONE[tone]}${rerolled ? ' rerolled' : ''}`}
      viewBox="0 0 100 100"
      role="img"
      aria-label={`${face ? `${face.name} d${sides}` : 'die'} ${value}`}
    >
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="18"
        style={face ? { fill: face.fill, stroke: '#333' } : undefined}
      />
      {pips ? (
        pips.map(([x, y], i) => <circle key={i} cx={x} cy={y} r="9" style={ink} />)
      ) : (
        <text x="50" y="66" textAnchor="middle" fontSize="46" fontWeight="700" style={ink}>
          {value}
        </text>
      )}
    </svg>
  )
}

function Roll({ roll }: { roll: RollShown }) {
  return (
    <div className="roll">
      <div className="roll-head">
        <span>{roll.title}</span>
        <b>{roll.result}</b>
      </div>
      <div className="dice-row">
        {roll.dice.map((d, i) => (
          <Die key={i} {...d} />
        ))}
      </div>
    </div>
  )
}

/** `rolls`: every roll so far with the index of the decision that made it; the latest are drawn. */
export const DiceTray = memo(function DiceTray({
  rolls,
}: {
  rolls: readonly (RollShown & { at: number })[]
}) {
  let lastAt = -1
  for (const r of rolls) lastAt = Math.max(lastAt, r.at)
  const shown = rolls.filter((r) => r.at === lastAt)
  if (!shown.length) return <div className="dice-tray empty">No dice rolled yet.</div>
  return (
    <div className="dice-tray" data-testid="dice">
      {shown.map((r, i) => (
        <Roll key={i} roll={r} />
      ))}
    </div>
  )
})
