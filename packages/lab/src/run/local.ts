/**
 * Runs a lab's games on this machine: in piscina worker threads (one per core by default), or in
 * this thread when `workers` is 0. Chunks run in any order; `onChunk` sees each finished chunk and
 * the caller's InOrder buffer restores game order, so the result is the same for any worker count.
 */
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import type { GameRow, LabConfig, LabTask } from '../types.ts'
import { chunkSize, chunks } from './order.ts'
import { runTask } from './thread-task.ts'

export interface LocalOptions {
  workers: number
  onChunk(from: number, rows: GameRow[]): Promise<void>
}

export async function runLocal(config: LabConfig, o: LocalOptions): Promise<void> {
  const list = chunks(config.games, chunkSize(config.games, o.workers))
  if (o.workers <= 0) {
    for (const c of list) {
      await o.onChunk(c.from, await runTask({ config, ...c }))
      // Let timers (the progress bar) run between chunks.
      await new Promise((r) => setImmediate(r))
    }
    return
  }
  const pool = new Piscina<LabTask, GameRow[]>({
    filename: fileURLToPath(new URL('./thread.mjs', import.meta.url)),
    minThreads: o.workers,
    maxThreads: o.workers,
    idleTimeout: 1000,
  })
  try {
    // At most two chunks per thread in flight: memory stays bounded by the pool, not the run.
    const inFlight = new Set<Promise<void>>()
    for (const c of list) {
      const p: Promise<void> = pool.run({ config, ...c }).then((rows) => o.onChunk(c.from, rows))
      inFlight.add(p)
      p.finally(() => inFlight.delete(p)).catch(() => {})
      if (inFlight.size >= o.workers * 2) await Promise.race(inFlight)
    }
    await Promise.all(inFlight)
  } finally {
    await pool.destroy()
  }
}
