import { Dice, seedRng } from '@sortie/engine'
import { previewAttack } from '@sortie/gunframe/odds'
import { describe, expect, test } from 'vitest'
import { openGround } from '../../core/open-ground.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A, B, N, S } from '../../testkit/fixtures.ts'
import { eventsOf, play, scenario, unitOf } from '../../testkit/testing.ts'
import { attackSituation } from './dice.ts'

const ATTACKER_UPS = ['warrior', 'eagle-eyes']
const WEAPON_UPS = ['piercing', 'powerful', 'extra-ammo', 'anti-aircraft']
const DEFENDER_UPS = ['cautious', 'stealth', 'deflect', 'agile', 'chaff', 'dogfighter', 'parry']

describe('one source for the dice', () => {
  test('GF-ODDS-SAME-DICE: in random situations the battle rolls exactly the pools the odds module shows', () => {
    const d = new Dice(seedRng('same-dice'))
    for (let i = 0; i < 150; i++) {
      const gap = [0.5, 3, 10, 18][d.roll(4) - 1] as number
      const pick = (ids: string[]) => ids.filter(() => d.roll(2) === 1)
      const band = gap < 1 ? 'close' : gap <= 8 ? 'short' : gap <= 16 ? 'medium' : 'long'
      const a = {
        upgrades: [
          ...pick(ATTACKER_UPS).map((id) => ({ id })),
          ...pick(WEAPON_UPS).map((id) => ({ id, on: band })),
        ],
        loadout: { close: d.roll(6), short: d.roll(6), medium: d.roll(6), long: d.roll(6) },
      }
      const flying = d.roll(3) === 1
      const b = {
        defense: d.roll(5),
        upgrades: [
          ...pick(DEFENDER_UPS).map((id) => ({ id, on: 'close' })),
          ...(flying ? [{ id: 'fly' }] : []),
        ],
        loadout: { close: 0, short: 2, medium: 2, long: 2 },
      }
      const set = {
        shutDown: d.roll(4) === 1,
        knockedDown: d.roll(4) === 1,
        lock: d.roll(3) === 1,
        evade: d.roll(3) === 1,
      }
      const s = scenario([
        {
          side: 'p1',
          pos: { x: 10, y: 10 },
          facing: N,
          profile: { ...a, upgrades: [...a.upgrades, ...(flying ? [{ id: 'fly' }] : [])] },
        },
        { side: 'p2', pos: { x: 10, y: 12 + gap }, facing: d.roll(2) === 1 ? S : N, profile: b, set },
      ])
      const mid = play(s, activateAttack(A, B), new Array(60).fill(1))
      const frame = mid.state.stack.find((f) => f.t === 'attack')
      let st = mid.state
      let events = mid.events
      const lock =
        set.lock && !set.shutDown
          ? ((['focus-fire', 'precise-strike', 'keep'] as const)[d.roll(3) - 1] as 'focus-fire')
          : 'keep'
      if (frame?.t === 'attack' && frame.step === 'lock')
        ({ state: st, events } = play(st, [{ kind: 'use-lock', effect: lock }], new Array(60).fill(1)))
      const f2 = st.stack.find((f) => f.t === 'attack')
      const evade = f2?.t === 'attack' && f2.step === 'defend'
      if (evade)
        ({ state: st, events } = play(
          st,
          [{ kind: 'defend', pool: 'defense', evade: true }],
          new Array(60).fill(1),
        ))
      const fired = eventsOf(events, 'FirepowerRolled')[0]
      const def = eventsOf(events, 'DefenseRolled')[0]
      if (!fired || !def || !frame || frame.t !== 'attack') continue
      const sit = attackSituation(s, openGround, unitOf(s, A), unitOf(s, B), frame, {
        lock: frame.step === 'lock' ? lock : 'keep',
        pool: 'defense',
        evade,
      })
      const odds = previewAttack(sit)
      expect(odds.ok).toBe(true)
      if (!odds.ok) continue
      expect(fired.pool).toBe(odds.value.attackPool)
      expect(def.pool).toBe(odds.value.defensePool)
    }
  })
})

test('GF-UPG-ANTI-AIRCRAFT: the +2D belongs to the weapon system it sits on, not to the unit’s other systems', () => {
  const pool = (on: string) => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: { upgrades: [{ id: 'anti-aircraft', on }] } },
      { side: 'p2', pos: { x: 10, y: 16 }, facing: S, profile: { upgrades: [{ id: 'fly' }] } },
    ])
    const { events } = play(s, activateAttack(A, B), new Array(30).fill(2))
    expect(eventsOf(events, 'AttackDeclared')[0]?.band).toBe('short')
    return eventsOf(events, 'FirepowerRolled')[0]?.pool
  }
  expect(pool('short')).toBe(5)
  expect(pool('long')).toBe(3)
})
