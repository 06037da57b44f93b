/**
 * WEB-RULES-FROM-ENGINE: what the GUNFRAME table shows is what the engine uses — each ring's reach
 * and dice, the unit card's loadout, a pilot roll's colour, a split attack's words and odds.
 */
import { moduleLoadout, moduleSpeed, standardModules } from '@sortie/gunframe/battle'
import { eventsOf, moveTo, play, scenario, unitOf } from '@sortie/gunframe/testkit'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import {
  attackLooks,
  attackOdds,
  type BattleDecision,
  type BattleState,
  moveSpeed,
  ruleset,
  splitOdds,
} from '../engine.ts'
import { AttackChoice, attackKey } from './prompts/AttackChoice.tsx'
import { decisionLabel } from './prompts/labels.ts'
import { poolTones, rollOf } from './rolls.ts'
import { RangeRings } from './table/RangeRings.tsx'
import { ringBands } from './table/ringBands.ts'
import { UnitInfo } from './UnitInfo.tsx'

const N = Math.PI / 2
const S = -Math.PI / 2
const A = 'unit:p1:0'
const B = 'unit:p2:0'
const B2 = 'unit:p2:1'

const activated = (s: BattleState) =>
  play(s, [{ kind: 'activate', unit: A }], undefined, ruleset as never).state

/** A crippled unit (the optional rule on, Armour 2 of 8) with the loadout given. */
function crippled(upgrades: { id: string }[] = []): BattleState {
  const s = scenario([
    {
      side: 'p1',
      pos: { x: 10, y: 10 },
      facing: N,
      profile: { armour: 8, loadout: { close: 3, short: 5, medium: 3, long: 1 }, upgrades },
      set: { armour: 2, crippled: true },
    },
    { side: 'p2', pos: { x: 10, y: 30 }, facing: S },
  ])
  s.settings = { crippled: true }
  return s
}

