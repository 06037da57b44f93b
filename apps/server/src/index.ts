/**
 * The Sortie server: the JSON API over an embedded SQLite store, online games refereed over
 * WebSockets (SQLite, or PostgreSQL when a database URL is given), and the built web app as static
 * files. Building has no side effects beyond opening the stores; the caller decides to listen.
 *
 * @example
 * const app = await buildServer({ dbPath: ':memory:' })
 * const res = await app.inject({ method: 'GET', url: '/api/health' })
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import fastifyWebsocket from '@fastify/websocket'
import type { AnyRulesetPackage } from '@sortie/engine'
import Fastify, { type FastifyInstance } from 'fastify'
import { refuseDeepBodies } from './body-depth.ts'
import { openStore } from './db.ts'
import { frameworkErrors, installErrorHandling } from './errors.ts'
import { type Bus, postgresBus, silentBus } from './online/bus.ts'
import { Hub } from './online/hub.ts'
import { onlineRoutes } from './online/routes.ts'
import { onlineSocket } from './online/socket.ts'
import { openOnlineStore } from './online/store.ts'
import { decisionRoutes } from './routes/decisions.ts'
import { gameRoutes } from './routes/games.ts'
import { rosterRoutes } from './routes/rosters.ts'
import { salvageRoutes } from './routes/salvage.ts'
import { fixedSource, type RulesetSource, registrySource } from './rulesets.ts'

export interface ServerOptions {
  /** SQLite file, or ':memory:' (rosters, saved games, and online games without a database URL). */
  dbPath: string
  /** PostgreSQL for online games (`DATABASE_URL`): several server processes may then share them. */
  databaseUrl?: string
  /** Folder of the built web app (apps/web/dist); omitted = API only. */
  webDist?: string
  /** Fastify's logger (off by default so tests stay quiet). */
  logger?: boolean
  /** Ruleset descriptors by id (tests); defaults to the registry. `null` = registered, unavailable. */
  rulesets?: Record<string, AnyRulesetPackage | null> | RulesetSource
  /** Resume unfinished online games at start so server-side bots keep playing (default true). */
  resume?: boolean
}

const isSource = (x: ServerOptions['rulesets']): x is RulesetSource =>
  !!x && typeof (x as RulesetSource).load === 'function' && typeof (x as RulesetSource).ids === 'function'

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 20 * 1024 * 1024,
    // A malformed or over-long address gets the API's error shape, not the router's own.
    frameworkErrors,
  })
  const store = openStore(opts.dbPath)
  const online = await openOnlineStore(
    opts.databaseUrl ? { postgres: opts.databaseUrl } : { sqlite: opts.dbPath },
  )
  let bus: Bus = silentBus()
  if (opts.databaseUrl && online.pgPool) bus = await postgresBus(opts.databaseUrl, online.pgPool)
  const rulesets = isSource(opts.rulesets)
    ? opts.rulesets
    : opts.rulesets
      ? fixedSource(opts.rulesets)
      : registrySource()
  const hub = new Hub(online, rulesets, bus, randomUUID(), (m) => app.log.warn(m))
  app.addHook('onClose', async () => {
    await hub.close()
    await bus.close()
    await online.close()
    store.close()
  })
  installErrorHandling(app)
  refuseDeepBodies(app)
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } })

  app.get('/api/health', async () => ({ ok: true, rulesets: rulesets.ids(), store: online.kind }))
  rosterRoutes(app, store, rulesets)
  gameRoutes(app, store, rulesets)
  decisionRoutes(app, store, rulesets)
  salvageRoutes(app, store, rulesets)
  onlineRoutes(app, hub)
  app.register(async (scope) => onlineSocket(scope, hub))

  if (opts.webDist && existsSync(opts.webDist)) {
    await app.register(fastifyStatic, { root: opts.webDist, prefix: '/', wildcard: false })
    // The app routes by hash, so only "/" needs the page; other unknown paths fall to the 404 JSON.
  }
  if (opts.resume !== false) await hub.resume()
  return app
}

export type { Store } from './db.ts'
export { openStore } from './db.ts'
export type { RulesetSource } from './rulesets.ts'
