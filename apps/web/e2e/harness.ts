/**
 * Shared by the e2e test and the browser bench: build the web app, start the server on a free
 * port with an in-memory database, and launch Debian's Chromium through playwright-core.
 * Never downloads a browser: without a `chromium` on PATH, `findChromium()` is null and callers skip.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'

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

/**
 * Builds the app into a folder and returns it. Without `outDir`, a fresh temp folder: e2e files
 * run side by side, and a shared apps/web/dist emptied by one file's build while another's server
 * reads from it left a page without its scripts (a CI run timed out that way). The caller removes
 * the folder when done (`removeBuild`).
 */
export async function buildWeb(outDir = mkdtempSync(join(tmpdir(), 'sortie-web-'))): Promise<string> {
  const { build } = await import('vite')
  await build({
    root: WEB_DIR,
    configFile: join(WEB_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

/** Removes a folder `buildWeb` made (never apps/web/dist, which `npm start` serves). */
export function removeBuild(dist: string | undefined): void {
  if (dist?.startsWith(tmpdir())) rmSync(dist, { recursive: true, force: true })
}

/** `dbPath`: a SQLite file a test also writes to (rows the API would refuse); in memory otherwise. */
export async function startServer(
  webDist: string,
  dbPath = ':memory:',
): Promise<{ url: string; close: () => Promise<void> }> {
  const { buildServer } = await import('../../server/src/index.ts')
  const app = await buildServer({ dbPath, webDist })
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

/**
 * The GUNFRAME ruleset and a started battle on the city preset between the two 100-point example
 * squadrons (Carnage): the starting point of the e2e tests that build a game by script.
 */
export async function cityBattle(
  seed: string,
  battlefield?: import('@sortie/gunframe/table').Battlefield,
  /** Changes the setup before the battle starts (e.g. to add a twin unit). */
  edit?: (setup: import('@sortie/gunframe/battle').BattleSetup) => void,
) {
  const { createGunframeRuleset } = await import('@sortie/gunframe/battle')
  const { preset, tableRules } = await import('@sortie/gunframe/table')
  const { exampleSquadron, squadronProfiles } = await import('@sortie/gunframe/units')
  const gf = createGunframeRuleset({ table: tableRules })
  const setup = {
    squadrons: {
      p1: squadronProfiles(exampleSquadron('terran-100')).units,
      p2: squadronProfiles(exampleSquadron('martian-100')).units,
    },
    battlefield: battlefield ?? preset('city'),
    mission: { id: 'carnage' as const },
  }
  edit?.(setup)
  const started = gf.start(setup, seed)
  if (!started.ok) throw new Error(started.error.message)
  return { gf, setup, state: started.value }
}

/**
 * A hot-seat game on the city preset with two 100-point squadrons, saved on the server and paused
 * at the first action (roll-off, halves, deployment and initiative answered with the first legal
 * choice). Returns its id. Used by the tablet e2e and the drag bench (which also passes the
 * largest preset battlefield).
 */
export async function createPausedGame(
  serverUrl: string,
  seed = 'bench-web',
  battlefield?: import('@sortie/gunframe/table').Battlefield,
  edit?: (setup: import('@sortie/gunframe/battle').BattleSetup) => void,
): Promise<string> {
  const { gf, setup, state } = await cityBattle(seed, battlefield, edit)
  let s = state
  const decisions = []
  for (let i = 0; i < 200; i++) {
    const p = gf.prompt(s)
    if (!p || p.kind === 'action') break
    const d = gf.legal(s)[0]!
    const r = gf.apply(s, d)
    if (!r.ok) throw new Error(r.error.message)
    decisions.push(d)
    s = r.value.state
  }
  const res = await fetch(`${serverUrl}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruleset: await gunframeId(),
      seed,
      setup,
      decisions,
      title: 'paused',
      meta: { bots: { p1: null, p2: null } },
    }),
  })
  const { game } = (await res.json()) as { game: { id: string } }
  return game.id
}

/**
 * A hot-seat game with the given mission settings, played by the greedy bot (both seats) until
 * `stop` says so, saved on the server. Returns its id. For screenshots of games in progress and
 * for prompts that are hard to reach by clicking (a power-attack purchase).
 */
export async function createBotGame(
  serverUrl: string,
  opts: {
    seed: string
    setup: Record<string, unknown>
    stop: (s: import('@sortie/gunframe/battle').BattleState, kind: string | null, n: number) => boolean
    /** Overrides the bot where it returns a decision (e.g. to hold a unit in ambush). */
    pick?: (
      s: import('@sortie/gunframe/battle').BattleState,
      legal: import('@sortie/gunframe/battle').BattleDecision[],
    ) => import('@sortie/gunframe/battle').BattleDecision | undefined
    max?: number
  },
): Promise<string> {
  const { ruleset } = await import('../src/rulesets/gunframe/engine.ts')
  const { greedyChoose } = await import('../src/rulesets/gunframe/greedy.ts')
  const { preset } = await import('@sortie/gunframe/table')
  const { exampleSquadron, squadronProfiles } = await import('@sortie/gunframe/units')
  const setup = {
    squadrons: {
      p1: squadronProfiles(exampleSquadron('terran-100')).units,
      p2: squadronProfiles(exampleSquadron('martian-100')).units,
    },
    battlefield: preset('city'),
    ...opts.setup,
    // The server's setup check wants the mission as settings ({ id, … }), as the setup page sends it.
    ...(typeof opts.setup.mission === 'string' ? { mission: { id: opts.setup.mission } } : {}),
  }
  const started = ruleset.start(setup as never, opts.seed)
  if (!started.ok) throw new Error(started.error.message)
  let s = started.value
  const decisions = []
  for (let i = 0; i < (opts.max ?? 2000); i++) {
    const p = ruleset.prompt(s)
    if (!p || opts.stop(s, p.kind, i)) break
    const d = opts.pick?.(s, ruleset.legal(s)) ?? greedyChoose(s, opts.seed, i)
    if (!d) break
    const r = ruleset.apply(s, d)
    if (!r.ok) throw new Error(r.error.message)
    decisions.push(d)
    s = r.value.state
  }
  const res = await fetch(`${serverUrl}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruleset: await gunframeId(),
      seed: opts.seed,
      setup,
      decisions,
      title: 'in progress',
      meta: { bots: { p1: null, p2: null } },
    }),
  })
  const { game } = (await res.json()) as { game: { id: string } }
  return game.id
}

/** The GUNFRAME descriptor's id: games stored by these helpers name their ruleset. */
const gunframeId = async (): Promise<string> => (await import('@sortie/gunframe/package')).default.id

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true })
  return join(ARTIFACTS, name)
}

