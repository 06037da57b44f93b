/** Every worked example of the seed, with its dice scripted (sections named per test). */
import { describe, expect, test } from 'vitest'
import { duel, eventsOf, mecha, pilot, plainSheet, play, script, turn } from '../testkit/index.ts'

const fireAt = (x: number, y: number, weapon = 0) => ({
  type: 'move-fire' as const,
  fire: { weapon, at: { x, y } },
})

describe('worked examples', () => {
  test('GW-EX-RANGED-1 GW-DICE GW-CMB-POOL: §6.5 ranged example 1 — 5 dice roll 1,3,5,5,6: three hits, Armor −3', () => {
    const s = script(duel(), [1, 3, 5, 5, 6])
    const { state, events } = turn(s, { 'pilot:p1': fireAt(8, 5) })
    const atk = eventsOf(events, 'Attack')[0]
    expect(atk?.pool.dice).toBe(5)
    expect(atk?.log.successes).toBe(3)
    expect(mecha(state, 'foe').armor).toBe(37)
  })

  test('GW-EX-RANGED-2: §6.5 ranged example 2 — 5 dice roll 1,1,2,3,4: a clean miss', () => {
    const s = script(duel(), [1, 1, 2, 3, 4])
    const { state } = turn(s, { 'pilot:p1': fireAt(8, 5) })
    expect(mecha(state, 'foe').armor).toBe(40)
  })

  test('GW-EX-MELEE GW-CMB-MELEE-DEF: §6.5 melee example — 8 dice give 3 hits, pilot-2 defender rolls 3,5: 2 damage', () => {
    const sword = plainSheet({ mecha: { weapons: [{ weapon: 'beam-sword' }, { weapon: 'beam-rifle' }] } })
    const foe = plainSheet({ pilot: { name: 'Foe', piloting: 2 } })
    const s = script(
      duel({ player: sword, npc: foe, playerAt: { x: 2, y: 5 }, npcAt: { x: 3, y: 5 } }),
      [1, 2, 2, 3, 4, 5, 5, 6, 3, 5],
    )
    const { state, events } = turn(s, {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } },
    })
    const atk = eventsOf(events, 'Attack')[0]
    expect(atk?.log).toMatchObject({ successes: 3, defense: [3, 5], damage: 2 })
    expect(mecha(state, 'foe').armor).toBe(38)
  })

  test('GW-EX-SELF-DESTRUCT: §6.5.9 example — Energy 50 gives 5 dice: 3 dice at 2 units, 1 die at 4 units', () => {
    const far = plainSheet({ pilot: { name: 'Far' } })
    const s0 = duel({ npcAt: { x: 5, y: 5 }, more: [{ id: 'far', sheet: far, at: { x: 7, y: 5 } }] })
    const s = script(s0, [5, 5, 1, 6])
    const { state, events } = turn(s, { 'pilot:p1': { type: 'self-destruct', delay: 0 } })
    const blasts = eventsOf(events, 'Attack').filter((e) => e.kind === 'explosion')
    expect(blasts.map((b) => [b.log.target, b.pool.dice])).toEqual([
      ['mecha:foe', 3],
      ['mecha:far', 1],
    ])
    expect(mecha(state, 'foe').armor).toBe(38)
    expect(mecha(state, 'far').armor).toBe(39)
    expect(pilot(state, 'p1').dead).toBe(true)
    expect(mecha(state, 'p1').destroyed).toBe(true)
  })

  const onFoot = (dice: number[]) => {
    const s0 = duel({
      playerAt: { x: 2, y: 5 },
      npcAt: { x: 4, y: 5 },
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
      more: [{ id: 'far', sheet: plainSheet({ pilot: { name: 'Far' } }), at: { x: 14, y: 1 } }],
    })
    const { state } = play(
      s0,
      { seat: 'p1', kind: 'eject', actor: 'pilot:p1' },
      { seat: 'narrator', kind: 'eject', actor: 'pilot:foe' },
    )
    return turn(script(state, dice), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 'pistol', target: 'pilot:foe' } },
    })
  }

  test('GW-EX-PERSONAL-1: §6.6 example 1 — a 3-die weapon rolls 1,3,5: one hit, the target is stunned next turn', () => {
    const { state, events } = onFoot([1, 3, 5])
    expect(eventsOf(events, 'Stunned')).toEqual([{ type: 'Stunned', pilot: 'pilot:foe', stuns: 1 }])
    expect(pilot(state, 'foe').stunnedTurn).toBe(2)
  })

  test('GW-EX-PERSONAL-2: §6.6 example 2 — 1,3,4 is no hit at all', () => {
    const { state, events } = onFoot([1, 3, 4])
    expect(eventsOf(events, 'Stunned')).toEqual([])
    expect(pilot(state, 'foe').stuns).toBe(0)
  })

  test('GW-EX-DISABLED-OVERFLOW: §6.5.2 example — at 1 Armor, hit for 4: pilot loses 3 Health', () => {
    const s0 = duel()
    s0.mecha['mecha:foe']!.armor = 1
    const s = script(s0, [5, 5, 5, 6, 1, 3, 4])
    const { state, events } = turn(s, { 'pilot:p1': fireAt(8, 5) })
    expect(eventsOf(events, 'Disabled')[0]).toMatchObject({ mecha: 'mecha:foe', overflow: 3 })
    expect(pilot(state, 'foe').health).toBe(7)
    expect(mecha(state, 'foe').armor).toBe(0)
  })

  test('GW-EX-DUAL GW-CMB-DUAL: §6.5.3 example — Dual Mecha Weapons 2 takes 3 dice off the second weapon', () => {
    const s0 = duel({ npcAt: { x: 6, y: 5 } })
    s0.mecha['mecha:p1']!.weapons[2]!.active = true
    const s = script(s0, [1, 1, 1, 1, 1, 1, 1])
    const { events } = turn(s, {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, second: 2, at: { x: 6, y: 5 } } },
    })
    expect(eventsOf(events, 'Attack').map((a) => a.pool.dice)).toEqual([5, 2])
  })

  test('GW-EX-ZONES GW-MOV-ZONES: §7.2 — zone widths 1, 1, 2, 2 on the grid; §7.10 one empty square is close, two or three medium', async () => {
    const { bandOfGap } = await import('./zones.ts')
    expect([0, 1, 2, 3, 4, 5, 6, 9, 10].map(bandOfGap)).toEqual([
      'adjacent',
      'close',
      'medium',
      'medium',
      'long',
      'long',
      'extreme',
      'extreme',
      null,
    ])
  })
})
