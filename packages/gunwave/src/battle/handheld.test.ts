/** §5.5 and §6.6 handheld weapons: rounds that run out, reach judged when the attack resolves. */
import { describe, expect, test } from 'vitest'
import {
  duel,
  eventsOf,
  mecha,
  pilot,
  plainSheet,
  play,
  reject,
  script,
  sheet,
  turn,
} from '../testkit/index.ts'
import type { GwState } from './types.ts'

const wing = { seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 0, y: 11 } }
const ones = (n: number) => new Array(n).fill(1) as number[]
const shoot = (weapon: string, target = 'mecha:foe') => ({
  type: 'move-fire' as const,
  fire: { weapon, target },
})
const order = (action: unknown) => ({ seat: 'p1', kind: 'order', actor: 'pilot:p1', action }) as never

function onFoot(s: GwState): GwState {
  return play(s, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' }).state
}

describe('handheld weapons', () => {
  test('GW-RULING-HANDHELD-ROUNDS GW-WPN-HANDHELD: hand grenades are gone once thrown and a pistol holds 12 rounds; an empty weapon is refused, a knife never runs out', () => {
    let s = onFoot(duel({ player: sheet('brute'), players: [wing], npcAt: { x: 6, y: 5 } }))
    for (let i = 0; i < 2; i++) s = turn(script(s, ones(4)), { 'pilot:p1': shoot('hand-grenade') }).state
    expect(pilot(s, 'p1').rounds).toEqual({ 'hand-grenade': 0 })
    expect(reject(s, order(shoot('hand-grenade')))).toBe('gunwave/no_ammo')
    // The pistol is counted apart: 12 rounds, one a shot.
    const a = turn(script(s, ones(3)), { 'pilot:p1': shoot('pistol') })
    expect(pilot(a.state, 'p1').rounds).toEqual({ 'hand-grenade': 0, pistol: 11 })
    const last = structuredClone(a.state)
    last.pilots['pilot:p1']!.rounds = { pistol: 0 }
    expect(reject(last, order(shoot('pistol')))).toBe('gunwave/no_ammo')
    // A knife uses no rounds.
    let k = onFoot(duel({ player: sheet('scavenger'), players: [wing], npcAt: { x: 3, y: 5 } }))
    for (let i = 0; i < 3; i++) k = turn(script(k, ones(2)), { 'pilot:p1': shoot('combat-knife') }).state
    expect(pilot(k, 'p1').rounds).toBeUndefined()
    expect(() => play(k, order(shoot('combat-knife')))).not.toThrow()
  })

  test('GW-RULING-REACH GW-RULING-HANDHELD-ROUNDS: a personal attack is judged from where both stand when it resolves; one out of range rolls nothing and spends no round', () => {
    const s = onFoot(duel({ players: [wing], npcAt: { x: 6, y: 5 } }))
    // Sealed at medium range (gap 3); the foe steps back to long range (gap 5) before it resolves.
    const r = turn(s, {
      'pilot:p1': shoot('pistol'),
      'pilot:foe': { type: 'move-fire', move: { x: 8, y: 5 } },
    })
    const a = eventsOf(r.events, 'Attack').find((x) => x.log.attacker === 'pilot:p1')
    expect([a?.noRoll, a?.log.dice]).toEqual(['out of range', []])
    expect(mecha(r.state, 'foe').chip).toBe(0)
    expect(pilot(r.state, 'p1').rounds).toBeUndefined()
    // Still in range: the shot is made and costs its round.
    const near = turn(script(s, [5, 5, 1]), { 'pilot:p1': shoot('pistol') })
    expect(mecha(near.state, 'foe').chip).toBe(2)
    expect(pilot(near.state, 'p1').rounds).toEqual({ pistol: 11 })
  })
})
