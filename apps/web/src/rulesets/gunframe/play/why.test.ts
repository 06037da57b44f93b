/**
 * The "why?" overlay draws what the search bot returned: an arrow per target it weighed, a ghost
 * base per spot, the choice taken marked, each labelled with the bot's score and figures.
 */
import { gunframePackage, play, quickBattle, scenario } from '@sortie/gunframe/testkit'
import { describe, expect, test } from 'vitest'
import { ruleset } from '../engine.ts'
import { whyLabel, whyMarks } from './why.ts'

const N = Math.PI / 2

function explained(seed: number) {
  const s0 = scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
    { side: 'p2', pos: { x: 14, y: 18 } },
    { side: 'p2', pos: { x: 6, y: 20 } },
  ])
  const s = play(s0, [{ kind: 'activate', unit: 'unit:p1:0' }], undefined, ruleset as never).state
  const legal = ruleset.legal(s).filter((d) => d.seat === 'p1')
  let k = seed
  const rand = (n: number) => (k++ * 7) % Math.max(1, n)
  const bot = gunframePackage.bots.search!
  const c = bot.decide(s, 'p1', { legal, rand })
  return { s, c }
}

describe('why overlay', () => {
  test('WEB-BOT-WHY: every candidate becomes a mark with its score; the choice taken is marked', () => {
    const { s, c } = explained(1)
    expect(c.candidates?.length).toBeGreaterThan(1)
    const chosen = c.candidates!.findIndex((x) => x.decision === c.decision)
    const marks = whyMarks(s, 'unit:p1:0', c.candidates!, chosen)
    expect(marks).toHaveLength(c.candidates!.length)
    expect(marks.filter((m) => m.chosen)).toHaveLength(1)
    for (const [i, m] of marks.entries()) {
      expect(m.score).toBe(c.candidates![i]!.score)
      expect(m.label).toContain(Math.abs(m.score).toFixed(1))
      const d = c.candidates![i]!.decision
      if (d.kind === 'attack' || d.kind === 'lock') {
        expect(m.kind).toBe('arrow')
        expect(m.to).toEqual(s.units.find((u) => u.id === d.target)!.pos)
      }
      if (d.kind === 'move') {
        expect(m.kind).toBe('ghost')
        expect(m.to).toEqual(d.path[d.path.length - 1])
      }
    }
    // The search bot says what is at stake: expected damage, risk, objective.
    expect(marks.some((m) => /dmg \d/.test(m.label))).toBe(true)
    expect(marks.every((m) => /risk -?\d/.test(m.label))).toBe(true)
  })

  test('WEB-BOT-WHY: labels read score, damage, kill chance, risk and objective', () => {
    expect(
      whyLabel({ score: 3.25, figures: { 'exp. damage': 2.1, kill: 0.35, risk: 0.8, objective: 0 } }),
    ).toBe('+3.3 · dmg 2.1 · kill 35% · risk 0.8')
    expect(whyLabel({ score: -1 })).toBe('-1.0')
  })

  test('WEB-BOT-WHY: Hard’s deployment shows a ghost base on each spot it weighed', () => {
    let s = quickBattle({ battlefield: 'city' }, 'why-deploy')
    // Up to the first deployment, every choice the first offered.
    for (let p = ruleset.prompt(s); p && p.kind !== 'deploy'; p = ruleset.prompt(s)) {
      const next = ruleset.apply(s, ruleset.legal(s)[0]!)
      if (!next.ok) throw new Error(next.error.code)
      s = next.value.state
    }
    const seat = ruleset.prompt(s)!.seat
    const legal = ruleset.legal(s).filter((d) => d.seat === seat)
    const c = gunframePackage.bots['search-hard']!.decide(s, seat, { legal, rand: () => 0 })
    expect(c.candidates?.length).toBeGreaterThan(1)
    const chosen = c.candidates!.findIndex((x) => x.decision === c.decision)
    const marks = whyMarks(s, null, c.candidates!, chosen)
    expect(marks).toHaveLength(c.candidates!.length)
    for (const [i, m] of marks.entries()) {
      const d = c.candidates![i]!.decision
      if (d.kind !== 'deploy') throw new Error(`not a deployment: ${d.kind}`)
      expect(m.kind).toBe('ghost')
      expect(m.to).toEqual(d.pos)
      expect(m.facing).toBe(d.facing)
    }
    expect(marks.filter((m) => m.chosen)).toHaveLength(1)
  })
})
