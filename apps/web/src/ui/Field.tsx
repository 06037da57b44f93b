// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/** Form controls that show the engine's problems beside the field they are about. */
import type { ReactNode } from 'react'

export interface ShownProblem {
  code: string
  message: string
  path: string
}

export function ProblemList({ problems }: { problems: readonly ShownProblem[] }) {
  if (!problems.length) return null
  return (
    <ul className="problems" role="alert">
      {problems.map((p, i) => (
        <li key={`${p.code}-${i}`} className="problem" data-path={p.path} data-code={p.code}>
          {p.message}
        </li>
      ))}
    </ul>
  )
}

export function Field(props: {
  label: string
  problems?: readonly ShownProblem[]
  children: ReactNode
  wide?: boolean
}) {
  const bad = (props.problems?.length ?? 0) > 0
  return (
    <div className={`field${bad ? ' invalid' : ''}${props.wide ? ' wide' : ''}`}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the label's child */}
      <label>
        <span className="field-label">{props.label}</span>
        {props.children}
      </label>
      {props.problems && <ProblemList problems={props.problems} />}
    </div>
  )
}

export function NumberInput(props: {
  value: number
  onChange: (n: number) => void
  min?: number
  max?: number
  name?: string
}) {
  return (
    <input
      type="number"
      name={props.name}
      className="num"
      value={Number.isFinite(props.value) ? props.value : ''}
      min={props.min}
      max={props.max}
      onChange={(e) => props.onChange(e.target.value === '' ? 0 : Number(e.target.value))}
    />
  )
}
