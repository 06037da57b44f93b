/**
 * The online games' store: one row per game, one row per seat nonce, and one row per decision
 * keyed by (game, seq) — the unique append is what decides races between server processes, and a
 * decision is acknowledged only once its row is written. The same Kysely queries run on the
 * embedded SQLite file (default) and on PostgreSQL (`DATABASE_URL`).
 *
 * @example
 * const store = await openOnlineStore({ sqlite: ':memory:' })
 * await store.append('g1', 0, { seat: 'p1', kind: 'pass' }) // true; a second append at 0 is false
 */
import type { Outcome } from '@sortie/engine'
import Database from 'better-sqlite3'
import { type Generated, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'

export type SeatConfig = { kind: 'human'; tokenHash: string } | { kind: 'bot'; bot: string }

export type GameStatus = 'waiting' | 'playing' | 'over'

export interface OnlineGameRow {
  id: string
  ruleset: string
  setup: unknown
  seats: Record<string, SeatConfig>
  serverSeed: string
  seedCommit: string
  status: GameStatus
  outcome: Outcome | null
  hash: string | null
  createdAt: string
}

export interface OnlineStore {
  readonly kind: 'sqlite' | 'postgres'
  createGame(row: OnlineGameRow, nonces: Record<string, string>): Promise<void>
  getGame(id: string): Promise<OnlineGameRow | null>
  nonces(id: string): Promise<Record<string, string>>
  /** First nonce per seat wins; false when the seat already had one. */
  addNonce(id: string, seat: string, nonce: string): Promise<boolean>
  setStatus(id: string, status: GameStatus): Promise<void>
  /** Appends decision number `seq` (0-based); false when that seq is taken (someone was first). */
  append(id: string, seq: number, decision: unknown): Promise<boolean>
  /** Decisions from `from` on, in order. */
  decisions(id: string, from?: number): Promise<unknown[]>
  /**
   * Moves decisions `from` on into the set-aside table (a rules fix made decision `from`, still
   * stored as `refused`, illegal): the game goes on from `from`, and nothing played is deleted.
   * Null when the row at `from` is no longer `refused` (another process salvaged first).
   */
  setAside(id: string, from: number, refused: unknown, reason: SalvageReason): Promise<number | null>
  /** Every salvage of the game, oldest first. */
  salvages(id: string): Promise<Salvage[]>
  finish(id: string, outcome: Outcome, hash: string): Promise<void>
  /** Ids of games not over (a restarted server resumes the ones bots must move). */
  unfinished(limit: number): Promise<string[]>
  /** The PostgreSQL pool, for LISTEN/NOTIFY (null on SQLite). */
  readonly pgPool: pg.Pool | null
  close(): Promise<void>
}

export interface SalvageReason {
  code: string
  message: string
}

/** One salvage, as players are told of it: how many decisions were kept and how many set aside. */
export interface Salvage {
  kept: number
  setAside: number
  reason: SalvageReason
  at: string
}

interface Tables {
  online_games: {
    id: string
    ruleset: string
    setup: string
    seats: string
    server_seed: string
    seed_commit: string
    status: string
    outcome: string | null
    hash: string | null
    created_at: string
  }
  online_nonces: { game_id: string; seat: string; nonce: string }
  online_decisions: { game_id: string; seq: number; decision: string; created_at: Generated<string> }
  online_set_aside: { game_id: string; at: string; seq: number; decision: string; reason: string }
}

export type StoreConfig = { sqlite: string } | { postgres: string }

async function createSchema(db: Kysely<Tables>): Promise<void> {
  await db.schema
    .createTable('online_games')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ruleset', 'text', (c) => c.notNull())
    .addColumn('setup', 'text', (c) => c.notNull())
    .addColumn('seats', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('seed_commit', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('online_nonces')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('online_nonces_pk', ['game_id', 'seat'])
    .execute()
  await db.schema
    .createTable('online_decisions')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addPrimaryKeyConstraint('online_decisions_pk', ['game_id', 'seq'])
    .execute()
  await db.schema
    .createTable('online_set_aside')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('online_set_aside_pk', ['game_id', 'at', 'seq'])
    .execute()
}

/** Two processes may create the schema at once on PostgreSQL; a lost race is harmless. */
async function createSchemaOnce(db: Kysely<Tables>): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return await createSchema(db)
    } catch (e) {
      if (i >= 3) throw e
      await new Promise((r) => setTimeout(r, 50 * (i + 1)))
    }
  }
}

