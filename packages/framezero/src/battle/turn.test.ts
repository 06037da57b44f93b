import { describe, expect, test } from 'vitest'
import { battle, frame, play, reject, ruleset, script } from '../testkit/index.ts'
import type { Assignment, FzDecision, FzState } from './types.ts'

const A = 'frame:a'
const B = 'frame:b'
const none: Assignment = { defence: null, move: null, attack: null, spot: null }
const asg = (x: Partial<Assignment>): Assignment => ({ ...none, ...x })

/** A (p1, WWRdRd) and B (p2, a Soldier) five units apart: direct-fire range. */
function duel(extra: Partial<Parameters<typeof battle>[0]> = {}, bSystems = ['Rd', 'B', 'G', 'Y'] as const) {
  return battle({
    frames: [
      { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
      { seat: 'p2', id: B, systems: [...bSystems], at: { x: 10, y: 5 } },
    ],
    ...extra,
  })
}

const act = (s: FzState, frameId: string) =>
  play(s, { seat: frame(s, frameId).seat, kind: 'activate', frame: frameId }).state

describe('the frame’s turn (seed chapter)', () => {
  test('MF-TURN-EXAMPLE: the WWRdRd frame rolls red 3, 5 and white 3, 4; whites cover spot, move and defence or they are 0', () => {
    let s = act(duel(), A)
    s = script(s, [3, 4, 3, 5])
    s = play(s, { seat: 'p1', kind: 'declare', frame: A, target: { kind: 'frame', id: B }, band: 'd' }).state
    const t = s.turns.at(-1)!
    expect(t.pool?.map((d) => `${d.colour}${d.band ?? ''}:${d.value}`)).toEqual([
      'W:3',
      'W:4',
      'Rd:3',
      'Rd:5',
    ])
    // a red die can never serve defence, even when defence is left empty
    expect(reject(s, { seat: 'p1', kind: 'assign', frame: A, assignment: asg({ defence: 2 }) })).toBe(
      'framezero/bad_assignment',
    )
    const legal = ruleset.legal(s) as Extract<FzDecision, { kind: 'assign' }>[]
    // with only two whites, one of spot / move / defence is always 0
    for (const d of legal)
      expect(
        [d.assignment.defence, d.assignment.move, d.assignment.spot].filter((x) => x === null).length,
      ).toBeGreaterThanOrEqual(1)
    const r = play(s, {
      seat: 'p1',
      kind: 'assign',
      frame: A,
      assignment: asg({ defence: 1, move: 0, attack: 3 }),
    })
    expect(r.events.find((e) => e.type === 'Assigned')).toMatchObject({
      values: { defence: 4, move: 3, attack: 5, spot: 0 },
    })
    expect(frame(r.state, A).defence).toBe(4)
  })

  test('MF-TURN-DECLARE: a target is a hostile frame or cover with a band; not a friend, not a station; may be out of range', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rd'], at: { x: 5, y: 5 } },
        { seat: 'p1', id: 'frame:f', systems: ['Rd'], at: { x: 7, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 25, y: 5 } },
      ],
      cover: [{ id: 'cover:w', x: 5, y: 8, w: 2, h: 1, bricks: 8, perLayer: 1 }],
    })
    const s = act(s0, A)
    expect(
      reject(s, {
        seat: 'p1',
        kind: 'declare',
        frame: A,
        target: { kind: 'frame', id: 'frame:f' },
        band: 'd',
      }),
    ).toBe('framezero/friendly_target')
    expect(
      reject(s, { seat: 'p1', kind: 'declare', frame: A, target: { kind: 'frame', id: B }, band: 'a' }),
    ).toBe('framezero/no_weapon')
    expect(
      reject(s, {
        seat: 'p1',
        kind: 'declare',
        frame: A,
        target: { kind: 'cover', id: 'station:0' },
        band: 'd',
      }),
    ).toBe('framezero/not_cover')
    // 20 u away: out of direct-fire range, yet declarable
    play(script(s, [1, 1, 1, 1]), {
      seat: 'p1',
      kind: 'declare',
      frame: A,
      target: { kind: 'frame', id: B },
      band: 'd',
    })
    play(script(s, [1, 1, 1, 1]), {
      seat: 'p1',
      kind: 'declare',
      frame: A,
      target: { kind: 'cover', id: 'cover:w' },
      band: 'd',
    })
    play(script(s, [1, 1, 1, 1]), { seat: 'p1', kind: 'declare', frame: A, target: null, band: null })
  })

  test('MF-TURN-DECLARE: legal() offers cover at every band the frame can attack with, out of range or not', () => {
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Ra', 'Ra'], at: { x: 2, y: 10 } },
        { seat: 'p1', id: 'frame:d', systems: ['Rd'], at: { x: 2, y: 20 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 30, y: 20 } },
      ],
      cover: [
        { id: 'cover:far', x: 14, y: 9, w: 1, h: 2, bricks: 8, perLayer: 1 },
        { id: 'cover:near', x: 3, y: 18, w: 1, h: 1, bricks: 8, perLayer: 1 },
      ],
    })
    const offered = (s: FzState) =>
      ruleset
        .legal(s)
        .flatMap((d) =>
          d.kind === 'declare' && d.target?.kind === 'cover' ? [`${d.target.id}@${d.band}`] : [],
        )
    // the artillerist: the far structure (11.5 u) at artillery range; the near one (7.7 u) at
    // artillery too (a move can take it there) and by hand at 1 u (a move can close in)
    expect(offered(act(s0, A))).toEqual(['cover:far@a', 'cover:near@h', 'cover:near@a'])
    // the gunner beside a structure: by hand now, and with its gun once it steps back
    expect(offered(act(s0, 'frame:d'))).toEqual(['cover:far@d', 'cover:near@h', 'cover:near@d'])
  })

  test('MF-TURN-WHITES: whites are wild, but serve a ranged attack only with a weapon at that band; at 1 u anyone may use them', () => {
    // B is a Watchtower (no guns): at direct-fire range it cannot attack with whites
    const s0 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['B', 'Y'], at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 5.8, y: 5 } },
      ],
    })
    let s = act(s0, A)
    s = script(s, [6, 2, 3, 4, 5])
    const melee = play(s, {
      seat: 'p1',
      kind: 'declare',
      frame: A,
      target: { kind: 'frame', id: B },
      band: 'h',
    }).state
    const r = play(melee, {
      seat: 'p1',
      kind: 'assign',
      frame: A,
      assignment: asg({ attack: 0, defence: 2, spot: 3, move: 4 }),
    })
    expect(r.events.find((e) => e.type === 'Assigned')).toMatchObject({
      values: { attack: 6, defence: 3, spot: 4, move: 5 },
    })
    const s2 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['Rh'], ssr: 1, at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10, y: 5 } },
      ],
    })
    let t = act(s2, A)
    t = play(script(t, [6, 2, 1, 1, 1, 8]), {
      seat: 'p1',
      kind: 'declare',
      frame: A,
      target: { kind: 'frame', id: B },
      band: 'd',
    }).state
    // rockets are not systems: no white for the ranged attack (MF-RULING-SSR-WHITE)
    expect(reject(t, { seat: 'p1', kind: 'assign', frame: A, assignment: asg({ attack: 0 }) })).toBe(
      'framezero/bad_assignment',
    )
    // the hand-to-hand reds do not reach direct fire either
    expect(reject(t, { seat: 'p1', kind: 'assign', frame: A, assignment: asg({ attack: 3 }) })).toBe(
      'framezero/bad_assignment',
    )
    const ok = play(t, { seat: 'p1', kind: 'assign', frame: A, assignment: asg({ attack: 5 }) })
    expect(ok.events.find((e) => e.type === 'Assigned')).toMatchObject({
      values: { attack: 8 },
      rocketSpent: true,
    })
  })

  test('MF-RULING-SSR-WHITE: an SSR does not count as a weapon system for white substitution', () => {
    const s2 = battle({
      frames: [
        { seat: 'p1', id: A, systems: ['B'], ssr: 3, at: { x: 5, y: 5 } },
        { seat: 'p2', id: B, systems: ['Rd'], at: { x: 10, y: 5 } },
      ],
    })
    let t = act(s2, A)
    t = play(script(t, [6, 2, 1, 1, 1, 1, 1]), {
      seat: 'p1',
      kind: 'declare',
      frame: A,
      target: { kind: 'frame', id: B },
      band: 'd',
    }).state
    expect(reject(t, { seat: 'p1', kind: 'assign', frame: A, assignment: asg({ attack: 0 }) })).toBe(
      'framezero/bad_assignment',
    )
  })

  test('MF-TURN-ONE-DIE: one die per action and each die once; leftovers are discarded', () => {
    let s = act(duel(), A)
    s = play(script(s, [3, 4, 3, 5]), {
      seat: 'p1',
      kind: 'declare',
      frame: A,
      target: { kind: 'frame', id: B },
      band: 'd',
    }).state
    expect(
      reject(s, { seat: 'p1', kind: 'assign', frame: A, assignment: asg({ defence: 0, move: 0 }) }),
    ).toBe('framezero/bad_assignment')
    expect(reject(s, { seat: 'p1', kind: 'assign', frame: A, assignment: asg({ attack: 9 }) })).toBe(
      'framezero/bad_assignment',
    )
    const legal = ruleset.legal(s) as Extract<FzDecision, { kind: 'assign' }>[]
    const keys = legal.map((d) => JSON.stringify(d.assignment))
    expect(new Set(keys).size).toBe(keys.length)
    expect(legal.length).toBeLessThan(40)
  })

  test('MF-TURN-DEFENCE: the defence die stays on the table for the round; none assigned counts 0', () => {
    let s = act(duel(), A)
    s = play(script(s, [3, 4, 3, 5]), {
      seat: 'p1',
      kind: 'declare',
      frame: A,
      target: null,
      band: null,
    }).state
    s = play(s, { seat: 'p1', kind: 'assign', frame: A, assignment: asg({ move: 0, spot: 1 }) }).state
    expect(frame(s, A).defence).toBeNull()
    s = play(s, { seat: 'p1', kind: 'endTurn', frame: A }).state
    // B attacks A (already activated, defence none → 0): damage dice = attack
    s = act(s, B)
    s = play(script(s, [1, 1, 1, 1, 1, 6, 1, 4, 5, 6, 6, 6, 1]), {
      seat: 'p2',
      kind: 'declare',
      frame: B,
      target: { kind: 'frame', id: A },
      band: 'd',
    }).state
    // pool: W1 W1 B1 Y1 G1 Rd6 Rd1 ; attack with the red 6
    s = play(s, {
      seat: 'p2',
      kind: 'assign',
      frame: B,
      assignment: asg({ attack: 5, defence: 2, move: 4, spot: 3 }),
    }).state
    const r = play(s, { seat: 'p2', kind: 'attack', frame: B, useSpot: false })
    expect(r.events.find((e) => e.type === 'AttackResolved')).toMatchObject({
      attack: 6,
      defence: 0,
      damageDice: 6,
      rolls: [4, 5, 6, 6, 6, 1],
      cover: 'none',
    })
    // 5s and 6s hit a frame out of cover: 4 points against 1 system + 2 whites → destroyed
    expect(r.events.filter((e) => e.type === 'SystemLost')).toHaveLength(3)
    expect(frame(r.state, A).destroyed).toBe(true)
  })
})
