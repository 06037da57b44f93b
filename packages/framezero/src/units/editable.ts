/**
 * A company file as a builder edits it: every frame (and spare) as a systems list with its rockets,
 * whichever form the file used (a notation string, or systems), so a builder never reads notation
 * itself. A file that is not a company in shape is refused with its problems; a frame whose
 * notation cannot be read stays as it was written, and its problem is listed.
 */
import type { Problem } from '@sortie/engine'
import { type CompanyFile, companySchema, frameFromFile } from './company.ts'
import { DEFAULT_SSR } from './size.ts'

export interface EditableFrame {
  name: string
  systems: NonNullable<CompanyFile['frames'][number]['systems']>
  ssr: number
}

export type EditableCompany = Omit<CompanyFile, 'frames' | 'spares'> & {
  frames: EditableFrame[]
  spares?: EditableFrame[]
}

export function editableCompany(file: unknown): { company?: EditableCompany; problems: Problem[] } {
  // A builder's own draft may hold no frames or no name yet: the shape is judged with stand-ins.
  const f = file as { frames?: unknown; name?: unknown } | null
  const obj = typeof f === 'object' && f !== null
  const empty = obj && Array.isArray(f.frames) && f.frames.length === 0
  const unnamed = obj && f.name === ''
  const parsed = companySchema.safeParse(
    obj
      ? {
          ...f,
          ...(empty ? { frames: [{ name: '-', systems: [] }] } : {}),
          ...(unnamed ? { name: '-' } : {}),
        }
      : file,
  )
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((i) => ({
        code: 'framezero/bad_company_file',
        message: `${i.path.join('.') || 'file'}: ${i.message}`,
        path: i.path.join('.'),
      })),
    }
  const problems: Problem[] = []
  const edit = (list: CompanyFile['frames'], at: string): EditableFrame[] =>
    list.map((x, i) => {
      const r = frameFromFile(x, `${at}[${i}]`)
      if (r.frame) return { name: r.frame.name, systems: r.frame.systems, ssr: r.frame.ssr }
      problems.push(...r.problems)
      return { name: x.name, systems: x.systems ?? [], ssr: x.ssr ?? 0 }
    })
  const { frames, spares, ...rest } = parsed.data
  const company: EditableCompany = {
    ...rest,
    ...(unnamed ? { name: '' } : {}),
    frames: empty ? [] : edit(frames, 'frames'),
    ...(spares ? { spares: edit(spares, 'spares') } : {}),
  }
  return { company, problems }
}

/**
 * The rockets a frame a builder adds starts with: those the company still lacks of its count
 * (`ssrCount`, else DEFAULT_SSR), two at most, as the example companies spread them. A starting
 * point only: the owner may move them to any frame (F§3).
 */
export function rocketsForNewFrame(c: { ssrCount?: number; frames: readonly { ssr: number }[] }): number {
  const placed = c.frames.reduce((n, f) => n + f.ssr, 0)
  return Math.max(0, Math.min((c.ssrCount ?? DEFAULT_SSR) - placed, 2))
}
