/** The environmental condition (or none) with its summary, and a storm's or space structure's options. */
import { ENVIRONMENT_IDS, ENVIRONMENTS, type EnvironmentId, type StormType } from '@sortie/gunframe/missions'
import type { SetupChoices } from './battleSetup.ts'
import { ChipGroup } from './ChipGroup.tsx'

const STORMS: readonly StormType[] = ['dust', 'snow', 'lightning']

export function EnvironmentPicker({
  c,
  set,
}: {
  c: SetupChoices
  set: (patch: Partial<SetupChoices>) => void
}) {
  const def = ENVIRONMENTS[c.environment]
  return (
    <section className="setup-section" data-section="environment">
      <h4>Environment</h4>
      <ChipGroup<EnvironmentId>
        name="Environment"
        options={ENVIRONMENT_IDS.map((id) => ({
          value: id,
          label: ENVIRONMENTS[id].name,
          title: ENVIRONMENTS[id].summary,
        }))}
        value={c.environment}
        onChange={(environment) => set({ environment })}
      />
      <div className="mission-about" data-testid="environment-summary">
        <b>{def.name}</b> — {def.summary}
      </div>
      {c.environment === 'storm' && (
        <div className="values-row">
          <ChipGroup<'' | StormType>
            name="Storm type"
            label="Storm"
            small
            options={[{ value: '', label: 'Plain' }, ...STORMS.map((s) => ({ value: s, label: s }))]}
            value={c.storm ?? ''}
            onChange={(v) => set({ storm: v || null })}
          />
          <label className="check">
            <input type="checkbox" checked={c.eye} onChange={(e) => set({ eye: e.target.checked })} />
            Eye of the storm
          </label>
        </div>
      )}
      {c.environment === 'space-structure' && (
        <label className="check">
          <input type="checkbox" checked={c.flight} onChange={(e) => set({ flight: e.target.checked })} />
          Flyers may fly inside
        </label>
      )}
    </section>
  )
}
