/**
 * The engine's verdict on the path being drawn, judged off the main thread (verdict.ts) and shown
 * in the next frame. Answers arriving while the cursor keeps moving ride along with the cursor's
 * own frame render; an answer after the cursor stops gets one render of its own.
 */
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { flushSync } from 'react-dom'
import type { BattleState } from '../../engine.ts'
import { VerdictClient, type VerdictRequest, type VerdictResponse } from './verdict.ts'

export interface Verdict extends VerdictResponse {
  /** Whether it judges the path as drawn now (false: an older path's answer, shown meanwhile). */
  fresh: boolean
}

export function useMoveVerdict(
  state: BattleState,
  unit: string | null,
  d: VerdictRequest['d'] | null,
): Verdict | null {
  const [, bump] = useReducer((x: number) => x + 1, 0)
  const client = useRef<VerdictClient | null>(null)
  const latest = useRef<{ v: VerdictResponse; state: BattleState } | null>(null)
  const shown = useRef<VerdictResponse | null>(null)
  const asked = useRef(new Map<number, unknown>())
  const raf = useRef(0)

  useEffect(
    () => () => {
      cancelAnimationFrame(raf.current)
      client.current?.dispose()
      client.current = null
    },
    [],
  )

  useLayoutEffect(() => {
    if (!unit || !d) return
    if (!client.current)
      client.current = new VerdictClient((v, judged) => {
        latest.current = { v, state: judged }
        if (!raf.current)
          raf.current = requestAnimationFrame(() => {
            raf.current = 0
            // Already drawn by a cursor render this frame? Then nothing to do.
            if (shown.current !== latest.current?.v) flushSync(bump)
          })
      })
    client.current.setState(state)
    const seq = client.current.request(unit, d)
    const a = asked.current
    a.set(seq, d)
    // Keep only the few requests that can still be answered.
    for (const k of a.keys()) if (k < seq - 4) a.delete(k)
  }, [state, unit, d])

  const l = latest.current
  if (!l || l.state !== state || !d) {
    shown.current = null
    return null
  }
  shown.current = l.v
  return { ...l.v, fresh: asked.current.get(l.v.seq) === d }
}
