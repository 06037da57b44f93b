/**
 * `#/online`: create an online game (ruleset, who sits where: a person invited by link, or one of
 * the ruleset's bots run by the server), then share one invite link per seat and a spectator link.
 * Games created here are remembered in this browser so the links can be found again.
 */
import { useEffect, useState } from 'react'
import { href } from '../shell/route.ts'
import { getRuleset, rulesetEntries } from '../shell/useRuleset.ts'
import { createOnlineGame } from './create.ts'
import { Links } from './Links.tsx'
import { onlineHref } from './route.ts'
import { forgetGame, type KnownGame, knownGames } from './store.ts'

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
    const seats = Object.fromEntries(
      info.seats.map((s) => [s, (choice[s] ?? 'human') as 'human' | `bot:${string}`]),
    )
    const chosen = Object.fromEntries(Object.entries(options).filter(([, v]) => v.trim() !== ''))
    const g = await createOnlineGame({ ruleset, seats, options: chosen })
    if (typeof g === 'string') return setError(g)
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
      <p className="muted" data-testid="online-own-setup">
        A quick battle starts here. With your own squadron, mission or encounter, set the game up on its
        ruleset's page and choose “Online”:{' '}
        {entries.map((e, i) => (
          <span key={e.id}>
            {i > 0 && ' · '}
            <a href={href({ tab: 'play', ruleset: e.id })}>{e.title}</a>
          </span>
        ))}
        .
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
