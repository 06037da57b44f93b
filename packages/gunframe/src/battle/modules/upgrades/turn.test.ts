import { unwrap, withScript } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { BattleUnitProfile } from '../../core/setup.ts'
import type { BattleState } from '../../core/types.ts'
import { setTurnMarks } from '../../core/unit/write.ts'
import { activateAttack, moveTo } from '../../testkit/decisions.ts'
import { A, B, N, S } from '../../testkit/fixtures.ts'
import { eventsOf, play, profile, reject, scenario, testRuleset, unitOf, ups } from '../../testkit/testing.ts'
import { register } from './effects/table.ts'

/** One unit a side, p1's still to activate in turn 1: its end-activation runs the End phase. */
function endOfTurn(a: string[] = [], b: string[] = []): BattleState {
  const s = scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: ups(...a) },
    { side: 'p2', pos: { x: 10, y: 30 }, facing: S, profile: ups(...b), set: { activated: true } },
  ])
  return s
}
const nextTurn = (s: BattleState, dice: number[]) =>
  play(s, [{ kind: 'activate', unit: A }, { kind: 'end-activation' }], dice)

/** A fresh game (p1 attacks from the south) whose deployment ends with the given dice. */
function deployed(p1: Partial<BattleUnitProfile>, p2: Partial<BattleUnitProfile> = {}, dice: number[] = []) {
  const fresh = unwrap(
    testRuleset.start(
      { squadrons: { p1: [profile(p1)], p2: [profile(p2)] }, attacker: 'p1', defenderHalf: 'north' },
      'pre',
    ),
  )
  return play(
    fresh,
    [
      { kind: 'deploy', unit: B, pos: { x: 10, y: 34 }, facing: S },
      { kind: 'deploy', unit: A, pos: { x: 10, y: 2 }, facing: N },
    ],
    dice,
  )
}

