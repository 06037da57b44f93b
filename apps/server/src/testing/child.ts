/** Starts `serve.ts` in a child process and waits until it listens (for crash and multi-process tests). */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

export interface ServerChild {
  url: string
  proc: ChildProcess
  /** Everything the child wrote to stderr (shown when a test fails). */
  stderr: () => string
  stop(): Promise<void>
}

const SERVE = join(import.meta.dirname, 'serve.ts')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      const port = typeof a === 'object' && a ? a.port : 0
      s.close(() => resolve(port))
    })
  })
}

export function startServerChild(env: Record<string, string>, args: string[] = []): Promise<ServerChild> {
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVE, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  proc.stderr?.on('data', (d) => {
    err += d.toString()
  })
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 60_000)
    proc.stdout?.on('data', (d) => {
      out += d.toString()
      const m = /listening (\S+)/.exec(out)
      if (m?.[1]) {
        clearTimeout(timer)
        resolve({
          url: m[1],
          proc,
          stderr: () => err,
          stop: () =>
            new Promise((r) => {
              if (proc.exitCode !== null || proc.signalCode !== null) return r()
              proc.once('exit', () => r())
              proc.kill('SIGTERM')
            }),
        })
      }
    })
    proc.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}) before listening: ${err}`))
    })
  })
}
