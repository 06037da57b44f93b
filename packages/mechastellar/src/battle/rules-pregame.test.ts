/** Before the first round: naming the Mission Commanders and re-facing after deployment (MS-CMD-DESIGNATE, MS-DEPLOY-FACING). */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playAll, preset, reject, ruleset, script, unit } from '../testkit/index.ts'
import { SEALED } from './core/pregame.ts'
import { startBattle } from './core/setup.ts'
import type { MsSetup, MsState } from './core/types.ts'
import { quickSetup } from './quick.ts'

const start = (setup: MsSetup): MsState => {
  const r = startBattle(setup, 'x')
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** Names the first unit of each side, then places every unit through the first legal spot. */
function deployAll(s: MsState): MsState {
  let t = s
  if (t.phase === 'command')
    t = play(
      t,
      { seat: 'p1', kind: 'commander', unit: P1(1) },
      { seat: 'p2', kind: 'commander', unit: P2(1) },
    )
  while (t.phase === 'deploy') t = play(t, ruleset.legal(t)[0] as never)
  return t
}

describe('Mission Commander', () => {
  test('MS-CMD-DESIGNATE: a setup written before the pre-game steps (no `reface`, no commander) keeps the first unit as Commander and goes straight to deployment, so old saves replay', () => {
    const { reface: _, ...old } = quickSetup()
    const s = start(old)
    expect(s.phase).toBe('deploy')
    expect(s.commander).toEqual({ p1: P1(1), p2: P2(1) })
    expect(ruleset.prompt(s)?.kind).not.toBe('commander')
  })

  test('MS-CMD-DESIGNATE: with the forces known, both sides name a Commander at once; each pick stays sealed until the other side has picked', () => {
    let s = start(quickSetup())
    expect(s.phase).toBe('command')
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'commander', seats: ['p1', 'p2'] })
    const legal = ruleset.legal(s)
    expect(legal.filter((d) => d.seat === 'p1' && d.kind === 'commander')).toHaveLength(5)
    expect(legal.filter((d) => d.seat === 'p2' && d.kind === 'commander')).toHaveLength(5)
    // Either side may answer first; a pick is sealed from the other seat (and from spectators).
    s = play(s, { seat: 'p2', kind: 'commander', unit: P2(3) })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'commander', seats: ['p1'] })
    expect((ruleset.view(s, 'p1') as MsState).naming).toEqual({ p1: null, p2: SEALED })
    expect((ruleset.view(s, 'spectator') as MsState).naming).toEqual({ p1: null, p2: SEALED })
    expect((ruleset.view(s, 'p2') as MsState).naming).toEqual({ p1: null, p2: P2(3) })
    expect(s.commander.p2).toBe('')
    // The seat that picked cannot pick again; a Commander must be one's own unit.
    expect(reject(s, { seat: 'p2', kind: 'commander', unit: P2(1) }).code).toBe('engine/not_your_turn')
    expect(reject(s, { seat: 'p1', kind: 'commander', unit: P2(1) }).code).toBe('mechastellar/bad_commander')
    // A prompt read from the sealed view still names the seat left to pick.
    expect(ruleset.prompt(ruleset.view(s, 'p1') as MsState)).toMatchObject({ seats: ['p1'] })
    const r = playAll(s, { seat: 'p1', kind: 'commander', unit: P1(2) })
    expect(r.events).toEqual([
      { type: 'CommanderNamed', side: 'p1', unit: P1(2) },
      { type: 'CommanderNamed', side: 'p2', unit: P2(3) },
    ])
    s = r.state
    expect(s.commander).toEqual({ p1: P1(2), p2: P2(3) })
    expect(s.naming).toBeUndefined()
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'deploy' })
  })

  test('MS-CMD-DESIGNATE: a force file that names its Commander keeps it — old setups start with no question; a mixed setup asks only the other side', () => {
    const old = start(preset(quickSetup()))
    expect(old.phase).toBe('deploy')
    expect(old.commander).toEqual({ p1: P1(1), p2: P2(1) })
    expect(old.naming).toBeUndefined()
    const mixed = quickSetup()
    mixed.forces.p1.commander = 2
    let s = start(mixed)
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'commander', seats: ['p2'] })
    expect(ruleset.legal(s).every((d) => d.seat === 'p2')).toBe(true)
    const r = playAll(s, { seat: 'p2', kind: 'commander', unit: P2(4) })
    expect(r.events).toEqual([{ type: 'CommanderNamed', side: 'p2', unit: P2(4) }])
    s = r.state
    expect(s.commander).toEqual({ p1: P1(3), p2: P2(4) })
    const bad = quickSetup()
    bad.forces.p2.commander = 9
    expect(startBattle(bad, 'x')).toMatchObject({ ok: false, error: { code: 'mechastellar/bad_commander' } })
  })
})

describe('re-facing after deployment', () => {
  test('MS-DEPLOY-FACING: once the last unit is placed each side in turn may re-face any of its units, then is done; the roll-off follows', () => {
    let s = deployAll(start(quickSetup()))
    expect(s.phase).toBe('facing')
    // 5 against 5: p1 deployed first and re-faces first.
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'face', seat: 'p1' })
    const legal = ruleset.legal(s)
    expect(legal[0]).toEqual({ seat: 'p1', kind: 'face-done' })
    expect(legal.some((d) => d.kind === 'face' && d.unit === P1(1))).toBe(true)
    expect(legal.every((d) => d.kind !== 'face' || unit(s, d.unit).side === 'p1')).toBe(true)
    // Any facing, not limited to 90°; several units, one at a time.
    const r = playAll(
      s,
      { seat: 'p1', kind: 'face', unit: P1(1), facing: 270 },
      { seat: 'p1', kind: 'face', unit: P1(2), facing: 45.4 },
    )
    expect(r.events).toEqual([
      { type: 'Faced', unit: P1(1), facing: 270 },
      { type: 'Faced', unit: P1(2), facing: 45 },
    ])
    s = r.state
    expect(unit(s, P1(1)).facing).toBe(270)
    expect(reject(s, { seat: 'p1', kind: 'face', unit: P2(1), facing: 0 }).code).toBe('mechastellar/bad_unit')
    expect(reject(s, { seat: 'p1', kind: 'face', unit: P1(1), facing: Number.NaN }).code).toBe(
      'mechastellar/bad_facing',
    )
    expect(reject(s, { seat: 'p2', kind: 'face', unit: P2(1), facing: 0 }).code).toBe('engine/not_your_turn')
    s = play(s, { seat: 'p1', kind: 'face-done' })
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'face', seat: 'p2' })
    s = play(s, { seat: 'p2', kind: 'face', unit: P2(5), facing: 180 })
    expect(unit(s, P2(5)).facing).toBe(180)
    s = script(s, [2, 7])
    s = play(s, { seat: 'p2', kind: 'face-done' })
    expect(s.rolloff).toEqual({ p1: 2, p2: 7 })
    expect(s.refacing).toBeUndefined()
    expect(ruleset.prompt(s)).toMatchObject({ kind: 'order', seat: 'p2' })
    // Re-faced units keep the facing into the battle.
    expect(unit(s, P1(1)).facing).toBe(270)
  })

  test('MS-DEPLOY-FACING: a setup without the step (written before it) goes from the last placement straight to the roll-off', () => {
    const s = deployAll(start(preset(quickSetup())))
    expect(s.phase).toBe('order')
    expect(s.refacing).toBeUndefined()
  })
})
