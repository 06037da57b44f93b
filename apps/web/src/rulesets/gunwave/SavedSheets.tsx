/**
 * Keeping a pilot sheet between games: save the seat's sheet to the server (under "pilot · mecha")
 * and load any saved one into the seat. The package reads a loaded file (`readSheet`); the list is
 * the server's Gunwave rosters, shared by every seat of the page.
 */
import { useState } from 'react'
import { api, type RosterSummary } from '../../shell/api.ts'
import { readSheet, type Sheet } from './engine.ts'
import { savedSheetName } from './learned.ts'

const FIELD = { display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' as const }

export function SavedSheets({
  seat,
  sheet,
  saved,
  onLoad,
  onSaved,
}: {
  seat: string
  sheet: Sheet
  saved: readonly RosterSummary[]
  onLoad: (s: Sheet) => void
  onSaved: () => void
}) {
  // The saved sheet this seat was loaded from, shown in the list while the sheet keeps its name.
  const [from, setFrom] = useState<string | undefined>()
  const [note, setNote] = useState<string | null>(null)
  const name = savedSheetName(sheet)
  const shown = from && saved.find((r) => r.id === from)?.name === name ? from : ''
  // A sheet is saved under its "pilot · mecha" name: over the saved one of that name, else anew —
  // never over another pilot's sheet loaded earlier (an archetype or an import changes the name).
  const same = saved.find((r) => r.name === name)
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 14px', alignItems: 'center', marginBottom: 6 }}
    >
      <label style={FIELD}>
        Saved sheet{' '}
        <select
          data-testid={`gw-saved-${seat}`}
          value={shown}
          onChange={async (e) => {
            const id = e.target.value
            if (!id) return setFrom(undefined)
            try {
              const file = readSheet((await api.getRoster(id)).squadron)
              if (typeof file === 'string') return setNote(file)
              setFrom(id)
              onLoad(file)
              setNote(null)
            } catch (err) {
              setNote((err as Error).message)
            }
          }}
        >
          <option value="">load…</option>
          {saved.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
              {r.valid ? '' : ' (has problems)'}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        data-testid={`gw-save-sheet-${seat}`}
        onClick={async () => {
          try {
            const r = await api.saveRoster('gunwave', sheet, same?.id, name)
            setFrom(r.id)
            setNote(same ? `Saved ${name} over the earlier copy.` : `Saved ${name}.`)
            onSaved()
          } catch (err) {
            setNote((err as Error).message)
          }
        }}
      >
        Save sheet
      </button>
      {note && (
        <span className="muted" role="status" data-testid={`gw-sheet-note-${seat}`}>
          {note}
        </span>
      )}
    </div>
  )
}
