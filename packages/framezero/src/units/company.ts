/**
 * Company files (zod-checked) and the builder's validation (F§3, F§6): every problem carries a
 * code, a readable message and the JSON path of the offending value.
 */
import type { Problem, RosterCheck } from '@sortie/engine'
import { z } from 'zod'
import { parseNotation } from './notation.ts'
import { DEFAULT_SSR, type GameSize, MAX_PER_TYPE, MAX_SSR, MAX_SYSTEMS, sizeRow } from './size.ts'
import {
  type CompanySpec,
  type FrameSpec,
  isSplit,
  type SplitSystem,
  SYSTEM_CODES,
  type SystemCode,
  splitBands,
} from './types.ts'

const frameSchema = z
  .object({
    name: z.string().min(1, { error: 'A frame needs a name.' }),
    systems: z.array(z.enum(SYSTEM_CODES as [SystemCode, ...SystemCode[]])).optional(),
    notation: z.string().optional(),
    ssr: z.number().int().min(0).optional(),
  })
  .strict()

export const companySchema = z
  .object({
    ruleset: z.literal('framezero').optional(),
    name: z.string().min(1, { error: 'A company needs a name.' }),
    size: z.enum(['skirmish', 'battle']).optional(),
    players: z.number().int().min(2).max(5).optional(),
    ssrCount: z.number().int().min(0).max(MAX_SSR).optional(),
    frames: z.array(frameSchema).min(1, { error: 'A company needs at least one frame: add one.' }),
    spares: z.array(frameSchema).optional(),
  })
  .strict()

export type CompanyFile = z.infer<typeof companySchema>
type FrameFile = z.infer<typeof frameSchema>

export interface CompanyOptions {
  players?: number
  size?: GameSize
  ssrCount?: number
}

const zodPath = (p: readonly PropertyKey[]) =>
  p.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '')

/** Type counts for the 2-per-type cap: a split weapon counts half at each of its bands. */
function typeLoad(systems: readonly SystemCode[]): Record<string, number> {
  const load: Record<string, number> = {}
  for (const s of systems) {
    if (isSplit(s)) for (const b of splitBands(s as SplitSystem)) load[`R${b}`] = (load[`R${b}`] ?? 0) + 0.5
    else load[s] = (load[s] ?? 0) + 1
  }
  return load
}

/** Checks one frame's build; `path` is where it sits in the file. */
export function checkFrame(f: FrameSpec, path: string): Problem[] {
  const out: Problem[] = []
  if (f.systems.length > MAX_SYSTEMS)
    out.push({
      code: 'framezero/too_many_systems',
      message: `${f.name} has ${f.systems.length} systems; a frame carries at most ${MAX_SYSTEMS}.`,
      path: `${path}.systems`,
    })
  for (const [type, n] of Object.entries(typeLoad(f.systems)))
    if (n > MAX_PER_TYPE)
      out.push({
        code: 'framezero/too_many_of_type',
        message: `${f.name} has ${n} systems of type ${type}; at most ${MAX_PER_TYPE} of one type (a split weapon counts half at each band).`,
        path: `${path}.systems`,
      })
  return out
}

/** A frame from its file form (systems list or notation), or the problems reading it. */
export function frameFromFile(f: FrameFile, path: string): { frame?: FrameSpec; problems: Problem[] } {
  let systems = f.systems
  let ssr = f.ssr ?? 0
  if (f.notation !== undefined) {
    const parsed = parseNotation(f.notation)
    if (!parsed.ok)
      return {
        problems: [{ code: parsed.error.code, message: parsed.error.message, path: `${path}.notation` }],
      }
    if (systems && [...systems].sort().join() !== [...parsed.value.systems].sort().join())
      return {
        problems: [
          {
            code: 'framezero/notation_mismatch',
            message: `${f.name}: the notation and the systems list describe different frames.`,
            path: `${path}.notation`,
          },
        ],
      }
    systems = parsed.value.systems
    if (f.ssr !== undefined && f.ssr !== parsed.value.ssr)
      return {
        problems: [
          {
            code: 'framezero/notation_mismatch',
            message: `${f.name}: the notation carries ${parsed.value.ssr} rockets but ssr says ${f.ssr}.`,
            path: `${path}.ssr`,
          },
        ],
      }
    ssr = parsed.value.ssr
  }
  if (!systems)
    return {
      problems: [{ code: 'framezero/no_loadout', message: `${f.name} needs systems or a notation.`, path }],
    }
  const frame: FrameSpec = { name: f.name, systems: [...systems], ssr }
  return { frame, problems: checkFrame(frame, path) }
}

