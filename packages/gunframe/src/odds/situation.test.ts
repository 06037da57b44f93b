import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { attackOdds } from './attack.ts'
import { resolveAttack } from './input.ts'
import { previewAttack, previewResolved } from './preview.ts'
import { type AttackSituation, attackInputFromSituation } from './situation.ts'

const base: AttackSituation = { range: 'short', weapon: 5, defense: 4 }
const build = (s: Partial<AttackSituation>) => unwrap(attackInputFromSituation({ ...base, ...s }))
const pools = (s: Partial<AttackSituation>) => {
  const o = unwrap(previewAttack({ ...base, ...s }))
  return [o.attackPool, o.defensePool]
}

describe('attack pool', () => {
  test('GF-ATK-FIREPOWER: Firefly example — medium weapon 5 at 9" rolls 5 dice', () => {
    // FIREPOWER ROLL section.
    expect(pools({ range: 'medium', weapon: 5 })[0]).toBe(5)
  })

  test('GF-ATK-MODIFIERS / GF-SPM-SHUT-DOWN: charge, crossfire, elevated, rear and shut-down target each add 1 die', () => {
    expect(pools({ charge: true })[0]).toBe(6)
    expect(
      pools({ charge: true, crossfire: true, elevated: true, rearAttack: true, targetShutDown: true })[0],
    ).toBe(10)
  })

  test('GF-UPG-ANTI-AIRCRAFT: +2 dice against a flying target', () => {
    expect(pools({ antiAircraft: true })[0]).toBe(7)
  })

  test('GF-CRIPPLED-EFFECTS: a crippled attacker halves its weapon value, rounding up', () => {
    expect(pools({ attackerCrippled: true })[0]).toBe(3)
    expect(pools({ attackerCrippled: true, charge: true })[0]).toBe(4)
  })

  test('GF-LOCK-FOCUS / GF-LOCK-PRECISE: the Target Lock spend becomes +2D or a miss re-roll', () => {
    expect(pools({ targetLock: 'focus' })[0]).toBe(7)
    expect(pools({ targetLock: 'focus', extraAmmo: true })[0]).toBe(8)
    expect(build({ targetLock: 'precise' }).input.rerollAttackMisses).toBe(true)
  })

  test('GF-UPG-WARRIOR: re-roll 1s only at close range', () => {
    expect(build({ warrior: true }).input.rerollAttackOnes).toBe(false)
    expect(build({ warrior: true, range: 'close' }).input.rerollAttackOnes).toBe(true)
  })
})

describe('defense pool', () => {
  test('GF-DEF-ROLL: Jackhammer example — Defense 4 rolls 4 dice', () => {
    expect(pools({})[1]).toBe(4)
  })

  test('GF-DEF-MODIFIERS: obscured +1, cover +1, hard cover +2, together with obscured', () => {
    expect(pools({ obscured: true })[1]).toBe(5)
    expect(pools({ cover: 'cover' })[1]).toBe(5)
    expect(pools({ cover: 'hard', obscured: true })[1]).toBe(7)
  })

  test('GF-DEF-CLOSE / GF-ATK-HAND-TO-HAND: Owl Bear example — Defense 3, Close 6 defends a close attack with 6 dice', () => {
    // CLOSE COMBAT section; it stays the defender's choice.
    const s = { range: 'close' as const, defense: 3, close: 6 }
    expect(pools({ ...s, defendWith: 'best' })[1]).toBe(6)
    expect(build({ ...s, defendWith: 'close' }).defendWith).toBe('close')
    expect(pools({ ...s, defendWith: 'defense' })[1]).toBe(3)
    // Close is for close attacks only.
    expect(pools({ ...s, range: 'short', defendWith: 'close' })[1]).toBe(3)
    // Modifiers apply to the Close pool as normal.
    expect(pools({ ...s, defendWith: 'close', cover: 'cover' })[1]).toBe(7)
  })

  test('GF-RULING-11: a shut-down target defends with half its Defense, rounded up, never with Close', () => {
    expect(
      pools({ defense: 5, targetShutDown: true, range: 'close', close: 6, defendWith: 'close' })[1],
    ).toBe(3)
  })

  test('GF-SPM-SHUT-DOWN: a shut-down target cannot spend Evade or dodge', () => {
    const i = build({ targetShutDown: true, evade: true }).input
    expect([i.rerollDefense, i.noDodge]).toEqual([false, true])
  })

  test('GF-SPM-KNOCKED-DOWN: attacks on a knocked-down target are rear attacks; it may Evade but not dodge', () => {
    const i = build({ targetKnockedDown: true, evade: true }).input
    expect([i.attackDice, i.rerollDefense, i.noDodge]).toEqual([6, true, true])
    // The back-arc die is one die, not two, when the attacker is also behind it.
    expect(build({ targetKnockedDown: true, rearAttack: true }).input.attackDice).toBe(6)
  })

  test('GF-UPG-PIERCING: no cover bonus, obscured still counts', () => {
    expect(pools({ cover: 'hard', obscured: true, piercing: true })[1]).toBe(5)
  })

  test('GF-UPG-CAUTIOUS: cover counts as hard cover', () => {
    expect(pools({ cover: 'cover', cautious: true })[1]).toBe(6)
  })

  test('GF-UPG-EAGLE-EYES / GF-UPG-STEALTH: stealth obscures at medium and long; eagle eyes cancels obscurement', () => {
    expect(pools({ stealth: true, range: 'short' })[1]).toBe(4)
    expect(pools({ stealth: true, range: 'medium' })[1]).toBe(5)
    expect(pools({ stealth: true, obscured: true, range: 'long' })[1]).toBe(5)
    expect(pools({ stealth: true, range: 'long', eagleEyes: true })[1]).toBe(4)
  })

  test('GF-UPG-DEFLECT / GF-UPG-DOGFIGHTER / GF-UPG-CHAFF / GF-UPG-SHIELD-WALL: +1 each when they apply', () => {
    expect(pools({ deflect: true })[1]).toBe(5)
    expect(pools({ dogfighter: true })[1]).toBe(5)
    expect(pools({ chaff: true })[1]).toBe(4)
    expect(pools({ chaff: true, range: 'long' })[1]).toBe(5)
    expect(pools({ shieldWall: true })[1]).toBe(5)
  })

  test('GF-EVADE-USE / GF-UPG-PARRY / GF-UPG-AGILE: flags pass through (Parry only at close)', () => {
    const i = build({ evade: true, parry: true, agile: true }).input
    expect([i.rerollDefense, i.parry, i.agile]).toEqual([true, false, true])
    expect(build({ parry: true, range: 'close' }).input.parry).toBe(true)
  })
})

