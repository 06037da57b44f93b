/**
 * Game rows on disk, one JSON line each, in game order: the run's full results without holding
 * them in memory. The regression reads the file once per Newton step.
 */
import { once } from 'node:events'
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import { createInterface } from 'node:readline'
import type { GameRow } from '../types.ts'

export class RowWriter {
  private readonly out: WriteStream
  constructor(readonly path: string) {
    this.out = createWriteStream(path, { encoding: 'utf8' })
  }

  async write(row: GameRow): Promise<void> {
    if (!this.out.write(`${JSON.stringify(row)}\n`)) await once(this.out, 'drain')
  }

  async close(): Promise<void> {
    this.out.end()
    await once(this.out, 'finish')
  }
}

export async function* readRows(path: string): AsyncGenerator<GameRow> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity })
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as GameRow
}
