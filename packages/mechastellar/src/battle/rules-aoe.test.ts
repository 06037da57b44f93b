/** AOE weapons (MS-AOE) and which piece of terrain rolls (MS-TER-CHOOSE), with scripted dice. */
import { describe, expect, test } from 'vitest'
import { greedyBot } from '../bots/greedy.ts'
import {
  crate,
  leftover,
  P1,
  P2,
  play,
  playAll,
  playSettled,
  rect,
  reject,
  ruleset,
  script,
  settle,
  table,
  terrain,
  unit,
} from '../testkit/index.ts'
import { unitById } from '../units/data.ts'
import type { WeaponProfile } from '../units/types.ts'
import { aoeArea, aoePlan } from './actions/aoe-area.ts'
import { previewAoe, previewOdds } from './actions/preview.ts'
import type { Decision, MsEvent } from './core/messages.ts'
import type { MsState, Terrain } from './core/types.ts'

const ray = (aim: { x: number; y: number }, targets: string[] = []): Decision => ({
  seat: 'p1',
  kind: 'attack',
  weapon: 'death-ray',
  targets,
  aim,
})
/** Units that rolled to defend, in the order the attacks were resolved. */
const declared = (ev: MsEvent[]) =>
  ev.flatMap((e) => (e.type === 'DiceRolled' && e.role === 'defence' ? [e.unit] : []))
const hpLost = (s: MsState, id: string) => unit(s, id).profile.hp - unit(s, id).hp
const n = (k: number, v: number) => Array.from({ length: k }, () => v)

/** Kingdan (Death Ray: 5d10 +5, R 48", AOE 3", DMG 300, PEN 6) at the p1 edge, facing +y. */
function lineUp(o: { terrain?: Terrain[]; p2?: Parameters<typeof table>[0]['p2']; ally?: boolean } = {}) {
  const s = table({
    p1: [
      { unit: 'kingdan', at: { x: 24, y: 6 } },
      ...(o.ally === false ? [] : [{ unit: 'argonaut', at: { x: 23, y: 14 } }]),
    ],
    p2: o.p2 ?? [
      { unit: 'zaku-ii', at: { x: 24, y: 20 } },
      { unit: 'gm-ground', at: { x: 25.5, y: 30 } },
      { unit: 'dervish', at: { x: 28, y: 20 } },
    ],
    terrain: o.terrain ?? [],
    momentum: { p1: 0, p2: 0 },
  })
  return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
}