describe('preview', () => {
  test('GF-ODDS-PREVIEW: a situation previews to the same odds as its dice-level input', () => {
    const s: AttackSituation = {
      ...base,
      charge: true,
      targetLock: 'precise',
      cover: 'cover',
      evade: true,
      armour: 8,
    }
    const p = unwrap(previewAttack(s))
    const o = unwrap(attackOdds(unwrap(attackInputFromSituation(s)).input))
    expect(p.damage).toEqual(o.damage)
    expect(p.destroyed).toBe(o.destroyed)
    expect(unwrap(previewAttack(p.input)).damage).toEqual(o.damage)
  })

  test('GF-ODDS-SAME-DICE: the preview of an input built and resolved already equals the preview of its situation', () => {
    for (const s of [
      { ...base, charge: true, targetLock: 'precise', cover: 'cover', evade: true, armour: 8 },
      { ...base, range: 'close', close: 3, defendWith: 'best' },
      { ...base, range: 'long', weapon: 7, obscured: true },
    ] as AttackSituation[]) {
      const built = unwrap(attackInputFromSituation(s))
      const fast = previewResolved(built.input, built.defendWith, unwrap(resolveAttack(built.input)))
      expect(fast).toEqual(unwrap(previewAttack(s)))
    }
  })

  test('GF-ODDS-PREVIEW: bad situations are coded errors', () => {
    expect(previewAttack({ ...base, weapon: -1 }).ok).toBe(false)
    expect(previewAttack({ ...base, range: 'far' as 'long' }).ok).toBe(false)
    expect(previewAttack({ ...base, range: 'close', close: 1.5, defendWith: 'best' }).ok).toBe(false)
  })
})

describe('target and game setting', () => {
  test('GF-MIS-STRUCTURES: a structure target keeps its damage but has no power points and no dodge', () => {
    const plain = unwrap(previewAttack({ ...base, powerful: true }))
    const st = unwrap(previewAttack({ ...base, powerful: true, targetStructure: true }))
    expect(st.damage).toEqual(plain.damage)
    expect(plain.powerUsable).toBeGreaterThan(0)
    expect(st.powerPoints).toEqual([1])
    expect(st.powerUsable).toBe(0)
    expect(st.expectedPower).toBe(0)
    expect(st.damagePower.map((row) => row[0])).toEqual(plain.damage)
    expect(plain.dodgeInches.length).toBeGreaterThan(1)
    expect(st.dodgeInches).toEqual([1])
  })

  test('GF-CRIPPLED / GF-ODDS-ARMOUR: with the optional rule off the odds report destruction but no crippled chance', () => {
    const on = unwrap(previewAttack({ ...base, armour: 4, startingArmour: 8 }))
    const off = unwrap(previewAttack({ ...base, armour: 4, startingArmour: 8, noCripple: true }))
    expect(on.crippled).toBeGreaterThan(0)
    expect(off.crippled).toBeUndefined()
    expect(off.destroyed).toBe(on.destroyed)
    expect(off.damage).toEqual(on.damage)
  })
})
