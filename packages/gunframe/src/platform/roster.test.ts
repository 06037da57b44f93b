// `sortie roster validate|card|example` (DESIGN §7): clear errors with JSON paths, never a stack trace.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const sortie = (...args: string[]) =>
  spawnSync('node', ['apps/cli/bin/sortie.js', ...args], { cwd: root, encoding: 'utf8' })
const tmp = (name: string, text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'sortie-roster-'))
  const f = join(dir, name)
  writeFileSync(f, text)
  return f
}

describe('sortie roster validate', () => {
  test('GF-BUILD-FILE: a valid roster exits 0 with a one-line summary', () => {
    const r = sortie('roster', 'validate', 'examples/rosters/terran-100.json')
    expect(r.status).toBe(0)
    expect(r.stdout).toBe(
      'examples/rosters/terran-100.json: valid — Terran Unity strike group, 9 units, 100/100 points (clash)\n',
    )
  })

  test('GF-BUILD-FILE: a bad roster exits 1 listing every problem with its path', () => {
    const r = sortie('roster', 'validate', 'examples/rosters/broken.json')
    expect(r.status).toBe(1)
    expect(r.stdout).toMatch(/11 problems/)
    expect(r.stdout).toContain(
      'units[1].upgrades[0]: Ace is unique and already on units[0] (Ace One) [gunframe/squad_unique_repeated]',
    )
    expect(r.stdout).toContain('units[1].upgrades[1].on: Extreme Range can only go on Long, not Short')
    const j = sortie('roster', 'validate', 'examples/rosters/broken.json', '--json')
    expect(j.status).toBe(1)
    expect(JSON.parse(j.stdout).problems).toHaveLength(11)
  })

  test('GF-BUILD-FILE: malformed JSON, a wrong shape and a missing file get clean errors', () => {
    const bad = sortie('roster', 'validate', tmp('bad.json', '{"name": "x", '))
    expect(bad.status).toBe(1)
    expect(bad.stdout).toMatch(/not valid JSON/)
    expect(bad.stderr).not.toMatch(/at .*\.ts:\d+/)
    const shapeless = tmp('shape.json', JSON.stringify({ name: 'x', size: 'huge', units: [{ name: 'y' }] }))
    // A file that names no format is claimed by no ruleset: the command asks which one.
    const unclaimed = sortie('roster', 'validate', shapeless)
    expect(unclaimed.status).toBe(1)
    expect(unclaimed.stdout).toMatch(/--ruleset/)
    const shape = sortie('roster', 'validate', shapeless, '--ruleset', 'gunframe')
    expect(shape.status).toBe(1)
    expect(shape.stdout).toContain('size: size must be skirmish, clash, battle or custom')
    expect(shape.stdout).toContain('units[0].frame:')
    const missing = sortie('roster', 'validate', 'no/such/file.json')
    expect(missing.status).toBe(1)
    expect(missing.stdout).toMatch(/cannot read no\/such\/file.json: no such file/)
  })

  test('GF-BUILD-OPTIONAL: --no-optional refuses optional-rule upgrades', () => {
    const r = sortie('roster', 'validate', 'examples/rosters/centurions-100.json', '--no-optional')
    expect(r.status).toBe(1)
    expect(r.stdout).toContain('belongs to an optional rule')
  })
})

describe('sortie roster card and example', () => {
  test('GF-BUILD-PROFILE: cards for every unit and the squadron record', () => {
    const r = sortie('roster', 'card', 'examples/rosters/centurions-100.json')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/JAKE \+ EAGLE — Medium gunframe — 20 pts/)
    expect(r.stdout).toMatch(/ALPHA GUARDIAN — Super Heavy gunframe \(combined form\) — 26 pts/)
    expect(r.stdout).toMatch(/CLOSE\s+6\s+Parry \+ Powerful/)
    expect(r.stdout).toMatch(/TOTAL 99 \/ 100 points \(clash\), 5 units, 0 points in reserve/)
  })

  test('GF-BUILD-PROFILE: example prints a squadron file that validates', () => {
    const r = sortie('roster', 'example', 'martian-100')
    expect(r.status).toBe(0)
    const v = sortie('roster', 'validate', tmp('m.json', r.stdout))
    expect(v.status).toBe(0)
    expect(sortie('roster', 'example', 'nope').status).toBe(2)
  })
})
