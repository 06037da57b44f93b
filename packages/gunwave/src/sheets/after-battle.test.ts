import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { GwDecision, GwState } from '../battle/types.ts'
import { duel, NARRATOR, pilot, plainSheet, play, ruleset, setupOf, sheet, turn } from '../testkit/index.ts'
import { sheetsAfterBattle } from './after-battle.ts'
import type { Sheet } from './schema.ts'
import { validateSheet } from './validate.ts'

const levelUp = (p: string): GwDecision => ({
  seat: NARRATOR,
  kind: 'narrate',
  act: { type: 'level-up', pilot: p },
})
const end: GwDecision = {
  seat: NARRATOR,
  kind: 'narrate',
  act: { type: 'end', winner: 'players', reason: 'the raiders withdraw' },
}
const eject = (seat: string): GwDecision => ({ seat, kind: 'eject', actor: `pilot:${seat}` })
const after = (s: GwState, players: { seat: string; sheet: Sheet }[]) => unwrap(sheetsAfterBattle(s, players))

/**
 * Rei (an ace in her Valkyr), Wing (in a Hornet, keeping the squad in action) and Tag (in a Kite)
 * beside the foe's empty Raven, a guard far off.
 */
function withSpareMecha(rei: Sheet, spareName = 'Raven') {
  const wing = plainSheet({ pilot: { name: 'Wing', experience: {} }, mecha: { name: 'Hornet' } })
  const tag = plainSheet({ pilot: { name: 'Tag', experience: {} }, mecha: { name: 'Kite' } })
  const s = duel({
    player: rei,
    players: [
      { seat: 'p2', sheet: wing, at: { x: 0, y: 0 } },
      { seat: 'p3', sheet: tag, at: { x: 2, y: 6 } },
    ],
    more: [{ id: 'guard', sheet: sheet('grunt'), at: { x: 14, y: 10 } }],
  })
  Object.assign(s.mecha['mecha:foe']!, { name: spareName, pilot: null, pos: { x: 3, y: 5 } })
  Object.assign(s.pilots['pilot:foe']!, { in: null, pos: { x: 15, y: 0 } })
  return { s, tag }
}

