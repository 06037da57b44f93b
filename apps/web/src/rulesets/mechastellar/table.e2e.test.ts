/**
 * MechaStellar in the browser (Debian chromium through playwright-core): the setup page starts a
 * person-vs-bot Versus game; the person deploys by clicking a marker on the table, plays on into
 * the battle through the prompt's buttons, and the table shows control points, engagement rings
 * and (when an attack is offered) its odds. Screenshots at 1280×800 and 768×1024 go to artifacts/.
 * Skips when chromium is missing.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, buildWeb, findChromium, launch, startServer } from '../../../e2e/harness.ts'

const chromiumPath = findChromium()

describe.skipIf(!chromiumPath)('MechaStellar table, end to end', () => {
  let browser: Browser
  let server: { url: string; close: () => Promise<void> }
  const errors: string[] = []

  beforeAll(async () => {
    // its own dist, so parallel builds of the other rulesets' tests are not disturbed
    const dist = await buildWeb(join(tmpdir(), 'sortie-ms-web-dist'))
    server = await startServer(dist)
    browser = await launch(chromiumPath!)
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  /** Waits until the person is asked (a decision button shows) or the bot is still thinking. */
  const myTurn = async (page: Page) => {
    await page.locator('[data-testid^="ms-decide-"]').first().waitFor({ timeout: 60_000 })
  }

  test('MS-WEB-TABLE: person vs bot, a deployment by click on the table, then play into the battle', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/mechastellar/play`)
    await page.getByTestId('ms-setup').waitFor({ timeout: 60_000 })
    await page.getByTestId('ms-seat-p1').selectOption('')
    await page.getByTestId('ms-seat-p2').selectOption({ index: 1 })
    await page.getByTestId('ms-start').click()
    await page.getByTestId('ms-board').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('ms-cp').count()).toBe(5)
    expect(await page.getByTestId('ms-terrain').count()).toBeGreaterThan(0)
    // the person's first decision: a deployment spot clicked on the table
    await myTurn(page)
    await page.getByTestId('ms-spot').first().waitFor()
    const before = await page.getByTestId('ms-unit').count()
    await page.getByTestId('ms-spot').first().click()
    await expect.poll(() => page.getByTestId('ms-unit').count(), { timeout: 60_000 }).toBeGreaterThan(before)
    // deploy the rest through the prompt's buttons, then answer until an attack is on offer
    for (let i = 0; i < 80; i++) {
      await myTurn(page)
      if (await page.getByTestId('ms-decide-attack').count()) break
      const pick = page.getByTestId('ms-decide-deploy').or(page.getByTestId('ms-decide-activate'))
      const move = page.getByTestId('ms-decide-move')
      if (await pick.count()) await pick.first().click()
      else if (await move.count()) await move.first().click()
      else await page.locator('[data-testid^="ms-decide-"]').first().click()
      await page.waitForTimeout(150)
    }
    expect(await page.getByTestId('ms-ring').count()).toBeGreaterThan(0)
    await page.screenshot({ path: artifactPath('ms-table-1280.png') })
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.screenshot({ path: artifactPath('ms-table-768.png') })
    expect(errors).toEqual([])
    await page.close()
  }, 240_000)
})
