import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { gunframePackage } from '../../../testkit/index.ts'
import type { BattleSetup } from '../../core/setup-types.ts'
import type { BattleState } from '../../core/types.ts'
import { activateLock } from '../../testkit/decisions.ts'
import { A, attackAB as attack, B, N, S } from '../../testkit/fixtures.ts'
import type { Placed } from '../../testkit/testing.ts'
import {
  eventsOf,
  NO_CLOSE,
  play,
  profile,
  promptAs,
  reject,
  scenario,
  script,
  testRuleset,
  unitOf,
  ups,
} from '../../testkit/testing.ts'

// Rulebook "Upgrades", Lucky: one roll a battle (attack, defense or Pilot Skill), any of its dice.

function two(a: Partial<Placed>, b: Partial<Placed>): BattleState {
  return scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N, ...a },
    { side: 'p2', pos: { x: 10, y: 15 }, facing: S, ...b, profile: { loadout: NO_CLOSE, ...b.profile } },
  ])
}
const options = (s: BattleState) => testRuleset.legal(s).map((d) => (d.kind === 'choose' ? d.option : d.kind))
const passReact = (s: BattleState) => (s.stack.at(-1)?.t === 'react' ? play(s, [{ kind: 'pass' }]).state : s)

describe('GF-UPG-LUCKY: the player picks which dice roll again', () => {
  test('GF-UPG-LUCKY: two chosen dice of an attack roll again, the others stand', () => {
    const { state } = attack(two({ profile: ups('lucky') }, {}), [1, 5, 2])
    expect(testRuleset.prompt(state)).toMatchObject({
      seat: 'p1',
      kind: 'choose',
      id: 'lucky-attack',
      unit: A,
      dice: [1, 5, 2],
    })
    // legal(): keep and the distinct quick picks (every die = every non-six here, so listed once).
    expect(options(state)).toEqual(['keep', 'reroll', 'reroll-non-six'])
    const { state: after, events } = play(
      state,
      [{ kind: 'choose', option: 'pick', dice: [2, 0] }],
      [4, 3, 1, 1, 1],
    )
    expect(eventsOf(events, 'LuckyReroll')[0]).toMatchObject({
      unit: A,
      roll: 'attack',
      picked: [0, 2],
      before: [1, 5, 2],
      dice: [4, 5, 3],
    })
    // Two hits against three blank defense dice.
    expect(unitOf(after, B).armour).toBe(6)
    expect(unitOf(after, A).upgradeState.used).toContain('lucky')
  })

  test('GF-UPG-LUCKY: the quick pick "every non-six" rolls the hits that are not sixes too', () => {
    const { state } = attack(two({ profile: ups('lucky') }, {}), [1, 5, 6])
    const { events } = play(state, [{ kind: 'choose', option: 'reroll-non-six' }], [2, 4, 1, 1, 1])
    expect(eventsOf(events, 'LuckyReroll')[0]).toMatchObject({ picked: [0, 1], dice: [2, 4, 6] })
  })

  test('GF-UPG-LUCKY: the defender re-rolls its pick of a defense roll', () => {
    const s = two({}, { profile: { loadout: NO_CLOSE, ...ups('lucky') } })
    const { state } = attack(s, [4, 4, 4, 1, 2, 3])
    expect(testRuleset.prompt(state)).toMatchObject({
      seat: 'p2',
      kind: 'choose',
      id: 'lucky-defense',
      unit: B,
      dice: [1, 2, 3],
    })
    const { state: after, events } = play(state, [{ kind: 'choose', option: 'pick', dice: [1] }], [5])
    expect(eventsOf(events, 'LuckyReroll')[0]).toMatchObject({ roll: 'defense', dice: [1, 5, 3] })
    expect(unitOf(after, B).armour).toBe(6)
    expect(unitOf(after, B).upgradeState.used).toContain('lucky')
  })

  test('GF-UPG-LUCKY: a failed Pilot Skill roll (Defense Matrix lock) is rolled again, once, when the player said so', () => {
    const s = two(
      { profile: ups('lucky'), set: { luckyPilot: true } },
      { profile: { loadout: NO_CLOSE, ...ups('defense-matrix') } },
    )
    const { state, events } = play(s, activateLock(A, B), [2, 6])
    expect(eventsOf(events, 'LuckyReroll')).toEqual([{ type: 'LuckyReroll', unit: A, roll: 'pilot-skill' }])
    expect(unitOf(state, B).counters.lock).toBe(true)
    // Spent: the next failed roll stands and the attack that follows asks nothing.
    const again = play(passReact(state), [{ kind: 'attack', target: B }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(again.events, 'LuckyReroll')).toEqual([])
  })

  test('GF-UPG-LUCKY: once a battle — a spent Lucky offers nothing on the next attack', () => {
    const { state } = attack(two({ profile: ups('lucky') }, {}), [1, 1, 1])
    const first = passReact(play(state, [{ kind: 'choose', option: 'reroll' }], [1, 1, 1, 1, 1, 1]).state)
    // The second attack with the same system is rapid fire (a focus point).
    const { state: second, events } = play(
      first,
      [{ kind: 'attack', target: B, rapidFire: true }],
      [1, 2, 3, 1, 1, 1],
    )
    expect(eventsOf(events, 'FirepowerRolled')).toHaveLength(1)
    expect(second.stack.some((f) => f.t === 'choice')).toBe(false)
    expect(promptAs(testRuleset.prompt(second), 'choose')?.id).not.toBe('lucky-attack')
  })

  test('GF-UPG-LUCKY: nothing is asked when every die shows a six; keep leaves the roll and the upgrade', () => {
    const six = attack(two({ profile: ups('lucky') }, {}), [6, 6, 6, 1, 1, 1]).state
    expect(six.stack.some((f) => f.t === 'choice' && f.id === 'lucky-attack')).toBe(false)
    const { state } = attack(two({ profile: ups('lucky') }, {}), [1, 4, 1])
    const kept = play(state, [{ kind: 'choose', option: 'keep' }], [1, 1, 1]).state
    expect(unitOf(kept, B).armour).toBe(7)
    expect(unitOf(kept, A).upgradeState.used ?? []).not.toContain('lucky')
  })

  test('GF-UPG-LUCKY: bad die picks are refused with a code and change nothing', () => {
    const { state } = attack(two({ profile: ups('lucky') }, {}), [1, 5, 2])
    const before = JSON.stringify(state)
    for (const dice of [[], [3], [-1], [0, 0], [1.5]])
      expect(reject(state, { kind: 'choose', option: 'pick', dice })).toBe('gunframe/bad_dice')
    expect(reject(state, { kind: 'choose', option: 'pick' })).toBe('gunframe/bad_dice')
    expect(reject(state, { kind: 'choose', option: 'keep', dice: [0] })).toBe('gunframe/bad_dice')
    expect(reject(state, { kind: 'choose', option: 'reroll-some' })).toBe('gunframe/bad_option')
    expect(JSON.stringify(state)).toBe(before)
    // A die pick on a question without dice is refused too.
    const g = scenario([{ side: 'p1', pos: { x: 10, y: 10 } }])
    g.stack.push({ t: 'choice', id: 'guardian', seat: 'p1', unit: A, options: ['decline', 'pick'] })
    expect(reject(g, { kind: 'choose', option: 'pick', dice: [0] })).toBe('gunframe/bad_dice')
  })

  test('GF-UPG-LUCKY: every legal answer is accepted (bots and the web list only these)', () => {
    const { state } = attack(two({ profile: ups('lucky') }, {}), [1, 4, 6])
    const legal = testRuleset.legal(state)
    expect(legal.map((d) => (d.kind === 'choose' ? d.option : ''))).toEqual([
      'keep',
      'reroll',
      'reroll-non-six',
      'reroll-all',
    ])
    for (const d of legal) expect(testRuleset.apply(script(state, [1, 1, 1, 1, 1, 1]), d).ok).toBe(true)
  })
})

describe('GF-RULING-PROPOSED-LUCKY-REROLL: Lucky may roll again dice already re-rolled', () => {
  test('GF-RULING-PROPOSED-LUCKY-REROLL: dice Precise Strike re-rolled may be picked for Lucky', () => {
    const s = two({ profile: ups('lucky') }, { set: { lock: true } })
    const { state, events } = play(
      s,
      [
        { kind: 'activate', unit: A },
        { kind: 'attack', target: B },
        { kind: 'use-lock', effect: 'precise-strike' },
      ],
      [1, 2, 5, 1, 3],
    )
    expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ first: [1, 2, 5], dice: [1, 3, 5] })
    expect(testRuleset.prompt(state)).toMatchObject({ id: 'lucky-attack', dice: [1, 3, 5] })
    const after = play(state, [{ kind: 'choose', option: 'pick', dice: [0, 1] }], [4, 4, 1, 1, 1])
    expect(eventsOf(after.events, 'LuckyReroll')[0]).toMatchObject({ picked: [0, 1], dice: [4, 4, 5] })
    expect(unitOf(after.state, B).armour).toBe(5)
  })

  test('GF-RULING-PROPOSED-LUCKY-REROLL: dice Evade re-rolled may be rolled again by a Lucky defender', () => {
    const s = two({}, { profile: { loadout: NO_CLOSE, ...ups('lucky') }, set: { evade: true } })
    const { state } = attack(s, [4, 4, 4])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'defend', evade: true })
    const rolled = play(state, [{ kind: 'defend', pool: 'defense', evade: true }], [1, 2, 3, 1, 2, 3])
    expect(eventsOf(rolled.events, 'DefenseRolled')[0]).toMatchObject({
      dice: [1, 2, 3],
      rerolled: [0, 1, 2],
    })
    const after = play(rolled.state, [{ kind: 'choose', option: 'reroll' }], [4, 5, 1])
    expect(eventsOf(after.events, 'LuckyReroll')[0]).toMatchObject({ roll: 'defense', dice: [4, 5, 1] })
    expect(unitOf(after.state, B).armour).toBe(7)
  })
})

