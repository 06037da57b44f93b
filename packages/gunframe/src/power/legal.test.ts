import { describe, expect, test } from 'vitest'
import { applyCondition, NO_CONDITIONS } from './conditions.ts'
import { attacker, input, lineUp, target } from './fixtures.testkit.ts'
import { checkPowerSpends, legalPowerSpends } from './legal.ts'
import type { PowerInput } from './types.ts'

const code = (i: PowerInput, spends: unknown): string | undefined => {
  const r = checkPowerSpends(i, spends)
  return r.ok ? undefined : r.error.code
}
const available = (i: PowerInput) =>
  legalPowerSpends(i)
    .filter((o) => o.available)
    .map((o) => o.id)

describe('what power attacks may be bought', () => {
  test('GF-POW-DECLARE: three points as shut down, or as recoil then knock down (book example)', () => {
    // POWER ATTACKS example: a gunframe generates three power points.
    const i = input({ points: 3 })
    expect(code(i, [{ id: 'shut-down' }])).toBeUndefined()
    expect(code(i, [{ id: 'recoil' }, { id: 'knock-down' }])).toBeUndefined()
    expect(code(i, [{ id: 'recoil' }, { id: 'shut-down' }])).toBe('gunframe/power_cost')
  })

  test('GF-POW-ORDER: resolved in declared order, so knock down then recoil is refused', () => {
    const i = input({ points: 3 })
    expect(code(i, [{ id: 'knock-down' }, { id: 'recoil' }])).toBe('gunframe/power_target_downed')
    expect(code(input({ points: 4 }), [{ id: 'shut-down' }, { id: 'distract' }])).toBe(
      'gunframe/power_target_shut_down',
    )
    expect(code(input({ points: 4 }), [{ id: 'distract' }, { id: 'shut-down' }])).toBeUndefined()
  })

  test('GF-POW-USABLE: no damage, no power attacks', () => {
    const i = input({ damage: 0 })
    expect(available(i)).toEqual([])
    expect(code(i, [{ id: 'distract' }])).toBe('gunframe/power_no_damage')
  })

  test('GF-POW-ONCE: each power attack at most once per attack; X takes all its points at once', () => {
    const i = input({ points: 3 })
    expect(code(i, [{ id: 'distract' }, { id: 'distract' }])).toBe('gunframe/power_twice')
    expect(code(i, [{ id: 'suppression', x: 3 }])).toBeUndefined()
    expect(code(i, [{ id: 'suppression', x: 4 }])).toBe('gunframe/power_cost')
    expect(code(i, [{ id: 'suppression', x: 0 }])).toBe('gunframe/power_cost')
    expect(code(i, [{ id: 'suppression', x: 1.5 }])).toBe('gunframe/power_cost')
    expect(code(i, [{ id: 'suppression' }])).toBe('gunframe/power_cost')
    expect(code(i, [{ id: 'knock-down', x: 3 }])).toBe('gunframe/power_cost')
    expect(code(i, [{ id: 'warp' }])).toBe('gunframe/unknown_power')
    expect(code(i, 'distract')).toBe('gunframe/bad_power')
  })

  test('GF-POW-BASIC: a plain close attack on a living target offers the basic attacks it can afford', () => {
    expect(available(input({ points: 1 }))).toEqual(['distract', 'recoil', 'swing', 'suppression'])
    expect(available(input({ points: 3 }))).toEqual([
      'distract',
      'recoil',
      'swing',
      'knock-down',
      'throw',
      'shut-down',
      'suppression',
    ])
    const opts = legalPowerSpends(input({ points: 3 }))
    expect(opts.find((o) => o.id === 'suppression')).toMatchObject({ min: 1, max: 3, params: ['at'] })
    expect(opts.find((o) => o.id === 'recoil')?.params).toEqual(['follow'])
    expect(opts.find((o) => o.id === 'explode')?.reason).toBe('gunframe/power_target_not_destroyed')
  })

  test('GF-POW-SWING / GF-POW-THROW: close attacks only', () => {
    const i = input({ band: 'short', points: 3 })
    expect(available(i)).toEqual(['distract', 'recoil', 'knock-down', 'shut-down', 'suppression'])
    expect(code(i, [{ id: 'swing' }])).toBe('gunframe/power_wrong_range')
    expect(code(i, [{ id: 'throw' }])).toBe('gunframe/power_wrong_range')
  })

  test('GF-UPG-REACH: throw as if close at short range, and recoil may pull the target in', () => {
    const i = input({ band: 'short', points: 3, attacker: attacker({ weaponUpgrades: ['reach'] }) })
    expect(code(i, [{ id: 'throw' }])).toBeUndefined()
    expect(code(i, [{ id: 'swing' }])).toBe('gunframe/power_wrong_range')
    expect(code(i, [{ id: 'recoil', towards: true }])).toBeUndefined()
    expect(legalPowerSpends(i).find((o) => o.id === 'recoil')?.params).toEqual(['towards'])
    // Reach is Short only: at medium nothing opens, and only a close recoil may be followed.
    expect(code({ ...i, band: 'medium' }, [{ id: 'throw' }])).toBe('gunframe/power_wrong_range')
    expect(code(i, [{ id: 'recoil', follow: true }])).toBe('gunframe/power_bad_option')
    expect(code(input(), [{ id: 'recoil', towards: true }])).toBe('gunframe/power_bad_option')
  })

  test('GF-POW-EXPLODE: only when the attack destroyed the target; then nothing needing a live target', () => {
    const i = input({ points: 2, target: target({ destroyed: true }) })
    expect(available(i)).toEqual(['explode', 'suppression'])
    expect(code(i, [{ id: 'explode', x: 2 }])).toBeUndefined()
    expect(code(i, [{ id: 'knock-down' }])).toBe('gunframe/power_target_destroyed')
  })

  test('GF-UPG-BRACKETED: a Bracketed target cannot be made to explode', () => {
    const i = input({ points: 2, target: target({ destroyed: true, upgrades: ['bracketed'] }) })
    expect(code(i, [{ id: 'explode', x: 2 }])).toBe('gunframe/power_immune')
  })

  test('GF-UPG-CO-PILOT: a Co-Pilot target cannot be distracted', () => {
    const i = input({ target: target({ upgrades: ['co-pilot'] }) })
    expect(code(i, [{ id: 'distract' }])).toBe('gunframe/power_immune')
    expect(available(i)).not.toContain('distract')
  })

  test('GF-POW-RECOIL: knocked-down and shut-down targets cannot be recoiled', () => {
    const down = input({ target: target({ conditions: applyCondition(NO_CONDITIONS, 'knockedDown') }) })
    const off = input({ target: target({ conditions: applyCondition(NO_CONDITIONS, 'shutDown') }) })
    expect(code(down, [{ id: 'recoil' }])).toBe('gunframe/power_target_downed')
    expect(code(off, [{ id: 'recoil' }])).toBe('gunframe/power_target_downed')
    // Throw is not barred by the same rule.
    expect(code(down, [{ id: 'throw' }])).toBeUndefined()
  })

  test('GF-POW-DISTRACT: a shut-down unit cannot be distracted', () => {
    const off = input({ target: target({ conditions: applyCondition(NO_CONDITIONS, 'shutDown') }) })
    expect(code(off, [{ id: 'distract' }])).toBe('gunframe/power_target_shut_down')
  })

  test('GF-POW-SPECIAL: special power attacks need their upgrade on the weapon (or pilot for run and gun)', () => {
    const plain = input({ points: 3 })
    for (const id of ['blast', 'burn', 'target-painting', 'run-and-gun'])
      expect(code(plain, [{ id, x: 1 }])).toBe('gunframe/power_needs_upgrade')
    const armed = input({
      points: 3,
      attacker: attacker({ upgrades: ['run-and-gun'], weaponUpgrades: ['blast', 'burn', 'target-painting'] }),
    })
    expect(
      code(armed, [{ id: 'blast', x: 1 }, { id: 'burn', x: 1 }, { id: 'target-painting' }]),
    ).toBeUndefined()
    expect(code(armed, [{ id: 'run-and-gun', x: 3 }])).toBeUndefined()
    // Run and Gun on the weapon instead of the pilot does not count.
    const wrong = input({ attacker: attacker({ weaponUpgrades: ['run-and-gun'] }) })
    expect(code(wrong, [{ id: 'run-and-gun', x: 1 }])).toBe('gunframe/power_needs_upgrade')
  })

  test('GF-ENV-UNDERWATER: burn has no effect underwater, so it is not offered', () => {
    const i = input({ attacker: attacker({ weaponUpgrades: ['burn'] }), environment: { underwater: true } })
    expect(code(i, [{ id: 'burn', x: 1 }])).toBe('gunframe/power_underwater')
  })

  test('GF-POW-CHAIN-ATTACK: each link an enemy within 2" of the previous, never the target, never twice', () => {
    // B at 0, C at 3.5 (1.5" gap), D at 7 (1.5" from C), E at 10.5, F far away; X is a friend.
    const { nearby, gap } = lineUp(
      { A: -3, B: 0, C: 3.5, D: 7, E: 10.5, F: 20, X: -3.5 },
      (id) => id !== 'A' && id !== 'X',
    )
    const i = input({ points: 3, attacker: attacker({ weaponUpgrades: ['chain-attack'] }), nearby, gap })
    expect(code(i, [{ id: 'chain-attack', x: 3, targets: ['C', 'D', 'E'] }])).toBeUndefined()
    expect(code(i, [{ id: 'chain-attack', x: 3, targets: ['C', 'D'] }])).toBe('gunframe/power_chain_targets')
    expect(code(i, [{ id: 'chain-attack', x: 2, targets: ['C', 'E'] }])).toBe('gunframe/power_chain_targets')
    expect(code(i, [{ id: 'chain-attack', x: 2, targets: ['D', 'E'] }])).toBe('gunframe/power_chain_targets')
    expect(code(i, [{ id: 'chain-attack', x: 2, targets: ['C', 'C'] }])).toBe('gunframe/power_chain_targets')
    expect(code(i, [{ id: 'chain-attack', x: 1, targets: ['B'] }])).toBe('gunframe/power_chain_targets')
    expect(code(i, [{ id: 'chain-attack', x: 1, targets: ['X'] }])).toBe('gunframe/power_chain_targets')
    expect(legalPowerSpends(i).find((o) => o.id === 'chain-attack')).toMatchObject({
      available: true,
      max: 3,
    })
    // Nobody within 2" of the target: not offered.
    const far = lineUp({ B: 0, F: 20 }, () => true)
    expect(available(input({ ...i, ...far }))).not.toContain('chain-attack')
  })

  test('GF-POW-SUPPRESSION: the token must touch the target', () => {
    const i = input()
    expect(code(i, [{ id: 'suppression', x: 1, at: { x: 4, y: 0 } }])).toBeUndefined()
    expect(code(i, [{ id: 'suppression', x: 1, at: { x: 7, y: 0 } }])).toBe('gunframe/power_bad_option')
  })
})