describe('AOE weapons', () => {
  test('MS-AOE: the catalogue has an AOE weapon, labelled as the project own example', () => {
    const k = unitById('kingdan')
    expect(k?.weapons.find((w) => w.id === 'death-ray')).toMatchObject({ range: 48, aoe: 3 })
    expect(k?.projectDefaults.some((f) => f.startsWith('death-ray'))).toBe(true)
  })

  test('MS-AOE: a range × width line hits every unit in it, allies too, each with its own attack resolution', () => {
    const s = lineUp()
    // legal: one aim through each enemy the area reaches, with the units it catches filled in
    const aims = ruleset.legal(s).filter((d) => d.kind === 'attack' && d.weapon === 'death-ray')
    expect(aims).toHaveLength(3)
    expect(aims).toContainEqual({ ...ray({ x: 24, y: 20 }, [P1(2), P2(1), P2(2)]), bonus: 'none' })
    // Nearest first: the ally Argonaut (Evade 7d10+2), Zaku II (8d10+1), GM (8d10+1); Dervish is
    // 4" off the line. Zaku II and the GM are partly hidden by the units in front of them, so they
    // have Cover (+2, MS-COVER-CRITERIA). Every attack die misses (5 Hits), every Evade die
    // misses, every save passes: 3, 2 and 2 unblocked Hits.
    const dice = [
      ...n(5, 1),
      ...n(7, 1),
      ...n(3, 9),
      ...n(5, 1),
      ...n(8, 1),
      9,
      9,
      ...n(5, 1),
      ...n(8, 1),
      9,
      9,
    ]
    const r = playSettled(script(s, dice), ray({ x: 24, y: 20 }))
    expect(declared(r.events)).toEqual([P1(2), P2(1), P2(2)])
    expect(
      r.events.filter((e) => e.type === 'AttackTotals').map((e) => e.type === 'AttackTotals' && e.def),
    ).toEqual([2, 3, 3])
    expect(hpLost(r.state, P1(2))).toBe(3 * 300)
    expect(hpLost(r.state, P2(1))).toBe(2 * 300)
    expect(hpLost(r.state, P2(2))).toBe(2 * 300)
    expect(hpLost(r.state, P2(3))).toBe(0)
    expect(leftover(r.state)).toEqual([])
    expect(r.state.activation?.actions).toBe(0)
    // Only the enemies are owed Return Fire: the ally is not an attacked enemy.
    expect(r.state.activation?.attacked).toEqual([P2(1), P2(2)])
  })

  test('MS-AOE: aoeArea gives the table the strip it covers and the units it reaches (null when the shot cannot be made)', () => {
    const s = lineUp()
    const area = aoeArea(s, P1(1), 'death-ray', { x: 24, y: 20 })
    expect(area?.shape).toEqual({ kind: 'line', from: { x: 24, y: 6 }, to: { x: 24, y: 54 }, width: 3 })
    expect(area?.reach).toEqual([P1(2), P2(1), P2(2)])
    // behind the attacker (outside its front 180°), or a weapon that is not AOE: nothing to draw
    expect(aoeArea(s, P1(1), 'death-ray', { x: 24, y: 0 })).toBeNull()
    expect(aoeArea(s, P1(1), 'no-such-weapon', { x: 24, y: 20 })).toBeNull()
  })

  test('MS-AOE: apply checks the aim — AOE weapons only, in the front 180°, catching someone, the listed units matching the area', () => {
    const s = lineUp()
    expect(reject(s, { seat: 'p1', kind: 'attack', weapon: 'death-ray', targets: [P2(1)] }).code).toBe(
      'mechastellar/bad_aim',
    )
    expect(reject(s, ray({ x: 24, y: 0 })).message).toMatch(/180/)
    expect(reject(s, ray({ x: 4, y: 30 })).message).toMatch(/catches no unit/)
    expect(reject(s, ray({ x: Number.NaN, y: 3 })).code).toBe('mechastellar/bad_aim')
    expect(reject(s, ray({ x: 24, y: 20 }, [P2(1)])).code).toBe('mechastellar/aoe_targets')
    const gun = lineUp({ ally: true })
    const bite = {
      seat: 'p1',
      kind: 'attack',
      weapon: 'bite',
      targets: [P2(1)],
      aim: { x: 24, y: 20 },
    } satisfies Decision
    expect(reject(gun, bite).code).toBe('mechastellar/not_aoe')
    // An empty list lets the engine fill in the area's units.
    const ok = playAll(script(s, n(60, 1)), ray({ x: 24, y: 20 })).events
    expect(declared(ok)[0]).toBe(P1(2))
  })

  test('MS-AOE: not fired in engagement range nor at a unit locked in melee', () => {
    const close = lineUp({ p2: [{ unit: 'zaku-ii', at: { x: 27, y: 9 } }], ally: false })
    expect(reject(close, ray({ x: 27, y: 9 })).message).toMatch(/engagement range/)
    // The ally Argonaut on the line is locked with a Zaku II.
    const locked = lineUp({
      p2: [
        { unit: 'zaku-ii', at: { x: 24, y: 30 } },
        { unit: 'zaku-ii', at: { x: 20, y: 16 } },
      ],
    })
    expect(reject(locked, ray({ x: 24, y: 30 })).message).toMatch(/locked in melee/)
    expect(ruleset.legal(locked).some((d) => d.kind === 'attack' && d.weapon === 'death-ray')).toBe(false)
  })

  test('MS-AOE: the area stops at the second piece of Cover; cover it destroys still protects (ruling A-21)', () => {
    const s = lineUp({
      ally: false,
      terrain: [crate('a', 20, 10, 28, 11), crate('b', 20, 24, 28, 25)],
    })
    // Both pieces in the way roll first (nearest first): a rolls 1 (100 < 300) and falls, b holds.
    // Zaku II behind one piece keeps Cover (+2): 5 Hits vs 1 + 2 = 3 DEF. GM behind two is safe.
    const r = playSettled(
      script(s, [1, 9, ...n(5, 1), ...n(8, 1), 9, 9, ...n(5, 1), ...n(8, 1), 9, 9]),
      ray({ x: 24, y: 20 }),
    )
    expect(r.events.filter((e) => e.type === 'DiceRolled' && e.role === 'terrain')).toHaveLength(2)
    expect(r.state.terrain.find((t) => t.id === 'a')?.destroyed).toBe(true)
    expect(r.state.terrain.find((t) => t.id === 'b')?.destroyed).toBe(false)
    expect(declared(r.events)).toEqual([P2(1)])
    expect(r.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 5, def: 3, unblocked: 2 })
    expect(hpLost(r.state, P2(2))).toBe(0)
  })

  test('MS-RULING-AOE-TERRAIN: a unit behind a tall piece is hit only when the AOE knocks the piece down', () => {
    const wall = () =>
      lineUp({
        ally: false,
        terrain: [
          terrain('wall', 'building', rect(20, 10, 28, 12), {
            blocksLos: true,
            height: 6,
            destructible: true,
          }),
        ],
        p2: [{ unit: 'zaku-ii', at: { x: 24, y: 20 } }],
      })
    const held = playSettled(script(wall(), [9]), ray({ x: 24, y: 20 }))
    expect(declared(held.events)).toEqual([])
    expect(held.state.activation?.actions).toBe(0)
    const fell = playSettled(script(wall(), [1, ...n(5, 1), ...n(8, 1), 9, 9]), ray({ x: 24, y: 20 }))
    expect(fell.state.terrain[0]?.destroyed).toBe(true)
    expect(declared(fell.events)).toEqual([P2(1)])
    expect(fell.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ def: 3 })
    // An indestructible hill hides the unit for good: no aim through it is offered or accepted.
    const hill = lineUp({
      ally: false,
      terrain: [terrain('hill', 'hill', rect(20, 10, 28, 12), { blocksLos: true, height: 6 })],
      p2: [{ unit: 'zaku-ii', at: { x: 24, y: 20 } }],
    })
    expect(reject(hill, ray({ x: 24, y: 20 })).message).toMatch(/catches no unit/)
    // Wilderness falls to AOE weapons even when not marked destructible.
    const forest = lineUp({
      ally: false,
      terrain: [terrain('wood', 'forest', rect(20, 10, 28, 12), { obscuring: true, height: 6 })],
      p2: [{ unit: 'zaku-ii', at: { x: 24, y: 20 } }],
    })
    const burnt = playSettled(script(forest, [1, ...n(5, 1), ...n(8, 1), 9, 9]), ray({ x: 24, y: 20 }))
    expect(burnt.state.terrain[0]?.destroyed).toBe(true)
    expect(declared(burnt.events)).toEqual([P2(1)])
  })

  test('MS-RULING-AOE-AREA: a circle AOE has the range as its diameter, drawn out from the attacker', () => {
    const nova: WeaponProfile = {
      id: 'nova',
      name: 'Nova',
      kind: 'shoot',
      atk: 5,
      hits: 5,
      range: 12,
      dmg: 300,
      aoeCircle: true,
    }
    const s = table({
      p1: [{ unit: 'kingdan', at: { x: 24, y: 6 }, patch: { weapons: [nova] } }],
      p2: [
        { unit: 'zaku-ii', at: { x: 24, y: 17 } },
        { unit: 'gm-ground', at: { x: 24, y: 19.5 } },
        { unit: 'dervish', at: { x: 29.5, y: 12 } },
      ],
    })
    const k = unit(s, P1(1))
    const plan = aoePlan(s, k, nova, { x: 24, y: 30 })
    // Centre (24, 12), radius 6: Zaku II (5" off) and Dervish (5.5") overlap it, the GM (7.5") does not.
    expect(typeof plan !== 'string' && plan.reach).toEqual([P2(3), P2(1)])
    const line = aoePlan(s, k, { ...nova, aoeCircle: false, aoe: 3 }, { x: 24, y: 30 })
    // The same weapon as a 12" × 3" line reaches Zaku II only (the GM is past its end).
    expect(typeof line !== 'string' && line.reach).toEqual([P2(1)])
  })

  test('MS-RULING-AOE-AREA: the area, not a unit, is targeted — no closest-target rule; a challenged unit must catch its partner', () => {
    const s = lineUp()
    // Zaku II is the closest visible enemy, yet the Basic Kingdan may aim through the Dervish alone.
    const d = ray({ x: 28, y: 20 })
    expect(
      playAll(script(s, n(40, 2)), d).events.some((e) => e.type === 'DiceRolled' && e.unit === P2(3)),
    ).toBe(true)
    const challenged: MsState = { ...s, challenge: { a: P1(1), b: P2(2) } }
    expect(reject(challenged, d).message).toMatch(/challenge/)
    expect(ruleset.apply(script(challenged, n(60, 2)), ray({ x: 25.5, y: 30 })).ok).toBe(true)
  })

  test('MS-RULING-AOE-AREA: an AOE weapon is not used to Counter — a Counter answers one attacker', () => {
    const deathRay: WeaponProfile = { ...(unitById('kingdan')?.weapons[1] as WeaponProfile) }
    const s = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [
        {
          unit: 'blue-djinn',
          at: { x: 10, y: 25 },
          patch: { weapons: [deathRay, ...(unitById('blue-djinn')?.weapons ?? [])] },
        },
      ],
    })
    const t = play(
      s,
      { seat: 'p1', kind: 'activate', unit: P1(1) },
      { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] },
    )
    expect(ruleset.prompt(t)?.kind).toBe('defend')
    const counters = ruleset
      .legal(t)
      .flatMap((d) => (d.kind === 'defend' && d.counterWeapon ? [d.counterWeapon] : []))
    expect(counters).toEqual(['machine-gun'])
    expect(
      reject(t, { seat: 'p2', kind: 'defend', bonus: 'counter', counterWeapon: 'death-ray' }).message,
    ).toMatch(/AOE/)
  })

  test('MS-RULING-AOE-ALLIES: an ally the area destroys scores no VP for either side and calls for no Revenge', () => {
    const s = table({
      p1: [
        { unit: 'kingdan', at: { x: 24, y: 6 } },
        { unit: 'white-asura', at: { x: 23, y: 14 }, patch: { hp: 1000 } },
      ],
      p2: [{ unit: 'zaku-ii', at: { x: 24, y: 20 } }],
      momentum: { p1: 0, p2: 0 },
    })
    const k = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
    // White Asura (Level 1) is nearest: 5 tens = 15 Hits against at most 5 DEF — destroyed.
    const r = playAll(
      script(k, [...n(5, 10), ...n(7, 1), ...n(5, 9), ...n(5, 1), ...n(8, 1), 9, 9]),
      ray({ x: 24, y: 20 }),
      { seat: 'p1', kind: 'defend', bonus: 'none' },
      { seat: 'p1', kind: 'skills-done' },
    )
    expect(r.events).toContainEqual({ type: 'Destroyed', unit: P1(2), by: P1(1), vp: 0 })
    expect(r.state.pending.some((p) => p.kind === 'revenge')).toBe(false)
    const done = settle(r.state)
    expect(hpLost(done, P2(1))).toBeGreaterThan(0)
    expect(done.versus.vp).toEqual({ p1: 0, p2: 0 })
    // The big-hit tally of the action counts the damage to the enemy only.
    expect(Object.values(done.actionDamage ?? {})).toEqual([hpLost(done, P2(1))])
  })

  test('MS-AOE: the preview gives the odds against each unit caught, with the Cover the area gives', () => {
    const s = lineUp({ ally: false, terrain: [crate('a', 20, 10, 28, 11)] })
    const aim = { x: 24, y: 20 }
    const zaku = previewOdds(s, P1(1), 'death-ray', P2(1), 'none', 'none', aim)
    expect(zaku?.input).toMatchObject({ attackDice: 5, bonusHits: 5, defenceDice: 8, bonusDef: 3 })
    expect(previewOdds(s, P1(1), 'death-ray', P2(1))).toBeNull()
    const all = previewAoe(s, P1(1), 'death-ray', aim)
    expect(all.map((o) => o.target)).toEqual([P2(1), P2(2)])
    expect(all[1]?.input.bonusDef).toBe(3)
    expect(all[0]?.expectedDamage).toBeGreaterThan(0)
  })

  test('MS-AOE: the greedy bot scores AOE aims (allies caught count against) and plays them', () => {
    const s = lineUp()
    const legal = ruleset.legal(s)
    const choice = greedyBot.decide(s, 'p1', { legal, rand: () => 0 })
    const notes = (choice.candidates ?? []).map((c) => c.note ?? '')
    expect(notes.some((x) => x.startsWith('AOE'))).toBe(true)
    const r = ruleset.apply(script(s, n(80, 5)), choice.decision)
    expect(r.ok).toBe(true)
  })
})

