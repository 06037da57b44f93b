/**
 * The rules at a hover: modifier chips and action buttons carry their rule id and
 * paraphrase from the rules index; "?" opens a searchable rules reference; on the GUNFRAME table,
 * wrecks where units died, numbered names for identical units, the target lit while an attack or
 * lock button is hovered, and a tape that says it measures edge to edge. Tablet screenshots go to
 * artifacts/. Skips (loudly) without Debian's chromium; it never downloads a browser.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, cityBattle, createPausedGame, type E2E, findChromium, startE2E } from './harness.ts'

const chromiumPath = findChromium()
if (!chromiumPath) console.warn('\n*** SKIPPING the reference e2e test: no `chromium` on PATH. ***\n')

const TABLET = { width: 768, height: 1024 }

/** Each unit's full label on the table (`data-label`), by unit id. */
async function tableLabels(page: Page): Promise<Map<string, string>> {
  const pairs = await page
    .locator('.table-layer.units g.unit[data-unit][data-label]')
    .evaluateAll((gs) => gs.map((g) => [g.getAttribute('data-unit')!, g.getAttribute('data-label')!]))
  return new Map(pairs as [string, string][])
}

/**
 * Every unit on the table whose name another unit of the battle shares reads "<name> <k>", k its
 * place among those twins in roster order; units without a twin carry their plain name.
 */
async function expectNumberedNames(
  page: Page,
  seed: string,
  edit?: (setup: import('@sortie/gunframe/battle').BattleSetup) => void,
): Promise<Map<string, string>> {
  const { state } = await cityBattle(seed, undefined, edit)
  const labels = await tableLabels(page)
  expect(labels.size).toBeGreaterThan(0)
  let twins = 0
  for (const [id, label] of labels) {
    const u = state.units.find((x) => x.id === id)!
    const same = state.units.filter((x) => x.profile.name === u.profile.name)
    if (same.length > 1) twins++
    expect(label, id).toBe(same.length > 1 ? `${u.profile.name} ${same.indexOf(u) + 1}` : u.profile.name)
  }
  expect(twins).toBeGreaterThan(1)
  return labels
}

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
  let e: E2E
  let server: E2E['server']
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    e = await startE2E({ viewport: TABLET })
    ;({ server, page, errors } = e)
    const id = await createFightingGame(server.url, 'e2e-reference')
    await page.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
    await page.locator('.prompt-panel[data-prompt="action"]').waitFor({ timeout: 60_000 })
  }, 240_000)
  afterAll(async () => {
    await e?.close()
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
    for (const title of await page.locator('[data-wreck] title').allTextContents())
      expect(title).toMatch(/^Wreck of \S/)
    await expectNumberedNames(page, 'e2e-reference')
    // Attack buttons name each target exactly as the table labels it, and no two read the same.
    const labels = await tableLabels(page)
    const attacks = await page.locator('.prompt-panel button.choice.attack').all()
    expect(attacks.length).toBeGreaterThan(0)
    const plain: string[] = []
    for (const a of attacks) {
      const target = (await a.getAttribute('data-target'))!
      expect(await a.locator('b').first().textContent()).toBe(labels.get(target))
      plain.push((await a.textContent()) ?? '')
    }
    expect(new Set(plain).size).toBe(plain.length)
  })

  test('WEB-NUMBERED-NAMES: twins with long names keep their numbers on the table, the card and the log', async () => {
    // Two more Martian Infantry (16 letters: the table cuts names at 12) beside the Lynx twins.
    const twin = (setup: import('@sortie/gunframe/battle').BattleSetup) => {
      const inf = setup.squadrons.p2!.find((u) => u.name === 'Martian Infantry')!
      setup.squadrons.p2!.push(structuredClone(inf), structuredClone(inf))
    }
    const id = await createPausedGame(server.url, 'e2e-twins', undefined, twin)
    const { ctx, page: p } = await e.open({ viewport: { width: 1280, height: 800 } })
    try {
      await p.goto(`${server.url}/#/play/${encodeURIComponent(id)}`)
      await p.locator('.prompt-panel[data-prompt="action"]').waitFor({ timeout: 60_000 })
      const labels = await expectNumberedNames(p, 'e2e-twins', twin)
      const infantry = [...labels.entries()].filter(([, l]) => l.startsWith('Martian Infantry'))
      expect(infantry.map(([, l]) => l).sort()).toEqual([
        'Martian Infantry 1',
        'Martian Infantry 2',
        'Martian Infantry 3',
      ])
      // The text drawn on the table is cut to fit, but keeps the number (a small table adds the
      // armour left after it, " · A1": not part of the name).
      for (const [unit, label] of infantry) {
        const drawn = (await p.locator(`g.unit[data-unit="${unit}"] text`).allTextContents()).map((t) =>
          t.replace(/ · A\d+$/, ''),
        )
        expect(
          drawn.some((t) => t.endsWith(label.slice(-2)) && t.length <= 12),
          `${label}: ${drawn}`,
        ).toBe(true)
      }
      // Hovering a twin shows its card under the same numbered name.
      const [unit, label] = infantry[1]!
      const box = (await p.locator(`g.unit[data-unit="${unit}"] circle`).last().boundingBox())!
      await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await p.getByTestId('unit-card').waitFor()
      expect(await p.locator('[data-testid=unit-card] .unit-info-head b').textContent()).toBe(label)
      // The log never names a twin without its number.
      const log = (await p.getByTestId('log').textContent()) ?? ''
      expect(log).not.toMatch(/\b(Lynx|Martian Infantry)\b(?! \d)/)
    } finally {
      await ctx.close()
    }
  }, 120_000)

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
