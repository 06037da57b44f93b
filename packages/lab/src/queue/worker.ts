/**
 * `sortie lab-worker --queue redis://…`: plays the chunks a producer queued, on any machine that
 * can reach the Redis server and has this repository. Progress goes back per game; the result is
 * the chunk's rows. If a worker dies mid-chunk its lock lapses, BullMQ's stalled check hands the
 * chunk to another worker, and the producer takes whichever copy completes first, once.
 */
import { type Job, Worker } from 'bullmq'
import { labRuleset } from '../run/load.ts'
import { playLabGame } from '../run/play-game.ts'
import type { GameRow, LabTask } from '../types.ts'
import { QUEUE_NAME, redisFactory } from './connection.ts'
import { parseTask } from './schema.ts'

export interface WorkOptions {
  url: string
  /** Chunks played at once by this process (each blocks while a game runs). */
  concurrency?: number
  /** How long a chunk's lock lasts without renewal; a dead worker's chunk is retried after it. */
  lockMs?: number
  onGame?(task: LabTask, i: number): void
}

export interface LabWorker {
  close(): Promise<void>
  /** Chunks finished by this process. */
  readonly finished: number
}

export async function startWorker(o: WorkOptions): Promise<LabWorker> {
  const redis = await redisFactory(o.url)
  const lockMs = o.lockMs ?? 60_000
  let finished = 0
  const worker = new Worker<LabTask, GameRow[]>(
    QUEUE_NAME,
    async (job: Job<LabTask>) => {
      const task = parseTask(job.data)
      const pkg = await labRuleset(task.config.ruleset)
      const rows: GameRow[] = []
      for (let i = task.from; i < task.to; i++) {
        rows.push(playLabGame(pkg, task.config, i))
        o.onGame?.(task, i)
        await job.updateProgress(rows.length)
        // A game blocks the event loop; between games the lock can be renewed.
        await new Promise((r) => setImmediate(r))
      }
      finished++
      return rows
    },
    {
      connection: redis(),
      concurrency: o.concurrency ?? 1,
      lockDuration: lockMs,
      stalledInterval: Math.max(500, Math.round(lockMs / 2)),
      maxStalledCount: 5,
    },
  )
  await worker.waitUntilReady()
  return {
    close: async () => {
      await worker.close()
      await redis.closeAll()
    },
    get finished() {
      return finished
    },
  }
}
