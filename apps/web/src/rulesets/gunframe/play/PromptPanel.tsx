/**
 * A clear choice for every prompt the engine asks. The buttons are the engine's legal decisions:
 * a few kinds have a tailored view (odds, table tools), and every decision no view draws — all of
 * them for kinds this panel does not know — gets one labelled button, so nothing is unanswerable.
 */
import type { BattlePrompt } from '@sortie/gunframe/battle'
import { memo } from 'react'
import type { BattleDecision, BattleState } from '../engine.ts'
import { seatName, titleCase } from './format.ts'
import { Choice, PromptHead, type PromptViewProps } from './prompts/Choice.tsx'
import { decisionLabel } from './prompts/labels.ts'
import { kindFor } from './prompts/registry.ts'

export interface PanelProps {
  state: BattleState
  prompt: BattlePrompt
  legal: BattleDecision[]
  human: boolean
  names?: Record<string, string> | undefined
  decide: (d: BattleDecision) => void
  aim: string | null
  setAim: (id: string | null) => void
  startMove: (unit: string, react: boolean) => void
  startDeploy: (unit: string) => void
  autoDeploy: () => void
  moving: boolean
  /** A listed decision is hovered (null: no longer): positional ones light up on the table. */
  hover?: (d: BattleDecision | null) => void
  /** The decision whose spot the pointer is over on the table: its button lights up. */
  hot?: BattleDecision | null
}

export const PromptPanel = memo(function PromptPanel(p: PanelProps) {
  const { state, prompt, legal } = p
  const who = seatName(prompt.seat, p.names)
  const kind = kindFor(prompt)
  if (!p.human)
    return (
      <div className="prompt-panel" data-prompt={prompt.kind}>
        <PromptHead seat={prompt.seat} who={who} title={`${who} is deciding…`} sub={titleCase(prompt.kind)} />
        <div className="thinking" aria-live="polite">
          <span />
          <span />
          <span />
        </div>
      </div>
    )
  let k = 0
  const nextKey = () => (k < 9 ? String(++k) : undefined)
  const view: PromptViewProps = { ...p, nextKey }
  const { title, sub } = kind.title(state, prompt)
  const rest = kind.handles ? legal.filter((d) => !kind.handles!(d)) : legal
  const View = kind.View
  return (
    <div
      className="prompt-panel"
      data-prompt={prompt.kind}
      data-unit={'unit' in prompt ? prompt.unit : undefined}
    >
      <PromptHead seat={prompt.seat} who={who} title={title} sub={sub} />
      {/* Called in place, not as an element: its hints must be numbered before the list's. */}
      {View?.(view)}
      {rest.length > 0 && (
        <div className={`choice-list${View ? ' more' : ''}`}>
          {View && <div className="muted small">More options</div>}
          {rest.map((d, i) => (
            <Choice
              // biome-ignore lint/suspicious/noArrayIndexKey: legal decisions are positional and never reorder
              key={i}
              onClick={() => p.decide(d)}
              hint={nextKey()}
              onHover={p.hover ? (on) => p.hover?.(on ? d : null) : undefined}
              kind={p.hot === d ? 'hot' : ''}
            >
              {decisionLabel(state, d, prompt)}
            </Choice>
          ))}
        </div>
      )}
    </div>
  )
})
