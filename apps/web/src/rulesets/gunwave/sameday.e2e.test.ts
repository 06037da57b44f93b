/**
 * Gunwave in the browser: a knocked-out pilot's player declares the pilot dead (two presses, the
 * phase never waiting for it), and the game-over panel starts the next encounter of the same day
 * with the sheets as the battle left them, without the dead pilot's seat. Screenshots (the panel
 * at tablet width) land in artifacts/. Skips when chromium is missing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, type E2E, findChromium, startE2E } from '../../../e2e/harness.ts'

describe.skipIf(!findChromium())('Gunwave: declaring death and the next encounter, end to end', () => {
  let e: E2E
  beforeAll(async () => {
    e = await startE2E({ viewport: { width: 1280, height: 800 } })
  }, 300_000)
  afterAll(() => e?.close())

  test('GW-WEB-DEATH GW-RULING-DEATH-WINDOW GW-SHEET-SAME-DAY: a pilot knocked out is declared dead by its seat; the encounter ends and “Next encounter, same day” starts the next game with the living pilot’s updated sheet', async () => {
    const { page, server, errors } = e
    await page.goto(`${server.url}/#/gunwave/play`)
    await page.getByTestId('gw-setup').waitFor({ timeout: 60_000 })
    // Hot-seat: the narrator and two pilots are people at this screen.
    await page.getByTestId('gw-seat-narrator').selectOption('')
    await page.getByLabel('Players').selectOption('2')
    await page.getByTestId('gw-pilot-name-p2').fill('Wing Down')
    await page.getByTestId('gw-start').click()
    await page.getByTestId('gw-narrator-tools').waitFor({ timeout: 60_000 })
    // The narrator's adjustment takes Wing's Health to 0: knocked out (GW-RULING-ADJUST).
    await page.getByTestId('gw-tool-field').selectOption('health')
    await page.getByTestId('gw-tool-target').selectOption('pilot:p2')
    await page.getByTestId('gw-tool-delta').fill('-20')
    await page.getByTestId('gw-tool-reason').fill('cockpit fire')
    await page.getByTestId('gw-tool-adjust').click()
    // Pilot 2 is never waited on now, but its player may declare the pilot dead from this screen.
    const death = page.getByTestId('gw-death')
    await death.waitFor({ timeout: 30_000 })
    expect(await death.textContent()).toContain('Wing Down (Pilot 2) is unconscious')
    expect(await page.getByTestId('gw-pending').textContent()).not.toContain('Pilot 2')
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.getByTestId('gw-death-ask').click()
    await page.getByTestId('gw-death-confirm').waitFor()
    await page.getByTestId('gw-death-confirm').scrollIntoViewIfNeeded()
    await page.screenshot({ path: artifactPath('gw-declare-death-768.png') })
    // "Not now" changes nothing; the second press declares.
    await page.getByRole('button', { name: 'Not now' }).click()
    await page.getByTestId('gw-death-ask').click()
    await page.getByTestId('gw-death-yes').click()
    await expect.poll(() => page.getByTestId('gw-death').count(), { timeout: 10_000 }).toBe(0)
    await page.setViewportSize({ width: 1280, height: 800 })
    // The narrator ends the encounter.
    await page.getByTestId('gw-tool-reason').fill('the raiders withdraw')
    await page.getByTestId('gw-tool-winner').selectOption('players')
    await page.getByTestId('gw-tool-end').click()
    await page.getByTestId('outcome').waitFor({ timeout: 30_000 })
    const gameId = /#\/gunwave\/play\/([^/?]+)/.exec(page.url())?.[1]
    expect(gameId).toBeTruthy()
    await expect
      .poll(() => page.getByTestId('gw-learned-p2').textContent(), { timeout: 10_000 })
      .toContain('died in this encounter')
    const info = page.getByTestId('gw-same-day-info')
    await info.waitFor({ timeout: 10_000 })
    expect(await info.textContent()).toContain('Wing Down died and sits it out')
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.getByTestId('gw-learned').scrollIntoViewIfNeeded()
    await page.getByTestId('gw-learned').screenshot({ path: artifactPath('gw-same-day-panel-768.png') })
    await page.screenshot({ path: artifactPath('gw-same-day-768.png') })
    const before = (await (await fetch(`${server.url}/api/games/${gameId}`)).json()) as {
      game: {
        title: string
        setup: { players: { seat: string; sheet: { pilot: { experience: Record<string, number> } } }[] }
      }
    }
    await page.getByTestId('gw-same-day-start').click()
    await expect.poll(() => page.url(), { timeout: 30_000 }).not.toContain(gameId!)
    await page.getByTestId('gw-board').waitFor({ timeout: 60_000 })
    const nextId = /#\/gunwave\/play\/([^/?]+)/.exec(page.url())?.[1]
    const next = (await (await fetch(`${server.url}/api/games/${nextId}`)).json()) as typeof before
    expect(next.game.title).toBe(`${before.game.title} · encounter 2`)
    expect(next.game.setup.players.map((p) => p.seat)).toEqual(['p1'])
    const [was] = before.game.setup.players
    const [now] = next.game.setup.players
    const gained = Object.entries(now!.sheet.pilot.experience).filter(
      ([m, n]) => n === (was!.sheet.pilot.experience[m] ?? 0) + 1,
    )
    expect(gained).toHaveLength(1)
    expect(errors).toEqual([])
  }, 300_000)

  test('GW-SHEET-ONLINE: in an online game the panel offers each pilot’s updated sheet as a download, from the online game’s record', async () => {
    const { page, server, errors } = e
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${server.url}/#/gunwave/play`)
    await page.getByTestId('gw-setup').waitFor({ timeout: 60_000 })
    // The narrator is the person here; the one pilot is the server's bot.
    await page.getByTestId('gw-seat-narrator').selectOption('')
    await page.getByLabel('Players').selectOption('1')
    await page.getByTestId('gw-seat-p1').selectOption({ index: 1 })
    await page.getByTestId('where-online').check()
    await page.getByTestId('gw-start').click()
    const links = page.getByTestId('online-links')
    await links.waitFor({ timeout: 30_000 })
    const invite = await links.getByTestId('invite-narrator').getAttribute('href')
    await page.goto(`${server.url}/${invite}`)
    await page.getByTestId('online-game').waitFor({ timeout: 60_000 })
    await page.getByTestId('gw-narrator-tools').waitFor({ timeout: 60_000 })
    await page.getByTestId('gw-tool-reason').fill('the raiders withdraw')
    await page.getByTestId('gw-tool-winner').selectOption('players')
    await page.getByTestId('gw-tool-end').click()
    await page.getByTestId('online-outcome').waitFor({ timeout: 60_000 })
    const panel = page.getByTestId('gw-learned')
    await panel.waitFor({ timeout: 30_000 })
    await page.getByTestId('gw-learned-online').waitFor({ timeout: 30_000 })
    const save = page.getByTestId('gw-learned-save-p1')
    expect(await save.textContent()).toMatch(/^Download what .+ learned$/)
    // No same-day start here: the next encounter is a new online game.
    expect(await page.getByTestId('gw-same-day-start').count()).toBe(0)
    const download = page.waitForEvent('download')
    await save.click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.json$/)
    await page.setViewportSize({ width: 768, height: 1024 })
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: artifactPath('gw-learned-online-768.png') })
    expect(errors).toEqual([])
  }, 300_000)
})
