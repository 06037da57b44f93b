/**
 * WebSocket `/ws/games/:id`: one connection per seat or spectator. The token (query parameter or
 * a first `join` message) picks the seat; without one the connection spectates. Every message is
 * size-checked, parsed and zod-checked before the hub sees it, and a refused one is answered with
 * `{ type: 'error', code, message }` while nothing changes.
 */
import { SPECTATOR } from '@sortie/engine'
import type { FastifyInstance } from 'fastify'
import type { RawData, WebSocket } from 'ws'
import { z } from 'zod'
import type { Conn, Hub } from './hub.ts'
import type { LiveGame } from './live.ts'
import { ClientMessage, MAX_MESSAGE_BYTES, type ServerMessage } from './messages.ts'

const Query = z.object({
  token: z.string().min(1).max(200).optional(),
  nonce: z.string().min(1).max(200).optional(),
})
const Params = z.object({ id: z.string().min(1).max(100) })

const bytesOf = (d: RawData): Buffer =>
  Buffer.isBuffer(d) ? d : Array.isArray(d) ? Buffer.concat(d) : Buffer.from(d as ArrayBuffer)

/** Close codes in the application range, so a client can tell "stop retrying" from a dropped line. */
export const CLOSE_NOT_FOUND = 4404
export const CLOSE_BAD_TOKEN = 4401

export function onlineSocket(app: FastifyInstance, hub: Hub): void {
  app.get('/ws/games/:id', { websocket: true }, (socket: WebSocket, req) => {
    const sendRaw = (s: string) => {
      if (socket.readyState === socket.OPEN) socket.send(s)
    }
    const send = (m: ServerMessage) => sendRaw(JSON.stringify(m))
    const conn: Conn = { seat: SPECTATOR, send, sendRaw }
    let game: LiveGame | null = null
    let closed = false
    let attached = false
    // Messages that arrive while the game loads wait here, in order.
    let chain: Promise<void> = Promise.resolve()

    const params = Params.safeParse(req.params)
    const query = Query.safeParse(req.query)

    const handle = async (data: RawData): Promise<void> => {
      if (!game || closed) return
      const buf = bytesOf(data)
      if (buf.length > MAX_MESSAGE_BYTES)
        return send({
          type: 'error',
          code: 'online/too_large',
          message: `Messages are limited to ${MAX_MESSAGE_BYTES} bytes; this one has ${buf.length}.`,
        })
      let raw: unknown
      try {
        raw = JSON.parse(buf.toString('utf8'))
      } catch {
        return send({ type: 'error', code: 'online/malformed', message: 'The message is not JSON.' })
      }
      const m = ClientMessage.safeParse(raw)
      if (!m.success) {
        const i = m.error.issues[0]
        const where = i?.path.length ? i.path.join('.') : '(root)'
        return send({
          type: 'error',
          code: 'online/malformed',
          message: `Bad message at ${where}: ${i?.message}`,
        })
      }
      const msg = m.data
      if (msg.type === 'ping') return send({ type: 'pong' })
      if (msg.type === 'join') {
        if (!msg.token)
          return send({ type: 'error', code: 'online/malformed', message: 'A join needs a token.' })
        const seat = hub.seatFor(game, msg.token)
        if (!seat)
          return send({
            type: 'error',
            code: 'online/bad_token',
            message: 'That token opens no seat of this game.',
          })
        if (conn.seat !== SPECTATOR && conn.seat !== seat)
          return send({
            type: 'error',
            code: 'online/already_seated',
            message: `This connection already plays ${conn.seat}.`,
          })
        hub.detach(game, conn)
        conn.seat = seat
        return hub.attach(game, conn, msg.nonce)
      }
      const e = await hub.submit(game, conn.seat, msg.seq, msg.decision)
      if (e) send(e)
    }

    socket.on('message', (data) => {
      chain = chain
        .then(() => handle(data))
        .catch((e) => {
          // Logged for the operator, answered for the player: a message never goes unanswered.
          app.log.error(e)
          send({
            type: 'error',
            code: 'server/internal',
            message: 'The server failed on this message.',
          })
        })
    })
    socket.on('close', () => {
      closed = true
      if (game && attached) hub.detach(game, conn)
    })
    socket.on('error', () => {})

    chain = (async () => {
      if (!params.success || !query.success) {
        send({
          type: 'error',
          code: 'online/malformed',
          message: 'Bad game id, token or nonce in the address.',
        })
        return socket.close(CLOSE_NOT_FOUND)
      }
      try {
        game = await hub.get(params.data.id)
      } catch (e) {
        send({ type: 'error', code: 'server/ruleset_unavailable', message: (e as Error).message })
        return socket.close(1011)
      }
      if (!game) {
        send({ type: 'error', code: 'online/game_not_found', message: `No online game '${params.data.id}'.` })
        return socket.close(CLOSE_NOT_FOUND)
      }
      const { token, nonce } = query.data
      if (token) {
        const seat = hub.seatFor(game, token)
        if (!seat) {
          send({ type: 'error', code: 'online/bad_token', message: 'That token opens no seat of this game.' })
          game = null
          return socket.close(CLOSE_BAD_TOKEN)
        }
        conn.seat = seat
      }
      if (closed) return
      attached = true
      await hub.attach(game, conn, nonce)
      if (closed) hub.detach(game, conn)
    })().catch((e) => app.log.error(e))
  })
}
