// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/**
 * The squadron builder: example units or designs from scratch, live points and each problem the
 * units module finds shown beside its field; save/load on the server, JSON import/export, cards.
 */
import {
  CATALOGUE,
  EXAMPLE_SQUADRONS,
  exampleSquadron,
  exportSquadron,
  GAME_SIZES,
  parseSquadronFile,
  pointsLimit,
  pointsOf,
  type Squadron,
  type SquadronUnit,
  squadronPoints,
  validateSquadron,
} from '@sortie/gunframe/units'
import { useEffect, useMemo, useState } from 'react'
import { api } from '../../../shell/api.ts'
import { useRosterBinding } from '../../../shell/rosters/rosterBinding.ts'
import { useRosters } from '../../../shell/rosters/useRosters.ts'
import { downloadJson } from '../../../ui/download.ts'
import { Field, ProblemList } from '../../../ui/Field.tsx'
import { JsonFileButtons } from '../../../ui/JsonFileButtons.tsx'
import { ProblemRouter } from './problems.ts'
import { UnitCard } from './UnitCard.tsx'
import { blankUnit, UnitEditor } from './UnitEditor.tsx'

const STORE = 'sortie.builder'
const emptySquadron = (): Squadron => ({ name: 'New squadron', size: 'clash', points: 100, units: [] })

function loadLocal(): { squadron: Squadron; rosterId?: string } {
  try {
    const raw = localStorage.getItem(STORE)
    const d = raw ? JSON.parse(raw) : null
    const sq = d?.squadron
    // A draft the package reads as a squadron file, or one mid-edit that still has the shape the
    // page draws (named units); anything else is dropped rather than breaking the page each visit.
    const read = parseSquadronFile(sq)
    const drawable =
      sq &&
      typeof sq.name === 'string' &&
      Array.isArray(sq.units) &&
      sq.units.every(
        (u: unknown) =>
          typeof u === 'object' && u !== null && typeof (u as { name?: unknown }).name === 'string',
      )
    if (read.ok || drawable)
      return {
        squadron: sq,
        ...(typeof d.rosterId === 'string' ? { rosterId: d.rosterId } : {}),
      }
  } catch {
    // A corrupt draft is dropped rather than blocking the builder.
  }
  return { squadron: emptySquadron() }
}

