// The command line over the one registry: every registered ruleset answers every command the
// same way, and no app names a ruleset outside the registry entries.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REGISTRY } from '@sortie/registry'
import { describe, expect, test } from 'vitest'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const sortie = (...args: string[]) =>
  spawnSync('node', ['apps/cli/bin/sortie.js', ...args], { cwd: root, encoding: 'utf8' })

describe('ENG-REGISTRY: one registry every command reads', () => {
  test('ENG-REGISTRY: `sortie rulesets --json` lists every registered ruleset with its bots and odds', () => {
    const r = sortie('rulesets', '--json')
    expect(r.status).toBe(0)
    const { rulesets } = JSON.parse(r.stdout) as { rulesets: { id: string; bots: string[]; odds: boolean }[] }
    expect(rulesets.map((x) => x.id)).toEqual(REGISTRY.map((e) => e.id))
    for (const x of rulesets) expect(x.bots.length).toBeGreaterThan(0)
  })

  test.each(REGISTRY.map((e) => e.id))('ENG-REGISTRY: %s answers units and a one-game sim', (id) => {
    const units = sortie('units', id, '--json')
    expect(units.status, units.stderr).toBe(0)
    expect(JSON.parse(units.stdout)).toBeTypeOf('object')
    const sim = sortie('sim', id, '--games', '1', '--seed', 'reg', '--bots', 'random,random', '--json')
    expect(sim.status, sim.stderr).toBe(0)
    const report = JSON.parse(sim.stdout)
    expect(report.errors).toBe(0)
    expect(report.games[0]).toMatchObject({ seed: 'reg-0' })
  })

  test('ENG-REGISTRY: an unregistered id is refused with the list of registered ones, exit 2', () => {
    for (const cmd of ['units', 'sim', 'odds']) {
      const r = sortie(cmd, 'chess')
      expect(r.status).toBe(2)
      expect(r.stderr).toMatch(/unknown ruleset "chess"; registered: /i)
      expect(r.stderr).not.toMatch(/at .*\.ts:\d+/)
    }
  })

  test('ENG-REGISTRY-NEUTRAL: the CLI and the server never name a ruleset', () => {
    const found: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name)
        if (name === 'node_modules' || name === 'dist') continue
        if (statSync(p).isDirectory()) walk(p)
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
          readFileSync(p, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              for (const e of REGISTRY) if (line.includes(`'${e.id}'`)) found.push(`${p}:${i + 1}`)
            })
      }
    }
    walk(join(root, 'apps/cli/src'))
    walk(join(root, 'apps/server/src'))
    expect(found).toEqual([])
  })
})
