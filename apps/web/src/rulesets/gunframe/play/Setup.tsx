/**
 * Battle setup: a squadron and a player (person or bot) per seat; the mission and its variant, the
 * environment, the optional rules, the battlefield; the game size the squadrons make. Everything
 * chosen goes into one BattleSetup which the engine checks live: a refusal is shown in words beside
 * the section it concerns, and the preview is the engine's own start (markers, pieces, zones).
 * The game is stored on the server from the start.
 */
import { MISSIONS } from '@sortie/gunframe/missions'
import { preset, randomBattlefield, TABLE_SIZES } from '@sortie/gunframe/table'
import {
  EXAMPLE_SQUADRONS,
  exampleSquadron,
  pointsLimit,
  type Squadron,
  squadronPoints,
  validateSquadron,
} from '@sortie/gunframe/units'
import { useEffect, useMemo, useState } from 'react'
import { api } from '../../../shell/api.ts'
import type { SetupProps } from '../../../shell/module.ts'
import { useRosters } from '../../../shell/rosters/useRosters.ts'
import { botLabel } from '../../../shell/SeatChoices.tsx'
import { ProblemList } from '../../../ui/Field.tsx'
import { type BattleSetup, type BattleState, startGame } from '../engine.ts'
import { SEAT_NAMES } from './format.ts'
import { BattlefieldPicker, type FieldChoice, randomSeed } from './setup/BattlefieldPicker.tsx'
import {
  buildSetup,
  choicesTitle,
  DEFAULT_CHOICES,
  gameSize,
  type SetupChoices,
} from './setup/battleSetup.ts'
import { EnvironmentPicker } from './setup/EnvironmentPicker.tsx'
import { MissionPicker } from './setup/MissionPicker.tsx'
import { OptionalRules } from './setup/OptionalRules.tsx'
import { type SetupProblem, setupProblem } from './setup/setupError.ts'
import { Table } from './table/Table.tsx'
import { TableLegend } from './table/TableLegend.tsx'

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

/**
 * The engine's start for the preview: Blue defends the near (south) half, so zones and markers show.
 * A setup the engine refuses is previewed without its optional rules (the mission still shows).
 */
function previewOf(setup: BattleSetup | null, field: BattleSetup['battlefield'], seed: string): BattleState {
  if (setup) {
    const { combiners: _c, ...plain } = setup
    for (const s of [setup, { ...plain, optional: [] }]) {
      const r = startGame({ ...s, attacker: 'p2', defenderHalf: 'south' }, seed)
      if (r.ok) return r.value
    }
  }
  return {
    field,
    mission: { id: 'carnage', objectives: [], turns: 5 },
    units: [],
    seats: ['p1', 'p2'],
  } as never
}

