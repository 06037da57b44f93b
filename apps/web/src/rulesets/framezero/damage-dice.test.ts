/**
 * The dice tray colours each damage die as the engine's damage table sent it: which faces hurt
 * depends on the cover case (uncovered ranged 5–6; behind a covering frame 5s hit that frame;
 * behind a structure 4s and 5s strike it first), never on the face alone.
 */
import { applyDamageTable, type FzEvent, type FzState } from '@sortie/framezero'
import { battle, frame, play, script } from '@sortie/framezero/testkit'
import { describe, expect, test } from 'vitest'
import { rollOf } from './format.ts'

const A = 'frame:a'
const B = 'frame:b'
const none = { defence: null, move: null, attack: null, spot: null }

/** A (red die on attack, showing `rolls.length`) shoots B at direct fire; then the damage dice. */
function shoot(s0: FzState, rolls: number[]) {
  const seat = frame(s0, A).seat
  let s = play(s0, { seat, kind: 'activate', frame: A }).state
  s = play(script(s, [1, 1, rolls.length, 1]), {
    seat,
    kind: 'declare',
    frame: A,
    target: { kind: 'frame', id: B },
    band: 'd',
  }).state
  s = play(s, { seat, kind: 'assign', frame: A, assignment: { ...none, attack: 2 } }).state
  const r = play(script(s, rolls), { seat, kind: 'attack', frame: A, useSpot: false })
  const e = r.events.find(
    (x): x is Extract<FzEvent, { type: 'AttackResolved' }> => x.type === 'AttackResolved',
  )
  if (!e) throw new Error('no attack')
  return { e, tones: rollOf(r.state, e)?.dice.map((d) => d.tone) }
}

const shooter = { seat: 'p1', id: A, systems: ['Rd' as const], at: { x: 2, y: 5 } }
const target = {
  seat: 'p2',
  id: B,
  systems: ['Rd' as const],
  at: { x: 10, y: 5 },
  activated: true,
  defence: 0,
}

describe('Frame Zero damage dice in the tray', () => {
  test('MF-WEB-DAMAGE-DICE: uncovered ranged fire: a 4 misses, 5s and 6s hit', () => {
    const { e, tones } = shoot(battle({ frames: [shooter, target] }), [4, 5, 6])
    expect(e.cover).toBe('none')
    expect(tones).toEqual(['miss', 'hit', 'hit'])
    expect(tones?.filter((t) => t === 'hit')).toHaveLength(applyDamageTable(e.rolls, { case: 'none' }).target)
  })

  test('MF-WEB-DAMAGE-DICE: behind a covering frame the 5 hits that frame; the next 5, once it falls, and the 6 hit the target', () => {
    const s0 = battle({
      frames: [
        shooter,
        target,
        {
          seat: 'p2',
          id: 'frame:c',
          systems: [],
          whites: 1,
          at: { x: 9, y: 5 },
          activated: true,
          defence: 0,
        },
      ],
    })
    const { e, tones } = shoot(s0, [5, 5, 6, 4])
    expect(e.cover).toBe('frame')
    expect(e.fates).toEqual(['cover-frame', 'passed-on', 'target', 'miss'])
    expect(tones).toEqual(['plain', 'hit', 'hit', 'miss'])
    const table = applyDamageTable(e.rolls, { case: 'frame', coverFrameHp: 1 })
    expect(tones?.filter((t) => t === 'hit')).toHaveLength(table.target)
    expect(tones?.filter((t) => t === 'plain')).toHaveLength(table.coverFrame)
  })

  test('MF-WEB-DAMAGE-DICE: behind a structure the 4 strikes it; 5s go through once it is down to cover no more', () => {
    const s0 = battle({
      frames: [shooter, target],
      // 8 bricks a layer high: one hit (6 bricks) leaves it under 3 high, no longer cover.
      cover: [{ id: 'cover:w', x: 8.6, y: 3, w: 0.4, h: 4, bricks: 8, perLayer: 1 }],
    })
    const { e, tones } = shoot(s0, [5, 4, 3, 6])
    expect(e.cover).toBe('structure')
    expect(tones).toEqual(['hit', 'plain', 'miss', 'hit'])
    const table = applyDamageTable(e.rolls, { case: 'structure', coverHitsToRaze: 1 })
    expect(tones?.filter((t) => t === 'hit')).toHaveLength(table.target)
    expect(tones?.filter((t) => t === 'plain')).toHaveLength(table.coverHits)
  })
})
