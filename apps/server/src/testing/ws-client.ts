/** A WebSocket client for tests: every message is kept; `next` waits for the first one matching. */
import WebSocket from 'ws'
import { ServerMessage } from '../online/messages.ts'

export class TestSocket {
  readonly seen: ServerMessage[] = []
  private queue: ServerMessage[] = []
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = []
  closeCode: number | null = null
  private closedWaiters: ((code: number) => void)[] = []

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = ServerMessage.parse(JSON.parse(data.toString()))
      this.seen.push(m)
      const i = this.waiters.findIndex((w) => w.pred(m))
      if (i >= 0) {
        const [w] = this.waiters.splice(i, 1)
        w?.resolve(m)
      } else this.queue.push(m)
    })
    ws.on('close', (code) => {
      this.closeCode = code
      for (const f of this.closedWaiters.splice(0)) f(code)
    })
    ws.on('error', () => {})
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url)
    const t = new TestSocket(ws)
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(t))
      ws.once('error', reject)
    })
  }

  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m))
  }

  /** The first message (already received or coming) that matches; fails after `ms`. */
  next<T extends ServerMessage['type']>(
    type: T,
    pred: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    ms = 20_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const match = (m: ServerMessage) => m.type === type && pred(m as Extract<ServerMessage, { type: T }>)
    const i = this.queue.findIndex(match)
    if (i >= 0) return Promise.resolve(this.queue.splice(i, 1)[0] as Extract<ServerMessage, { type: T }>)
    return new Promise((resolve, reject) => {
      const w = { pred: match, resolve: resolve as (m: ServerMessage) => void }
      this.waiters.push(w)
      setTimeout(() => {
        const k = this.waiters.indexOf(w)
        if (k >= 0) {
          this.waiters.splice(k, 1)
          reject(
            new Error(`no ${type} message within ${ms} ms; seen: ${this.seen.map((x) => x.type).join(',')}`),
          )
        }
      }, ms)
    })
  }

  closed(): Promise<number> {
    if (this.closeCode !== null) return Promise.resolve(this.closeCode)
    return new Promise((r) => this.closedWaiters.push(r))
  }

  close(): void {
    this.ws.close()
  }
}
