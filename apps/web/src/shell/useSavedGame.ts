/**
 * A game that is never lost: every decision goes to this browser's store at once and to the server
 * one at a time (an append, not the whole game); a whole-game save catches the server up when an
 * append could not be made, queued behind the appends in flight so the two never race. Decisions
 * kept only in this browser go up once when the game reopens, and again when the page is hidden.
 */
import type { DecisionShape, Seat } from '@sortie/engine'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api, type GameMeta } from './api.ts'
import { appendDecision, settled, truncate } from './autosave.ts'
import { serverSync } from './serverSync.ts'
import { type AnyRuleset, type Game, type GameData, useGame } from './useGame.ts'

export interface SavedGameOptions {
  ruleset: AnyRuleset
  id: string
  title: string
  data: GameData
  meta: GameMeta
  initial: Parameters<typeof useGame>[1]
  /** How many of `initial.decisions` the server already holds (the rest came from this browser). */
  serverLength?: number | undefined
  /** Who plays each seat now (a bot id, or null for a person): saved with the game. */
  bots: Record<Seat, string | null>
  flash(kind: 'ok' | 'error', text: string): void
}

export function useSavedGame(o: SavedGameOptions): { game: Game; save(quiet?: boolean): Promise<boolean> } {
  const { ruleset, id, title, data, meta, initial, serverLength, bots, flash } = o
  const fullSave = useRef<() => Promise<number | null>>(async () => null)
  // One queue per game screen (the screen is keyed by game id).
  const [sync] = useState(() =>
    serverSync({
      id,
      serverLength: serverLength ?? initial.decisions.length,
      port: { append: api.appendDecision, truncate: api.truncateDecisions, settled },
      fullSave: () => fullSave.current(),
    }),
  )
  const onDecided = useCallback(
    (d: DecisionShape, i: number) => {
      appendDecision(id, i, d)
      sync.decided(i, d)
    },
    [id, sync],
  )
  const onUndone = useCallback(
    (n: number) => {
      truncate(id, n)
      sync.undone(n)
    },
    [id, sync],
  )
  const game = useGame(ruleset, initial, onDecided, onUndone)

  // The latest values for save(), which runs from timers and page-hide handlers.
  const live = useRef({ game, bots })
  live.current = { game, bots }
  // One whole-game save; `save` queues it behind the appends, the catch-up runs it from inside
  // the queue (queueing it there again would wait on itself).
  const saveNow = useCallback(
    async (quiet: boolean) => {
      const { game: g, bots: b } = live.current
      const botSeats = Object.values(b).filter(Boolean).length
      const seats = g.state.seats as Seat[] | undefined
      try {
        const rec = await api.saveGame(
          {
            ruleset: data.ruleset,
            title,
            mode: botSeats >= (seats?.length ?? 2) ? 'bots' : botSeats ? 'bot' : 'hotseat',
            seed: data.seed,
            setup: data.setup,
            decisions: g.decisions,
            hash: g.hash(),
            meta: { ...meta, bots: b },
          },
          id,
        )
        settled(id, rec.decisions.length)
        sync.caughtUp(rec.decisions.length)
        if (!quiet) flash('ok', `Saved (${rec.decisions.length} decisions, hash ${rec.hash.slice(0, 8)}).`)
        return true
      } catch (e) {
        if (!quiet) flash('error', `Save failed: ${(e as Error).message}`)
        return false
      }
    },
    [data, title, meta, id, flash, sync],
  )
  const save = useCallback((quiet = false) => sync.exclusive(() => saveNow(quiet)), [sync, saveNow])
  fullSave.current = async () => ((await saveNow(true)) ? live.current.game.decisions.length : null)

  // Decisions kept only in this browser (the server was out of reach) go up once, as one save.
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    if (serverLength !== undefined && initial.decisions.length > serverLength) void save(true)
  }, [serverLength, initial, save])

  // The server copy catches up when the page is hidden or closed, if an append was missed.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden' && sync.behind()) void save(true)
    }
    document.addEventListener('visibilitychange', onHide)
    return () => document.removeEventListener('visibilitychange', onHide)
  }, [save, sync])

  return { game, save }
}
