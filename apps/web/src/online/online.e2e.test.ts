/**
 * Online play end to end in real browsers: one context creates a GUNFRAME game in the lobby and
 * opens the p1 invite link, a second context opens the p2 link, a third watches; each player hands
 * the seat to the in-browser bot, the p2 page is reloaded mid-game and resumes, the game ends, the
 * reveal checks out and the record replays to the server's hash.
 * Skips (loudly) without Debian's chromium; never downloads a browser.
 */
import { replay } from '@sortie/engine'
import { loadRuleset } from '@sortie/registry'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildWeb, findChromium, launch, removeBuild, startServer } from '../../e2e/harness.ts'

const chromiumPath = findChromium()
if (!chromiumPath)
  console.warn('\n*** SKIPPING the online e2e test: no `chromium` on PATH (apt-get install chromium). ***\n')

describe.skipIf(!chromiumPath)('online play in two browsers', () => {
  let browser: Browser
  let server: { url: string; close: () => Promise<void> }
  let dist: string | undefined
  const errors: string[] = []
  const watch = (p: Page) => {
    p.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    p.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  }

  beforeAll(async () => {
    dist = await buildWeb()
    server = await startServer(dist)
    browser = await launch(chromiumPath as string)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    removeBuild(dist)
  })

  test('WEB-ONLINE: create, invite, two seats and a spectator play through the server; reload resumes; seed revealed', async () => {
    const a = await (await browser.newContext()).newPage()
    const b = await (await browser.newContext()).newPage()
    const c = await (await browser.newContext()).newPage()
    for (const p of [a, b, c]) watch(p)

    await a.goto(`${server.url}/#/online`)
    await a.getByTestId('online-ruleset').selectOption('gunframe')
    // One unit a side keeps the game short; the lobby offers the ruleset's quick-battle options.
    await a.locator('details summary', { hasText: 'Quick battle options' }).click()
    await a.getByTestId('online-option-units').fill('1')
    await a.getByTestId('online-create').click()
    const links = a.getByTestId('online-links')
    const p1 = await links.getByTestId('invite-p1').getAttribute('href')
    const p2 = await links.getByTestId('invite-p2').getAttribute('href')
    const spectate = await links.getByTestId('invite-spectator').getAttribute('href')
    const gameId = decodeURIComponent(/#\/online\/([^/]+)/.exec(spectate ?? '')?.[1] ?? '')
    expect(gameId).toMatch(/^online:/)

    await a.goto(`${server.url}/${p1}`)
    await expect.poll(() => a.getByTestId('online-waiting').isVisible(), { timeout: 30_000 }).toBe(true)
    await b.goto(`${server.url}/${p2}`)
    await c.goto(`${server.url}/${spectate}`)
    await a.getByTestId('online-game').waitFor({ timeout: 60_000 })
    await b.getByTestId('online-game').waitFor({ timeout: 60_000 })
    await c.getByTestId('online-game').waitFor({ timeout: 60_000 })
    await expect
      .poll(() => a.getByTestId('presence-p2').getAttribute('data-connected'), { timeout: 30_000 })
      .toBe('yes')
    expect(await c.getByTestId('online-game').getAttribute('data-seat')).toBe('spectator')

    const step = (what: string) => console.warn(`[online e2e] ${what}`)
    step('both seats connected; bots take over')
    await a.getByTestId('online-autoplay').selectOption('random')
    await b.getByTestId('online-autoplay').selectOption('random')
    const seqOf = async (p: Page) => Number(await p.getByTestId('online-game').getAttribute('data-seq'))
    await expect.poll(() => seqOf(b), { timeout: 120_000 }).toBeGreaterThanOrEqual(6)

    // A reload resumes the seat from the server: same seq or later, the bot carries on.
    const before = await seqOf(b)
    await b.reload()
    await b.getByTestId('online-game').waitFor({ timeout: 60_000 })
    expect(await seqOf(b)).toBeGreaterThanOrEqual(before)

    step(`reloaded p2 at seq ${before}`)
    await c.getByTestId('online-outcome').waitFor({ timeout: 400_000 })
    step('game over')
    await b.getByTestId('online-outcome').waitFor({ timeout: 60_000 })
    await expect
      .poll(() => c.getByTestId('online-reveal').textContent(), { timeout: 10_000 })
      .toMatch(/matches its commitment/)

    const rec = await (await fetch(`${server.url}/api/online/games/${encodeURIComponent(gameId)}`)).json()
    expect(rec.status).toBe('over')
    expect(await seqOf(c)).toBe(rec.decisions.length)
    const pkg = await loadRuleset('gunframe')
    if (!pkg.ok) throw new Error(pkg.error.message)
    const again = replay(pkg.value.ruleset(), rec.setup, rec.seed, rec.decisions)
    expect(again.ok && again.value.hash).toBe(rec.hash)
    expect(errors).toEqual([])
  }, 600_000)

  test('WEB-ONLINE-SETUP: a ruleset’s own new-game page creates the game online, with its setup and the server’s bot', async () => {
    const a = await (await browser.newContext()).newPage()
    watch(a)
    await a.goto(`${server.url}/#/mechastellar/play`)
    await a.getByTestId('ms-setup').waitFor({ timeout: 60_000 })
    // The page's own choices travel with the game: here the alternate deployment and three rounds.
    await a.getByTestId('ms-deployment').selectOption('alternate')
    await a.getByTestId('ms-rounds').selectOption('3')
    await a.getByTestId('where-online').check()
    await a.getByTestId('ms-start').click()
    const links = a.getByTestId('online-links')
    await links.waitFor({ timeout: 30_000 })
    // Red is the page's default bot: the server plays it; Blue gets the invite link.
    expect(await links.textContent()).toMatch(/P2 played by the server's bot/)
    const p1 = await links.getByTestId('invite-p1').getAttribute('href')
    const gameId = decodeURIComponent(/#\/online\/([^/]+)/.exec(p1 ?? '')?.[1] ?? '')
    const rec = await (await fetch(`${server.url}/api/online/games/${encodeURIComponent(gameId)}`)).json()
    expect(rec.setup).toMatchObject({ deployment: 'alternate', rounds: 3 })
    await a.goto(`${server.url}/${p1}`)
    await a.getByTestId('online-game').waitFor({ timeout: 60_000 })
    await a.getByTestId('ms-board').waitFor({ timeout: 60_000 })
    expect(await a.getByTestId('online-game').getAttribute('data-seat')).toBe('p1')
    expect(errors).toEqual([])
  }, 180_000)
})
