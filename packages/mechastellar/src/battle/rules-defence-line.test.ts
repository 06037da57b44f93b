/**
 * Which defence line meets an attack made without a weapon (MS-ATK-THROW-ENEMY, MS-ATK-CRASH,
 * MS-ATK-THROW-TERRAIN): the seed calls Throw Enemy and Crash melee attacks and Throw Terrain a
 * shooting attack, and pairs Melee DEF with melee, Evade with shooting — whatever weapons the
 * attacker carries.
 */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, rect, script, table, terrain, unit } from '../testkit/index.ts'
import { unitById } from '../units/data.ts'
import type { WeaponProfile } from '../units/types.ts'
import type { Decision, MsEvent } from './core/messages.ts'

// A GM carrying only its machine gun: no melee weapon at all.
const gun = unitById('gm-ground')?.weapons.find((w) => w.kind === 'shoot') as WeaponProfile

function defenceDice(d: Decision): { rolled: number; evade: number; melee: number } {
  let s = table({
    p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { weapons: [gun] } }],
    p2: [{ unit: 'zaku-ii', at: { x: 10, y: 14 } }],
    terrain: [
      terrain('crate', 'debris', rect(12, 9, 13, 11), { cover: true, height: 1, destructible: true }),
    ],
    momentum: { p1: 0, p2: 0 },
  })
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  const zaku = unit(s, P2(1)).profile
  s = script(s, Array(40).fill(1))
  const r = playSettled(s, d)
  const def = r.events.find(
    (e): e is Extract<MsEvent, { type: 'DiceRolled' }> => e.type === 'DiceRolled' && e.role === 'defence',
  )
  return { rolled: def?.dice.length ?? -1, evade: zaku.evade.dice, melee: zaku.meleeDef.dice }
}

describe('attacks without a weapon', () => {
  test('MS-ATK-THROW-ENEMY / MS-ATK-CRASH / MS-ATK-THROW-TERRAIN: a unit with no melee weapon still makes melee attacks (Throw Enemy, Crash), met with Melee DEF; Throw Terrain is a shot, met with Evade', () => {
    const throwEnemy = defenceDice({ seat: 'p1', kind: 'throw-enemy', target: P2(1) })
    expect(throwEnemy.melee).not.toBe(throwEnemy.evade)
    expect(throwEnemy.rolled).toBe(throwEnemy.melee)
    const crash = defenceDice({ seat: 'p1', kind: 'crash', targets: [P2(1)] })
    expect(crash.rolled).toBe(crash.melee)
    const thrown = defenceDice({ seat: 'p1', kind: 'throw-terrain', target: P2(1), piece: 'crate' })
    expect(thrown.rolled).toBe(thrown.evade)
  })
})
