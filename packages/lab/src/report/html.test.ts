import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runLab } from '../run/run.ts'
import type { LabReport } from '../types.ts'
import { findChromium, renderInChromium } from './browser.ts'
import { parseReportText } from './schema.ts'

const out = mkdtempSync(join(tmpdir(), 'lab-html-'))
const chromium = findChromium()
if (!chromium) console.warn('\n*** SKIPPING the report.html browser test: no chromium on PATH ***\n')
let report: LabReport

beforeAll(async () => {
  const DUEL = new URL('../testing/duel.ts', import.meta.url).pathname
  ;({ report } = await runLab(
    { ruleset: DUEL, games: 400, seed: 'html', bots: ['charge'], pool: 'random-legal', options: {} },
    { workers: 0, out },
  ))
})
afterAll(() => rmSync(out, { recursive: true, force: true }))

test('LAB-HTML: report.json and report.html both read back as the same checked report', () => {
  const fromJson = parseReportText(readFileSync(join(out, 'report.json'), 'utf8'))
  const fromHtml = parseReportText(readFileSync(join(out, 'report.html'), 'utf8'))
  expect(fromJson).toEqual({ ok: true, value: report })
  expect(fromHtml).toEqual({ ok: true, value: report })
  const bad = parseReportText('{"format":"something-else"}')
  expect(bad.ok).toBe(false)
  expect(parseReportText('<html>nothing</html>').ok).toBe(false)
})

test.skipIf(!chromium)(
  'LAB-HTML: report.html draws every plot offline in Chromium, with no page error',
  async () => {
    const r = await renderInChromium(join(out, 'report.html'))
    expect(r.errors).toEqual([])
    expect(r.plots.map((p) => p.id)).toEqual(['seat', 'context-arena', 'effects', 'fair', 'turns'])
    for (const p of r.plots) expect(p.marks, p.id).toBeGreaterThan(5)
  },
)
