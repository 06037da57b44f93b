/**
 * The server's storage: one embedded SQLite file holding rosters (squadron files) and games
 * (setup + seed + decisions + hash). JSON columns stay opaque to SQL: the engine owns their
 * meaning, the database only keeps and lists them.
 *
 * @example
 * const store = openStore(':memory:'); store.saveRoster({ name: 'Red', squadron })
 */
import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rosters (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  points INTEGER,
  valid INTEGER NOT NULL DEFAULT 0,
  squadron TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  ruleset TEXT
);
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  ruleset TEXT NOT NULL,
  mode TEXT NOT NULL,
  status TEXT NOT NULL,
  turn INTEGER NOT NULL DEFAULT 0,
  seed TEXT NOT NULL,
  setup TEXT NOT NULL,
  decisions TEXT NOT NULL,
  meta TEXT NOT NULL,
  hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_updated ON games(updated_at);
`

export interface RosterSummary {
  id: string
  name: string
  /** The ruleset whose roster this is (the one that read it on save); null until known. */
  ruleset: string | null
  points: number | null
  valid: boolean
  updatedAt: string
}

export interface RosterRow extends RosterSummary {
  squadron: unknown
  createdAt: string
}

export interface GameSummary {
  id: string
  title: string
  ruleset: string
  mode: string
  status: 'playing' | 'over'
  turn: number
  decisions: number
  updatedAt: string
}

export interface GameRow extends Omit<GameSummary, 'decisions'> {
  seed: string
  setup: unknown
  decisions: unknown[]
  meta: Record<string, unknown>
  hash: string
  createdAt: string
}

export interface RosterInput {
  name: string
  ruleset: string | null
  points: number | null
  valid: boolean
  squadron: unknown
}

export interface GameInput {
  title: string
  ruleset: string
  mode: string
  status: 'playing' | 'over'
  turn: number
  seed: string
  setup: unknown
  decisions: unknown[]
  meta: Record<string, unknown>
  hash: string
}

export interface GameHead {
  id: string
  ruleset: string
  seed: string
  setup: unknown
  hash: string
  status: 'playing' | 'over'
  length: number
}

/** What one decision changes besides the list: the replayed hash, status and turn. */
export interface GameProgress {
  hash: string
  status: 'playing' | 'over'
  turn: number
}

export interface Store {
  /** Latest first; with a ruleset, only that ruleset's rosters. */
  listRosters(ruleset?: string): RosterSummary[]
  /** Rosters saved before rosters knew their ruleset (files written by an older server). */
  untaggedRosters(): { id: string; squadron: unknown }[]
  tagRoster(id: string, ruleset: string): void
  getRoster(id: string): RosterRow | null
  createRoster(input: RosterInput): RosterRow
  updateRoster(id: string, input: RosterInput): RosterRow | null
  deleteRoster(id: string): boolean
  listGames(): GameSummary[]
  getGame(id: string): GameRow | null
  /** A game without its decision list (only their count): what an append needs when its state is cached. */
  getGameHead(id: string): GameHead | null
  createGame(input: GameInput): GameRow
  updateGame(id: string, input: GameInput): GameRow | null
  /**
   * Appends one decision when the game still holds `length` decisions and hash `before` (so two
   * racing appends cannot both land); the new hash, status and turn come from the caller's replay.
   * False when the game is gone or has moved on.
   */
  appendDecision(id: string, length: number, before: string, decision: unknown, after: GameProgress): boolean
  deleteGame(id: string): boolean
  close(): void
}

type RawRoster = {
  id: string
  name: string
  ruleset: string | null
  points: number | null
  valid: number
  squadron: string
  created_at: string
  updated_at: string
}
type RawGame = {
  id: string
  title: string
  ruleset: string
  mode: string
  status: string
  turn: number
  seed: string
  setup: string
  decisions: string
  meta: string
  hash: string
  created_at: string
  updated_at: string
}

const rosterOf = (r: RawRoster): RosterRow => ({
  id: r.id,
  name: r.name,
  ruleset: r.ruleset,
  points: r.points,
  valid: r.valid === 1,
  squadron: JSON.parse(r.squadron),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

const gameOf = (g: RawGame): GameRow => ({
  id: g.id,
  title: g.title,
  ruleset: g.ruleset,
  mode: g.mode,
  status: g.status === 'over' ? 'over' : 'playing',
  turn: g.turn,
  seed: g.seed,
  setup: JSON.parse(g.setup),
  decisions: JSON.parse(g.decisions),
  meta: JSON.parse(g.meta),
  hash: g.hash,
  createdAt: g.created_at,
  updatedAt: g.updated_at,
})

/** A game's written columns, title to hash, in the order the INSERT and UPDATE statements name them. */
const gameValues = (input: GameInput): unknown[] => [
  input.title,
  input.ruleset,
  input.mode,
  input.status,
  input.turn,
  input.seed,
  JSON.stringify(input.setup),
  JSON.stringify(input.decisions),
  JSON.stringify(input.meta),
  input.hash,
]

export function openStore(path: string): Store {
  const db = new Database(path)
  if (path !== ':memory:') db.pragma('journal_mode = WAL')
  db.exec(SCHEMA)
  // A database made before rosters knew their ruleset gains the column (its rows are tagged later).
  const columns = db.prepare<{ name: string }>('PRAGMA table_info(rosters)').all()
  if (!columns.some((c) => c.name === 'ruleset'))
    try {
      db.exec('ALTER TABLE rosters ADD COLUMN ruleset TEXT')
    } catch (e) {
      // Another process opening the same file may have added it first.
      if (!/duplicate column/i.test((e as Error).message)) throw e
    }
  // ISO strings sort correctly; a counter breaks ties inside one millisecond so "latest first" is stable.
  let tick = 0
  const now = (): string => `${new Date().toISOString()}#${String(tick++ % 1000).padStart(3, '0')}`
  const stamp = (s: string): string => s.split('#')[0] ?? s

  const getRoster = (id: string): RosterRow | null => {
    const r = db.prepare<RawRoster>('SELECT * FROM rosters WHERE id = ?').get(id)
    return r ? { ...rosterOf(r), createdAt: stamp(r.created_at), updatedAt: stamp(r.updated_at) } : null
  }
  const getGame = (id: string): GameRow | null => {
    const g = db.prepare<RawGame>('SELECT * FROM games WHERE id = ?').get(id)
    return g ? { ...gameOf(g), createdAt: stamp(g.created_at), updatedAt: stamp(g.updated_at) } : null
  }

  return {
    listRosters(ruleset) {
      const cols = 'SELECT id, name, ruleset, points, valid, updated_at FROM rosters'
      const order = 'ORDER BY updated_at DESC'
      const rows =
        ruleset === undefined
          ? db.prepare<RawRoster>(`${cols} ${order}`).all()
          : db.prepare<RawRoster>(`${cols} WHERE ruleset = ? ${order}`).all(ruleset)
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        ruleset: r.ruleset,
        points: r.points,
        valid: r.valid === 1,
        updatedAt: stamp(r.updated_at),
      }))
    },
    untaggedRosters() {
      const out: { id: string; squadron: unknown }[] = []
      for (const r of db.prepare<RawRoster>('SELECT id, squadron FROM rosters WHERE ruleset IS NULL').all())
        try {
          out.push({ id: r.id, squadron: JSON.parse(r.squadron) })
        } catch {
          // a row whose file is not JSON cannot be tagged; it stays as it is
        }
      return out
    },
    tagRoster(id, ruleset) {
      db.prepare('UPDATE rosters SET ruleset = ? WHERE id = ?').run(ruleset, id)
    },
    getRoster,
    createRoster(input) {
      const id = `roster:${randomUUID()}`
      const t = now()
      db.prepare(
        'INSERT INTO rosters (id, name, ruleset, points, valid, squadron, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        id,
        input.name,
        input.ruleset,
        input.points,
        input.valid ? 1 : 0,
        JSON.stringify(input.squadron),
        t,
        t,
      )
      return getRoster(id) as RosterRow
    },
    updateRoster(id, input) {
      const r = db
        .prepare(
          'UPDATE rosters SET name = ?, ruleset = ?, points = ?, valid = ?, squadron = ?, updated_at = ? WHERE id = ?',
        )
        .run(
          input.name,
          input.ruleset,
          input.points,
          input.valid ? 1 : 0,
          JSON.stringify(input.squadron),
          now(),
          id,
        )
      return r.changes ? getRoster(id) : null
    },
    deleteRoster(id) {
      return db.prepare('DELETE FROM rosters WHERE id = ?').run(id).changes > 0
    },
    listGames() {
      type Row = Omit<RawGame, 'setup' | 'meta' | 'decisions'> & { n: number }
      return db
        .prepare<Row>(
          `SELECT id, title, ruleset, mode, status, turn, updated_at, json_array_length(decisions) AS n
           FROM games ORDER BY updated_at DESC`,
        )
        .all()
        .map((g) => ({
          id: g.id,
          title: g.title,
          ruleset: g.ruleset,
          mode: g.mode,
          status: g.status === 'over' ? ('over' as const) : ('playing' as const),
          turn: g.turn,
          decisions: g.n,
          updatedAt: stamp(g.updated_at),
        }))
    },
    getGame,
    getGameHead(id) {
      type Row = Pick<RawGame, 'id' | 'ruleset' | 'seed' | 'setup' | 'hash' | 'status'> & { n: number }
      const g = db
        .prepare<Row>(
          'SELECT id, ruleset, seed, setup, hash, status, json_array_length(decisions) AS n FROM games WHERE id = ?',
        )
        .get(id)
      return g
        ? {
            id: g.id,
            ruleset: g.ruleset,
            seed: g.seed,
            setup: JSON.parse(g.setup),
            hash: g.hash,
            status: g.status === 'over' ? 'over' : 'playing',
            length: g.n,
          }
        : null
    },
    createGame(input) {
      const id = `game:${randomUUID()}`
      const t = now()
      db.prepare(
        `INSERT INTO games (id, title, ruleset, mode, status, turn, seed, setup, decisions, meta, hash, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(id, ...gameValues(input), t, t)
      return getGame(id) as GameRow
    },
    updateGame(id, input) {
      const r = db
        .prepare(
          `UPDATE games SET title = ?, ruleset = ?, mode = ?, status = ?, turn = ?, seed = ?, setup = ?,
           decisions = ?, meta = ?, hash = ?, updated_at = ? WHERE id = ?`,
        )
        .run(...gameValues(input), now(), id)
      return r.changes ? getGame(id) : null
    },
    appendDecision(id, length, before, decision, after) {
      // json_insert at '$[#]' appends inside SQLite: the list is not parsed or sent again.
      const r = db
        .prepare(
          `UPDATE games SET decisions = json_insert(decisions, '$[#]', json(?)), hash = ?, status = ?,
           turn = ?, updated_at = ? WHERE id = ? AND hash = ? AND json_array_length(decisions) = ?`,
        )
        .run(JSON.stringify(decision), after.hash, after.status, after.turn, now(), id, before, length)
      return r.changes > 0
    },
    deleteGame(id) {
      return db.prepare('DELETE FROM games WHERE id = ?').run(id).changes > 0
    },
    close() {
      db.close()
    },
  }
}
