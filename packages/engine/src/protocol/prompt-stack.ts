/**
 * Interrupts as a stack of pending prompts (TabletopGames' extended sequences): an attack
 * pushes "defender chooses", a finished move pushes "opponent may react"; the top of the stack
 * is always the question being asked now. Stored in the state as a plain array.
 *
 * @example
 * const stack: PendingPrompt[] = []; pushPrompt(stack, { seat: 'p2', kind: 'react' })
 */
import type { Prompt } from './types.ts'

export type PendingPrompt = Prompt

export function pushPrompt(stack: PendingPrompt[], p: PendingPrompt): void {
  stack.push(p)
}

export function topPrompt(stack: readonly PendingPrompt[]): PendingPrompt | null {
  return stack.length ? (stack[stack.length - 1] ?? null) : null
}

export function popPrompt(stack: PendingPrompt[]): PendingPrompt | undefined {
  return stack.pop()
}
