/**
 * At the end of an encounter, what each pilot learned (learned.ts, from the package's
 * `sheetsAfterBattle`), with "Save what <pilot> learned": over the saved sheet the pilot came from,
 * or as a sheet file when there is none. The sheets the game started with are the stored game's
 * setup, so saving twice writes the same sheet. Below them, "Next encounter, same day" (SameDay.tsx).
 *
 * In an online game the sheets come from the online game's record (its setup is whole once the
 * game is over) and each pilot's updated sheet is downloaded: the saved sheets on this server are
 * the host's, not the other players'. The next encounter there is a new online game.
 */
import { useEffect, useMemo, useState } from 'react'
import { useOnlineRoute } from '../../online/route.ts'
import { api, type GameRecord } from '../../shell/api.ts'
import { useRosters } from '../../shell/rosters/useRosters.ts'
import { useRoute } from '../../shell/route.ts'
import { downloadJson } from '../../ui/download.ts'
import { type GwSetup, type GwState, gunwave } from './engine.ts'
import { type LearnedOffer, learnedOffers, unchangedSince } from './learned.ts'
import { SameDay } from './SameDay.tsx'

/**
 * The online game's setup, from its record (`GET /api/online/games/:id`). Until the server counts
 * the game over the record holds the setup as a spectator sees it (no hidden raider), so it is
 * asked again, a few times, until it says `over`.
 */
async function onlineSetup(id: string, tries = 5): Promise<unknown> {
  for (let i = 0; ; i++) {
    const res = await fetch(`/api/online/games/${encodeURIComponent(id)}`)
    const body = (await res.json().catch(() => ({}))) as {
      setup?: unknown
      status?: string
      error?: { message?: string }
    }
    if (!res.ok) throw new Error(body.error?.message ?? `HTTP ${res.status}`)
    if (body.status === 'over' || i >= tries) return body.setup
    await new Promise((r) => setTimeout(r, 500 * (i + 1)))
  }
}

const NO_ROSTERS: readonly { id: string; name: string }[] = []

export function Learned({ state }: { state: GwState }) {
  const route = useRoute()
  const online = useOnlineRoute()?.gameId
  // Games on this device live on the server under their id; online games under theirs.
  const gameId = route.tab === 'play' && route.ruleset === gunwave.id ? route.gameId : undefined
  const [record, setRecord] = useState<GameRecord>()
  const [onlineSheets, setOnlineSheets] = useState<unknown>()
  const setup = online ? onlineSheets : record?.setup
  const [problem, setProblem] = useState<string | null>(null)
  const [savedRosters, refresh] = useRosters(gunwave.id)
  // Online, nothing is written over this server's saved sheets (they are the host's).
  const rosters = online ? NO_ROSTERS : savedRosters
  useEffect(() => {
    const why = (e: unknown) => setProblem(`The game’s sheets could not be read: ${(e as Error).message}`)
    if (online) onlineSetup(online).then(setOnlineSheets).catch(why)
    else if (gameId) api.getGame(gameId).then(setRecord).catch(why)
  }, [gameId, online])
  const offers = useMemo(
    () => (setup === undefined ? null : learnedOffers(state, setup, rosters)),
    [state, setup, rosters],
  )
  if (!gameId && !online) return null
  const why = problem ?? (typeof offers === 'string' ? offers : null)
  return (
    <div
      className="panel"
      data-testid="gw-learned"
      style={{ display: 'grid', gap: 6, alignContent: 'start' }}
    >
      <div className="panel-title">What the pilots learned</div>
      {why && <div className="muted">{why}</div>}
      {Array.isArray(offers) && offers.map((o) => <Offer key={o.seat} offer={o} onSaved={refresh} />)}
      {!why && offers === null && <div className="muted">Reading the pilots’ sheets…</div>}
      {online && Array.isArray(offers) && (
        <div className="muted" data-testid="gw-learned-online">
          Keep the downloaded sheets: the next encounter is a new online game that loads them.
        </div>
      )}
      {!online && record && Array.isArray(offers) && (
        <SameDay
          game={{
            title: record.title,
            setup: record.setup,
            // A record without its seats: every seat a person's, as the new-game page would list them.
            seats:
              record.meta.bots ??
              Object.fromEntries(gunwave.seats(record.setup as GwSetup).map((s) => [s, null])),
            ...(record.meta.names ? { names: record.meta.names } : {}),
          }}
          offers={offers}
        />
      )}
    </div>
  )
}

function Offer({ offer: o, onSaved }: { offer: LearnedOffer; onSaved: () => void }) {
  const [note, setNote] = useState<string | null>(null)
  if (o.dead)
    return (
      <div data-testid={`gw-learned-${o.seat}`}>
        <b>{o.pilot}</b> <span className="muted">died in this encounter; the sheet is left as it was.</span>
      </div>
    )
  const save = async () => {
    if (!o.roster) {
      downloadJson(`${o.sheet.pilot.name} ${o.sheet.mecha.name}`, o.sheet, 'pilot')
      return setNote('Downloaded the updated sheet.')
    }
    try {
      const current = await api.getRoster(o.roster.id)
      if (!unchangedSince(current.squadron, o.loaded)) {
        downloadJson(`${o.sheet.pilot.name} ${o.sheet.mecha.name}`, o.sheet, 'pilot')
        return setNote(
          `${o.roster.name} changed since this game began (another game or an edit), so it was left as it is; the updated sheet was downloaded instead.`,
        )
      }
      await api.saveRoster(gunwave.id, o.sheet, o.roster.id, o.roster.name)
      setNote(`Saved to ${o.roster.name}.`)
      onSaved()
    } catch (err) {
      setNote((err as Error).message)
    }
  }
  return (
    <div data-testid={`gw-learned-${o.seat}`} style={{ display: 'grid', gap: 2 }}>
      <div>
        <b>{o.pilot}</b>
        {o.lines.length ? ': ' : ''}
        {o.lines.join(' · ')}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <button
          type="button"
          data-testid={`gw-learned-save-${o.seat}`}
          title={
            o.roster
              ? `Writes the updated sheet over the saved ${o.roster.name}`
              : 'This sheet was not loaded from a saved one: it comes as a file'
          }
          onClick={() => void save()}
        >
          {o.roster ? `Save what ${o.pilot} learned` : `Download what ${o.pilot} learned`}
        </button>
        {note && (
          <span className="muted" role="status" data-testid={`gw-learned-note-${o.seat}`}>
            {note}
          </span>
        )}
      </div>
    </div>
  )
}
