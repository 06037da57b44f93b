import { describe, expect, test } from 'vitest'
import { PANIC_OUTCOMES, panicChoices, panicPasses, panicTesters, runForCover } from './panic.ts'

const victim = { id: 'V', side: 'p1', conventional: false }
const w = (
  id: string,
  distance: number,
  more: Partial<{ side: string; lineOfSight: boolean; upgrades: string[]; nearInspiring: boolean }> = {},
) => ({
  id,
  side: 'p1',
  distance,
  lineOfSight: true,
  upgrades: [],
  ...more,
})

describe('panic', () => {
  test('GF-PANIC: friends within 8" with sight of a destroyed gunframe must test', () => {
    const out = panicTesters(victim, [
      w('near', 3),
      w('edge', 8),
      w('far', 8.5),
      w('blind', 2, { lineOfSight: false }),
      w('foe', 2, { side: 'p2' }),
      w('V', 0),
    ])
    expect(out.map((t) => t.unit)).toEqual(['near', 'edge'])
  })

  test('GF-PANIC: conventional units dying cause no panic; the setting can be off', () => {
    expect(panicTesters({ ...victim, conventional: true }, [w('near', 3)])).toEqual([])
    expect(panicTesters(victim, [w('near', 3)], false)).toEqual([])
  })

  test('GF-PANIC-ROLL: a Pilot Skill roll (scripted dice)', () => {
    expect(panicPasses(4, 4)).toBe(true)
    expect(panicPasses(3, 4)).toBe(false)
  })

  test('GF-UPG-FEARLESS: always passes', () => {
    expect(panicTesters(victim, [w('f', 3, { upgrades: ['fearless'] })])[0]?.autoPass).toBe(true)
    expect(panicPasses(1, 6, { fearless: true })).toBe(true)
  })

  test('GF-UPG-INSPIRING: friends near an Inspiring unit may re-roll a failure', () => {
    expect(panicTesters(victim, [w('i', 3, { nearInspiring: true })])[0]?.mayReroll).toBe(true)
    expect(panicTesters(victim, [w('i', 3)])[0]?.mayReroll).toBe(false)
  })

  test('GF-PANIC-PRIORITY / GF-UPG-LOVERS: the surviving lover takes its free activation instead of a panic test', () => {
    const out = panicTesters({ ...victim, upgrades: ['lovers'] }, [
      { ...w('l', 3, { upgrades: ['lovers'] }), lover: true },
      w('x', 3),
    ])
    expect(out.map((t) => t.unit)).toEqual(['x'])
  })

  test('GF-PANIC-CRY / GF-PANIC-RUN: a dramatic cry for a Focus Point, or run for cover', () => {
    expect(PANIC_OUTCOMES.map((o) => [o.id, o.focusCost])).toEqual([
      ['dramatic-cry', 1],
      ['run-for-cover', 0],
    ])
    expect(panicChoices(true)).toEqual(['dramatic-cry', 'run-for-cover'])
    expect(panicChoices(false)).toEqual(['run-for-cover'])
  })

  test('GF-PANIC-RUN: drop what it carries and move D6" for home; downed units stay (scripted D6)', () => {
    expect(runForCover('u', 5, false)).toEqual({
      unit: 'u',
      dropCarried: true,
      inches: 5,
      towards: 'own-deployment-zone',
    })
    expect(runForCover('u', 5, true).inches).toBe(0)
  })
})
