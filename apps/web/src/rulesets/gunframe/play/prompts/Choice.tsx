/** The prompt panel's building blocks: a choice button with its keyboard hint, and typed filters. */
import type { BattlePromptKind, BattlePromptOf } from '@sortie/gunframe/battle'
import type { ReactNode } from 'react'
import type { BattleDecision, BattleState } from '../../engine.ts'

export type D<K extends BattleDecision['kind']> = Extract<BattleDecision, { kind: K }>

export const of = <K extends BattleDecision['kind']>(legal: readonly BattleDecision[], kind: K) =>
  legal.filter((d): d is D<K> => d.kind === kind)

/** What every prompt view gets: the engine's question (of kind K), its legal answers, and the table hooks. */
export interface PromptViewProps<K extends BattlePromptKind = BattlePromptKind> {
  state: BattleState
  prompt: BattlePromptOf<K>
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

/** How the panel shows one prompt kind: its heading, and the view that draws some of its decisions. */
export interface PromptKind<K extends BattlePromptKind = BattlePromptKind> {
  title: (s: BattleState, p: BattlePromptOf<K>) => { title: string; sub?: string | undefined }
  /** Called as a plain function (no hooks), so keyboard hints are numbered in reading order. */
  View?: (p: PromptViewProps<K>) => ReactNode
  /** Decisions the view draws itself. */
  handles?: (d: BattleDecision) => boolean
  /** A special case of this kind that is shown its own way (Lucky's re-roll question). */
  variant?: (p: BattlePromptOf<K>) => PromptKind<K> | undefined
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
