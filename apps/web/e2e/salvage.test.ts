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
    expect(e.errors).toEqual([])
  }, 90_000)
})
