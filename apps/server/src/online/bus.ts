/**
 * Fan-out between server processes (DESIGN §8): with PostgreSQL, each process LISTENs on one
 * channel and NOTIFYs it after every append, so players connected to different processes stay in
 * step; the message only says "game G has news", the database stays the source of truth. With
 * SQLite there is one process and the bus is silent.
 */
import pg from 'pg'
import { z } from 'zod'

export const BusMessage = z.object({
  game: z.string().max(100),
  /** The process that sent it (a process ignores its own news). */
  from: z.string().max(100),
  kind: z.enum(['decision', 'nonce', 'presence']),
  seq: z.number().int().nonnegative().optional(),
  /** For presence: seats this process holds sockets for. */
  seats: z.array(z.string().max(50)).max(50).optional(),
})
export type BusMessage = z.infer<typeof BusMessage>

export interface Bus {
  publish(m: BusMessage): Promise<void>
  subscribe(fn: (m: BusMessage) => void): void
  close(): Promise<void>
}

export const silentBus = (): Bus => ({
  publish: async () => {},
  subscribe: () => {},
  close: async () => {},
})

const CHANNEL = 'sortie_online'

export async function postgresBus(connectionString: string, pool: pg.Pool): Promise<Bus> {
  const listener = new pg.Client({ connectionString })
  await listener.connect()
  const subscribers: ((m: BusMessage) => void)[] = []
  listener.on('notification', (n) => {
    if (n.channel !== CHANNEL || !n.payload) return
    let raw: unknown
    try {
      raw = JSON.parse(n.payload)
    } catch {
      return
    }
    const m = BusMessage.safeParse(raw)
    if (m.success) for (const fn of subscribers) fn(m.data)
  })
  // A dropped listener would silently desynchronise this process; surface it in the log instead.
  listener.on('error', (e) => console.error(`sortie: LISTEN connection failed: ${e.message}`))
  await listener.query(`LISTEN ${CHANNEL}`)
  return {
    async publish(m) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(m)])
    },
    subscribe(fn) {
      subscribers.push(fn)
    },
    async close() {
      await listener.end().catch(() => {})
    },
  }
}
