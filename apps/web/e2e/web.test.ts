/**
 * End to end through the real browser: build a squadron and fix a validation error, start a
 * hot-seat battle, move along a dragged path, pick an attack and read its odds, answer a reaction
 * prompt, let the bots finish, save, reload, replay. Screenshots go to artifacts/.
 * Skips (loudly) when Debian's chromium is not installed; it never downloads a browser.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, createBotGame, createPausedGame, type E2E, findChromium, startE2E } from './harness.ts'
import { atGroupMove, GROUPS_SETUP, groupMovePick } from './scenarios.ts'

const chromiumPath = findChromium()
if (!chromiumPath)
  console.warn(
    "\n*** SKIPPING the web e2e test: no `chromium` on PATH. Install Debian's chromium (apt-get install chromium); never download a browser. ***\n",
  )

describe.skipIf(!chromiumPath)('web app, end to end (playwright-core + Debian chromium)', () => {
  let e: E2E
  let server: E2E['server']
  let page: Page
  let consoleErrors: string[]

  beforeAll(async () => {
    e = await startE2E()
    ;({ server, page, errors: consoleErrors } = e)
  }, 240_000)
  afterAll(async () => {
    await e?.close()
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
  }, 240_000)

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

  test('WEB-TABLET: 768×1024 portrait — panel below the table, 40 px targets, touch move, pan and pinch', async () => {
    const { ctx, page: tab } = await e.open({ viewport: { width: 768, height: 1024 }, hasTouch: true })
    try {
      const id = await createPausedGame(server.url, 'e2e-tablet')
      await tab.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
      await tab.locator('.prompt-panel[data-prompt=action]').waitFor()

      // Portrait: the panel sits under the table, not beside it.
      const table = (await tab.getByTestId('table').boundingBox())!
      const side = (await tab.locator('.side-col').boundingBox())!
      expect(side.y).toBeGreaterThanOrEqual(table.y + table.height - 1)
      expect(table.width).toBeGreaterThan(700)

      // Every visible control of the game screen is at least 40 px each way.
      const small = await tab.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.game button, .game select')]
          .filter((b) => b.offsetParent !== null)
          .map((b) => ({
            r: b.getBoundingClientRect(),
            t: b.textContent?.trim() || b.getAttribute('aria-label'),
          }))
          .filter(({ r }) => r.height < 40 || r.width < 40)
          .map(({ r, t }) => `${t} ${Math.round(r.width)}×${Math.round(r.height)}`),
      )
      expect(small).toEqual([])

      const t = await touchPad(tab)
      const viewBox = async () =>
        ((await tab.locator('.table-layer.ground').getAttribute('viewBox')) ?? '').split(' ').map(Number)
      const empty = await emptyTableSpot(tab)

      // One finger on empty table pans.
      const before = await viewBox()
      await t.drag([empty], [{ x: empty.x + 80, y: empty.y + 50 }])
      const panned = await viewBox()
      expect(panned[0]).not.toBeCloseTo(before[0]!, 1)
      expect(panned[2]).toBeCloseTo(before[2]!, 3)

      // Two fingers spreading zoom in about their midpoint.
      const a = { x: empty.x - 30, y: empty.y }
      const b = { x: empty.x + 30, y: empty.y }
      await t.drag(
        [a, b],
        [
          { x: a.x - 60, y: a.y },
          { x: b.x + 60, y: b.y },
        ],
      )
      const zoomed = await viewBox()
      expect(zoomed[2]!).toBeLessThan(panned[2]! * 0.8)
      await tab.getByRole('button', { name: 'Fit table' }).tap()

      // Tap the active unit to pick up the move tool, then drag it with a finger.
      const me = await tab.evaluate(() => {
        const r = document.querySelector('.unit.selected circle:not([fill=none])')!.getBoundingClientRect()
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
      })
      await t.tap(me)
      await tab.getByTestId('confirm-move').waitFor()
      const foe = await nearestEnemy(tab)
      let legal = false
      for (const turn of [0, 0.5, -0.5, 1, -1]) {
        const dx = foe.x - me.x
        const dy = foe.y - me.y
        const len = Math.hypot(dx, dy) || 1
        const k = 2.5 * foe.ppi
        const to = {
          x: me.x + ((dx * Math.cos(turn) - dy * Math.sin(turn)) / len) * k,
          y: me.y + ((dx * Math.sin(turn) + dy * Math.cos(turn)) / len) * k,
        }
        await t.drag([me], [to])
        legal = await tab.getByTestId('confirm-move').isEnabled()
        if (legal) break
        await tab.getByRole('button', { name: 'Undo waypoint' }).tap()
      }
      expect(legal).toBe(true)
      expect(await tab.getByTestId('move-status').textContent()).toMatch(/^Legal/)
      await tab.screenshot({ path: artifactPath('e2e-tablet-portrait.png') })
      await tab.getByTestId('confirm-move').tap()
      await expect.poll(() => tab.getByTestId('log').textContent()).toMatch(/moves \d/)
      await tab.screenshot({ path: artifactPath('e2e-tablet-moved.png') })
    } finally {
      await ctx.close()
    }
  }, 120_000)

  test('WEB-SETUP-RULES: mission, variant, environment and optional rules on the setup screen; a refusal in words', async () => {
    await page.goto(`${server.url}/#/play`)
    await page.getByRole('radio', { name: 'Raid' }).check()
    await page.getByRole('radio', { name: 'Bunker assault' }).check()
    expect(await page.getByTestId('mission-summary').textContent()).toMatch(
      /Raid · Bunker assault — Six structures/,
    )
    await page.getByRole('radio', { name: 'Storm' }).check()
    await page.getByRole('radio', { name: 'lightning' }).check()
    expect(await page.getByTestId('setup-summary').textContent()).toBe(
      'Raid · Bunker assault · Storm (lightning)',
    )
    expect(await page.getByTestId('game-size').textContent()).toMatch(/Clash · 100 pts a side/)
    // Two transformation criteria at once: the engine refuses, the screen says why in words.
    await page.getByLabel('Combiner: the head').check()
    await page.getByLabel('Combiner: on the ropes').check()
    const problem = page.getByTestId('setup-problem')
    await problem.waitFor()
    const text = (await problem.textContent()) ?? ''
    expect(text).toMatch(/one transformation criterion/i)
    expect(text).not.toMatch(/[{}[\]]/)
    expect(await page.getByTestId('start-battle').isDisabled()).toBe(true)
    expect(await page.locator('.has-problem [data-section=optional]').count()).toBe(1)
    await page.getByLabel('Combiner: on the ropes').uncheck()
    await expect.poll(() => problem.count()).toBe(0)
    // A random battlefield shows its seed; the preview draws the mission's deployment zones.
    await page.getByRole('radio', { name: 'Random' }).check()
    expect(await page.getByLabel('Battlefield seed').inputValue()).toMatch(/\w+/)
    expect(await page.locator('.setup-preview [data-zone]').count()).toBeGreaterThanOrEqual(2)
    await shot('setup-rules')
  })

  test('WEB-MISSION: a non-default mission and environment — header, placing by clicking the table, markers drawn', async () => {
    await page.goto(`${server.url}/#/play`)
    await page.locator('select[aria-label="Red player"]').selectOption('')
    await page.getByRole('radio', { name: 'Loot', exact: true }).check()
    await page.getByRole('radio', { name: 'Storm' }).check()
    await page.getByRole('radio', { name: 'dust' }).check()
    await page.locator('input[aria-label="Seed"]').fill('e2e-loot')
    await shot('setup-loot')
    await page.getByTestId('start-battle').click()
    await page.locator('.game-header').waitFor()
    expect(await page.getByTestId('hdr-mission').textContent()).toBe('Loot')
    expect(await page.getByTestId('hdr-environment').textContent()).toMatch(/^Storm \(dust\)/)
    expect(await page.getByTestId('turn').textContent()).toBe('0/5')

    let placed = 0
    for (let i = 0; i < 30; i++) {
      const kind = await promptKind()
      if (kind === 'mission-setup') {
        const before = await page.locator('[data-mark]').count()
        // Hovering a choice lights its spot on the table; clicking a spot on the table takes it.
        await page.locator('.prompt-panel button.choice').nth(2).hover()
        await expect.poll(() => page.locator('.pos-spot.hot').count()).toBe(1)
        if (placed === 0) await shot('mission-setup-hover')
        const spot = (await page
          .locator('.pos-spot')
          .nth(placed % 5)
          .boundingBox())!
        await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2)
        await expect.poll(() => page.locator('[data-mark]').count()).toBe(before + 1)
        placed++
      } else if (kind === 'deploy') await page.getByTestId('auto-deploy').click()
      else if (kind === 'activate' || kind === 'action') break
      else await page.locator('.prompt-panel button.choice').first().click()
    }
    expect(placed).toBe(8)
    expect(await page.locator('[data-mark=hq]').count()).toBe(2)
    expect(await page.locator('[data-mark=loot]').count()).toBe(6)
    await page.locator('.legend-toggle').click()
    const legend = (await page.getByTestId('legend').textContent()) ?? ''
    expect(legend).toContain('HQ marker')
    expect(legend).toContain('Loot counter')
    await shot('loot-table')
  }, 60_000)

  test('WEB-MISSION-PLAY: a Domination game in progress draws its five markers; VP per side in the header', async () => {
    const id = await createBotGame(server.url, {
      seed: 'e2e-dom',
      setup: { mission: 'domination', environment: { id: 'storm', storm: 'dust' } },
      stop: (s, kind) => s.turn >= 3 && kind === 'action',
    })
    await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
    await page.locator('.prompt-panel[data-prompt=action]').waitFor()
    expect(await page.locator('[data-mark=objective]').count()).toBe(5)
    expect(await page.locator('.control-ring').count()).toBe(5)
    expect(await page.getByTestId('hdr-mission').textContent()).toBe('Domination')
    expect(await page.getByTestId('turn').textContent()).toBe('3/5')
    const vp =
      Number(await page.getByTestId('vp-p1').textContent()) +
      Number(await page.getByTestId('vp-p2').textContent())
    expect(vp).toBeGreaterThan(0)
    await shot('domination')
  })

  test('WEB-POWER: the power-attack purchase shows each option with its cost and effect, and the points left', async () => {
    const id = await createBotGame(server.url, {
      seed: 'e2e-power',
      setup: { mission: 'carnage' },
      stop: (_s, kind) => kind === 'power',
    })
    await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
    await page.locator('.prompt-panel[data-prompt=power]').waitFor()
    const shop = page.getByTestId('power-shop')
    const cards = shop.locator('[data-power]')
    expect(await cards.count()).toBeGreaterThan(0)
    for (const card of await cards.all()) {
      expect(await card.locator('.power-card-cost').textContent()).toMatch(/pt/)
      expect(((await card.locator('.power-card-note').textContent()) ?? '').length).toBeGreaterThan(10)
    }
    const points = Number(await page.getByTestId('power-left').textContent())
    expect(points).toBeGreaterThan(0)
    // Put the first offered purchase in the basket: the points left drop by its cost.
    const first = shop
      .locator('[data-power] button:not([disabled]), button[data-power]:not([disabled])')
      .first()
    await first.click()
    await expect
      .poll(async () => Number(await page.getByTestId('power-left').textContent()))
      .toBeLessThan(points)
    await shot('power')
    await shop.locator('button.choice').click()
    await expect.poll(() => promptKind()).not.toBe('power')
  })

  test('WEB-GROUP-MOVE: the follower spots on the table — hover a button or a spot to light its twin, tap a spot to move', async () => {
    const id = await createBotGame(server.url, {
      seed: 'g1',
      setup: GROUPS_SETUP,
      pick: groupMovePick,
      stop: (s) => atGroupMove(s),
    })
    await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
    await page.locator('.prompt-panel[data-prompt=choose]').waitFor()
    expect(await page.locator('.prompt-title').textContent()).toContain('Follow the group leader')
    const buttons = page.locator('.prompt-panel button.choice', { hasText: /^Move to/ })
    const spots = page.locator('[data-spot=unit] circle.pos-spot')
    const n = await buttons.count()
    expect(n).toBeGreaterThan(0)
    expect(await spots.count()).toBe(n)
    await buttons.first().hover()
    expect(await page.locator('circle.pos-spot.hot').count()).toBe(1)
    await shot('group-move')
    // The other way round: the pointer over a spot lights its button.
    const box = (await spots.last().boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(() => page.locator('.prompt-panel button.choice.hot').count()).toBe(1)
    const { page: tablet } = await e.open({ viewport: { width: 768, height: 1024 } })
    await tablet.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
    await tablet.locator('.prompt-panel[data-prompt=choose]').waitFor()
    await tablet
      .locator('.prompt-panel button.choice', { hasText: /^Move to/ })
      .first()
      .hover()
    await tablet.screenshot({ path: artifactPath('e2e-group-move-portrait.png') })
    await tablet.close()
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect
      .poll(() => page.locator('.prompt-title').textContent())
      .not.toContain('Follow the group leader')
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
    const g = document.querySelector('[data-testid=table] g.world')
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

type Pt = { x: number; y: number }

/** Real touch input through the DevTools protocol: Chromium turns it into touch pointer events. */
async function touchPad(p: Page) {
  const cdp = await p.context().newCDPSession(p)
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: Pt[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : pts.map((q, id) => ({ x: q.x, y: q.y, id })),
    })
  const frame = () => p.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
  return {
    async tap(at: Pt) {
      await send('touchStart', [at])
      await send('touchEnd', [])
      await frame()
    },
    /** Fingers down at `from`, moved in steps to `to`, lifted. */
    async drag(from: Pt[], to: Pt[], steps = 8) {
      await send('touchStart', from)
      for (let i = 1; i <= steps; i++) {
        const k = i / steps
        await send(
          'touchMove',
          from.map((f, j) => ({ x: f.x + (to[j]!.x - f.x) * k, y: f.y + (to[j]!.y - f.y) * k })),
        )
        await frame()
      }
      await send('touchEnd', [])
      await frame()
      await frame()
    },
  }
}