describe('WEB-RULES-FROM-ENGINE', () => {
  test('WEB-RULES-FROM-ENGINE / GF-UPG-EXTREME-RANGE: an Extreme Range unit’s long ring reaches 32", as far as its attacks', () => {
    const s = scenario([
      {
        side: 'p1',
        pos: { x: 10, y: 6 },
        facing: N,
        profile: { upgrades: [{ id: 'extreme-range', on: 'long' }] },
      },
      { side: 'p1', pos: { x: 30, y: 6 }, facing: N },
      // 28" edge to edge from the first unit: beyond 24", within 32".
      { side: 'p2', pos: { x: 10, y: 6 + 28 + 2 * unitRadius() }, facing: S },
    ])
    s.field = { ...s.field, depth: 48 }
    const far = ringBands(s, unitOf(s, A))
    expect(far.find((b) => b.band === 'long')?.reach).toBe(32)
    expect(ringBands(s, unitOf(s, 'unit:p1:1')).find((b) => b.band === 'long')?.reach).toBe(24)
    expect(far.map((b) => b.reach)).toEqual([1, 8, 16, 32])
    // The engine agrees: the target 28" away is in long range for this unit.
    const look = attackLooks(s, A).find((l) => l.target.id === B)
    expect(look?.plan?.band).toBe('long')
    const svg = renderToStaticMarkup(createElement(RangeRings, { state: s, unitId: A }))
    expect(svg).toContain('data-band="long" data-reach="32"')
  })

  test('WEB-RULES-FROM-ENGINE: a crippled unit’s rings and card show the halved dice it attacks with', () => {
    const s = crippled()
    const u = unitOf(s, A)
    const engine = moduleLoadout(standardModules(), s, u)
    expect(engine).toEqual({ close: 2, short: 3, medium: 2, long: 1 })
    expect(ringBands(s, u).map((b) => b.text)).toEqual(['close 2D', 'short 3D', 'medium 2D', 'long 1D'])
    const svg = renderToStaticMarkup(createElement(RangeRings, { state: s, unitId: A }))
    expect(svg).toContain('short 3D')
    expect(svg).not.toContain('short 5D')
    const card = renderToStaticMarkup(
      createElement(UnitInfo, { state: s, id: A, prompt: null, legal: [], onClose: () => {} }),
    )
    expect(card).toContain('2/3/2/1')
    expect(card).toContain('printed 3/5/3/1')
    // The Speed shown is the engine's too: half of 5, rounded up.
    expect(moveSpeed(s, u)).toBe(moduleSpeed(standardModules(), s, u))
    expect(moveSpeed(s, u)).toBe(3)
    // Anger Issues: crippling halves nothing and adds two Close dice (ruling 9).
    const angry = crippled([{ id: 'anger-issues' }])
    expect(ringBands(angry, unitOf(angry, A)).map((b) => b.text)).toEqual([
      'close 5D',
      'short 5D',
      'medium 3D',
      'long 1D',
    ])
  })

  test('WEB-RULES-FROM-ENGINE: a 3+ pilot’s 3 is coloured as a pass, a 4+ pilot’s 3 as a fail', () => {
    const disengage = (skill: number) => {
      const s = scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: { pilot: { name: 'P', skill } } },
        {
          side: 'p2',
          pos: { x: 10, y: 12.02 },
          facing: S,
          profile: { loadout: { close: 0, short: 3, medium: 3, long: 3 } },
        },
      ])
      const away = [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 6 }, S)] as const
      const { state, events } = play(s, [...away], [3, 3, 3, 3], ruleset as never)
      const roll = eventsOf(events, 'PilotSkillRoll')[0]!
      return { shown: rollOf(state, roll)!, roll }
    }
    const ace = disengage(3)
    expect(ace.roll).toMatchObject({ roll: 3, success: true })
    expect(ace.shown.dice[0]?.tone).toBe('hit')
    expect(ace.shown.result).toBe('pass (needs 3+)')
    const rookie = disengage(4)
    expect(rookie.roll).toMatchObject({ roll: 3, success: false })
    expect(rookie.shown.dice[0]?.tone).toBe('miss')
    // Attack and defense dice read as the engine counts them: 1–3 fail, 4–5 succeed, 6 a six.
    expect(poolTones([1, 3, 4, 5, 6])).toEqual(['miss', 'miss', 'hit', 'hit', 'crit'])
  })

  test('WEB-RULES-FROM-ENGINE / GF-UPG-SPLIT-FIRE: a split attack reads as a split, with its own odds and key', () => {
    const s = activated(
      scenario([
        {
          side: 'p1',
          pos: { x: 10, y: 10 },
          facing: N,
          profile: {
            loadout: { close: 3, short: 4, medium: 3, long: 3 },
            upgrades: [{ id: 'split-fire', on: 'short' }],
          },
        },
        { side: 'p2', pos: { x: 10, y: 15 }, facing: S },
        { side: 'p2', pos: { x: 14, y: 15 }, facing: S },
      ]),
    )
    const attacks = ruleset
      .legal(s)
      .filter((d): d is Extract<BattleDecision, { kind: 'attack' }> => d.kind === 'attack')
    const split = attacks.find((d) => d.split)!
    const plain = attacks.find((d) => !d.split && d.target === split.target)!
    expect(split.split).toEqual([
      { target: B, dice: 2 },
      { target: B2, dice: 2 },
    ])
    expect(attackKey(split)).not.toBe(attackKey(plain))
    const label = decisionLabel(s, split)
    expect(label).toMatch(/^Split fire: 2D at .+ \+ 2D at .+$/)
    expect(label).not.toBe(decisionLabel(s, plain))
    // The odds are the package's splitFireOdds over each share, not the whole weapon's.
    const so = splitOdds(s, A, split.split!)
    const whole = attackOdds(s, A, B)
    if ('error' in so || 'error' in whole) throw new Error('no odds')
    expect(so.odds.targets.map((t) => t.attackPool)).toEqual([2, 2])
    expect(whole.odds.attackPool).toBe(4)
    expect(so.odds.expectedTotalDamage).toBeCloseTo(
      so.odds.targets.reduce((n, t) => n + t.expectedDamage, 0),
      12,
    )
    const draw = (d: BattleDecision) =>
      renderToStaticMarkup(
        createElement(AttackChoice, {
          state: s,
          attacker: A,
          d: d as Extract<BattleDecision, { kind: 'attack' }>,
          decide: () => {},
          aim: null,
          setAim: () => {},
          hint: undefined,
        }),
      )
    const shownSplit = draw(split)
    const shownPlain = draw(plain)
    expect(shownSplit).toContain('Split fire: 2D at')
    expect(shownSplit).toContain('2D vs 3D · 2D vs 3D')
    expect(shownPlain).toContain('4D vs 3D')
    expect(shownPlain).not.toContain('Split fire')
  })
})

/** The test frame's base radius (a medium frame), read from a unit the testkit builds. */
function unitRadius(): number {
  return unitOf(scenario([{ side: 'p1', pos: { x: 0, y: 0 } }]), A).profile.radius
}
