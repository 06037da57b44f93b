import { describe, expect, test } from 'vitest'
import { DEFAULTS } from '../data/starter.ts'
import { duel, eventsOf, mecha, plainSheet, play, reject, turn } from '../testkit/index.ts'
import { legalOf } from './legal.ts'

describe('self-destruct (§6.5.9)', () => {
  test('GW-CMB-SD-DISARM: a pilot aboard or beside the mecha disarms a counting-down self-destruct with 10 minutes (100 turns) of work; the narrator may set another time', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    const a = turn(s, { 'pilot:p1': { type: 'self-destruct', delay: 200 } })
    expect(mecha(a.state, 'p1').selfDestruct).toMatchObject({ engaged: 1, at: 201 })
    // The engaging pilot, aboard, may work on it; Wing, in another mecha far off, may not.
    expect(
      legalOf(a.state).some(
        (d) => d.kind === 'order' && d.actor === 'pilot:p1' && d.action.type === 'disarm',
      ),
    ).toBe(true)
    expect(
      reject(a.state, {
        seat: 'p2',
        kind: 'order',
        actor: 'pilot:p2',
        action: { type: 'disarm', target: 'mecha:p1' },
      }),
    ).toBe('gunwave/not_at_mecha')
    const disarm = { 'pilot:p1': { type: 'disarm' as const, target: 'mecha:p1' } }
    const b = turn(a.state, disarm)
    expect(eventsOf(b.events, 'DisarmWork')).toEqual([
      { type: 'DisarmWork', mecha: 'mecha:p1', by: 'pilot:p1', work: 1, need: DEFAULTS.disarmTurns },
    ])
    expect(DEFAULTS.disarmTurns).toBe(100)
    // "Unless the narrator says otherwise": three turns in all for this one.
    const c = play(b.state, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'disarm-time', mecha: 'mecha:p1', turns: 3 },
    })
    const d = turn(c.state, disarm)
    expect(mecha(d.state, 'p1').selfDestruct).toMatchObject({ work: 2, need: 3 })
    const e = turn(d.state, disarm)
    expect(mecha(e.state, 'p1').selfDestruct).toBeUndefined()
    expect(eventsOf(e.events, 'SelfDestructDisarmed')).toHaveLength(1)
    // Nothing left to disarm.
    expect(
      reject(e.state, {
        seat: 'p1',
        kind: 'order',
        actor: 'pilot:p1',
        action: { type: 'disarm', target: 'mecha:p1' },
      }),
    ).toBe('gunwave/no_self_destruct')
  })

  test('GW-RULING-DISARM: on foot beside the mecha counts; two people working the same turn count one turn', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    const a = turn(s, { 'pilot:p1': { type: 'self-destruct', delay: 50 } })
    // Wing has left her mecha and stands on p1's square.
    const st = structuredClone(a.state)
    const wing = st.pilots['pilot:p2']!
    st.mecha['mecha:p2']!.pilot = null
    wing.in = null
    wing.pos = { ...st.mecha['mecha:p1']!.pos }
    const b = turn(st, {
      'pilot:p1': { type: 'disarm', target: 'mecha:p1' },
      'pilot:p2': { type: 'disarm', target: 'mecha:p1' },
    })
    expect(eventsOf(b.events, 'DisarmWork')).toHaveLength(1)
    expect(mecha(b.state, 'p1').selfDestruct?.work).toBe(1)
  })
})