/** Sizes the e2e suite and the screenshots use. */
export const SIZES = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const

/**
 * Page errors and console errors go to `errors`; an HTTP error's body is printed (the console only
 * says "status 422", the body names the code).
 */
export function watchPage(page: Page, errors: string[]): void {
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('response', async (r) => {
    if (r.status() >= 400)
      console.warn(`[http ${r.status()}] ${r.url()} ${(await r.text().catch(() => '')).slice(0, 400)}`)
  })
}

/** What an e2e file needs: the built app served on a free port, a browser, one watched page. */
export interface E2E {
  browser: Browser
  server: { url: string; close: () => Promise<void> }
  /** A page in its own context, at `viewport` (1024×768 unless told). */
  page: Page
  /** Console and page errors of every page opened through this session. */
  errors: string[]
  /** Another watched page in its own context (another size, touch). */
  open(opts?: { viewport?: { width: number; height: number }; hasTouch?: boolean }): Promise<{
    ctx: BrowserContext
    page: Page
  }>
  close(): Promise<void>
}

/**
 * The shared preamble of the e2e files: build the web app, start the server with an in-memory
 * database, launch Debian's Chromium, open one watched page. Call it in `beforeAll` and `close()`
 * it in `afterAll`; guard the suite with `describe.skipIf(!findChromium())`.
 *
 * @example
 * let e: E2E
 * beforeAll(async () => { e = await startE2E({ viewport: SIZES.tablet }) }, 240_000)
 * afterAll(() => e?.close())
 */
export async function startE2E(
  opts: {
    viewport?: { width: number; height: number }
    hasTouch?: boolean
    dist?: string
    dbPath?: string
  } = {},
): Promise<E2E> {
  const chromium = findChromium()
  if (!chromium) throw new Error('No `chromium` on PATH (apt-get install chromium); guard with skipIf.')
  // A build folder of its own (removed on close), unless the caller shares one.
  const own = opts.dist ? null : await buildWeb()
  const server = await startServer(opts.dist ?? own!, opts.dbPath)
  const browser = await launch(chromium)
  const errors: string[] = []
  const open: E2E['open'] = async (o = {}) => {
    const ctx = await browser.newContext({
      viewport: o.viewport ?? { width: 1024, height: 768 },
      hasTouch: o.hasTouch ?? false,
    })
    const page = await ctx.newPage()
    watchPage(page, errors)
    return { ctx, page }
  }
  const { page } = await open({
    ...(opts.viewport ? { viewport: opts.viewport } : {}),
    ...(opts.hasTouch !== undefined ? { hasTouch: opts.hasTouch } : {}),
  })
  return {
    browser,
    server,
    page,
    errors,
    open,
    async close() {
      await browser.close()
      await server.close()
      if (own) removeBuild(own)
    },
  }
}
