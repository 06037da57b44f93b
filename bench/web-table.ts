/**
 * `npm run bench -- table`: frame times on the GUNFRAME table in headless Chromium while a player
 * drags a unit's move ghost and while they pan the table, on the largest preset battlefield (6'×4',
 * the theme with the most terrain) and, as the baseline of the same run, on the 3'×3' city block.
 *
 * Each gesture is a stream of pointer events, one per animation frame, dispatched in the page.
 * Three figures per frame: the frame interval (rAF timestamp to rAF timestamp; 16.7 ms is one
 * vsync, so a p95 of 16.7 means no frame dropped), the main-thread work the frame carried in wall
 * time (the pointer handlers, plus the frame on the main thread from its first callback to the end
 * of its rendering), and, from a second, traced run
 * of the same gesture, the main-thread CPU time of each frame (frame-cpu.ts) with the CPU the rest
 * of the pipeline spends per frame. The wall figures count time spent waiting for a core, so on a
 * busy machine they swing with the load average (printed with them); the CPU figures do not.
 * Printed as p50 / p95 ms; the rows compare the large table to the baseline and to the 16 ms
 * budget. A bench, not a test: nothing here passes or fails.
 *
 * Skips with a note when Debian's chromium is not installed (never downloads a browser).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { buildWeb, createPausedGame, findChromium, launch, startServer } from '../apps/web/e2e/harness.ts'
import { type FrameCpu, traceFrames } from './frame-cpu.ts'
import type { BenchRow } from './types.ts'

const BUDGET = 'table: 16 ms frame budget (60 fps)'
const FRAMES = 240

/**
 * Runs in the page (plain JS text: tsx would wrap a function literal with helpers the page lacks).
 * `kind` is 'drag' (press on the selected unit, move tool on) or 'pan' (press on empty table).
 */
export const inPage = (kind: 'drag' | 'pan', frames: number) => `(async () => {
  const frames = ${frames}
  const svg = document.querySelector('[data-testid=table]')
  const box = svg.getBoundingClientRect()
  let sx, sy
  if (${JSON.stringify(kind)} === 'drag') {
    const me = document.querySelector('.unit.selected circle:not([fill=none])').getBoundingClientRect()
    sx = me.x + me.width / 2
    sy = me.y + me.height / 2
  } else {
    // A point of the table with no unit under it.
    outer: for (let fy = 0.5; fy < 0.95; fy += 0.05)
      for (let fx = 0.5; fx < 0.95; fx += 0.05) {
        const x = box.x + box.width * fx, y = box.y + box.height * fy
        const el = document.elementFromPoint(x, y)
        if (el && !el.closest('[data-unit]') && svg.parentElement.contains(el)) { sx = x; sy = y; break outer }
      }
  }
  const fire = (type, x, y) => svg.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, bubbles: true,
    pointerId: 7, button: 0, buttons: type === 'pointerup' ? 0 : 1, pointerType: 'mouse', isPrimary: true }))
  // Frame callbacks run in the order asked for: one asked before the pointer events runs first in
  // the frame, one asked after them runs after the app's (which the events ask for), in that frame.
  // A message posted from a frame callback is handled once the frame's task (callbacks, style,
  // layout, paint) has finished: \`done\`.
  const frame = () => new Promise((resolve) => requestAnimationFrame((ts) => {
    const now = performance.now()
    const ch = new MessageChannel()
    ch.port1.onmessage = () => resolve({ ts, now, done: performance.now() })
    ch.port2.postMessage(0)
  }))
  const busy = []
  const gaps = []
  // Pans are short strokes that each end (committing the view box), as a player pans.
  const stroke = ${JSON.stringify(kind)} === 'pan' ? 30 : frames
  let last = (await frame()).ts
  for (let i = 0; i < frames; i++) {
    const k = i % stroke
    const first = frame()
    const t0 = performance.now()
    if (k === 0) fire('pointerdown', sx, sy)
    let x, y
    if (${JSON.stringify(kind)} === 'drag') {
      const t = (i / frames) * Math.PI * 2
      x = box.x + box.width * (0.5 + 0.42 * Math.sin(t * 2))
      y = box.y + box.height * (0.5 + 0.42 * Math.sin(t * 3))
    } else {
      const a = (Math.floor(i / stroke) * 2.1) % (Math.PI * 2)
      x = sx + Math.cos(a) * k * 4
      y = sy + Math.sin(a) * k * 4
    }
    fire('pointermove', x, y)
    if (k === stroke - 1) fire('pointerup', x, y)
    const sync = performance.now() - t0
    const f = await frame()
    // From the frame's first callback to the end of its rendering, not from its vsync timestamp:
    // the wait for the main thread to be scheduled into the frame is not work the frame carried.
    busy.push(sync + (f.done - (await first).now))
    gaps.push(f.ts - last)
    last = f.ts
  }
  if (${JSON.stringify(kind)} === 'drag') fire('pointerup', sx, sy)
  return { busy, gaps }
})()`

interface Samples {
  busy: number[]
  gaps: number[]
}

const pct = (a: number[], p: number): number => {
  const s = [...a].sort((x, y) => x - y)
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0
}

