/**
 * Stores a new local game on the server and opens it. Its own file, taking a ruleset id, so a
 * ruleset's table (a game-over "play the next one" button) can start a game without importing the
 * pages that list the rulesets — that import would close a loop back to the ruleset itself.
 */
import { api } from './api.ts'
import type { NewGame } from './module.ts'
import { go } from './route.ts'

export const randomSeed = (): string => Math.random().toString(36).slice(2, 10)

/** Opens the stored game; an error text when the server refused it. */
export async function startGame(ruleset: string, g: NewGame<unknown>): Promise<string | null> {
  const botSeats = Object.values(g.seats).filter(Boolean).length
  const n = Object.keys(g.seats).length
  try {
    const rec = await api.saveGame({
      ruleset,
      title: g.title,
      mode: botSeats && botSeats >= n ? 'bots' : botSeats ? 'bot' : 'hotseat',
      seed: g.seed ?? randomSeed(),
      setup: g.setup,
      decisions: [],
      meta: { bots: g.seats, ...(g.names ? { names: g.names } : {}) },
    })
    go({ tab: 'play', ruleset, gameId: rec.id })
    return null
  } catch (e) {
    return `The server could not store the game: ${(e as Error).message}`
  }
}
