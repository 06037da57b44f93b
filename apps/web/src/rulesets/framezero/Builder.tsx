// biome-ignore-all lint/suspicious/noArrayIndexKey: frames and their system slots are positional
/**
 * The Frame Zero company builder: frames from the archetypes or from scratch, up to four systems
 * each, rockets placed on frames, the dice notation beside each frame; every check is the
 * package's (`validateCompany` — limits, rocket count, company size for the player count), each
 * problem shown beside the frame it is about. Saved to and loaded from the server's rosters, or
 * exported and imported as a company file.
 */
import {
  ARCHETYPES,
  type CompanyFile,
  editableCompany,
  formatNotation,
  isCompanyFile,
  MAX_SSR,
  rocketsForNewFrame,
  SYSTEM_CODES,
  SYSTEM_NAMES,
  type SystemCode,
  validateCompany,
} from '@sortie/framezero'
import { useEffect, useState } from 'react'
import { api } from '../../shell/api.ts'
import { playWithSaved } from '../../shell/rosters/handOver.ts'
import { useRosterBinding } from '../../shell/rosters/rosterBinding.ts'
import { saveDraft } from '../../shell/rosters/saveDraft.ts'
import { useRosters } from '../../shell/rosters/useRosters.ts'
import { downloadJson } from '../../ui/download.ts'
import { Field, ProblemList } from '../../ui/Field.tsx'
import { JsonFileButtons, parseJson } from '../../ui/JsonFileButtons.tsx'

const STORE = 'sortie.framezero.builder'
type FrameRow = { name: string; systems: SystemCode[]; ssr: number }
type Company = {
  ruleset: 'framezero'
  name: string
  players: number
  size: 'skirmish' | 'battle'
  frames: FrameRow[]
  /** An agreed rocket count other than the package's default, kept as the file had it. */
  ssrCount?: number
  /** Kept as the file had them (the builder does not edit spares). */
  spares?: FrameRow[]
}

/** A file as the builder edits it (the package reads notation and systems alike), or why not. */
function companyOf(file: unknown): { company?: Company; note?: string } {
  if (!isCompanyFile(file)) return { note: 'That is not a Frame Zero company file.' }
  const r = editableCompany(file)
  if (!r.company)
    return { note: `That company file cannot be read: ${r.problems[0]?.message ?? 'bad shape'}.` }
  const company = { ...blank(), ...r.company, ruleset: 'framezero' as const }
  return r.problems.length ? { company, note: r.problems.map((p) => p.message).join(' ') } : { company }
}

const blank = (): Company => ({
  ruleset: 'framezero',
  name: 'My company',
  players: 2,
  size: 'skirmish',
  frames: [],
})

function loadDraft(): { company: Company; id?: string } {
  try {
    const raw = localStorage.getItem(STORE)
    const d = raw ? JSON.parse(raw) : null
    const company = d ? companyOf(d.company).company : undefined
    if (company) return { company, ...(typeof d.id === 'string' ? { id: d.id } : {}) }
  } catch {
    // a corrupt draft is dropped rather than blocking the page
  }
  return { company: blank() }
}

