/**
 * Browser bench: frame time while dragging a move across the city preset with two 100-point
 * squadrons on it. Every pointer move runs the live preview (engine trial apply for path, cost
 * and legality, plus range/sight/cover to every enemy) and re-renders the SVG table.
 * Reported against the 16 ms frame budget (60 fps): a ratio above 1× means inside the budget.
 * Skips with a note when Debian's chromium is not installed (never downloads a browser).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createGunframeRuleset } from '@sortie/gunframe/battle'
import { preset, tableRules } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import { buildWeb, findChromium, launch, startServer } from '../apps/web/e2e/harness.ts'
import type { BenchRow } from './types.ts'

const BUDGET = 'web: 16 ms frame budget (60 fps)'

/** Runs in the page: pointer moves one per frame across the table; work per move and frame gaps. */
const IN_PAGE = `(async () => {
  const svg = document.querySelector('[data-testid=table]')
  const me = document.querySelector('.unit.selected circle:not([fill=none])').getBoundingClientRect()
  const box = svg.getBoundingClientRect()
  const cx = me.x + me.width / 2
  const cy = me.y + me.height / 2
  const fire = (type, x, y) => svg.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, bubbles: true,
    pointerId: 7, button: 0, buttons: type === 'pointerup' ? 0 : 1, pointerType: 'mouse', isPrimary: true }))
  const afterWork = () => new Promise((resolve) => {
    const ch = new MessageChannel()
    ch.port1.onmessage = () => resolve()
    ch.port2.postMessage(0)
  })
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  fire('pointerdown', cx, cy)
  await frame()
  const busy = []
  const frames = []
  let last = await frame()
  const n = 240
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2
    const x = box.x + box.width * (0.5 + 0.42 * Math.sin(t * 2))
    const y = box.y + box.height * (0.5 + 0.42 * Math.sin(t * 3))
    const t0 = performance.now()
    fire('pointermove', x, y)
    await afterWork()
    busy.push(performance.now() - t0)
    const now = await frame()
    frames.push(now - last)
    last = now
  }
  fire('pointerup', cx, cy)
  const sorted = (a) => [...a].sort((p, q) => p - q)
  const mean = (a) => a.reduce((p, q) => p + q, 0) / a.length
  const p95 = (a) => sorted(a)[Math.floor(a.length * 0.95)]
  return { busyMean: mean(busy), busyP95: p95(busy), frameMean: mean(frames), frameP95: p95(frames),
    over: frames.filter((f) => f > 17.5).length / frames.length }
})()`

export async function benchWeb(): Promise<BenchRow[]> {
  const budget: BenchRow = { name: BUDGET, opsPerSec: 1000 / 16, note: 'reference' }
  const chromium = findChromium()
  if (!chromium)
    return [
      {
        name: 'web: drag move preview (skipped)',
        opsPerSec: 0,
        note: 'no `chromium` on PATH; apt-get install chromium',
      },
    ]
  const out = mkdtempSync(join(tmpdir(), 'sortie-bench-web-'))
  const server = await startServer(await buildWeb(out))
  const browser = await launch(chromium)
  try {
    // A game paused at the first action of a human player: both seats human, decisions from legal().
    const gf = createGunframeRuleset({ table: tableRules })
    const setup = {
      squadrons: {
        p1: squadronProfiles(exampleSquadron('terran-100')).units,
        p2: squadronProfiles(exampleSquadron('martian-100')).units,
      },
      battlefield: preset('city'),
      mission: 'carnage' as const,
    }
    const started = gf.start(setup, 'bench-web')
    if (!started.ok) throw new Error(started.error.message)
    let s = started.value
    const decisions = []
    for (let i = 0; i < 200; i++) {
      const p = gf.prompt(s)
      if (!p || p.kind === 'action') break
      const d = gf.legal(s)[0]!
      const r = gf.apply(s, d)
      if (!r.ok) throw new Error(r.error.message)
      decisions.push(d)
      s = r.value.state
    }
    const res = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        seed: 'bench-web',
        setup,
        decisions,
        title: 'bench',
        meta: { bots: { p1: null, p2: null } },
      }),
    })
    const { game } = (await res.json()) as { game: { id: string } }
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
    await page.goto(`${server.url}/#/play/${encodeURIComponent(game.id)}`)
    await page.locator('.prompt-panel[data-prompt=action]').waitFor()
    await page.keyboard.press('m')
    await page.locator('.unit.selected').waitFor()

    // Plain JS text: tsx would wrap a function literal with helpers that do not exist in the page.
    const r = (await page.evaluate(IN_PAGE)) as {
      busyMean: number
      busyP95: number
      frameMean: number
      frameP95: number
      over: number
    }
    await page.close()
    const ms = (x: number) => `${x.toFixed(1)} ms`
    return [
      budget,
      {
        name: 'web: drag preview work per pointer move (mean)',
        opsPerSec: 1000 / r.busyMean,
        baseline: BUDGET,
        note: `mean ${ms(r.busyMean)}, p95 ${ms(r.busyP95)} per move; city preset, 2×100 pts`,
      },
      {
        name: 'web: frame time while dragging (mean)',
        opsPerSec: 1000 / r.frameMean,
        baseline: BUDGET,
        note: `mean ${ms(r.frameMean)}, p95 ${ms(r.frameP95)}, ${(r.over * 100).toFixed(0)}% of frames over budget`,
      },
    ]
  } finally {
    await browser.close()
    await server.close()
    rmSync(out, { recursive: true, force: true })
  }
}
