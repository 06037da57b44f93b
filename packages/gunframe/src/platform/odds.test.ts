import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { runOdds } from './odds.ts'

const BIN = fileURLToPath(new URL('../../../../apps/cli/bin/sortie.js', import.meta.url))
const sortie = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' })

describe('sortie odds gunframe', () => {
  test('GF-ODDS-CLI: --json prints damage, powerUsable, destroyed and expectedDamage', () => {
    const out = runOdds({ attack: '1', defense: '1', armour: '1', json: true })
    expect(out.code).toBe(0)
    const j = JSON.parse(out.stdout)
    expect(Object.keys(j)).toEqual(['damage', 'powerUsable', 'destroyed', 'expectedDamage'])
    expect(j.damage[0]).toBeCloseTo(3 / 4, 12)
    expect(j.damage[1]).toBeCloseTo(1 / 4, 12)
    expect(j.powerUsable).toBeCloseTo(1 / 12, 12)
    expect(j.destroyed).toBeCloseTo(1 / 4, 12)
    expect(j.expectedDamage).toBeCloseTo(1 / 4, 12)
  })

  test('GF-ODDS-CLI: no destroyed key without --armour; damage has N+1 entries', () => {
    const j = JSON.parse(runOdds({ attack: '20', defense: '20', json: true }).stdout)
    expect('destroyed' in j).toBe(false)
    expect(j.damage).toHaveLength(21)
    expect(Math.abs(j.damage.reduce((a: number, b: number) => a + b, 0) - 1)).toBeLessThan(1e-12)
  })

  test('GF-ODDS-CLI: re-roll flags change the odds as Precise Strike and Evade do', () => {
    const dmg = (o: Record<string, unknown>) =>
      JSON.parse(runOdds({ attack: '1', defense: '1', json: true, ...o }).stdout).damage[1]
    expect(dmg({ rerollAttack: true })).toBeCloseTo(3 / 8, 12)
    expect(dmg({ rerollDefense: true })).toBeCloseTo(1 / 8, 12)
  })

  test('GF-ODDS-CLI / GF-UPG-EXTRA-AMMO: --extra-ammo adds a third Focus Fire die, and needs --focus-fire', () => {
    const pool = (o: Record<string, unknown>) =>
      JSON.parse(runOdds({ attack: '4', defense: '2', json: true, full: true, ...o }).stdout).attackPool
    expect(pool({ focusFire: true })).toBe(6)
    expect(pool({ focusFire: true, extraAmmo: true })).toBe(7)
    const alone = runOdds({ attack: '4', defense: '2', extraAmmo: true })
    expect(alone.code).toBe(2)
    expect(alone.stderr).toMatch(/--extra-ammo .*--focus-fire/)
  })

  test('GF-ODDS-CLI / GF-SPM-KNOCKED-DOWN / GF-SPM-SHUT-DOWN: --cannot-dodge reports no dodge', () => {
    const dodge = (o: Record<string, unknown>) =>
      JSON.parse(runOdds({ attack: '1', defense: '3', json: true, full: true, ...o }).stdout).dodgeInches
    expect(dodge({}).length).toBeGreaterThan(1)
    expect(dodge({ cannotDodge: true })).toEqual([1])
    const real = sortie(
      'odds',
      'gunframe',
      '--attack',
      '1',
      '--defense',
      '3',
      '--cannot-dodge',
      '--json',
      '--full',
    )
    expect(real.status).toBe(0)
    expect(JSON.parse(real.stdout).dodgeInches).toEqual([1])
  })

  test('GF-ODDS-CLI: --full adds the other distributions', () => {
    const j = JSON.parse(
      runOdds({ attack: '3', defense: '2', armour: '8', json: true, full: true, parry: true }).stdout,
    )
    for (const k of ['crippled', 'attackPool', 'defensePool', 'powerPoints', 'dodgeInches', 'parryDamage'])
      expect(j).toHaveProperty(k)
  })

  test('GF-ODDS-CLI: without --json, a table with a histogram', () => {
    const out = runOdds({ attack: '6', defense: '4', armour: '8' })
    expect(out.code).toBe(0)
    expect(out.stdout).toMatch(/damage\s+P\s+P\(≥ k\)/)
    expect(out.stdout).toMatch(/#{10,}/)
    expect(out.stdout).toMatch(/expected damage/)
    expect(out.stdout).toMatch(/destroyed/)
  })

  test('GF-ODDS-CLI: bad arguments give a clear message and code 2', () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['gunframe', { attack: 'x', defense: '2' }, /--attack must be a whole number/],
      ['gunframe', { attack: '-1', defense: '2' }, /--attack must be a whole number/],
      ['gunframe', { attack: '2' }, /--defense <n> is required/],
      ['gunframe', { attack: '200', defense: '2' }, /--attack must be between 0 and 100/],
      ['gunframe', { attack: '2', defense: '2', armour: '0' }, /--armour must be between/],
      ['gunframe', { attack: '2', defense: '2', cover: 'wall' }, /cover must be/],
    ]
    for (const [, opts, message] of cases) {
      const out = runOdds(opts)
      expect(out.code).toBe(2)
      expect(out.stdout).toBe('')
      expect(out.stderr).toMatch(message)
    }
  })

  test('GF-ODDS-CLI: the real command prints JSON on stdout and exits 2 on a bad option, without a stack trace', () => {
    const good = sortie('odds', 'gunframe', '--attack', '4', '--defense', '3', '--armour', '2', '--json')
    expect(good.status).toBe(0)
    expect(JSON.parse(good.stdout).damage).toHaveLength(5)
    const bad = sortie('odds', 'gunframe', '--attack', '4', '--defense', '3', '--frobnicate')
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/unknown option '--frobnicate'/)
    expect(bad.stderr).not.toMatch(/at .*\.ts:\d+/)
    const worse = sortie('odds', 'gunframe', '--attack', 'lots', '--defense', '3')
    expect(worse.status).toBe(2)
    expect(worse.stderr).toMatch(/--attack must be a whole number/)
    const chess = sortie('odds', 'chess', '--attack', '2', '--defense', '2')
    expect(chess.status).toBe(2)
    expect(chess.stderr).toMatch(/unknown ruleset "chess"/i)
  })
})
