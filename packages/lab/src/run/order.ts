/**
 * Chunks finish in any order (threads, machines); the report must not depend on that. This
 * buffer releases rows strictly in game order, and refuses a chunk it has already seen — so a
 * chunk delivered twice (a retried queue job) is never counted twice.
 */
import type { GameRow } from '../types.ts'

export class InOrder {
  private next = 0
  private readonly waiting = new Map<number, GameRow[]>()
  private readonly seen = new Set<number>()

  /** Accepts the chunk starting at `from`; returns the rows now releasable, in order. */
  push(from: number, rows: readonly GameRow[]): GameRow[] | null {
    if (this.seen.has(from) || from < this.next) return null
    this.seen.add(from)
    this.waiting.set(from, [...rows])
    const out: GameRow[] = []
    for (let c = this.waiting.get(this.next); c; c = this.waiting.get(this.next)) {
      this.waiting.delete(this.next)
      out.push(...c)
      // An empty chunk would stall the buffer; chunks always hold at least one game.
      this.next += Math.max(1, c.length)
    }
    return out
  }

  /** Index of the first game not yet released. */
  get released(): number {
    return this.next
  }
}

/** Splits games [0, n) into chunks of `size`. */
export function chunks(n: number, size: number): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = []
  for (let from = 0; from < n; from += size) out.push({ from, to: Math.min(n, from + size) })
  return out
}

/** A chunk size that keeps every worker busy yet reports progress often. */
export const chunkSize = (games: number, workers: number): number =>
  Math.max(1, Math.min(10, Math.ceil(games / (Math.max(1, workers) * 16))))
