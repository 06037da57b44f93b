/**
 * Browser bench: frame time while dragging a move across the city preset with two 100-point
 * squadrons on it. Every pointer move asks the engine for the live preview (trial apply for path,
 * cost and legality, plus range/sight/cover to every enemy) and redraws the move overlay.
 * Reported against the 16 ms frame budget (60 fps): a ratio above 1× means inside the budget.
 *
 * Wall-clock frame times swing with whatever else the machine runs, so a second, traced pass
 * also reports CPU time per frame by thread (page main thread, preview worker, raster), which is
 * what the code controls. Skips with a note when Debian's chromium is not installed (never
 * downloads a browser).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { buildWeb, createPausedGame, findChromium, launch, startServer } from '../apps/web/e2e/harness.ts'
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
  // Resolves in a frame callback queued after the app's own: the frame's start, and how long the
  // frame callbacks before it ran (where a move coalesced to the next frame does its work).
  const frame = () => new Promise((resolve) => requestAnimationFrame((ts) => resolve({ ts, late: performance.now() - ts })))
  fire('pointerdown', cx, cy)
  await frame()
  const busy = []
  const frames = []
  let last = (await frame()).ts
  const n = 240
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2
    const x = box.x + box.width * (0.5 + 0.42 * Math.sin(t * 2))
    const y = box.y + box.height * (0.5 + 0.42 * Math.sin(t * 3))
    const t0 = performance.now()
    fire('pointermove', x, y)
    await afterWork()
    const sync = performance.now() - t0
    const f = await frame()
    busy.push(sync + f.late)
    frames.push(f.ts - last)
    last = f.ts
  }
  fire('pointerup', cx, cy)
  const sorted = (a) => [...a].sort((p, q) => p - q)
  const mean = (a) => a.reduce((p, q) => p + q, 0) / a.length
  const p95 = (a) => sorted(a)[Math.floor(a.length * 0.95)]
  return { busyMean: mean(busy), busyP95: p95(busy), frameMean: mean(frames), frameP95: p95(frames),
    over: frames.filter((f) => f > 17.5).length / frames.length, frames: n }
})()`

export interface DragFigures {
  busyMean: number
  busyP95: number
  frameMean: number
  frameP95: number
  over: number
  frames: number
}

/** CPU milliseconds per frame by thread, from a trace of the drag. */
export interface DragCpu {
  main: number
  worker: number
  raster: number
}

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/** Opens the game paused at its first action and picks up the move tool (as a player would, with M). */
export async function openDragPage(browser: Browser, serverUrl: string, gameId: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } })
  await page.goto(`${serverUrl}/#/play/${encodeURIComponent(gameId)}`)
  await page.locator('.prompt-panel[data-prompt=action]').waitFor()
  await page.keyboard.press('m')
  await page.locator('.unit.selected').waitFor()
  return page
}

/** One drag; with `trace`, also the CPU each thread spent per frame. */
export async function measureDrag(page: Page, trace = false): Promise<{ r: DragFigures; cpu?: DragCpu }> {
  // Start from a fresh move tool each time (the previous drag left a waypoint).
  await page.keyboard.press('Escape')
  await page.keyboard.press('m')
  await page.locator('.unit.selected').waitFor()
  if (!trace) return { r: (await page.evaluate(IN_PAGE)) as DragFigures }
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,cc',
    transferMode: 'ReportEvents',
  })
  // Plain JS text: tsx would wrap a function literal with helpers that do not exist in the page.
  const r = (await page.evaluate(IN_PAGE)) as DragFigures
  await cdp.send('Tracing.end')
  await done
  await cdp.detach()
  const threads = new Map<string, string>()
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, String(e.args?.name))
  // Top-level tasks only (nested ones are inside their parent's thread time).
  const sum = (thread: (name: string) => boolean, task: (name: string) => boolean) => {
    let total = 0
    const end = new Map<string, number>()
    const sorted = events.filter((e) => e.ph === 'X' && e.tdur !== undefined).sort((a, b) => a.ts - b.ts)
    for (const e of sorted) {
      const key = `${e.pid}:${e.tid}`
      if (!thread(threads.get(key) ?? '') || !task(e.name)) continue
      if (e.ts < (end.get(key) ?? 0)) continue
      end.set(key, e.ts + (e.dur ?? 0))
      total += (e.tdur ?? 0) / 1000
    }
    return total / r.frames
  }
  const isTask = (n: string) => n === 'ThreadControllerImpl::RunTask' || n === 'RunTask'
  return {
    r,
    cpu: {
      main: sum((t) => t === 'CrRendererMain', isTask),
      worker: sum((t) => t.startsWith('DedicatedWorker'), isTask),
      raster: sum(
        (t) => /Raster|ThreadPoolForegroundWorker|CompositorTileWorker/.test(t),
        (n) => n === 'RasterTask',
      ),
    },
  }
}

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
    const id = await createPausedGame(server.url)
    const page = await openDragPage(browser, server.url, id)
    const { r } = await measureDrag(page)
    const { cpu } = await measureDrag(page, true)
    await page.close()
    const ms = (x: number) => `${x.toFixed(1)} ms`
    const rows: BenchRow[] = [
      budget,
      {
        name: 'web: drag preview work per pointer move (mean)',
        opsPerSec: 1000 / r.busyMean,
        baseline: BUDGET,
        note: `mean ${ms(r.busyMean)}, p95 ${ms(r.busyP95)} per move on the page; city preset, 2×100 pts`,
      },
      {
        name: 'web: frame time while dragging (mean)',
        opsPerSec: 1000 / r.frameMean,
        baseline: BUDGET,
        note: `mean ${ms(r.frameMean)}, p95 ${ms(r.frameP95)}, ${(r.over * 100).toFixed(0)}% of frames over budget`,
      },
    ]
    if (cpu)
      rows.push({
        name: 'web: page main-thread CPU per drag frame',
        opsPerSec: 1000 / Math.max(cpu.main, 0.001),
        baseline: BUDGET,
        note: `${ms(cpu.main)} main thread, ${ms(cpu.worker)} preview worker, ${ms(cpu.raster)} raster (traced pass)`,
      })
    return rows
  } finally {
    await browser.close()
    await server.close()
    rmSync(out, { recursive: true, force: true })
  }
}
