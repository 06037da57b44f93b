/**
 * Bot levels and the "why?" overlay in the browser (issue 21): the first screen and the setup page
 * offer the bot's levels with a line on each, the game keeps the level chosen, and on the table a
 * toggle shows what the bot weighed for its last decision (arrows, ghost bases, scores) and hides
 * it again. Screenshots at desktop and tablet sizes go to artifacts/.
 * Skips (loudly) when Debian's chromium is not installed; it never downloads a browser.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  artifactPath,
  buildWeb,
  cityBattle,
  findChromium,
  launch,
  removeBuild,
  startServer,
} from './harness.ts'

const chromiumPath = findChromium()
if (!chromiumPath) console.warn('\n*** SKIPPING the bots e2e test: no `chromium` on PATH. ***\n')

const SIZES = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
} as const

/** A game between two search bots on the city preset, stored at its first activation. */
async function botBattle(serverUrl: string, seed: string): Promise<string> {
  const { gf, setup, state } = await cityBattle(seed)
  let s = state
  const decisions = []
  for (let i = 0; i < 200; i++) {
    const p = gf.prompt(s)
    if (!p || p.kind === 'activate' || p.kind === 'action') break
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
      ruleset: 'gunframe',
      seed,
      setup,
      decisions,
      title: 'bots',
      meta: { bots: { p1: 'search', p2: 'search' } },
    }),
  })
  const { game } = (await res.json()) as { game: { id: string } }
  return game.id
}

describe.skipIf(!chromiumPath)('bot levels and the why overlay (playwright-core + Debian chromium)', () => {
  let browser: Browser
  let server: { url: string; close: () => Promise<void> }
  let dist: string | undefined
  const errors: string[] = []

  beforeAll(async () => {
    dist = await buildWeb()
    server = await startServer(dist)
    browser = await launch(chromiumPath!)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    removeBuild(dist)
  })

  async function open(size: keyof typeof SIZES): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await browser.newContext({ viewport: SIZES[size], hasTouch: size !== 'desktop' })
    const page = await ctx.newPage()
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    return { ctx, page }
  }

  test('WEB-BOT-LEVELS: the quick battle offers Easy, Normal and Hard and the game keeps the level', async () => {
    const { ctx, page } = await open('desktop')
    try {
      await page.goto(`${server.url}/#/`)
      const level = page.getByTestId('quick-level')
      await level.waitFor({ timeout: 30_000 })
      const options = await level.locator('option').allTextContents()
      expect(options).toEqual(expect.arrayContaining(['Bot · Easy', 'Bot · Normal', 'Bot · Hard']))
      expect(await level.inputValue()).toBe('search')
      await level.selectOption('search-easy')
      expect(await page.locator('.quick-level').textContent()).toMatch(/lesser choice/)
      await page.getByTestId('quick-battle').click()
      await page.getByTestId('game-header').waitFor({ timeout: 60_000 })
      const id = decodeURIComponent(page.url().split('/').pop()!)
      const game = (await (await fetch(`${server.url}/api/games/${encodeURIComponent(id)}`)).json()) as {
        game: { meta: { bots: Record<string, string | null> } }
      }
      expect(Object.values(game.game.meta.bots)).toContain('search-easy')
      // The setup page offers the same levels, each with its line.
      await page.goto(`${server.url}/#/gunframe/play`)
      const red = page.locator('select[aria-label="Red player"]')
      await red.waitFor()
      await red.selectOption('search-hard')
      expect(await page.getByTestId('bot-level-p2').textContent()).toMatch(/every move/)
    } finally {
      await ctx.close()
    }
  }, 180_000)

  for (const size of ['desktop', 'tablet'] as const)
    test(`WEB-BOT-WHY: a toggle shows the bot's candidates on the table with their scores, and hides them (${size})`, async () => {
      const { ctx, page } = await open(size)
      try {
        const id = await botBattle(server.url, `e2e-why-${size}`)
        await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
        await page.getByTestId('game-header').waitFor({ timeout: 60_000 })
        // The bots play; after their first explained decision the toggle appears.
        const toggle = page.getByTestId('why-toggle')
        await toggle.waitFor({ timeout: 60_000 })
        // Paused on an action (a move or a shot), so arrows or ghost bases are on the table.
        await page.getByTestId('bot-speed').selectOption('slow')
        await expect
          .poll(() => page.getByTestId('bot-note').textContent(), { timeout: 90_000, interval: 100 })
          .toMatch(/chose (move|attack|lock)/)
        await page.getByTestId('bot-pause').click()
        // The chosen action's value is in the bot banner.
        expect(await page.getByTestId('bot-value').textContent()).toMatch(/value [+-]\d+\.\d/)
        expect(await page.getByTestId('why-overlay').count()).toBe(0)
        await toggle.click()
        await page.getByTestId('why-overlay').waitFor()
        const marks = page.getByTestId('why-mark')
        expect(await marks.count()).toBeGreaterThan(1)
        expect(await page.locator('[data-testid=why-mark].chosen').count()).toBe(1)
        expect(
          await page
            .locator('[data-testid=why-mark][data-kind=arrow], [data-testid=why-mark][data-kind=ghost]')
            .count(),
        ).toBeGreaterThan(0)
        const scores = await marks.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))))
        expect(scores.every(Number.isFinite)).toBe(true)
        const labels = await page.locator('[data-testid=why-overlay] text').allTextContents()
        expect(labels.some((t) => /[+-]\d+\.\d/.test(t))).toBe(true)
        expect(await page.getByTestId('why-row').count()).toBe(await marks.count())
        await page.screenshot({ path: artifactPath(`bots-why-${size}.png`) })
        await toggle.click()
        expect(await page.getByTestId('why-overlay').count()).toBe(0)
        expect(await page.getByTestId('why-list').count()).toBe(0)
      } finally {
        await ctx.close()
      }
    }, 180_000)

  test('no page errors', () => {
    expect(errors).toEqual([])
  })
})
