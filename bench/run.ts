/**
 * `npm run bench`: every benchmark reports operations per second, and each row that names a
 * baseline measured in the same run is shown as a ratio to it — never as an absolute pass/fail.
 * Benchmarks live beside this file; one that is absent or fails is reported, not fatal.
 */
import { existsSync } from 'node:fs'
import type { BenchRow } from './types.ts'

const suites: [string, string, string][] = [
  ['engine', './engine.ts', 'benchEngine'],
  ['geometry', './geometry.ts', 'benchGeometry'],
  ['odds', './odds.ts', 'benchOdds'],
  ['battle', './battle.ts', 'benchBattle'],
  ['speed', './gunframe-speed.ts', 'benchGunframeSpeed'],
  ['web', './web.ts', 'benchWeb'],
  ['table', './web-table.ts', 'benchWebTable'],
]

const only = process.argv.slice(2)
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toPrecision(3))

for (const [name, file, fn] of suites) {
  if (only.length && !only.includes(name)) continue
  if (!existsSync(new URL(file, import.meta.url))) {
    console.log(`\n## ${name}: not present`)
    continue
  }
  console.log(`\n## ${name}`)
  try {
    const mod = (await import(file)) as Record<string, () => Promise<BenchRow[]>>
    const rows = await mod[fn]!()
    const byName = new Map(rows.map((r) => [r.name, r]))
    for (const r of rows) {
      const base = r.baseline ? byName.get(r.baseline) : undefined
      const ratio =
        base && base.opsPerSec > 0 ? `  ${(r.opsPerSec / base.opsPerSec).toFixed(2)}× ${base.name}` : ''
      console.log(
        `${r.name.padEnd(52)} ${fmt(r.opsPerSec).padStart(14)} /s${ratio}${r.note ? `  (${r.note})` : ''}`,
      )
    }
  } catch (e) {
    console.log(`${name} failed: ${(e as Error).message}`)
  }
}
