/**
 * The battlefield: one of the four theme presets, a seeded random table of a theme (its seed shown,
 * editable and re-rollable, so the same table can be had again), or open ground; and the table size.
 * The tables themselves come from the table module (`preset`, `randomBattlefield`).
 */
import { TABLE_SIZES, type TableSize, THEMES, type Theme } from '@sortie/gunframe/table'
import { ChipGroup } from './ChipGroup.tsx'

export interface FieldChoice {
  kind: 'preset' | 'random' | 'open'
  theme: Theme
  size: TableSize
  seed: string
}

export const randomSeed = () => Math.random().toString(36).slice(2, 8)
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const sizeLabel = (s: string) => {
  const t = TABLE_SIZES[s as TableSize]
  return `${s.replace('x', '′×')}′ (${t.width}″×${t.depth}″)`
}

export function BattlefieldPicker({
  f,
  set,
  name,
}: {
  f: FieldChoice
  set: (f: FieldChoice) => void
  /** The battlefield's own name, as the table module made it. */
  name: string
}) {
  return (
    <section className="setup-section" data-section="battlefield">
      <h4>Battlefield</h4>
      <div className="values-row">
        <ChipGroup<FieldChoice['kind']>
          name="Battlefield"
          options={[
            { value: 'preset', label: 'Preset' },
            { value: 'random', label: 'Random' },
            { value: 'open', label: 'Open ground' },
          ]}
          value={f.kind}
          onChange={(kind) => set({ ...f, kind })}
        />
        <label className="field inline">
          <span className="field-label">Table</span>
          <select
            aria-label="Table size"
            value={f.size}
            onChange={(e) => set({ ...f, size: e.target.value as TableSize })}
          >
            {Object.keys(TABLE_SIZES).map((s) => (
              <option key={s} value={s}>
                {sizeLabel(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {f.kind !== 'open' && (
        <ChipGroup<Theme>
          name="Theme"
          label="Theme"
          small
          options={THEMES.map((t) => ({ value: t, label: cap(t) }))}
          value={f.theme}
          onChange={(theme) => set({ ...f, theme })}
        />
      )}
      {f.kind === 'random' && (
        <div className="values-row seed-row">
          <label className="field inline">
            <span className="field-label">Table seed</span>
            <input
              aria-label="Battlefield seed"
              value={f.seed}
              onChange={(e) => set({ ...f, seed: e.target.value })}
              spellCheck={false}
            />
          </label>
          <button type="button" className="secondary" onClick={() => set({ ...f, seed: randomSeed() })}>
            ↻ New table
          </button>
        </div>
      )}
      <div className="muted small" data-testid="battlefield-name">
        {name}
      </div>
    </section>
  )
}