describe('GF-RULING-LUCKY-PILOT: Lucky goes on a Pilot Skill roll only by the player’s choice', () => {
  test('GF-RULING-LUCKY-PILOT: before the first turn each Lucky unit’s owner is asked, through legal(); unasked or kept, a failed Pilot Skill roll stands and Lucky waits for the dice', () => {
    const fresh = unwrap(
      testRuleset.start(
        {
          squadrons: { p1: [profile(ups('lucky'))], p2: [profile()] },
          attacker: 'p1',
          defenderHalf: 'north',
        },
        'pre',
      ),
    )
    const { state } = play(fresh, [
      { kind: 'deploy', unit: B, pos: { x: 10, y: 34 }, facing: S },
      { kind: 'deploy', unit: A, pos: { x: 10, y: 2 }, facing: N },
    ])
    expect(state.turn).toBe(0)
    expect(testRuleset.prompt(state)).toMatchObject({
      seat: 'p1',
      kind: 'choose',
      id: 'lucky-pilot',
      unit: A,
    })
    expect(options(state)).toEqual(['keep', 'pilot-skill'])
    const kept = play(state, [{ kind: 'choose', option: 'keep' }], [6, 1]).state
    expect(kept.turn).toBe(1)
    expect(unitOf(kept, A).upgradeState.luckyPilot).toBe(false)
    const spend = play(state, [{ kind: 'choose', option: 'pilot-skill' }], [6, 1]).state
    expect(unitOf(spend, A).upgradeState.luckyPilot).toBe(true)
    // Never asked (or kept): the failed lock roll stands, and Lucky is still there for the attack.
    for (const set of [{}, { luckyPilot: false }]) {
      const s = two(
        { profile: ups('lucky'), set },
        { profile: { loadout: NO_CLOSE, ...ups('defense-matrix') } },
      )
      const { state: locked, events } = play(s, activateLock(A, B), [2])
      expect(eventsOf(events, 'LuckyReroll')).toEqual([])
      expect(unitOf(locked, B).counters.lock).toBe(false)
      expect(unitOf(locked, A).upgradeState.used ?? []).not.toContain('lucky')
      const shot = play(passReact(locked), [{ kind: 'attack', target: B }], [1, 1, 1])
      expect(testRuleset.prompt(shot.state)).toMatchObject({ kind: 'choose', id: 'lucky-attack' })
    }
  })
})

