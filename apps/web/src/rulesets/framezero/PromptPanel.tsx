/**
 * The prompt and its choices. Dice are assigned in `DiceAssign` (drag, or press a die then its
 * action); placement and movement take a click on the table; every other choice is a button per
 * legal decision.
 */
import { DiceAssign } from './DiceAssign.tsx'
import type { FzDecision, FzPrompt, FzState } from './engine.ts'
import { frameName } from './format.ts'
import { promptTitle } from './prompt-title.ts'

export function label(s: FzState, d: FzDecision): string {
  switch (d.kind) {
    case 'tieBreak':
      return d.option === 'defend'
        ? 'Take the Defender role'
        : d.option === 'remove'
          ? `Remove ${frameName(s, d.frame)}`
          : `Add spare #${d.spare + 1}`
    case 'activate':
      return `Activate ${frameName(s, d.frame)}`
    case 'pass':
      return 'Pass'
    case 'declare':
      return d.target
        ? `Target ${d.target.kind === 'frame' ? frameName(s, d.target.id) : d.target.id} at ${{ h: 'hand-to-hand', d: 'direct fire', a: 'artillery' }[d.band ?? 'd']}`
        : 'No target'
    case 'attack':
      return d.useSpot ? 'Attack, using the spot' : 'Attack'
    case 'spot':
      return `Spot ${frameName(s, d.target)}`
    case 'endTurn':
      return 'End turn'
    case 'loseSystem':
      return `Lose ${d.system}`
    case 'retreat':
      return 'Retreat from the station (ignore 1)'
    case 'clock':
      return d.down ? 'Take the clock down' : 'Leave the clock'
    case 'move':
      return `Move to ${d.to.x.toFixed(1)}, ${d.to.y.toFixed(1)}`
    case 'place':
      return `Place at ${d.at.x.toFixed(1)}, ${d.at.y.toFixed(1)}`
    case 'assign':
      return 'Assign'
  }
}

export function PromptPanel({
  s,
  p,
  legal,
  decide,
}: {
  s: FzState
  p: FzPrompt | null
  legal: readonly FzDecision[]
  decide(d: FzDecision): void
}) {
  if (!p) return null
  const head = promptTitle(s, p)
  if (p.kind === 'assign') return <DiceAssign key={`${p.frame}:${s.rng.draws}`} s={s} p={p} decide={decide} />
  const clicks =
    p.kind === 'place'
      ? 'Click the table to place, or pick a suggested spot.'
      : p.kind === 'act'
        ? 'Click the table to move (within your movement die), or choose.'
        : null
  const shown = legal.filter((d) => d.kind !== 'move' && d.kind !== 'place')
  const spots = legal.filter((d) => d.kind === 'move' || d.kind === 'place').slice(0, 6)
  return (
    <div data-testid="fz-prompt">
      <div>
        <b>{head}</b>
      </div>
      {clicks && <div>{clicks}</div>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {[...shown, ...spots].map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices are positional
          <button key={i} type="button" data-testid="fz-choice" onClick={() => decide(d)}>
            {label(s, d)}
          </button>
        ))}
      </div>
    </div>
  )
}
