/**
 * Gunwave in the browser (Debian chromium through playwright-core): a player against the narrator
 * bot commits one order and sees the turn resolve; a hot-seat game hands the device between seats
 * without showing one seat's sealed order to the next. Screenshots land in artifacts/. Skips when
 * chromium is missing.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, buildWeb, findChromium, launch, startServer } from '../../../e2e/harness.ts'

const chromiumPath = findChromium()

describe.skipIf(!chromiumPath)('Gunwave table, end to end', () => {
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

  const open = async (width: number, height: number): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width, height } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/gunwave/play`)
    await page.getByTestId('gw-setup').waitFor({ timeout: 60_000 })
    return page
  }

  test('GW-WEB-TABLE: a pilot against the narrator bot commits an order and sees the turn resolve', async () => {
    const page = await open(1280, 800)
    await page.getByTestId('gw-seat-narrator').selectOption({ index: 1 })
    await page.getByTestId('gw-start').click()
    await page.getByTestId('gw-board').waitFor({ timeout: 60_000 })
    await page.getByTestId('gw-order').first().waitFor({ timeout: 60_000 })
    await page.screenshot({ path: artifactPath('gw-table-1280.png') })
    // when a shot is on offer, its odds show before it is committed
    if (
      (await page
        .getByTestId('gw-fire')
        .locator('option', { hasText: /fire \S+ at/ })
        .count()) > 0
    )
      await page.getByTestId('gw-odds').first().waitFor()
    await page.getByTestId('gw-order').first().click()
    // the narrator bot commits, the orders are revealed and resolved: the minor phase follows
    await expect.poll(() => page.getByText('orders revealed').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await expect
      .poll(() => page.getByTestId('gw-phase').textContent(), { timeout: 60_000 })
      .not.toContain('action')
    await page.screenshot({ path: artifactPath('gw-resolved-1280.png') })
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.screenshot({ path: artifactPath('gw-table-768.png') })
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)

  test('GW-WEB-HOTSEAT: the narrator uses a tool and seals orders, then hands over without showing them', async () => {
    const page = await open(1280, 800)
    await page.getByTestId('gw-seat-narrator').selectOption('')
    await page.getByTestId('gw-start').click()
    await page.getByTestId('gw-narrator-tools').waitFor({ timeout: 60_000 })
    // a narrator's adjustment with its reason lands in the log
    const npc = await page.getByTestId('gw-tool-npc').inputValue()
    const energy = page.getByTestId(`gw-energy-${npc}`)
    const [, now, max] = /Energy (\d+)\/(\d+)/.exec((await energy.textContent()) ?? '') ?? []
    await page.getByTestId('gw-tool-field').selectOption('energy')
    await page.getByTestId('gw-tool-target').selectOption(npc)
    await page.getByTestId('gw-tool-reason').fill('dust storm damage')
    await page.getByTestId('gw-tool-adjust').click()
    await expect.poll(() => page.getByText(/energy -1 — dust storm damage/).count()).toBeGreaterThan(0)
    // the sheet follows live
    await expect.poll(() => energy.textContent()).toContain(`Energy ${Number(now) - 1}/${max}`)
    // every NPC's order, then ready
    while ((await page.getByTestId('gw-ready').count()) === 0) {
      await page.getByTestId('gw-order').first().click()
    }
    const mine = await page.getByTestId('gw-committed').locator('li').allTextContents()
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.join(' ')).not.toContain('order sealed')
    await page.getByTestId('gw-ready').click()
    await page.getByTestId('gw-handoff').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('gw-board').count()).toBe(0)
    await page.screenshot({ path: artifactPath('gw-handoff.png') })
    await page.getByTestId('gw-handoff-ok').click()
    await page.getByTestId('gw-order').first().waitFor()
    const seen = (await page.getByTestId('gw-committed').textContent()) ?? ''
    expect(seen).toContain('order sealed')
    for (const line of mine) expect(seen).not.toContain(line)
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)
})
