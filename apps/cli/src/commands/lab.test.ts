import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'

const REPO = new URL('../../../../', import.meta.url).pathname
const DUEL = 'packages/lab/src/testing/duel.ts'
const dirs: string[] = []
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'cli-lab-'))
  dirs.push(d)
  return d
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const sortie = (...args: string[]) =>
  spawnSync('node', ['apps/cli/bin/sortie.js', ...args], { cwd: REPO, encoding: 'utf8' })

test('LAB-CLI: `sortie lab <path> --json` prints the report; 1 and 2 worker threads agree', () => {
  const run = (workers: string) =>
    JSON.parse(
      execFileSync(
        'node',
        [
          'apps/cli/bin/sortie.js',
          'lab',
          DUEL,
          '--games',
          '40',
          '--seed',
          'cli',
          '--workers',
          workers,
          '--json',
        ],
        { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      ),
    )
  const one = run('1')
  expect(one.format).toBe('sortie-lab-report/1')
  expect(one.games).toBe(40)
  expect(run('2')).toEqual(one)
})

test('LAB-CLI: bad arguments are refused with a readable message and exit code 2', () => {
  const r = sortie('lab', DUEL, '--games', 'many')
  expect(r.status).toBe(2)
  expect(r.stderr).toMatch(/--games takes a whole number/)
  const b = sortie('lab', DUEL, '--bots', 'nobody')
  expect(b.status).toBe(2)
  expect(b.stderr).toMatch(/--bots takes one or more of charge/)
  const u = sortie('lab', 'no-such-ruleset')
  expect(u.status).toBe(2)
  expect(u.stderr).toMatch(/Unknown ruleset/)
})

test('LAB-CLI: `sortie lab gunframe` plays random legal squadrons in a worker thread and writes the report', () => {
  const out = tmp()
  const r = sortie(
    'lab',
    'gunframe',
    '--games',
    '2',
    '--seed',
    'g',
    '--bots',
    'random',
    '--workers',
    '1',
    '--out',
    out,
  )
  expect(r.status, r.stderr).toBe(0)
  expect(r.stdout).toMatch(/2 games of GUNFRAME \(random-legal, bots random\): 0 errors/)
  expect(r.stderr).toMatch(/games\/s \(1 worker\)/)
  const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))
  expect(report.byContext.map((c: { key: string }) => c.key)).toContain('mission')
  expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('GUNFRAME balance lab')
})
