/**
 * The MechaStellar force builder: catalogue units added to a force, each with a nickname, an
 * optional points limit and an optional Mission Commander (else named at the table). Points,
 * critical machines and every problem are the package's (`catalogue`, `validateRoster`), each
 * problem shown beside what it is about. Saved to and loaded from the server's rosters, or
 * exported and imported as a force file; the new-game page picks saved forces per side.
 */
import { useEffect, useState } from 'react'
import { api } from '../../shell/api.ts'
import { playWithSaved } from '../../shell/rosters/handOver.ts'
import { useRosterBinding } from '../../shell/rosters/rosterBinding.ts'
import { saveDraft } from '../../shell/rosters/saveDraft.ts'
import { useRosters } from '../../shell/rosters/useRosters.ts'
import { downloadJson } from '../../ui/download.ts'
import { Field, ProblemList } from '../../ui/Field.tsx'
import { JsonFileButtons, parseJson } from '../../ui/JsonFileButtons.tsx'
import { ForceUnit } from './ForceUnit.tsx'
import {
  EXAMPLE_FORCES,
  type ForceFile,
  isForceFile,
  isOverLimit,
  msCatalogue,
  TYPE_NAMES,
  validateForce,
} from './forces.ts'

const STORE = 'sortie.mechastellar.builder'
const blank = (): ForceFile => ({ ruleset: 'mechastellar', name: 'My force', units: [] })

function loadDraft(): { force: ForceFile; id?: string } {
  try {
    const raw = localStorage.getItem(STORE)
    if (raw) {
      const d = JSON.parse(raw)
      if (isForceFile(d.force)) return d
    }
  } catch {
    // a corrupt draft is dropped rather than blocking the page
  }
  return { force: blank() }
}

