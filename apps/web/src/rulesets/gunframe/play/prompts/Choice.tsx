/** The prompt panel's building blocks: a choice button with its keyboard hint, and typed filters. */
import type { Prompt } from '@sortie/engine'
import type { ReactNode } from 'react'
import type { BattleDecision, BattleState } from '../../engine.ts'

export type D<K extends BattleDecision['kind']> = Extract<BattleDecision, { kind: K }>

export const of = <K extends BattleDecision['kind']>(legal: readonly BattleDecision[], kind: K) =>
  legal.filter((d): d is D<K> => d.kind === kind)

/** What every prompt view gets: the engine's question, its legal answers, and the table hooks. */
export interface PromptViewProps {
  state: BattleState
  prompt: Prompt
  legal: readonly BattleDecision[]
  decide: (d: BattleDecision) => void
  /** The next free numbered keyboard hint ("1"…"9"), then undefined. */
  nextKey: () => string | undefined
  aim: string | null
  setAim: (id: string | null) => void
  startMove: (unit: string, react: boolean) => void
  startDeploy: (unit: string) => void
  autoDeploy: () => void
  moving: boolean
}

export function Choice(props: {
  onClick: () => void
  children: ReactNode
  hint?: string | undefined
  kind?: string
  disabled?: boolean
  onHover?: ((on: boolean) => void) | undefined
  /** Hover text: the rule id and paraphrase behind this choice. */
  title?: string | undefined
  /** The unit this choice aims at (the table lights it up while hovered). */
  target?: string | undefined
}) {
  return (
    <button
      type="button"
      className={`choice ${props.kind ?? ''}`}
      onClick={props.onClick}
      disabled={props.disabled}
      title={props.title}
      data-target={props.target}
      onMouseEnter={() => props.onHover?.(true)}
      onMouseLeave={() => props.onHover?.(false)}
      onFocus={() => props.onHover?.(true)}
      onBlur={() => props.onHover?.(false)}
    >
      <span className="choice-body">{props.children}</span>
      {props.hint && <kbd>{props.hint}</kbd>}
    </button>
  )
}

/** The prompt's heading: whose decision, the question, and a line of context. */
export function PromptHead({
  seat,
  who,
  title,
  sub,
}: {
  seat: string
  who: string
  title: string
  sub?: string | undefined
}) {
  return (
    <div className={`prompt-head seat-${seat}`}>
      <div className="prompt-seat">{who}</div>
      <div className="prompt-title">{title}</div>
      {sub && <div className="prompt-sub">{sub}</div>}
    </div>
  )
}
