import { pointPolygonDistance } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { box, figure, table } from './build.ts'
import { involuntaryMove } from './special.ts'
import { involuntarySwing, shortestTurn } from './swing.ts'

// POWER ATTACKS › SWING: the target is carried round the attacker, keeping the point of contact.
describe('swing walk', () => {
  const pivot = { x: 10, y: 10 }
  const attacker = figure('a', 'p1', 10, 10)
  const target = () => figure('b', 'p2', 10, 13)
  /** A 1" block on the arc's middle, outside the chord from (10, 13) to (13, 10). */
  const block = box('post', 12.54, 12.54, 1, 1, { qualities: ['blocking'], height: 4 })

  test('GF-POW-SWING: on open ground a quarter turn carries the target a quarter round', () => {
    const m = involuntarySwing(table([]), [attacker, target()], 'unit:b', pivot, -Math.PI / 2, ['unit:a'])
    expect(m).toMatchObject({ stoppedBy: null, knockedDown: false, fell: 0 })
    expect(m.turned).toBeCloseTo(-Math.PI / 2)
    expect(m.end.x).toBeCloseTo(13)
    expect(m.end.y).toBeCloseTo(10)
  })

  test('GF-POW-SWING: the arc meets a block the chord would miss, and stops touching it', () => {
    const field = table([block])
    // The straight line clears the block...
    expect(involuntaryMove(field, [target()], 'unit:b', { x: 13, y: 10 }).stoppedBy).toBeNull()
    // ...the arc does not.
    const m = involuntarySwing(field, [attacker, target()], 'unit:b', pivot, -Math.PI / 2, ['unit:a'])
    expect(m).toMatchObject({ stoppedBy: 'terrain', feature: 'terrain:post', knockedDown: true })
    expect(Math.abs(m.turned)).toBeLessThan(Math.PI / 4)
    // Still 3" from the attacker's centre, its base touching the block.
    expect(Math.hypot(m.end.x - 10, m.end.y - 10)).toBeCloseTo(3)
    expect(pointPolygonDistance(m.end, block.polygon)).toBeCloseTo(1, 3)
  })

  test('GF-POW-SWING: a figure or an obstacle on the arc stops it too; swinging away from a touching figure does not', () => {
    const c = figure('c', 'p2', 13.04, 13.04, { frame: 'scout' })
    const byFigure = involuntarySwing(table([]), [attacker, target(), c], 'unit:b', pivot, -Math.PI / 2, [
      'unit:a',
    ])
    expect(byFigure).toMatchObject({ stoppedBy: 'figure', contacted: 'unit:c', knockedDown: true })
    expect(Math.hypot(byFigure.end.x - c.pos.x, byFigure.end.y - c.pos.y)).toBeCloseTo(1.75, 3)
    const crates = box('crates', 12.54, 12.54, 1, 1, { category: 'obstacle', height: 1 })
    expect(
      involuntarySwing(table([crates]), [attacker, target()], 'unit:b', pivot, -Math.PI / 2, ['unit:a']),
    ).toMatchObject({ stoppedBy: 'terrain', feature: 'terrain:crates' })
    // Touching c and swung the other way: free.
    const touching = figure('c', 'p2', 12, 13)
    const away = involuntarySwing(table([]), [attacker, target(), touching], 'unit:b', pivot, Math.PI / 2, [
      'unit:a',
    ])
    expect(away.stoppedBy).toBeNull()
  })

  test('GF-POW-SWING: the table edge stops it; off a ledge it falls', () => {
    const edge = involuntarySwing(
      table([]),
      [figure('a', 'p1', 3, 10), figure('b', 'p2', 3, 13)],
      'unit:b',
      {
        x: 3,
        y: 10,
      },
      Math.PI / 2,
    )
    expect(edge).toMatchObject({ stoppedBy: 'edge', knockedDown: true })
    expect(edge.end.x).toBeCloseTo(1, 3)
    const roof = box('roof', 0, 11.5, 30, 10, { qualities: ['elevated'], height: 3 })
    const fall = involuntarySwing(
      table([roof]),
      [figure('a', 'p1', 10, 13, { elevation: 3 }), figure('b', 'p2', 10, 16, { elevation: 3 })],
      'unit:b',
      { x: 10, y: 13 },
      -Math.PI,
      ['unit:a'],
    )
    expect(fall).toMatchObject({ stoppedBy: 'ledge', fell: 3, endElevation: 0 })
    expect(fall.end.y).toBeLessThan(11.5)
  })

  test('GF-POW-SWING: a turn is taken the shorter way round', () => {
    expect(shortestTurn((3 * Math.PI) / 2)).toBeCloseTo(-Math.PI / 2)
    expect(shortestTurn(-Math.PI / 4)).toBeCloseTo(-Math.PI / 4)
    expect(shortestTurn(Math.PI)).toBeCloseTo(Math.PI)
  })

  test('GF-POW-SWING: a swing stopped by the table edge leaves the whole base on the table', () => {
    // The attacker stands near the west edge; a quarter turn would carry the target past it.
    const a = figure('a', 'p1', 3, 10)
    const b = figure('b', 'p2', 3, 13)
    const m = involuntarySwing(table([]), [a, b], 'unit:b', { x: 3, y: 10 }, Math.PI / 2, ['unit:a'])
    expect(m.stoppedBy).toBe('edge')
    expect(m.end.x - b.radius).toBeGreaterThanOrEqual(0)
  })

  test('GF-FIELD-HILLS / GF-POW-SWING: swung off a gentle slope the target does not fall', () => {
    // The target stands on a 1" hill (infantry: half its height is under 1") east of the pivot.
    const hill = box('hill', 12, 8, 4, 4, { qualities: ['elevated'], height: 1, slope: true })
    const inf = figure('b', 'p2', 13, 10, { frame: 'infantry', elevation: 1 })
    const swing = (h: typeof hill) =>
      involuntarySwing(table([h]), [attacker, inf], 'unit:b', pivot, Math.PI / 2, ['unit:a'])
    expect(swing(hill)).toMatchObject({ stoppedBy: null, fell: 0, endElevation: 0 })
    expect(swing({ ...hill, slope: false })).toMatchObject({ stoppedBy: 'ledge', fell: 1 })
  })
})
