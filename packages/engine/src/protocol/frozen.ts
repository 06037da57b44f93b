/**
 * Under test (SORTIE_FREEZE_SHARED=1, set by vitest.config.ts) what must never be edited again —
 * a settled shared part of a state, an answer a ruleset keeps for a state — is frozen through, so
 * code that edits it in place fails loudly in whatever test reaches it instead of corrupting a
 * replay unseen. Off in play: freezing costs.
 */
export const freezeUnderTest =
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.SORTIE_FREEZE_SHARED === '1'

function deepFreeze(v: unknown): void {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return
  Object.freeze(v)
  for (const x of Object.values(v)) deepFreeze(x)
}

/** `v` itself, frozen through when under test. */
export function frozenUnderTest<T>(v: T): T {
  if (freezeUnderTest) deepFreeze(v)
  return v
}
