/**
 * Indirect Fire (MS-LOS-IDF): no crit of any kind (ruling A-28), the Power bonus's Crit Hit
 * included; Cover only for a target within engagement range of a piece of Cover (ruling
 * MS-RULING-IDF-COVER). Remote weapons fire as IDF (ruling A-15), so all of it holds for them too.
 */
import { describe, expect, test } from 'vitest'
import type { Placed } from '../testkit/index.ts'
import {
  crate,
  P1,
  P2,
  play,
  playAll,
  rect,
  reject,
  ruleset,
  script,
  settleAll,
  table,
  terrain,
  unit,
} from '../testkit/index.ts'
import type { WeaponProfile } from '../units/types.ts'
import { attackNumbers } from './actions/math.ts'
import { previewInput } from './actions/preview.ts'
import type { Terrain } from './core/types.ts'

describe('Indirect Fire', () => {
  test('MS-LOS-IDF / MS-RULING-A28: an IDF attack gains nothing from the Power bonus’s +1 Crit Hit', () => {
    const flowOf = (bonus: 'none' | 'power') => {
      let s = table({
        p1: [{ unit: 'iron-castle', at: { x: 10, y: 10 } }],
        p2: [{ unit: 'zaku-ii', at: { x: 10, y: 24 } }],
        momentum: { p1: 0, p2: 0 },
      })
      const ic = unit(s, P1(1))
      ic.profile = {
        ...ic.profile,
        weapons: ic.profile.weapons.map((w) => (w.id === 'photon-beams' ? { ...w, idf: true } : w)),
      }
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      s = script(s, Array(40).fill(1))
      s = play(s, { seat: 'p1', kind: 'attack', weapon: 'photon-beams', targets: [P2(1)], bonus })
      return s.attacks[0]
    }
    expect(flowOf('none')).toMatchObject({ hitBonus: 7, canCrit: false })
    expect(flowOf('power')).toMatchObject({ hitBonus: 7, canCrit: false, bonus: 'power' })
  })

  test('MS-LOS-IDF / MS-RULING-IDF-COVER: against IDF only a target within engagement range of Cover keeps the Cover it would have', () => {
    const block = terrain('block', 'building', rect(4, 14, 16, 16), {
      height: 8,
      blocksLos: true,
      highGround: true,
    })
    const coverVsCannon = (target: Placed, pieces: Terrain[]) => {
      let s = table({ p1: [{ unit: 'guncannon', at: { x: 10, y: 10 } }], p2: [target], terrain: pieces })
      s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
      s = script(s, Array(40).fill(1))
      s = play(s, { seat: 'p1', kind: 'attack', weapon: 'shoulder-cannons', targets: [P2(1)] })
      return s.attacks[0]?.cover
    }
    // Hidden by the block but 18" beyond it: no Cover against the shell.
    expect(coverVsCannon({ unit: 'zaku-ii', at: { x: 10, y: 34 } }, [block])).toBe(false)
    // Hidden by the block and 3" from it: inside its 5" engagement range, it keeps Cover.
    expect(coverVsCannon({ unit: 'zaku-ii', at: { x: 10, y: 19 } }, [block])).toBe(true)
    // In the open with a crate 1" behind it: near Cover, but it would have none, so none to keep.
    expect(coverVsCannon({ unit: 'zaku-ii', at: { x: 10, y: 30 } }, [crate('crate', 8, 32, 12, 34)])).toBe(
      false,
    )
  })

  test('MS-RULING-A15 / MS-LOS-IDF / MS-REMOTE: a remote weapon fires as IDF — its 10s are single Hits, Bullseye, Power and Tactical Advantage add no crit, and it takes no Skills', () => {
    const funnels: WeaponProfile = {
      id: 'funnels',
      name: 'Funnels',
      kind: 'shoot',
      atk: 5,
      hits: 0,
      range: 30,
      dmg: 100,
      remote: true,
    }
    const start = () => {
      const s = table({
        // Laughing Joker: a Level 1 pilot, free to pick Bullseye and Skills.
        p1: [{ unit: 'laughing-joker', at: { x: 10, y: 10 }, patch: { weapons: [funnels] } }],
        p2: [{ unit: 'gm-ground', at: { x: 10, y: 30 } }],
        momentum: { p1: 8, p2: 0 },
      })
      return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    }
    // Five 10s against eight 1s: 5 Hits, not 10; the Evade's +1 leaves 4 unblocked.
    let s = script(start(), [10, 10, 10, 10, 10, ...Array(8).fill(1), ...Array(10).fill(9)])
    const r = playAll(s, {
      seat: 'p1',
      kind: 'attack',
      weapon: 'funnels',
      targets: [P2(1)],
      bonus: 'bullseye',
    })
    expect(r.state.attacks[0]).toMatchObject({ canCrit: false, critRange: 0 })
    // No after-roll Skills step for the attacker (Focus, Improvise, Valor).
    expect(ruleset.prompt(r.state)).not.toMatchObject({ seat: 'p1', kind: 'skills' })
    const done = settleAll(r.state)
    expect(done.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 5, unblocked: 4 })
    // Valor declared with the shot is refused.
    s = script(start(), Array(20).fill(1))
    expect(
      reject(s, { seat: 'p1', kind: 'attack', weapon: 'funnels', targets: [P2(1)], valor: 'valor' }).code,
    ).toBe('mechastellar/idf_no_skills')
    // The odds preview rolls no crits either.
    expect(previewInput(start(), P1(1), 'funnels', P2(1), 'bullseye')).toMatchObject({
      noCrit: true,
      critRange: 0,
    })
    // The Power bonus and Tactical Advantage: no Crit Hit (ruling A-28).
    const nums = attackNumbers({
      weapon: funnels,
      melee: false,
      rapidFire: false,
      inEngagement: false,
      bonus: 'power',
      valor: 'none',
      supportAtk: false,
      tacticalAdvantage: true,
      targetHighGround: null,
      ignoresCover: false,
      isCounter: false,
      counterPenaltyWaived: false,
      remoteLoss: 0,
      tactical: false,
    })
    expect(nums).toMatchObject({ hits: 0, critRange: 0, canCrit: false })
    // Paid with Momentum, not actions: offered with no action left, not with no Momentum.
    const fires = (st: typeof s) =>
      ruleset.legal(st).some((d) => d.kind === 'attack' && d.weapon === 'funnels')
    const spent = start()
    if (spent.activation) spent.activation.actions = 0
    expect(fires(spent)).toBe(true)
    spent.momentum.p1 = 0
    expect(fires(spent)).toBe(false)
  })
})
