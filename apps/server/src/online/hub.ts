/**
 * The referee (DESIGN §8): holds the live games of this process, takes decisions from sockets and
 * from server-side bots through one path (`submit`), appends each to the store before anyone
 * hears of it, and sends every connection its own view. With PostgreSQL several processes serve
 * the same game: the unique (game, seq) append decides races, and the bus tells the others to
 * read the new rows.
 */
import {
  type AnyRulesetPackage,
  botRandom,
  type DecisionShape,
  lazyContext,
  promptSeats,
  SPECTATOR,
} from '@sortie/engine'
import type { RulesetSource } from '../rulesets.ts'
import type { Bus, BusMessage } from './bus.ts'
import { type Failure, newOnlineGame } from './create.ts'
import { randomSecret, tokenMatches } from './fair.ts'
import { LiveGame } from './live.ts'
import type { CreatedOnlineGame, CreateOnlineGame, SeatInfo, ServerMessage } from './messages.ts'
import { notYourTurn } from './not-your-turn.ts'
import { salvageStored } from './salvage.ts'
import { seatInfoOf, snapshotFor, updateFor, updateShared } from './seat-messages.ts'
import type { OnlineStore } from './store.ts'

export interface Conn {
  seat: string
  send(m: ServerMessage): void
  /** Sends an already serialised message (one JSON string shared by every connection of a seat). */
  sendRaw?(json: string): void
}

type ErrorMessage = Extract<ServerMessage, { type: 'error' }>

const fail = (code: string, message: string, seq?: number): ErrorMessage => ({
  type: 'error',
  code,
  message,
  ...(seq === undefined ? {} : { seq }),
})

export class Hub {
  private games = new Map<string, LiveGame>()
  private loading = new Map<string, Promise<LiveGame | null>>()
  private conns = new Map<string, Set<Conn>>()
  /** Seats connected through other processes: game → process → seats. */
  private remote = new Map<string, Map<string, string[]>>()
  private botsPending = new Set<string>()
  private closed = false

  constructor(
    private store: OnlineStore,
    private source: RulesetSource,
    private bus: Bus,
    private proc: string,
    private warn: (msg: string) => void = (m) => console.error(m),
  ) {
    bus.subscribe((m) => {
      if (m.from !== this.proc) void this.onBus(m)
    })
  }

  async create(
    body: CreateOnlineGame,
  ): Promise<{ ok: true; value: CreatedOnlineGame } | { ok: false; error: Failure }> {
    const made = await newOnlineGame(this.source, body)
    if (!made.ok) return made
    const { row, nonces, created, botsOnly } = made.value
    await this.store.createGame(row, nonces)
    // A game of bots alone starts (and plays) now.
    if (botsOnly) await this.get(row.id)
    return { ok: true, value: created }
  }

