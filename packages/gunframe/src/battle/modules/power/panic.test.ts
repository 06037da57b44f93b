/**
 * Panic rolls played through the engine as Pilot Skill rolls (PANIC; UPGRADES › Lucky, Inspiring,
 * Fearless, Lovers, Terrifying): A kills B and C, a friend of B 4" away that saw it, tests. Every
 * attack here is 3 firepower dice then 3 defense dice (4, 1, 1 against 1, 1, 1: B's last Armour
 * point goes); the dice after those are the panic rolls.
 */
import { describe, expect, test } from 'vitest'
import type { BattleEvent } from '../../core/events/index.ts'
import type { BattleState } from '../../core/types.ts'
import { setUpgradeState } from '../../core/unit/write.ts'
import { activateAttack, moveTo } from '../../testkit/decisions.ts'
import { A, B, B2 as C, B3 as D, N, S } from '../../testkit/fixtures.ts'
import type { Placed } from '../../testkit/testing.ts'
import { eventsOf, NO_CLOSE, play, scenario, testRuleset, unitOf, ups } from '../../testkit/testing.ts'

const KILL = [4, 1, 1, 1, 1, 1]
/** A Lucky unit set to spend it on a failed Pilot Skill roll (its owner's standing choice). */
const luckyOn = (upgrades: string[]) => (upgrades.includes('lucky') ? { luckyPilot: true } : {})

/** B (1 Armour) dies to A; C (upgrades `c`) saw it; D (upgrades `d`), by default 5" from C and 9" from B. */
function witnessed(
  c: string[],
  b: string[] = [],
  d: string[] | null = null,
  dAt = { x: 21, y: 15 },
): BattleState {
  const placed: Placed[] = [
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
    {
      side: 'p2',
      pos: { x: 10, y: 15 },
      facing: S,
      profile: { loadout: NO_CLOSE, ...ups(...b) },
      set: { armour: 1 },
    },
    // A Lucky C was told beforehand to spend it on a failed Pilot Skill roll (GF-RULING-LUCKY-PILOT).
    {
      side: 'p2',
      pos: { x: 14, y: 15 },
      facing: S,
      profile: ups(...c),
      set: { activated: true, ...luckyOn(c) },
    },
  ]
  if (d) placed.push({ side: 'p2', pos: dAt, facing: S, profile: ups(...d), set: { activated: true } })
  const s = scenario(placed)
  s.settings = { panic: true }
  return s
}

const kill = (s: BattleState, more: number[]) => play(s, activateAttack(A, B), [...KILL, ...more])

const skillRolls = (events: BattleEvent[]) =>
  eventsOf(events, 'PilotSkillRoll').map((e) => [e.unit, e.why, e.roll, e.success])
const panics = (events: BattleEvent[]) => eventsOf(events, 'PanicRoll').map((e) => [e.unit, e.pass])

