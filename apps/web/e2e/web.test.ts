/**
 * End to end through the real browser: build a squadron and fix a validation error, start a
 * hot-seat battle, move along a dragged path, pick an attack and read its odds, answer a reaction
 * prompt, let the bots finish, save, reload, replay. Screenshots go to artifacts/.
 * Skips (loudly) when Debian's chromium is not installed; it never downloads a browser.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, buildWeb, findChromium, launch, startServer } from './harness.ts'

const chromiumPath = findChromium()
if (!chromiumPath)
  console.warn(
    "\n*** SKIPPING the web e2e test: no `chromium` on PATH. Install Debian's chromium (apt-get install chromium); never download a browser. ***\n",
  )

describe.skipIf(!chromiumPath)('web app, end to end (playwright-core + Debian chromium)', () => {
  let browser: Browser
  let server: { url: string; close: () => Promise<void> }
  let page: Page
  const consoleErrors: string[] = []

  beforeAll(async () => {
    const dist = await buildWeb()
    server = await startServer(dist)
    browser = await launch(chromiumPath!)
    page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
    const keep = (text: string) => {
      consoleErrors.push(text)
      console.warn(`[browser console error] ${text}`)
    }
    page.on('console', (m) => {
      if (m.type() === 'error') keep(m.text())
    })
    page.on('pageerror', (e) => keep(`pageerror: ${e.message}\n${e.stack ?? ''}`))
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  const shot = (name: string) => page.screenshot({ path: artifactPath(`e2e-${name}.png`) })
  const promptKind = () => page.locator('.prompt-panel').getAttribute('data-prompt', { timeout: 10_000 })

  test('WEB-BUILDER: build a squadron, see a validation error beside its field, fix it, save', async () => {
    await page.goto(`${server.url}/#/builder`)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.getByRole('button', { name: '+ From scratch' }).click()
    const speed = page.locator('input[name="units[0].speed"]')
    await speed.fill('9')
    const problem = page.locator('.field.invalid .problem[data-path="units[0].speed"]')
    await expect.poll(() => problem.count()).toBeGreaterThan(0)
    await shot('builder-error')
    await speed.fill('5')
    await expect.poll(() => page.locator('.problem[data-path="units[0].speed"]').count()).toBe(0)
    await page.locator('select[aria-label="Example unit"]').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    expect(Number(await page.getByTestId('squadron-points').locator('span').textContent())).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.locator('.toast.ok').waitFor()
    await shot('builder-fixed')
    await page.getByRole('button', { name: 'Unit cards' }).click()
    expect(await page.locator('.unit-card').count()).toBe(2)
  })

  test('WEB-PLAY: hot-seat battle — deploy, move along a path, attack with odds, react, bots finish', async () => {
    await page.goto(`${server.url}/#/play`)
    await page.locator('select[aria-label="Red player"]').selectOption('')
    await page.locator('input[aria-label="Seed"]').fill('e2e-seed-1')
    await page.getByTestId('start-battle').click()
    await page.locator('.game-header').waitFor()

    // Roll-off, halves, deployment and initiative: answer with the first offered choice.
    for (let i = 0; i < 12; i++) {
      const kind = await promptKind()
      if (kind === 'deploy') {
        if (i < 3) {
          // Place one unit by hand inside the zone, the rest automatically.
          await page.locator('.prompt-panel .unit-buttons .choice').first().click()
          const zone = await page.locator('rect.zone').boundingBox()
          if (zone) {
            await page.mouse.move(zone.x + zone.width / 2, zone.y + zone.height / 2)
            await shot('deploy')
            await page.mouse.down()
            await page.mouse.up()
          }
        }
        await page.getByTestId('auto-deploy').click()
      } else if (kind === 'activate' || kind === 'action') break
      else await page.locator('.prompt-panel button.choice').first().click()
    }

    let moved = false
    let attacked = false
    let reacted = false
    for (let step = 0; step < 160 && !(moved && attacked && reacted); step++) {
      const kind = await promptKind()
      if (kind === 'activate') {
        await page.keyboard.press('1')
      } else if (kind === 'action') {
        const attack = page.locator('.prompt-panel .attack-choice button.choice')
        if (!attacked && (await attack.count()) > 0) {
          await attack.first().hover()
          const odds = page.locator('.prompt-panel [data-testid=odds]').first()
          await odds.waitFor()
          expect(await odds.locator('.odds-stats').textContent()).toMatch(/Avg dmg\d/)
          await shot('attack-odds')
          await attack.first().click()
          attacked = true
        } else if (await page.getByRole('button', { name: /^Move/ }).isVisible()) {
          if (await dragMoveTowardEnemy(page)) {
            if (!moved) await shot('move-preview')
            await page.keyboard.press('Enter')
            moved = true
          } else {
            await page.keyboard.press('Escape')
            await page.keyboard.press('e')
          }
        } else await page.keyboard.press('e')
      } else if (kind === 'react') {
        await shot('react')
        await page.keyboard.press('p')
        reacted = true
      } else {
        // Defend, dodge, power, target lock, disengage: the first offered answer.
        await page.locator('.prompt-panel button.choice').first().click()
      }
      await page.waitForTimeout(30)
      if (await page.getByTestId('outcome').isVisible()) break
    }
    expect(moved).toBe(true)
    expect(attacked).toBe(true)
    expect(reacted).toBe(true)
    expect(await page.locator('.die').count()).toBeGreaterThan(0)
    await shot('table')

    await page.getByTestId('bots-finish').click()
    await page.getByTestId('outcome').waitFor({ timeout: 120_000 })
    await shot('game-over')
  })

  test('WEB-SAVE: save, reload the page, and the game comes back the same', async () => {
    const turn = await page.getByTestId('turn').textContent()
    await page.getByTestId('save-game').click()
    await page.locator('.toast.ok').waitFor()
    await page.reload()
    await page.getByTestId('outcome').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('turn').textContent()).toBe(turn)
  })

  test('WEB-REPLAY: the replay viewer steps through the finished game and verifies its hash', async () => {
    await page.getByRole('link', { name: 'Replays' }).click()
    await page.getByRole('link', { name: 'Replay', exact: true }).first().click()
    const viewer = page.getByTestId('replay')
    await viewer.waitFor()
    expect(await viewer.locator('.badge.good').textContent()).toContain('hash verified')
    await page.keyboard.press('Home')
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^0 \//)
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight')
    expect(await page.getByTestId('replay-step').textContent()).toMatch(/^40 \//)
    await shot('replay')
  })

  test('WEB-CONSOLE: no console errors along the way', () => {
    expect(consoleErrors).toEqual([])
  })
})

/** Drags the active unit a few inches toward the nearest enemy; true when the engine calls it legal. */
async function dragMoveTowardEnemy(page: Page): Promise<boolean> {
  await page.keyboard.press('m')
  const info = await page.evaluate(() => {
    const sel = document.querySelector('.unit.selected circle:not([fill=none])')
    const g = document.querySelector('[data-testid=table] > g')
    if (!sel || !g) return null
    const me = sel.getBoundingClientRect()
    const side = sel.closest('[data-unit]')?.getAttribute('data-unit')?.split(':')[1]
    let best: { x: number; y: number; d: number } | null = null
    for (const el of document.querySelectorAll('[data-unit]')) {
      if (el.getAttribute('data-unit')?.split(':')[1] === side) continue
      const r = el.querySelector('circle:not([fill=none])')?.getBoundingClientRect()
      if (!r) continue
      const x = r.x + r.width / 2
      const y = r.y + r.height / 2
      const d = Math.hypot(x - (me.x + me.width / 2), y - (me.y + me.height / 2))
      if (!best || d < best.d) best = { x, y, d }
    }
    const ppi = (g as SVGGraphicsElement).getScreenCTM()?.a ?? 10
    return { x: me.x + me.width / 2, y: me.y + me.height / 2, target: best, ppi }
  })
  if (!info?.target) return false
  const dx = info.target.x - info.x
  const dy = info.target.y - info.y
  const len = Math.hypot(dx, dy) || 1
  for (const inches of [4, 3, 2, 1.5]) {
    for (const turn of [0, 0.5, -0.5, 1, -1]) {
      const c = Math.cos(turn)
      const s = Math.sin(turn)
      const ux = (dx * c - dy * s) / len
      const uy = (dx * s + dy * c) / len
      const k = inches * info.ppi
      // Two legs: a bend halfway, so the path has a real waypoint.
      const mid = { x: info.x + ux * k * 0.5 + uy * k * 0.15, y: info.y + uy * k * 0.5 - ux * k * 0.15 }
      const end = { x: info.x + ux * k, y: info.y + uy * k }
      await page.mouse.move(info.x, info.y)
      await page.mouse.down()
      await page.mouse.move(mid.x, mid.y, { steps: 4 })
      await page.mouse.up()
      await page.mouse.move(mid.x, mid.y)
      await page.mouse.down()
      await page.mouse.move(end.x, end.y, { steps: 4 })
      await page.mouse.up()
      const ok = await page.getByTestId('confirm-move').isEnabled()
      if (ok) return true
      await page.keyboard.press('Backspace')
      await page.keyboard.press('Backspace')
    }
  }
  return false
}
