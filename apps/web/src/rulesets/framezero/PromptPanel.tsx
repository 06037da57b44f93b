/**
 * The prompt and its choices. Dice are assigned in `DiceAssign` (drag, or press a die then its
 * action); placement and movement take a click on the table; every other choice is a button per
 * legal decision.
 */
import { DiceAssign } from './DiceAssign.tsx'
import type { FzDecision, FzPrompt, FzState } from './engine.ts'
import { BAND_WORDS, frameName, pieceName, systemWords, targetName } from './format.ts'
import { promptTitle } from './prompt-title.ts'

export function label(s: FzState, d: FzDecision): string {
  switch (d.kind) {
    case 'tieBreak':
      return d.option === 'defend'
        ? 'Take the Defender role'
        : d.option === 'remove'
          ? `Remove ${frameName(s, d.frame)}${d.rocketsTo ? `, its rockets to ${frameName(s, d.rocketsTo)}` : ''}`
          : `Add spare #${d.spare + 1}`
    case 'activate':
      return `Activate ${frameName(s, d.frame)}`
    case 'pass':
      return 'Pass'
    case 'declare':
      return d.target
        ? `Target ${targetName(s, d.target)}${d.band ? ` at ${BAND_WORDS[d.band] ?? d.band}` : ''}`
        : 'No target'
    case 'attack':
      return d.useSpot ? 'Attack, using the spot' : 'Attack'
    case 'spot':
      return `Spot ${frameName(s, d.target)}`
    case 'endTurn':
      return 'End turn'
    case 'loseSystem':
      return `Lose ${systemWords(d.system)}`
    case 'retreat':
      return 'Retreat from the station (ignore 1)'
    case 'clock':
      return d.down ? 'Take the clock down' : 'Leave the clock'
    case 'move':
      return `Move to ${d.to.x.toFixed(1)}, ${d.to.y.toFixed(1)}`
    case 'place':
      // Several pieces may wait for the same spot: the button says which one it puts there.
      return `Place ${pieceName(s, d.id)} at ${d.at.x.toFixed(1)}, ${d.at.y.toFixed(1)}`
    case 'assign':
      return 'Assign'
  }
}

/**
 * The buttons under the prompt: every choice but the table's, then up to six suggested spots.
 * Spots whose words are the same (the engine lists points a few hundredths apart) are offered
 * once: two buttons that read alike cannot be told apart.
 */
export function shownChoices(s: FzState, legal: readonly FzDecision[]): { d: FzDecision; text: string }[] {
  const out: { d: FzDecision; text: string }[] = []
  const seen = new Set<string>()
  let spots = 0
  for (const d of legal) {
    const spot = isSpot(d)
    if (spot && spots >= 6) continue
    const text = label(s, d)
    if (spot && seen.has(text)) continue
    seen.add(text)
    if (spot) spots++
    out.push({ d, text })
  }
  // Spots after the other choices, as before.
  return [...out.filter((c) => !isSpot(c.d)), ...out.filter((c) => isSpot(c.d))]
}

const isSpot = (d: FzDecision): boolean => d.kind === 'move' || d.kind === 'place'

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
  return (
    <div data-testid="fz-prompt">
      <div>
        <b>{head}</b>
      </div>
      {clicks && <div>{clicks}</div>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {shownChoices(s, legal).map(({ d, text }, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices are positional
          <button key={i} type="button" data-testid="fz-choice" onClick={() => decide(d)}>
            {text}
          </button>
        ))}
      </div>
    </div>
  )
}
