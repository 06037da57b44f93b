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

/** The value at a schema issue's path in what was read (undefined where the path leads nowhere). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = input
  for (const k of path) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, k)) return undefined
    at = (at as Record<PropertyKey, unknown>)[k]
  }
  return at
}

/**
 * Schema issues as problems. A field that is absent is `file_missing_field` whatever the schema's
 * own message says (a custom message such as "frame must be one of …" hides zod's wording).
 */
function issuesToProblems(issues: readonly z.core.$ZodIssue[], input: unknown): Problem[] {
  return issues.map((i) => {
    if (i.code === 'unrecognized_keys')
      return problem(
        'file_unknown_field',
        pathOf(i.path),
        `unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `'${k}'`).join(', ')}`,
      )
    if (
      (i.code === 'invalid_type' || i.code === 'invalid_value') &&
      i.path.length > 0 &&
      valueAt(input, i.path) === undefined
    )
      return problem(
        'file_missing_field',
        pathOf(i.path),
        `${String(i.path.at(-1) ?? 'value')} is missing${i.code === 'invalid_type' ? ` (expected ${i.expected})` : `: ${i.message}`}`,
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
  if (!r.success) return { ok: false, error: issuesToProblems(r.error.issues, j.value) }
  return ok(strip(r.data) as Squadron)
}

/** Reads a unit file (text or already-parsed JSON); shape only, see validateUnit for the rules. */
export function parseUnitFile(input: unknown): Result<UnitDesign, Problem[]> {
  const j = readJson(input)
  if (!j.ok) return j
  const r = UnitFileSchema.safeParse(j.value)
  if (!r.success) return { ok: false, error: issuesToProblems(r.error.issues, j.value) }
  return ok(strip(r.data) as UnitDesign)
}

export const exportUnit = (d: UnitDesign): string =>
  `${JSON.stringify({ format: UNIT_FORMAT, ...d }, null, 2)}\n`

export const exportSquadron = (s: Squadron): string =>
  `${JSON.stringify({ format: SQUADRON_FORMAT, ...s }, null, 2)}\n`
