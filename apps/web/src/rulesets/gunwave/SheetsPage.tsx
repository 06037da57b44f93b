/**
 * Gunwave's builder page: one pilot-and-mecha sheet (SheetBuilder), saved to the server or loaded
 * from it (SavedSheets), exported and imported as a sheet file; the new-game page loads saved
 * sheets into its pilot seats. The draft survives a reload.
 */
import { useEffect, useState } from 'react'
import { handOver } from '../../shell/rosters/handOver.ts'
import { useRosters } from '../../shell/rosters/useRosters.ts'
import { go } from '../../shell/route.ts'
import { downloadJson } from '../../ui/download.ts'
import { JsonFileButtons, parseJson } from '../../ui/JsonFileButtons.tsx'
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
  const [saved, refresh] = useRosters('gunwave')
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  useEffect(() => localStorage.setItem(STORE, JSON.stringify(sheet)), [sheet])
  const exportFile = () => downloadJson(sheet.pilot.name, sheet, 'pilot')
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
        <JsonFileButtons
          onExport={exportFile}
          testId="gw-sheets-import"
          onText={(text) => {
            const d = readSheet(parseJson(text))
            if (typeof d === 'string') return setNote({ kind: 'error', text: d })
            setSheet(d)
            setNote({ kind: 'ok', text: `Imported ${d.pilot.name}.` })
          }}
        />
        {/* The sheet as it stands (saved or not) goes to Pilot 1's seat of the new-game page. */}
        <button
          type="button"
          data-testid="gw-sheets-play"
          onClick={() => {
            handOver('gunwave', sheet)
            go({ tab: 'play', ruleset: 'gunwave' })
          }}
        >
          Play with it →
        </button>
      </div>
      {note && (
        <div className={`toast ${note.kind}`} role={note.kind === 'error' ? 'alert' : 'status'}>
          {note.text}
        </div>
      )}
    </div>
  )
}
