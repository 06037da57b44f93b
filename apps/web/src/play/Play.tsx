/** The Play tab: a new battle's setup, the games to resume, or the game named in the route. */
import { useEffect, useState } from 'react'
import { api, type GameRecord, type GameSummary } from '../api.ts'
import type { BattleDecision, BattleSetup, BattleState } from '../engine.ts'
import { href } from '../route.ts'
import { GameView } from './GameView.tsx'
import { Setup } from './Setup.tsx'
import { type GameData, type LoggedEvent, rebuild, useGame } from './useGame.ts'

export function Play({ gameId }: { gameId?: string }) {
  if (gameId) return <LoadGame key={gameId} id={gameId} />
  return (
    <div className="play-home">
      <Setup />
      <ResumeList />
    </div>
  )
}

function ResumeList() {
  const [games, setGames] = useState<GameSummary[]>([])
  useEffect(() => {
    api
      .listGames()
      .then((g) => setGames(g.filter((x) => x.status === 'playing')))
      .catch(() => setGames([]))
  }, [])
  if (!games.length) return null
  return (
    <section className="panel resume">
      <div className="panel-title">Resume a game</div>
      <ul className="game-list">
        {games.slice(0, 8).map((g) => (
          <li key={g.id}>
            <a href={href({ tab: 'play', gameId: g.id })}>{g.title}</a>
            <span className="muted">
              {g.mode} · turn {g.turn} · {g.decisions} decisions
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

type Loaded = { record: GameRecord; data: GameData; state: BattleState; events: LoggedEvent[] }

function LoadGame({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded | { error: string } | null>(null)
  useEffect(() => {
    api
      .getGame(id)
      .then((record) => {
        const data: GameData = {
          seed: record.seed,
          setup: record.setup as BattleSetup,
          decisions: record.decisions as BattleDecision[],
        }
        const r = rebuild(data)
        setLoaded(
          'error' in r
            ? { error: `${r.error.message} [${r.error.code}]` }
            : { record, data, state: r.state, events: r.events },
        )
      })
      .catch((e) => setLoaded({ error: (e as Error).message }))
  }, [id])
  if (!loaded) return <div className="empty">Loading the battle…</div>
  if ('error' in loaded) return <div className="empty error">This game cannot be opened: {loaded.error}</div>
  return <LiveGame loaded={loaded} />
}

function LiveGame({ loaded }: { loaded: Loaded }) {
  const game = useGame({ state: loaded.state, events: loaded.events, decisions: loaded.data.decisions })
  return (
    <GameView
      id={loaded.record.id}
      title={loaded.record.title}
      data={loaded.data}
      meta={loaded.record.meta}
      game={game}
    />
  )
}
