/**
 * The Play tab of a ruleset: games in progress first, then where to play (this device, or online
 * by invite links) and the ruleset's new-game page; or the game named in the route, reopened from
 * the server's copy plus this browser's autosaved tail.
 */
import type { DecisionShape } from '@sortie/engine'
import { useEffect, useState } from 'react'
import { createOnlineGame } from '../online/create.ts'
import { Links } from '../online/Links.tsx'
import type { KnownGame } from '../online/store.ts'
import { api, type GameRecord, type GameSummary } from './api.ts'
import { localLength, withLocalTail } from './autosave.ts'
import { GameScreen, type GameScreenProps } from './GameScreen.tsx'
import { progressWords } from './gameProgress.ts'
import type { NewGame } from './module.ts'
import { href } from './route.ts'
import { SalvagePanel } from './SalvagePanel.tsx'
import { startGame } from './startGame.ts'
import { type GameData, rebuild } from './useGame.ts'
import { type LoadedRuleset, rulesetEntries, useRuleset } from './useRuleset.ts'

/**
 * Creates the new game on the server as an online game (the server referees and deals the dice):
 * a person's seat gets an invite link, a bot's seat is played by the server's bot.
 */
async function startOnline(rs: LoadedRuleset, g: NewGame<unknown>): Promise<KnownGame | string> {
  const seats = Object.fromEntries(
    Object.entries(g.seats).map(([seat, bot]) => [seat, bot ? (`bot:${bot}` as const) : ('human' as const)]),
  )
  return createOnlineGame({ ruleset: rs.id, setup: g.setup, seats })
}

export function PlayHome({ rs }: { rs: LoadedRuleset }) {
  const Setup = rs.mod?.Setup
  const [online, setOnline] = useState(false)
  const [created, setCreated] = useState<KnownGame | null>(null)
  const start = async (g: NewGame<unknown>): Promise<string | null> => {
    if (!online) return startGame(rs.id, g)
    const made = await startOnline(rs, g)
    if (typeof made === 'string') return made
    setCreated(made)
    return null
  }
  return (
    <div className="play-home">
      <ResumeList ruleset={rs.id} />
      {Setup && (
        <fieldset className="panel play-where" data-testid="play-where">
          <legend className="panel-title">Where</legend>
          <label>
            <input
              type="radio"
              name="where"
              checked={!online}
              onChange={() => setOnline(false)}
              data-testid="where-here"
            />{' '}
            On this device — people take turns at the screen, bots play their seats
          </label>
          <label>
            <input
              type="radio"
              name="where"
              checked={online}
              onChange={() => setOnline(true)}
              data-testid="where-online"
            />{' '}
            Online — every person plays from their own device by an invite link; the server referees and rolls
          </label>
        </fieldset>
      )}
      {created && (
        <div data-testid="play-online-created">
          <p className="toast ok" role="status">
            The online game is ready with this setup: send each person their seat's link, and open yours to
            play.
          </p>
          <Links game={created} />
        </div>
      )}
      {Setup ? (
        <Setup bots={rs.bots} start={start} />
      ) : (
        <div className="empty">{rs.title} has no table in the browser yet: play it with the CLI.</div>
      )}
    </div>
  )
}

/** Games in progress, newest first; those with moves saved only in this browser are marked. */
export function ResumeList({ ruleset, limit = 8 }: { ruleset?: string; limit?: number }) {
  const [games, setGames] = useState<GameSummary[]>([])
  useEffect(() => {
    api
      .listGames()
      .then((g) =>
        setGames(
          g
            .filter((x) => x.status === 'playing' && (!ruleset || x.ruleset === ruleset))
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
        ),
      )
      .catch(() => setGames([]))
  }, [ruleset])
  if (!games.length) return null
  return (
    <section className="panel resume" data-testid="resume">
      <div className="panel-title">Games in progress</div>
      <ul className="game-list">
        {games.slice(0, limit).map((g) => {
          const n = Math.max(g.decisions, localLength(g.id))
          return (
            <li key={g.id}>
              <a href={href({ tab: 'play', ruleset: g.ruleset, gameId: g.id })} className="button-link">
                Resume
              </a>
              <span>{g.title}</span>
              <span className="muted">
                {ruleset ? '' : `${rulesetEntries().find((e) => e.id === g.ruleset)?.title ?? g.ruleset} · `}
                {progressWords(g, n)}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

type Loaded =
  | { error: string }
  | { diverged: { at: number; message: string } }
  | { record: GameRecord; rulesetId: string; data: GameData; initial: GameScreenProps['initial'] }

/** Opens a stored game: the record names its ruleset, whatever the URL says. */
export function LoadGame({ id }: { id: string }) {
  const [rec, setRec] = useState<GameRecord | { error: string } | null>(null)
  useEffect(() => {
    api
      .getGame(id)
      .then(setRec)
      .catch((e) => setRec({ error: (e as Error).message }))
  }, [id])
  if (!rec) return <div className="empty">Loading the game…</div>
  if ('error' in rec) return <div className="empty error">This game cannot be opened: {rec.error}</div>
  return <LoadedGame key={rec.hash} record={rec} onSalvaged={setRec} />
}

function LoadedGame({
  record,
  onSalvaged,
}: {
  record: GameRecord & { ruleset?: string }
  onSalvaged: (rec: GameRecord) => void
}) {
  const rs = useRuleset(record.ruleset ?? '')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    if (!rs || 'error' in rs) return
    const server = record.decisions as DecisionShape[]
    const withTail = withLocalTail(record.id, server)
    const tryData = (decisions: DecisionShape[]): Loaded => {
      const data: GameData = { ruleset: rs.id, seed: record.seed, setup: record.setup, decisions }
      const r = rebuild(rs.ruleset, data)
      // A recorded decision today's rules refuse (not a setup that cannot start): offer to salvage.
      if ('error' in r)
        return r.at === undefined
          ? { error: `${r.error.message} [${r.error.code}]` }
          : { diverged: { at: r.at, message: r.error.message } }
      return {
        record,
        rulesetId: rs.id,
        data,
        initial: { state: r.state, events: r.events, decisions, history: r.history },
      }
    }
    // The local tail is used only when the whole game still replays with it.
    let got = tryData(withTail)
    if (!('record' in got) && withTail.length > server.length) got = tryData(server)
    setLoaded(got)
  }, [rs, record])
  if (!rs || !loaded) return <div className="empty">Loading the game…</div>
  if ('error' in rs) return <div className="empty error">{rs.error}</div>
  if ('error' in loaded) return <div className="empty error">This game cannot be opened: {loaded.error}</div>
  if ('diverged' in loaded)
    return <SalvagePanel record={record} {...loaded.diverged} onSalvaged={onSalvaged} />
  if (!rs.mod) return <div className="empty">{rs.title} has no table in the browser yet.</div>
  return (
    <GameScreen
      rs={rs}
      id={record.id}
      title={record.title}
      data={loaded.data}
      meta={record.meta}
      initial={loaded.initial}
      serverLength={record.decisions.length}
    />
  )
}
