import { describe, expect, test } from 'vitest'
import {
  duel,
  eventsOf,
  NARRATOR,
  pilot,
  plainSheet,
  play,
  reject,
  ruleset,
  script,
  turn,
} from '../testkit/index.ts'
import { legalOf } from './legal.ts'
import type { GwDecision, GwState } from './types.ts'

/** Two pilots against one NPC; Wing (p2) lies unconscious. */
function wingDown(): GwState {
  const s = duel({
    players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
  })
  s.pilots['pilot:p2']!.unconscious = true
  return s
}

const declare = (seat: string, actor: string): GwDecision => ({ seat, kind: 'declare-death', actor })
const of = (s: GwState, seat: string) => legalOf(s).filter((d) => d.seat === seat)
const skip = (seat: string, actor: string): GwDecision => ({
  seat,
  kind: 'order',
  actor,
  action: { type: 'skip' },
})

describe('declaring an unconscious pilot dead (§6.6.1)', () => {
  test('GW-CMB-UNCONSCIOUS GW-RULING-DEATH-WINDOW: a seat whose only pilot is unconscious is named last, as optional; legal() offers it pass and the declaration, and apply takes it from that seat', () => {
    const s = wingDown()
    expect(ruleset.prompt(s)).toMatchObject({
      kind: 'orders',
      seat: NARRATOR,
      seats: [NARRATOR, 'p1', 'p2'],
      pending: ['pilot:foe', 'pilot:p1'],
      optional: ['p2'],
    })
    expect(of(s, 'p2')).toEqual([{ seat: 'p2', kind: 'pass' }, declare('p2', 'pilot:p2')])
    // Nobody else may declare it, and a conscious pilot is not offered it.
    expect(legalOf(s).filter((d) => d.kind === 'declare-death')).toEqual([declare('p2', 'pilot:p2')])
    expect(reject(s, declare('p1', 'pilot:p2'))).toBe('gunwave/not_your_pilot')
    expect(reject(s, declare('p1', 'pilot:p1'))).toBe('gunwave/not_unconscious')
    const out = play(s, declare('p2', 'pilot:p2'))
    expect(pilot(out.state, 'p2')).toMatchObject({ dead: true, unconscious: false })
    expect(eventsOf(out.events, 'Killed')).toEqual([
      { type: 'Killed', pilot: 'pilot:p2', why: 'declared by the player' },
    ])
    // Dead now: nothing left to declare, the seat leaves the prompt.
    expect(ruleset.prompt(out.state)).toMatchObject({ seats: [NARRATOR, 'p1'] })
    expect(ruleset.prompt(out.state)).not.toHaveProperty('optional')
    expect(reject(out.state, declare('p2', 'pilot:p2'))).toBe('engine/not_your_turn')
  })

  test('GW-RULING-DEATH-WINDOW: the phase never waits for the optional seat; the declaration stays open in the minor phase and the next turns while the pilot is out, and closes when it wakes', () => {
    const s = wingDown()
    const minor = play(s, skip('p1', 'pilot:p1'), skip(NARRATOR, 'pilot:foe'), {
      seat: NARRATOR,
      kind: 'ready',
    }).state
    expect(minor.phase).toBe('minor')
    expect(ruleset.prompt(minor)).toMatchObject({
      kind: 'minor',
      seats: [NARRATOR, 'p1', 'p2'],
      optional: ['p2'],
    })
    expect(of(minor, 'p2').map((d) => d.kind)).toEqual(['pass', 'declare-death'])
    // Still out after the turn’s wake roll (no 6): open again next turn; a 6 wakes Wing and closes it.
    const next = turn(script(s, [3, 4]), {}).state
    expect(of(next, 'p2').map((d) => d.kind)).toEqual(['pass', 'declare-death'])
    const woke = turn(script(next, [6, 1]), {}).state
    expect(pilot(woke, 'p2').unconscious).toBe(false)
    expect(legalOf(woke).some((d) => d.kind === 'declare-death')).toBe(false)
    expect(reject(woke, declare('p2', 'pilot:p2'))).toBe('gunwave/not_unconscious')
  })

  test('GW-RULING-DEATH-WINDOW: a pass drops the seat until the phase changes; only an optional seat may pass; nothing is declared while the game is paused', () => {
    const s = wingDown()
    expect(reject(s, { seat: 'p1', kind: 'pass' })).toBe('gunwave/nothing_to_pass')
    const passed = play(s, { seat: 'p2', kind: 'pass' }).state
    expect(ruleset.prompt(passed)).toMatchObject({ seats: [NARRATOR, 'p1'] })
    expect(reject(passed, declare('p2', 'pilot:p2'))).toBe('engine/not_your_turn')
    const minor = play(passed, skip('p1', 'pilot:p1'), skip(NARRATOR, 'pilot:foe'), {
      seat: NARRATOR,
      kind: 'ready',
    }).state
    expect(ruleset.prompt(minor)).toMatchObject({ optional: ['p2'] })
    // A game where nobody passes keeps the state as it was (saved records replay to the same hash).
    expect(s).not.toHaveProperty('passed')
    const paused = play(s, {
      seat: NARRATOR,
      kind: 'narrate',
      act: { type: 'pause', reason: 'ruling' },
    }).state
    expect(reject(paused, declare('p2', 'pilot:p2'))).toBe('engine/not_your_turn')
  })

  test('GW-RULING-DEATH-WINDOW: the narrator declares its own unconscious NPC in the action phase, where it is asked anyway; it is never an optional seat', () => {
    const s = duel()
    s.pilots['pilot:foe']!.unconscious = true
    expect(ruleset.prompt(s)).toMatchObject({ seats: [NARRATOR, 'p1'] })
    expect(of(s, NARRATOR).some((d) => d.kind === 'declare-death' && d.actor === 'pilot:foe')).toBe(true)
    const minor = play(s, skip('p1', 'pilot:p1'), { seat: NARRATOR, kind: 'ready' }).state
    expect(ruleset.prompt(minor)).toMatchObject({ kind: 'minor', seats: ['p1'] })
    expect(ruleset.prompt(minor)).not.toHaveProperty('optional')
    expect(pilot(play(s, declare(NARRATOR, 'pilot:foe')).state, 'foe').dead).toBe(true)
  })
})
