/**
 * `#/online`: create an online game (ruleset, who sits where: a person invited by link, or one of
 * the ruleset's bots run by the server), then share one invite link per seat and a spectator link.
 * Games created here are remembered in this browser so the links can be found again.
 */
import { useEffect, useState } from 'react'
import { getRuleset, rulesetEntries } from '../shell/useRuleset.ts'
import { onlineHref, shareLink } from './route.ts'
import { forgetGame, type KnownGame, knownGames, rememberGame } from './store.ts'

interface SeatsInfo {
  seats: string[]
  bots: { id: string; title: string }[]
  /** The quick battle's options (the descriptor's `sim.options`), by the key `quickSetup` reads. */
  options: { key: string; flags: string; description: string }[]
}

/** `--units <n>` → `units`, `--foo-bar <x>` → `fooBar` (the keys commander gives `quickSetup`). */
const optionKey = (flags: string): string =>
  (/--([\w-]+)/.exec(flags)?.[1] ?? flags).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

async function seatsOf(ruleset: string): Promise<SeatsInfo | { error: string }> {
  const rs = await getRuleset(ruleset)
  if ('error' in rs) return rs
  const q = rs.pkg.quickSetup({}, 'lobby')
  if (!q.ok) return { error: q.error.message }
  const options = (rs.pkg.sim?.options ?? []).map((o) => ({
    key: optionKey(o.flags),
    flags: o.flags,
    description: o.description,
  }))
  return { seats: rs.pkg.seats(q.value), bots: rs.bots, options }
}

export function Lobby() {
  const entries = rulesetEntries()
  const [ruleset, setRuleset] = useState(entries[0]?.id ?? '')
  const [info, setInfo] = useState<SeatsInfo | { error: string } | null>(null)
  const [choice, setChoice] = useState<Record<string, string>>({})
  const [options, setOptions] = useState<Record<string, string>>({})
  const [created, setCreated] = useState<KnownGame | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [games, setGames] = useState(knownGames)

  useEffect(() => {
    let live = true
    setInfo(null)
    setOptions({})
    seatsOf(ruleset).then((i) => live && setInfo(i))
    return () => {
      live = false
    }
  }, [ruleset])

  const create = async () => {
    if (!info || 'error' in info) return
    setError(null)
    const seats = Object.fromEntries(info.seats.map((s) => [s, choice[s] ?? 'human']))
    const chosen = Object.fromEntries(Object.entries(options).filter(([, v]) => v.trim() !== ''))
    const res = await fetch('/api/online/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset, seats, options: chosen }),
    })
    const body = await res.json()
    if (!res.ok) return setError(body?.error?.message ?? `The server refused (${res.status}).`)
    const g: KnownGame = { id: body.id, ruleset, createdAt: new Date().toISOString(), seats: body.seats }
    rememberGame(g)
    setGames(knownGames())
    setCreated(g)
  }

  return (
    <div className="online-lobby">
      <h2>Play online</h2>
      <p className="muted">
        The server referees: it rolls the dice (committed before the game, revealed at the end), keeps every
        decision, and shows each player only what their seat may see.
      </p>
      <section className="online-card">
        <label>
          Ruleset{' '}
          <select value={ruleset} onChange={(e) => setRuleset(e.target.value)} data-testid="online-ruleset">
            {entries.map((e) => (
              <option key={e.id} value={e.id}>
                {e.title}
              </option>
            ))}
          </select>
        </label>
        {!info && <p>Loading…</p>}
        {info && 'error' in info && <p className="error">{info.error}</p>}
        {info && !('error' in info) && (
          <>
            {info.seats.map((s) => (
              <label key={s} className="online-seat">
                {s.toUpperCase()}{' '}
                <select
                  value={choice[s] ?? 'human'}
                  data-testid={`online-seat-${s}`}
                  onChange={(e) => setChoice((c) => ({ ...c, [s]: e.target.value }))}
                >
                  <option value="human">a person (invite link)</option>
                  {info.bots.map((b) => (
                    <option key={b.id} value={`bot:${b.id}`}>
                      bot: {b.title}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            {info.options.length > 0 && (
              <details>
                <summary>Quick battle options</summary>
                {info.options.map((o) => (
                  <label key={o.key} className="online-seat" title={o.description}>
                    {o.flags}{' '}
                    <input
                      value={options[o.key] ?? ''}
                      placeholder={o.description}
                      data-testid={`online-option-${o.key}`}
                      onChange={(e) => setOptions((x) => ({ ...x, [o.key]: e.target.value }))}
                    />
                  </label>
                ))}
              </details>
            )}
            <button type="button" className="primary" onClick={create} data-testid="online-create">
              Create the game
            </button>
          </>
        )}
        {error && <p className="error">{error}</p>}
      </section>
      {created && <Links game={created} />}
      {games.length > 0 && (
        <section className="online-card">
          <h3>Your online games</h3>
          <ul className="online-games">
            {games.map((g) => (
              <li key={g.id}>
                <a href={onlineHref({ gameId: g.id })}>{g.id}</a> · {g.ruleset} ·{' '}
                {new Date(g.createdAt).toLocaleString()}{' '}
                <button type="button" onClick={() => setCreated(g)}>
                  links
                </button>{' '}
                <button
                  type="button"
                  onClick={() => {
                    forgetGame(g.id)
                    setGames(knownGames())
                  }}
                >
                  forget
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function Links({ game }: { game: KnownGame }) {
  const copy = (text: string) => void navigator.clipboard?.writeText(text).catch(() => {})
  return (
    <section className="online-card" data-testid="online-links">
      <h3>Invite links for {game.id}</h3>
      <p className="muted">Each link opens one seat: send it only to that player. Anyone may watch.</p>
      <ul className="online-links">
        {Object.entries(game.seats).map(([seat, s]) =>
          s.token ? (
            <li key={seat}>
              <strong>{seat.toUpperCase()}</strong>{' '}
              <a href={onlineHref({ gameId: game.id, token: s.token })} data-testid={`invite-${seat}`}>
                {shareLink({ gameId: game.id, token: s.token })}
              </a>{' '}
              <button type="button" onClick={() => copy(shareLink({ gameId: game.id, token: s.token }))}>
                copy
              </button>
            </li>
          ) : (
            <li key={seat}>
              <strong>{seat.toUpperCase()}</strong> played by the server's bot “{s.bot}”
            </li>
          ),
        )}
        <li>
          <strong>Spectators</strong>{' '}
          <a href={onlineHref({ gameId: game.id })} data-testid="invite-spectator">
            {shareLink({ gameId: game.id })}
          </a>
        </li>
      </ul>
    </section>
  )
}
