import { describe, expect, test } from 'vitest'
import { controllerAt, controls, flatDistance, lootController } from './control.ts'
import { unit } from './missions.testkit.ts'

const M = { id: 'objective:1', kind: 'objective' as const, pos: { x: 18, y: 18 } }

describe('controlling objective markers', () => {
  test('GF-MIS-CONTROL: a unit within 3" of the centre and no enemy there controls the marker', () => {
    expect(controls([M], [unit('p1', 18, 22)], flatDistance)).toEqual({ 'objective:1': 'p1' })
    // 3" from the marker's centre to the base edge: radius 1 at 4" is exactly 3".
    expect(controllerAt(M.pos, [unit('p1', 22, 18)], flatDistance)).toBe('p1')
    expect(controllerAt(M.pos, [unit('p1', 22.1, 18)], flatDistance)).toBeNull()
  })

  test('GF-MIS-CONTROL: an enemy within 3" contests; nobody controls', () => {
    expect(controllerAt(M.pos, [unit('p1', 18, 20), unit('p2', 19, 16)], flatDistance)).toBeNull()
  })

  test('GF-MIS-CONTROL: knocked-down, shut-down, off-table units and mission pieces are ignored', () => {
    const units = [
      unit('p1', 18, 20),
      unit('p2', 18, 16, { knockedDown: true }),
      unit('p2', 17, 18, { shutDown: true }),
      unit('p2', 19, 18, { status: 'destroyed' }),
      unit('p2', 18, 18, { piece: 'convoy-vehicle' }),
    ]
    expect(controllerAt(M.pos, units, flatDistance)).toBe('p1')
  })

  test("GF-MIS-CONTROL: the distance function is the caller's (e.g. the table's own measure)", () => {
    const far = () => 10
    expect(controllerAt(M.pos, [unit('p1', 18, 18)], far)).toBeNull()
  })

  test('GF-MIS-CONTROL: a marker on a destroyed building is controlled by nobody', () => {
    const b = unit('neutral', 18, 18, {
      piece: 'objective-building',
      status: 'destroyed',
      id: 'piece:building:1',
    })
    expect(controls([{ ...M, building: b.id }], [b, unit('p1', 18, 20)], flatDistance)).toEqual({
      'objective:1': null,
    })
  })

  test('GF-MIS-CONTROL: a carried loot counter belongs to the carrier; on the ground the 3" rule applies', () => {
    const carrier = unit('p2', 5, 5)
    const c = { id: 'loot:1', kind: 'loot' as const, pos: { x: 5, y: 5 }, carrier: carrier.id }
    expect(lootController(c, [carrier, unit('p1', 5, 7)], flatDistance)).toBe('p2')
    const ground = { id: 'loot:1', kind: 'loot' as const, pos: { x: 5, y: 5 } }
    expect(lootController(ground, [unit('p1', 5, 7)], flatDistance)).toBe('p1')
  })
})
