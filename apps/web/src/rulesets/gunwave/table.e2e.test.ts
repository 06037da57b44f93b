/**
 * Gunwave in the browser (Debian chromium through playwright-core): a player against the narrator
 * bot commits one order and sees the turn resolve; a hot-seat game hands the device between seats
 * without showing one seat's sealed order to the next; a pilot sheet saved on the builder page
 * loads into a seat of a new game. Screenshots land in artifacts/. Skips when
 * chromium is missing.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  artifactPath,
  buildWeb,
  findChromium,
  launch,
  removeBuild,
  startServer,
} from '../../../e2e/harness.ts'

const chromiumPath = findChromium()

describe.skipIf(!chromiumPath)('Gunwave table, end to end', () => {
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

  const open = async (width: number, height: number): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width, height } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/gunwave/play`)
    await page.getByTestId('gw-setup').waitFor({ timeout: 60_000 })
    return page
  }

  test('GW-WEB-SHEET-SAVE / WEB-PLAY-WITH-IT: a pilot sheet made on the builder page is saved, then loaded into a seat of a new game', async () => {
    const page = await open(1280, 800)
    await page.goto(`${server.url}/#/gunwave/builder`)
    await page.getByTestId('gw-sheets').waitFor({ timeout: 60_000 })
    const mecha = await page.getByTestId('gw-mecha-name-b').inputValue()
    await page.getByTestId('gw-pilot-name-b').fill('Kai Test')
    // the whole sheet: each budget as the package counts it; an overspend is its problem, in words
    await expect.poll(() => page.getByTestId('gw-budget-attributes').textContent()).toContain('4 / 4')
    await page.getByTestId('gw-attr-body').fill('3')
    await expect.poll(() => page.getByTestId('gw-budget-attributes').textContent()).toContain('6 / 4')
    await page
      .getByTestId('gw-sheet-problems-b')
      .getByText(/add to 6/)
      .waitFor()
    await page.getByTestId('gw-attr-body').fill('1')
    await page.getByTestId('gw-trait-missile-barrage').check()
    await expect.poll(() => page.getByTestId('gw-budget-mecha-traits').textContent()).toContain('1 / 3')
    expect(await page.getByTestId('gw-sheet-problems-b').count()).toBe(0)
    await page.getByTestId('gw-save-sheet-b').click()
    await expect
      .poll(() => page.getByTestId('gw-sheet-note-b').textContent(), { timeout: 10_000 })
      .toContain('Saved Kai Test')
    for (const [w, h] of [
      [768, 1024],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h })
      await page.screenshot({ path: artifactPath(`gw-sheets-${w}.png`), fullPage: true })
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    // WEB-PLAY-WITH-IT: "Play with it" takes the sheet to Pilot 1's seat of the new-game page
    await page.getByTestId('gw-sheets-play').click()
    await page.getByTestId('gw-setup').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('gw-pilot-name-p1').inputValue()).toBe('Kai Test')
    // and the saved one loads into a seat from the saved list
    await expect
      .poll(() => page.getByTestId('gw-saved-p1').locator('option').allTextContents(), { timeout: 10_000 })
      .toContain(`Kai Test · ${mecha}`)
    await page.getByTestId('gw-saved-p1').selectOption({ label: `Kai Test · ${mecha}` })
    await expect
      .poll(() => page.getByTestId('gw-pilot-name-p1').inputValue(), { timeout: 10_000 })
      .toBe('Kai Test')
    // the trait chosen on the builder page came with it
    expect(await page.getByTestId('gw-sheet-print-p1').textContent()).toContain('Missile barrage')
    // a sheet changed at the table's door is saved back over the same entry, not added again
    await page.getByTestId('gw-save-sheet-p1').click()
    await expect
      .poll(() => page.getByTestId('gw-sheet-note-p1').textContent(), { timeout: 10_000 })
      .toContain('Saved')
    const names = await page.getByTestId('gw-saved-p1').locator('option').allTextContents()
    expect(names.filter((n) => n.startsWith('Kai Test'))).toHaveLength(1)
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)

  test('GW-WEB-ENCOUNTER: the new-game page offers every built-in encounter with its summary, and the opposition', async () => {
    const page = await open(1280, 800)
    const titles = await page.getByTestId('gw-encounter').locator('option').allTextContents()
    expect(titles).toEqual(['Colony breach', 'Orbital ambush', 'Relay defence'])
    await page.getByTestId('gw-encounter').selectOption({ label: 'Orbital ambush' })
    expect(await page.getByTestId('gw-encounter-summary').textContent()).toContain('vacuum')
    // a heavy opposition: one raider more than the captain and the one grunt a lone pilot faces
    await page.getByTestId('gw-opposition').selectOption('heavy')
    await page.getByTestId('gw-seat-narrator').selectOption({ index: 1 })
    await page.getByTestId('gw-start').click()
    await page.getByTestId('gw-board').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('gw-header').textContent()).toContain('3 mecha')
    // the scene is the encounter's: in space, with its debris field
    await expect.poll(() => page.locator('body').textContent(), { timeout: 10_000 }).toContain('debris field')
    expect(await page.locator('body').textContent()).toContain('space · zones')
    await page.screenshot({ path: artifactPath('gw-orbital-ambush-1280.png') })
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)

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
    // Ejecting is offered, and asks before it happens (GW-CMB-EJECT): staying aboard changes nothing.
    await page.getByTestId('gw-eject').click()
    await page.getByTestId('gw-eject-confirm').waitFor()
    await page.getByRole('button', { name: 'Stay aboard' }).click()
    await page.getByTestId('gw-eject').waitFor()
    await page.getByTestId('gw-order').first().click()
    // the narrator bot commits, the orders are revealed and resolved: the minor phase follows
    await expect.poll(() => page.getByText('orders revealed').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await expect
      .poll(() => page.getByTestId('gw-phase').textContent(), { timeout: 60_000 })
      .not.toMatch(/^action/i)
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

  /** From the home page: Gunwave's card, the new-game page, a pilot-and-mecha sheet made here. */
  const newcomer = async (width: number, height: number, narratorBot: boolean): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width, height } })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${server.url}/#/`)
    await page.locator('li[data-ruleset="gunwave"]').getByText('New game').click()
    await page.getByTestId('gw-setup').waitFor({ timeout: 60_000 })
    if (narratorBot) await page.getByTestId('gw-seat-narrator').selectOption({ index: 1 })
    else await page.getByTestId('gw-seat-narrator').selectOption('')
    await page.getByTestId('gw-archetype-p1').selectOption('brute')
    await page.getByTestId('gw-pilot-name-p1').fill('Kai Newcomer')
    await page.getByTestId('gw-mecha-name-p1').fill('Lancer')
    await page.getByTestId('gw-mecha-type-p1').selectOption('striker')
    await page.getByTestId('gw-weapon-p1-0').selectOption('machine-gun')
    await page.getByTestId('gw-weapon-p1-1').selectOption('beam-sword')
    expect(await page.getByTestId('gw-sheet-problems-p1').count()).toBe(0)
    return page
  }

  const replay = async (page: Page, name: string) => {
    await page.getByTestId('outcome').getByText('Watch the replay').click()
    await page.getByTestId('replay').waitFor({ timeout: 60_000 })
    // The replay opens on the last step; back to the start, then three decisions on.
    const [, total] = /\/ (\d+)/.exec((await page.getByTestId('replay-step').textContent()) ?? '') ?? []
    expect(Number(total)).toBeGreaterThan(3)
    await page.getByTitle('Start (Home)').click()
    for (let i = 0; i < 3; i++) await page.getByTestId('replay-next').click()
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toMatch(/^\s*3 \//)
    await page.screenshot({ path: artifactPath(`${name}-replay-1280.png`) })
  }

  test('GW-WEB-NEWCOMER-HOTSEAT GW-WEB-SHEET-LEARNED: a newcomer makes a pilot and mecha, runs the encounter as narrator against a player to its end, keeps what the pilot learned on the saved sheet, and replays it', async () => {
    const page = await newcomer(1280, 800, false)
    // The sheet is saved before the game, so what the pilot learns can go back to it.
    await page.getByTestId('gw-save-sheet-p1').click()
    await expect
      .poll(() => page.getByTestId('gw-sheet-note-p1').textContent(), { timeout: 10_000 })
      .toContain('Saved Kai Newcomer · Lancer')
    await page.screenshot({ path: artifactPath('gw-newcomer-setup-1280.png') })
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.screenshot({ path: artifactPath('gw-newcomer-setup-768.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByTestId('gw-start').click()
    await page.getByTestId('gw-board').waitFor({ timeout: 60_000 })
    // The player's sheet carries the names chosen on the setup page.
    await expect.poll(() => page.getByText('Lancer').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    // Play turns by hand — every seat's orders and minors, handing the device over — until the
    // narrator is back at the screen in turn 2.
    for (let i = 0; i < 40; i++) {
      const turn = (await page.getByTestId('gw-turn').textContent()) ?? ''
      if (turn.includes('2') && (await page.getByTestId('gw-narrator-tools').count()) > 0) break
      if ((await page.getByTestId('gw-handoff-ok').count()) > 0)
        await page.getByTestId('gw-handoff-ok').click()
      else if ((await page.getByTestId('gw-ready').count()) > 0) await page.getByTestId('gw-ready').click()
      else if ((await page.getByTestId('gw-order').count()) > 0)
        await page.getByTestId('gw-order').first().click()
      else if ((await page.getByTestId('gw-minor').count()) > 0)
        await page.getByTestId('gw-minor').first().click()
      await page.waitForTimeout(150)
    }
    await expect.poll(() => page.getByTestId('gw-turn').textContent()).toContain('2')
    await page.screenshot({ path: artifactPath('gw-newcomer-turn2-1280.png') })
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.screenshot({ path: artifactPath('gw-newcomer-turn2-768.png') })
    // GW-WEB-BOARD-LOOK: on a tablet the board shrinks so its legend stays inside the table band.
    const legend = await page.getByTestId('gw-legend').boundingBox()
    const band = await page.locator('.table-col').boundingBox()
    expect(legend!.y + legend!.height).toBeLessThanOrEqual(band!.y + band!.height + 1)
    await page.setViewportSize({ width: 1280, height: 800 })
    // The narrator decides the pilot has earned a rank (§3.2).
    await page.getByTestId('gw-tool-level-pilot').selectOption({ label: 'Kai Newcomer (piloting 1)' })
    await page.getByTestId('gw-tool-level-up').click()
    // The narrator ends the encounter with a logged reason.
    await page.getByTestId('gw-tool-reason').fill('the raiders withdraw')
    await page.getByTestId('gw-tool-winner').selectOption('players')
    await page.getByTestId('gw-tool-end').click()
    await page.getByTestId('outcome').waitFor({ timeout: 30_000 })
    // Gunwave scores no victory points: the card gives the ending's reason, never "0 VP".
    const line = await page.getByTestId('outcome-line').textContent()
    expect(line).toContain('the raiders withdraw')
    expect(line).not.toContain('VP')
    await page.screenshot({ path: artifactPath('gw-newcomer-over-1280.png') })
    // GW-WEB-SHEET-LEARNED: what the pilot learned, saved back over the sheet the game started from.
    const learned = page.getByTestId('gw-learned-p1')
    await expect
      .poll(() => learned.textContent(), { timeout: 10_000 })
      .toContain('Lancer: 1 encounter (was 0)')
    expect(await learned.textContent()).toContain('piloting 2 (was 1)')
    await page.getByTestId('gw-learned-save-p1').click()
    await expect
      .poll(() => page.getByTestId('gw-learned-note-p1').textContent(), { timeout: 10_000 })
      .toContain('Saved to Kai Newcomer · Lancer')
    await page.getByTestId('gw-learned').scrollIntoViewIfNeeded()
    await page.screenshot({ path: artifactPath('gw-newcomer-learned-1280.png') })
    const list = (await (await fetch(`${server.url}/api/rosters?ruleset=gunwave`)).json()) as {
      rosters: { id: string; name: string }[]
    }
    const entries = list.rosters.filter((r) => r.name === 'Kai Newcomer · Lancer')
    expect(entries).toHaveLength(1)
    const kept = (await (await fetch(`${server.url}/api/rosters/${entries[0]!.id}`)).json()) as {
      roster: { squadron: { pilot: { piloting: number; experience: Record<string, number> } } }
    }
    expect(kept.roster.squadron.pilot.piloting).toBe(2)
    expect(kept.roster.squadron.pilot.experience.Lancer).toBe(1)
    await replay(page, 'gw-newcomer-hotseat')
    expect(errors).toEqual([])
    await page.close()
  }, 240_000)

  test('GW-WEB-NEWCOMER-BOT: a newcomer plays a pilot against the narrator bot to the end and replays it', async () => {
    const page = await newcomer(1280, 800, true)
    await page.getByTestId('gw-start').click()
    await page.getByTestId('gw-order').first().waitFor({ timeout: 60_000 })
    await page.getByTestId('gw-order').first().click()
    await expect.poll(() => page.getByText('orders revealed').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    // Then the bots play the rest out (the shell's "bots finish").
    await page.getByTestId('bots-finish').click()
    await page.getByTestId('outcome').waitFor({ timeout: 180_000 })
    await page.screenshot({ path: artifactPath('gw-newcomer-bot-over-1280.png') })
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.screenshot({ path: artifactPath('gw-newcomer-bot-over-768.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    await replay(page, 'gw-newcomer-bot')
    expect(errors).toEqual([])
    await page.close()
  }, 300_000)
})
