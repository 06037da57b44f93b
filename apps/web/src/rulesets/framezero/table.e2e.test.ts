/**
 * Frame Zero in the browser (Debian chromium through playwright-core): the setup page and a
 * placement by click; dice dragged onto actions (and the keyboard fallback); the odds of a declared
 * attack; the company builder; and a newcomer's whole game — build two companies, start against the
 * bot, deploy, play a turn, hand the rest to the bots to the clock's end, save, resume, replay.
 * Screenshots at three sizes go to artifacts/. Skips when chromium is missing.
 */
import { type FzDecision, type FzState, greedyBot, quickBattle } from '@sortie/framezero'
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
import { ruleset } from './engine.ts'

const chromiumPath = findChromium()

/**
 * A hot-seat game (both seats people) played by the greedy bot until `stop`, stored on the server.
 * Returns its id and the state it stopped at.
 */
async function pausedGame(
  url: string,
  seed: string,
  stop: (s: FzState) => boolean,
): Promise<{ id: string; state: FzState }> {
  const setup = quickBattle(2)
  if (!setup.ok) throw new Error(setup.error.message)
  const started = ruleset.start(setup.value, seed)
  if (!started.ok) throw new Error(started.error.message)
  let s = started.value
  const decisions: FzDecision[] = []
  for (let i = 0; i < 3000 && !stop(s); i++) {
    const p = ruleset.prompt(s)
    if (!p) throw new Error('the game ended before the wanted moment')
    const legal = ruleset.legal(s)
    const { decision } = greedyBot.decide(s, p.seat, { legal, rand: () => 0.5, budgetMs: 50 })
    const r = ruleset.apply(s, decision)
    if (!r.ok) throw new Error(r.error.message)
    decisions.push(decision)
    s = r.value.state
  }
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruleset: 'framezero',
      seed,
      setup: setup.value,
      decisions,
      title: 'Frame Zero in progress',
      meta: { bots: { p1: null, p2: null } },
    }),
  })
  const { game } = (await res.json()) as { game: { id: string } }
  return { id: game.id, state: s }
}