describe('sheets after a battle (§3.2, §7.9)', () => {
  test('GW-SHEET-AFTER-BATTLE: one more encounter in the mecha flown and the rank the narrator raised; a legal sheet, the loaded one untouched, the same twice', () => {
    const rei = sheet('ace', { pilot: { experience: { Valkyr: 1, Raven: 4 } } })
    const loaded = structuredClone(rei)
    const s = play(duel({ player: rei }), levelUp('pilot:p1'), end).state
    expect(s.phase).toBe('over')
    const [r] = after(s, [{ seat: 'p1', sheet: rei }])
    expect(r?.changes).toEqual([
      { kind: 'experience', mecha: 'Valkyr', was: 1, now: 2 },
      { kind: 'piloting', was: 1, now: 2 },
    ])
    expect(r?.sheet.pilot.experience).toEqual({ Valkyr: 2, Raven: 4 })
    expect(r?.sheet.pilot.piloting).toBe(2)
    expect(r?.dead).toBe(false)
    expect(validateSheet(r?.sheet).problems).toEqual([])
    // Nothing else on the sheet moves, and the sheet handed in is not changed.
    expect({ ...r?.sheet, pilot: { ...r?.sheet.pilot, experience: {}, piloting: 0 } }).toEqual({
      ...loaded,
      pilot: { ...loaded.pilot, experience: {}, piloting: 0 },
    })
    expect(rei).toEqual(loaded)
    // Computed from the loaded sheet, so saving it again writes the same sheet, not one more encounter.
    expect(after(s, [{ seat: 'p1', sheet: rei }])).toEqual([r])
  })

  test('GW-SHEET-AFTER-BATTLE: two level-ups in one battle raise the rank by two; a super ace stays at 5; a battle stopped before its end still counts as an encounter', () => {
    const rookie = sheet('ace', { pilot: { experience: {} } })
    const twice = play(duel({ player: rookie }), levelUp('pilot:p1'), levelUp('pilot:p1')).state
    expect(twice.result).toBeNull()
    const [r] = after(twice, [{ seat: 'p1', sheet: rookie }])
    expect(r?.changes).toEqual([
      { kind: 'experience', mecha: 'Valkyr', was: 0, now: 1 },
      { kind: 'piloting', was: 1, now: 3 },
    ])
    const top = sheet('ace', { pilot: { piloting: 5 } })
    const [t] = after(play(duel({ player: top }), end).state, [{ seat: 'p1', sheet: top }])
    expect(t?.sheet.pilot.piloting).toBe(5)
    expect(t?.changes.map((c) => c.kind)).toEqual(['experience'])
  })

  test('GW-SHEET-AFTER-BATTLE GW-RULING-AFTER-BATTLE: a pilot who flew two mecha gains an encounter in each, once however often boarded; a passenger gains none in the mecha ridden', () => {
    const rei = sheet('ace', { pilot: { experience: { Valkyr: 3 } } })
    const { s, tag } = withSpareMecha(rei)
    // Rei climbs out and into the Raven; Tag climbs out and hangs on to it.
    let st = play(s, eject('p1'), eject('p3')).state
    st = turn(st, {
      'pilot:p1': { type: 'board', target: 'mecha:foe' },
      'pilot:p3': { type: 'hang-on', target: 'mecha:foe' },
    }).state
    expect(pilot(st, 'p1').in).toBe('mecha:foe')
    // Tag rides as the Raven's passenger; then Rei goes back to her Valkyr.
    st = turn(st, { 'pilot:p3': { type: 'board', target: 'mecha:foe' } }).state
    expect(pilot(st, 'p3').passengerIn).toBe('mecha:foe')
    st = play(st, eject('p1')).state
    st = turn(st, { 'pilot:p1': { type: 'board', target: 'mecha:p1' } }).state
    expect(pilot(st, 'p1').in).toBe('mecha:p1')
    const [r, t] = after(play(st, end).state, [
      { seat: 'p1', sheet: rei },
      { seat: 'p3', sheet: tag },
    ])
    expect(r?.changes).toEqual([
      { kind: 'experience', mecha: 'Raven', was: 0, now: 1 },
      { kind: 'experience', mecha: 'Valkyr', was: 3, now: 4 },
    ])
    expect(r?.sheet.pilot.experience).toEqual({ Valkyr: 4, Raven: 1 })
    expect(t?.changes).toEqual([{ kind: 'experience', mecha: 'Kite', was: 0, now: 1 }])
  })

  test('GW-RULING-AFTER-BATTLE: two mecha of one model flown in one battle make one encounter in that model', () => {
    const rei = sheet('ace', { pilot: { experience: { Valkyr: 3 } } })
    const { s } = withSpareMecha(rei, 'Valkyr')
    let st = play(s, eject('p1')).state
    st = turn(st, { 'pilot:p1': { type: 'board', target: 'mecha:foe' } }).state
    expect(Object.keys(pilot(st, 'p1').familiar).sort()).toEqual(['mecha:foe', 'mecha:p1'])
    const [r] = after(st, [{ seat: 'p1', sheet: rei }])
    expect(r?.changes).toEqual([{ kind: 'experience', mecha: 'Valkyr', was: 3, now: 4 }])
  })

  test('GW-RULING-AFTER-BATTLE: a pilot who died keeps the sheet as it was loaded; daily traits spent come back beside the sheet, never on it', () => {
    const rei = sheet('ace')
    const start = unwrap(
      ruleset.start({ ...setupOf({ player: rei }), dailyUsed: { 'Rei Kasuga': ['emp-pulse'] } }, 'test'),
    )
    // Levelled up, then killed (the player declared an unconscious pilot dead, §6.6.1).
    const dead = play(start, levelUp('pilot:p1')).state
    Object.assign(dead.pilots['pilot:p1']!, { unconscious: false, dead: true })
    const [r] = after(dead, [{ seat: 'p1', sheet: rei }])
    expect(r).toEqual({ seat: 'p1', sheet: rei, changes: [], dead: true, dailySpent: ['emp-pulse'] })
    const [alive] = after(play(start, end).state, [{ seat: 'p1', sheet: rei }])
    expect(alive?.dailySpent).toEqual(['emp-pulse'])
    expect(alive?.sheet).not.toHaveProperty('dailyUsed')
  })

  test('GW-SHEET-AFTER-BATTLE: a seat with no pilot, or a sheet of another pilot, is refused with a code', () => {
    const s = duel()
    const bad = (players: { seat: string; sheet: Sheet }[]) => {
      const r = sheetsAfterBattle(s, players)
      return r.ok ? null : r.error.code
    }
    expect(bad([{ seat: 'p2', sheet: plainSheet() }])).toBe('gunwave/no_pilot')
    expect(bad([{ seat: 'foe', sheet: plainSheet() }])).toBe('gunwave/no_pilot')
    expect(bad([{ seat: 'p1', sheet: sheet('brute') }])).toBe('gunwave/sheet_mismatch')
  })
})
