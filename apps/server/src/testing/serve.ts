/**
 * A server process for tests that need a real one (kill -9, several processes on PostgreSQL):
 * `node --import tsx serve.ts [--toys]` with PORT, SORTIE_DB and DATABASE_URL from the
 * environment; prints `listening <url>` once it accepts connections.
 */
import { buildServer } from '../index.ts'
import { TOYS } from './toys.ts'

const databaseUrl = process.env.DATABASE_URL || undefined
const app = await buildServer({
  dbPath: process.env.SORTIE_DB ?? ':memory:',
  ...(databaseUrl ? { databaseUrl } : {}),
  ...(process.argv.includes('--toys') ? { rulesets: TOYS } : {}),
})
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
process.stdout.write(`listening ${url}\n`)
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => void app.close().then(() => process.exit(0)))
