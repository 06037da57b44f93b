/**
 * Import and export of unit and squadron files. Bad input never throws: it is answered with
 * every problem found, each with its JSON path.
 *
 * @example
 * const r = parseSquadronFile(text)
 * if (!r.ok) for (const p of r.error) console.log(formatProblem(p))
 */
import { ok, type Result } from '@sortie/engine'
import type { z } from 'zod'
import { problem } from './problems.ts'
import { SQUADRON_FORMAT, SquadronFileSchema, UNIT_FORMAT, UnitFileSchema } from './schema.ts'
import type { Problem, Squadron, UnitDesign } from './types.ts'

/** ['units', 2, 'upgrades', 1] → 'units[2].upgrades[1]' */
export function pathOf(parts: readonly PropertyKey[]): string {
  let out = ''
  for (const p of parts) {
    if (typeof p === 'number') out += `[${p}]`
    else out += out === '' ? String(p) : `.${String(p)}`
  }
  return out
}

function issuesToProblems(issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.map((i) => {
    if (i.code === 'unrecognized_keys')
      return problem(
        'file_unknown_field',
        pathOf(i.path),
        `unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `'${k}'`).join(', ')}`,
      )
    if (i.code === 'invalid_type' && i.message.includes('received undefined'))
      return problem(
        'file_missing_field',
        pathOf(i.path),
        `${String(i.path.at(-1) ?? 'value')} is missing (expected ${i.expected})`,
      )
    return problem('file_schema', pathOf(i.path), i.message)
  })
}

function readJson(input: unknown): Result<unknown, Problem[]> {
  if (typeof input !== 'string') return ok(input)
  try {
    return ok(JSON.parse(input))
  } catch (e) {
    return { ok: false, error: [problem('file_json', '', `not valid JSON: ${(e as Error).message}`)] }
  }
}

function strip<T extends object>(v: T): Omit<T, '$schema' | 'format'> {
  const { $schema: _s, format: _f, ...rest } = v as T & { $schema?: unknown; format?: unknown }
  return rest
}

/** Reads a squadron file (text or already-parsed JSON); shape only, see validateSquadron for the rules. */
export function parseSquadronFile(input: unknown): Result<Squadron, Problem[]> {
  const j = readJson(input)
  if (!j.ok) return j
  const r = SquadronFileSchema.safeParse(j.value)
  if (!r.success) return { ok: false, error: issuesToProblems(r.error.issues) }
  return ok(strip(r.data) as Squadron)
}

/** Reads a unit file (text or already-parsed JSON); shape only, see validateUnit for the rules. */
export function parseUnitFile(input: unknown): Result<UnitDesign, Problem[]> {
  const j = readJson(input)
  if (!j.ok) return j
  const r = UnitFileSchema.safeParse(j.value)
  if (!r.success) return { ok: false, error: issuesToProblems(r.error.issues) }
  return ok(strip(r.data) as UnitDesign)
}

export const exportUnit = (d: UnitDesign): string =>
  `${JSON.stringify({ format: UNIT_FORMAT, ...d }, null, 2)}\n`

export const exportSquadron = (s: Squadron): string =>
  `${JSON.stringify({ format: SQUADRON_FORMAT, ...s }, null, 2)}\n`
