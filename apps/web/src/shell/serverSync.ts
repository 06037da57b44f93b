/**
 * Keeps the server's copy of a game in step, one decision at a time: each decision is sent alone
 * (`POST /api/games/:id/decisions`) in the order it was made, and an undo takes back the same
 * decisions there. The local store (`autosave.ts`) is written first and stays the fallback: when
 * the server cannot be reached or refuses an append (out of order, stale), the copy is marked
 * behind and caught up later with one whole-game save (the Save button, leaving the page, the
 * end of the game, or the next decision once a short back-off has passed).
 *
 * @example
 * const sync = serverSync({ id, serverLength: record.decisions.length, port, fullSave })
 * sync.decided(0, decision)
 */
import type { GameProgress } from './api.ts'

export interface SyncPort {
  append(id: string, body: { index: number; decision: unknown }): Promise<GameProgress>
  truncate(id: string, from: number): Promise<GameProgress>
  /** The server holds the first `length` decisions: local copies of those may go. */
  settled(id: string, length: number): void
}

export interface ServerSync {
  /**
   * Decision `index` was made. No client hash is sent: hashing a GUNFRAME state costs a few
   * milliseconds on every click, and the server replays with the same engine anyway.
   */
  decided(index: number, decision: unknown): void
  /** An undo left `length` decisions. */
  undone(length: number): void
  /** True while the server's copy is behind and needs a whole-game save. */
  behind(): boolean
  /** A whole-game save stored `length` decisions: appends resume from there. */
  caughtUp(length: number): void
  /**
   * Runs a whole-game save in turn with the appends: started beside an append in flight, the two
   * would race and the loser would be refused (409) although nothing was wrong.
   */
  exclusive<T>(job: () => Promise<T>): Promise<T>
  /** Resolves when every queued request has been answered (tests, leaving the page). */
  idle(): Promise<void>
}

/** How long after a failed request the next decision tries a whole-game save again. */
const RETRY_MS = 10_000

export function serverSync(opts: {
  id: string
  serverLength: number
  port: SyncPort
  /** A whole-game save; resolves to the number of decisions the server now holds, or null. */
  fullSave: () => Promise<number | null>
  now?: () => number
}): ServerSync {
  const { id, port } = opts
  const now = opts.now ?? Date.now
  let server = opts.serverLength
  let behind = false
  let failedAt = Number.NEGATIVE_INFINITY
  let chain: Promise<void> = Promise.resolve()

  const fall = () => {
    behind = true
    failedAt = now()
  }
  const enqueue = (job: () => Promise<void>) => {
    chain = chain.then(job).catch(fall)
  }
  const catchUp = async () => {
    const n = await opts.fullSave()
    if (n === null) fall()
    else {
      server = n
      behind = false
    }
  }

  return {
    decided(index, decision) {
      enqueue(async () => {
        if (behind) {
          if (now() - failedAt >= RETRY_MS) await catchUp()
          return
        }
        // Already there (a whole-game save took it along), or a gap the server cannot fill alone.
        if (index < server) return
        if (index > server) return fall()
        const g = await port.append(id, { index, decision })
        server = g.decisions
        port.settled(id, server)
      })
    },
    undone(length) {
      enqueue(async () => {
        if (behind || length >= server) return
        const g = await port.truncate(id, length)
        server = g.decisions
      })
    },
    behind: () => behind,
    caughtUp(length) {
      server = length
      behind = false
    },
    exclusive(job) {
      const run = chain.then(job)
      chain = run.then(
        () => undefined,
        () => undefined,
      )
      return run
    },
    idle: () => chain,
  }
}
