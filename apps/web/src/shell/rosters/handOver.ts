/**
 * A builder's "Play with it →": what was just built goes to its ruleset's new-game page, which
 * starts with it chosen instead of the example. Kept for this tab only (sessionStorage) and taken
 * once: the new-game page peeks while it first draws (React may draw twice) and clears it after.
 */
import { go } from '../route.ts'

const key = (ruleset: string) => `sortie:play-with:${ruleset}`

export function handOver(ruleset: string, value: unknown): void {
  try {
    sessionStorage.setItem(key(ruleset), JSON.stringify(value))
  } catch {
    // storage full or blocked: the page opens with its usual choice
  }
}

/** What a builder handed over, if anything (left in place; `clearHandOver` once drawn). */
export function peekHandOver(ruleset: string): unknown {
  try {
    const v = sessionStorage.getItem(key(ruleset))
    return v === null ? undefined : JSON.parse(v)
  } catch {
    return undefined
  }
}

export function clearHandOver(ruleset: string): void {
  try {
    sessionStorage.removeItem(key(ruleset))
  } catch {
    // nothing to clear
  }
}

/** A roster id handed over, as the first seat's pick of a new-game page's roster choices. */
export function handedOver(ruleset: string): Record<string, string> {
  const id = peekHandOver(ruleset)
  return typeof id === 'string' ? { p1: id } : {}
}

/** A builder's "Play with it": saved first, so the new-game page picks it from the saved list. */
export async function playWithSaved(ruleset: string, save: () => Promise<string | undefined>): Promise<void> {
  const id = await save()
  if (!id) return
  handOver(ruleset, id)
  go({ tab: 'play', ruleset })
}
