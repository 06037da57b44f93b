/**
 * Battle setup: a squadron and a player (person or bot) per seat, battlefield, mission and seed.
 * The engine checks the squadrons and the setup; the game is stored on the server from the start.
 */
import { MISSIONS } from '@sortie/gunframe/missions'
import {
  preset,
  randomBattlefield,
  TABLE_SIZES,
  type TableSize,
  THEMES,
  type Theme,
} from '@sortie/gunframe/table'
import {
  EXAMPLE_SQUADRONS,
  exampleSquadron,
  type Squadron,
  squadronPoints,
  squadronProfiles,
  validateSquadron,
} from '@sortie/gunframe/units'
import { useEffect, useMemo, useState } from 'react'
import { api, type RosterSummary } from '../api.ts'
import { type BattleSetup, BOTS, startGame } from '../engine.ts'
import { go } from '../route.ts'
import { ProblemList } from '../ui/Field.tsx'
import { SEAT_NAMES } from './format.ts'
import { Table } from './Table.tsx'

type Source = { kind: 'example'; name: string } | { kind: 'roster'; id: string } | { kind: 'draft' }
const SEATS = ['p1', 'p2'] as const

function draft(): Squadron | null {
  try {
    return (
      (JSON.parse(localStorage.getItem('sortie.builder') ?? 'null') as { squadron?: Squadron } | null)
        ?.squadron ?? null
    )
  } catch {
    return null
  }
}

const randomSeed = () => Math.random().toString(36).slice(2, 10)

