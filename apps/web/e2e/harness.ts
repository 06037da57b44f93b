/**
 * Shared by the e2e test and the browser bench: build the web app, start the server on a free
 * port with an in-memory database, and launch Debian's Chromium through playwright-core.
 * Never downloads a browser: without a `chromium` on PATH, `findChromium()` is null and callers skip.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'

export const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_DIR = resolve(WEB_DIR, '..', '..')
export const ARTIFACTS = join(REPO_DIR, 'artifacts')

export function findChromium(): string | null {
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const p = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
      if (p && existsSync(p)) return p
    } catch {
      // not on PATH
    }
  }
  return null
}

/** Builds the app into a dist folder (its own, so a running `npm start` is not disturbed). */
export async function buildWeb(outDir = join(WEB_DIR, 'dist')): Promise<string> {
  const { build } = await import('vite')
  await build({
    root: WEB_DIR,
    configFile: join(WEB_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

export async function startServer(webDist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { buildServer } = await import('../../server/src/index.ts')
  const app = await buildServer({ dbPath: ':memory:', webDist })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return { url: address, close: () => app.close() }
}

export async function launch(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
}

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true })
  return join(ARTIFACTS, name)
}
