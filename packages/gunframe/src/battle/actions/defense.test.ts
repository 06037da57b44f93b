import { scriptLeftover } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { activateAttack } from '../testkit/decisions.ts'
import { A, B, N, OWL_BEAR, S } from '../testkit/fixtures.ts'
import { eventsOf, play, reject, scenario, testRuleset, unitOf } from '../testkit/testing.ts'

function duel(gap: number, a: object = {}, b: object = {}) {
  const ra = 1.25
  return scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N, ...a },
    { side: 'p2', pos: { x: 10, y: 10 + ra + 1 + gap }, facing: S, ...b },
  ])
}

describe('defense, damage and power points', () => {
  test('GF-DEF-CLOSE: against a close attack the Owl Bear may defend with its Close 6 instead of Defense 3', () => {
    // Book: CLOSE COMBAT example.
    const s = duel(0.5, {}, { profile: OWL_BEAR })
    const mid = play(s, activateAttack(A, B), [1, 1, 1]).state
    expect(mid.stack.at(-1)).toMatchObject({ t: 'attack', step: 'defend' })
    const { events, state } = play(mid, [{ kind: 'defend', pool: 'close', evade: false }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ pool: 6, using: 'close' })
    expect(scriptLeftover(state.rng)).toEqual([])
    const ranged = play(duel(3, {}, { profile: OWL_BEAR }), [{ kind: 'activate', unit: A }]).state
    const r = play(ranged, [{ kind: 'attack', target: B }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(r.events, 'DefenseRolled')[0]).toMatchObject({ pool: 3, using: 'defense' })
  })

  test('GF-DEF-CLOSE: a close defense is refused against a ranged attack', () => {
    const s = duel(3, {}, { profile: OWL_BEAR, set: { evade: true } })
    const mid = play(s, activateAttack(A, B), [1, 1, 1]).state
    expect(reject(mid, { kind: 'defend', pool: 'close', evade: false })).toBe('gunframe/no_close_defense')
  })

  test('GF-POW-POINTS: the Owl Bear scores five hits with three sixes; four are blocked, 1 damage, all three points to spend', () => {
    // Book: POWER ATTACKS example.
    const s = duel(
      0.5,
      { profile: OWL_BEAR },
      { profile: { defense: 4, loadout: { close: 0, short: 3, medium: 3, long: 3 } } },
    )
    const { state, events } = play(s, activateAttack(A, B), [6, 6, 6, 4, 4, 1, 4, 4, 5, 5])
    expect(eventsOf(events, 'FirepowerRolled')[0]).toMatchObject({ hits: 5, sixes: 3 })
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ blocks: 4 })
    expect(unitOf(state, B).armour).toBe(7)
    expect(state.stack.at(-1)).toMatchObject({ t: 'attack', step: 'power', sixes: 3 })
    const after = play(state, [{ kind: 'power', spend: [{ id: 'shut-down' }] }]).state
    expect(unitOf(after, B).counters.shutDown).toBe(true)
    expect(reject(state, { kind: 'power', spend: [{ id: 'shut-down' }, { id: 'distract' }] })).toBe(
      'gunframe/power_cost',
    )
  })

  test('GF-POW-POINTS: no power attack when every hit was blocked', () => {
    const s = duel(3, {}, { set: { activated: true } })
    const { events, state } = play(s, activateAttack(A, B), [6, 1, 1, 4, 1, 1])
    expect(eventsOf(events, 'PowerPoints')).toHaveLength(0)
    expect(state.stack.at(-1)).toMatchObject({ t: 'activation' })
  })

  test('GF-DMG-DAMAGE: the Legionnaire drops from 10 to 8 Armour after 2 damage', () => {
    // Book: DAMAGE example.
    const s = duel(3, {}, { profile: { name: 'Legionnaire', armour: 10 }, set: { activated: true } })
    const { state } = play(s, activateAttack(A, B), [4, 5, 1, 1, 2, 3])
    expect(unitOf(state, B).armour).toBe(8)
  })

  test('GF-DMG-DESTRUCTION: at 0 Armour the unit is destroyed and leaves the table', () => {
    const s = duel(3, {}, { profile: { armour: 2 } })
    const { state, events } = play(s, activateAttack(A, B), [4, 5, 5, 1, 2, 3])
    expect(unitOf(state, B).status).toBe('destroyed')
    expect(eventsOf(events, 'UnitDestroyed')).toHaveLength(1)
    // A destroyed unit is not offered a reaction.
    expect(state.stack.at(-1)).toMatchObject({ t: 'activation' })
  })

  test('GF-DEF-DODGE: when every hit is cancelled each defense six is 1" of movement in any direction', () => {
    const s = duel(3, {}, { set: { activated: true } })
    const mid = play(s, activateAttack(A, B), [4, 1, 1, 6, 6, 1]).state
    expect(testPrompt(mid)).toMatchObject({ kind: 'dodge', inches: 2, seat: 'p2' })
    const b = unitOf(mid, B).pos
    expect(reject(mid, { kind: 'dodge', to: { x: b.x + 2.5, y: b.y } })).toBe('gunframe/dodge_too_far')
    const { state } = play(mid, [{ kind: 'dodge', to: { x: b.x + 2, y: b.y } }])
    expect(unitOf(state, B).pos.x).toBeCloseTo(12)
  })

  test('GF-DEF-DODGE: no dodge while damage got through, nor when knocked down or shut down', () => {
    const cases: [object, number[]][] = [
      [{}, [4, 4, 1, 6, 1, 1]],
      [{ knockedDown: true }, [4, 1, 1, 1, 6, 6, 1]],
      [{ shutDown: true }, [4, 1, 1, 1, 6, 6]],
    ]
    for (const [set, dice] of cases) {
      const s = duel(3, {}, { set: { ...set, activated: true } })
      const { state } = play(s, activateAttack(A, B), dice)
      expect(state.stack.at(-1)?.t).toBe('activation')
      expect(scriptLeftover(state.rng)).toEqual([])
    }
  })

  test('GF-EVADE-USE: spending Evade before the defense roll re-rolls failed defense dice', () => {
    const s = duel(3, {}, { set: { evade: true, activated: true } })
    const mid = play(s, activateAttack(A, B), [4, 4, 4]).state
    expect(testPrompt(mid)).toMatchObject({ kind: 'defend', evade: true })
    const { state, events } = play(mid, [{ kind: 'defend', pool: 'defense', evade: true }], [1, 2, 4, 5, 4])
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({
      dice: [5, 4, 4],
      rerolled: [0, 1],
      blocks: 3,
    })
    expect(unitOf(state, B).counters.evade).toBe(false)
    expect(unitOf(state, B).armour).toBe(8)
  })
})

const testPrompt = (s: Parameters<typeof testRuleset.prompt>[0]) => testRuleset.prompt(s)
