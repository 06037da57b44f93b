/** Throw Terrain (MS-ATK-THROW-TERRAIN) and deadly terrain (MS-RULING-DEADLY). */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playSettled, rect, reject, ruleset, script, table, terrain } from '../testkit/index.ts'
import { unitById } from '../units/data.ts'
import type { WeaponProfile } from '../units/types.ts'
import type { MsEvent } from './core/messages.ts'
import { MsSetupSchema } from './core/setup.ts'
import type { MsState, Terrain } from './core/types.ts'

const crate = (id: string, x: number, over: Partial<Terrain> = {}) =>
  terrain(id, 'debris', rect(x, 9, x + 1, 11), { cover: true, height: 1, destructible: true, ...over })

// The GM's gun gets +4 Hits and its saber +1, so the throw's bonus shows which one it borrows.
const gm = unitById('gm-ground')
const [gun, saber] = (gm?.weapons ?? []) as WeaponProfile[]
const weapons = [
  { ...(gun as WeaponProfile), hits: 4 },
  { ...(saber as WeaponProfile), hits: 1 },
]

function start(o: { foeY?: number; size?: number; pieces?: Terrain[] } = {}): MsState {
  const s = table({
    p1: [{ unit: 'gm-ground', at: { x: 10, y: 10 }, patch: { size: o.size ?? 0, weapons } }],
    p2: [{ unit: 'zaku-ii', at: { x: 10, y: o.foeY ?? 20 } }],
    terrain: o.pieces ?? [
      crate('crate', 12),
      crate('spikes', 7, { deadly: true }),
      crate('far', 30),
      terrain('rock', 'hill', rect(10, 6, 11, 7), { height: 1 }),
    ],
    momentum: { p1: 0, p2: 0 },
  })
  return play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
}

// Attack [5,5,5,1,1] = 3 Hits (few enough to stay short of a Finishing Blow); the Zaku's 8 Evade dice all miss, leaving its flat +1 DEF.
const DICE = [5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
const totals = (ev: MsEvent[]) => ev.find((e) => e.type === 'AttackTotals')
const damage = (ev: MsEvent[]) => ev.find((e) => e.type === 'Damage')

describe('Throw Terrain', () => {
  test('MS-ATK-THROW-TERRAIN: a 5d10 shooting attack with the best shooting bonus Hits and (2+Size)×100 DMG', () => {
    const r = playSettled(script(start(), DICE), {
      seat: 'p1',
      kind: 'throw-terrain',
      target: P2(1),
      piece: 'crate',
    })
    expect(r.events).toContainEqual({
      type: 'DiceRolled',
      unit: P1(1),
      role: 'attack',
      dice: [5, 5, 5, 1, 1],
      count: { hitOn: 5, critOn: 10 },
    })
    // 3 Hits + the gun's 4 (not the saber's 1) = 7; 7 − 1 DEF = 6 unblocked at 200 DMG each
    expect(totals(r.events)).toMatchObject({ hits: 7, def: 1, unblocked: 6 })
    expect(damage(r.events)).toMatchObject({ amount: 6 * 200 })
    expect(r.state.activation?.actions).toBe(0)
    // Size 1: DMG 300 and one more inch of reach
    const big = playSettled(script(start({ size: 1 }), DICE), {
      seat: 'p1',
      kind: 'throw-terrain',
      target: P2(1),
      piece: 'crate',
    })
    expect(damage(big.events)).toMatchObject({ amount: 6 * 300 })
  })

  test('MS-ATK-THROW-TERRAIN: 12" range, a breakable piece within engagement range, offered by legal()', () => {
    const s = start()
    const legal = ruleset.legal(s).filter((d) => d.kind === 'throw-terrain')
    // deadly pieces first; the piece 20" away and the unbreakable rock are not offered
    expect(legal).toEqual([
      { seat: 'p1', kind: 'throw-terrain', target: P2(1), piece: 'spikes' },
      { seat: 'p1', kind: 'throw-terrain', target: P2(1), piece: 'crate' },
    ])
    const d = { seat: 'p1', kind: 'throw-terrain', target: P2(1) } as const
    expect(reject(s, { ...d, piece: 'far' }).message).toMatch(/not a breakable piece within engagement range/)
    expect(reject(s, { ...d, piece: 'rock' }).message).toMatch(/not a breakable piece/)
    expect(reject(s, { ...d, piece: 'nope' }).message).toMatch(/no terrain piece/)
    const out = start({ foeY: 22.5 })
    expect(reject(out, { ...d, piece: 'crate' }).code).toBe('mechastellar/bad_target')
    expect(ruleset.legal(out).some((x) => x.kind === 'throw-terrain')).toBe(false)
    const bare = start({ pieces: [] })
    expect(reject(bare, d).code).toBe('mechastellar/no_terrain')
  })

  test('MS-ATK-THROW-TERRAIN / MS-RULING-DEADLY: a deadly piece adds one Crit Hit (2 Hits); left unnamed, the engine throws a deadly one', () => {
    const named = playSettled(script(start(), DICE), {
      seat: 'p1',
      kind: 'throw-terrain',
      target: P2(1),
      piece: 'spikes',
    })
    expect(totals(named.events)).toMatchObject({ hits: 9, unblocked: 8 })
    const unnamed = playSettled(script(start(), DICE), { seat: 'p1', kind: 'throw-terrain', target: P2(1) })
    expect(totals(unnamed.events)).toMatchObject({ hits: 9 })
    // setup files may mark pieces deadly; older files without the flag still parse
    const piece = { ...crate('x', 1, { deadly: true }) }
    expect(MsSetupSchema.shape.terrain.element.safeParse(piece).success).toBe(true)
    const { deadly: _, ...old } = piece
    expect(MsSetupSchema.shape.terrain.element.safeParse(old).success).toBe(true)
  })
})