describe('GF-RULING-LUCKY-PILOT and combiners', () => {
  test.each(['combiners', 'combiners,combiner-gestalt'])(
    'GF-RULING-LUCKY-PILOT: a Lucky unit held off the table (%s: a combined form or its members) is asked too',
    (optional) => {
      const setup = unwrap(gunframePackage.quickSetup({ optional }, 'lc')) as BattleSetup
      const st = structuredClone(setup)
      const lucky = { id: 'lucky' as const }
      const member = st.combiners?.p1?.[0]
      const first = st.squadrons.p1?.[0]
      if (!member || !first) throw new Error('no combiner in the quick setup')
      member.upgrades = [...(member.upgrades ?? []), lucky]
      first.upgrades = [...(first.upgrades ?? []), lucky]
      const rs = gunframePackage.ruleset()
      let s = unwrap(rs.start(st, 'lc')) as BattleState
      const asked: string[] = []
      for (let i = 0; i < 300 && s.turn < 1; i++) {
        const p = rs.prompt(s) as { kind: string; id?: string; unit?: string } | null
        if (!p) break
        if (p.kind === 'choose' && p.id === 'lucky-pilot') asked.push(p.unit as string)
        s = unwrap(rs.apply(s, rs.legal(s)[0] as never)).state as BattleState
      }
      expect(asked.length).toBe(2)
      expect(new Set(asked).size).toBe(2)
    },
  )
})
