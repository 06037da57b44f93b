import { describe, expect, test } from 'vitest'
import { duel, mecha, NARRATOR, pilot, plainSheet, play, reject, ruleset, turn } from '../testkit/index.ts'
import { legalOf } from './legal.ts'
import type { GwDecision, GwState } from './types.ts'

const ejects = (s: GwState): string[] =>
  legalOf(s)
    .filter((d) => d.kind === 'eject')
    .map((d) => (d as Extract<GwDecision, { kind: 'eject' }>).actor)
const skip = (seat: string, actor: string): GwDecision => ({
  seat,
  kind: 'order',
  actor,
  action: { type: 'skip' },
})

describe('ejecting in legal() (§6.5.8)', () => {
  test('GW-CMB-EJECT GW-RULING-EJECT-WINDOW: legal() offers ejecting to every pilot aboard that the prompt waits on, in the action and the minor phase, and apply takes it', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    expect(ejects(s)).toEqual(['pilot:foe', 'pilot:p1', 'pilot:p2'])
    // Listed after the pilot’s orders: a seat’s first decision is still an order.
    const mine = legalOf(s).filter((d) => d.seat === 'p1')
    expect(mine[0]?.kind).toBe('order')
    expect(mine.findIndex((d) => d.kind === 'eject')).toBeGreaterThan(
      mine.findLastIndex((d) => d.kind === 'order'),
    )
    const out = play(s, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' }).state
    expect(pilot(out, 'p1').in).toBeNull()
    expect(mecha(out, 'p1').pilot).toBeNull()
    // On foot now: no second eject, and the pilot still gives an order this turn.
    expect(ejects(out)).toEqual(['pilot:foe', 'pilot:p2'])
    expect(legalOf(out).some((d) => d.kind === 'order' && d.actor === 'pilot:p1')).toBe(true)
    // The minor phase: still offered to whoever is yet to take a minor action.
    const minor = play(
      s,
      skip('p1', 'pilot:p1'),
      skip('p2', 'pilot:p2'),
      skip(NARRATOR, 'pilot:foe'),
      { seat: NARRATOR, kind: 'ready' },
      { seat: 'p2', kind: 'minor', actor: 'pilot:p2', act: { type: 'none' } },
    ).state
    expect(minor.phase).toBe('minor')
    expect(ejects(minor)).toEqual(['pilot:foe', 'pilot:p1'])
    for (const d of legalOf(minor).filter((x) => x.kind === 'eject'))
      expect(ruleset.apply(minor, d).ok).toBe(true)
  })

  test('GW-CMB-EJECT GW-RULING-EJECT-WINDOW: a disabled mecha’s pilot and a passenger are offered it; not in the turn the self-destruct is engaged, nor from a mecha that left the battle', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 6 } }],
    })
    const down = structuredClone(s)
    Object.assign(mecha(down, 'p1'), { armor: 0, disabled: true, energy: 0, speed: 0 })
    expect(ejects(down)).toContain('pilot:p1')
    // Wing climbs into p1’s cockpit as a passenger, and may get out again.
    let st = play(s, { seat: 'p2', kind: 'eject', actor: 'pilot:p2' }).state
    st = turn(st, { 'pilot:p2': { type: 'hang-on', target: 'mecha:p1' } }).state
    st = turn(st, { 'pilot:p2': { type: 'board', target: 'mecha:p1' } }).state
    expect(pilot(st, 'p2').passengerIn).toBe('mecha:p1')
    expect(ejects(st)).toContain('pilot:p2')
    const left = play(st, { seat: 'p2', kind: 'eject', actor: 'pilot:p2' }).state
    expect([mecha(left, 'p1').passenger, mecha(left, 'p1').pilot]).toEqual([null, 'pilot:p1'])
    // Engaged this turn (in the reaction phase): the minor phase offers no eject, apply refuses it.
    const sd = play(
      s,
      { seat: 'p1', kind: 'order', actor: 'pilot:p1', action: { type: 'self-destruct', delay: 2 } },
      skip('p2', 'pilot:p2'),
      skip(NARRATOR, 'pilot:foe'),
      { seat: NARRATOR, kind: 'ready' },
    ).state
    expect(sd.phase).toBe('minor')
    expect(ejects(sd)).not.toContain('pilot:p1')
    expect(reject(sd, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' })).toBe('gunwave/too_soon')
    const gone = structuredClone(s)
    mecha(gone, 'p1').left = true
    expect(ejects(gone)).not.toContain('pilot:p1')
    expect(reject(gone, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' })).toBe('gunwave/mecha_gone')
  })
})
