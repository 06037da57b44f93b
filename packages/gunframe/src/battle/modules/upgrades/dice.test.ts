import { Dice, seedRng } from '@sortie/engine'
import { previewAttack } from '@sortie/gunframe/odds'
import { describe, expect, test } from 'vitest'
import { attackOddsFor } from '../../actions/attack-odds.ts'
import { openGround } from '../../core/open-ground.ts'
import type { BattleState } from '../../core/types.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A, B, N, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { eventsOf, play, scenario, testRuleset, two, unitOf } from '../../testkit/testing.ts'
import { standardModules } from '../index.ts'
import { attackSituation } from './dice.ts'

const ATTACKER_UPS = ['warrior', 'eagle-eyes']
const WEAPON_UPS = ['piercing', 'powerful', 'extra-ammo', 'anti-aircraft']
const DEFENDER_UPS = ['cautious', 'stealth', 'deflect', 'agile', 'chaff', 'dogfighter', 'parry']

describe('one source for the dice', () => {
  test('GF-ODDS-SAME-DICE: in random situations the battle rolls exactly the pools the odds module shows', () => {
    const d = new Dice(seedRng('same-dice'))
    for (let i = 0; i < 150; i++) {
      const gap = [0.5, 3, 10, 18][d.roll(4) - 1] as number
      const pick = (ids: string[]) => ids.filter(() => d.roll(2) === 1)
      const band = gap < 1 ? 'close' : gap <= 8 ? 'short' : gap <= 16 ? 'medium' : 'long'
      const a = {
        upgrades: [
          ...pick(ATTACKER_UPS).map((id) => ({ id })),
          ...pick(WEAPON_UPS).map((id) => ({ id, on: band })),
        ],
        loadout: { close: d.roll(6), short: d.roll(6), medium: d.roll(6), long: d.roll(6) },
      }
      const flying = d.roll(3) === 1
      const b = {
        defense: d.roll(5),
        upgrades: [
          ...pick(DEFENDER_UPS).map((id) => ({ id, on: 'close' })),
          ...(flying ? [{ id: 'fly' }] : []),
        ],
        loadout: { close: 0, short: 2, medium: 2, long: 2 },
      }
      const set = {
        shutDown: d.roll(4) === 1,
        knockedDown: d.roll(4) === 1,
        lock: d.roll(3) === 1,
        evade: d.roll(3) === 1,
      }
      const s = scenario([
        {
          side: 'p1',
          pos: { x: 10, y: 10 },
          facing: N,
          profile: { ...a, upgrades: [...a.upgrades, ...(flying ? [{ id: 'fly' }] : [])] },
        },
        { side: 'p2', pos: { x: 10, y: 12 + gap }, facing: d.roll(2) === 1 ? S : N, profile: b, set },
      ])
      const mid = play(s, activateAttack(A, B), new Array(60).fill(1))
      const frame = mid.state.stack.find((f) => f.t === 'attack')
      let st = mid.state
      let events = mid.events
      const lock =
        set.lock && !set.shutDown
          ? ((['focus-fire', 'precise-strike', 'keep'] as const)[d.roll(3) - 1] as 'focus-fire')
          : 'keep'
      if (frame?.t === 'attack' && frame.step === 'lock')
        ({ state: st, events } = play(st, [{ kind: 'use-lock', effect: lock }], new Array(60).fill(1)))
      const f2 = st.stack.find((f) => f.t === 'attack')
      const evade = f2?.t === 'attack' && f2.step === 'defend'
      if (evade)
        ({ state: st, events } = play(
          st,
          [{ kind: 'defend', pool: 'defense', evade: true }],
          new Array(60).fill(1),
        ))
      const fired = eventsOf(events, 'FirepowerRolled')[0]
      const def = eventsOf(events, 'DefenseRolled')[0]
      if (!fired || !def || !frame || frame.t !== 'attack') continue
      const sit = attackSituation(s, openGround, unitOf(s, A), unitOf(s, B), frame, {
        lock: frame.step === 'lock' ? lock : 'keep',
        pool: 'defense',
        evade,
      })
      const odds = previewAttack(sit)
      expect(odds.ok).toBe(true)
      if (!odds.ok) continue
      expect(fired.pool).toBe(odds.value.attackPool)
      expect(def.pool).toBe(odds.value.defensePool)
    }
  })
})

test('GF-UPG-ANTI-AIRCRAFT: the +2D belongs to the weapon system it sits on, not to the unit’s other systems', () => {
  const pool = (on: string) => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: { upgrades: [{ id: 'anti-aircraft', on }] } },
      { side: 'p2', pos: { x: 10, y: 16 }, facing: S, profile: { upgrades: [{ id: 'fly' }] } },
    ])
    const { events } = play(s, activateAttack(A, B), new Array(30).fill(2))
    expect(eventsOf(events, 'AttackDeclared')[0]?.band).toBe('short')
    return eventsOf(events, 'FirepowerRolled')[0]?.pool
  }
  expect(pool('short')).toBe(5)
  expect(pool('long')).toBe(3)
})

