// `sortie replay` on a saved game that today's rules no longer replay to its end: it names the
// refused decision and, with --salvage, writes a copy that goes on from the decision before it.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const sortie = (...args: string[]) =>
  spawnSync('node', ['apps/cli/bin/sortie.js', ...args], { cwd: root, encoding: 'utf8' })

const saved = JSON.parse(readFileSync(join(root, 'examples/games/gunframe-city.json'), 'utf8')) as {
  decisions: unknown[]
  title?: string
}

describe('CLI-REPLAY-SALVAGE: a saved game recorded under earlier rules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-cli-salvage-'))
  const file = join(dir, 'old.json')
  // Decision 30 stands for one a rules fix made illegal; everything after it was recorded too.
  const decisions = [
    ...saved.decisions.slice(0, 30),
    { seat: 'p1', kind: 'retired-move' },
    ...saved.decisions.slice(30, 40),
  ]
  writeFileSync(file, JSON.stringify({ ...saved, title: 'Old city', decisions }))

  test('CLI-REPLAY-SALVAGE: replay names the refused decision and the way on, exit 1', () => {
    const r = sortie('replay', file)
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(/decision 30 of 41 no longer replays.*the first 30 replay/)
    expect(r.stderr).toMatch(/--salvage <out>/)
    const json = sortie('replay', file, '--json')
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, diverged: { index: 30 } })
  })

  test('CLI-REPLAY-SALVAGE: --salvage writes a copy that replays, with the rest kept in meta', () => {
    const out = join(dir, 'salvaged.json')
    const r = sortie('replay', file, '--salvage', out)
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toMatch(/30 decisions kept, 11 set aside/)
    const copy = JSON.parse(readFileSync(out, 'utf8'))
    expect(copy.title).toBe('Old city')
    expect(copy.decisions).toEqual(decisions.slice(0, 30))
    expect(copy.meta.salvaged[0].setAside).toEqual(decisions.slice(30))
    expect(copy.outcome).toBeUndefined()
    const again = sortie('replay', out)
    expect(again.status, again.stderr).toBe(0)
    expect(again.stdout).toMatch(/30 decisions replayed; hash \w+ matches/)
  })

  test('CLI-REPLAY-SALVAGE: with --json the salvage answers one JSON line; a game that replays whole writes nothing', () => {
    const out = join(dir, 'salvaged-json.json')
    const r = sortie('replay', file, '--salvage', out, '--json')
    expect(r.status, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({
      ok: true,
      salvaged: { kept: 30, setAside: 11 },
      diverged: { index: 30 },
    })
    const again = join(dir, 'nothing.json')
    const whole = sortie('replay', out, '--salvage', again)
    expect(whole.status).toBe(0)
    expect(whole.stderr).toMatch(/nothing to salvage/)
    expect(existsSync(again)).toBe(false)
  })
})
