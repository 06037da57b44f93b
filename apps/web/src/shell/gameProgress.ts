/**
 * The one line under a game in progress on the home and play pages: how it is played, how far it
 * has gone (the turn or round its summary carries, as its header counts it) and how many
 * decisions it holds, in words ("1 decision", never "1 decisions").
 */
import type { GameSummary } from './api.ts'

const MODES: Record<string, string> = { hotseat: 'hot-seat', bot: 'against a bot', bots: 'bots only' }

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`

export function progressWords(g: Pick<GameSummary, 'mode' | 'turn'>, decisions: number): string {
  const mode = MODES[g.mode] ?? g.mode
  // A game still being set up has no turn yet (0): saying "turn 0" reads as a fault.
  const turn = g.turn > 0 ? `turn ${g.turn} · ` : 'setting up · '
  return `${mode} · ${turn}${plural(decisions, 'decision')}`
}
