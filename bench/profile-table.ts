/**
 * `npx tsx bench/profile-table.ts [drag|pan]`: where the page's main thread spends a drag (or pan)
 * on the largest GUNFRAME preset: a CPU profile (Chrome DevTools protocol) taken during the same
 * gesture `npm run bench -- table` measures, summed by function (self time), top 25 printed.
 * A tool for finding the hot path, not a benchmark.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildWeb, createPausedGame, findChromium, launch, startServer } from '../apps/web/e2e/harness.ts'
import { inPage, largestPreset, openTable } from './web-table.ts'

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

const kind = process.argv[2] === 'pan' ? 'pan' : 'drag'
const chromium = findChromium()
if (!chromium) throw new Error('no chromium on PATH')
const out = mkdtempSync(join(tmpdir(), 'sortie-profile-table-'))
const server = await startServer(await buildWeb(out))
const browser = await launch(chromium)
try {
  const { field } = await largestPreset()
  const id = await createPausedGame(server.url, 'profile-table', field)
  const page = await openTable(browser, server.url, id)
  await page.keyboard.press('Escape')
  if (kind === 'drag') await page.keyboard.press('m')
  await page.evaluate(inPage(kind, 30))
  if (kind === 'drag') {
    await page.keyboard.press('Escape')
    await page.keyboard.press('m')
  }
  const cdp = await page.context().newCDPSession(page)
  // First a trace: main-thread time by task kind (script, style, layout, paint, …).
  const events: {
    name: string
    ph: string
    tid: number
    pid: number
    dur?: number
    args?: { name?: string }
  }[] = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink', transferMode: 'ReportEvents' })
  await page.evaluate(inPage(kind, 120))
  await cdp.send('Tracing.end')
  await done
  const names = new Map<string, string>()
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, String(e.args?.name))
  const byName = new Map<string, number>()
  for (const e of events)
    if (e.ph === 'X' && e.dur && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
      byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000)
  // What each layout had to do: objects dirty / in the tree, and the root it started from.
  const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X') as unknown as {
    dur: number
    args?: { beginData?: { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean } }
  }[]
  const avg = (f: (l: (typeof layouts)[number]) => number) =>
    layouts.reduce((a, l) => a + f(l), 0) / Math.max(1, layouts.length)
  console.log(
    `${layouts.length} layouts: avg ${avg((l) => l.dur / 1000).toFixed(2)} ms, dirty ${avg((l) => l.args?.beginData?.dirtyObjects ?? 0).toFixed(0)} of ${avg((l) => l.args?.beginData?.totalObjects ?? 0).toFixed(0)} objects, partial ${layouts.filter((l) => l.args?.beginData?.partialLayout).length}`,
  )
  console.log(`${kind}: main-thread trace events (inclusive ms over 120 frames)`)
  for (const [k, ms] of [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`)
  if (kind === 'drag') {
    await page.keyboard.press('Escape')
    await page.keyboard.press('m')
  }
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.evaluate(inPage(kind, 120))
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] }
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  profile.samples.forEach((s, i) => {
    const n = byId.get(s)!
    const f = n.callFrame
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  console.log(`${kind}: ${total.toFixed(0)} ms sampled`)
  for (const [k, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`)
} finally {
  await browser.close()
  await server.close()
  rmSync(out, { recursive: true, force: true })
}
