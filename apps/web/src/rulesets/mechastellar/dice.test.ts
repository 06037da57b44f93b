/**
 * The dice tray grades MechaStellar attack and defence dice by the count the engine gave the roll
 * (the DiceRolled event's `count`): Focus and Tactical Support hit on 3+, +1 Crit Range crits on
 * 9+, Indirect Fire never crits — never by fixed faces of its own.
 */
import { countDice, type MsEvent, type MsState } from '@sortie/mechastellar'
import { P1, P2, play, playAll, script, settleAll, table } from '@sortie/mechastellar/testkit'
import { describe, expect, test } from 'vitest'
import { rollOf } from './format.ts'

type Rolled = Extract<MsEvent, { type: 'DiceRolled' }>
const rolls = (ev: MsEvent[], role: 'attack' | 'defence') =>
  ev.filter((e): e is Rolled => e.type === 'DiceRolled' && e.role === role)
const tones = (s: MsState, e: Rolled | undefined) => (e ? rollOf(s, e)?.dice.map((d) => d.tone) : undefined)

const gun = { id: 'gun', name: 'Gun', kind: 'shoot' as const, atk: 5, hits: 0, range: 30, dmg: 100 }

/** A Level 1 pilot (free to pick Bullseye) with one weapon, against a GM. */
function shot(weapon: typeof gun & { remote?: boolean }, dice: number[]) {
  let s = table({
    p1: [{ unit: 'laughing-joker', at: { x: 10, y: 10 }, patch: { weapons: [weapon] } }],
    p2: [{ unit: 'gm-ground', at: { x: 10, y: 30 } }],
    momentum: { p1: 8, p2: 0 },
  })
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  s = script(s, [...dice, ...Array(30).fill(1)])
  return playAll(s, { seat: 'p1', kind: 'attack', weapon: weapon.id, targets: [P2(1)], bonus: 'bullseye' })
}

describe('MechaStellar dice in the tray', () => {
  test('MS-WEB-DICE: after Focus the same attack dice are told again, 3s and up now hits, as the totals count them', () => {
    let s = table({
      p1: [{ unit: 'falconeye', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'dusk-wraith', at: { x: 10, y: 25 } }],
      momentum: { p1: 5, p2: 5 },
    })
    s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [2, 2, 3, 3, 3, 3, 5, 7, 8, 9, 1, 2, 3, 3, 5, 7, 9])
    const r = playAll(
      s,
      { seat: 'p1', kind: 'attack', weapon: 'micromissiles', targets: [P2(1)] },
      { seat: 'p2', kind: 'defend', bonus: 'none' },
      { seat: 'p1', kind: 'skill', skill: 'focus' },
      { seat: 'p1', kind: 'skills-done' },
      { seat: 'p2', kind: 'skills-done' },
    )
    const [first, again] = rolls(r.events, 'attack')
    expect(tones(r.state, first)).toEqual([
      'miss',
      'miss',
      'miss',
      'miss',
      'miss',
      'miss',
      'hit',
      'hit',
      'hit',
      'hit',
    ])
    expect(again?.recount).toBe('focus')
    expect(tones(r.state, again)).toEqual([
      'miss',
      'miss',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
    ])
    const totals = r.events.find((e) => e.type === 'AttackTotals')
    expect(totals).toMatchObject({
      hits: countDice(again?.dice ?? [], again?.count ?? { hitOn: 0, critOn: 0 }),
    })
  })

  test('MS-WEB-DICE: Bullseye’s +1 Crit Range makes a 9 a crit', () => {
    const r = shot(gun, [9, 10, 8, 1, 1])
    expect(tones(r.state, rolls(r.events, 'attack')[0])).toEqual(['crit', 'crit', 'hit', 'miss', 'miss'])
  })

  test('MS-WEB-DICE: Indirect Fire never crits: a 10 is a plain hit', () => {
    const r = shot({ ...gun, id: 'funnels', remote: true }, [10, 10, 9, 1, 1])
    expect(tones(r.state, rolls(r.events, 'attack')[0])).toEqual(['hit', 'hit', 'hit', 'miss', 'miss'])
    const done = settleAll(r.state)
    expect(done.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 3 })
  })
})