export async function openOnlineStore(config: StoreConfig): Promise<OnlineStore> {
  let pool: pg.Pool | null = null
  let db: Kysely<Tables>
  if ('postgres' in config) {
    pool = new pg.Pool({ connectionString: config.postgres, max: 10 })
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  } else {
    const file = new Database(config.sqlite)
    if (config.sqlite !== ':memory:') {
      // WAL: a killed process loses nothing that was committed (the log is in the OS's hands).
      file.pragma('journal_mode = WAL')
      file.pragma('synchronous = NORMAL')
    }
    file.pragma('busy_timeout = 5000')
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) })
  }
  await createSchemaOnce(db)

  const rowOf = (r: Tables['online_games']): OnlineGameRow => ({
    id: r.id,
    ruleset: r.ruleset,
    setup: JSON.parse(r.setup),
    seats: JSON.parse(r.seats),
    serverSeed: r.server_seed,
    seedCommit: r.seed_commit,
    status: r.status === 'over' ? 'over' : r.status === 'playing' ? 'playing' : 'waiting',
    outcome: r.outcome ? JSON.parse(r.outcome) : null,
    hash: r.hash,
    createdAt: r.created_at,
  })

  return {
    kind: pool ? 'postgres' : 'sqlite',
    pgPool: pool,
    async createGame(row, nonces) {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('online_games')
          .values({
            id: row.id,
            ruleset: row.ruleset,
            setup: JSON.stringify(row.setup),
            seats: JSON.stringify(row.seats),
            server_seed: row.serverSeed,
            seed_commit: row.seedCommit,
            status: row.status,
            outcome: null,
            hash: null,
            created_at: row.createdAt,
          })
          .execute()
        const values = Object.entries(nonces).map(([seat, nonce]) => ({ game_id: row.id, seat, nonce }))
        if (values.length) await tx.insertInto('online_nonces').values(values).execute()
      })
    },
    async getGame(id) {
      const r = await db.selectFrom('online_games').selectAll().where('id', '=', id).executeTakeFirst()
      return r ? rowOf(r) : null
    },
    async nonces(id) {
      const rows = await db
        .selectFrom('online_nonces')
        .select(['seat', 'nonce'])
        .where('game_id', '=', id)
        .execute()
      return Object.fromEntries(rows.map((r) => [r.seat, r.nonce]))
    },
    async addNonce(id, seat, nonce) {
      const r = await db
        .insertInto('online_nonces')
        .values({ game_id: id, seat, nonce })
        .onConflict((oc) => oc.columns(['game_id', 'seat']).doNothing())
        .executeTakeFirst()
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0
    },
    async setStatus(id, status) {
      await db
        .updateTable('online_games')
        .set({ status })
        .where('id', '=', id)
        .where('status', '!=', 'over')
        .execute()
    },
    async append(id, seq, decision) {
      const r = await db
        .insertInto('online_decisions')
        .values({ game_id: id, seq, decision: JSON.stringify(decision) })
        .onConflict((oc) => oc.columns(['game_id', 'seq']).doNothing())
        .executeTakeFirst()
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0
    },
    async decisions(id, from = 0) {
      const rows = await db
        .selectFrom('online_decisions')
        .select(['seq', 'decision'])
        .where('game_id', '=', id)
        .where('seq', '>=', from)
        .orderBy('seq')
        .execute()
      // A gap would mean a lost row; stop at it rather than replay past a hole.
      const out: unknown[] = []
      for (const r of rows) {
        if (Number(r.seq) !== from + out.length) break
        out.push(JSON.parse(r.decision))
      }
      return out
    },
    async setAside(id, from, refused, reason) {
      // The rows are taken by the DELETE itself: of two processes salvaging at once, the second
      // waits on the first's row locks (PostgreSQL) or its write lock (SQLite), then finds nothing
      // to take, so nothing is set aside twice; a refused row that is no longer there, or no
      // longer the refused one, undoes the transaction.
      const stale = new Error('stale salvage')
      try {
        return await db.transaction().execute(async (tx) => {
          const taken = await tx
            .deleteFrom('online_decisions')
            .where('game_id', '=', id)
            .where('seq', '>=', from)
            .returning(['seq', 'decision'])
            .execute()
          const rows = taken
            .map((r) => ({ seq: Number(r.seq), decision: r.decision }))
            .sort((a, b) => a.seq - b.seq)
          if (rows[0]?.seq !== from || rows[0].decision !== JSON.stringify(refused)) throw stale
          const at = new Date().toISOString()
          const why = JSON.stringify(reason)
          await tx
            .insertInto('online_set_aside')
            .values(rows.map((r) => ({ game_id: id, at, seq: r.seq, decision: r.decision, reason: why })))
            .onConflict((oc) => oc.columns(['game_id', 'at', 'seq']).doNothing())
            .execute()
          return rows.length
        })
      } catch (e) {
        if (e === stale) return null
        throw e
      }
    },
    async salvages(id) {
      const rows = await db
        .selectFrom('online_set_aside')
        .select(['at', 'seq', 'reason'])
        .where('game_id', '=', id)
        .orderBy('at')
        .orderBy('seq')
        .execute()
      const out: Salvage[] = []
      for (const r of rows) {
        const last = out.at(-1)
        if (last && last.at === r.at) last.setAside++
        else out.push({ kept: Number(r.seq), setAside: 1, reason: JSON.parse(r.reason), at: r.at })
      }
      return out
    },
    async finish(id, outcome, hash) {
      await db
        .updateTable('online_games')
        .set({ status: 'over', outcome: JSON.stringify(outcome), hash })
        .where('id', '=', id)
        .execute()
    },
    async unfinished(limit) {
      const rows = await db
        .selectFrom('online_games')
        .select('id')
        .where('status', '!=', 'over')
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
      return rows.map((r) => r.id)
    },
    async close() {
      await db.destroy()
    },
  }
}
