/**
 * Rule sections the odds part lists as "the battle's": each gets a play-through here so the
 * index row can name a test. Book: DECLARE TARGET, OUT OF RANGE, HAND-TO-HAND ATTACKS.
 */
import { describe, expect, test } from 'vitest'
import { A, N, S } from '../testkit/fixtures.ts'
import { eventsOf, play, reject, scenario, testRuleset } from '../testkit/testing.ts'

describe('attack sections played through the battle', () => {
  test('GF-ATK-DECLARE: a target that proves unseen is refused and the same action goes to another', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
      // Behind the attacker: outside its front arc, so not seen.
      { side: 'p2', pos: { x: 10, y: 5 }, facing: N },
      { side: 'p2', pos: { x: 10, y: 16 }, facing: S },
    ])
    const a = play(s, [{ kind: 'activate', unit: A }]).state
    expect(reject(a, { kind: 'attack', target: 'unit:p2:0' })).toBe('gunframe/no_line_of_sight')
    // Nothing was spent: the unit still has two actions and may pick the enemy it can see.
    expect(a.stack.at(-1)).toMatchObject({ t: 'activation', actionsLeft: 2 })
    const offered = testRuleset.legal(a).filter((d) => d.kind === 'attack')
    expect(offered.map((d) => (d as { target: string }).target)).toEqual(['unit:p2:1'])
    const { events } = play(a, [{ kind: 'attack', target: 'unit:p2:1' }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'AttackDeclared')[0]).toMatchObject({ target: 'unit:p2:1' })
  })

  test('GF-ATK-OUT-OF-RANGE: nothing past 24" edge to edge; Extreme Range stretches a long weapon to 32"', () => {
    const at = (gap: number, upgrades: { id: string; on: string }[] = []) => {
      const s = scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: { upgrades } as never },
        { side: 'p2', pos: { x: 10, y: 12 + gap }, facing: S },
      ])
      s.field = { ...s.field, depth: 60 }
      return play(s, [{ kind: 'activate', unit: A }]).state
    }
    expect(reject(at(24.5), { kind: 'attack', target: 'unit:p2:0' })).toBe('gunframe/out_of_range')
    expect(testRuleset.legal(at(24.5)).some((d) => d.kind === 'attack')).toBe(false)
    const x = [{ id: 'extreme-range', on: 'long' }]
    const far = play(at(31.5, x), [{ kind: 'attack', target: 'unit:p2:0' }], [1, 1, 1, 1, 1, 1])
    expect(eventsOf(far.events, 'AttackDeclared')[0]).toMatchObject({ band: 'long' })
    expect(reject(at(32.5, x), { kind: 'attack', target: 'unit:p2:0' })).toBe('gunframe/out_of_range')
  })

  test('GF-ATK-HAND-TO-HAND: engaged units trade only close attacks; the attacker turns to face; the defender may use Close', () => {
    const s = scenario([
      // Facing away from the enemy it touches: a close attacker may turn first.
      { side: 'p1', pos: { x: 10, y: 10 }, facing: S },
      {
        side: 'p2',
        pos: { x: 10, y: 12 },
        facing: S,
        profile: { defense: 2, loadout: { close: 5, short: 3, medium: 3, long: 3 } },
      },
      // In front of the attacker and in sight, but the attacker is engaged.
      { side: 'p2', pos: { x: 10, y: 4 }, facing: N },
    ])
    const a = play(s, [{ kind: 'activate', unit: A }]).state
    // 1. Engaged: the far enemy cannot be attacked at all.
    expect(reject(a, { kind: 'attack', target: 'unit:p2:1' })).toBe('gunframe/engaged_close_only')
    const offered = testRuleset.legal(a).filter((d) => d.kind === 'attack')
    expect(new Set(offered.map((d) => (d as { target: string }).target))).toEqual(new Set(['unit:p2:0']))
    // 2. Declared at close range after turning on the spot.
    const declared = play(a, [{ kind: 'attack', target: 'unit:p2:0' }], [4, 4, 4])
    const mid = declared.state
    expect(eventsOf(declared.events, 'AttackDeclared')[0]).toMatchObject({ band: 'close' })
    const facing = mid.units.find((u) => u.id === A)?.facing ?? 0
    expect(Math.cos(facing - N)).toBeCloseTo(1)
    // 4. The defender picks its Close 5 over its Defense 2.
    expect(testRuleset.prompt(mid)).toMatchObject({ kind: 'defend' })
    const { events } = play(mid, [{ kind: 'defend', pool: 'close', evade: false }], [1, 1, 1, 1, 1])
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ pool: 5, using: 'close' })
  })
})
