/** Exact attack odds (MS-ODDS-*), checked against hand counts and a Monte-Carlo oracle. */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Dice, seedRng } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { countDice, critOnFor } from '../battle/actions/dice.ts'
import { damageOf, savePasses } from '../battle/actions/saves.ts'
import { type AttackOddsInput, attackOdds, DEFAULT_INPUT, diePmf, failChance, hitsPmf } from './attack.ts'
import { computeOdds, formatOdds, oddsOptions } from './cli.ts'

describe('exact odds', () => {
  test('MS-ODDS-DIE: a d10 is 4/10 miss, 5/10 hit, 1/10 crit; Focus 2/10 miss; +1 Crit Range 2/10 crit', () => {
    expect(diePmf(5, 10, false, false)).toEqual([0.4, 0.5, 0.1])
    expect(diePmf(3, 10, false, false).map((x) => +x.toFixed(10))).toEqual([0.2, 0.7, 0.1])
    expect(diePmf(5, 9, false, false).map((x) => +x.toFixed(10))).toEqual([0.4, 0.4, 0.2])
  })
  test('MS-ODDS-HITS: one die +3 Hits is 3 / 4 / 5 with 0.4 / 0.5 / 0.1; pools are capped at 10 dice', () => {
    const p = hitsPmf({ ...DEFAULT_INPUT, attackDice: 1, bonusHits: 3 })
    expect(p.slice(3).map((x) => +x.toFixed(10))).toEqual([0.4, 0.5, 0.1])
    expect(hitsPmf({ ...DEFAULT_INPUT, attackDice: 14, bonusHits: 0 }).length).toBe(21)
  })
  test('MS-ODDS-SAVES: a save fails with probability (PEN − bonus − 1)/10', () => {
    expect(failChance(6, 0)).toBeCloseTo(0.5)
    expect(failChance(4, 3)).toBe(0)
    expect(failChance(8, 3)).toBeCloseTo(0.4)
  })
  test('MS-ODDS-TOTAL: the damage distribution sums to 1', () => {
    const o = attackOdds(DEFAULT_INPUT)
    expect(o.damage.reduce((s, d) => s + d.p, 0)).toBeCloseTo(1, 12)
  })
})

function simulate(i: AttackOddsInput, n: number, seed: string) {
  const dice = new Dice(seedRng(seed))
  let dmgSum = 0
  let destroyed = 0
  let finishing = 0
  for (let k = 0; k < n; k++) {
    const a = Array.from({ length: Math.min(10, i.attackDice) }, () => dice.roll(10))
    let d = Array.from({ length: Math.min(10, i.defenceDice) }, () => dice.roll(10))
    if (i.rerollOnes) d = d.map((v) => (v === 1 ? dice.roll(10) : v))
    const hits =
      countDice(a, { hitOn: i.focus ? 3 : 5, critOn: critOnFor(i.critRange, !i.noCrit) }) + i.bonusHits
    const def =
      countDice(d, { hitOn: i.defFocus ? 3 : 5, critOn: critOnFor(i.defCritRange), flash: i.flash }) +
      i.bonusDef
    const u = Math.max(0, hits - def)
    const saves = i.pen > 0 ? Math.min(5, u) : 0
    let fails = 0
    for (let j = 0; j < saves; j++) if (!savePasses(dice.roll(10), i.pen, i.saveBonus)) fails++
    const dmg = damageOf(u, i.dmg, fails, i.finisher).total
    dmgSum += dmg
    if (dmg >= i.targetHp) destroyed++
    if (u >= 7) finishing++
  }
  return { mean: dmgSum / n, destroy: destroyed / n, finishing: finishing / n }
}

