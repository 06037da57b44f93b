/**
 * One online game on screen: the ruleset's own table (its web module) drawn from the view the
 * server sends this seat, the shared dice tray and log, who is connected, and at the end the
 * revealed seed with its check. Decisions go to the server; the browser never applies them itself
 * (it holds only a view, without the dice).
 */
import { type DecisionShape, type EventShape, promptSeats, type Seat, seedRng } from '@sortie/engine'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { DiceTray } from '../shell/DiceTray.tsx'
import { EventLog, groupLines, type LogLine } from '../shell/EventLog.tsx'
import type { FrameProps, Logged, RollShown } from '../shell/module.ts'
import { type LoadedRuleset, useRuleset } from '../shell/useRuleset.ts'
import { FairDice } from './FairDice.tsx'
import { Presence } from './Presence.tsx'
import { onlineHref } from './route.ts'
import { useAutoPlay } from './useAutoPlay.ts'
import { type OnlineGame as Game, useOnlineGame } from './useOnlineGame.ts'

const NONE: readonly DecisionShape[] = []

/** The side column (presence, reveal, dice, log), handed to the stable `Frame` through context. */
const SideCtx = createContext<ReactNode>(null)

function Frame({ header, table, tools, prompt, odds, aside }: FrameProps) {
  const side = useContext(SideCtx)
  return (
    <div className="game">
      {header}
      <div className="game-body">
        <div className="table-col">
          {table}
          {tools}
        </div>
        <aside className="side-col">
          {prompt && <div className="prompt-sheet open">{prompt}</div>}
          {odds}
          {aside}
          {side}
        </aside>
      </div>
    </div>
  )
}

export function OnlineGame({ gameId, token }: { gameId: string; token?: string }) {
  const g = useOnlineGame(gameId, token)
  if (g.error?.fatal)
    return (
      <div className="empty error" data-testid="online-fatal">
        {g.error.message} <a href={onlineHref({})}>Back to online games</a>
      </div>
    )
  if (!g.ruleset) return <div className="empty">Connecting to the game…</div>
  return <WithRuleset g={g} id={g.ruleset} gameId={gameId} />
}

function WithRuleset({ g, id, gameId }: { g: Game; id: string; gameId: string }) {
  const rs = useRuleset(id)
  if (!rs) return <div className="empty">Loading {id}…</div>
  if ('error' in rs) return <div className="empty error">{rs.error}</div>
  return <Screen g={g} rs={rs} gameId={gameId} />
}

function Screen({ g, rs, gameId }: { g: Game; rs: LoadedRuleset; gameId: string }) {
  const [toast, setToast] = useState<string | null>(null)
  const flash = useCallback((_kind: 'ok' | 'error', text: string) => {
    setToast(text)
    window.setTimeout(() => setToast((t) => (t === text ? null : t)), 3500)
  }, [])
  const mod = rs.mod
  const seat = g.seat && g.seat !== 'spectator' ? g.seat : null
  // The view has no dice (their future is the server's secret); rules code that expects a dice
  // stream gets a stand-in it can read but whose rolls count for nothing.
  const state = useMemo(() => (g.view ? { rng: seedRng('view'), ...(g.view as object) } : null), [g.view])
  const mine = !!seat && !!g.prompt && !g.outcome && promptSeats(g.prompt).includes(seat)
  const legal = useMemo(
    () =>
      mine && state ? (rs.ruleset.legal(state) as DecisionShape[]).filter((d) => d.seat === seat) : NONE,
    [mine, state, rs.ruleset, seat],
  )
  const decide = useCallback(
    (d: DecisionShape) => {
      g.decide(d)
      return null
    },
    [g.decide],
  )
  const auto = useAutoPlay({ rs, gameId, seat, seq: g.seq, mine, state, legal, decide: g.decide })
  const events = useMemo(
    () => g.log.flatMap((e) => e.events.map((ev) => ({ ...ev, at: e.seq - 1 }) as Logged<EventShape>)),
    [g.log],
  )
  const last = useMemo(
    () => g.last.map((ev) => ({ ...ev, at: g.seq - 1 }) as Logged<EventShape>),
    [g.last, g.seq],
  )
  const decisions = useMemo(() => g.log.map((e) => e.decision), [g.log])
  const { groups, rolls } = useMemo(() => {
    const entries: { line: LogLine | null; heading: string | null }[] = []
    const rolls: (RollShown & { at: number })[] = []
    if (mod && state)
      for (const e of events) {
        const text = mod.describe(state, e)
        entries.push({
          heading: mod.groupOf?.(state, e) ?? null,
          line: text ? { at: e.at, text, type: e.type } : null,
        })
        const r = mod.roll?.(state, e)
        if (r) rolls.push({ ...r, at: e.at })
      }
    return { groups: groupLines(entries), rolls }
  }, [mod, state, events])

  const seatName = (s: Seat) => mod?.seatName(s) ?? s.toUpperCase()
  const side = (
    <>
      <Presence g={g} seatName={seatName} />
      {seat && !g.outcome && (
        <label className="online-autoplay">
          Let a bot play my seat{' '}
          <select
            value={auto.bot ?? ''}
            onChange={(e) => auto.setBot(e.target.value || null)}
            data-testid="online-autoplay"
          >
            <option value="">no, I play</option>
            {rs.bots.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {g.outcome && (
        <div className="outcome-card" data-testid="online-outcome">
          <strong>
            {g.outcome.draw ? 'A draw' : `${g.outcome.winners.map(seatName).join(', ')} won`} (
            {g.outcome.reason})
          </strong>
        </div>
      )}
      {g.reveal && <FairDice reveal={g.reveal} />}
      {g.salvaged.map((x) => (
        <div key={x.at} className="toast warn" data-testid="online-salvaged">
          Recorded under earlier rules: move {x.kept + 1} is not allowed now. {x.reason.message} Play went on
          from move {x.kept}; the {x.setAside} later {x.setAside === 1 ? 'move is' : 'moves are'} kept aside
          on the server.
        </div>
      ))}
      {(toast || (g.error && !g.error.fatal)) && (
        <div className="toast error">{toast ?? g.error?.message}</div>
      )}
      <DiceTray rolls={rolls} />
      <EventLog groups={groups} />
    </>
  )
  if (g.status === 'waiting' || !state)
    return (
      <div className="online-waiting" data-testid="online-waiting">
        <p>The game starts once every seat has joined.</p>
        <Presence g={g} seatName={seatName} />
      </div>
    )
  if (!mod)
    return (
      <div className="online-generic">
        <p>{rs.title} has no table in the browser yet; its legal decisions:</p>
        {legal.map((d) => (
          <button type="button" key={JSON.stringify(d)} onClick={() => decide(d)}>
            {JSON.stringify(d)}
          </button>
        ))}
        {side}
      </div>
    )
  const Table = mod.Table
  return (
    <div className="online-game" data-testid="online-game" data-seq={g.seq} data-seat={g.seat ?? ''}>
      <SideCtx.Provider value={side}>
        <Table
          state={state}
          prompt={g.outcome ? null : g.prompt}
          legal={legal}
          human={mine}
          decide={decide}
          decisions={decisions}
          events={events}
          last={last}
          lastDecision={decisions[decisions.length - 1]}
          pace={1}
          setBusy={() => {}}
          flash={flash}
          Frame={Frame}
        />
      </SideCtx.Provider>
    </div>
  )
}
