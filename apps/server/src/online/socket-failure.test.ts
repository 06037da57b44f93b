/**
 * A message the server fails on is answered, not only logged: the socket's message chain replies
 * with an error when the hub throws (a probe once left a client waiting on every later move).
 */
import fastifyWebsocket from '@fastify/websocket'
import Fastify from 'fastify'
import { afterAll, describe, expect, test } from 'vitest'
import { TestSocket } from '../testing/ws-client.ts'
import type { Hub } from './hub.ts'
import type { LiveGame } from './live.ts'
import { onlineSocket } from './socket.ts'

const app = Fastify()
afterAll(() => app.close())

describe('SRV-HOSTILE: the online socket answers every message', () => {
  test('SRV-HOSTILE: a decision the server fails on gets a server/internal error reply, and the socket stays open', async () => {
    // Just enough of a hub for the socket: a game that opens, and a submit that throws.
    const hub = {
      get: async () => ({ id: 'g' }) as unknown as LiveGame,
      seatFor: () => null,
      attach: async () => {},
      detach: () => {},
      submit: async () => {
        throw new Error('store went away')
      },
    } as unknown as Hub
    await app.register(fastifyWebsocket)
    await app.register(async (scope) => onlineSocket(scope, hub))
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const ws = await TestSocket.open(`${url.replace('http', 'ws')}/ws/games/g`)
    ws.send({ type: 'decide', seq: 0, decision: { seat: 'p1', kind: 'go' } })
    const e = await ws.next('error', undefined, 5000)
    expect(e.code).toBe('server/internal')
    ws.send({ type: 'ping' })
    await ws.next('pong', undefined, 5000)
    ws.ws.close()
  })
})
