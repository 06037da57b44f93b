/**
 * The move preview off the main thread (see verdict.ts). The page posts the state once per
 * decision, then at most one request in flight; each answer is the engine's judgement.
 */
import type { BattleState } from '../../engine.ts'
import { judge, type VerdictResponse, type WorkerMessage } from './verdict.ts'

let current: { id: number; state: BattleState } | null = null

const scope = globalThis as unknown as {
  addEventListener(type: 'message', f: (e: MessageEvent<WorkerMessage>) => void): void
  postMessage(m: VerdictResponse | null): void
}

scope.addEventListener('message', (e) => {
  const m = e.data
  if (m.t === 'state') current = { id: m.id, state: m.state }
  // Always answer, even with null, so the page knows the worker is free again.
  else scope.postMessage(current && current.id === m.req.stateId ? judge(current.state, m.req) : null)
})