export function Builder() {
  const initial = useMemo(loadLocal, [])
  const [squadron, setSquadron] = useState<Squadron>(initial.squadron)
  const [rosterId, binding] = useRosterBinding(initial.rosterId)
  const [selected, setSelected] = useState(0)
  const [rosters, refresh] = useRosters('gunframe')
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  const [importProblems, setImportProblems] = useState<{ code: string; message: string; path: string }[]>([])
  const [pick, setPick] = useState('')
  const [showCards, setShowCards] = useState(false)

  useEffect(() => {
    localStorage.setItem(STORE, JSON.stringify({ squadron, rosterId }))
  }, [squadron, rosterId])

  const problems = useMemo(() => validateSquadron(squadron), [squadron])
  const total = squadronPoints(squadron)
  const limit = pointsLimit(squadron)
  const router = new ProblemRouter(problems)
  const unit = squadron.units[selected]
  const sizeProblems = router.at('size', 'points')
  const unitProblems = unit ? router.under(`units[${selected}]`) : []
  const listProblems = router.at('units')

  const setUnits = (units: SquadronUnit[]) => setSquadron({ ...squadron, units })
  const addUnit = (u: SquadronUnit) => {
    setUnits([...squadron.units, u])
    setSelected(squadron.units.length)
  }
  const flash = (kind: 'ok' | 'error', text: string) => {
    setMessage({ kind, text })
    window.setTimeout(() => setMessage(null), 4000)
  }

  const save = async () => {
    try {
      const r = await binding.save((id) => api.saveRoster('gunframe', squadron, id))
      flash('ok', `Saved “${r.name}”${r.valid ? '' : ' (with problems to fix)'}.`)
      void refresh()
    } catch (e) {
      flash('error', (e as Error).message)
    }
  }
  const load = async (id: string) => {
    try {
      const r = await api.getRoster<Squadron>(id)
      setSquadron(r.squadron)
      binding.open(r.id)
      setSelected(0)
      flash('ok', `Loaded “${r.name}”.`)
    } catch (e) {
      flash('error', (e as Error).message)
    }
  }
  const importText = (text: string) => {
    const r = parseSquadronFile(text)
    if (!r.ok) {
      setImportProblems(r.error)
      flash('error', 'That file is not a squadron file; see the problems below.')
      return
    }
    setImportProblems([])
    setSquadron(r.value)
    binding.open()
    setSelected(0)
    flash('ok', `Imported “${r.value.name}”.`)
  }
  const exportFile = () => downloadJson(squadron.name, exportSquadron(squadron), 'squadron')

  return (
    <div className={`builder${showCards ? ' cards-mode' : ''}`}>
      <aside className="panel squadron-panel no-print">
        <div className="panel-title">Squadron</div>
        <Field label="Name" wide>
          <input
            name="squadron.name"
            value={squadron.name}
            onChange={(e) => setSquadron({ ...squadron, name: e.target.value })}
          />
        </Field>
        <div className="values-row">
          <Field label="Game size" problems={sizeProblems}>
            <select
              name="squadron.size"
              value={squadron.size}
              onChange={(e) => {
                const size = e.target.value as Squadron['size']
                const fixed =
                  size in GAME_SIZES ? GAME_SIZES[size as keyof typeof GAME_SIZES].max : squadron.points
                setSquadron({ ...squadron, size, points: fixed })
              }}
            >
              <option value="skirmish">Skirmish</option>
              <option value="clash">Clash</option>
              <option value="battle">Battle</option>
              <option value="custom">Custom</option>
            </select>
          </Field>
          <Field label="Limit">
            <input
              name="squadron.points"
              className="num"
              type="number"
              value={squadron.points ?? ''}
              onChange={(e) =>
                setSquadron({ ...squadron, points: e.target.value ? Number(e.target.value) : undefined })
              }
            />
          </Field>
        </div>
        <div
          className={`total${limit !== undefined && total > limit ? ' over' : ''}`}
          data-testid="squadron-points"
        >
          <span>{Number.isFinite(total) ? total : '—'}</span> / {limit ?? '?'} pts
        </div>
        <ProblemList problems={listProblems} />
        <ul className="unit-list" aria-label="Units">
          {squadron.units.map((u, i) => {
            const n = router.under(`units[${i}]`).length
            return (
              <li key={`${u.id ?? u.name}-${i}`} className={i === selected ? 'selected' : ''}>
                <button type="button" className="unit-pick" onClick={() => setSelected(i)}>
                  <span className="unit-name">{u.name || '(unnamed)'}</span>
                  <span className="unit-meta">
                    {u.frame} · {pointsOf(u) || '—'} pts
                  </span>
                  {n > 0 && (
                    <span className="badge bad" title={`${n} problem(s)`}>
                      {n}
                    </span>
                  )}
                </button>
                <button
                  type="button"
                  className="icon"
                  aria-label={`Remove ${u.name}`}
                  onClick={() => {
                    setUnits(squadron.units.filter((_, j) => j !== i))
                    setSelected(Math.max(0, Math.min(selected, squadron.units.length - 2)))
                  }}
                >
                  ✕
                </button>
              </li>
            )
          })}
        </ul>
        <div className="add-unit">
          <select aria-label="Example unit" value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">Example units…</option>
            {[...new Set(CATALOGUE.map((c) => `${c.setting} · ${c.faction}`))].map((g) => (
              <optgroup key={g} label={g}>
                {CATALOGUE.filter((c) => `${c.setting} · ${c.faction}` === g).map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name} ({pointsOf(c.design)} pts)
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <button
            type="button"
            disabled={!pick}
            onClick={() => {
              const c = CATALOGUE.find((x) => x.name === pick)
              if (c) addUnit(structuredClone(c.design))
            }}
          >
            Add
          </button>
          <button type="button" className="ghost" onClick={() => addUnit(blankUnit())}>
            + From scratch
          </button>
        </div>
        <div className="button-grid">
          <button type="button" className="primary" onClick={save}>
            Save
          </button>
          <JsonFileButtons onExport={exportFile} onText={importText} />
          <button type="button" onClick={() => setShowCards((v) => !v)}>
            {showCards ? 'Editor' : 'Unit cards'}
          </button>
          <button
            type="button"
            onClick={() => {
              setShowCards(true)
              window.setTimeout(() => window.print(), 50)
            }}
          >
            Print cards
          </button>
          <button
            type="button"
            className="ghost"
            onClick={() => {
              setSquadron(emptySquadron())
              binding.open()
              setSelected(0)
            }}
          >
            New
          </button>
        </div>
        <ProblemList problems={importProblems} />
        {message && <div className={`toast ${message.kind}`}>{message.text}</div>}
        <div className="panel-title small">Saved rosters</div>
        <ul className="roster-list">
          {rosters.map((r) => (
            <li key={r.id}>
              <button type="button" className="link" onClick={() => load(r.id)}>
                {r.name}
              </button>
              <span className="muted">
                {r.points ?? '—'} pts {r.valid ? '' : '· needs fixes'}
              </span>
            </li>
          ))}
          {EXAMPLE_SQUADRONS.map((n) => (
            <li key={n}>
              <button
                type="button"
                className="link"
                onClick={() => {
                  setSquadron(exampleSquadron(n))
                  binding.open()
                  setSelected(0)
                }}
              >
                Example: {exampleSquadron(n).name}
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <section className="panel editor-panel no-print">
        {showCards ? null : unit ? (
          <UnitEditor
            key={selected}
            unit={unit}
            index={selected}
            problems={unitProblems}
            onChange={(u) => setUnits(squadron.units.map((x, j) => (j === selected ? u : x)))}
          />
        ) : (
          <div className="empty">Add an example unit or build one from scratch.</div>
        )}
      </section>
      {showCards && (
        <section className="cards print-area">
          <header className="record">
            <h2>{squadron.name}</h2>
            <div>
              {squadron.faction ? `${squadron.faction} · ` : ''}
              {squadron.size} · {total} / {limit ?? '?'} pts · {squadron.units.length} units
            </div>
          </header>
          <div className="card-grid">
            {squadron.units.map((u, i) => (
              <UnitCard key={`${u.name}-${i}`} unit={u} />
            ))}
          </div>
        </section>
      )}
    </div>
  )
}