/** Drags element `from` onto element `to` with the mouse in small steps (pointer events). */
async function drag(page: Page, from: string, to: string) {
  const a = (await page.locator(from).boundingBox())!
  const b = (await page.locator(to).boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  for (let k = 1; k <= 8; k++)
    await page.mouse.move(
      a.x + a.width / 2 + ((b.x + b.width / 2 - a.x - a.width / 2) * k) / 8,
      a.y + a.height / 2 + ((b.y + b.height / 2 - a.y - a.height / 2) * k) / 8,
    )
  await page.mouse.up()
}

describe.skipIf(!chromiumPath)('Frame Zero table, end to end', () => {
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

  const newPage = async (size: keyof typeof SIZES = 'desktop') => {
    const page = await browser.newPage({ viewport: SIZES[size], hasTouch: size !== 'desktop' })
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text())
    })
    return page
  }

  test('MF-WEB-TABLE: hot-seat setup, brick heights and stations on the table, a placement by click', async () => {
    const page = await newPage()
    await page.goto(`${server.url}/#/framezero/play`)
    await page.getByTestId('fz-setup').waitFor({ timeout: 60_000 })
    await page.getByTestId('fz-seat-p2').selectOption('')
    // the alternative rule MF-ALT-DIFFICULT as a setup option: its patches are drawn as such
    await page.getByTestId('fz-alt-difficult').check()
    await page.getByTestId('fz-start').click()
    await page.getByTestId('fz-board').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('fz-cover').count()).toBeGreaterThan(3)
    expect(await page.getByTestId('fz-cover').filter({ hasText: 'difficult' }).count()).toBe(2)
    await expect.poll(() => page.getByTestId('fz-clock').textContent()).toContain('11')
    // before round 1 the header names the step, not an empty round
    expect(await page.getByTestId('fz-round').textContent()).toMatch(/Starting tie|Deployment/)
    const before = await page.getByTestId('fz-station').count()
    const defend = page.getByRole('button', { name: 'Take the Defender role' })
    // MF-WEB-PROMPT: the heading is in words, not the engine's step name
    expect(await page.getByTestId('fz-prompt').textContent()).not.toMatch(/tieBreak|: place\b/)
    if (await defend.count()) await defend.click()
    const box = await page.getByTestId('fz-board').boundingBox()
    await page.mouse.click(box!.x + box!.width * 0.3, box!.y + box!.height * 0.5)
    await expect.poll(() => page.getByTestId('fz-station').count()).toBe(before + 1)
    // the shared camera: zoom in narrows the view, a drag pans it, fit shows the whole table again
    const viewW = async () =>
      Number((await page.getByTestId('fz-board').getAttribute('data-view'))!.split(' ')[2])
    const whole = await viewW()
    await page.getByTestId('fz-zoom-in').click()
    expect(await viewW()).toBeLessThan(whole)
    const panned = await page.getByTestId('fz-board').getAttribute('data-view')
    await page.mouse.move(box!.x + box!.width * 0.5, box!.y + box!.height * 0.5)
    await page.mouse.down()
    await page.mouse.move(box!.x + box!.width * 0.4, box!.y + box!.height * 0.5, { steps: 5 })
    await page.mouse.up()
    expect(await page.getByTestId('fz-board').getAttribute('data-view')).not.toBe(panned)
    // a pan is not a placement
    expect(await page.getByTestId('fz-station').count()).toBe(before + 1)
    await page.getByTestId('fz-zoom-fit').click()
    expect(await viewW()).toBeCloseTo(whole)
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)

  test('MF-WEB-DICE: a die dragged onto an action is judged by the engine; press-then-slot works too; the assignment is played', async () => {
    const { id, state } = await pausedGame(server.url, 'fz-dice', (s) => {
      const p = ruleset.prompt(s)
      return (
        p?.kind === 'assign' &&
        p.pool.some((d) => d.colour === 'W') &&
        p.pool.some((d) => d.colour === 'R') &&
        p.pool.some((d) => d.colour === 'B')
      )
    })
    const p = ruleset.prompt(state) as Extract<ReturnType<typeof ruleset.prompt>, { kind: 'assign' }>
    const white = p.pool.findIndex((d) => d.colour === 'W')
    const red = p.pool.findIndex((d) => d.colour === 'R')
    const blue = p.pool.findIndex((d) => d.colour === 'B')
    const page = await newPage()
    await page.goto(`${server.url}/#/framezero/play/${id}`)
    await page.getByTestId('fz-assign').waitFor({ timeout: 60_000 })
    // the dice tray draws the frame's roll in the dice's own colours
    expect(await page.locator('.die[aria-label^="red d"]').count()).toBeGreaterThan(0)
    expect(await page.locator('.die[aria-label^="white d"]').count()).toBeGreaterThan(0)
    // drag the white die onto move
    await drag(page, `[data-testid="fz-die"][data-die="${white}"]`, '[data-testid="fz-slot-move"]')
    await expect
      .poll(() => page.getByTestId('fz-slot-move').getAttribute('data-value'))
      .toBe(String(p.pool[white]!.value))
    // a red die cannot serve defence: the engine says why, the slot stays empty
    await drag(page, `[data-testid="fz-die"][data-die="${red}"]`, '[data-testid="fz-slot-defence"]')
    await page.getByTestId('fz-assign-error').waitFor()
    expect(await page.getByTestId('fz-slot-defence').getAttribute('data-value')).toBe('0')
    // keyboard: focus the blue die, press it, then the defence slot
    await page.locator(`[data-testid="fz-die"][data-die="${blue}"]`).focus()
    await page.keyboard.press('Enter')
    await page.getByTestId('fz-slot-defence').focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByTestId('fz-slot-defence').getAttribute('data-value'))
      .toBe(String(p.pool[blue]!.value))
    await page.screenshot({ path: artifactPath('framezero-dice-desktop.png') })
    await page.getByTestId('fz-assign-go').click()
    await page.getByTestId('fz-assign').waitFor({ state: 'detached' })
    // the defence marker is on the table
    expect(await page.getByTestId('fz-defence').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)

  test('MF-WEB-ODDS: the declared attack shows its exact odds (chance to destroy, systems lost)', async () => {
    const { id } = await pausedGame(server.url, 'fz-odds', (s) => {
      const t = s.turns[s.turns.length - 1]
      return (
        ruleset.prompt(s)?.kind === 'act' &&
        t?.target?.kind === 'frame' &&
        !t.attacked &&
        t.assignment?.attack !== null &&
        t.assignment?.attack !== undefined
      )
    })
    for (const size of ['desktop', 'tablet', 'phone'] as const) {
      const page = await newPage(size)
      await page.goto(`${server.url}/#/framezero/play/${id}`)
      await page.getByTestId('fz-board').waitFor({ timeout: 60_000 })
      await page.getByTestId('odds').waitFor()
      const text = await page.getByTestId('odds').textContent()
      expect(text).toMatch(/destroy/)
      expect(text).toMatch(/\d+(\.\d+)?\s*%/)
      // frame labels stay readable however small the table is drawn
      const px = await page
        .getByTestId('fz-frame-label')
        .first()
        .evaluate((el) => el.getBoundingClientRect().height)
      expect(px).toBeGreaterThanOrEqual(9)
      await page.screenshot({ path: artifactPath(`framezero-table-${size}.png`) })
      await page.close()
    }
    expect(errors).toEqual([])
  }, 180_000)

  test('MF-WEB-BUILDER / WEB-PLAY-WITH-IT: from the first screen to the builder; archetypes, notation, a problem shown beside its frame, fixed, saved', async () => {
    const page = await newPage()
    await page.goto(`${server.url}/#/`)
    await page.locator('[data-ruleset="framezero"] a', { hasText: 'Build' }).click()
    await page.getByTestId('fz-builder').waitFor({ timeout: 60_000 })
    await page.getByTestId('fz-b-new').click()
    await page.getByTestId('fz-b-name').fill('Test Lance')
    for (let i = 0; i < 4; i++) await page.getByTestId('fz-b-add').click()
    await page.getByTestId('fz-b-archetype').selectOption('Tank')
    await page.getByTestId('fz-b-add').click()
    expect(await page.getByTestId('fz-b-frame').count()).toBe(5)
    expect(await page.getByTestId('fz-b-notation').nth(4).textContent()).toBe('WWBBRdRdR8d')
    await page.getByTestId('fz-b-valid').waitFor()
    // a fifth system type cap: a third defensive system on the tank
    await page.getByTestId('fz-b-frame').nth(4).getByTestId('fz-b-system').nth(0).selectOption('B')
    await page.getByTestId('fz-b-frame').nth(4).locator('[data-code="framezero/too_many_of_type"]').waitFor()
    await page.getByTestId('fz-b-frame').nth(4).getByTestId('fz-b-system').nth(0).selectOption('Rd')
    await page.getByTestId('fz-b-valid').waitFor()
    for (const size of ['desktop', 'tablet', 'phone'] as const) {
      await page.setViewportSize(SIZES[size])
      await page.screenshot({ path: artifactPath(`framezero-builder-${size}.png`), fullPage: true })
    }
    await page.setViewportSize(SIZES.desktop)
    await page.getByTestId('fz-b-save').click()
    await page.getByTestId('fz-b-rosters').getByText('Test Lance').waitFor()
    // WEB-PLAY-WITH-IT: the new-game page opens with the company just saved as Blue's
    await page.getByTestId('fz-b-play').click()
    await expect
      .poll(
        () =>
          page
            .getByTestId('fz-company-p1')
            .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
        { timeout: 10_000 },
      )
      .toContain('Test Lance')
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)

  test('MF-WEB-PLAY-TO-END: a newcomer builds two companies, bids, deploys, plays against the bot to the clock, saves, resumes and replays', async () => {
    const page = await newPage()
    await page.goto(`${server.url}/#/`)
    await page.locator('[data-ruleset="framezero"] a', { hasText: 'New game' }).click()
    await page.getByTestId('fz-to-builder').click()
    await page.getByTestId('fz-builder').waitFor({ timeout: 60_000 })
    const build = async (name: string, archetypes: string[]) => {
      await page.getByTestId('fz-b-new').click()
      await page.getByTestId('fz-b-name').fill(name)
      for (const a of archetypes) {
        await page.getByTestId('fz-b-archetype').selectOption(a)
        await page.getByTestId('fz-b-add').click()
      }
      await page.getByTestId('fz-b-valid').waitFor()
      await page.getByTestId('fz-b-save').click()
      await page.getByTestId('fz-b-rosters').getByText(name).waitFor()
    }
    await build('Blue Lance', ['Soldier', 'Soldier', 'Anvil', 'Hammer', 'Tank'])
    // one system fewer: the under-bid (ppa 6 against 4)
    await build('Red Lance', ['Soldier', 'Anvil', 'Hammer', 'Tank', 'Medium Tank'])
    await page.goto(`${server.url}/#/framezero/play`)
    await page.getByTestId('fz-setup').waitFor()
    await page.getByTestId('fz-company-p1').selectOption({ label: 'Blue Lance' })
    await page.getByTestId('fz-company-p2').selectOption({ label: 'Red Lance' })
    await page.getByTestId('fz-start').click()
    await page.getByTestId('fz-board').waitFor({ timeout: 60_000 })
    // bidding settled at the start: Red (fewer systems) has the higher starting score and defends
    await expect.poll(() => page.getByTestId('fz-header').textContent()).toMatch(/defender/)
    const header = (await page.getByTestId('fz-header').textContent()) ?? ''
    expect(header).toMatch(/6\/asset/)
    expect(header).toMatch(/4\/asset/)
    await page.getByTestId('bot-speed').selectOption('instant')
    // deployment: the person places each frame by clicking a suggested spot; the bot places its own
    for (let i = 0; i < 200; i++) {
      if (await page.getByTestId('fz-choice').filter({ hasText: 'Activate' }).count()) break
      const place = page.getByTestId('fz-choice').filter({ hasText: /^Place .+ at \d/ })
      if (await place.count()) await place.first().click()
      else await page.waitForTimeout(250)
    }
    await page.screenshot({ path: artifactPath('framezero-deployed-desktop.png') })
    // one whole turn by hand (the defender's bot may have moved first and attacked us, putting a
    // frame of ours into combat order): activate, no target, a die dragged, end turn
    let dragged = false
    for (let i = 0; i < 120; i++) {
      const choice = (t: string) => page.getByTestId('fz-choice').filter({ hasText: t })
      if (await page.getByTestId('fz-assign').count()) {
        await drag(page, '[data-testid="fz-die"] >> nth=0', '[data-testid="fz-slot-defence"]')
        await expect.poll(() => page.getByTestId('fz-slot-defence').getAttribute('data-value')).not.toBe('0')
        await page.getByTestId('fz-assign-go').click()
        dragged = true
      } else if (dragged && (await choice('End turn').count())) {
        await choice('End turn').first().click()
        break
      } else if (await choice('No target').count()) await choice('No target').click()
      else if (await choice('Activate').count()) await choice('Activate').first().click()
      else if (await choice('Lose').count()) await choice('Lose').first().click()
      else if (await choice('End turn').count()) await choice('End turn').first().click()
      else await page.waitForTimeout(250)
    }
    expect(dragged).toBe(true)
    // the rest of the battle: the bots play it out to the doomsday clock
    await page.getByTestId('bots-finish').click()
    await page.getByTestId('outcome').waitFor({ timeout: 240_000 })
    expect(await page.getByTestId('fz-clock').textContent()).toContain('0')
    await page.getByTestId('save-game').click()
    await page.waitForTimeout(500)
    const url = page.url()
    // resume: a reload reopens the finished game where it was
    await page.reload()
    await page.getByTestId('outcome').waitFor({ timeout: 60_000 })
    expect(page.url()).toBe(url)
    // replay: step through from the start, hash verified
    await page.getByTestId('outcome').getByText('Watch the replay').click()
    await page.getByTestId('replay').waitFor({ timeout: 60_000 })
    await page.getByText('hash verified').waitFor({ timeout: 60_000 })
    await page.getByTitle('Start (Home)').click()
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toMatch(/^0 \//)
    await page.getByTestId('replay-next').click()
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toMatch(/^1 \//)
    expect(errors).toEqual([])
    await page.close()
  }, 420_000)
})
