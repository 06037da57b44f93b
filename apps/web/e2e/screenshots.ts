/**
 * `npm run screenshots -w @sortie/web [-- <out dir>]`: a PNG of every page at desktop (1280×800),
 * tablet (768×1024) and phone (390×844) — for GUNFRAME the first screen, builder, setup, table,
 * replay, lab, online lobby and rules reference; for every other registered ruleset its setup page
 * and a table — into a temporary folder (printed at the end), to be looked at by a person. Nothing
 * is asserted and nothing is committed. Each shot also notes sideways overflow in its file name.
 */
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REGISTRY } from '@sortie/registry'
import type { Page } from 'playwright-core'
import { buildWeb, createPausedGame, findChromium, SIZES, startE2E } from './harness.ts'

const out = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'sortie-screens-'))
mkdirSync(out, { recursive: true })
if (!findChromium()) throw new Error('No `chromium` on PATH (apt-get install chromium).')
// Its own build folder: another run's build (an e2e file) must not empty it under this server.
const e = await startE2E({ dist: await buildWeb(mkdtempSync(join(tmpdir(), 'sortie-screens-dist-'))) })
const base = e.server.url

/** A hot-seat game of any ruleset from its quick setup, stored on the server; its id. */
async function quickGame(ruleset: string): Promise<string> {
  const pkg = await REGISTRY.find((r) => r.id === ruleset)!.load()
  const setup = pkg.quickSetup({}, 'screens')
  if (!setup.ok) throw new Error(setup.error.message)
  const seats = Object.fromEntries(pkg.seats(setup.value).map((s: string) => [s, null]))
  const res = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruleset,
      seed: 'screens',
      setup: setup.value,
      decisions: [],
      meta: { bots: seats },
    }),
  })
  const body = (await res.json()) as { game?: { id: string }; error?: { message: string } }
  if (!body.game) throw new Error(`${ruleset}: ${body.error?.message}`)
  return body.game.id
}

type Shot = { name: string; hash: string; ready: string; after?: (p: Page) => Promise<void> }

const gf = await createPausedGame(base, 'screens')
const shots: Shot[] = [
  { name: 'gunframe-home', hash: '#/', ready: '[data-testid=home]' },
  { name: 'gunframe-builder', hash: '#/gunframe/builder', ready: '.builder' },
  { name: 'gunframe-setup', hash: '#/gunframe/play', ready: '.setup' },
  { name: 'gunframe-table', hash: `#/gunframe/play/${encodeURIComponent(gf)}`, ready: '.prompt-panel' },
  {
    name: 'gunframe-replay',
    hash: `#/gunframe/replays/${encodeURIComponent(gf)}`,
    ready: '[data-testid=replay]',
  },
  { name: 'gunframe-lab', hash: '#/gunframe/lab', ready: '.content' },
  { name: 'online-lobby', hash: '#/online', ready: '[data-testid=online-create]' },
  {
    name: 'gunframe-rules',
    hash: `#/gunframe/play/${encodeURIComponent(gf)}`,
    ready: '[data-testid=rules-open]',
    after: async (p) => {
      await p.getByTestId('rules-open').click()
      await p.getByTestId('rules-reference').waitFor()
    },
  },
]
for (const r of REGISTRY.filter((x) => x.id !== 'gunframe')) {
  shots.push({ name: `${r.id}-setup`, hash: `#/${r.id}/play`, ready: '.content > *' })
  try {
    const id = await quickGame(r.id)
    shots.push({ name: `${r.id}-table`, hash: `#/${r.id}/play/${encodeURIComponent(id)}`, ready: '.game' })
  } catch (err) {
    console.warn(`${r.id}: no table (${(err as Error).message})`)
  }
}

const notes: string[] = []
for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
  const { ctx, page } = await e.open({ viewport: SIZES[size], hasTouch: size !== 'desktop' })
  for (const s of shots) {
    try {
      await page.goto(`${base}/${s.hash}`)
      await page.reload()
      await page.locator(s.ready).first().waitFor({ timeout: 60_000 })
      await s.after?.(page)
      await page.waitForTimeout(400)
      const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      const file = join(out, `${s.name}-${size}${over > 0 ? `-OVERFLOW${over}` : ''}.png`)
      await page.screenshot({ path: file })
      notes.push(file)
    } catch (err) {
      notes.push(`${s.name}-${size}: FAILED ${(err as Error).message.split('\n')[0]}`)
    }
  }
  await ctx.close()
}
await e.close()
console.log(notes.join('\n'))
if (e.errors.length) console.log(`\nconsole errors:\n${[...new Set(e.errors)].join('\n')}`)
console.log(`\nscreenshots in ${out}`)
