/**
 * A game saved under earlier rules (WEB-SALVAGE): when a rules fix makes one of its recorded moves
 * illegal, opening it shows which move and why, and offers to go on from just before it; the server
 * keeps the moves that replay and files the rest in the game's record. The stored row is written
 * straight to the database, as an older server would have left it (the API refuses such a list).
 * Skips (loudly) when Debian's chromium is not installed; it never downloads a browser.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { artifactPath, createPausedGame, type E2E, findChromium, SIZES, startE2E } from './harness.ts'

const chromiumPath = findChromium()
if (!chromiumPath) console.warn('\n*** SKIPPING the salvage e2e test: no `chromium` on PATH. ***\n')

describe.skipIf(!chromiumPath)('a saved game that no longer replays, in the browser', () => {
  let e: E2E
  const dir = mkdtempSync(join(tmpdir(), 'sortie-e2e-salvage-'))
  const dbPath = join(dir, 'games.db')

  beforeAll(async () => {
    e = await startE2E({ dbPath, viewport: SIZES.tablet })
  }, 240_000)
  afterAll(async () => {
    await e?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const getGame = async (id: string) =>
    (
      (await (await fetch(`${e.server.url}/api/games/${encodeURIComponent(id)}`)).json()) as {
        game: { decisions: { seat: string; kind: string }[]; meta: Record<string, unknown> } & Record<
          string,
          unknown
        >
      }
    ).game

  test('WEB-SALVAGE: the refused move is named, and play goes on from the move before it', async () => {
    const id = await createPausedGame(e.server.url, 'e2e-salvage')
    const before = await getGame(id)
    const kept = before.decisions.length
    // A move today's rules refuse (a decision kind that no longer exists), and one recorded after it.
    const retired = { seat: 'p1', kind: 'retired-move' }
    const { openStore } = await import('../../server/src/index.ts')
    const store = openStore(dbPath)
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...row
    } = before as typeof before & {
      createdAt: string
      updatedAt: string
    }
    store.updateGame(id, {
      ...(row as never),
      decisions: [...before.decisions, retired, before.decisions[0]],
    })
    store.close()

    const page = e.page
    await page.goto(`${e.server.url}/#/play/${encodeURIComponent(id)}`)
    const panel = page.locator('.panel.salvage')
    await panel.waitFor({ timeout: 15_000 })
    const text = await panel.textContent()
    expect(text).toContain(`Move ${kept + 1} of ${kept + 2}`)
    // The engine's own refusal, in words.
    expect((await panel.locator('.salvage-reason').textContent())?.length).toBeGreaterThan(10)
    await page.screenshot({ path: artifactPath('salvage-tablet.png') })

    await page.getByRole('button', { name: `Go on from move ${kept}` }).click()
    await page.locator('.prompt-panel').waitFor({ timeout: 15_000 })
    const after = await getGame(id)
    expect(after.decisions).toHaveLength(kept)
    const notes = after.meta.salvaged as { kept: number; setAside: unknown[] }[]
    expect(notes).toHaveLength(1)
    expect(notes[0]?.kept).toBe(kept)
    expect(notes[0]?.setAside).toEqual([retired, before.decisions[0]])
    // The replay says what was set aside, too.
    await page.goto(`${e.server.url}/#/gunframe/replays/${encodeURIComponent(id)}`)
    const told = page.getByTestId('replay-salvaged')
    await told.waitFor({ timeout: 15_000 })
    expect(await told.textContent()).toMatch(new RegExp(`after move ${kept}.*The 2 later moves`))
    expect(e.errors).toEqual([])
  }, 90_000)

  test('WEB-SALVAGE: an online game stored under earlier rules tells its players what was set aside', async () => {
    const created = await fetch(`${e.server.url}/api/online/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'gunframe', options: { battlefield: 'city' } }),
    })
    const g = (await created.json()) as { id: string; seats: Record<string, { token: string }> }
    // Rows an older server accepted (both seats joined, six decisions, then one refused today),
    // written before this server has loaded the game.
    const { openOnlineStore } = await import('../../server/src/online/store.ts')
    const { gameSeed } = await import('../../server/src/online/fair.ts')
    const { loadRuleset } = await import('@sortie/registry')
    const store = await openOnlineStore({ sqlite: dbPath })
    const row = await store.getGame(g.id)
    if (!row) throw new Error('no online game row')
    const nonces = { p1: 'older-a', p2: 'older-b' }
    for (const [seat, n] of Object.entries(nonces)) await store.addNonce(g.id, seat, n)
    const pkg = await loadRuleset('gunframe')
    if (!pkg.ok) throw new Error(pkg.error.message)
    const rs = pkg.value.ruleset()
    const started = rs.start(row.setup, gameSeed(row.serverSeed, nonces))
    if (!started.ok) throw new Error(started.error.message)
    let state = started.value
    for (let seq = 0; seq < 6; seq++) {
      const d = rs.legal(state)[0]
      const r = d && rs.apply(state, d)
      if (!r?.ok) throw new Error(`no decision ${seq}`)
      await store.append(g.id, seq, d)
      state = r.value.state
    }
    await store.append(g.id, 6, { seat: 'p1', kind: 'retired-move' })
    await store.append(g.id, 7, { seat: 'p2', kind: 'retired-move' })
    await store.close()

    const page = e.page
    await page.goto(`${e.server.url}/#/online/${encodeURIComponent(g.id)}/${g.seats.p1?.token}`)
    const note = page.getByTestId('online-salvaged')
    await note.waitFor({ timeout: 30_000 })
    expect(await note.textContent()).toMatch(/move 7 is not allowed now.*went on from move 6.*2 later moves/)
    expect(await page.getByTestId('online-game').getAttribute('data-seq')).toBe('6')
    await page.screenshot({ path: artifactPath('salvage-online-tablet.png') })
  }, 90_000)
})
