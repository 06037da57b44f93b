/**
 * The first screen: one click to a quick battle against the bot (the ruleset's own example
 * forces), the rulesets to build or set up a game for, and the games in progress.
 */
import type { Seat } from '@sortie/engine'
import { useEffect, useState } from 'react'
import type { BotEntry } from './module.ts'
import { ResumeList } from './PlayPage.tsx'
import { go, href } from './route.ts'
import { botLabel } from './SeatChoices.tsx'
import { randomSeed, startGame } from './startGame.ts'
import { getRuleset, rulesetEntries } from './useRuleset.ts'

/** A quick battle: the descriptor's quick setup, a person on the first seat, its best bot on the others. */
async function quickBattle(id: string, botId?: string | null): Promise<string | null> {
  const rs = await getRuleset(id)
  if ('error' in rs) return rs.error
  if (!rs.mod) return `${rs.title} has no table in the browser yet.`
  const seed = randomSeed()
  const q = rs.pkg.quickSetup(rs.mod.quickOptions ?? {}, seed)
  if (!q.ok) return q.error.message
  const seats: Seat[] = rs.pkg.seats(q.value)
  const bot = (botId && rs.bots.some((b) => b.id === botId) ? botId : rs.bots[0]?.id) ?? null
  return startGame(rs.id, {
    title: `Quick battle — ${rs.title}`,
    setup: q.value,
    seed,
    seats: Object.fromEntries(seats.map((s, i) => [s, i === 0 ? null : bot])),
  })
}

export function Home() {
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const entries = rulesetEntries()
  const first = entries[0]?.id
  // The first ruleset's bots, so the one-click battle can be against the level a player picks.
  const [levels, setLevels] = useState<BotEntry[]>([])
  const [level, setLevel] = useState<string | null>(null)
  useEffect(() => {
    if (!first) return
    let live = true
    void getRuleset(first).then((rs) => {
      if (!live || 'error' in rs) return
      setLevels(rs.bots)
      setLevel((l) => l ?? rs.bots[0]?.id ?? null)
    })
    return () => {
      live = false
    }
  }, [first])
  const quick = async (id: string) => {
    setBusy(id)
    setFailure(null)
    const err = await quickBattle(id, id === first ? level : null)
    setBusy(null)
    if (err) setFailure(err)
  }
  return (
    <div className="home" data-testid="home">
      <section className="panel home-hero">
        <h1>Pick a game and play</h1>
        <p className="muted">Every rule is enforced by the engine: the table only offers what is legal.</p>
        {entries[0] && (
          <button
            type="button"
            className="primary big"
            data-testid="quick-battle"
            disabled={!!busy}
            onClick={() => void quick(entries[0]!.id)}
          >
            {busy === entries[0].id ? 'Setting up…' : `Quick battle: ${entries[0].title} vs the bot`}
          </button>
        )}
        {levels.length > 1 && (
          <label className="field quick-level">
            <span className="field-label">Opponent</span>{' '}
            <select data-testid="quick-level" value={level ?? ''} onChange={(e) => setLevel(e.target.value)}>
              {levels.map((b) => (
                <option key={b.id} value={b.id} title={b.description}>
                  {botLabel(b)}
                </option>
              ))}
            </select>
            <span className="muted"> {levels.find((b) => b.id === level)?.description}</span>
          </label>
        )}
        {failure && (
          <div className="toast error" role="alert">
            {failure}
          </div>
        )}
      </section>
      <ResumeList limit={6} />
      <section className="panel">
        <div className="panel-title">Rulesets</div>
        <ul className="ruleset-list" data-testid="rulesets">
          {entries.map((e) => (
            <li key={e.id} className="ruleset-card" data-ruleset={e.id}>
              <div className="ruleset-title">{e.title}</div>
              <div className="ruleset-actions">
                <a className="button-link primary" href={href({ tab: 'play', ruleset: e.id })}>
                  New game
                </a>
                <a className="button-link" href={href({ tab: 'builder', ruleset: e.id })}>
                  Build
                </a>
                <button type="button" disabled={!!busy} onClick={() => void quick(e.id)}>
                  Quick battle
                </button>
                <button type="button" className="ghost" onClick={() => go({ tab: 'replays', ruleset: e.id })}>
                  Replays
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
