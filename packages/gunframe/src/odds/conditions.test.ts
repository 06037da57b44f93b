/**
 * The odds' pool arithmetic under conditions (Deflect, shutdown, indirect fire, ablative armour):
 * cases a first reading of the book got wrong; each names the section or ruling it checks.
 */
import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { attackOdds } from './attack.ts'
import { previewAttack } from './preview.ts'
import { type AttackSituation, attackInputFromSituation } from './situation.ts'

const base: AttackSituation = { range: 'short', weapon: 5, defense: 4 }
const preview = (s: Partial<AttackSituation>) => unwrap(previewAttack({ ...base, ...s }))

describe('odds under conditions', () => {
  // KNOCKED DOWN: every attack counts as through the back arc, so a front-arc shield is no help.
  test('GF-SPM-KNOCKED-DOWN / GF-RULING-PROPOSED-REAR-DEFLECT: Deflect gives nothing against a knocked-down target', () => {
    expect(preview({ deflect: true }).defensePool).toBe(5)
    expect(preview({ deflect: true, targetKnockedDown: true }).defensePool).toBe(4)
  })
  // DEFLECT works against attacks from the front arc; a rear attack comes through the back arc.
  test('GF-UPG-DEFLECT / GF-RULING-PROPOSED-REAR-DEFLECT: no Deflect die against a rear attack', () => {
    expect(preview({ deflect: true, rearAttack: true }).defensePool).toBe(4)
  })
  // INDIRECT FIRE: the target counts as obscured, has no cover, and the lock gives nothing else.
  test('GF-UPG-INDIRECT-FIRE: obscured, no cover, and the spent lock adds nothing', () => {
    const p = preview({ indirectFire: true, cover: 'hard' })
    expect(p.defensePool).toBe(5)
    expect(p.attackPool).toBe(5)
    const r = attackInputFromSituation({ ...base, indirectFire: true, targetLock: 'focus' })
    expect(r).toMatchObject({ ok: false, error: { code: 'gunframe/odds_indirect_lock', path: 'targetLock' } })
    // Eagle Eyes still ignores the obscurement.
    expect(preview({ indirectFire: true, eagleEyes: true }).defensePool).toBe(4)
  })
  // ABLATIVE ARMOUR: the attack's power points are cancelled, Powerful's extra point included.
  test('GF-UPG-ABLATIVE-ARMOUR: no usable power at all; damage unchanged', () => {
    const plain = unwrap(attackOdds({ attackDice: 6, defenseDice: 2, powerful: true }))
    const r = unwrap(attackOdds({ attackDice: 6, defenseDice: 2, powerful: true, ablative: true }))
    expect(r.damage).toEqual(plain.damage)
    expect(r.powerUsable).toBe(0)
    expect(r.expectedPower).toBe(0)
    expect(r.powerPoints[0]).toBeCloseTo(1, 12)
    expect(r.damagePower.reduce((s, row) => s + (row[0] ?? 0), 0)).toBeCloseTo(1, 12)
  })
  test('GF-RULING-PROPOSED-SHUTDOWN-PARRY: a shut-down unit cannot parry', () => {
    const close = { range: 'close' as const, weapon: 4, parry: true }
    expect(preview(close).parryDamage).toBeDefined()
    expect(preview({ ...close, targetShutDown: true }).parryDamage).toBeUndefined()
  })
  test('GF-RULING-PROPOSED-SHUTDOWN-ORDER / GF-UPG-SHIELD-WALL: a shut-down unit halves its Defense, then adds Shield Wall', () => {
    // Defense 3: half is 2 (rounded up), +1 for Shield Wall = 3 (not half of 4 = 2).
    expect(preview({ defense: 3, shieldWall: true, targetShutDown: true }).defensePool).toBe(3)
  })
})
