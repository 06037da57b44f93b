/**
 * Frame Zero in the browser (Debian chromium through playwright-core): the setup page starts a
 * hot-seat game whose first placement is made by a click on the table; a bots-only game is drawn
 * with brick heights, stations, score and clock. Skips when chromium is missing.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildWeb, findChromium, launch, startServer } from '../../../e2e/harness.ts'

const chromiumPath = findChromium()

describe.skipIf(!chromiumPath)('Frame Zero table, end to end', () => {
  let browser: Browser
  let server: { url: string; close: () => Promise<void> }
  const errors: string[] = []

  beforeAll(async () => {
    const dist = await buildWeb()
    server = await startServer(dist)
    browser = await launch(chromiumPath!)
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  test('MF-WEB-TABLE: hot-seat setup, brick heights and stations on the table, a placement by click', async () => {
    const page = await browser.newPage()
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/framezero/play`)
    await page.getByTestId('fz-setup').waitFor({ timeout: 60_000 })
    await page.getByTestId('fz-seat-p2').selectOption('')
    await page.getByTestId('fz-start').click()
    await page.getByTestId('fz-board').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('fz-cover').count()).toBeGreaterThan(3)
    await expect.poll(() => page.getByTestId('fz-clock').textContent()).toContain('11')
    // the first prompt (a tie-break or the defender's first station) answered through the UI
    const before = await page.getByTestId('fz-station').count()
    if (await page.getByText('Take the Defender role').count())
      await page.getByText('Take the Defender role').click()
    const box = await page.getByTestId('fz-board').boundingBox()
    await page.mouse.click(box!.x + box!.width * 0.3, box!.y + box!.height * 0.5)
    await expect.poll(() => page.getByTestId('fz-station').count()).toBe(before + 1)
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)
})