  /** The live game, rebuilt from the store's log when this process does not hold it yet. */
  async get(id: string): Promise<LiveGame | null> {
    const g = this.games.get(id)
    if (g) return g
    let p = this.loading.get(id)
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id))
      this.loading.set(id, p)
    }
    return p
  }

  private async load(id: string): Promise<LiveGame | null> {
    const row = await this.store.getGame(id)
    if (!row) return null
    const loaded = await this.source.load(row.ruleset)
    if (!loaded.ok) throw new Error(loaded.error.message)
    const g = new LiveGame(row, loaded.value as AnyRulesetPackage)
    g.nonces = await this.store.nonces(id)
    g.salvaged = await this.store.salvages(id)
    g.start()
    // A finished game is a record: it is never reopened by a salvage.
    if (g.state) await this.catchUp(g, false, row.status !== 'over')
    // A salvage can leave a game whose kept decisions already end it: record the ending now.
    const outcome = g.outcome()
    if (outcome && g.hash && row.status !== 'over') await this.store.finish(id, outcome, g.hash)
    this.games.set(id, g)
    if (g.state && row.status === 'waiting') await this.store.setStatus(id, 'playing')
    this.scheduleBots(g)
    return g
  }

  /** Resumes unfinished games after a restart, so server-side bots keep playing them. */
  async resume(limit = 1000): Promise<number> {
    const ids = await this.store.unfinished(limit)
    for (const id of ids)
      await this.get(id).catch((e) => this.warn(`sortie: cannot resume ${id}: ${e.message}`))
    return ids.length
  }

  private serial<T>(g: LiveGame, fn: () => Promise<T>): Promise<T> {
    const run = g.queue.then(fn, fn)
    g.queue = run.catch(() => {})
    return run
  }

  /**
   * Reads rows this process has not applied yet (written by another process) and applies them.
   * `salvage` (loading a stored game): a row today's rules refuse is set aside with the rows after
   * it and play goes on from before it, instead of the game being frozen.
   */
  private async catchUp(g: LiveGame, announce: boolean, salvage = false): Promise<void> {
    if (!g.state) {
      g.nonces = await this.store.nonces(g.id)
      g.start()
      if (!g.state) return
      if (announce) this.snapshotAll(g)
    }
    const rows = (await this.store.decisions(g.id, g.seq)) as DecisionShape[]
    for (const d of rows) {
      const a = g.tryApply(d)
      if (!a.ok) {
        if (salvage) {
          // Another process salvaged (and perhaps played on) first: read what it left.
          if (!(await salvageStored(this.store, g, d, a.error, this.warn))) return this.catchUp(g, false)
          return
        }
        g.broken = a.error
        this.warn(`sortie: game ${g.id} does not replay at seq ${g.seq}: ${a.error.code}`)
        return
      }
      g.commit(d, a.value)
      if (announce) this.broadcastUpdate(g)
    }
  }

  seatFor(g: LiveGame, token: string): string | null {
    for (const [seat, c] of Object.entries(g.row.seats))
      if (c.kind === 'human' && tokenMatches(token, c.tokenHash)) return seat
    return null
  }

  /** A connection joins (as a seat or a spectator): its nonce is recorded, then it gets a snapshot. */
  async attach(g: LiveGame, conn: Conn, nonce?: string): Promise<void> {
    const set = this.conns.get(g.id) ?? new Set<Conn>()
    this.conns.set(g.id, set)
    set.add(conn)
    if (conn.seat !== SPECTATOR && !(conn.seat in g.nonces))
      await this.serial(g, async () => {
        // A client that sends no nonce lets the server pick one for it.
        const added = await this.store.addNonce(g.id, conn.seat, nonce ?? randomSecret())
        g.nonces = await this.store.nonces(g.id)
        const wasWaiting = !g.state
        g.start()
        if (added) void this.publish({ game: g.id, kind: 'nonce' })
        if (wasWaiting && g.state) {
          await this.store.setStatus(g.id, 'playing')
          await this.catchUp(g, false)
          this.snapshotAll(g)
          this.scheduleBots(g)
        }
      })
    conn.send(this.snapshot(g, conn.seat))
    this.presenceChanged(g)
  }

  detach(g: LiveGame, conn: Conn): void {
    const set = this.conns.get(g.id)
    if (!set) return
    set.delete(conn)
    this.presenceChanged(g)
    if (set.size === 0) {
      this.conns.delete(g.id)
      if (g.status === 'over') this.games.delete(g.id)
    }
  }

  /** The one path for every decision: socket players and server-side bots alike. */
  submit(g: LiveGame, seat: string, seq: number, d: DecisionShape): Promise<ErrorMessage | null> {
    return this.serial(g, async () => {
      if (g.broken) return fail('online/broken', `This game cannot continue: ${g.broken.message}`)
      if (seat === SPECTATOR)
        return fail('online/spectator', 'Spectators watch; join with a seat token to play.')
      if (d.seat !== seat)
        return fail(
          'online/foreign_seat',
          `This connection plays ${seat}; it cannot decide for ${d.seat}.`,
          g.seq,
        )
      if (seq > g.seq) await this.catchUp(g, true)
      if (!g.state)
        return fail('online/waiting', `Waiting for ${g.missingNonces().join(', ')} to join.`, g.seq)
      if (seq !== g.seq)
        return fail(
          'online/stale',
          `You have seen ${seq} decisions; the game has ${g.seq}. Nothing was applied.`,
          g.seq,
        )
      const p = g.prompt()
      if (!p) return fail('online/game_over', 'The game is over; no more decisions are taken.', g.seq)
      const asked = promptSeats(p)
      if (!asked.includes(seat)) return fail('online/not_your_turn', notYourTurn(p, seat), g.seq)
      const a = g.tryApply(d)
      if (!a.ok) return fail(a.error.code, a.error.message, g.seq)
      if (!(await this.store.append(g.id, seq, d))) {
        // Another process recorded decision `seq` first: take its rows, refuse this one.
        await this.catchUp(g, true)
        return fail('online/stale', `Another decision was recorded first; the game has ${g.seq}.`, g.seq)
      }
      g.commit(d, a.value)
      const outcome = g.outcome()
      if (outcome && g.hash) await this.store.finish(g.id, outcome, g.hash)
      this.broadcastUpdate(g)
      void this.publish({ game: g.id, kind: 'decision', seq: g.seq })
      this.scheduleBots(g)
      if (outcome && !this.conns.has(g.id)) this.games.delete(g.id)
      return null
    })
  }

  private scheduleBots(g: LiveGame): void {
    if (this.closed || this.botsPending.has(g.id) || !this.botToMove(g)) return
    this.botsPending.add(g.id)
    setImmediate(() => {
      this.botsPending.delete(g.id)
      void this.runBot(g).catch((e) => this.warn(`sortie: bot failed in ${g.id}: ${e.message}`))
    })
  }

  private botToMove(g: LiveGame): string | null {
    const p = g.prompt()
    if (!p || g.broken) return null
    return (
      promptSeats(p).find((s) => g.row.seats[s]?.kind === 'bot' && g.pkg.bots[this.botName(g, s)]) ?? null
    )
  }

  private botName(g: LiveGame, seat: string): string {
    const c = g.row.seats[seat]
    return c?.kind === 'bot' ? c.bot : ''
  }

  private async runBot(g: LiveGame): Promise<void> {
    const seat = this.botToMove(g)
    if (!seat || !g.state || this.closed) return
    const bot = g.pkg.bots[this.botName(g, seat)]
    if (!bot) return
    const seq = g.seq
    // Every decision is listed only if the bot reads the list or has to be replaced by its first
    // entry: a bot that asks the ruleset for less (GUNFRAME's greedy and search) does not pay for it.
    const ctx = lazyContext(g.rs, g.state, seat, botRandom(`${g.seed}:${seq}:${seat}`))
    let d: DecisionShape | undefined
    try {
      d = bot.decide(g.state, seat, ctx).decision
    } catch (e) {
      this.warn(
        `sortie: bot ${bot.id} threw in ${g.id}: ${(e as Error).message}; playing its first legal move`,
      )
      d = this.firstLegal(g, ctx)
    }
    if (!d) return
    const e = await this.submit(g, seat, seq, d)
    const first = e && e.code !== 'online/stale' ? ctx.legal[0] : undefined
    if (first && d !== first) {
      this.warn(
        `sortie: bot ${bot.id} chose a refused move in ${g.id} (${e?.code}); playing its first legal move`,
      )
      await this.submit(g, seat, seq, first)
    }
  }

  /**
   * The first listed decision, the fallback for a bot that failed. When even the listing fails
   * (the rules cannot go on from this state), the game is frozen with the reason, which every later
   * move in it is answered with, rather than left waiting on a bot that never moves.
   */
  private firstLegal(g: LiveGame, ctx: { legal: readonly DecisionShape[] }): DecisionShape | undefined {
    try {
      return ctx.legal[0]
    } catch (e) {
      g.broken = {
        code: 'online/bot_failed',
        message: `The server's bot could not move: ${(e as Error).message}`,
      }
      return undefined
    }
  }

  private snapshot(g: LiveGame, seat: string): ServerMessage {
    return snapshotFor(g, seat, this.seatInfo(g))
  }

  private snapshotAll(g: LiveGame): void {
    for (const c of this.conns.get(g.id) ?? []) c.send(this.snapshot(g, c.seat))
  }

  private broadcastUpdate(g: LiveGame): void {
    const set = this.conns.get(g.id)
    if (!set?.size) return
    if (g.entries.length === 0 || !g.hash) return
    // One view per seat, shared by every connection of that seat (spectators share one).
    const views = new Map<string, string>()
    const shared = updateShared(g)
    for (const c of set) {
      let msg = views.get(c.seat)
      if (msg === undefined) {
        msg = updateFor(g, c.seat, shared)
        views.set(c.seat, msg)
      }
      if (c.sendRaw) c.sendRaw(msg)
      else c.send(JSON.parse(msg))
    }
  }

  private seatInfo(g: LiveGame): Record<string, SeatInfo> {
    const here = new Set<string>()
    for (const c of this.conns.get(g.id) ?? []) here.add(c.seat)
    for (const seats of this.remote.get(g.id)?.values() ?? []) for (const s of seats) here.add(s)
    return seatInfoOf(g.row.seats, here, g.nonces)
  }

  private presenceChanged(g: LiveGame): void {
    const set = this.conns.get(g.id) ?? new Set<Conn>()
    const msg: ServerMessage = {
      type: 'presence',
      seats: this.seatInfo(g),
      spectators: [...set].filter((c) => c.seat === SPECTATOR).length,
    }
    for (const c of set) c.send(msg)
    const seats = [...new Set([...set].map((c) => c.seat).filter((s) => s !== SPECTATOR))]
    void this.publish({ game: g.id, kind: 'presence', seats })
  }

  private async publish(m: Omit<BusMessage, 'from'>): Promise<void> {
    try {
      await this.bus.publish({ ...m, from: this.proc })
    } catch (e) {
      this.warn(`sortie: could not notify other servers: ${(e as Error).message}`)
    }
  }

  private async onBus(m: BusMessage): Promise<void> {
    const g = this.games.get(m.game)
    if (!g) return
    if (m.kind === 'presence') {
      const procs = this.remote.get(g.id) ?? new Map<string, string[]>()
      this.remote.set(g.id, procs)
      procs.set(m.from, m.seats ?? [])
      const set = this.conns.get(g.id) ?? new Set<Conn>()
      const msg: ServerMessage = {
        type: 'presence',
        seats: this.seatInfo(g),
        spectators: [...set].filter((c) => c.seat === SPECTATOR).length,
      }
      for (const c of set) c.send(msg)
      return
    }
    await this.serial(g, () => this.catchUp(g, true)).catch((e) =>
      this.warn(`sortie: catch-up failed for ${g.id}: ${(e as Error).message}`),
    )
    if (g.status === 'over' && !this.conns.has(g.id)) this.games.delete(g.id)
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all([...this.games.values()].map((g) => g.queue))
  }
}
