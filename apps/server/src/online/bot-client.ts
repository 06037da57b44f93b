/**
 * A seat played by a bot over the online protocol — what `sortie client`, the load bench and the
 * tests use. The bot sees only what its seat sees: it decides on the `view` the server sends
 * (with a stand-in for the dice, which a view never carries). It reconnects with backoff when
 * the line drops or the server restarts, and resumes from the snapshot's seq.
 *
 * @example
 * const end = await playSeat({ server: 'http://127.0.0.1:3000', game, token, pkg, bot: 'greedy' })
 * // → { seq: 212, hash: '…', outcome: { winners: ['p1'], … } }
 */
import {
  type AnyRulesetPackage,
  botRandom,
  type DecisionShape,
  lazyContext,
  type Outcome,
  type PromptShape,
  promptSeats,
  seedRng,
} from '@sortie/engine'
import WebSocket from 'ws'
import { ServerMessage } from './messages.ts'

export interface PlaySeatOptions {
  /** http(s) URL of the server. */
  server: string
  game: string
  token: string
  pkg: AnyRulesetPackage
  bot: string
  /** This seat's contribution to the dice; random when omitted. */
  nonce?: string
  /** Progress and reconnection notes (stderr in the CLI). */
  log?: (line: string) => void
  /** Milliseconds from sending a decision to hearing it accepted, for benchmarks. */
  onLatency?: (ms: number) => void
  /** Every accepted decision this seat hears of (seq is the count after it). */
  onUpdate?: (seq: number, decision: DecisionShape, hash: string) => void
  /** Gives up after this many reconnections in a row without a snapshot (default 30). */
  maxRetries?: number
  /** Drops and reopens the connection after the given decision, once (tests of reconnection). */
  dropAfter?: number
}

export interface SeatResult {
  seq: number
  hash: string | null
  outcome: Outcome | null
  seat: string
  reconnects: number
}

const FATAL = new Set(['online/bad_token', 'online/game_not_found', 'online/broken'])

export function wsUrl(server: string, game: string, query: Record<string, string>): string {
  const u = new URL(server)
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:'
  u.pathname = `/ws/games/${encodeURIComponent(game)}`
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v)
  return u.toString()
}

export function playSeat(o: PlaySeatOptions): Promise<SeatResult> {
  const bot = Object.hasOwn(o.pkg.bots, o.bot) ? o.pkg.bots[o.bot] : undefined
  if (!bot)
    return Promise.reject(
      new Error(`No ${o.pkg.id} bot '${o.bot}'; bots: ${Object.keys(o.pkg.bots).join(', ')}.`),
    )
  const rs = o.pkg.ruleset()
  const log = o.log ?? (() => {})
  const nonce = o.nonce ?? Math.random().toString(36).slice(2) + Date.now().toString(36)
  const url = wsUrl(o.server, o.game, { token: o.token, nonce })

  return new Promise((resolve, reject) => {
    let seat = ''
    let seq = 0
    let view: unknown = null
    let prompt: PromptShape | null = null
    let hash: string | null = null
    let outcome: Outcome | null = null
    let sentAt: { seq: number; t: number } | null = null
    let retries = 0
    let reconnects = 0
    let dropped = false
    let done = false
    let ws: WebSocket

    const finish = (err?: Error) => {
      if (done) return
      done = true
      ws.removeAllListeners('close')
      ws.close()
      if (err) reject(err)
      else resolve({ seq, hash, outcome, seat, reconnects })
    }

    const act = () => {
      if (outcome) return finish()
      if (!prompt || !seat || !promptSeats(prompt).includes(seat) || sentAt?.seq === seq) return
      // The bot plays from its seat's view; a view never carries the dice, so it gets a stand-in.
      const state = { rng: seedRng(`view:${seq}`), ...(view as object) }
      // Listed only if the bot reads the list or fails (lazyContext).
      const ctx = lazyContext(rs, state, seat, botRandom(`${o.game}:${seq}:${seat}`))
      let decision: DecisionShape | undefined
      try {
        decision = bot.decide(state, seat, ctx).decision
      } catch (e) {
        log(`bot ${bot.id} failed (${(e as Error).message}); playing the first legal move`)
        decision = ctx.legal[0]
      }
      if (!decision) return
      sentAt = { seq, t: performance.now() }
      ws.send(JSON.stringify({ type: 'decide', seq, decision }))
    }

    const connect = () => {
      ws = new WebSocket(url)
      ws.on('message', (data) => {
        let m: ServerMessage
        try {
          m = ServerMessage.parse(JSON.parse(data.toString()))
        } catch (e) {
          return log(`ignored a message the protocol does not describe: ${(e as Error).message}`)
        }
        if (m.type === 'snapshot') {
          retries = 0
          seat = m.seat
          ;({ seq, view, hash, outcome } = m)
          prompt = m.prompt
          sentAt = null
          return act()
        }
        if (m.type === 'update') {
          if (m.seq !== seq + 1) {
            // A gap (should not happen on one connection): resynchronise from a fresh snapshot.
            return ws.close()
          }
          if (sentAt && sentAt.seq === seq && m.decision.seat === seat)
            o.onLatency?.(performance.now() - sentAt.t)
          ;({ seq, view, hash, outcome } = m)
          prompt = m.prompt
          o.onUpdate?.(m.seq, m.decision, m.hash)
          if (o.dropAfter !== undefined && !dropped && seq >= o.dropAfter) {
            dropped = true
            return ws.terminate()
          }
          return act()
        }
        if (m.type === 'error') {
          if (FATAL.has(m.code)) return finish(new Error(`${m.code}: ${m.message}`))
          if (m.code === 'online/stale') {
            sentAt = null
            return
          }
          log(`refused: ${m.code}: ${m.message}`)
          if (m.code !== 'online/waiting') return finish(new Error(`${m.code}: ${m.message}`))
        }
      })
      ws.on('close', (code) => {
        if (done) return
        if (code === 4401 || code === 4404)
          return finish(new Error(`the server refused the seat (close ${code})`))
        if (++retries > (o.maxRetries ?? 30)) return finish(new Error('could not reconnect'))
        reconnects++
        const wait = Math.min(5000, 50 * 2 ** Math.min(retries, 7)) * (0.5 + Math.random() / 2)
        log(`connection lost; reconnecting in ${Math.round(wait)} ms`)
        setTimeout(connect, wait)
      })
      ws.on('error', () => {})
    }
    connect()
  })
}
