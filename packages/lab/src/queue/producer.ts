/**
 * `sortie lab --queue redis://…`: the lab as a producer. It puts the run's chunks on a BullMQ
 * queue (one job per chunk, job id = run id + first game, so a chunk exists once), then collects
 * results from completion events, with a periodic sweep of the jobs not yet seen in case an event
 * was missed. Each chunk is accepted once (InOrder refuses repeats), retried jobs included; a job
 * that fails every attempt turns into error rows, so every game is accounted for.
 */
import { randomBytes } from 'node:crypto'
import { type Job, Queue, QueueEvents } from 'bullmq'
import { chunkSize, chunks } from '../run/order.ts'
import type { GameRow, LabConfig, LabTask } from '../types.ts'
import { QUEUE_NAME, redisFactory } from './connection.ts'
import { parseRows } from './schema.ts'

export interface ProduceOptions {
  url: string
  onChunk(from: number, rows: GameRow[]): Promise<void>
  /** Games done, counting the progress workers report on chunks in flight. */
  onProgress?(done: number, total: number): void
  /** Games per job (default: small, so progress is fine-grained and a lost worker costs little). */
  chunk?: number
  attempts?: number
  /** How often to sweep for results whose event was missed. */
  sweepMs?: number
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function produce(config: LabConfig, o: ProduceOptions): Promise<void> {
  const redis = await redisFactory(o.url)
  const queue = new Queue<LabTask, GameRow[]>(QUEUE_NAME, { connection: redis() })
  const events = new QueueEvents(QUEUE_NAME, { connection: redis() })
  const run = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  const list = chunks(config.games, o.chunk ?? chunkSize(config.games, 8))
  const pending = new Map(list.map((c) => [`${run}-${c.from}`, c]))
  const partial = new Map<string, number>()
  const attempts = o.attempts ?? 3
  let done = 0
  let failure: Error | undefined
  const progress = () => {
    let inFlight = 0
    for (const v of partial.values()) inFlight += v
    o.onProgress?.(done + inFlight, config.games)
  }
  const accept = async (id: string, rows: GameRow[]) => {
    const c = pending.get(id)
    if (!c) return
    pending.delete(id)
    partial.delete(id)
    done += rows.length
    progress()
    await o.onChunk(c.from, rows)
  }
  const completed = async (id: string, value: unknown) => {
    const c = pending.get(id)
    if (!c) return
    const rows = parseRows(value, c.from, c.to)
    if (rows) await accept(id, rows)
    else failure ??= new Error(`lab: job ${id} returned something other than games ${c.from}–${c.to - 1}`)
  }
  events.on('completed', ({ jobId, returnvalue }) => {
    completed(jobId, returnvalue).catch((e: Error) => {
      failure ??= e
    })
  })
  events.on('progress', ({ jobId, data }) => {
    if (!pending.has(jobId) || typeof data !== 'number') return
    partial.set(jobId, data)
    progress()
  })
  try {
    await events.waitUntilReady()
    await queue.addBulk(
      list.map((c) => ({
        name: 'games',
        data: { config, ...c },
        opts: {
          jobId: `${run}-${c.from}`,
          attempts,
          backoff: { type: 'fixed', delay: 500 },
          removeOnComplete: false,
          removeOnFail: false,
        },
      })),
    )
    while (pending.size > 0 && !failure) {
      await sleep(o.sweepMs ?? 1000)
      for (const id of [...pending.keys()]) {
        const job = (await queue.getJob(id)) as Job<LabTask, GameRow[]> | undefined
        if (!job) continue
        if (job.finishedOn && !job.failedReason) await completed(id, job.returnvalue)
        else if ((await job.isFailed()) && job.attemptsMade >= attempts) {
          const c = pending.get(id)!
          const rows = Array.from({ length: c.to - c.from }, (_, k) => failedRow(config, c.from + k, job))
          await accept(id, rows)
        }
      }
    }
    if (failure) throw failure
  } finally {
    // The run's jobs are of no use once collected; leave the queue as we found it.
    await Promise.all(
      list.map(async (c) => (await queue.getJob(`${run}-${c.from}`))?.remove().catch(() => {})),
    ).catch(() => {})
    await events.close()
    await queue.close()
    await redis.closeAll()
  }
}

function failedRow(config: LabConfig, i: number, job: Job): GameRow {
  return {
    i,
    seed: `${config.seed}-${i}`,
    seats: [],
    bots: {},
    winners: [],
    draw: false,
    turns: 0,
    scores: {},
    context: {},
    features: {},
    error: `lab/job_failed: ${job.failedReason ?? 'unknown'}`,
  }
}
