/** Problems with JSON paths: small helpers shared by the unit and squadron validators. */
import type { Problem } from './types.ts'

/** Joins JSON path parts: join('units[2]', 'upgrades[1]') → 'units[2].upgrades[1]'. */
export function joinPath(...parts: (string | number | undefined)[]): string {
  let out = ''
  for (const p of parts) {
    if (p === undefined || p === '') continue
    if (typeof p === 'number') out += `[${p}]`
    else if (out === '' || p.startsWith('[')) out += p
    else out += `.${p}`
  }
  return out
}

export const problem = (
  code: string,
  path: string,
  message: string,
  detail?: Record<string, unknown>,
): Problem => ({
  code: `gunframe/${code}`,
  message,
  path,
  ...(detail ? { detail } : {}),
})

/** One line per problem, as the CLI prints them: `units[2].upgrades[1]: Ace is unique … [gunframe/…]`. */
export const formatProblem = (p: Problem): string => `${p.path || '(file)'}: ${p.message} [${p.code}]`
