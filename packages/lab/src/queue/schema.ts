/**
 * Jobs and results cross Redis, so both ends check them (rule 4): a worker refuses a job it cannot
 * read, and the producer refuses a result that is not the chunk it asked for.
 */
import { z } from 'zod'
import type { GameRow, LabTask } from '../types.ts'

const config = z.object({
  ruleset: z.string().min(1),
  games: z.number().int().nonnegative(),
  seed: z.string(),
  bots: z.array(z.string()).min(1),
  pool: z.enum(['examples', 'random-legal']),
  options: z.record(z.string(), z.union([z.string(), z.boolean(), z.undefined()])),
})

export const taskSchema = z
  .object({ config, from: z.number().int().nonnegative(), to: z.number().int().positive() })
  .refine((t) => t.from < t.to && t.to <= t.config.games, 'a chunk is a non-empty range of the run')

const row = z.object({
  i: z.number().int().nonnegative(),
  seed: z.string(),
  seats: z.array(z.string()),
  bots: z.record(z.string(), z.string()),
  winners: z.array(z.string()),
  draw: z.boolean(),
  turns: z.number(),
  scores: z.record(z.string(), z.number()),
  context: z.record(z.string(), z.string()),
  features: z.record(
    z.string(),
    z.array(z.tuple([z.enum(['unit', 'upgrade']), z.string(), z.number(), z.number()])),
  ),
  error: z.string().optional(),
})

export function parseTask(x: unknown): LabTask {
  return taskSchema.parse(x) as LabTask
}

/** The rows of chunk [from, to), in order, or null when the result is anything else. */
export function parseRows(x: unknown, from: number, to: number): GameRow[] | null {
  const value = typeof x === 'string' ? safeJson(x) : x
  const r = z.array(row).safeParse(value)
  if (!r.success || r.data.length !== to - from) return null
  return r.data.every((g, k) => g.i === from + k) ? (r.data as GameRow[]) : null
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s)
  } catch {
    return undefined
  }
}
