import { describe, expect, test } from 'vitest'
import {
  allowedActions,
  applyCondition,
  attackModifiersAgainst,
  CONDITION_ENDS,
  type Conditions,
  canDefendWithClose,
  canDodge,
  canReact,
  canUseEvade,
  countsForFocusPool,
  defensePool,
  isDowned,
  maxActions,
  NO_CONDITIONS,
  rebootStep,
  standUp,
  startActivation,
} from './conditions.ts'

const u = (c: Partial<Conditions> = {}, upgrades: string[] = []) => ({
  conditions: { ...NO_CONDITIONS, ...c },
  upgrades,
})

describe('conditions', () => {
  test('GF-COND-KNOCKED-DOWN: no reactions, no dodge, Evade still usable, attacks count as from the rear', () => {
    const d = u({ knockedDown: true })
    expect(canReact(d)).toBe(false)
    expect(canDodge(d)).toBe(false)
    expect(canUseEvade(d)).toBe(true)
    expect(canDefendWithClose(d)).toBe(true)
    expect(attackModifiersAgainst(d)).toEqual({ modifiers: [], countsAsRear: true })
  })

  test('GF-COND-KNOCKED-DOWN: it must stand up first, with a move action', () => {
    const d = u({ knockedDown: true })
    expect(allowedActions(d)).toEqual({ kinds: ['move'], purpose: 'stand-up' })
    expect(standUp(d.conditions).knockedDown).toBe(false)
    expect(allowedActions(u()).kinds).toEqual(['move', 'attack', 'lock', 'evade', 'special'])
  })

  test('GF-COND-SHUT-DOWN: nothing but rebooting; no reactions, dodges or Evade; +1D to attackers', () => {
    const s = u({ shutDown: true })
    expect(allowedActions(s)).toEqual({ kinds: ['special'], purpose: 'reboot' })
    expect(canReact(s)).toBe(false)
    expect(canDodge(s)).toBe(false)
    expect(canUseEvade(s)).toBe(false)
    expect(attackModifiersAgainst(s)).toEqual({ modifiers: ['shut-down'], countsAsRear: false })
    expect(countsForFocusPool(s)).toBe(false)
    expect(countsForFocusPool(u())).toBe(true)
  })

  test('GF-RULING-11: a shut-down unit defends with half its Defense, rounded up, and never with Close', () => {
    expect(defensePool(u({ shutDown: true }), 5)).toBe(3)
    expect(defensePool(u({ shutDown: true }), 4)).toBe(2)
    expect(defensePool(u(), 5)).toBe(5)
    expect(canDefendWithClose(u({ shutDown: true }))).toBe(false)
  })

  test('GF-COND-REBOOT: two special actions in a row, across turns if need be', () => {
    const s = u({ shutDown: true })
    const one = rebootStep(s)
    expect(one).toEqual({ conditions: { ...s.conditions, reboot: 1 }, rebooted: false })
    const two = rebootStep({ conditions: one.conditions })
    expect(two.rebooted).toBe(true)
    expect(two.conditions.shutDown).toBe(false)
    expect(two.conditions.reboot).toBe(0)
    expect(rebootStep(u()).rebooted).toBe(false)
  })

  test('GF-UPG-RAPID-REBOOT: one special action reboots', () => {
    expect(rebootStep(u({ shutDown: true }, ['rapid-reboot'])).rebooted).toBe(true)
  })

  test('GF-COND-DISTRACTED: one action at the next activation, then it is gone', () => {
    const d = u({ distracted: true })
    expect(maxActions(d)).toBe(1)
    expect(maxActions(u())).toBe(2)
    const s = startActivation(d.conditions)
    expect(s.actions).toBe(1)
    expect(s.conditions.distracted).toBe(false)
    expect(startActivation(NO_CONDITIONS).actions).toBe(2)
  })

  test('GF-RULING-4: distraction does not stack', () => {
    const twice = applyCondition(applyCondition(NO_CONDITIONS, 'distracted'), 'distracted')
    expect(maxActions({ conditions: twice })).toBe(1)
  })

  test('GF-POW-DISTRACT: shutting a distracted unit down clears the distraction; a shut-down one cannot be distracted', () => {
    const c = applyCondition(applyCondition(NO_CONDITIONS, 'distracted'), 'shutDown')
    expect(c.distracted).toBe(false)
    expect(applyCondition(c, 'distracted').distracted).toBe(false)
  })

  test('GF-RULING-1: a unit that activated or reacted this turn cannot react', () => {
    expect(canReact({ ...u(), activated: true })).toBe(false)
    expect(canReact({ ...u(), reacted: true })).toBe(false)
    expect(canReact(u())).toBe(true)
  })

  test('GF-UPG-SPITEFUL: its victims are knocked-down or shut-down units', () => {
    expect(isDowned(u({ knockedDown: true }))).toBe(true)
    expect(isDowned(u({ shutDown: true }))).toBe(true)
    expect(isDowned(u({ distracted: true }))).toBe(false)
  })

  test('GF-COND-ENDS: every condition says when it ends', () => {
    expect(Object.keys(CONDITION_ENDS).sort()).toEqual([
      'distracted',
      'knockedBack',
      'knockedDown',
      'shutDown',
      'suppression',
    ])
  })
})
