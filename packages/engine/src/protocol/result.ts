/**
 * Result: the engine never throws on bad input; it answers with a plain-object Result that
 * serialises as is. Errors are codes (`ruleset/what_went_wrong`) plus detail, turned into text
 * by the UI and CLI.
 *
 * @example
 * const r = ok(3); if (r.ok) console.log(r.value)
 */
export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E }

/** A coded error. `code` is stable (tests and UIs key on it); `message` is readable English. */
export interface RuleError {
  code: string
  message: string
  /** JSON path of the offending input, when the error is about a file or message. */
  path?: string
  detail?: Record<string, unknown>
}

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })

export const err = (
  code: string,
  message: string,
  detail?: Record<string, unknown>,
  path?: string,
): { ok: false; error: RuleError } => ({
  ok: false,
  error: { code, message, ...(path !== undefined ? { path } : {}), ...(detail ? { detail } : {}) },
})

/** Unwraps a Result or throws: for tests and scripts only, never inside a ruleset's apply. */
export function unwrap<T, E>(r: Result<T, E>): T {
  if (r.ok) return r.value
  throw new Error(`unwrap on error: ${JSON.stringify(r.error)}`)
}
