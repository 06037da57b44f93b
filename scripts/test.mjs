#!/usr/bin/env node
// `npm test`: runs the whole Vitest suite, then prints the one closing line CI reads
// (`N passed, N failed`) and says loudly which tests were skipped and why.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const out = join('.test-results', 'vitest.json')
mkdirSync('.test-results', { recursive: true })
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...process.argv.slice(2),
]
const run = spawnSync('npx', args, { stdio: 'inherit', env: process.env })

const testNames = []
let passed = 0
let failed = 0
let skipped = 0
const skippedNames = []
if (existsSync(out)) {
  const report = JSON.parse(readFileSync(out, 'utf8'))
  for (const file of report.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed') {
        passed++
        testNames.push(t.fullName ?? t.title)
      } else if (t.status === 'failed') failed++
      else {
        skipped++
        skippedNames.push(t.fullName ?? t.title)
      }
    }
    // A file that failed to load has no assertions but must still count as a failure.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failed++
  }
} else if (run.status !== 0) {
  failed = 1
}

// Rules fidelity: every id marked `done` in docs/rules/*.md must be carried by a passing test's
// name. Only on a full run — a filtered run cannot see every test.
if (process.argv.length <= 2 && existsSync(out)) {
  const names = testNames.join('\n')
  for (const f of readdirSync('docs/rules').filter((n) => n.endsWith('.md'))) {
    const missing = []
    for (const line of readFileSync(join('docs/rules', f), 'utf8').split('\n')) {
      const cells = line.split('|').map((c) => c.trim())
      const id = cells[1] ?? ''
      if (!/^[A-Z]{2,4}-[A-Z0-9-]+$/.test(id)) continue
      if (cells.some((c) => /^done\b/.test(c)) && !names.includes(id)) missing.push(id)
    }
    if (missing.length) {
      failed++
      console.error(`\n${f}: ${missing.length} rule(s) marked done but no passing test is named by their id:`)
      console.error(`  ${[...new Set(missing)].join(', ')}`)
    } else passed++
  }
}

if (skipped > 0) {
  console.warn(
    `\n!!! ${skipped} test(s) SKIPPED — see the warnings above for why (e.g. no Chromium: apt-get install -y chromium):`,
  )
  for (const n of skippedNames.slice(0, 20)) console.warn(`!!!   ${n}`)
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(run.status === 0 && failed === 0 ? 0 : 1)
