/**
 * Gunwave's builder page: one pilot-and-mecha sheet (SheetBuilder), saved to the server or loaded
 * from it (SavedSheets), exported and imported as a sheet file; the new-game page loads saved
 * sheets into its pilot seats. The draft survives a reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { api, type RosterSummary } from '../../shell/api.ts'
import { readSheet, type Sheet } from './engine.ts'
import { SavedSheets } from './SavedSheets.tsx'
import { fromArchetype, SheetBuilder } from './SheetBuilder.tsx'

const STORE = 'sortie.gunwave.sheet'

function loadDraft(): Sheet {
  try {
    const raw = localStorage.getItem(STORE)
    const d = raw ? readSheet(JSON.parse(raw)) : null
    if (d && typeof d !== 'string') return d
  } catch {
    // a corrupt draft is dropped rather than blocking the page
  }
  return fromArchetype('ace')
}

export function SheetsPage() {
  const [sheet, setSheet] = useState<Sheet>(loadDraft)
  const [saved, setSaved] = useState<RosterSummary[]>([])
  const [note, setNote] = useState<string | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  useEffect(() => localStorage.setItem(STORE, JSON.stringify(sheet)), [sheet])
  const refresh = useCallback(
    () =>
      api
        .listRosters('gunwave')
        .then(setSaved)
        .catch(() => setSaved([])),
    [],
  )
  useEffect(() => void refresh(), [refresh])
  const exportFile = () => {
    const blob = new Blob([JSON.stringify(sheet, null, 2)], { type: 'application/json' })
    const a = document.createElement('a')
    a.href = URL.createObjectURL(blob)
    a.download = `${sheet.pilot.name.replace(/[^\w-]+/g, '-').toLowerCase() || 'pilot'}.json`
    a.click()
    URL.revokeObjectURL(a.href)
  }
  return (
    <div
      className="panel"
      data-testid="gw-sheets"
      style={{ margin: 12, display: 'grid', gap: 8, minWidth: 0 }}
    >
      <div className="panel-title">Pilot sheet</div>
      <p className="muted" style={{ margin: 0 }}>
        Make a pilot and a mecha, save the sheet, then load it into a pilot seat on the new-game page.
      </p>
      <SheetBuilder
        seat="b"
        label="Your pilot"
        sheet={sheet}
        onChange={setSheet}
        full
        saved={
          <SavedSheets
            seat="b"
            sheet={sheet}
            saved={saved}
            onLoad={setSheet}
            onSaved={() => void refresh()}
          />
        }
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" onClick={exportFile}>
          Export JSON
        </button>
        <button type="button" onClick={() => fileRef.current?.click()}>
          Import JSON
        </button>
        <a className="button-link" href="#/gunwave/play" data-testid="gw-sheets-play">
          Play with it →
        </a>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="gw-sheets-import"
        onChange={async (e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (!file) return
          try {
            const d = readSheet(JSON.parse(await file.text()))
            if (typeof d === 'string') return setNote(d)
            setSheet(d)
            setNote(`Imported ${d.pilot.name}.`)
          } catch {
            setNote('That file is not JSON.')
          }
        }}
      />
      {note && (
        <div className="toast ok" role="status">
          {note}
        </div>
      )}
    </div>
  )
}
