/**
 * The Sortie server: the JSON API over an embedded SQLite store, and the built web app as static
 * files. Building has no side effects beyond opening the database; the caller decides to listen.
 *
 * @example
 * const app = await buildServer({ dbPath: ':memory:' })
 * const res = await app.inject({ method: 'GET', url: '/api/health' })
 */
import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { defaultRulesets, type RulesetRegistry } from './bridge.ts'
import { openStore } from './db.ts'
import { installErrorHandling } from './errors.ts'
import { gameRoutes } from './routes/games.ts'
import { rosterRoutes } from './routes/rosters.ts'

export interface ServerOptions {
  /** SQLite file, or ':memory:'. */
  dbPath: string
  /** Folder of the built web app (apps/web/dist); omitted = API only. */
  webDist?: string
  /** Fastify's logger (off by default so tests stay quiet). */
  logger?: boolean
  /** Rulesets games may use, by id; defaults to GUNFRAME. */
  rulesets?: RulesetRegistry
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 20 * 1024 * 1024 })
  const store = openStore(opts.dbPath)
  app.addHook('onClose', async () => store.close())
  installErrorHandling(app)

  const rulesets = opts.rulesets ?? defaultRulesets()
  app.get('/api/health', async () => ({
    ok: true,
    rulesets: Object.keys(rulesets).filter((k) => rulesets[k]),
  }))
  rosterRoutes(app, store)
  gameRoutes(app, store, rulesets)

  if (opts.webDist && existsSync(opts.webDist)) {
    await app.register(fastifyStatic, { root: opts.webDist, prefix: '/', wildcard: false })
    // The app routes by hash, so only "/" needs the page; other unknown paths fall to the 404 JSON.
  }
  return app
}

export type { Store } from './db.ts'
export { openStore } from './db.ts'