/** Reads and validates a company file; `company` is set only when there are no problems. */
export function readCompany(
  file: unknown,
  opts: CompanyOptions = {},
): { company?: CompanySpec; problems: Problem[]; systems: number | null } {
  const parsed = companySchema.safeParse(file)
  if (!parsed.success)
    return {
      systems: null,
      problems: parsed.error.issues.map((i) => ({
        code: 'framezero/bad_company_file',
        message: i.message,
        path: zodPath(i.path),
      })),
    }
  const c = parsed.data
  const problems: Problem[] = []
  const frames: FrameSpec[] = []
  c.frames.forEach((f, i) => {
    const r = frameFromFile(f, `frames[${i}]`)
    problems.push(...r.problems)
    if (r.frame) frames.push(r.frame)
  })
  const spares: FrameSpec[] = []
  ;(c.spares ?? []).forEach((f, i) => {
    const r = frameFromFile(f, `spares[${i}]`)
    problems.push(...r.problems)
    if (r.frame) spares.push({ ...r.frame, ssr: 0 })
  })
  const ssrWanted = opts.ssrCount ?? c.ssrCount ?? DEFAULT_SSR
  const ssr = frames.reduce((s, f) => s + f.ssr, 0)
  if (frames.length === c.frames.length && ssr !== ssrWanted)
    problems.push({
      code: 'framezero/ssr_count',
      message: `The company carries ${ssr} single-shot rockets; it must carry exactly ${ssrWanted}, spread over its frames.`,
      path: 'frames',
    })
  const players = opts.players ?? c.players
  const size = opts.size ?? c.size
  if (players !== undefined) {
    const row = sizeRow(players)
    if (row && size) {
      const [lo, hi] = row[size]
      if (c.frames.length < lo || c.frames.length > hi)
        problems.push({
          code: 'framezero/company_size',
          message: `A ${size} company for ${players} players fields ${lo}–${hi} frames; this one has ${c.frames.length}.`,
          path: 'frames',
        })
    }
  }
  const systems = frames.reduce((s, f) => s + f.systems.length, 0)
  return problems.length
    ? { problems, systems }
    : { company: { name: c.name, frames, ...(spares.length ? { spares } : {}) }, problems, systems }
}

/** The registry's roster check: cost measure is the company's system count (what ppa bids on). */
export function validateCompany(file: unknown, opts: CompanyOptions = {}): RosterCheck {
  const r = readCompany(file, opts)
  if (!r.company) return { points: r.systems, problems: r.problems }
  const c = r.company
  const ssr = c.frames.reduce((n, f) => n + f.ssr, 0)
  return {
    points: r.systems,
    problems: r.problems,
    summary: {
      text: `${c.name}: ${c.frames.length} frames, ${r.systems} systems, ${ssr} rockets`,
      fields: { name: c.name, frames: c.frames.length, systems: r.systems, rockets: ssr },
    },
  }
}

export function isCompanyFile(file: unknown): boolean {
  const f = file as { ruleset?: unknown; frames?: unknown } | null
  return typeof f === 'object' && f !== null && (f.ruleset === 'framezero' || Array.isArray(f.frames))
}

/** Counted systems of a company (SSRs and sprint are not systems, F§7). */
export const companySystems = (c: CompanySpec) => c.frames.reduce((s, f) => s + f.systems.length, 0)
