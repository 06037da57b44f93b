/**
 * A pilot-and-mecha sheet for one player seat: start from an archetype (quick start), name the
 * pilot and the mecha, pick the mecha type (its Armor, Energy and Speed follow) and up to three
 * weapons from the project's starter catalogue; on the builder page the rest of the sheet too
 * (PilotDetails). The package's `validateSheet` judges it; its
 * problems show under the form and the printable sheet beside it.
 */
import type { ReactNode } from 'react'
import {
  ARCHETYPES,
  MECHA_TYPES,
  printSheet,
  type Sheet,
  stockGrenades,
  validateSheet,
  WEAPONS,
} from './engine.ts'
import { PilotDetails } from './PilotDetails.tsx'

/** A weapon slot as the sheet stores it: guns get their first ammunition, launchers and loose
 * grenades the package's stock load. */
export function slotOf(id: string): Sheet['mecha']['weapons'][number] {
  const w = WEAPONS.find((x) => x.id === id)
  if (w?.ammo) return { weapon: id, ammo: w.ammo.types[0] ?? 'standard' }
  const grenades = w && stockGrenades(w.kind)
  return grenades ? { weapon: id, grenades } : { weapon: id }
}

// Each label stays with its field when the row wraps.
const FORM = { display: 'flex', flexWrap: 'wrap' as const, gap: '6px 14px', alignItems: 'center' }
const FIELD = { display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' as const }

export function fromArchetype(id: string): Sheet {
  return structuredClone(ARCHETYPES[id] ?? (Object.values(ARCHETYPES)[0] as Sheet))
}

export function SheetBuilder({
  seat,
  label,
  sheet,
  onChange,
  saved,
  full = false,
}: {
  seat: string
  label: string
  sheet: Sheet
  onChange: (s: Sheet) => void
  /** Saving and loading the sheet (SavedSheets), above the form. */
  saved?: ReactNode
  /** The whole sheet (race, attributes, skills, traits: PilotDetails), as on the builder page. */
  full?: boolean
}) {
  const check = validateSheet(sheet)
  const set = (f: (s: Sheet) => void) => {
    const next = structuredClone(sheet)
    f(next)
    onChange(next)
  }
  const weapons = [0, 1, 2].map((i) => sheet.mecha.weapons[i]?.weapon ?? '')
  return (
    <fieldset data-testid={`gw-sheet-${seat}`} className="gw-builder">
      <legend>{label}: pilot and mecha</legend>
      {saved}
      <div className="gw-builder-form" style={FORM}>
        <label style={FIELD}>
          Quick start{' '}
          <select
            data-testid={`gw-archetype-${seat}`}
            onChange={(e) => onChange(fromArchetype(e.target.value))}
          >
            <option value="">archetype…</option>
            {Object.entries(ARCHETYPES).map(([id, a]) => (
              <option key={id} value={id}>
                {id} — {a.pilot.name}
              </option>
            ))}
          </select>
        </label>
        <label style={FIELD}>
          Pilot{' '}
          <input
            data-testid={`gw-pilot-name-${seat}`}
            value={sheet.pilot.name}
            onChange={(e) =>
              set((s) => {
                s.pilot.name = e.target.value
              })
            }
          />
        </label>
        <label style={FIELD}>
          Mecha{' '}
          <input
            data-testid={`gw-mecha-name-${seat}`}
            value={sheet.mecha.name}
            onChange={(e) =>
              set((s) => {
                s.mecha.name = e.target.value
              })
            }
          />
        </label>
        <label style={FIELD}>
          Type{' '}
          <select
            data-testid={`gw-mecha-type-${seat}`}
            value={sheet.mecha.type}
            onChange={(e) =>
              set((s) => {
                const t = MECHA_TYPES.find((x) => x.id === e.target.value)
                if (!t) return
                Object.assign(s.mecha, { type: t.id, armor: t.armor, energy: t.energy, speed: t.speed })
              })
            }
          >
            {MECHA_TYPES.filter((t) => t.id !== 'grunt').map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} (Armor {t.armor}, Energy {t.energy}, {t.speed})
              </option>
            ))}
          </select>
        </label>
        {weapons.map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three weapon slots are fixed positions
          <label key={i} style={FIELD}>
            Weapon {i + 1}{' '}
            <select
              data-testid={`gw-weapon-${seat}-${i}`}
              value={w}
              onChange={(e) =>
                set((s) => {
                  const ws = weapons.map((x, j) => (j === i ? e.target.value : x)).filter(Boolean)
                  s.mecha.weapons = ws.map((id) => s.mecha.weapons.find((x) => x.weapon === id) ?? slotOf(id))
                })
              }
            >
              <option value="">—</option>
              {WEAPONS.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name} ({x.dice}D, Power {x.power}, {x.range})
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {full ? (
        <PilotDetails sheet={sheet} set={set} />
      ) : (
        <div className="muted" style={{ fontSize: 13, marginTop: 4 }}>
          Race, attributes, skills and traits: the whole sheet is on the{' '}
          <a href="#/gunwave/builder">Builder</a> page (save it there, load it here).
        </div>
      )}
      {check.problems.length > 0 && (
        <ul role="alert" data-testid={`gw-sheet-problems-${seat}`}>
          {check.problems.map((p) => (
            <li key={`${p.path}:${p.message}`}>{p.message}</li>
          ))}
        </ul>
      )}
      <details>
        <summary>Printable sheet</summary>
        <pre data-testid={`gw-sheet-print-${seat}`} style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
          {printSheet(sheet)}
        </pre>
      </details>
    </fieldset>
  )
}
