import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { FIRST_SEAT_EDGE, TRUE_EFFECTS } from '../testing/duel.ts'
import type { LabConfig } from '../types.ts'
import { runLab } from './run.ts'

const DUEL = new URL('../testing/duel.ts', import.meta.url).pathname
const dirs: string[] = []
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'lab-test-'))
  dirs.push(d)
  return d
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const config = (games: number, seed = 'det'): LabConfig => ({
  ruleset: DUEL,
  games,
  seed,
  bots: ['charge'],
  pool: 'random-legal',
  options: {},
})

test('LAB-DET: the same seed gives the same report in this thread, on 1 and on 2 worker threads', async () => {
  const a = await runLab(config(120), { workers: 0 })
  const b = await runLab(config(120), { workers: 1 })
  const c = await runLab(config(120), { workers: 2 })
  expect(b.report).toEqual(a.report)
  expect(c.report).toEqual(a.report)
  expect(a.report.games).toBe(120)
  const other = await runLab(config(120, 'other'), { workers: 0 })
  expect(other.report).not.toEqual(a.report)
})

test('LAB-FILES: --out writes report.json, a self-contained report.html and games.jsonl in game order', async () => {
  const out = tmp()
  const progress: number[] = []
  const r = await runLab(config(60), { workers: 0, out, onProgress: (n) => progress.push(n) })
  expect(r.files).toBeDefined()
  expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toEqual(r.report)
  const lines = readFileSync(join(out, 'games.jsonl'), 'utf8').trim().split('\n')
  expect(lines.map((l) => JSON.parse(l).i)).toEqual(Array.from({ length: 60 }, (_, i) => i))
  const html = readFileSync(join(out, 'report.html'), 'utf8')
  // Offline: the Vega builds are inlined, nothing is fetched.
  expect(html).not.toMatch(/<script[^>]+src=/)
  expect(html).toContain('vegaEmbed')
  expect(html).toContain('"plots"')
  expect(progress.at(-1)).toBe(60)
})

test('LAB-BALANCE: the regression finds the fixture’s true effects and flags the cheap strong banner', async () => {
  const { report } = await runLab(config(3000, 'truth'), { workers: 0 })
  expect(report.regression.converged).toBe(true)
  const { intercept } = report.regression
  expect(intercept.lo).toBeLessThan(FIRST_SEAT_EDGE)
  expect(intercept.hi).toBeGreaterThan(FIRST_SEAT_EDGE)
  for (const f of report.features) {
    expect(f.lo, f.name).toBeLessThan(TRUE_EFFECTS[f.name]!)
    expect(f.hi, f.name).toBeGreaterThan(TRUE_EFFECTS[f.name]!)
  }
  expect(report.flagged.over[0]).toBe('upgrade:Banner')
  const banner = report.features.find((f) => f.name === 'Banner')!
  expect(banner.fairCost!).toBeGreaterThan(banner.points)
  expect(report.byContext.map((c) => c.value)).toEqual(['field', 'forest'])
  expect(report.bySeat.p1!.n).toBe(3000)
})
