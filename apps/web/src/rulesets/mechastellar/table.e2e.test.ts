/**
 * MechaStellar in the browser (Debian chromium through playwright-core): the setup page starts a
 * person-vs-bot Versus game; the person deploys at a free point of the table (the engine's verdict
 * shows as a ghost base; a spot outside the zone is refused with its reason), zooms with the
 * buttons and the wheel, pans by dragging, moves a unit to a free point, and plays on into the
 * battle; labels never overlap. On a phone (390×844) nothing scrolls sideways, the zoom buttons
 * cover no deployment spot, the status line is whole, Save and Undo are not under the prompt sheet
 * and labels read at 11 px or more. The bot's "why?" lists what it weighed (ENG-BOT-WHY). Screenshots at 1280×800, 768×1024 and 390×844 go to artifacts/.
 * Skips when chromium is missing.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  artifactPath,
  buildWeb,
  findChromium,
  launch,
  removeBuild,
  SIZES,
  startServer,
} from '../../../e2e/harness.ts'

const chromiumPath = findChromium()

/**
 * Starts the game with p1 holding the south half (MS-RULING-HALVES): the spots and facings these
 * tests click are p1's from the south, and the page dices for the halves unless told.
 */
async function startWithP1South(page: Page) {
  await page.getByTestId('ms-south').selectOption('p1')
  await page.getByTestId('ms-start').click()
}

