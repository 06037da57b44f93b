/** The shooter's side of line of sight (MS-LOS-THIRD): a third of the shooter must be out of cover. */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, rect, reject, ruleset, table, terrain, unit } from '../testkit/index.ts'
import type { WeaponProfile } from '../units/types.ts'
import { shooterExposure } from './actions/exposure.ts'
import { sight } from './actions/geometry.ts'
import { checkTarget } from './actions/targeting.ts'
import type { Terrain } from './core/types.ts'

const wall = (id: string, x0: number, x1: number, kind: Terrain['kind'] = 'ruin') =>
  terrain(id, kind, rect(x0, 11.2, x1, 11.6), { blocksLos: true, height: 6 })

// The shooter at (10,10) has a 0.2"-wide slit straight ahead: room for a gun barrel, not a body.
const slit = (kind: Terrain['kind'] = 'ruin') => [wall('left', 0, 9.9, kind), wall('right', 10.1, 20, kind)]

function duel(pieces: Terrain[], unitId = 'gm-ground') {
  return table({
    // Sensors widened so the [E] case below reaches the target 20" away
    p1: [{ unit: unitId, at: { x: 10, y: 10 }, patch: { sensors: 24 } }],
    p2: [{ unit: 'zaku-ii', at: { x: 10, y: 30 } }],
    terrain: pieces,
  })
}

describe('the shooter out of cover', () => {
  test('MS-LOS-THIRD: a shooter whose eye sees the target through a slit still cannot shoot: too little of it is out of cover', () => {
    const s = duel(slit())
    const a = unit(s, P1(1))
    const t = unit(s, P2(1))
    // from the shooter's eye every ray to the target passes the slit…
    expect(sight(s, a, t).visible).toBe(true)
    // …but none of the six points across its own base has a clear line to the target
    expect(shooterExposure(s, a, t).exposed).toBe(false)
    const gun = a.profile.weapons[0] as WeaponProfile
    expect(checkTarget(s, a, t, gun)).toBe('less than a third of the shooter is out of cover')
    let act = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(reject(act, { seat: 'p1', kind: 'attack', weapon: gun.id, targets: [P2(1)] }).message).toMatch(
      /a third of the shooter/,
    )
    expect(ruleset.legal(act).some((d) => d.kind === 'attack')).toBe(false)
    // and, as the seed expects, the target cannot shoot back either
    expect(checkTarget(s, t, a, t.profile.weapons[0] as WeaponProfile)).toBe('no line of sight')
    // widen the slit to 2": enough of the shooter is out, the shot is allowed
    const open = duel([wall('left', 0, 9, 'ruin'), wall('right', 11, 20, 'ruin')])
    expect(shooterExposure(open, unit(open, P1(1)), unit(open, P2(1))).exposed).toBe(true)
    expect(typeof checkTarget(open, unit(open, P1(1)), unit(open, P2(1)), gun)).toBe('object')
    act = play(open, { seat: 'p1', kind: 'activate', unit: P1(1) })
    expect(ruleset.legal(act)).toContainEqual(expect.objectContaining({ kind: 'attack', targets: [P2(1)] }))
  })

  test('MS-LOS-THIRD: short cover and Indirect Fire are not affected; a shooter at a wall edge may shoot', () => {
    // a short wall (cover, not LOS-blocking) never hides the shooter
    const low = duel([terrain('low', 'debris', rect(0, 11.2, 9.9, 11.6), { cover: true, height: 1 })])
    expect(shooterExposure(low, unit(low, P1(1)), unit(low, P2(1))).exposed).toBe(true)
    // half the base past a tall wall's edge: three of six points are out
    const edge = duel([wall('w', 0, 10, 'ruin')])
    expect(shooterExposure(edge, unit(edge, P1(1)), unit(edge, P2(1))).exposed).toBe(true)
    // Indirect Fire needs no LOS, so the slit does not stop it
    const s = duel(slit())
    const idf: WeaponProfile = {
      id: 'mortar',
      name: 'Mortar',
      kind: 'shoot',
      atk: 4,
      hits: 0,
      range: 36,
      dmg: 300,
      idf: true,
    }
    expect(typeof checkTarget(s, unit(s, P1(1)), unit(s, P2(1)), idf)).toBe('object')
  })

  test('MS-LOS-THIRD / MS-LOS-ENERGY: an [E] weapon within Sensors fires through the buildings that hide the shooter, at −3 PEN', () => {
    const s = duel(slit('building'), 'white-asura')
    const a = unit(s, P1(1))
    const beam = a.profile.weapons[1] as WeaponProfile
    expect(beam.energy).toBe(true)
    expect(checkTarget(s, a, unit(s, P2(1)), beam)).toMatchObject({ penMod: -3 })
    // a ruin is not a building: no shooting through it
    const r = duel(slit('ruin'), 'white-asura')
    expect(checkTarget(r, unit(r, P1(1)), unit(r, P2(1)), beam)).toBe(
      'less than a third of the shooter is out of cover',
    )
  })
})