/** A point on the table with no unit under it or near it. */
async function emptyTableSpot(p: Page): Promise<Pt> {
  return p.evaluate(() => {
    const box = document.querySelector('[data-testid=table]')!.getBoundingClientRect()
    const units = [...document.querySelectorAll('[data-unit] circle:not([fill=none])')].map((c) =>
      c.getBoundingClientRect(),
    )
    for (let i = 0; i < 100; i++) {
      const x = box.x + box.width * (0.3 + (0.4 * ((i * 7) % 10)) / 10)
      const y = box.y + box.height * (0.3 + (0.4 * ((i * 3) % 10)) / 10)
      if (units.every((r) => Math.hypot(r.x + r.width / 2 - x, r.y + r.height / 2 - y) > 120)) return { x, y }
    }
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })
}

/** Screen position of the enemy nearest the selected unit, and pixels per inch. */
async function nearestEnemy(p: Page): Promise<Pt & { ppi: number }> {
  return p.evaluate(() => {
    const sel = document.querySelector('.unit.selected')!
    const side = sel.getAttribute('data-unit')?.split(':')[1]
    const c = (el: Element) => {
      const r = el.querySelector('circle:not([fill=none])')!.getBoundingClientRect()
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
    }
    const me = c(sel)
    let best = { x: 0, y: 0, d: Infinity }
    for (const el of document.querySelectorAll('[data-unit]')) {
      if (el.getAttribute('data-unit')?.split(':')[1] === side) continue
      const q = c(el)
      const d = Math.hypot(q.x - me.x, q.y - me.y)
      if (d < best.d) best = { ...q, d }
    }
    const g = document.querySelector('[data-testid=table] g.world') as SVGGraphicsElement
    return { x: best.x, y: best.y, ppi: g.getScreenCTM()?.a ?? 10 }
  })
}