export function Builder() {
  const [draft] = useState(loadDraft)
  const [f, setF] = useState<ForceFile>(draft.force)
  const [id, binding] = useRosterBinding(draft.id)
  const [selected, setSelected] = useState(0)
  const [pick, setPick] = useState('')
  const [rosters, refresh] = useRosters('mechastellar')
  const [msg, setMsg] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  useEffect(() => localStorage.setItem(STORE, JSON.stringify({ force: f, id })), [f, id])
  const check = validateForce(f)
  const about = (path: string) =>
    check.problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`))
  const whole = check.problems.filter(
    (p) => !p.path.startsWith('units.') && !['name', 'limit', 'commander'].includes(p.path),
  )
  // Over the limit is the package's judgement (its problem code), not a sum of ours.
  const over = isOverLimit(check.problems)
  const add = (unit: string) => {
    setF({ ...f, units: [...f.units, { unit }] })
    setSelected(f.units.length)
  }
  const remove = (i: number) => {
    const units = f.units.filter((_, k) => k !== i)
    // The commander is an index: it moves with the units after the one removed, and goes with it.
    const c = f.commander
    const commander = c === undefined || c === i ? undefined : c > i ? c - 1 : c
    const { commander: _, ...rest } = f
    setF({ ...rest, units, ...(commander !== undefined ? { commander } : {}) })
    // The selection stays on the same unit when one before it goes.
    setSelected(Math.max(0, Math.min(i < selected ? selected - 1 : selected, units.length - 1)))
  }
  const open = (file: unknown, rid?: string) => {
    if (!isForceFile(file)) return setMsg({ kind: 'error', text: 'That is not a MechaStellar force file.' })
    setF(file)
    binding.open(rid)
    setSelected(0)
    setMsg({ kind: 'ok', text: `Opened ${file.name}.` })
  }
  const openText = (text: string) => {
    const file = parseJson(text)
    if (file === undefined) setMsg({ kind: 'error', text: 'That file is not JSON.' })
    else open(file)
  }
  const save = () =>
    saveDraft({
      ruleset: 'mechastellar',
      draft: f,
      problems: check.problems.length,
      binding,
      note: setMsg,
      refresh,
    })
  const exportFile = () => downloadJson(f.name, f, 'force')
  const unit = f.units[selected]

  return (
    <div className="builder" data-testid="ms-builder">
      <aside className="panel squadron-panel">
        <div className="panel-title">Force</div>
        <Field label="Name" wide problems={about('name')}>
          <input
            data-testid="ms-b-name"
            value={f.name}
            onChange={(e) => setF({ ...f, name: e.target.value })}
          />
        </Field>
        <div className="values-row">
          <Field label="Points limit" problems={about('limit')}>
            <input
              data-testid="ms-b-limit"
              className="num"
              type="number"
              style={{ width: '6em' }}
              placeholder="none"
              value={f.limit ?? ''}
              onChange={(e) => {
                const { limit: _, ...rest } = f
                setF(e.target.value ? { ...rest, limit: Number(e.target.value) } : rest)
              }}
            />
          </Field>
          <Field label="Mission Commander" problems={about('commander')}>
            <select
              data-testid="ms-b-commander"
              value={f.commander ?? ''}
              onChange={(e) => {
                const { commander: _, ...rest } = f
                setF(e.target.value === '' ? rest : { ...rest, commander: Number(e.target.value) })
              }}
            >
              <option value="">named at the table</option>
              {f.units.map((u, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: units are positional (the commander is an index)
                <option key={i} value={i}>
                  {u.name || msCatalogue.get(u.unit)?.name || u.unit}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className={`total${over ? ' over' : ''}`} data-testid="ms-b-points">
          <span>{check.points ?? '—'}</span> / {f.limit ?? '—'} pts
        </div>
        <div data-testid="ms-b-status" className="ms-b-status">
          {f.units.length} units ·{' '}
          {check.problems.length ? (
            <span className="badge bad">{check.problems.length} to fix</span>
          ) : (
            <span className="badge good">ready to play</span>
          )}
        </div>
        <ProblemList problems={whole} />
        <ul className="unit-list" aria-label="Units" data-testid="ms-b-units">
          {f.units.map((u, i) => {
            const c = msCatalogue.get(u.unit)
            const bad = about(`units.${i}`).length
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: units are positional (the commander is an index)
              <li key={i} className={i === selected ? 'selected' : ''}>
                <button type="button" className="unit-pick" onClick={() => setSelected(i)}>
                  <span className="unit-name">
                    {u.name || c?.name || u.unit}
                    {f.commander === i && <span title="Mission Commander"> ★</span>}
                  </span>
                  <span className="unit-meta">{c ? `${c.points} pts` : 'unknown'}</span>
                  {bad > 0 && <span className="badge bad">{bad}</span>}
                </button>
                <button
                  type="button"
                  className="icon"
                  aria-label={`Remove ${u.name || c?.name || u.unit}`}
                  onClick={() => remove(i)}
                >
                  ✕
                </button>
              </li>
            )
          })}
        </ul>
        <div className="add-unit">
          <select
            aria-label="Catalogue unit"
            data-testid="ms-b-pick"
            value={pick}
            onChange={(e) => setPick(e.target.value)}
          >
            <option value="">Catalogue units…</option>
            {Object.entries(TYPE_NAMES).map(([type, label]) => (
              <optgroup key={type} label={label.many}>
                {[...msCatalogue.values()]
                  .filter((c) => c.type === type)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} ({c.points} pts{c.critical ? ', critical' : ''})
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <button type="button" data-testid="ms-b-add" disabled={!pick} onClick={() => add(pick)}>
            Add
          </button>
        </div>
        <div className="button-grid">
          <button type="button" className="primary" data-testid="ms-b-save" onClick={() => void save()}>
            Save
          </button>
          <JsonFileButtons onExport={exportFile} onText={(text) => openText(text)} />
          <button
            type="button"
            className="ghost"
            data-testid="ms-b-new"
            onClick={() => {
              setF(blank())
              binding.open()
              setSelected(0)
              setMsg(null)
            }}
          >
            New
          </button>
          <button
            type="button"
            data-testid="ms-b-play"
            onClick={() => void playWithSaved('mechastellar', save)}
          >
            Play with it →
          </button>
        </div>
        {msg && (
          <div
            className={`toast ${msg.kind}`}
            role={msg.kind === 'error' ? 'alert' : 'status'}
            data-testid="ms-b-msg"
          >
            {msg.text}
          </div>
        )}
        <div className="panel-title small">Saved forces</div>
        <ul className="roster-list" data-testid="ms-b-rosters">
          {rosters.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="link"
                onClick={async () => {
                  try {
                    open((await api.getRoster(r.id)).squadron, r.id)
                  } catch (e) {
                    setMsg({ kind: 'error', text: (e as Error).message })
                  }
                }}
              >
                {r.name}
              </button>
              <span className="muted">
                {r.points ?? '—'} pts {r.valid ? '' : '· needs fixes'}
              </span>
            </li>
          ))}
          {rosters.length === 0 && <li className="muted">None saved yet.</li>}
          {EXAMPLE_FORCES.map((x) => (
            <li key={x.name}>
              <button type="button" className="link" onClick={() => open(structuredClone(x))}>
                Example: {x.name}
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <section className="panel editor-panel">
        {unit ? (
          <ForceUnit
            entry={unit}
            commander={f.commander === selected}
            problems={about(`units.${selected}`)}
            onRename={(name) =>
              setF({
                ...f,
                units: f.units.map((u, k) => (k !== selected ? u : name ? { ...u, name } : { unit: u.unit })),
              })
            }
          />
        ) : (
          <div className="empty">Add a unit from the catalogue to start the force.</div>
        )}
      </section>
    </div>
  )
}
