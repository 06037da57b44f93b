/**
 * A throwaway PostgreSQL for tests, from Debian's binaries (`/usr/lib/postgresql/<v>/bin`):
 * initdb in a temp folder, pg_ctl start on a free loopback port, stop and delete afterwards.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './child.ts'

export interface TestPostgres {
  url: string
  stop(): Promise<void>
}

/** The newest installed PostgreSQL's bin folder, or null. */
export function findPostgresBin(): string | null {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(base, versions[0], 'bin') : null
}

export async function startPostgres(bin: string): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-pg-'))
  const data = join(dir, 'data')
  const root = process.getuid?.() === 0
  let uid = 0
  let gid = 0
  if (root) {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const as = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' })
  as('initdb', ['-D', data, '-U', 'sortie', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const port = await freePort()
  as('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
    'start',
  ])
  const admin = new pg.Client({ connectionString: `postgres://sortie@127.0.0.1:${port}/postgres` })
  await admin.connect()
  await admin.query('CREATE DATABASE sortie')
  await admin.end()
  return {
    url: `postgres://sortie@127.0.0.1:${port}/sortie`,
    async stop() {
      try {
        as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