describe('panic rolls are Pilot Skill rolls', () => {
  test('GF-PANIC-ROLL: the test is the common Pilot Skill roll; a failure asks cry or run', () => {
    const { state, events } = kill(witnessed([]), [3])
    expect(skillRolls(events)).toEqual([[C, 'panic:destroyed', 3, false]])
    expect(panics(events)).toEqual([[C, false]])
    expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'choose', id: 'panic', unit: C })
  })

  test('GF-UPG-LUCKY: a failed panic roll spends Lucky without a question when its owner chose that beforehand; the re-roll stands', () => {
    const { state, events } = kill(witnessed(['lucky']), [2, 5])
    expect(skillRolls(events)).toEqual([
      [C, 'panic:destroyed', 2, false],
      [C, 'panic:destroyed:lucky', 5, true],
    ])
    expect(eventsOf(events, 'LuckyReroll')[0]).toMatchObject({ unit: C, roll: 'pilot-skill' })
    expect(unitOf(state, C).upgradeState.used).toContain('lucky')
    expect(panics(events)).toEqual([[C, true]])
    // Passed: no cry-or-run question, the attacker's activation carries on.
    expect(testRuleset.prompt(state)).not.toMatchObject({ id: 'panic' })
    // Once a battle: with Lucky gone, the next failure stands.
    const spent = witnessed(['lucky'])
    setUpgradeState(unitOf(spent, C), { used: ['lucky'] })
    const again = kill(spent, [2])
    expect(skillRolls(again.events)).toEqual([[C, 'panic:destroyed', 2, false]])
    expect(testRuleset.prompt(again.state)).toMatchObject({ id: 'panic', unit: C })
  })

  test('GF-UPG-INSPIRING: the free re-roll goes first; Lucky is kept when it passes', () => {
    const { state, events } = kill(witnessed(['lucky'], [], ['inspiring']), [2, 5])
    expect(skillRolls(events)).toEqual([
      [C, 'panic:destroyed', 2, false],
      [C, 'panic:destroyed:inspiring', 5, true],
    ])
    expect(eventsOf(events, 'LuckyReroll')).toHaveLength(0)
    expect(unitOf(state, C).upgradeState.used ?? []).not.toContain('lucky')
  })

  test('GF-UPG-LUCKY: still failed after Inspiring’s re-roll, Lucky rolls a third time', () => {
    const { state, events } = kill(witnessed(['lucky'], [], ['inspiring']), [2, 3, 6])
    expect(skillRolls(events)).toEqual([
      [C, 'panic:destroyed', 2, false],
      [C, 'panic:destroyed:inspiring', 3, false],
      [C, 'panic:destroyed:inspiring:lucky', 6, true],
    ])
    expect(unitOf(state, C).upgradeState.used).toContain('lucky')
    expect(panics(events)).toEqual([[C, true]])
  })

  test('GF-UPG-INSPIRING: the Inspiring unit itself gets no re-roll', () => {
    const { state, events } = kill(witnessed(['inspiring']), [2])
    expect(skillRolls(events)).toEqual([[C, 'panic:destroyed', 2, false]])
    expect(testRuleset.prompt(state)).toMatchObject({ id: 'panic', unit: C })
  })

  test('GF-UPG-FEARLESS: passes without a die, so Lucky is never spent on it', () => {
    const { state, events } = kill(witnessed(['fearless', 'lucky']), [])
    expect(skillRolls(events)).toEqual([])
    expect(eventsOf(events, 'PanicRoll')[0]).toMatchObject({ unit: C, pass: true, auto: true })
    expect(unitOf(state, C).upgradeState.used ?? []).not.toContain('lucky')
  })
})

describe('Lovers before panic', () => {
  // PANIC › PRIORITY: the upgrade's trigger wins over the panic test.
  test('GF-PANIC-PRIORITY / GF-PANIC-ROLL / GF-RULING-PROPOSED-LOVERS-PANIC: the surviving lover gets its free activation and no panic roll; other friends still test', () => {
    // C is B's lover; D, under 5" from B, saw it die too.
    const { state, events } = kill(witnessed(['lovers'], ['lovers'], [], { x: 16, y: 18 }), [2])
    expect(panics(events)).toEqual([[D, false]])
    expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'choose', id: 'lovers', unit: C })
    // Declining the activation does not bring the panic roll back; D's question follows.
    const declined = play(state, [{ kind: 'choose', option: 'decline' }])
    expect(eventsOf(declined.events, 'PanicRoll')).toHaveLength(0)
    expect(testRuleset.prompt(declined.state)).toMatchObject({ id: 'panic', unit: D })
  })

  test('GF-UPG-LOVERS: the survivor takes its two free actions rather than crying or running', () => {
    const { state, events } = kill(witnessed(['lovers'], ['lovers']), [])
    expect(eventsOf(events, 'PanicRoll')).toHaveLength(0)
    const free = play(state, [{ kind: 'choose', option: 'activate' }]).state
    expect(free.stack.at(-1)).toMatchObject({ t: 'activation', unit: C, actionsLeft: 2 })
  })
})

describe('Terrifying', () => {
  const charge = (upgrades: string[], inspiring: boolean, dice: number[]) => {
    const placed: Placed[] = [
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: ups(...upgrades), set: luckyOn(upgrades) },
      { side: 'p2', pos: { x: 10, y: 15 }, facing: S, profile: { loadout: NO_CLOSE, ...ups('terrifying') } },
    ]
    if (inspiring) placed.push({ side: 'p1', pos: { x: 4, y: 10 }, facing: N, profile: ups('inspiring') })
    const s = scenario(placed)
    s.settings = { panic: true }
    return play(s, [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 12.98 }, N)], dice)
  }

  test('GF-UPG-TERRIFYING: its panic roll takes an Inspiring friend’s re-roll, then Lucky', () => {
    const inspired = charge([], true, [1, 5])
    expect(skillRolls(inspired.events).map((r) => r[1])).toEqual([
      'panic:terrifying',
      'panic:terrifying:inspiring',
    ])
    expect(unitOf(inspired.state, A).pos.y).toBeCloseTo(12.98)
    const lucky = charge(['lucky'], false, [1, 4])
    expect(eventsOf(lucky.events, 'PanicRoll')[0]).toMatchObject({ why: 'terrifying', pass: true })
    expect(unitOf(lucky.state, A).upgradeState.used).toContain('lucky')
  })
})
