// biome-ignore-all lint/suspicious/noArrayIndexKey: dice, problems, log lines and list rows are positional and never reorder
/**
 * Replays: every stored game, and a viewer that steps through one decision by decision, rebuilding
 * each state with the engine from setup + seed + decisions.
 */
import { useEffect, useMemo, useState } from 'react'
import { api, type GameRecord, type GameSummary } from '../api.ts'
import {
  apply,
  type BattleDecision,
  type BattleSetup,
  type BattleState,
  hashOf,
  ruleset,
  startGame,
} from '../engine.ts'
import { DiceTray } from '../play/Dice.tsx'
import { EventLog } from '../play/EventLog.tsx'
import { describeEvent } from '../play/format.ts'
import { GameHeader } from '../play/Header.tsx'
import { Table } from '../play/Table.tsx'
import type { LoggedEvent } from '../play/useGame.ts'
import { href } from '../route.ts'

export function Replays({ gameId }: { gameId?: string }) {
  if (gameId) return <ReplayLoader key={gameId} id={gameId} />
  return <ReplayList />
}

function ReplayList() {
  const [games, setGames] = useState<GameSummary[] | null>(null)
  useEffect(() => {
    api
      .listGames()
      .then(setGames)
      .catch(() => setGames([]))
  }, [])
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
                  <a href={href({ tab: 'replays', gameId: g.id })} className="button-link">
                    Replay
                  </a>
                  {g.status === 'playing' && (
                    <a href={href({ tab: 'play', gameId: g.id })} className="button-link ghost">
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
  states: BattleState[]
  events: LoggedEvent[]
  error: string | null
}

function buildFrames(rec: GameRecord): Frames {
  const started = startGame(rec.setup as BattleSetup, rec.seed)
  if (!started.ok) return { states: [], events: [], error: started.error.message }
  const states = [started.value]
  const events: LoggedEvent[] = []
  for (let i = 0; i < rec.decisions.length; i++) {
    const r = apply(states[i]!, rec.decisions[i] as BattleDecision)
    if (!r.ok) return { states, events, error: `Decision ${i} does not replay: ${r.error.message}` }
    states.push(r.value.state)
    for (const e of r.value.events) events.push({ ...e, at: i })
  }
  return { states, events, error: null }
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
  return <ReplayViewer rec={rec} />
}

function ReplayViewer({ rec }: { rec: GameRecord }) {
  const frames = useMemo(() => buildFrames(rec), [rec])
  const last = frames.states.length - 1
  const [step, setStep] = useState(last)
  const [playing, setPlaying] = useState(false)
  const state = frames.states[Math.max(0, Math.min(step, last))]
  const verified = useMemo(
    () => (frames.states[last] ? hashOf(frames.states[last]!) === rec.hash : false),
    [frames, last, rec.hash],
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
  const outcome = ruleset.outcome(state)
  return (
    <div className="game replay" data-testid="replay">
      <GameHeader state={state} prompt={ruleset.prompt(state)} names={rec.meta.names} />
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
      <div className="game-body">
        <div className="table-col">
          <Table state={state} toolActive={false} />
        </div>
        <aside className="side-col">
          <div className="now-step">
            <div className="panel-title small">{rec.title}</div>
            {step === 0 ? (
              <div className="muted">Before the first decision.</div>
            ) : (
              <ul>
                {now.map((e, i) => (
                  <li key={i}>{describeEvent(state, e, rec.meta.names)}</li>
                ))}
                {now.length === 0 && <li className="muted">{String(rec.decisions[step - 1]?.kind ?? '')}</li>}
              </ul>
            )}
            {outcome && step === last && (
              <div className="outcome small">
                {outcome.draw ? 'Draw' : `Winner: ${outcome.winners.join(', ')}`} —{' '}
                {Object.entries(outcome.scores ?? {})
                  .map(([k, v]) => `${k} ${v}`)
                  .join(' · ')}
              </div>
            )}
          </div>
          <DiceTray events={shown} name={(id) => state.units.find((u) => u.id === id)?.name ?? String(id)} />
          <EventLog state={state} events={shown} names={rec.meta.names} />
        </aside>
      </div>
    </div>
  )
}