export function Setup({ bots: BOTS, start: startNew }: SetupProps<BattleSetup>) {
  const [rosters] = useRosters('gunframe')
  const [loaded, setLoaded] = useState<Record<string, Squadron>>({})
  const [sources, setSources] = useState<Record<string, Source>>({
    p1: { kind: 'example', name: EXAMPLE_SQUADRONS[0]! },
    p2: { kind: 'example', name: EXAMPLE_SQUADRONS[1] ?? EXAMPLE_SQUADRONS[0]! },
  })
  const [players, setPlayers] = useState<Record<string, string | null>>({ p1: null, p2: BOTS[0]?.id ?? null })
  const [field, setField] = useState<FieldChoice>({
    kind: 'preset',
    theme: 'city',
    size: '3x3',
    seed: randomSeed(),
  })
  const [choices, setChoices] = useState<SetupChoices>(DEFAULT_CHOICES)
  const [seed, setSeed] = useState(randomSeed)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<SetupChoices>) => setChoices((c) => ({ ...c, ...patch }))

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
          .then((r) => setLoaded((l) => ({ ...l, [s.id]: r.squadron as Squadron })))
          .catch(() => undefined)
  }, [sources, loaded])

  const battlefield = useMemo(() => {
    if (field.kind === 'open') {
      const t = TABLE_SIZES[field.size]
      return { name: `Open ground ${t.width}″×${t.depth}″`, ...t, terrain: [] }
    }
    return field.kind === 'random'
      ? randomBattlefield(field.seed, field.theme, field.size)
      : preset(field.theme, field.size)
  }, [field])

  const squads = Object.fromEntries(SEATS.map((s) => [s, squadronOf(sources[s]!)])) as Record<
    (typeof SEATS)[number],
    Squadron | null
  >
  const problems = Object.fromEntries(SEATS.map((s) => [s, squads[s] ? validateSquadron(squads[s]!) : []]))
  const { p1: a, p2: b } = squads

  const setup = useMemo(
    () => (a && b ? buildSetup({ p1: a, p2: b }, battlefield, choices) : null),
    [a, b, battlefield, choices],
  )
  // The engine's verdict on exactly what Start would send.
  const verdict = useMemo((): { problem: SetupProblem | null } => {
    if (!setup) return { problem: null }
    const r = startGame(setup, seed)
    return { problem: r.ok ? null : setupProblem(r.error, SEAT_NAMES) }
  }, [setup, seed])
  const preview = useMemo(() => previewOf(setup, battlefield, seed), [setup, battlefield, seed])
  const problem = verdict.problem
  const size = gameSize([a, b].filter((x): x is Squadron => !!x))
  const steps = preview.mission.state?.steps ?? []

  const start = async () => {
    setFailure(null)
    if (!a || !b || !setup) return setFailure('Pick a squadron for each side.')
    if (problem) return
    setBusy(true)
    const err = await startNew({
      title: `${a.name} vs ${b.name} — ${MISSIONS[choices.mission].name}`,
      seed,
      setup,
      seats: { p1: players.p1 ?? null, p2: players.p2 ?? null },
      names: { p1: SEAT_NAMES.p1!, p2: SEAT_NAMES.p2! },
    })
    setBusy(false)
    if (err) setFailure(err)
  }

  const flag = (section: string) => (problem?.section === section ? ' has-problem' : '')
  return (
    <div className="setup">
      <div className="setup-form panel">
        <div className="panel-title">New battle</div>
        <div className={`seat-grid${flag('sides')}`}>
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
                    {BOTS.map((bot) => (
                      <option key={bot.id} value={bot.id} title={bot.description}>
                        {botLabel(bot)}
                      </option>
                    ))}
                  </select>
                </label>
                {players[seat] && (
                  <div className="muted bot-description" data-testid={`bot-level-${seat}`}>
                    {BOTS.find((b) => b.id === players[seat])?.description}
                  </div>
                )}
                <div className="muted">
                  {sq ? `${sq.name} · ${sq.units.length} units · ${squadronPoints(sq)} pts` : 'No squadron'}
                </div>
                <ProblemList problems={(problems[seat] ?? []).slice(0, 4)} />
              </section>
            )
          })}
        </div>
        <div className="game-size" data-testid="game-size">
          <span className="hdr-label">Game size</span> <b>{size.name}</b> ·{' '}
          {size.even
            ? `${size.points} pts a side`
            : `uneven: ${SEATS.map((s) => `${SEAT_NAMES[s]} ${squads[s] ? (pointsLimit(squads[s]!) ?? '?') : 0}`).join(' vs ')} pts`}
        </div>
        <div className={flag('mission')}>
          <MissionPicker c={choices} set={set} />
        </div>
        <div className={flag('environment')}>
          <EnvironmentPicker c={choices} set={set} />
        </div>
        <div className={flag('optional')}>
          <OptionalRules
            value={choices.optional}
            onChange={(optional) => set({ optional })}
            flagged={problem?.section === 'optional' ? problem.ids : undefined}
          />
        </div>
        <div className={flag('battlefield')}>
          <BattlefieldPicker f={field} set={setField} name={battlefield.name ?? ''} />
        </div>
      </div>
      <aside className="setup-side">
        <div className="setup-preview">
          <Table state={preview} toolActive={false} names={SEAT_NAMES} legend="below" />
        </div>
        <TableLegend state={preview} names={SEAT_NAMES} below />
        <div className="setup-summary panel">
          <div className="muted small">
            Preview with Blue defending the near half; in the game the roles are rolled and the defender picks
            a half.
            {steps.length > 0 &&
              ` Still to place during setup: ${steps.length} item${steps.length === 1 ? '' : 's'}.`}
          </div>
          <div className="summary-line" data-testid="setup-summary">
            <b>{choicesTitle(choices).mission}</b>
            {choicesTitle(choices).environment ? ` · ${choicesTitle(choices).environment}` : ''}
            {choices.optional.length
              ? ` · ${choices.optional.length} optional rule${choices.optional.length === 1 ? '' : 's'}`
              : ''}
          </div>
          <label className="field inline">
            <span className="field-label">Dice seed</span>
            <input
              aria-label="Seed"
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
              spellCheck={false}
            />
          </label>
          {problem && (
            <div className="setup-problem" role="alert" data-testid="setup-problem">
              <div className="setup-problem-title">This setup can’t start yet</div>
              <div>{problem.message}</div>
              {problem.facts.length > 0 && (
                <ul>
                  {problem.facts.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              )}
              <div className="muted small">
                See the highlighted section · <code>{problem.code}</code>
              </div>
            </div>
          )}
          {failure && <div className="toast error">{failure}</div>}
          <button
            type="button"
            className="primary big"
            onClick={start}
            disabled={busy || !!problem || !setup}
            data-testid="start-battle"
          >
            Start battle
          </button>
        </div>
      </aside>
    </div>
  )
}
