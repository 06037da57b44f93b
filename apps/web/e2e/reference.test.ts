/**
 * Issue 19, the rules at a hover: modifier chips and action buttons carry their rule id and
 * paraphrase from the rules index; "?" opens a searchable rules reference; on the GUNFRAME table,
 * wrecks where units died, numbered names for identical units, the target lit while an attack or
 * lock button is hovered, and a tape that says it measures edge to edge. Tablet screenshots go to
 * artifacts/. Skips (loudly) without Debian's chromium; it never downloads a browser.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, buildWeb, cityBattle, findChromium, launch, startServer } from './harness.ts'

const chromiumPath = findChromium()
if (!chromiumPath) console.warn('\n*** SKIPPING the reference e2e test: no `chromium` on PATH. ***\n')

const TABLET = { width: 768, height: 1024 }

/**
 * A hot-seat game played on by a simple script (attack when it can, otherwise close in) until a
 * unit has died and an action prompt offers an attack; saved on the server. Returns its id.
 */
async function createFightingGame(serverUrl: string, seed: string): Promise<string> {
  const { gf, setup, state } = await cityBattle(seed)
  let s = state
  const decisions = []
  for (let i = 0; i < 3000; i++) {
    const p = gf.prompt(s)
    if (!p) break
    const legal = gf.legal(s)
    const dead = s.units.some((u) => u.status === 'destroyed')
    if (dead && p.kind === 'action' && legal.some((d) => d.kind === 'attack')) break
    const near = (d: (typeof legal)[number]) => {
      if (d.kind !== 'move' || d.special) return Number.POSITIVE_INFINITY
      const me = s.units.find((u) => u.id === p.unit)
      const end = d.path.at(-1)!
      return Math.min(
        ...s.units
          .filter((u) => u.status === 'table' && u.side !== me?.side)
          .map((u) => Math.hypot(u.pos.x - end.x, u.pos.y - end.y)),
      )
    }
    const moves = legal.filter((d) => d.kind === 'move' && !d.special).sort((a, b) => near(a) - near(b))
    const d =
      legal.find((x) => x.kind === 'attack') ??
      (p.kind === 'action' && !(p as { moved?: boolean }).moved ? moves[0] : undefined) ??
      legal.find((x) => x.kind === 'end-activation') ??
      legal[0]!
    const r = gf.apply(s, d)
    if (!r.ok) throw new Error(r.error.message)
    decisions.push(d)
    s = r.value.state
  }
  const res = await fetch(`${serverUrl}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruleset: (await import('@sortie/gunframe/package')).default.id,
      seed,
      setup,
      decisions,
      title: 'fighting',
      meta: { bots: { p1: null, p2: null } },
    }),
  })
  const { game } = (await res.json()) as { game: { id: string } }
  return game.id
}

describe.skipIf(!chromiumPath)('rules at a hover and the GUNFRAME table marks (chromium)', () => {
  let browser: Browser
  let server: { url: string; close: () => Promise<void> }
  let ctx: BrowserContext
  let page: Page
  const errors: string[] = []

  beforeAll(async () => {
    const dist = await buildWeb()
    server = await startServer(dist)
    browser = await launch(chromiumPath!)
    ctx = await browser.newContext({ viewport: TABLET })
    page = await ctx.newPage()
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    const id = await createFightingGame(server.url, 'e2e-reference')
    await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
    await page.locator('.prompt-panel[data-prompt="action"]').waitFor({ timeout: 60_000 })
  }, 240_000)
  afterAll(async () => {
    await ctx?.close()
    await browser?.close()
    await server?.close()
  })

  test('WEB-RULE-TIPS: attack, lock and action buttons and modifier chips show their rule id and paraphrase', async () => {
    const attack = page.locator('.prompt-panel button.choice.attack').first()
    expect(await attack.getAttribute('title')).toMatch(/^GF-ATK-RANGE: \S+/)
    const end = page.locator('.prompt-panel button.choice.end')
    expect(await end.getAttribute('title')).toMatch(/GF-ACT-TWO: \S+/)
    for (const chip of await page.locator('[data-rule-chip]').all())
      expect(await chip.getAttribute('title')).toMatch(/^GF-[A-Z-]+: \S+/)
    // A long-press (context menu) shows the same words for fingers.
    await attack.dispatchEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 200, clientY: 700 })
    expect(await page.getByTestId('touch-tip').textContent()).toMatch(/GF-ATK-RANGE: /)
    await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointerdown')))
    await expect.poll(() => page.getByTestId('touch-tip').count()).toBe(0)
    for (const lock of await page.locator('.inline-choices .small-choice').all())
      expect(await lock.getAttribute('title')).toMatch(/GF-LOCK-ON: \S+/)
  })

  test('WEB-AIM-TARGET: hovering an attack button lights its target on the table', async () => {
    const attack = page.locator('.prompt-panel button.choice.attack').first()
    const target = await attack.getAttribute('data-target')
    await attack.hover()
    await expect.poll(() => page.getByTestId('aim-target').getAttribute('data-unit')).toBe(target)
    await page.screenshot({ path: artifactPath('reference-aim-tablet.png') })
    await page.mouse.move(5, 5)
  })

  test('WEB-WRECKS-NAMES: wrecks where units died; identical units carry numbered names', async () => {
    expect(await page.locator('[data-wreck]').count()).toBeGreaterThan(0)
    const labels = await page.locator('.table-layer.units [data-unit] text').allTextContents()
    const names = labels.map((t) => t.trim()).filter((t) => t.length > 1)
    expect(names.length).toBeGreaterThan(0)
    // Attack buttons name targets as the table does: no two buttons read the same.
    const buttons = await page.locator('.prompt-panel button.choice.attack b').allTextContents()
    const plain = await page.locator('.prompt-panel button.choice.attack').allTextContents()
    expect(new Set(plain).size).toBe(plain.length)
    expect(buttons.length).toBeGreaterThan(0)
  })

  test('WEB-TAPE-EDGE: the tape says it measures edge to edge', async () => {
    expect(await page.getByTestId('tape').getAttribute('title')).toMatch(/edge to edge/)
    // Dragged from one unit to another, the reading says edge to edge.
    const tokens = page.locator('.table-layer.units g.unit[data-unit] circle')
    const a = await tokens.nth(0).boundingBox()
    const b = await tokens.nth(tokens.count ? (await tokens.count()) - 1 : 1).boundingBox()
    await page.getByTestId('tape').click()
    await page.mouse.move(a!.x + a!.width / 2, a!.y + a!.height / 2)
    await page.mouse.down()
    await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 8 })
    await page.mouse.up()
    await expect
      .poll(() => page.locator('.tape text').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/edge/)]))
    await page.screenshot({ path: artifactPath('reference-tape-tablet.png') })
    await page.getByTestId('tape').click()
  })

  test('WEB-RULES-REF: "?" opens the rules reference, filtered by words or id', async () => {
    await page.getByTestId('rules-open').click()
    await page.getByTestId('rules-reference').waitFor()
    const all = await page.locator('.rules-list li').count()
    expect(all).toBeGreaterThan(100)
    await page.getByTestId('rules-search').fill('crossfire')
    await expect.poll(() => page.locator('.rules-list li[data-rule="GF-ATK-CROSSFIRE"]').count()).toBe(1)
    expect(await page.locator('.rules-list li').count()).toBeLessThan(all)
    await page.screenshot({ path: artifactPath('reference-rules-tablet.png') })
    await page.getByTestId('rules-search').fill('GF-LOCK')
    const ids = await page
      .locator('.rules-list li')
      .evaluateAll((ls) => ls.map((l) => l.getAttribute('data-rule')))
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.every((id) => id?.startsWith('GF-LOCK'))).toBe(true)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('rules-reference').count()).toBe(0)
    expect(errors).toEqual([])
  })
})
