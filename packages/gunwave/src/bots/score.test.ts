import { describe, expect, test } from 'vitest'
import type { Fire, GwState } from '../battle/types.ts'
import { fireOdds } from '../odds/fire.ts'
import { duel, mecha, pilot, plainSheet } from '../testkit/index.ts'
import { scoreAction } from './score.ts'

const at = { x: 6, y: 5 }
const score = (s: GwState, fire: Fire): number => scoreAction(s, pilot(s, 'p1'), { type: 'move-fire', fire })
// An unhurt enemy that can move: a ranged shot counts three quarters of what it is expected to do.
const expected = (s: GwState, fire: Fire): number => 0.75 * (fireOdds(s, 'pilot:p1', fire)?.expected ?? -1)

describe('greedy scores a shot as the battle sets it up', () => {
  test('GW-BOT-SHOT: heavy rounds add their die and a Jittery pilot’s shot counts half, as the battle’s planShot and the odds have it', () => {
    const s = duel({ npcAt: at })
    const gun = mecha(s, 'p1').weapons.find((w) => w.weapon === 'machine-gun')
    if (!gun) throw new Error('no machine gun')
    gun.active = true
    const fire = { weapon: gun.slot, at }
    const plain = score(s, fire)
    expect(plain).toBeCloseTo(expected(s, fire), 12)
    gun.ammo = 'heavy'
    const heavy = score(s, fire)
    expect(heavy).toBeCloseTo(expected(s, fire), 12)
    expect(heavy).toBeGreaterThan(plain)
    pilot(s, 'p1').effects.push({ id: 'jittery', duration: 'save' })
    expect(score(s, fire)).toBeCloseTo(expected(s, fire), 12)
    expect(score(s, fire)).toBeLessThan(heavy)
  })

  test('GW-BOT-SHOT: a launcher’s next grenade decides: a frag for its damage, a Flash for its chance to blind, nothing on a pilot already blinded', () => {
    const launcher = (grenades: ('frag' | 'flash')[]) =>
      duel({
        player: plainSheet({ mecha: { weapons: [{ weapon: 'grenade-launcher', grenades }] } }),
        npcAt: at,
      })
    const fire = { weapon: 0, at }
    const frag = launcher(['frag', 'flash', 'frag', 'frag'])
    expect(score(frag, fire)).toBeCloseTo(expected(frag, fire), 12)
    const flash = launcher(['flash', 'frag', 'frag', 'frag'])
    const chance = fireOdds(flash, 'pilot:p1', fire)?.shots[0]?.odds.effect ?? -1
    expect(chance).toBeGreaterThan(0)
    expect(score(flash, fire)).toBeCloseTo(0.75 * chance, 12)
    pilot(flash, 'foe').effects.push({ id: 'blinded', duration: 'save' })
    expect(score(flash, fire)).toBe(0)
  })
})