export async function openTable(browser: Browser, url: string, id: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`${url}/#/play/${encodeURIComponent(id)}`)
  await page.locator('.prompt-panel[data-prompt=action]').waitFor({ timeout: 60_000 })
  return page
}

async function measure(page: Page, kind: 'drag' | 'pan'): Promise<Samples & { cpu: FrameCpu }> {
  // A fresh move tool before each drag (the previous drag left a waypoint).
  const reset = async () => {
    await page.keyboard.press('Escape')
    if (kind === 'drag') {
      await page.keyboard.press('m')
      await page.locator('.unit.selected').waitFor()
    }
  }
  // One warm-up gesture (JIT, worker start-up), then the measured one, then the traced one.
  await reset()
  await page.evaluate(inPage(kind, 30))
  await reset()
  const s = (await page.evaluate(inPage(kind, FRAMES))) as Samples
  await reset()
  const cpu = await traceFrames(page, () => page.evaluate(inPage(kind, FRAMES)))
  return { ...s, cpu }
}

/** The largest preset: the biggest table size, the theme with the most terrain on it. */
export async function largestPreset() {
  const { preset, TABLE_SIZES, THEMES } = await import('@sortie/gunframe/table')
  const size = (Object.keys(TABLE_SIZES) as (keyof typeof TABLE_SIZES)[]).sort(
    (a, b) => TABLE_SIZES[b].width * TABLE_SIZES[b].depth - TABLE_SIZES[a].width * TABLE_SIZES[a].depth,
  )[0]!
  const weight = (t: (typeof THEMES)[number]) => JSON.stringify(preset(t, size).terrain).length
  const theme = [...THEMES].sort((a, b) => weight(b) - weight(a))[0]!
  return { theme, size, field: preset(theme, size) }
}

export async function benchWebTable(): Promise<BenchRow[]> {
  const budget: BenchRow = { name: BUDGET, opsPerSec: 1000 / 16, note: 'reference' }
  const chromium = findChromium()
  if (!chromium)
    return [{ name: 'table: drag and pan (skipped)', opsPerSec: 0, note: 'no `chromium` on PATH' }]
  const { preset } = await import('@sortie/gunframe/table')
  const { theme, size, field: large } = await largestPreset()
  const out = mkdtempSync(join(tmpdir(), 'sortie-bench-table-'))
  const server = await startServer(await buildWeb(out))
  const browser = await launch(chromium)
  try {
    const fields = [
      { key: 'city 3x3', field: preset('city') },
      { key: `${theme} ${size}`, field: large },
    ]
    const rows: BenchRow[] = [budget]
    const base: Record<string, string> = {}
    for (const { key, field } of fields) {
      const id = await createPausedGame(server.url, `bench-table-${key}`, field)
      const page = await openTable(browser, server.url, id)
      for (const kind of ['drag', 'pan'] as const) {
        const s = await measure(page, kind)
        const gap50 = pct(s.gaps, 0.5)
        const gap95 = pct(s.gaps, 0.95)
        const busy50 = pct(s.busy, 0.5)
        const busy95 = pct(s.busy, 0.95)
        const cpu50 = pct(s.cpu.main, 0.5)
        const cpu95 = pct(s.cpu.main, 0.95)
        const t = s.cpu.threads
        const label = kind === 'drag' ? 'drag move ghost' : 'pan'
        const gapName = `table: ${label} frame interval, ${key} (p50)`
        const busyName = `table: ${label} main-thread work/frame, ${key} (p95)`
        const cpuName = `table: ${label} main-thread CPU/frame, ${key} (p95)`
        const load = loadavg()[0]!.toFixed(1)
        const baseline = base[`${kind}-gap`]
        rows.push(
          {
            name: gapName,
            opsPerSec: 1000 / gap50,
            baseline: baseline ?? BUDGET,
            note: `p50 ${gap50.toFixed(1)} ms, p95 ${gap95.toFixed(1)} ms per frame; ${field.terrain.length} terrain features, ${field.width}×${field.depth}"`,
          },
          {
            name: busyName,
            opsPerSec: 1000 / Math.max(busy95, 0.01),
            baseline: base[`${kind}-busy`] ?? BUDGET,
            note: `p50 ${busy50.toFixed(1)} ms, p95 ${busy95.toFixed(1)} ms of work per frame (wall time; load average ${load})`,
          },
          {
            name: cpuName,
            opsPerSec: 1000 / Math.max(cpu95, 0.01),
            baseline: base[`${kind}-cpu`] ?? BUDGET,
            note: `p50 ${cpu50.toFixed(1)} ms, p95 ${cpu95.toFixed(1)} ms CPU per frame over ${s.cpu.main.length} frames; mean per frame elsewhere: compositor ${t.compositor.toFixed(1)}, raster ${t.raster.toFixed(1)}, preview worker ${t.worker.toFixed(1)}, display compositor ${t.display.toFixed(1)} ms (traced run)`,
          },
        )
        base[`${kind}-gap`] ??= gapName
        base[`${kind}-busy`] ??= busyName
        base[`${kind}-cpu`] ??= cpuName
      }
      await page.close()
    }
    return rows
  } finally {
    await browser.close()
    await server.close()
    rmSync(out, { recursive: true, force: true })
  }
}
