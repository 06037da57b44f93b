/**
 * Mission, variant and (for Remember Love) the basic mission underneath, with the catalogue's
 * one-line summary and its game length and reserves in words. Every list is the catalogue's.
 */
import {
  ADVANCED_MISSIONS,
  BASIC_MISSIONS,
  type BasicMissionId,
  effectiveDef,
  MISSIONS,
  type MissionId,
  type VariantId,
} from '@sortie/gunframe/missions'
import type { SetupChoices } from './battleSetup.ts'
import { ChipGroup } from './ChipGroup.tsx'

const LENGTH: Record<string, string> = {
  fixed: 'five turns',
  random: 'random length',
  unlimited: 'no turn limit',
}

function reservesWords(r: { reserves: boolean; halo: boolean; ambush: boolean }): string {
  const ways = [r.reserves && 'reserves', r.halo && 'HALO', r.ambush && 'ambush'].filter(Boolean)
  return ways.length ? ways.join(', ') : 'none'
}

const opts = (ids: readonly MissionId[]) =>
  ids.map((id) => ({ value: id, label: MISSIONS[id].name, title: MISSIONS[id].summary }))

export function MissionPicker({ c, set }: { c: SetupChoices; set: (patch: Partial<SetupChoices>) => void }) {
  const def = MISSIONS[c.mission]
  const eff = effectiveDef({ id: c.mission, ...(c.mission === 'remember-love' ? { base: c.base } : {}) })
  const pick = (mission: MissionId) => set({ mission, variant: null })
  const variant = def.variants.find((v) => v.id === c.variant)
  const r = eff.reserves
  const sameReserves = reservesWords(r.attacker) === reservesWords(r.defender)
  return (
    <section className="setup-section" data-section="mission">
      <h4>Mission</h4>
      <ChipGroup
        name="Basic mission"
        label="Basic"
        options={opts(BASIC_MISSIONS)}
        value={c.mission}
        onChange={pick}
      />
      <ChipGroup
        name="Advanced mission"
        label="Advanced"
        options={opts(ADVANCED_MISSIONS)}
        value={c.mission}
        onChange={pick}
      />
      <div className="mission-about" data-testid="mission-summary">
        <b>{def.name}</b>
        {variant ? ` · ${variant.name}` : ''} — {def.summary}
        {variant && (variant as { summary?: string }).summary
          ? ` ${(variant as { summary?: string }).summary}`
          : ''}
        <div className="muted small">
          {LENGTH[eff.length] ?? eff.length}
          {eff.diagonal ? '' : ' · halves split along an edge'} ·{' '}
          {sameReserves
            ? `held back: ${reservesWords(r.attacker)}`
            : `held back — attacker: ${reservesWords(r.attacker)}; defender: ${reservesWords(r.defender)}`}
        </div>
      </div>
      {def.variants.length > 0 && (
        <ChipGroup<'' | VariantId>
          name="Variant"
          label="Variant"
          small
          options={[
            { value: '', label: 'Standard' },
            ...def.variants.map((v) => ({ value: v.id, label: v.name })),
          ]}
          value={c.variant ?? ''}
          onChange={(v) => set({ variant: v || null })}
        />
      )}
      {c.mission === 'remember-love' && (
        <label className="field inline">
          <span className="field-label">Played over</span>
          <select
            aria-label="Basic mission underneath"
            value={c.base}
            onChange={(e) => set({ base: e.target.value as BasicMissionId })}
          >
            {BASIC_MISSIONS.map((id) => (
              <option key={id} value={id} title={MISSIONS[id].summary}>
                {MISSIONS[id].name}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  )
}
