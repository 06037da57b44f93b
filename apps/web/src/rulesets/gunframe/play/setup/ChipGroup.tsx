/** A row of radio buttons drawn as chips: one choice out of a few, all visible at once. */
export interface ChipOption<T extends string> {
  value: T
  label: string
  title?: string
}

export function ChipGroup<T extends string>(props: {
  name: string
  label?: string
  options: readonly ChipOption<T>[]
  value: T
  onChange: (v: T) => void
  small?: boolean
}) {
  return (
    <div className={`chip-group${props.small ? ' small' : ''}`} role="radiogroup" aria-label={props.name}>
      {props.label && <span className="chip-group-label">{props.label}</span>}
      {props.options.map((o) => (
        <label key={o.value} className={`chip${o.value === props.value ? ' on' : ''}`} title={o.title}>
          <input
            type="radio"
            name={props.name}
            value={o.value}
            checked={o.value === props.value}
            onChange={() => props.onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  )
}