export function Builder() {
  const [draft] = useState(loadDraft)
  const [c, setC] = useState<Company>(draft.company)
  const [id, binding] = useRosterBinding(draft.id)
  const [pick, setPick] = useState<string>(ARCHETYPES[0]!.name)
  const [rosters, refresh] = useRosters('framezero')
  const [msg, setMsg] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)
  useEffect(() => localStorage.setItem(STORE, JSON.stringify({ company: c, id })), [c, id])
  const check = validateCompany(c as CompanyFile)
  const at = (path: string) => check.problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`))
  const whole = check.problems.filter((p) => !p.path.startsWith('frames[') && p.path !== 'name')
  const setFrame = (i: number, f: Partial<FrameRow>) =>
    setC({ ...c, frames: c.frames.map((x, k) => (k === i ? { ...x, ...f } : x)) })
  const addFrame = (name: string) => {
    const a = ARCHETYPES.find((x) => x.name === name)
    setC({
      ...c,
      frames: [
        ...c.frames,
        {
          name: `${a ? a.name : 'Frame'} ${c.frames.length + 1}`,
          systems: a ? [...a.systems] : [],
          // the company's rockets (its count, as the package reads it) go on the first frames
          // until placed elsewhere
          ssr: rocketsForNewFrame(c),
        },
      ],
    })
  }
  const open = (file: unknown, rid?: string) => {
    const { company, note } = companyOf(file)
    if (!company) return setMsg({ kind: 'error', text: note ?? 'That is not a Frame Zero company file.' })
    setC(company)
    binding.open(rid)
    setMsg(note ? { kind: 'error', text: note } : { kind: 'ok', text: `Opened ${company.name}.` })
  }
  const save = () =>
    saveDraft({
      ruleset: 'framezero',
      draft: c,
      problems: check.problems.length,
      binding,
      note: setMsg,
      refresh,
    })
  const exportFile = () => downloadJson(c.name, c, 'company')

  return (
    <div
      className="fz-builder"
      data-testid="fz-builder"
      style={{ display: 'grid', gap: 12, padding: 8, maxWidth: 1100, minWidth: 0, boxSizing: 'border-box' }}
    >
      <section className="panel">
        <div className="panel-title">Company</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
          <Field label="Name" problems={at('name')}>
            <input
              data-testid="fz-b-name"
              value={c.name}
              onChange={(e) => setC({ ...c, name: e.target.value })}
            />
          </Field>
          <Field label="Players">
            <select
              data-testid="fz-b-players"
              value={c.players}
              onChange={(e) => setC({ ...c, players: Number(e.target.value) })}
            >
              {[2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Size">
            <select
              data-testid="fz-b-size"
              value={c.size}
              onChange={(e) => setC({ ...c, size: e.target.value as Company['size'] })}
            >
              <option value="skirmish">skirmish</option>
              <option value="battle">battle</option>
            </select>
          </Field>
        </div>
        <div data-testid="fz-b-summary" style={{ margin: '8px 0', fontWeight: 600 }}>
          {c.frames.length} frames · {check.points ?? '—'} systems · {c.frames.reduce((n, f) => n + f.ssr, 0)}{' '}
          rockets ·{' '}
          {check.problems.length ? (
            <span style={{ color: '#ff8a80' }}>{check.problems.length} to fix</span>
          ) : (
            <span data-testid="fz-b-valid" style={{ color: '#7ddc7d' }}>
              ready to play
            </span>
          )}
        </div>
        <ProblemList problems={whole} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
          <button type="button" className="primary" data-testid="fz-b-save" onClick={() => void save()}>
            Save
          </button>
          <button
            type="button"
            onClick={() => {
              setC(blank())
              binding.open()
            }}
            data-testid="fz-b-new"
          >
            New company
          </button>
          <JsonFileButtons
            onExport={exportFile}
            testId="fz-b-import"
            onText={(text) => {
              const file = parseJson(text)
              if (file === undefined) setMsg({ kind: 'error', text: 'That file is not JSON.' })
              else open(file)
            }}
          />
          <button type="button" data-testid="fz-b-play" onClick={() => void playWithSaved('framezero', save)}>
            Play with it →
          </button>
        </div>
        {msg && (
          <div
            className={`toast ${msg.kind}`}
            role={msg.kind === 'error' ? 'alert' : 'status'}
            data-testid="fz-b-msg"
          >
            {msg.text}
          </div>
        )}
      </section>

      <section className="panel">
        <div className="panel-title">Frames</div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8 }}>
          <select
            data-testid="fz-b-archetype"
            value={pick}
            onChange={(e) => setPick(e.target.value)}
            style={{ width: '100%', maxWidth: 520 }}
          >
            {ARCHETYPES.map((a) => (
              <option key={a.name} value={a.name}>
                {a.name} — {formatNotation({ systems: a.systems, ssr: 0 })} ({a.note})
              </option>
            ))}
            <option value="">Blank frame (no systems)</option>
          </select>
          <button type="button" data-testid="fz-b-add" onClick={() => addFrame(pick)}>
            Add frame
          </button>
        </div>
        {c.frames.length === 0 && (
          <div className="muted">No frames yet: add an archetype or a blank frame.</div>
        )}
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {c.frames.map((f, i) => (
            <li
              key={i}
              data-testid="fz-b-frame"
              style={{ border: '1px solid #ccc', borderRadius: 8, padding: 8, display: 'grid', gap: 6 }}
            >
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                <input
                  aria-label={`Frame ${i + 1} name`}
                  value={f.name}
                  onChange={(e) => setFrame(i, { name: e.target.value })}
                  style={{ minWidth: 0, width: 160, maxWidth: '100%' }}
                />
                <code data-testid="fz-b-notation" style={{ fontSize: 15, wordBreak: 'break-all' }}>
                  {formatNotation({ systems: f.systems, ssr: f.ssr })}
                </code>
                <label>
                  rockets{' '}
                  <input
                    type="number"
                    min={0}
                    max={MAX_SSR}
                    value={f.ssr}
                    data-testid="fz-b-ssr"
                    onChange={(e) => setFrame(i, { ssr: Math.max(0, Number(e.target.value) || 0) })}
                    style={{ width: 56 }}
                  />
                </label>
                <button
                  type="button"
                  aria-label={`Remove ${f.name}`}
                  onClick={() => setC({ ...c, frames: c.frames.filter((_, k) => k !== i) })}
                >
                  Remove
                </button>
              </div>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
                  gap: 6,
                }}
              >
                {[0, 1, 2, 3].map((k) => (
                  <select
                    key={k}
                    aria-label={`${f.name} system ${k + 1}`}
                    data-testid="fz-b-system"
                    value={f.systems[k] ?? ''}
                    style={{ width: '100%', minWidth: 0 }}
                    onChange={(e) => {
                      const next = [...f.systems]
                      if (e.target.value) next[k] = e.target.value as SystemCode
                      else next.splice(k, 1)
                      setFrame(i, { systems: next.filter(Boolean) })
                    }}
                  >
                    <option value="">— none —</option>
                    {SYSTEM_CODES.map((code) => (
                      <option key={code} value={code}>
                        {SYSTEM_NAMES[code]}
                      </option>
                    ))}
                  </select>
                ))}
              </div>
              <ProblemList problems={at(`frames[${i}]`)} />
            </li>
          ))}
        </ol>
      </section>

      <section className="panel">
        <div className="panel-title small">Saved rosters</div>
        {rosters.length === 0 && <div className="muted">None saved yet.</div>}
        <ul className="game-list" data-testid="fz-b-rosters">
          {rosters.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                onClick={async () => {
                  try {
                    const got = await api.getRoster(r.id)
                    open(got.squadron, r.id)
                  } catch (e) {
                    setMsg({ kind: 'error', text: (e as Error).message })
                  }
                }}
              >
                Load
              </button>{' '}
              {r.name} <span className="muted">{r.valid ? '' : '(has problems)'}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
