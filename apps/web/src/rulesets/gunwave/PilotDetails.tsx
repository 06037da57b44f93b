/**
 * The rest of a pilot-and-mecha sheet, for the builder page: race, specialty, background, piloting,
 * attributes, skill dice and the pilot's and mecha's traits. What each budget allows and spends is
 * the package's (`sheetBudgets`); its problems show under the form (SheetBuilder).
 */
import {
  BACKGROUNDS,
  type Budget,
  PILOTING,
  RACES,
  type Sheet,
  SKILLS,
  SPECIALTIES,
  sheetBudgets,
  TRAITS,
} from './engine.ts'

const words = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ')
const ROW = { display: 'flex', flexWrap: 'wrap' as const, gap: '6px 14px', alignItems: 'center' }
const FIELD = { display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' as const }
const NUM = { width: '4em' }

function Spent({ label, b, testId }: { label: string; b: Budget; testId: string }) {
  return (
    <div className="panel-title small" data-testid={testId} style={{ marginTop: 10 }}>
      {label}{' '}
      <span className={`badge ${b.used > b.limit ? 'bad' : b.used === b.limit ? 'good' : ''}`}>
        {b.used} / {b.limit}
      </span>
    </div>
  )
}

export function PilotDetails({ sheet, set }: { sheet: Sheet; set: (f: (s: Sheet) => void) => void }) {
  const p = sheet.pilot
  const b = sheetBudgets(sheet)
  const setPilot = (patch: Partial<Sheet['pilot']>) =>
    set((s) => {
      Object.assign(s.pilot, patch)
    })
  const toggle = (list: string[], id: string, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id)
  return (
    <div data-testid="gw-pilot-details">
      <div style={ROW}>
        <label style={FIELD}>
          Gender{' '}
          <input
            value={p.gender}
            style={{ width: '8em' }}
            onChange={(e) => setPilot({ gender: e.target.value })}
          />
        </label>
        <label style={FIELD}>
          Race{' '}
          <select
            value={p.race}
            onChange={(e) => setPilot({ race: e.target.value as Sheet['pilot']['race'] })}
          >
            {Object.entries(RACES).map(([id, r]) => (
              <option key={id} value={id}>
                {r.name} ({r.bonus})
              </option>
            ))}
          </select>
        </label>
        <label style={FIELD}>
          Specialty{' '}
          <select
            value={p.specialty}
            onChange={(e) => setPilot({ specialty: e.target.value as Sheet['pilot']['specialty'] })}
          >
            {Object.entries(SPECIALTIES).map(([id, x]) => (
              <option key={id} value={id}>
                {x.name} ({x.bonus})
              </option>
            ))}
          </select>
        </label>
        <label style={FIELD}>
          Background{' '}
          <select
            value={p.background}
            onChange={(e) => setPilot({ background: e.target.value as Sheet['pilot']['background'] })}
          >
            {Object.entries(BACKGROUNDS).map(([id, x]) => (
              <option key={id} value={id}>
                {x.name} (grants {TRAITS.find((t) => t.id === x.trait)?.name ?? x.trait})
              </option>
            ))}
          </select>
        </label>
        <label style={FIELD}>
          Piloting{' '}
          <input
            type="number"
            min={PILOTING.min}
            max={PILOTING.max}
            style={NUM}
            data-testid="gw-piloting"
            value={p.piloting}
            onChange={(e) => setPilot({ piloting: Number(e.target.value) || PILOTING.min })}
          />
        </label>
      </div>
      <Spent label="Attributes" b={b.attributes} testId="gw-budget-attributes" />
      <div style={ROW}>
        {(['body', 'brains', 'charisma'] as const).map((a) => (
          <label key={a} style={FIELD}>
            {words(a)}{' '}
            <input
              type="number"
              min={0}
              style={NUM}
              data-testid={`gw-attr-${a}`}
              value={p[a]}
              onChange={(e) => setPilot({ [a]: Math.max(0, Number(e.target.value) || 0) })}
            />
          </label>
        ))}
      </div>
      <Spent label="Skill dice" b={b.skills} testId="gw-budget-skills" />
      <div style={ROW}>
        {SKILLS.map((k) => (
          <label key={k} style={FIELD}>
            {words(k)}{' '}
            <input
              type="number"
              min={0}
              style={NUM}
              data-testid={`gw-skill-${k}`}
              value={p.skills[k] ?? 0}
              onChange={(e) =>
                set((s) => {
                  const n = Math.max(0, Number(e.target.value) || 0)
                  if (n) s.pilot.skills[k] = n
                  else delete s.pilot.skills[k]
                })
              }
            />
          </label>
        ))}
      </div>
      {(['pilot', 'mecha'] as const).map((owner) => (
        <div key={owner}>
          <Spent
            label={owner === 'pilot' ? 'Pilot traits' : 'Mecha traits'}
            b={owner === 'pilot' ? b.pilotTraits : b.mechaTraits}
            testId={`gw-budget-${owner}-traits`}
          />
          <div style={{ display: 'grid', gap: 4 }}>
            {TRAITS.filter((t) => t.owner === owner).map((t) => {
              const list = owner === 'pilot' ? p.traits : sheet.mecha.traits
              return (
                <label key={t.id} style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
                  <input
                    type="checkbox"
                    data-testid={`gw-trait-${t.id}`}
                    checked={list.includes(t.id)}
                    onChange={(e) =>
                      set((s) => {
                        if (owner === 'pilot') s.pilot.traits = toggle(s.pilot.traits, t.id, e.target.checked)
                        else s.mecha.traits = toggle(s.mecha.traits, t.id, e.target.checked)
                      })
                    }
                  />
                  <span>
                    <b>{t.name}</b>{' '}
                    <span className="muted">
                      ({t.frequency}) — {t.note}
                    </span>
                  </span>
                </label>
              )
            })}
          </div>
        </div>
      ))}
    </div>
  )
}
