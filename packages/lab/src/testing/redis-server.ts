/**
 * A throwaway Redis for tests: Debian's redis-server on a free loopback port in a temp dir, with
 * persistence off, stopped (and the dir removed) by `stop()`. `available()` says why not when the
 * server binary or the ioredis client is missing, so a test can skip loudly.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const REDIS_SERVER = '/usr/bin/redis-server'

export async function unavailable(): Promise<string | null> {
  if (!existsSync(REDIS_SERVER)) return `${REDIS_SERVER} is not installed (apt-get install redis-server)`
  try {
    const name = 'ioredis'
    await import(name)
  } catch {
    return "the 'ioredis' package is not installed (npm install -w packages/lab ioredis)"
  }
  return null
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      const port = typeof a === 'object' && a ? a.port : 0
      s.close(() => resolve(port))
    })
  })

const ping = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = createConnection({ port, host: '127.0.0.1' })
    c.once('error', () => resolve(false))
    c.once('connect', () => c.write('PING\r\n'))
    c.once('data', (d) => {
      c.destroy()
      resolve(d.toString().startsWith('+PONG'))
    })
  })

export interface TestRedis {
  url: string
  stop(): Promise<void>
}

export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'lab-redis-'))
  const port = await freePort()
  const proc: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  for (let k = 0; k < 100 && !(await ping(port)); k++) await new Promise((r) => setTimeout(r, 50))
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (proc.exitCode === null) {
        const gone = new Promise((r) => proc.once('exit', r))
        proc.kill('SIGTERM')
        const hard = setTimeout(() => proc.kill('SIGKILL'), 5000)
        await gone
        clearTimeout(hard)
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
