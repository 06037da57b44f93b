import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { applyCondition, NO_CONDITIONS } from './conditions.ts'
import { attacker, input, lineUp, scripted, target } from './fixtures.testkit.ts'
import { damageFromHits, hullBreached, powerDefenseDice, resistPasses } from './hits.ts'
import { projectedConditions, resolvePowerAttack, resolvePowerSpends } from './resolve.ts'
import type { PowerEffect, PowerInput, PowerSpend } from './types.ts'

const effects = (i: PowerInput, spends: PowerSpend[]): PowerEffect[] => unwrap(resolvePowerSpends(i, spends))

describe('resolving power attacks', () => {
  test('GF-POW-DECLARE: three points spent as shut down (book example, scripted dice)', () => {
    // POWER ATTACKS example; dice scripted: three sixes, two hits blocked.
    const r = scripted([6, 6, 6, 4, 2], [5, 4, 1])
    expect(r).toMatchObject({ damage: 2, points: 3 })
    const i = input({ points: r.points, damage: r.damage })
    expect(effects(i, [{ id: 'shut-down' }])).toEqual([
      { type: 'condition', unit: 'B', condition: 'shutDown' },
    ])
  })

  test('GF-POW-DECLARE: or one on recoil then two on knock down, resolved in that order', () => {
    const r = scripted([6, 6, 6, 4, 2], [5, 4, 1])
    const i = input({ points: r.points, damage: r.damage })
    expect(effects(i, [{ id: 'recoil' }, { id: 'knock-down' }])).toEqual([
      {
        type: 'knock-back',
        unit: 'B',
        inches: 2,
        direction: { kind: 'away-from', unit: 'A', dir: { x: 1, y: 0 } },
        follow: false,
      },
      { type: 'condition', unit: 'B', condition: 'knockedDown' },
    ])
    expect(projectedConditions(i, [{ id: 'recoil' }, { id: 'knock-down' }]).knockedDown).toBe(true)
  })

  test('GF-POW-DISTRACT: the target is distracted; distracting twice changes nothing (ruling 4)', () => {
    expect(effects(input(), [{ id: 'distract' }])).toEqual([
      { type: 'condition', unit: 'B', condition: 'distracted' },
    ])
    const again = input({ target: target({ conditions: applyCondition(NO_CONDITIONS, 'distracted') }) })
    expect(effects(again, [{ id: 'distract' }])[0]).toMatchObject({ already: true })
  })

  test('GF-POW-RECOIL: back one inch per damage, straight away; a close attacker may follow', () => {
    const i = input({
      damage: 3,
      attacker: attacker({ pos: { x: 3, y: -4 } }),
      target: target({ pos: { x: 3, y: 0 } }),
    })
    const [e] = effects(i, [{ id: 'recoil', follow: true }])
    expect(e).toEqual({
      type: 'knock-back',
      unit: 'B',
      inches: 3,
      direction: { kind: 'away-from', unit: 'A', dir: { x: 0, y: 1 } },
      follow: true,
    })
  })

  test('GF-RULING-10: recoil and throw go by the damage of the attack’s hits, not Burn’s extra', () => {
    const i = input({ points: 3, damage: 1, attacker: attacker({ weaponUpgrades: ['burn'] }) })
    const out = effects(i, [{ id: 'burn', x: 2 }, { id: 'recoil' }])
    expect(out[1]).toMatchObject({ type: 'knock-back', inches: 1 })
  })

  test('GF-UPG-HEAVY: recoil and throw distances halved, rounding up', () => {
    const i = input({ damage: 3, target: target({ upgrades: ['heavy'] }) })
    expect(effects(i, [{ id: 'recoil' }])[0]).toMatchObject({ inches: 2 })
    expect(effects(i, [{ id: 'throw', heading: 0 }])[0]).toMatchObject({ inches: 2 })
  })

  test('GF-RULING-5: Heavy in high gravity then low-gravity and space bonuses, in that order', () => {
    const heavy = target({ upgrades: ['heavy'] })
    expect(
      effects(input({ damage: 5, target: heavy, environment: { gravity: 'high' } }), [{ id: 'recoil' }])[0],
    ).toMatchObject({
      inches: 2,
    })
    expect(
      effects(input({ damage: 5, target: heavy, environment: { gravity: 'low' } }), [{ id: 'recoil' }])[0],
    ).toMatchObject({
      inches: 4,
    })
    expect(
      effects(input({ damage: 5, environment: { space: true } }), [{ id: 'throw', heading: 0 }])[0],
    ).toMatchObject({
      inches: 7,
    })
  })

  test('GF-UPG-REACH: a short range recoil may pull the target towards the attacker', () => {
    const i = input({
      band: 'short',
      damage: 2,
      attacker: attacker({ weaponUpgrades: ['reach'] }),
      target: target({ pos: { x: 6, y: 0 } }),
    })
    expect(effects(i, [{ id: 'recoil', towards: true }])[0]).toMatchObject({
      direction: { kind: 'towards', unit: 'A', dir: { x: -1, y: 0 } },
      inches: 2,
    })
  })

  test('GF-POW-THROW: hurled one inch per damage the way the attacker picks, then knocked down', () => {
    const i = input({ damage: 2 })
    const out = effects(i, [{ id: 'throw', heading: Math.PI / 2 }])
    expect(out[0]).toMatchObject({
      type: 'knock-back',
      inches: 2,
      direction: { kind: 'heading', heading: Math.PI / 2 },
    })
    const dir = (out[0] as Extract<PowerEffect, { type: 'knock-back' }>).direction
    expect(dir.dir?.x).toBeCloseTo(0, 12)
    expect(dir.dir?.y).toBeCloseTo(1, 12)
    expect(out[1]).toEqual({ type: 'condition', unit: 'B', condition: 'knockedDown' })
    // Without a heading, straight away from the thrower.
    expect(effects(i, [{ id: 'throw' }])[0]).toMatchObject({ direction: { kind: 'away-from', unit: 'A' } })
  })

  test('GF-POW-SWING: the attacker turns and carries the target round (facing chosen or asked later)', () => {
    expect(effects(input(), [{ id: 'swing', facing: 1 }])).toEqual([
      { type: 'swing', attacker: 'A', unit: 'B', facing: 1 },
    ])
    expect(effects(input(), [{ id: 'swing' }])[0]).toMatchObject({ facing: null })
  })

  test('GF-POW-KNOCK-DOWN: knocked down; a flyer lands as if it fell 8"', () => {
    expect(effects(input(), [{ id: 'knock-down' }])).toEqual([
      { type: 'condition', unit: 'B', condition: 'knockedDown' },
    ])
    const fly = input({ target: target({ flying: true }) })
    expect(effects(fly, [{ id: 'knock-down' }])[0]).toMatchObject({ fall: 8 })
    expect(effects(fly, [{ id: 'shut-down' }])[0]).toMatchObject({ fall: 8 })
    // Knock down then shut down: the flyer has already landed once.
    const out = effects(input({ points: 5, target: target({ flying: true }) }), [
      { id: 'knock-down' },
      { id: 'shut-down' },
    ])
    expect(out[1]).not.toHaveProperty('fall')
  })

  test('GF-UPG-STABILISED: a knock-down asks for a Pilot Skill roll that can cancel it (scripted roll)', () => {
    const i = input({ target: target({ upgrades: ['stabilised'] }) })
    const [e] = effects(i, [{ id: 'knock-down' }])
    expect(e).toMatchObject({ resist: [{ kind: 'pilot-skill', unit: 'B', why: 'stabilised' }] })
    expect(resistPasses(5, 4)).toBe(true)
    expect(resistPasses(3, 4)).toBe(false)
    expect(effects(i, [{ id: 'throw' }])[1]).toHaveProperty('resist')
  })

  test('GF-POW-SHUT-DOWN: the target is shut down', () => {
    expect(effects(input({ points: 3 }), [{ id: 'shut-down' }])[0]).toMatchObject({ condition: 'shutDown' })
  })

  test('GF-POW-EXPLODE: every unit within X" of the destroyed target’s centre takes 1 damage', () => {
    const { nearby } = lineUp({ A: -3, B: 0, C: 3.5, D: 7 }, (id) => id !== 'A')
    // A is 2" from B's centre, C 2.5", D 6".
    const i = input({ points: 2, target: target({ destroyed: true }), nearby })
    expect(effects(i, [{ id: 'explode', x: 2 }])).toEqual([
      { type: 'damage', unit: 'A', amount: 1, cause: 'explode' },
    ])
    const three = input({ ...i, points: 3 })
    expect(effects(three, [{ id: 'explode', x: 3 }]).map((e) => (e as { unit: string }).unit)).toEqual([
      'A',
      'C',
    ])
  })

  test('GF-ENV-SPACE-STRUCTURE: explode and blast roll for a hull breach (1 or 2 on a die)', () => {
    const i = input({
      points: 2,
      target: target({ destroyed: true }),
      nearby: [],
      environment: { spaceStructure: true },
    })
    const out = effects(i, [{ id: 'explode', x: 1 }])
    expect(out).toEqual([
      { type: 'hull-breach-check', near: 'B', roll: { kind: 'd6', why: 'hull-breach', failOn: [1, 2] } },
    ])
    expect(hullBreached(2, [1, 2])).toBe(true)
    expect(hullBreached(3, [1, 2])).toBe(false)
  })

  test('GF-POW-SUPPRESSION: an X" dangerous zone centred beside the target', () => {
    expect(effects(input(), [{ id: 'suppression', x: 2, at: { x: 4, y: 0 } }])).toEqual([
      { type: 'suppression-zone', near: 'B', centre: { x: 4, y: 0 }, radius: 2 },
    ])
  })

  test('GF-POW-TARGET-PAINTING: after the attack, acts as a target lock (ruling 14, Target Tracking)', () => {
    const painter = attacker({ weaponUpgrades: ['target-painting'] })
    const out = (t: Parameters<typeof target>[0], a = painter) =>
      effects(input({ attacker: a, target: target(t) }), [{ id: 'target-painting' }])[0]
    expect(out({})).toEqual({ type: 'target-lock', unit: 'B', outcome: 'lock-placed', afterAttack: true })
    expect(out({ hasEvade: true })).toMatchObject({ outcome: 'evade-removed' })
    expect(out({ hasLock: true })).toMatchObject({ outcome: 'nothing' })
    expect(out({ hasEvade: true }, { ...painter, upgrades: ['target-tracking'] })).toMatchObject({
      outcome: 'evade-removed-and-lock-placed',
    })
  })

  test('GF-POW-BLAST: X hits on every unit within 3" but the target, the attacker included (ruling 8)', () => {
    const { nearby } = lineUp({ A: -3, B: 0, C: 3.5, D: 7 }, (id) => id !== 'A')
    nearby[1] = { ...(nearby[1] as (typeof nearby)[number]), coverFromTarget: 'cover' }
    const i = input({ points: 2, attacker: attacker({ weaponUpgrades: ['blast'] }), nearby })
    const out = effects(i, [{ id: 'blast', x: 2 }])
    expect(out).toEqual([
      {
        type: 'hits',
        unit: 'A',
        hits: 2,
        cause: 'blast',
        roll: { kind: 'defense', unit: 'A', hits: 2, pool: { base: 'cover-only', cover: 'none' } },
      },
      {
        type: 'hits',
        unit: 'C',
        hits: 2,
        cause: 'blast',
        roll: { kind: 'defense', unit: 'C', hits: 2, pool: { base: 'cover-only', cover: 'cover' } },
      },
    ])
    // Scripted defense for C (Defense 3 + cover): rolls 4 dice, 5 and 2 and 1 and 6 -> both hits blocked.
    expect(
      powerDefenseDice({ base: 'cover-only', cover: 'cover' }, { defense: 3, conditions: NO_CONDITIONS }),
    ).toBe(4)
    expect(damageFromHits(2, [5, 2, 1, 6])).toBe(0)
    // A Piercing blast weapon leaves no cover.
    const p = input({ ...i, attacker: attacker({ weaponUpgrades: ['blast', 'piercing'] }) })
    expect(effects(p, [{ id: 'blast', x: 1 }])[1]).toMatchObject({ roll: { pool: { cover: 'none' } } })
  })

  test('GF-POW-BURN: X more hits on the target against its bare Defense (scripted dice)', () => {
    const i = input({ points: 2, attacker: attacker({ weaponUpgrades: ['burn'] }) })
    expect(effects(i, [{ id: 'burn', x: 2 }])).toEqual([
      {
        type: 'hits',
        unit: 'B',
        hits: 2,
        cause: 'burn',
        roll: { kind: 'defense', unit: 'B', hits: 2, pool: { base: 'base', cover: 'none' } },
      },
    ])
    const shutDown = { defense: 5, conditions: applyCondition(NO_CONDITIONS, 'shutDown') }
    expect(powerDefenseDice({ base: 'base', cover: 'none' }, shutDown)).toBe(3)
    expect(damageFromHits(2, [4, 3, 1])).toBe(1)
  })

  test('GF-POW-CHAIN-ATTACK: A hits B with 3 points and chains through C, D and E, 2 hits each (book example)', () => {
    // CHAIN ATTACK example: C within 2" of B, D within 2" of C, E within 2" of D.
    const { nearby, gap } = lineUp({ A: -3, B: 0, C: 3.5, D: 7, E: 10.5 }, (id) => id !== 'A')
    const r = scripted([6, 6, 6, 5, 1], [4, 2, 2])
    const i = input({
      points: r.points,
      damage: r.damage,
      attacker: attacker({ weaponUpgrades: ['chain-attack'] }),
      nearby,
      gap,
    })
    const out = effects(i, [{ id: 'chain-attack', x: 3, targets: ['C', 'D', 'E'] }])
    expect(out.map((e) => e.type === 'hits' && [e.unit, e.hits, e.roll])).toEqual(
      ['C', 'D', 'E'].map((u) => [
        u,
        2,
        { kind: 'defense', unit: u, hits: 2, pool: { base: 'base', cover: 'none' } },
      ]),
    )
  })

  test('GF-POW-RUN-AND-GUN: the attacker may move X" ignoring terrain', () => {
    const i = input({ points: 2, attacker: attacker({ upgrades: ['run-and-gun'] }) })
    expect(effects(i, [{ id: 'run-and-gun', x: 2 }])).toEqual([
      { type: 'free-move', unit: 'A', inches: 2, ignoresTerrain: true },
    ])
  })

  test('GF-POW-RESOLVE-ONE: resolvePowerAttack answers one purchase against the current target', () => {
    expect(unwrap(resolvePowerAttack({ id: 'knock-down' }, input()))).toHaveLength(1)
    const r = resolvePowerAttack({ id: 'knock-down' }, input({ points: 1 }))
    expect(r.ok ? undefined : r.error.code).toBe('gunframe/power_cost')
  })
  test('GF-RULING-8: Blast spares only the target — friends, foes and the attacker within 3" all take the hits', () => {
    const { nearby } = lineUp({ A: -2, B: 0, F: 2.5, G: -3.5, H: 4.5 }, (id) => id === 'G' || id === 'H')
    const i = input({ points: 1, attacker: attacker({ weaponUpgrades: ['blast'] }), nearby })
    const hit = effects(i, [{ id: 'blast', x: 1 }]).map((e) => (e as { unit: string }).unit)
    expect(hit).toEqual(['A', 'F', 'G'])
  })

  test('GF-UPG-CAUTIOUS: cover against blast hits counts as hard cover', () => {
    const cautious = { defense: 3, conditions: NO_CONDITIONS, upgrades: ['cautious'] }
    expect(powerDefenseDice({ base: 'cover-only', cover: 'cover' }, cautious)).toBe(5)
    expect(powerDefenseDice({ base: 'base', cover: 'none' }, cautious)).toBe(3)
  })

  test('GF-UPG-PIERCING: a Piercing blast weapon leaves blast victims no cover', () => {
    const nearby = [{ id: 'C', enemy: true, fromTargetCentre: 1, coverFromTarget: 'hard' as const }]
    const i = input({ points: 1, attacker: attacker({ weaponUpgrades: ['blast', 'piercing'] }), nearby })
    expect(effects(i, [{ id: 'blast', x: 1 }])[0]).toMatchObject({
      roll: { pool: { base: 'cover-only', cover: 'none' } },
    })
  })

  test('GF-UPG-TARGET-TRACKING: painting away an Evade counter also places a Target Lock', () => {
    const a = attacker({ upgrades: ['target-tracking'], weaponUpgrades: ['target-painting'] })
    const i = input({ attacker: a, target: target({ hasEvade: true }) })
    expect(effects(i, [{ id: 'target-painting' }])[0]).toMatchObject({
      outcome: 'evade-removed-and-lock-placed',
    })
  })
})
