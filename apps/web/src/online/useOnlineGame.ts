/**
 * One online game over the server's WebSocket: a snapshot on (re)connect, an update per accepted
 * decision, errors for refused ones. The page shows what the server sends and nothing else — the
 * view of this seat (or of a spectator), the prompt, the log — and reconnects with backoff, so a
 * dropped line or a restarted server costs a moment, never the game. A decision refused only
 * because another seat answered the same side-by-side step first is sent again once (resend.ts).
 */
import type { DecisionShape, EventShape, Outcome, PromptShape } from '@sortie/engine'
import { type LogEntry, type Reveal, type SeatInfo, ServerMessage } from '@sortie/server/protocol'
import { useCallback, useEffect, useRef, useState } from 'react'
import { mayResend } from './resend.ts'
import { nonceFor } from './store.ts'

export interface OnlineState {
  connected: boolean
  seat: string | null
  ruleset: string | null
  status: 'waiting' | 'playing' | 'over' | null
  seq: number
  view: unknown
  prompt: PromptShape | null
  log: LogEntry[]
  hash: string | null
  outcome: Outcome | null
  seats: Record<string, SeatInfo>
  spectators: number
  seedCommit: string | null
  reveal: Reveal | null
  /** Times a rules fix made a stored decision illegal and the server went on from before it. */
  salvaged: Salvaged
  /** The last refusal (shown as a toast), or a fatal problem (bad token, no such game). */
  error: { code: string; message: string; fatal: boolean } | null
  /** Events of the latest update, for the table's animations and the dice tray. */
  last: EventShape[]
}

interface Sent {
  decision: DecisionShape
  prompt: PromptShape | null
  stale: { code: string; message: string; seq: number } | null
  resent: boolean
}

type Salvaged = NonNullable<Extract<ServerMessage, { type: 'snapshot' }>['salvaged']>

const EMPTY: OnlineState = {
  connected: false,
  seat: null,
  ruleset: null,
  status: null,
  seq: 0,
  view: null,
  prompt: null,
  log: [],
  hash: null,
  outcome: null,
  seats: {},
  spectators: 0,
  seedCommit: null,
  reveal: null,
  salvaged: [],
  error: null,
  last: [],
}

const FATAL = new Set(['online/bad_token', 'online/game_not_found', 'online/broken'])

export function useOnlineGame(gameId: string, token?: string) {
  const [s, setS] = useState<OnlineState>(EMPTY)
  const ws = useRef<WebSocket | null>(null)
  const seqRef = useRef(0)
  const seatRef = useRef<string | null>(null)
  const promptRef = useRef<PromptShape | null>(null)
  /** The last decision sent, the prompt it answered, and a stale refusal waiting for `seq`. */
  const sentRef = useRef<Sent | null>(null)

  useEffect(() => {
    let stop = false
    let retries = 0
    let timer: number | undefined
    /** Once caught up past a stale refusal: send the decision again, or show the refusal. */
    const settleStale = () => {
      const sent = sentRef.current
      if (!sent?.stale || seqRef.current < sent.stale.seq) return
      const refusal = sent.stale
      sentRef.current = null
      if (!sent.resent && mayResend(sent.prompt, promptRef.current, seatRef.current)) {
        sentRef.current = { ...sent, stale: null, resent: true }
        ws.current?.send(JSON.stringify({ type: 'decide', seq: seqRef.current, decision: sent.decision }))
      } else setS((x) => ({ ...x, error: { code: refusal.code, message: refusal.message, fatal: false } }))
    }
    const connect = () => {
      const u = new URL(`/ws/games/${encodeURIComponent(gameId)}`, window.location.href)
      u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:'
      u.hash = ''
      if (token) {
        u.searchParams.set('token', token)
        u.searchParams.set('nonce', nonceFor(gameId, token))
      }
      const sock = new WebSocket(u)
      ws.current = sock
      sock.onopen = () => setS((x) => ({ ...x, connected: true }))
      sock.onmessage = (ev) => {
        const parsed = ServerMessage.safeParse(JSON.parse(String(ev.data)))
        if (!parsed.success) return
        const m = parsed.data
        if (m.type === 'snapshot') {
          retries = 0
          seqRef.current = m.seq
          seatRef.current = m.seat
          promptRef.current = m.prompt as PromptShape | null
          setS((x) => ({
            ...x,
            connected: true,
            seat: m.seat,
            ruleset: m.ruleset,
            status: m.status,
            seq: m.seq,
            view: m.view,
            prompt: m.prompt as PromptShape | null,
            log: m.log,
            hash: m.hash,
            outcome: m.outcome,
            seats: m.seats,
            seedCommit: m.seedCommit,
            reveal: m.reveal ?? null,
            salvaged: m.salvaged ?? [],
            last: [],
          }))
        } else if (m.type === 'update') {
          seqRef.current = m.seq
          promptRef.current = m.prompt as PromptShape | null
          setS((x) => ({
            ...x,
            status: m.outcome ? 'over' : 'playing',
            seq: m.seq,
            view: m.view,
            prompt: m.prompt as PromptShape | null,
            log: [...x.log, { seq: m.seq, decision: m.decision, events: m.events }],
            hash: m.hash,
            outcome: m.outcome,
            reveal: m.reveal ?? x.reveal,
            last: m.events,
            error: null,
          }))
          settleStale()
        } else if (m.type === 'presence') setS((x) => ({ ...x, seats: m.seats, spectators: m.spectators }))
        else if (m.type === 'error') {
          if (m.code === 'online/stale' && sentRef.current && !sentRef.current.stale) {
            sentRef.current.stale = { code: m.code, message: m.message, seq: m.seq ?? seqRef.current }
            settleStale()
            return
          }
          const fatal = FATAL.has(m.code)
          if (fatal) stop = true
          setS((x) => ({ ...x, error: { code: m.code, message: m.message, fatal } }))
        }
      }
      sock.onclose = () => {
        setS((x) => ({ ...x, connected: false }))
        if (stop) return
        retries++
        timer = window.setTimeout(connect, Math.min(5000, 100 * 2 ** Math.min(retries, 6)))
      }
    }
    connect()
    return () => {
      stop = true
      window.clearTimeout(timer)
      ws.current?.close()
    }
  }, [gameId, token])

  const decide = useCallback((decision: DecisionShape) => {
    sentRef.current = { decision, prompt: promptRef.current, stale: null, resent: false }
    ws.current?.send(JSON.stringify({ type: 'decide', seq: seqRef.current, decision }))
  }, [])

  return { ...s, decide }
}

export type OnlineGame = ReturnType<typeof useOnlineGame>
