/**
 * The shell in the browser (issue 19): first screen and quick battle, autosave and resume, undo,
 * hot-seat without bot controls, the unit card, range rings, the grouped log, "not available"
 * reasons, paced bots, and phone / tablet layouts without sideways scrolling. Screenshots of
 * every page at desktop, tablet and phone sizes go to artifacts/.
 * Skips (loudly) when Debian's chromium is not installed; it never downloads a browser.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, createPausedGame, type E2E, findChromium, SIZES, startE2E } from './harness.ts'

const chromiumPath = findChromium()
if (!chromiumPath) console.warn('\n*** SKIPPING the shell e2e test: no `chromium` on PATH. ***\n')

describe.skipIf(!chromiumPath)('web shell, end to end (playwright-core + Debian chromium)', () => {
  let e: E2E
  let server: E2E['server']
  let errors: string[]

  beforeAll(async () => {
    e = await startE2E()
    ;({ server, errors } = e)
  }, 240_000)
  afterAll(async () => {
    await e?.close()
  })

  const open = (size: keyof typeof SIZES): Promise<{ ctx: BrowserContext; page: Page }> =>
    e.open({ viewport: SIZES[size], hasTouch: size !== 'desktop' })

  /** No sideways scrolling: neither the page nor the scrolling content area is wider than the screen. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const doc = document.documentElement
      const content = document.querySelector<HTMLElement>('.content')
      return {
        page: doc.scrollWidth - window.innerWidth,
        content: content ? content.scrollWidth - content.clientWidth : 0,
      }
    })

  /**
   * The table's labels as drawn: the smallest unit name on screen (CSS px of font), names that
   * overlap each other, and ring labels that sit on a name or a base (boxes in screen pixels).
   */
  const tableLabels = (page: Page) =>
    page.evaluate(() => {
      const hit = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
      const onScreen = (t: SVGGraphicsElement) => {
        const m = t.getScreenCTM()
        return m ? Number.parseFloat(t.getAttribute('font-size') ?? '0') * Math.hypot(m.a, m.b) : 0
      }
      const names = [...document.querySelectorAll<SVGTextElement>('.unit-label')]
      const rings = [...document.querySelectorAll<SVGTextElement>('.ring-label')]
      const bases = [...document.querySelectorAll<SVGCircleElement>('.unit > circle')].map((c) =>
        c.getBoundingClientRect(),
      )
      const nb = names.map((n) => n.getBoundingClientRect())
      const bad: string[] = []
      nb.forEach((a, i) => {
        nb.slice(i + 1).forEach((b, j) => {
          if (hit(a, b)) bad.push(`${names[i]?.textContent} / ${names[i + 1 + j]?.textContent}`)
        })
      })
      for (const r of rings) {
        const rb = r.getBoundingClientRect()
        nb.forEach((b, i) => {
          if (hit(rb, b)) bad.push(`${r.textContent} on ${names[i]?.textContent}`)
        })
        if (bases.some((b) => hit(rb, b))) bad.push(`${r.textContent} on a base`)
      }
      return {
        names: names.length,
        rings: rings.length,
        minFont: Math.min(...names.map(onScreen), ...rings.map(onScreen)),
        overlaps: bad,
      }
    })

  /** The game's primary controls that are off screen or covered by something else. */
  const unreachable = (page: Page, selectors: string[]) =>
    page.evaluate((sel) => {
      const out: string[] = []
      for (const s of sel) {
        const el = document.querySelector<HTMLElement>(s)
        if (!el) {
          out.push(`${s}: missing`)
          continue
        }
        const r = el.getBoundingClientRect()
        const x = r.left + r.width / 2
        if (
          r.left < 0 ||
          r.top < 0 ||
          r.right > window.innerWidth + 0.5 ||
          r.bottom > window.innerHeight + 0.5
        )
          out.push(`${s}: off screen ${Math.round(r.left)},${Math.round(r.top)}`)
        // The whole button, not only its middle: a sheet over its lower half hides it too.
        else if (
          [0.15, 0.5, 0.85].some((k) => !el.contains(document.elementFromPoint(x, r.top + r.height * k)))
        )
          out.push(`${s}: covered`)
        else if (r.height < 40) out.push(`${s}: ${Math.round(r.height)} px tall`)
      }
      return out
    }, selectors)

  /** How many decisions the server's copy of a game holds. */
  const gameLength = async (id: string): Promise<number> =>
    (
      (await (await fetch(`${server.url}/api/games/${encodeURIComponent(id)}`)).json()) as {
        game: { decisions: unknown[] }
      }
    ).game.decisions.length

  const promptKind = (page: Page) =>
    page.locator('.prompt-panel').getAttribute('data-prompt', { timeout: 15_000 })

  test('WEB-HOME: the first screen starts a quick battle against the bot in one click', async () => {
    const { ctx, page } = await open('desktop')
    try {
      await page.goto(`${server.url}/#/`)
      await page.getByTestId('home').waitFor()
      expect(await page.getByTestId('rulesets').locator('.ruleset-card').count()).toBeGreaterThan(0)
      await page.screenshot({ path: artifactPath('shell-home-desktop.png') })
      await page.getByTestId('quick-battle').click()
      // The server's first game of a ruleset loads its rules: allow for a cold start.
      await page.getByTestId('game-header').waitFor({ timeout: 60_000 })
      expect(page.url()).toMatch(/#\/[a-z0-9-]+\/play\/game/)
      // Against a bot: its pace and pause controls are there.
      await page.getByTestId('bot-speed').waitFor()
      await page.screenshot({ path: artifactPath('shell-quick-battle-desktop.png') })
    } finally {
      await ctx.close()
    }
  }, 120_000)

  test('WEB-HOTSEAT: a hot-seat game shows no bot pace or pause controls', async () => {
    const { ctx, page } = await open('desktop')
    try {
      const id = await createPausedGame(server.url, 'e2e-hotseat')
      await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
      expect(await promptKind(page)).toBe('action')
      expect(await page.getByTestId('bot-speed').count()).toBe(0)
      expect(await page.getByTestId('bot-pause').count()).toBe(0)
      expect(await page.getByTestId('undo').count()).toBe(1)
    } finally {
      await ctx.close()
    }
  }, 60_000)

  test('WEB-AUTOSAVE: each decision is kept without pressing Save; a reload reopens the game where it was', async () => {
    const { ctx, page } = await open('desktop')
    try {
      const id = await createPausedGame(server.url, 'e2e-autosave')
      await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
      expect(await promptKind(page)).toBe('action')
      const unit = await page.locator('.prompt-panel').getAttribute('data-unit')
      await page.locator('.prompt-panel button.choice.end').click()
      await expect.poll(() => page.locator('.prompt-panel').getAttribute('data-unit')).not.toBe(unit)
      // Kept on the server at once (the local copy is dropped once the server holds it).
      await expect.poll(() => gameLength(id)).toBeGreaterThan(0)
      await page.reload()
      await page.locator('.prompt-panel').waitFor()
      expect(await page.locator('.prompt-panel').getAttribute('data-unit')).not.toBe(unit)
      expect(await page.getByTestId('log').textContent()).toMatch(/ends its activation/)
      // The Play page lists games in progress before the new-game form.
      await page.goto(`${server.url}/#/play`)
      await page.getByTestId('resume').waitFor()
      const order = await page.evaluate(() => {
        const r = document.querySelector('[data-testid=resume]')!
        const s = document.querySelector('.setup')!
        return r.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING
      })
      expect(order).toBeTruthy()
      await page.screenshot({ path: artifactPath('shell-play-resume-desktop.png') })
    } finally {
      await ctx.close()
    }
  }, 60_000)

  test('WEB-AUTOSAVE-SERVER: each decision is appended to the server alone; a reload without the local copy resumes from the server', async () => {
    const { ctx, page } = await open('desktop')
    try {
      const id = await createPausedGame(server.url, 'e2e-autosave-server')
      const serverLength = () => gameLength(id)
      const start = await serverLength()
      const writes: string[] = []
      page.on('request', (r) => {
        if (r.method() !== 'GET' && r.url().includes('/api/games/')) writes.push(`${r.method()} ${r.url()}`)
      })
      await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
      // Three decisions by hand: end the activation, or take the first choice offered.
      for (let i = 0; i < 3; i++) {
        const kind = await promptKind(page)
        await page
          .locator(`.prompt-panel button.choice${kind === 'action' ? '.end' : ''}`)
          .first()
          .click()
        await expect.poll(serverLength).toBe(start + i + 1)
      }
      // One small request per decision, never the whole game again.
      expect(writes.filter((w) => w.startsWith('POST ') && w.endsWith('/decisions'))).toHaveLength(3)
      expect(writes.filter((w) => w.startsWith('PUT '))).toEqual([])
      const kind = await promptKind(page)
      const unit = await page.locator('.prompt-panel').getAttribute('data-unit')
      const log = await page.getByTestId('log').textContent()
      // The server copy alone is enough: this browser's store is emptied before the reload.
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      expect(await promptKind(page)).toBe(kind)
      expect(await page.locator('.prompt-panel').getAttribute('data-unit')).toBe(unit)
      expect(await page.getByTestId('log').textContent()).toBe(log)
      // And play goes on from there, appended at the right index.
      await page
        .locator(`.prompt-panel button.choice${kind === 'action' ? '.end' : ''}`)
        .first()
        .click()
      await expect.poll(serverLength).toBe(start + 4)
    } finally {
      await ctx.close()
    }
  }, 90_000)

  test('WEB-UNDO: the last decision that rolled no dice can be taken back in hot-seat', async () => {
    const { ctx, page } = await open('desktop')
    try {
      const id = await createPausedGame(server.url, 'e2e-undo')
      await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
      expect(await promptKind(page)).toBe('action')
      const unit = await page.locator('.prompt-panel').getAttribute('data-unit')
      const start = await gameLength(id)
      await page.locator('.prompt-panel button.choice.end').click()
      await expect.poll(() => page.locator('.prompt-panel').getAttribute('data-unit')).not.toBe(unit)
      await expect.poll(() => gameLength(id)).toBe(start + 1)
      await expect.poll(() => page.getByTestId('undo').isEnabled()).toBe(true)
      await page.getByTestId('undo').click()
      await expect.poll(() => page.locator('.prompt-panel').getAttribute('data-unit')).toBe(unit)
      expect(await promptKind(page)).toBe('action')
      expect(await page.getByTestId('log').textContent()).not.toMatch(/ends its activation/)
      // The server's copy follows the undo: one decision fewer.
      await expect.poll(() => gameLength(id)).toBe(start)
    } finally {
      await ctx.close()
    }
  }, 60_000)

  test('WEB-UNIT-CARD, WEB-RANGE-RINGS, WEB-LABELS, WEB-WHY-NOT, WEB-LOG-GROUPS: the table explains itself', async () => {
    const { ctx, page } = await open('desktop')
    try {
      const id = await createPausedGame(server.url, 'e2e-card')
      await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
      expect(await promptKind(page)).toBe('action')
      const active = (await page.locator('.prompt-panel').getAttribute('data-unit'))!
      // The active unit's weapon bands are ringed on the table.
      const rings = page.getByTestId('range-rings')
      await rings.waitFor()
      expect(await rings.getAttribute('data-unit-rings')).toBe(active)
      expect(await rings.locator('[data-band]').count()).toBeGreaterThan(0)
      // Its ring labels never sit on a unit's name or base; every name reads at 11 px or more.
      const labels = await tableLabels(page)
      expect(labels.overlaps).toEqual([])
      expect(labels.rings).toBeGreaterThan(0)
      expect(labels.minFont).toBeGreaterThanOrEqual(10.9)
      // Hovering another unit shows its card (and rings).
      const other = page.locator(`.unit:not([data-unit="${active}"])`).first()
      const box = (await other.locator('circle').last().boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      const card = page.getByTestId('unit-card')
      await card.waitFor()
      expect(await card.getByTestId('card-armour').textContent()).toMatch(/^\d+\/\d+$/)
      expect(await card.getByTestId('card-now').textContent()).toMatch(/\w/)
      await page.screenshot({ path: artifactPath('shell-unit-card-desktop.png') })
      // What is not on offer says why, in the engine's words.
      const attacks = await page.locator('.prompt-panel .attack-choice, .prompt-panel [data-attack]').count()
      const why = page.getByTestId('why-not')
      if ((await why.count()) > 0) expect(await why.textContent()).toMatch(/not available: \S/)
      else expect(attacks).toBeGreaterThan(0)
      // The log: activations head their groups; no internal event names.
      await page.locator('.prompt-panel button.choice.end').click()
      await expect.poll(() => page.getByTestId('log-group').count()).toBeGreaterThan(0)
      expect(await page.getByTestId('log-group').last().locator('.log-group-head').textContent()).toMatch(
        /activates|Turn/,
      )
      const lines = await page.locator('[data-testid=log] .ev').allTextContents()
      expect(lines.filter((l) => /^[A-Z][a-z]+[A-Z]\w*/.test(l))).toEqual([])
    } finally {
      await ctx.close()
    }
  }, 60_000)

  test('WEB-BOT-PACE: bot decisions are shown as they are made', async () => {
    const { ctx, page } = await open('desktop')
    try {
      const id = await createPausedGame(server.url, 'e2e-pace')
      await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
      expect(await promptKind(page)).toBe('action')
      await page.getByTestId('bots-finish').click()
      await page.getByTestId('bot-note').waitFor({ timeout: 20_000 })
      expect(await page.getByTestId('bot-note').textContent()).toMatch(/chose/)
    } finally {
      await ctx.close()
    }
  }, 60_000)

  for (const size of ['tablet', 'phone'] as const)
    test(`WEB-LAYOUT-${size.toUpperCase()}: every page fits ${SIZES[size].width}×${SIZES[size].height} without sideways scrolling; the prompt's buttons and the game's controls are reachable; labels read`, async () => {
      const { ctx, page } = await open(size)
      try {
        const pages = [
          ['home', '#/', '[data-testid=home]'],
          ['play', '#/play', '.setup'],
          ['builder', '#/builder', '.builder'],
          ['replays', '#/replays', '.replays'],
          ['lab', '#/gunframe/lab', '.lab'],
          ['online', '#/online', '[data-testid=online-create]'],
        ] as const
        for (const [name, hash, ready] of pages) {
          await page.goto(`${server.url}/${hash}`)
          await page.locator(ready).first().waitFor()
          await page.screenshot({ path: artifactPath(`shell-${name}-${size}.png`) })
          expect(await overflow(page), `${name} at ${size}`).toEqual({ page: 0, content: 0 })
        }
        // The builder's unit cards (they once stood in a second column off a phone's screen).
        await page.goto(`${server.url}/#/builder`)
        await page.locator('select[aria-label="Example unit"]').selectOption({ index: 1 })
        await page.getByRole('button', { name: 'Add', exact: true }).click()
        await page.getByRole('button', { name: 'Unit cards' }).click()
        await page.locator('.unit-card').first().waitFor()
        await page.screenshot({ path: artifactPath(`shell-cards-${size}.png`) })
        expect(await overflow(page), `unit cards at ${size}`).toEqual({ page: 0, content: 0 })
        const id = await createPausedGame(server.url, `e2e-layout-${size}`)
        await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
        expect(await promptKind(page)).toBe('action')
        await page.screenshot({ path: artifactPath(`shell-game-${size}.png`) })
        expect(await overflow(page), `game at ${size}`).toEqual({ page: 0, content: 0 })
        // Save, undo and the rules stay on screen, uncovered (on a phone: not under the prompt sheet).
        expect(
          await unreachable(page, [
            '[data-testid=save-game]',
            '[data-testid=undo]',
            '[data-testid=bots-finish]',
            '.rules-button',
          ]),
        ).toEqual([])
        // Unit names read at 11 px or more (more inches on a small table), none on another, and
        // the range rings' labels clear the names and bases.
        // The labels re-lay once the phone's controls strip has taken its measured height.
        await expect
          .poll(async () => (await tableLabels(page)).minFont, {
            timeout: 5000,
            message: `label size at ${size}`,
          })
          .toBeGreaterThanOrEqual(10.9)
        const labels = await tableLabels(page)
        expect(labels.names).toBeGreaterThan(3)
        expect(labels.overlaps).toEqual([])
        // Every choice of the prompt lies inside the screen and is big enough for a finger.
        const bad = await page.evaluate(
          ({ w, min }) =>
            [...document.querySelectorAll<HTMLElement>('.prompt-panel button.choice')]
              .map((b) => ({ r: b.getBoundingClientRect(), t: b.textContent?.trim() }))
              .filter(({ r }) => r.left < 0 || r.right > w + 0.5 || r.height < min)
              .map(
                ({ r, t }) => `${t} ${Math.round(r.left)}…${Math.round(r.right)} h${Math.round(r.height)}`,
              ),
          { w: SIZES[size].width, min: 44 },
        )
        expect(bad).toEqual([])
        const end = page.locator('.prompt-panel button.choice.end')
        await end.scrollIntoViewIfNeeded()
        expect(await end.isVisible()).toBe(true)
        // The move bar under the table keeps Confirm and Cancel on screen (it once cut them off).
        await page.locator('.prompt-panel button.choice', { hasText: /^Move/ }).first().click()
        await page.getByTestId('confirm-move').waitFor()
        for (const name of [/^Confirm move/, /^Cancel/]) {
          const r = await page.locator('.table-tools button', { hasText: name }).boundingBox()
          expect(r && r.x + r.width, `${name} at ${size}`).toBeLessThanOrEqual(SIZES[size].width + 0.5)
        }
      } finally {
        await ctx.close()
      }
    }, 120_000)

  test('WEB-SHELL-CONSOLE: no console errors along the way', () => {
    expect(errors).toEqual([])
  })
})
