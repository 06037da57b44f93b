// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/**
 * Replays, for any ruleset: every stored game, and a viewer that steps through one decision by
 * decision (the shared scrubber), rebuilding each state with the ruleset's engine from setup +
 * seed + decisions and checking the final hash against the server's.
 */
import { type DecisionShape, type EventShape, hashMatches, type SalvageNote } from '@sortie/engine'
import { useEffect, useMemo, useState } from 'react'
import { api, type GameRecord, type GameSummary } from './api.ts'
import { DiceTray } from './DiceTray.tsx'
import { EventLog, groupLines } from './EventLog.tsx'
import type { Logged, RollShown } from './module.ts'
import { href } from './route.ts'
import { type LoadedRuleset, useRuleset } from './useRuleset.ts'

export function Replays({ ruleset, gameId }: { ruleset?: string; gameId?: string }) {
  if (gameId) return <ReplayLoader key={gameId} id={gameId} />
  return <ReplayList ruleset={ruleset} />
}

function ReplayList({ ruleset }: { ruleset?: string }) {
  const [games, setGames] = useState<GameSummary[] | null>(null)
  useEffect(() => {
    api
      .listGames()
      .then((g) => setGames(ruleset ? g.filter((x) => x.ruleset === ruleset) : g))
      .catch(() => setGames([]))
  }, [ruleset])
  return (
    <section className="panel replays">
      <div className="panel-title">Stored games</div>
      {games === null ? (
        <div className="muted">Loading…</div>
      ) : games.length === 0 ? (
        <div className="muted">No games yet: start one on the Play tab.</div>
      ) : (
        <table className="games-table">
          <thead>
            <tr>
              <th>Game</th>
              <th>Mode</th>
              <th>Status</th>
              <th>Turn</th>
              <th>Decisions</th>
              <th>Saved</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.id}>
                <td>{g.title}</td>
                <td>{g.mode}</td>
                <td>
                  <span className={`badge ${g.status === 'over' ? 'good' : ''}`}>{g.status}</span>
                </td>
                <td>{g.turn}</td>
                <td>{g.decisions}</td>
                <td className="muted">{new Date(g.updatedAt).toLocaleString()}</td>
                <td className="row-actions">
                  <a
                    href={href({ tab: 'replays', ruleset: g.ruleset, gameId: g.id })}
                    className="button-link"
                  >
                    Replay
                  </a>
                  {g.status === 'playing' && (
                    <a
                      href={href({ tab: 'play', ruleset: g.ruleset, gameId: g.id })}
                      className="button-link ghost"
                    >
                      Resume
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

interface Frames {
  states: unknown[]
  events: Logged<EventShape>[]
  error: string | null
}

function buildFrames(rs: LoadedRuleset, rec: GameRecord): Frames {
  const started = rs.ruleset.start(rec.setup, rec.seed)
  if (!started.ok) return { states: [], events: [], error: started.error.message }
  const states: unknown[] = [started.value]
  const events: Logged<EventShape>[] = []
  for (let i = 0; i < rec.decisions.length; i++) {
    const r = rs.ruleset.apply(states[i]!, rec.decisions[i] as DecisionShape)
    if (!r.ok) return { states, events, error: `Decision ${i} does not replay: ${r.error.message}` }
    states.push(r.value.state)
    for (const e of r.value.events) events.push({ ...e, at: i })
  }
  return { states, events, error: null }
}

/** The game's salvages (`meta.salvaged`, written by the server), each told above the board. */
function salvageNotes(rec: GameRecord): SalvageNote[] {
  return Array.isArray(rec.meta.salvaged) ? (rec.meta.salvaged as SalvageNote[]) : []
}

function ReplayLoader({ id }: { id: string }) {
  const [rec, setRec] = useState<GameRecord | { error: string } | null>(null)
  useEffect(() => {
    api
      .getGame(id)
      .then(setRec)
      .catch((e) => setRec({ error: (e as Error).message }))
  }, [id])
  if (!rec) return <div className="empty">Loading…</div>
  if ('error' in rec) return <div className="empty error">{rec.error}</div>
  return <ReplayRuleset rec={rec} />
}

function ReplayRuleset({ rec }: { rec: GameRecord }) {
  const rs = useRuleset(rec.ruleset)
  if (!rs) return <div className="empty">Loading…</div>
  if ('error' in rs) return <div className="empty error">{rs.error}</div>
  return <ReplayViewer rs={rs} rec={rec} />
}

function ReplayViewer({ rs, rec }: { rs: LoadedRuleset; rec: GameRecord }) {
  const frames = useMemo(() => buildFrames(rs, rec), [rs, rec])
  const mod = rs.mod
  const last = frames.states.length - 1
  const [step, setStep] = useState(last)
  const [playing, setPlaying] = useState(false)
  const state = frames.states[Math.max(0, Math.min(step, last))]
  const verified = useMemo(
    // A game stored before the ruleset changed its state's shape keeps that shape's hash.
    () => (frames.states[last] ? hashMatches(rs.ruleset, frames.states[last]!, rec.hash) : false),
    [rs, frames, last, rec.hash],
  )

  useEffect(() => {
    if (!playing) return
    if (step >= last) {
      setPlaying(false)
      return
    }
    const t = window.setTimeout(() => setStep((s) => s + 1), 450)
    return () => window.clearTimeout(t)
  }, [playing, step, last])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest?.('input,select,textarea')) return
      if (e.key === 'ArrowRight') setStep((s) => Math.min(last, s + 1))
      else if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1))
      else if (e.key === 'Home') setStep(0)
      else if (e.key === 'End') setStep(last)
      else if (e.key === ' ') {
        e.preventDefault()
        setPlaying((p) => !p)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [last])

  if (!state) return <div className="empty error">{frames.error ?? 'Nothing to replay.'}</div>
  const shown = frames.events.filter((e) => e.at < step)
  const now = frames.events.filter((e) => e.at === step - 1)
  const outcome = rs.ruleset.outcome(state)
  const names = rec.meta.names
  const Header = mod?.Header
  const Board = mod?.Board
  // Events the log shows as group headings (an activation) read the same here; never a raw type.
  const line = (e: Logged<EventShape>) =>
    mod ? (mod.describe(state, e, names) ?? mod.groupOf?.(state, e, names) ?? null) : e.type
  const rolls: (RollShown & { at: number })[] = []
  for (const e of shown) {
    const r = mod?.roll?.(state, e, names)
    if (r) rolls.push({ ...r, at: e.at })
  }
  const groups = groupLines(
    shown.map((e) => {
      const text = mod ? mod.describe(state, e, names) : e.type
      return {
        heading: mod?.groupOf?.(state, e, names) ?? null,
        line: text ? { at: e.at, text, type: e.type } : null,
      }
    }),
  )
  const seatName = (s: string) => mod?.seatName(s, names) ?? s
  return (
    <div className="game replay" data-testid="replay">
      {Header && <Header state={state} prompt={rs.ruleset.prompt(state)} {...(names ? { names } : {})} />}
      <div className="replay-bar">
        <button type="button" onClick={() => setStep(0)} title="Start (Home)">
          |◀
        </button>
        <button type="button" onClick={() => setStep(Math.max(0, step - 1))} title="Back (←)">
          ◀
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => setPlaying(!playing)}
          title="Play / pause (Space)"
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          onClick={() => setStep(Math.min(last, step + 1))}
          title="Forward (→)"
          data-testid="replay-next"
        >
          ▶
        </button>
        <button type="button" onClick={() => setStep(last)} title="End (End)">
          ▶|
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => setStep(Number(e.target.value))}
          aria-label="Replay position"
        />
        <span className="muted" data-testid="replay-step">
          {step} / {last}
        </span>
        <span className={`badge ${verified ? 'good' : 'bad'}`} title={`hash ${rec.hash}`}>
          {verified ? 'hash verified' : 'hash differs'}
        </span>
      </div>
      {frames.error && <div className="toast error">{frames.error}</div>}
      {salvageNotes(rec).map((n) => (
        <div key={n.at} className="toast warn" data-testid="replay-salvaged">
          Continued under newer rules after move {n.kept}: move {n.kept + 1} was no longer allowed.{' '}
          {n.reason.message} The {n.setAside.length} later {n.setAside.length === 1 ? 'move is' : 'moves are'}{' '}
          kept aside in the game’s record.
        </div>
      ))}
      <div className="game-body">
        <div className="table-col">
          {Board ? (
            <Board state={state} {...(names ? { names } : {})} />
          ) : (
            <div className="empty">No board for {rs.title} yet.</div>
          )}
        </div>
        <aside className="side-col">
          <div className="now-step">
            <div className="panel-title small">{rec.title}</div>
            {step === 0 ? (
              <div className="muted">Before the first decision.</div>
            ) : (
              <ul>
                {now.map((e, i) => {
                  const text = line(e)
                  return text ? <li key={i}>{text}</li> : null
                })}
                {!now.some((e) => line(e)) && (
                  <li className="muted">{String(rec.decisions[step - 1]?.kind ?? '')}</li>
                )}
              </ul>
            )}
            {outcome && step === last && (
              <div className="outcome small">
                {outcome.draw ? 'Draw' : `Winner: ${outcome.winners.map(seatName).join(', ')}`} —{' '}
                {Object.entries(outcome.scores ?? {})
                  .map(([k, v]) => `${seatName(k)} ${v}`)
                  .join(' · ')}
              </div>
            )}
          </div>
          <DiceTray rolls={rolls} />
          <EventLog groups={groups} />
        </aside>
      </div>
    </div>
  )
}
