/** One toggle per optional rule the battle module lists, grouped, each with a reminder line. */
import { OPTIONAL_RULES } from '@sortie/gunframe/battle'
import { optionalGroup, optionalNote } from './optionalNotes.ts'

export function OptionalRules({
  value,
  onChange,
  flagged,
}: {
  value: readonly string[]
  onChange: (next: string[]) => void
  /** Rules the engine's refusal names (drawn as the problem). */
  flagged?: readonly string[]
}) {
  const groups = new Map<string, string[]>()
  for (const id of OPTIONAL_RULES) {
    const g = optionalGroup(id)
    groups.set(g, [...(groups.get(g) ?? []), id])
  }
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((x) => x !== id))
  return (
    <section className="setup-section" data-section="optional">
      <h4>
        Optional rules <span className="muted small">({value.length} on)</span>
      </h4>
      <div className="optional-grid">
        {[...groups].map(([g, ids]) => (
          <div key={g} className="optional-group">
            <div className="chip-group-label">{g}</div>
            {ids.map((id) => {
              const n = optionalNote(id)
              return (
                <label
                  key={id}
                  className={`toggle${value.includes(id) ? ' on' : ''}${flagged?.includes(id) ? ' flagged' : ''}`}
                  title={n.note}
                >
                  <input
                    type="checkbox"
                    aria-label={n.name}
                    data-rule={id}
                    checked={value.includes(id)}
                    onChange={(e) => toggle(id, e.target.checked)}
                  />
                  <span className="toggle-text">
                    <span className="toggle-name">{n.name}</span>
                    {n.note && <span className="toggle-note">{n.note}</span>}
                  </span>
                </label>
              )
            })}
          </div>
        ))}
      </div>
    </section>
  )
}
