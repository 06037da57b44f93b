/**
 * `npm start`: serve the built web app and the API on PORT (default 3000), data in SORTIE_DB;
 * online games go to PostgreSQL when DATABASE_URL is set (any number of processes may share it).
 */
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer } from './index.ts'

const here = dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.PORT ?? 3000)
const dbPath = process.env.SORTIE_DB ?? resolve(process.cwd(), 'sortie.sqlite')
const webDist = join(here, '..', '..', 'web', 'dist')
const databaseUrl = process.env.DATABASE_URL || undefined

const app = await buildServer({
  dbPath,
  webDist,
  logger: process.env.SORTIE_LOG === '1',
  ...(databaseUrl ? { databaseUrl } : {}),
})
try {
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' })
  console.log(`Sortie is up: http://localhost:${port}  (data: ${databaseUrl ? 'PostgreSQL' : dbPath})`)
} catch (e) {
  console.error(`Sortie could not start on port ${port}: ${(e as Error).message}`)
  process.exit(1)
}
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    void app.close().then(() => process.exit(0))
  })