describe('Monte-Carlo oracle', () => {
  const cases: [string, AttackOddsInput][] = [
    ['beam rifle vs evade', DEFAULT_INPUT],
    [
      'machine gun, re-roll 1s',
      {
        ...DEFAULT_INPUT,
        attackDice: 8,
        bonusHits: 8,
        defenceDice: 7,
        bonusDef: 5,
        rerollOnes: true,
        dmg: 200,
        pen: 0,
      },
    ],
    [
      'sword with finisher, focus, flash',
      {
        ...DEFAULT_INPUT,
        attackDice: 6,
        bonusHits: 13,
        critRange: 1,
        focus: true,
        defenceDice: 3,
        bonusDef: 4,
        flash: true,
        dmg: 400,
        pen: 8,
        finisher: 2,
        targetHp: 6000,
      },
    ],
    ['IDF, Iron Wall Ace saves', { ...DEFAULT_INPUT, noCrit: true, saveBonus: 3, pen: 8, defFocus: true }],
  ]
  test.each(cases)('MS-ODDS-ORACLE: exact odds agree with 40,000 simulated attacks (%s)', (_, input) => {
    const exact = attackOdds(input)
    const sim = simulate(input, 40_000, 'oracle')
    expect(Math.abs(sim.mean - exact.expectedDamage)).toBeLessThan(Math.max(30, exact.expectedDamage * 0.02))
    expect(Math.abs(sim.destroy - exact.destroy)).toBeLessThan(0.012)
    expect(Math.abs(sim.finishing - exact.finishingBlow)).toBeLessThan(0.012)
  })
})

describe('CLI values', () => {
  test('MS-ODDS-CLI: flags parse into the exact table, bad numbers are coded errors', () => {
    const r = computeOdds({
      attack: '8',
      hits: '8',
      defense: '7',
      def: '5',
      rerollOnes: true,
      dmg: '200',
      pen: '0',
      targetHp: '1200',
    })
    expect(r.ok).toBe(true)
    if (r.ok) expect(formatOdds(r.value)).toContain('8d10+8 vs 7d10+5')
    const bad = computeOdds({ attack: 'x' })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error.code).toBe('mechastellar/bad_odds_option')
  })
})

describe('CLI PEN kind', () => {
  const shot = { attack: '6', hits: '5', defense: '7', def: '2', dmg: '300', pen: '8', targetHp: '4000' }
  const expected = (v: Record<string, string>) => {
    const r = computeOdds({ ...shot, ...v })
    if (!r.ok) throw new Error(r.error.message)
    return (r.value as { expectedDamage: number }).expectedDamage
  }

  test('MS-RULING-A13 / MS-ODDS-CLI: --pen-kind S or P counts no 1000 DMG per failed save, as the battle', () => {
    const none = expected({ pen: '0' })
    expect(expected({})).toBeGreaterThan(none + 1000)
    expect(expected({ penKind: 'normal' })).toBe(expected({}))
    expect(expected({ penKind: 'S' })).toBeCloseTo(none, 9)
    expect(expected({ penKind: 'p' })).toBeCloseTo(none, 9)
    expect(expected({ penKind: 'S' })).toBeCloseTo(
      attackOdds({ ...DEFAULT_INPUT, attackDice: 6, pen: 8, penKind: 'S' }).expectedDamage,
      9,
    )
    const r = computeOdds({ ...shot, penKind: 'S' })
    if (r.ok) expect(formatOdds(r.value)).toContain('PEN 8S')
  })

  test('MS-ODDS-CLI: an unknown --pen-kind is a coded error and the option is listed', () => {
    const bad = computeOdds({ ...shot, penKind: 'X' })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error.message).toMatch(/--pen-kind must be normal, S or P/)
    expect(oddsOptions.map((o) => o.flags)).toContain('--pen-kind <kind>')
  })

  test('MS-ODDS-CLI: the real command takes --pen-kind', () => {
    const bin = fileURLToPath(new URL('../../../../apps/cli/bin/sortie.js', import.meta.url))
    const run = (...more: string[]) =>
      spawnSync(process.execPath, [bin, 'odds', 'mechastellar', '--pen', '8', '--json', ...more], {
        encoding: 'utf8',
      })
    const stun = run('--pen-kind', 'S')
    expect(stun.status).toBe(0)
    expect(JSON.parse(stun.stdout).expectedDamage).toBeCloseTo(expected({ penKind: 'S' }), 6)
    expect(JSON.parse(run().stdout).expectedDamage).toBeCloseTo(expected({}), 6)
  })
})
