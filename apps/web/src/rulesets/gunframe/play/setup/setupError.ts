/**
 * An engine refusal of the setup, in words for the setup screen: the engine's own message, the
 * section of the form it concerns (so the form can point at it), and any named values from its
 * detail written out — never the raw JSON.
 */
import type { RuleError } from '@sortie/engine'
import { titleCase } from '../format.ts'

export type SetupSection = 'sides' | 'mission' | 'environment' | 'optional' | 'battlefield' | 'other'

export interface SetupProblem {
  section: SetupSection
  message: string
  /** Extra facts from the error's detail, e.g. "Rules: combiner head + combiner ropes". */
  facts: string[]
  /** Raw ids the detail names (optional rules, ids), so the form can flag them. */
  ids: string[]
  code: string
}

const SECTION_BY_CODE: [RegExp, SetupSection][] = [
  [/mission|variant|ffa|diagonal|roles/, 'mission'],
  [/environment/, 'environment'],
  [/optional|combiner|structure|object|space/, 'optional'],
  [/table|battlefield|terrain/, 'battlefield'],
  [/squadron|profile|setup|teams/, 'sides'],
]

function words(v: unknown): string {
  if (typeof v === 'string') return titleCase(v.replace(/^[a-z]+:/, '')).replace(/\+/g, ' + ')
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (Array.isArray(v)) return v.map(words).join(', ')
  return ''
}

export function setupProblem(e: RuleError, seatNames: Record<string, string> = {}): SetupProblem {
  const code = e.code
  const tail = code.split('/').pop() ?? code
  const section =
    (e.path?.startsWith('squadrons') ? 'sides' : undefined) ??
    SECTION_BY_CODE.find(([re]) => re.test(tail))?.[1] ??
    'other'
  const facts: string[] = []
  const ids: string[] = []
  const seat = /^squadrons\.(\w+)/.exec(e.path ?? '')?.[1]
  if (seat) facts.push(`Side: ${seatNames[seat] ?? seat}`)
  if (e.detail && typeof e.detail === 'object')
    for (const [k, v] of Object.entries(e.detail as Record<string, unknown>)) {
      const w = words(v)
      if (w) facts.push(`${titleCase(k)}: ${w}`)
      for (const x of Array.isArray(v) ? v : [v])
        if (typeof x === 'string') ids.push(...x.split('+').map((t) => t.trim()))
    }
  return { section, message: e.message, facts, ids, code }
}
