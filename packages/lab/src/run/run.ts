/**
 * A whole lab run: play the games (threads here, or queue workers anywhere), stream each row in
 * game order into the running totals and `games.jsonl`, then fit the balance model by re-reading
 * that file and write `report.json` and `report.html`.
 *
 * @example
 * const { report } = await runLab(
 *   { ruleset: 'gunframe', games: 200, seed: 's', bots: ['greedy'], pool: 'random-legal', options: {} },
 *   { workers: 2, out: 'lab-out' },
 * )
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildReport } from '../report/build.ts'
import { renderHtml } from '../report/html.ts'
import { LabAggregate } from '../stats/aggregate.ts'
import type { GameRow, LabConfig, LabReport } from '../types.ts'
import { labRuleset } from './load.ts'
import { runLocal } from './local.ts'
import { InOrder } from './order.ts'
import { RowWriter, readRows } from './rows-file.ts'

export interface RunOptions {
  /** Worker threads (0 = play in this thread). Ignored with `queue`. */
  workers: number
  /** Writes report.json, report.html and games.jsonl here. */
  out?: string
  /** redis://… : hand the games to `sortie lab-worker` processes through BullMQ. */
  queue?: string
  /** Games per queue job. */
  chunk?: number
  /** Games finished so far (in any order) out of the total. */
  onProgress?(done: number, total: number): void
}

export interface RunResult {
  report: LabReport
  /** Where the files were written, when `out` was given. */
  files?: { json: string; html: string; games: string }
}

export async function runLab(config: LabConfig, o: RunOptions): Promise<RunResult> {
  const pkg = await labRuleset(config.ruleset)
  const dir = o.out ?? mkdtempSync(join(tmpdir(), 'sortie-lab-'))
  mkdirSync(dir, { recursive: true })
  const gamesPath = join(dir, 'games.jsonl')
  const writer = new RowWriter(gamesPath)
  const agg = new LabAggregate()
  const order = new InOrder()
  let done = 0
  // Chunks may finish together; rows go to the file and the totals one chunk at a time.
  let queue: Promise<void> = Promise.resolve()
  const onChunk = (from: number, rows: GameRow[]): Promise<void> => {
    queue = queue.then(async () => {
      const ready = order.push(from, rows)
      if (!ready) return
      done += rows.length
      // With a queue the producer reports progress itself (it also sees games in flight).
      if (!o.queue) o.onProgress?.(done, config.games)
      for (const row of ready) {
        agg.add(row)
        await writer.write(row)
      }
    })
    return queue
  }
  try {
    if (o.queue) {
      const { produce } = await import('../queue/producer.ts')
      await produce(config, {
        url: o.queue,
        onChunk,
        ...(o.onProgress ? { onProgress: o.onProgress } : {}),
        ...(o.chunk ? { chunk: o.chunk } : {}),
      })
    } else await runLocal(config, { workers: o.workers, onChunk })
    await queue
  } finally {
    await writer.close()
  }
  if (order.released !== config.games)
    throw new Error(`lab: ${config.games - order.released} games never arrived`)
  const report = await buildReport({ id: pkg.id, title: pkg.title }, config, agg, () => readRows(gamesPath))
  if (!o.out) {
    rmSync(dir, { recursive: true, force: true })
    return { report }
  }
  const files = { json: join(dir, 'report.json'), html: join(dir, 'report.html'), games: gamesPath }
  writeFileSync(files.json, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(files.html, renderHtml(report))
  return { report, files }
}