export function Setup() {
  const [rosters, setRosters] = useState<RosterSummary[]>([])
  const [loaded, setLoaded] = useState<Record<string, Squadron>>({})
  const [sources, setSources] = useState<Record<string, Source>>({
    p1: { kind: 'example', name: EXAMPLE_SQUADRONS[0]! },
    p2: { kind: 'example', name: EXAMPLE_SQUADRONS[1] ?? EXAMPLE_SQUADRONS[0]! },
  })
  const [players, setPlayers] = useState<Record<string, string | null>>({ p1: null, p2: BOTS[0]?.id ?? null })
  const [field, setField] = useState<{ kind: 'preset' | 'random' | 'open'; theme: Theme; size: TableSize }>({
    kind: 'preset',
    theme: 'city',
    size: '3x3',
  })
  const [seed, setSeed] = useState(randomSeed)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    api
      .listRosters()
      .then(setRosters)
      .catch(() => setRosters([]))
  }, [])

  const squadronOf = (s: Source): Squadron | null =>
    s.kind === 'example'
      ? exampleSquadron(s.name as (typeof EXAMPLE_SQUADRONS)[number])
      : s.kind === 'draft'
        ? draft()
        : (loaded[s.id] ?? null)

  useEffect(() => {
    for (const s of Object.values(sources))
      if (s.kind === 'roster' && !loaded[s.id])
        api
          .getRoster(s.id)
          .then((r) => setLoaded((l) => ({ ...l, [s.id]: r.squadron })))
          .catch(() => undefined)
  }, [sources, loaded])

  const battlefield = useMemo(() => {
    if (field.kind === 'open') return { name: 'Open ground', ...TABLE_SIZES[field.size], terrain: [] }
    return field.kind === 'random'
      ? randomBattlefield(seed, field.theme, field.size)
      : preset(field.theme, field.size)
  }, [field, seed])

  const squads = Object.fromEntries(SEATS.map((s) => [s, squadronOf(sources[s]!)]))
  const problems = Object.fromEntries(SEATS.map((s) => [s, squads[s] ? validateSquadron(squads[s]!) : []]))

  const previewState = useMemo(() => {
    const r = startGame({ squadrons: { p1: [], p2: [] }, battlefield } as unknown as BattleSetup, 'preview')
    // An empty setup is refused; the preview only needs the field, so build a bare state around it.
    return r.ok ? r.value : { field: battlefield, mission: { objectives: [], turns: 5 }, units: [] }
  }, [battlefield])

  const start = async () => {
    setError(null)
    const a = squads.p1
    const b = squads.p2
    if (!a || !b) return setError('Pick a squadron for each side.')
    const setup: BattleSetup = {
      squadrons: { p1: squadronProfiles(a).units, p2: squadronProfiles(b).units },
      battlefield,
      mission: 'carnage',
    }
    const started = startGame(setup, seed)
    if (!started.ok) return setError(`${started.error.message} [${started.error.code}]`)
    setBusy(true)
    try {
      const bots = { p1: players.p1 ?? null, p2: players.p2 ?? null }
      const mode = bots.p1 && bots.p2 ? 'bots' : bots.p1 || bots.p2 ? 'bot' : 'hotseat'
      const g = await api.saveGame({
        title: `${a.name} vs ${b.name}`,
        mode,
        seed,
        setup,
        decisions: [],
        meta: { bots, names: { p1: SEAT_NAMES.p1!, p2: SEAT_NAMES.p2! } },
      })
      go({ tab: 'play', gameId: g.id })
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="setup">
      <div className="setup-form panel">
        <div className="panel-title">New battle</div>
        <div className="seat-grid">
          {SEATS.map((seat) => {
            const src = sources[seat]!
            const sq = squads[seat]
            const value =
              src.kind === 'example'
                ? `example:${src.name}`
                : src.kind === 'roster'
                  ? `roster:${src.id}`
                  : 'draft'
            return (
              <section key={seat} className={`seat-card seat-${seat}`} data-seat={seat}>
                <h3>{SEAT_NAMES[seat]}</h3>
                <label className="field">
                  <span className="field-label">Squadron</span>
                  <select
                    aria-label={`${SEAT_NAMES[seat]} squadron`}
                    value={value}
                    onChange={(e) => {
                      const [k, ...rest] = e.target.value.split(':')
                      const v = rest.join(':')
                      setSources({
                        ...sources,
                        [seat]:
                          k === 'example'
                            ? { kind: 'example', name: v }
                            : k === 'roster'
                              ? { kind: 'roster', id: v }
                              : { kind: 'draft' },
                      })
                    }}
                  >
                    {EXAMPLE_SQUADRONS.map((n) => (
                      <option key={n} value={`example:${n}`}>
                        Example: {exampleSquadron(n).name}
                      </option>
                    ))}
                    <option value="draft">Builder draft</option>
                    {rosters.map((r) => (
                      <option key={r.id} value={`roster:${r.id}`}>
                        Saved: {r.name} ({r.points ?? '?'} pts)
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field">
                  <span className="field-label">Player</span>
                  <select
                    aria-label={`${SEAT_NAMES[seat]} player`}
                    value={players[seat] ?? ''}
                    onChange={(e) => setPlayers({ ...players, [seat]: e.target.value || null })}
                  >
                    <option value="">Human</option>
                    {BOTS.map((b) => (
                      <option key={b.id} value={b.id}>
                        Bot ({b.name})
                      </option>
                    ))}
                  </select>
                </label>
                <div className="muted">
                  {sq ? `${sq.name} · ${sq.units.length} units · ${squadronPoints(sq)} pts` : 'No squadron'}
                </div>
                <ProblemList problems={(problems[seat] ?? []).slice(0, 4)} />
              </section>
            )
          })}
        </div>
        <div className="values-row">
          <label className="field">
            <span className="field-label">Battlefield</span>
            <select
              aria-label="Battlefield"
              value={field.kind}
              onChange={(e) => setField({ ...field, kind: e.target.value as typeof field.kind })}
            >
              <option value="preset">Preset</option>
              <option value="random">Random</option>
              <option value="open">Open ground</option>
            </select>
          </label>
          <label className="field">
            <span className="field-label">Theme</span>
            <select
              aria-label="Theme"
              value={field.theme}
              disabled={field.kind === 'open'}
              onChange={(e) => setField({ ...field, theme: e.target.value as Theme })}
            >
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">Table</span>
            <select
              aria-label="Table size"
              value={field.size}
              onChange={(e) => setField({ ...field, size: e.target.value as TableSize })}
            >
              {Object.keys(TABLE_SIZES).map((s) => (
                <option key={s} value={s}>
                  {s.replace('x', '′ × ')}′
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">Mission</span>
            <select aria-label="Mission" value="carnage" onChange={() => undefined}>
              {Object.values(MISSIONS).map((m) => (
                <option key={m.id} value={m.id} disabled={m.id !== 'carnage'} title={m.summary}>
                  {m.name}
                  {m.id !== 'carnage' ? ' (not in the battle engine yet)' : ''}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">Seed</span>
            <input aria-label="Seed" value={seed} onChange={(e) => setSeed(e.target.value)} />
          </label>
        </div>
        <p className="muted small">{MISSIONS.carnage.summary}</p>
        {error && <div className="toast error">{error}</div>}
        <button
          type="button"
          className="primary big"
          onClick={start}
          disabled={busy}
          data-testid="start-battle"
        >
          Start battle
        </button>
      </div>
      <div className="setup-preview">
        <Table state={previewState as never} toolActive={false} />
      </div>
    </div>
  )
}
