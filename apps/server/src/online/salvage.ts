/**
 * A stored online game that today's rules no longer replay: the refused row and those after it
 * are moved to the set-aside table (store.setAside), and the game goes on from before them. The
 * live game learns its salvages so every snapshot can tell the players (counts and the reason
 * only: the set-aside rows may hold sealed orders).
 */
import type { DecisionShape, RuleError } from '@sortie/engine'
import type { LiveGame } from './live.ts'
import type { OnlineStore } from './store.ts'

/**
 * Sets aside stored decision `g.seq` (refused as `error`) and the rows after it. False when
 * another process did it first (the caller reads what that process left).
 */
export async function salvageStored(
  store: OnlineStore,
  g: LiveGame,
  refused: DecisionShape,
  error: RuleError,
  warn: (msg: string) => void,
): Promise<boolean> {
  const moved = await store.setAside(g.id, g.seq, refused, { code: error.code, message: error.message })
  g.salvaged = await store.salvages(g.id)
  if (moved === null) return false
  warn(`sortie: game ${g.id}: stored decision ${g.seq} no longer replays (${error.code}); ${moved} set aside`)
  return true
}