describe('upgrades in the turn sequence', () => {
  test('GF-UPG-TACTICIAN: +1 is added to its side’s initiative roll in play', () => {
    // 4+1 against 4: without the bonus this would tie on equal focus and roll again.
    const { state, events } = nextTurn(endOfTurn(['tactician']), [4, 4])
    expect(eventsOf(events, 'InitiativeRolled').map((e) => e.rolls)).toEqual([{ p1: 5, p2: 4 }])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'initiative', seat: 'p1' })
  })

  test('GF-UPG-COMMAND-MODULE: +1 initiative in play, one module counting per side', () => {
    const s = endOfTurn(['command-module'], [])
    const a = unitOf(s, A)
    s.units.push({ ...a, id: 'unit:p1:1', pos: { x: 20, y: 10 }, turn: { ...a.turn, activated: true } })
    const { events } = nextTurn(s, [3, 4, 6, 1])
    // 3 + 1 (not + 2) ties 4 with equal focus (1 each), so both roll again.
    expect(eventsOf(events, 'InitiativeRolled').map((e) => e.rolls)).toEqual([
      { p1: 4, p2: 4 },
      { p1: 7, p2: 1 },
    ])
  })

  test('GF-UPG-WELL-READ: the losing side re-rolls its initiative die once a battle and keeps the result', () => {
    const { state } = nextTurn(endOfTurn([], ['well-read']), [5, 2])
    expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'choose', id: 'well-read' })
    const kept = play(state, [{ kind: 'choose', option: 'keep' }]).state
    expect(testRuleset.prompt(kept)).toMatchObject({ kind: 'initiative', seat: 'p1' })
    const r = play(state, [{ kind: 'choose', option: 'reroll' }], [6])
    expect(eventsOf(r.events, 'InitiativeRolled').at(-1)?.rolls).toEqual({ p1: 5, p2: 6 })
    expect(testRuleset.prompt(r.state)).toMatchObject({ kind: 'initiative', seat: 'p2' })
    expect(unitOf(r.state, B).upgradeState.used).toContain('well-read')
    // Used up: the next loss is not asked about.
    const again = { ...r.state, stack: [] as BattleState['stack'], rng: withScript(r.state.rng, [6, 1]) }
    again.units.forEach((u) => {
      setTurnMarks(u, { activated: u.side === 'p2' })
    })
    const later = play(again, [{ kind: 'activate', unit: A }, { kind: 'end-activation' }]).state
    expect(testRuleset.prompt(later)).toMatchObject({ kind: 'initiative', seat: 'p1' })
  })

  test('GF-TURN-START-HOOK: upgrade hooks run at the start of every turn, before focus points', () => {
    const ran: { unit: string; turn: number }[] = []
    register({
      'test-start-of-turn': {
        startOfTurn: (s, _c, u) => {
          s.focus[u.side] = -99
          ran.push({ unit: u.id, turn: s.turn })
        },
      },
    })
    const s = endOfTurn()
    unitOf(s, A).profile.upgrades.push('test-start-of-turn')
    const { state } = nextTurn(s, [5, 2])
    // Under test apply reduces each decision twice, on its copy-on-write draft and on a full copy
    // (engine define.ts), so a hook that records calls outside the state sees each run.
    expect(new Set(ran.map((r) => `${r.unit}@${r.turn}`))).toEqual(new Set([`${A}@2`]))
    // Focus points are counted after the hook.
    expect(state.focus.p1).toBe(1)
  })

  test('GF-UPG-NEMESIS: named after deployment; destroying it is +1 VP at once', () => {
    const { state } = deployed(ups('nemesis'))
    expect(state.turn).toBe(0)
    expect(testRuleset.prompt(state)).toMatchObject({
      seat: 'p1',
      kind: 'choose',
      id: 'nemesis',
      options: [B],
    })
    const named = play(state, [{ kind: 'choose', option: B }], [6, 1]).state
    expect(unitOf(named, A).upgradeState.nemesis).toBe(B)
    expect(named.turn).toBe(1)
    // A kill by the Nemesis pilot itself scores at once.
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: ups('nemesis'), set: { nemesis: B } },
      { side: 'p2', pos: { x: 10, y: 15 }, facing: S, set: { armour: 1 } },
    ])
    const { state: after, events } = play(s, activateAttack(A, B), [4, 1, 1, 1, 1, 1])
    expect(unitOf(after, B).status).toBe('destroyed')
    expect(after.vp.p1).toBe(1)
    expect(eventsOf(events, 'NemesisSlain')).toHaveLength(1)
  })

  test('GF-UPG-NEMESIS: a nemesis alive at the end earns its own side +1 VP', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 10, y: 10 }, facing: N, profile: ups('nemesis'), set: { nemesis: B } },
      { side: 'p2', pos: { x: 10, y: 30 }, facing: S, set: { activated: true } },
    ])
    s.turn = 5
    const { state, events } = play(s, [{ kind: 'activate', unit: A }, { kind: 'end-activation' }])
    expect(state.phase).toBe('over')
    expect(eventsOf(events, 'NemesisSurvived')).toHaveLength(1)
    expect(state.result?.vp.p2).toBe(1)
    expect(state.result?.winners).toEqual(['p2'])
  })

  test('GF-UPG-IMPULSIVE: after deployment the unit must move D6" in a straight line', () => {
    const { state, events } = deployed(ups('impulsive'), {}, [4])
    expect(eventsOf(events, 'ImpulsiveRoll')[0]).toMatchObject({ unit: A, inches: 4 })
    expect(testRuleset.prompt(state)).toMatchObject({
      seat: 'p1',
      kind: 'choose',
      id: 'impulsive',
      inches: 4,
    })
    const spots = testRuleset.legal(state).filter((d) => d.kind === 'choose')
    expect(spots.length).toBeGreaterThan(0)
    expect(reject(state, { kind: 'choose', option: 'move', to: { x: 10, y: 4 } })).toBe(
      'gunframe/impulsive_distance',
    )
    const moved = play(state, [{ kind: 'choose', option: 'move', to: { x: 10, y: 6 } }], [6, 1]).state
    expect(unitOf(moved, A).pos).toEqual({ x: 10, y: 6 })
    expect(unitOf(moved, A).upgradeState.used).toContain('impulsive')
    expect(moved.turn).toBe(1)
  })

  test('GF-UPG-RECON: after deployment the unit may take a move action (and only that)', () => {
    const { state } = deployed(ups('recon'))
    expect(state.stack.at(-1)).toMatchObject({
      t: 'activation',
      unit: A,
      bonus: { reason: 'recon', only: 'move' },
    })
    expect(reject(state, { kind: 'evade' })).toBe('gunframe/bonus_only')
    const moved = play(state, [moveTo({ x: 10, y: 2 }, { x: 10, y: 6 }, N)], [6, 1]).state
    const done = moved.stack.at(-1)?.t === 'react' ? play(moved, [{ kind: 'pass' }], [6, 1]).state : moved
    expect(unitOf(done, A).pos.y).toBeCloseTo(6)
    expect(done.turn).toBe(1)
    expect(unitOf(done, A).turn.activated).toBe(false)
  })
})
