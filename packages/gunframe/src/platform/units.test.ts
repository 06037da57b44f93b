// `sortie units gunframe` (DESIGN §7): the example-unit catalogue with builder points.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const sortie = (...args: string[]) =>
  spawnSync('node', ['apps/cli/bin/sortie.js', ...args], { cwd: root, encoding: 'utf8' })

describe('sortie units', () => {
  test('GF-BUILD-EXAMPLES: --json lists all 58 units with builder and printed points', () => {
    const r = sortie('units', 'gunframe', '--json')
    expect(r.status).toBe(0)
    const { units } = JSON.parse(r.stdout) as { units: Record<string, unknown>[] }
    expect(units).toHaveLength(58)
    for (const u of units)
      expect(u).toMatchObject({
        name: expect.any(String),
        faction: expect.any(String),
        frame: expect.any(String),
        points: expect.any(Number),
        printedPoints: expect.any(Number),
      })
    const off = units.filter((u) => u.points !== u.printedPoints).map((u) => u.name)
    expect(off.sort()).toEqual([
      'Alpha Guardian Combiner Form',
      'Criminal Mastermind',
      'Military Droid',
      'Warlord Drak + Terror-Bot',
    ])
    expect(units.find((u) => u.name === 'Eagle VF')).toMatchObject({ points: 15, forms: 2 })
  })

  test('GF-BUILD-EXAMPLES: text listing by faction, and an unknown ruleset exits 2 on stderr', () => {
    const r = sortie('units', 'gunframe', '--faction', 'perps')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/Tokyo Shields — Perps/)
    expect(r.stdout).toMatch(/Military Droid\s+heavy\s+16 pts \(book: 14\) !/)
    const bad = sortie('units', 'chess')
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/unknown ruleset "chess"/i)
  })
})
