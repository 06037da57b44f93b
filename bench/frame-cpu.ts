/**
 * CPU time per frame from a Chrome trace (DevTools protocol), for the browser benches.
 *
 * Why: wall-clock frame figures on a shared machine count the time the page's threads wait for a
 * core, so they swing with whatever else runs (the same drag measured 9 ms and 17 ms of "work" per
 * frame minutes apart). Thread time is what the code controls. Each frame's main-thread figure is
 * the thread time of the top-level tasks since the previous frame, up to and including the task
 * that ran the frame's animation callbacks (input, the app's render, style, layout, paint). The
 * other threads of the pipeline (compositor, raster workers, the move-preview worker, the display
 * compositor in the GPU process) are reported as a mean per frame.
 */
import type { Page } from 'playwright-core'

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

export interface FrameCpu {
  /** Main-thread CPU milliseconds of each frame. */
  main: number[]
  /** Mean CPU milliseconds per frame by thread kind, the main thread included. */
  threads: Record<'main' | 'compositor' | 'raster' | 'worker' | 'display', number>
}

const KINDS: [keyof FrameCpu['threads'], RegExp][] = [
  ['main', /^CrRendererMain$/],
  ['compositor', /^Compositor$/],
  ['raster', /^(ThreadPoolForegroundWorker|CompositorTileWorker)/],
  ['worker', /^DedicatedWorker/],
  ['display', /^VizCompositorThread$/],
]

/** Runs `gesture` under a trace and returns the CPU its frames cost. */
export async function traceFrames(page: Page, gesture: () => Promise<unknown>): Promise<FrameCpu> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReportEvents' })
  await gesture()
  await cdp.send('Tracing.end')
  await done
  await cdp.detach()
  return frameCpu(events)
}

function frameCpu(events: TraceEvent[]): FrameCpu {
  const names = new Map<string, string>()
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, String(e.args?.name))
  const kindOf = (e: TraceEvent) => {
    const n = names.get(`${e.pid}:${e.tid}`) ?? ''
    return KINDS.find(([, re]) => re.test(n))?.[0]
  }
  // Top-level tasks only: a task nested in another is inside its parent's thread time.
  // (Thread-pool workers name their tasks differently, so any complete event counts there.)
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.tdur !== undefined &&
        (e.name === 'ThreadControllerImpl::RunTask' || (kindOf(e) !== undefined && kindOf(e) !== 'main')),
    )
    .sort((a, b) => a.ts - b.ts)
  const top: TraceEvent[] = []
  const end = new Map<string, number>()
  for (const t of tasks) {
    const key = `${t.pid}:${t.tid}`
    if (t.ts < (end.get(key) ?? 0)) continue
    end.set(key, t.ts + (t.dur ?? 0))
    top.push(t)
  }
  const main = top.filter((t) => kindOf(t) === 'main')
  const frames = events
    .filter((e) => e.name === 'FireAnimationFrame' && kindOf(e) === 'main')
    .map((e) => e.ts)
    .sort((a, b) => a - b)
  // The frame tasks: those that ran animation callbacks (several callbacks share one task).
  const perFrame: number[] = []
  let acc = 0
  let f = 0
  for (const t of main) {
    acc += (t.tdur ?? 0) / 1000
    while (f < frames.length && frames[f]! < t.ts) f++
    if (f < frames.length && frames[f]! <= t.ts + (t.dur ?? 0)) {
      perFrame.push(acc)
      acc = 0
      while (f < frames.length && frames[f]! <= t.ts + (t.dur ?? 0)) f++
    }
  }
  const n = Math.max(1, perFrame.length)
  const threads = { main: 0, compositor: 0, raster: 0, worker: 0, display: 0 }
  for (const t of top) {
    const k = kindOf(t)
    if (k) threads[k] += (t.tdur ?? 0) / 1000 / n
  }
  return { main: perFrame, threads }
}
