/**
 * A report read back from a file (the web's Lab page opens report.json or report.html): checked
 * with zod before anything draws it. Loose where the report is only displayed, strict on the
 * fields the plots and tables index into.
 */
import { z } from 'zod'
import type { LabReport } from '../types.ts'

const rate = z.object({ n: z.number(), wins: z.number(), rate: z.number(), lo: z.number(), hi: z.number() })
const num = z.number().nullable()

export const reportSchema = z.object({
  format: z.literal('sortie-lab-report/1'),
  ruleset: z.object({ id: z.string(), title: z.string() }),
  config: z.object({
    ruleset: z.string(),
    games: z.number(),
    seed: z.string(),
    bots: z.array(z.string()),
    pool: z.enum(['examples', 'random-legal']),
    options: z.record(z.string(), z.unknown()),
  }),
  games: z.number(),
  errors: z.number(),
  draws: z.number(),
  errorCodes: z.record(z.string(), z.number()),
  turns: z.object({
    mean: z.number(),
    histogram: z.array(z.object({ turns: z.number(), games: z.number() })),
  }),
  bySeat: z.record(z.string(), rate),
  byBot: z.record(z.string(), rate),
  byContext: z.array(
    z.object({
      key: z.string(),
      value: z.string(),
      games: z.number(),
      draws: z.number(),
      errors: z.number(),
      bySeat: z.record(z.string(), rate),
    }),
  ),
  regression: z.object({
    skipped: z.string().optional(),
    games: z.number(),
    iterations: z.number(),
    converged: z.boolean(),
    intercept: z.object({ beta: z.number(), lo: z.number(), hi: z.number() }),
    lambda: num,
    priorSd: z.number(),
  }),
  features: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['unit', 'upgrade', 'bot']),
      name: z.string(),
      points: z.number(),
      fielded: z.number(),
      winRate: z.number(),
      beta: z.number(),
      lo: z.number(),
      hi: z.number(),
      fairCost: num,
      fairLo: num,
      fairHi: num,
      z: num,
      flag: z.enum(['over', 'under']).optional(),
    }),
  ),
  flagged: z.object({ over: z.array(z.string()), under: z.array(z.string()) }),
  notes: z.array(z.string()),
})

/** The report in a report.json's text, or in the data block of a report.html. */
export function parseReportText(text: string): { ok: true; value: LabReport } | { ok: false; error: string } {
  let data: unknown
  try {
    const m = /<script id="lab-report" type="application\/json">([\s\S]*?)<\/script>/.exec(text)
    data = JSON.parse(m ? m[1]! : text)
  } catch {
    return { ok: false, error: 'This file is neither a report.json nor a report.html from `sortie lab`.' }
  }
  const r = reportSchema.safeParse(data)
  if (!r.success) {
    const issue = r.error.issues[0]
    return {
      ok: false,
      error: `Not a lab report: ${issue ? `${issue.path.join('.') || '(top)'}: ${issue.message}` : 'unreadable'}`,
    }
  }
  return { ok: true, value: r.data as LabReport }
}