describe('which piece of terrain rolls', () => {
  const twoCrates = () =>
    table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 26 } }],
      terrain: [crate('near', 5, 16, 15, 17), crate('far', 5, 22, 15, 23)],
      momentum: { p1: 0, p2: 0 },
    })

  test('MS-TER-CHOOSE: with several pieces in the way the defender picks the one that rolls', () => {
    let s = play(twoCrates(), { seat: 'p1', kind: 'activate', unit: P1(1) })
    s = script(s, [...n(8, 2), ...n(8, 2), 1])
    s = settle(play(s, { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] }))
    expect(ruleset.prompt(s)).toEqual({
      seat: 'p2',
      kind: 'choose-terrain',
      attacker: P1(1),
      pieces: ['near', 'far'],
      pick: 1,
    })
    expect(ruleset.legal(s)).toEqual([
      { seat: 'p2', kind: 'choose-terrain', terrain: ['near'] },
      { seat: 'p2', kind: 'choose-terrain', terrain: ['far'] },
    ])
    expect(reject(s, { seat: 'p2', kind: 'choose-terrain', terrain: ['near', 'far'] }).code).toBe(
      'mechastellar/bad_terrain_choice',
    )
    expect(reject(s, { seat: 'p2', kind: 'choose-terrain', terrain: ['rock'] }).message).toMatch(
      /not in the way/,
    )
    const r = playSettled(s, { seat: 'p2', kind: 'choose-terrain', terrain: ['far'] })
    expect(r.events).toContainEqual({ type: 'TerrainDestroyed', terrain: 'far' })
    expect(r.state.terrain.find((t) => t.id === 'near')?.destroyed).toBe(false)
    expect(r.events.find((e) => e.type === 'AttackTotals')).toMatchObject({ hits: 8, def: 3 })
    // One piece in the way: nothing to ask.
    const one = table({
      p1: [{ unit: 'argonaut', at: { x: 10, y: 10 } }],
      p2: [{ unit: 'zaku-ii', at: { x: 10, y: 26 } }],
      terrain: [crate('near', 5, 16, 15, 17)],
      momentum: { p1: 0, p2: 0 },
    })
    const t = playSettled(
      script(play(one, { seat: 'p1', kind: 'activate', unit: P1(1) }), [...n(16, 2), 1]),
      { seat: 'p1', kind: 'attack', weapon: 'machine-gun', targets: [P2(1)] },
    )
    expect(ruleset.prompt(t.state)?.kind).toBe('act')
    expect(t.events).toContainEqual({ type: 'TerrainDestroyed', terrain: 'near' })
  })

  test('MS-TER-CHOOSE: an AOE destroys at most two pieces; with more in the way the defender picks two', () => {
    // Three units on the line, each behind its own crate.
    const s = lineUp({
      ally: false,
      p2: [
        { unit: 'zaku-ii', at: { x: 22.5, y: 20 } },
        { unit: 'gm-ground', at: { x: 25.5, y: 20 } },
        { unit: 'dervish', at: { x: 24, y: 26 } },
      ],
      terrain: [
        crate('L', 21.5, 12, 23.5, 13),
        crate('R', 24.5, 12, 26.5, 13),
        crate('M', 23.5, 23, 24.5, 24),
      ],
    })
    let t = play(s, ray({ x: 24, y: 20 }))
    const p = ruleset.prompt(t)
    expect(p).toMatchObject({ seat: 'p2', kind: 'choose-terrain', pick: 2 })
    expect(p?.kind === 'choose-terrain' && [...p.pieces].sort()).toEqual(['L', 'M', 'R'])
    expect(ruleset.legal(t)).toHaveLength(3)
    expect(reject(t, { seat: 'p2', kind: 'choose-terrain', terrain: ['L'] }).message).toMatch(/Pick 2/)
    // L rolls 1 and falls, M rolls 9 and holds; R does not roll. Every unit keeps its Cover.
    const flow = (def: number, saves: number[]) => [...n(5, 2), ...n(def, 2), ...saves]
    t = script(t, [1, 9, ...flow(8, [9, 9]), ...flow(8, [9, 9]), ...flow(7, [])])
    const r = playSettled(t, { seat: 'p2', kind: 'choose-terrain', terrain: ['M', 'L'] })
    expect(r.events.filter((e) => e.type === 'DiceRolled' && e.role === 'terrain')).toHaveLength(2)
    expect(r.state.terrain.find((x) => x.id === 'L')?.destroyed).toBe(true)
    expect(r.state.terrain.find((x) => x.id === 'M')?.destroyed).toBe(false)
    expect(r.state.terrain.find((x) => x.id === 'R')?.destroyed).toBe(false)
    expect(declared(r.events)).toEqual([P2(1), P2(2), P2(3)])
    expect(leftover(r.state)).toEqual([])
    expect(
      r.events.filter((e) => e.type === 'AttackTotals').map((e) => e.type === 'AttackTotals' && e.def),
    ).toEqual([3, 3, 7])
  })
})