/** The odds the table would show for A attacking `target` (the test ruleset's open ground). */
const oddsOf = (s: BattleState, target: string) => {
  const r = attackOddsFor(s, A, target, { modules: standardModules(), table: openGround })
  if (!r.ok) throw new Error(r.error.code)
  return r.value.preview
}

describe('GF-MIS-STRUCTURES: the odds against a mission structure', () => {
  const BUNKER = 'piece:bunker:2'
  // Bunker 2 stands at (18, 30); A faces it from 6" south, within close range (3 dice).
  const bunker = () =>
    missionScenario(
      [
        { side: 'p1', pos: { x: 18, y: 24 }, facing: N },
        { side: 'p2', pos: { x: 33, y: 34 } },
      ],
      { id: 'raid', variant: 'raid-bunker-assault' },
    )
  const asUnit = (s: BattleState) => {
    const copy = structuredClone(s)
    delete unitOf(copy, BUNKER).piece
    return copy
  }

  test('GF-MIS-STRUCTURES: a raid bunker shows no power and no dodge in the odds, as the engine gives none', () => {
    const s = bunker()
    const odds = oddsOf(s, BUNKER)
    expect(odds.attackPool).toBe(3)
    expect(odds.powerUsable).toBe(0)
    expect(odds.powerPoints).toEqual([1])
    expect(odds.dodgeInches).toEqual([1])
    expect(odds.damage[3]).toBeGreaterThan(0)
    // The engine: three sixes that all land buy nothing (no power step) …
    const hit = play(s, activateAttack(A, BUNKER), [6, 6, 6, 1, 1, 1])
    expect(eventsOf(hit.events, 'AttackResolved')[0]).toMatchObject({ target: BUNKER, damage: 3 })
    expect(eventsOf(hit.events, 'PowerPoints')).toHaveLength(0)
    expect(testRuleset.prompt(hit.state)).toMatchObject({ kind: 'action', unit: A })
    // … and three blocking sixes with every hit gone move nothing (no dodge step).
    const miss = play(s, activateAttack(A, BUNKER), [1, 1, 1, 6, 6, 6])
    expect(eventsOf(miss.events, 'AttackResolved')[0]).toMatchObject({ target: BUNKER, damage: 0 })
    expect(testRuleset.prompt(miss.state)).toMatchObject({ kind: 'action', unit: A })
  })

  test('GF-MIS-STRUCTURES: the same stat line on an ordinary unit does show power and dodge', () => {
    const s = asUnit(bunker())
    const odds = oddsOf(s, BUNKER)
    expect(odds.powerUsable).toBeGreaterThan(0)
    expect(odds.dodgeInches.length).toBeGreaterThan(1)
    const miss = play(s, activateAttack(A, BUNKER), new Array(odds.attackPool).fill(1).concat([6, 6, 6]))
    expect(testRuleset.prompt(miss.state)).toMatchObject({ kind: 'dodge', inches: 3 })
  })
})

describe('GF-CRIPPLED: the odds’ crippled figure follows the optional rule', () => {
  // B has 4 Armour left of 8 (crippled at 2 or less); A rolls 4 short dice against Defense 3.
  const duel = (rule: boolean) => {
    const s = two(
      { profile: { loadout: { close: 4, short: 4, medium: 4, long: 4 } } },
      { set: { armour: 4 } },
    )
    s.settings = { crippled: rule, panic: false }
    return s
  }
  // 4, 4, 4, 1 are three hits; 1, 1, 4 one block: 2 damage leaves B on 2 Armour.
  const dice = [4, 4, 4, 1, 1, 1, 4]

  test('GF-CRIPPLED: with the rule off (the default) the odds give no crippled chance and the engine marks no one', () => {
    const s = duel(false)
    const odds = oddsOf(s, B)
    expect(odds.crippled).toBeUndefined()
    expect(odds.destroyed).toBeGreaterThan(0)
    const { state, events } = play(s, activateAttack(A, B), dice)
    expect(eventsOf(events, 'AttackResolved')[0]).toMatchObject({ target: B, damage: 2 })
    expect(unitOf(state, B).counters.crippled).not.toBe(true)
  })

  test('GF-CRIPPLED: with the rule on the odds give the crippled chance and the engine marks the unit', () => {
    const s = duel(true)
    const odds = oddsOf(s, B)
    // Surviving on 1 or 2 Armour: exactly 2 or 3 damage.
    expect(odds.crippled).toBeCloseTo((odds.damage[2] ?? 0) + (odds.damage[3] ?? 0), 12)
    const { state, events } = play(s, activateAttack(A, B), dice)
    expect(eventsOf(events, 'AttackResolved')[0]).toMatchObject({ target: B, damage: 2 })
    expect(unitOf(state, B).counters.crippled).toBe(true)
  })
})