/** Screenshots the prompt at desktop, tablet and phone widths, then returns to desktop. */
async function promptAtEverySize(page: Page, name: string) {
  for (const [w, h] of [
    [1280, 800],
    [768, 1024],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.waitForTimeout(200)
    await page.getByTestId('ms-prompt').scrollIntoViewIfNeeded()
    await page.screenshot({ path: artifactPath(`${name}-${w}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

describe.skipIf(!chromiumPath)('MechaStellar table, end to end', () => {
  let browser: Browser
  let server: { url: string; close: () => Promise<void> }
  let dist: string | undefined
  const errors: string[] = []

  beforeAll(async () => {
    dist = await buildWeb()
    server = await startServer(dist)
    browser = await launch(chromiumPath!)
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    removeBuild(dist)
  })

  /** Waits until the person is asked (a decision button shows) or the bot is still thinking. */
  const myTurn = async (page: Page) => {
    await page.locator('[data-testid^="ms-decide-"]').first().waitFor({ timeout: 60_000 })
  }

  /** Screen point of a table point (inches), through the board's own screen matrix. */
  const screenOf = (page: Page, x: number, y: number) =>
    page.getByTestId('ms-board').evaluate(
      (el, p) => {
        const m = (el as SVGSVGElement).getScreenCTM() as DOMMatrix
        const q = new DOMPoint(p.x, p.y).matrixTransform(m)
        return { x: q.x, y: q.y }
      },
      { x, y },
    )

  /** Hovers table points until the engine's ghost says legal, then clicks there; true when placed. */
  const placeFreely = async (page: Page, points: { x: number; y: number }[]) => {
    for (const p of points) {
      const q = await screenOf(page, p.x, p.y)
      await page.mouse.move(q.x, q.y)
      const ghost = page.getByTestId('ms-ghost')
      if ((await ghost.count()) === 0) continue
      if ((await ghost.getAttribute('data-ok')) !== 'yes') continue
      await page.mouse.click(q.x, q.y)
      return true
    }
    return false
  }

  /** No two unit labels overlap (their boxes, in screen pixels). */
  const labelOverlaps = (page: Page) =>
    page.$$eval('[data-testid="ms-label"] rect', (rects) => {
      const b = rects.map((r) => r.getBoundingClientRect())
      let n = 0
      for (let i = 0; i < b.length; i++)
        for (let j = i + 1; j < b.length; j++) {
          const a = b[i] as DOMRect
          const c = b[j] as DOMRect
          if (
            a.left < c.right - 0.5 &&
            c.left < a.right - 0.5 &&
            a.top < c.bottom - 0.5 &&
            c.top < a.bottom - 0.5
          )
            n++
        }
      return n
    })

  test('MS-WEB-TABLE, ENG-BOT-WHY: person vs bot, free placement anywhere (the engine judges), pan and zoom, into the battle; the bot says why', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/mechastellar/play`)
    await page.getByTestId('ms-setup').waitFor({ timeout: 60_000 })
    await page.getByTestId('ms-seat-p1').selectOption('')
    await page.getByTestId('ms-seat-p2').selectOption({ index: 1 })
    await startWithP1South(page)
    await page.getByTestId('ms-board').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('ms-cp').count()).toBe(5)
    expect(await page.getByTestId('ms-terrain').count()).toBeGreaterThan(0)
    await myTurn(page)
    // first the Mission Commander (the bot names its own at the same time)
    await page.getByTestId('ms-decide-commander').first().click()
    // the deployment band is drawn; a spot outside it is refused with the rule's reason
    await page.getByTestId('ms-deploy-band').waitFor()
    const mid = await screenOf(page, 24, 24)
    await page.mouse.move(mid.x, mid.y)
    await expect.poll(() => page.getByTestId('ms-ghost').getAttribute('data-ok')).toBe('no')
    expect(await page.getByTestId('ms-verdict').textContent()).toMatch(
      /Not there: outside the deployment zone/,
    )
    // free deployment: a point of our choosing (not one of the suggested spots)
    const before = await page.getByTestId('ms-unit').count()
    const row = Array.from({ length: 10 }, (_, i) => ({ x: 5.3 + i * 4.1, y: 7.3 }))
    expect(await placeFreely(page, row)).toBe(true)
    await expect.poll(() => page.getByTestId('ms-unit').count(), { timeout: 60_000 }).toBeGreaterThan(before)
    // zoom: buttons, wheel, fit
    const view0 = await page.getByTestId('ms-board').getAttribute('data-view')
    await page.getByTestId('ms-zoom-in').click()
    const view1 = await page.getByTestId('ms-board').getAttribute('data-view')
    expect(view1).not.toBe(view0)
    await page.mouse.move(mid.x, mid.y)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.getByTestId('ms-board').getAttribute('data-view')).not.toBe(view1)
    // pan: drag on empty table shifts the view
    const view2 = await page.getByTestId('ms-board').getAttribute('data-view')
    await page.mouse.move(mid.x + 200, mid.y + 200)
    await page.mouse.down()
    await page.mouse.move(mid.x + 260, mid.y + 220, { steps: 4 })
    await page.mouse.up()
    expect(await page.getByTestId('ms-board').getAttribute('data-view')).not.toBe(view2)
    await page.getByTestId('ms-zoom-fit').click()
    expect(await page.getByTestId('ms-board').getAttribute('data-view')).toBe(view0)
    // deploy the rest through the prompt's buttons, then play until a unit of ours may move
    let moved = false
    for (let i = 0; i < 80; i++) {
      await myTurn(page)
      const reach = page.getByTestId('ms-reach')
      if (!moved && (await reach.count())) {
        const cx = Number(await reach.getAttribute('cx'))
        const cy = Number(await reach.getAttribute('cy'))
        const r = Number(await reach.getAttribute('r'))
        const ring = Array.from({ length: 12 }, (_, k) => ({
          x: cx + Math.cos((k * Math.PI) / 6) * r * 0.55,
          y: cy + Math.sin((k * Math.PI) / 6) * r * 0.55,
        }))
        const text = await page.getByTestId('ms-prompt').textContent()
        if (await placeFreely(page, ring)) {
          await expect.poll(() => page.getByTestId('ms-prompt').textContent()).not.toBe(text)
          moved = true
          continue
        }
      }
      if (moved && (await page.getByTestId('ms-decide-attack').count())) break
      const pick = page.getByTestId('ms-decide-deploy').or(page.getByTestId('ms-decide-activate'))
      const move = page.getByTestId('ms-decide-move')
      if (await pick.count()) await pick.first().click()
      else if (await move.count()) await move.first().click()
      else await page.locator('[data-testid^="ms-decide-"]').first().click()
      await page.waitForTimeout(150)
    }
    expect(moved).toBe(true)
    expect(await page.getByTestId('ms-ring').count()).toBeGreaterThan(0)
    expect(await labelOverlaps(page)).toBe(0)
    // ENG-BOT-WHY: the bot's last explained choice, its candidates best first, the one taken marked
    await page.getByTestId('why-toggle').click()
    expect(await page.getByTestId('why-row').count()).toBeGreaterThan(1)
    expect(await page.locator('[data-testid="why-row"].chosen').count()).toBe(1)
    await page.getByTestId('why-list').scrollIntoViewIfNeeded()
    await page.screenshot({ path: artifactPath('ms-why-1280.png') })
    await page.mouse.move(5, 5)
    await page.screenshot({ path: artifactPath('ms-table-1280.png') })
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.waitForTimeout(200)
    expect(await labelOverlaps(page)).toBe(0)
    await page.screenshot({ path: artifactPath('ms-table-768.png') })
    await page.getByTestId('ms-zoom-in').click()
    await page.getByTestId('ms-zoom-in').click()
    await page.screenshot({ path: artifactPath('ms-table-768-zoomed.png') })
    expect(errors).toEqual([])
    await page.close()
  }, 300_000)

  test('MS-VS-SETUP: with control points placed by the sides, the person picks a pair from the prompt and the bot places the other', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/mechastellar/play`)
    await page.getByTestId('ms-setup').waitFor({ timeout: 60_000 })
    await page.getByTestId('ms-cps').selectOption('placed')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: artifactPath('ms-setup-390.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByTestId('ms-seat-p1').selectOption('')
    await page.getByTestId('ms-seat-p2').selectOption({ index: 1 })
    await startWithP1South(page)
    await page.getByTestId('ms-board').waitFor({ timeout: 60_000 })
    await myTurn(page)
    // only the centre point stands; the person (first to deploy) is asked for a pair
    expect(await page.getByTestId('ms-cp').count()).toBe(1)
    expect(await page.getByTestId('ms-prompt').textContent()).toMatch(/place a pair of control points/)
    expect(await page.getByTestId('ms-decide-place-cps').count()).toBeGreaterThan(3)
    await page.mouse.move(5, 5)
    await page.screenshot({ path: artifactPath('ms-cps-1280.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(200)
    await page.screenshot({ path: artifactPath('ms-cps-390.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByTestId('ms-decide-place-cps').first().click()
    // the bot places its pair, then the commanders are named
    await expect.poll(() => page.getByTestId('ms-cp').count(), { timeout: 60_000 }).toBe(5)
    await expect
      .poll(() => page.getByTestId('ms-decide-commander').count(), { timeout: 60_000 })
      .toBeGreaterThan(0)
    expect(await page.getByTestId('ms-prompt').textContent()).toMatch(/name your Mission Commander/)
    expect(errors).toEqual([])
    await page.close()
  }, 300_000)

  test('MS-WEB-TABLE: hot-seat — two people at one screen deploy by clicking the table and play into the battle', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/mechastellar/play`)
    await page.getByTestId('ms-setup').waitFor({ timeout: 60_000 })
    await page.getByTestId('ms-seat-p1').selectOption('')
    await page.getByTestId('ms-seat-p2').selectOption('')
    await startWithP1South(page)
    await page.getByTestId('ms-board').waitFor({ timeout: 60_000 })
    const seats = new Set<string>()
    for (let i = 0; i < 40; i++) {
      await myTurn(page)
      const head = (await page.getByTestId('ms-prompt').textContent()) ?? ''
      seats.add(head.split(':')[0] ?? '')
      if (await page.getByTestId('ms-reach').count()) break
      if (await page.getByTestId('ms-spot').count()) await page.getByTestId('ms-spot').first().click()
      else {
        const pick = page
          .getByTestId('ms-decide-activate')
          .or(page.getByTestId('ms-decide-order'))
          .or(page.getByTestId('ms-decide-face-done'))
        if (await pick.count()) await pick.first().click()
        else await page.locator('[data-testid^="ms-decide-"]').first().click()
      }
      await page.waitForTimeout(100)
    }
    // both people were asked, and one of them now has a unit to move
    expect(seats.size).toBeGreaterThanOrEqual(2)
    await page.getByTestId('ms-reach').waitFor()
    expect(errors).toEqual([])
    await page.close()
  }, 300_000)

  test('MS-WEB-PREGAME / MS-CMD-DESIGNATE / MS-DEPLOY-FACING: hot-seat — both people name a Commander from one prompt, deploy, then re-face in turn', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/mechastellar/play`)
    await page.getByTestId('ms-setup').waitFor({ timeout: 60_000 })
    await page.getByTestId('ms-seat-p1').selectOption('')
    await page.getByTestId('ms-seat-p2').selectOption('')
    await startWithP1South(page)
    await page.getByTestId('ms-board').waitFor({ timeout: 60_000 })
    await myTurn(page)
    // one prompt for both seats: each side's units as Commander buttons
    expect(await page.getByTestId('ms-prompt').textContent()).toMatch(
      /Blue and Red: name your Mission Commander/,
    )
    const named = page.getByTestId('ms-decide-commander')
    const blue = page.locator('[data-testid="ms-decide-commander"][data-seat="p1"]')
    const red = page.locator('[data-testid="ms-decide-commander"][data-seat="p2"]')
    expect(await blue.count()).toBe(5)
    expect(await red.count()).toBe(5)
    expect(await named.count()).toBe(10)
    await promptAtEverySize(page, 'ms-commander')
    await blue.nth(1).click()
    await expect.poll(() => page.getByTestId('ms-prompt').textContent()).toMatch(/^Red: name your/)
    await red.first().click()
    await expect.poll(() => page.getByTestId('ms-prompt').textContent()).toMatch(/deploy/)
    await page.getByTestId('ms-spot').first().waitFor()
    // deploy everything through the suggested spots, up to the re-facing step
    for (let i = 0; i < 30; i++) {
      await myTurn(page)
      if (await page.getByTestId('ms-decide-face-done').count()) break
      await page.getByTestId('ms-spot').first().click()
      await page.waitForTimeout(100)
    }
    expect(await page.getByTestId('ms-prompt').textContent()).toMatch(/^Blue: re-face your units/)
    // the unit card names the Commander Blue picked (its second unit)
    await page.locator('[data-testid="ms-unit"][data-unit="unit:p1-2"]').click()
    await expect.poll(() => page.getByTestId('ms-unit-card').textContent()).toMatch(/Mission Commander/)
    await page.getByTestId('ms-decide-face').first().click()
    await promptAtEverySize(page, 'ms-reface')
    await page.getByTestId('ms-decide-face-done').click()
    await expect.poll(() => page.getByTestId('ms-prompt').textContent()).toMatch(/^Red: re-face your units/)
    await page.getByTestId('ms-decide-face-done').click()
    await expect.poll(() => page.getByTestId('ms-prompt').textContent()).toMatch(/go first or second/)
    expect(errors).toEqual([])
    await page.close()
  }, 300_000)

  test('MS-WEB-PHONE: at 390×844 every control is reachable, nothing covers the spots, labels read', async () => {
    const ctx = await browser.newContext({ viewport: SIZES.phone, hasTouch: true })
    const page = await ctx.newPage()
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/mechastellar/play`)
    await page.getByTestId('ms-setup').waitFor({ timeout: 60_000 })
    await page.getByTestId('ms-seat-p1').selectOption('')
    await page.getByTestId('ms-seat-p2').selectOption('')
    await startWithP1South(page)
    await page.getByTestId('ms-board').waitFor({ timeout: 60_000 })
    await myTurn(page)
    // both Commanders first (MS-CMD-DESIGNATE); deployment then shows its spots
    await page.locator('[data-testid="ms-decide-commander"][data-seat="p1"]').first().click()
    await expect.poll(() => page.getByTestId('ms-prompt').textContent()).toMatch(/^Red: name your/)
    await page.locator('[data-testid="ms-decide-commander"][data-seat="p2"]').first().click()
    await page.getByTestId('ms-spot').first().waitFor()
    await myTurn(page)
    const check = async (when: string) => {
      const r = await page.evaluate(() => {
        const rect = (el: Element) => el.getBoundingClientRect()
        const hit = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        const zoom = [...document.querySelectorAll('[data-testid^="ms-zoom-"]')].map(rect)
        const spots = [...document.querySelectorAll('[data-testid="ms-spot"]')].map(rect)
        const covered = [
          ...document.querySelectorAll<HTMLElement>('[data-testid=save-game], [data-testid=undo]'),
        ]
          .filter((el) => {
            const b = rect(el)
            const x = b.left + b.width / 2
            // The whole button, not only its middle: a sheet over its lower half hides it too.
            const ys = [0.15, 0.5, 0.85].map((k) => b.top + b.height * k)
            return (
              b.bottom > window.innerHeight || ys.some((y) => !el.contains(document.elementFromPoint(x, y)))
            )
          })
          .map((el) => el.textContent)
        const verdict = document.querySelector<HTMLElement>('[data-testid="ms-verdict"]')
        const content = document.querySelector<HTMLElement>('.content')
        const fonts = [...document.querySelectorAll<SVGTextElement>('[data-testid="ms-label"] text')].map(
          (t) => {
            const m = t.getScreenCTM()
            return m ? Number.parseFloat(t.getAttribute('font-size') ?? '0') * Math.hypot(m.a, m.b) : 0
          },
        )
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          contentOverflow: content ? content.scrollWidth - content.clientWidth : 0,
          zoomOnSpots: zoom.filter((z) => spots.some((s) => hit(z, s))).length,
          zoomButtons: zoom.length,
          zoomSize: Math.min(...zoom.map((z) => Math.min(z.width, z.height))),
          covered,
          verdictCut: verdict
            ? verdict.scrollHeight > verdict.clientHeight + 1 || verdict.scrollWidth > verdict.clientWidth + 1
            : false,
          minFont: fonts.length ? Math.min(...fonts) : null,
        }
      })
      expect(r, when).toMatchObject({
        overflow: 0,
        contentOverflow: 0,
        zoomOnSpots: 0,
        zoomButtons: 3,
        covered: [],
        verdictCut: false,
      })
      expect(r.zoomSize, when).toBeGreaterThanOrEqual(44)
      if (r.minFont !== null) expect(r.minFont, when).toBeGreaterThanOrEqual(10.9)
      expect(await labelOverlaps(page), when).toBe(0)
      return r
    }
    expect(await page.getByTestId('ms-spot').count()).toBeGreaterThan(0)
    await check('deployment')
    await page.screenshot({ path: artifactPath('ms-table-390-deploy.png') })
    // Deploy through the suggested spots until both sides stand on the table.
    for (let i = 0; i < 40 && !(await page.getByTestId('ms-reach').count()); i++) {
      await myTurn(page)
      if (await page.getByTestId('ms-spot').count()) await page.getByTestId('ms-spot').first().click()
      else {
        const pick = page
          .getByTestId('ms-decide-activate')
          .or(page.getByTestId('ms-decide-order'))
          .or(page.getByTestId('ms-decide-face-done'))
        if (await pick.count()) await pick.first().click()
        else await page.locator('[data-testid^="ms-decide-"]').first().click()
      }
      await page.waitForTimeout(100)
    }
    expect(await page.getByTestId('ms-label').count()).toBeGreaterThan(0)
    const r = await check('battle')
    expect(r.minFont).not.toBeNull()
    await page.screenshot({ path: artifactPath('ms-table-390-battle.png') })
    expect(errors).toEqual([])
    await ctx.close()
  }, 300_000)

  test("MS-DEPLOY-TERRAIN / MS-RULING-HALVES: the setup page picks a layout, the players agree a piece's qualities and who takes the south half, and the game starts on that terrain", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/mechastellar/play`)
    await page.getByTestId('ms-setup').waitFor({ timeout: 60_000 })
    // the default table is the old quick layout
    expect(await page.getByTestId('ms-layout').inputValue()).toBe('ruins')
    await page.getByTestId('ms-layout').selectOption('waterfront')
    expect(await page.locator('[data-testid="ms-layout-preview"] polygon').count()).toBe(5)
    // the piece list starts closed (Start stays near the top on a phone); open it to agree qualities
    await page.getByTestId('ms-terrain-details').locator('summary').click()
    const bluff = page.locator('[data-testid="ms-piece"][data-id="terrain:bluff-n"]')
    const blocks = bluff.getByTestId('ms-quality-blocksLos')
    expect(await blocks.isChecked()).toBe(false)
    await blocks.check()
    // deep water is offered for water pieces only
    const bay = page.locator('[data-testid="ms-piece"][data-id="terrain:bay-w"]')
    expect(await bay.getByTestId('ms-quality-deepWater').isChecked()).toBe(true)
    expect(await bluff.getByTestId('ms-quality-deepWater').count()).toBe(0)
    await page.screenshot({ path: artifactPath('ms-setup-terrain-1280.png'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: artifactPath('ms-setup-terrain-390.png'), fullPage: true })
    // closed, the list no longer pushes Start down the phone's page (by several screens' worth of rows)
    const startY = async () =>
      page.getByTestId('ms-start').evaluate((b) => b.getBoundingClientRect().top + window.scrollY)
    const open = await startY()
    await page.getByTestId('ms-terrain-details').locator('summary').click()
    expect(await startY()).toBeLessThan(open - 300)
    await page.screenshot({ path: artifactPath('ms-setup-terrain-390-closed.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    // MS-RULING-HALVES: the page dices for the halves unless the players name a side; the preview
    // paints the top (south) band in that side's colour, grey while the dice are still to roll
    const southBand = () => page.getByTestId('ms-preview-south').getAttribute('fill')
    expect(await page.getByTestId('ms-south').inputValue()).toBe('dice')
    expect(await southBand()).toBe('#888')
    await page.getByTestId('ms-south').selectOption('p2')
    expect(await southBand()).toBe('#d23b3b')
    await page.getByTestId('ms-seat-p1').selectOption('')
    await page.getByTestId('ms-seat-p2').selectOption({ index: 1 })
    await startWithP1South(page)
    await page.getByTestId('ms-board').waitFor({ timeout: 60_000 })
    const drawn = page.getByTestId('ms-terrain')
    expect(await drawn.count()).toBe(5)
    const q = await page
      .locator('[data-testid="ms-terrain"][data-id="terrain:bluff-n"]')
      .getAttribute('data-qualities')
    expect(q?.split(' ')).toEqual(expect.arrayContaining(['highGround', 'blocksLos']))
    expect(
      await page
        .locator('[data-testid="ms-terrain"][data-id="terrain:bay-w"]')
        .getAttribute('data-qualities'),
    ).toBe('deepWater')
    expect(errors).toEqual([])
    await page.close()
  }, 300_000)
})
