/**
 * GF-MIS-AMBUSH-ARRIVAL played through the prompts (MISSIONS › AMBUSH): an ambusher waiting in reserve is
 * nominated in place of an activation "as if it were on the table", placed in obscuring terrain
 * no enemy holds, and acts once on a passed Pilot Skill roll. Because it counts as a unit still
 * to activate, its side keeps taking turns after its table units are spent — until it passes.
 */
import { describe, expect, test } from 'vitest'
import type { BattleState } from '../../core/types.ts'
import { A, B2 as R, S } from '../../testkit/fixtures.ts'
import { missionScenario } from '../../testkit/missions.ts'
import { feature, realPlay, realReject, realRuleset } from '../../testkit/optional.ts'
import { type Placed, unitOf } from '../../testkit/testing.ts'

const forest = feature('forest', 14, 16, 8, 8, { qualities: ['obscuring'], height: 3, category: 'area' })

/**
 * Domination on a 36" table with a forest in the middle; p2's only table unit has activated, and
 * R (Stealth) waits in ambush.
 */
function waitingAmbush(
  over: { p2Ready?: boolean; p1?: Placed; mission?: 'domination' | 'breakthrough' } = {},
): BattleState {
  const s = missionScenario(
    [
      over.p1 ?? { side: 'p1', pos: { x: 10, y: 3 } },
      { side: 'p2', pos: { x: 30, y: 33 }, set: { activated: !over.p2Ready } },
      {
        side: 'p2',
        pos: { x: 0, y: 0 },
        profile: { upgrades: [{ id: 'stealth' }] } as never,
        set: { status: 'undeployed' },
      },
    ],
    { id: over.mission ?? 'domination' },
  )
  s.field = { name: 'test', width: 36, depth: 36, terrain: [forest] }
  s.mission.reserves = { [R]: 'ambush' }
  return s
}

const spring = { kind: 'ambush', unit: R, pos: { x: 18, y: 20 }, facing: S } as const

describe('GF-MIS-AMBUSH-ARRIVAL in play', () => {
  test('GF-MIS-AMBUSH-ARRIVAL: with every table unit spent, the side still gets a turn for its waiting ambusher', () => {
    const s = realPlay(waitingAmbush(), [{ kind: 'activate', unit: A }, { kind: 'end-activation' }]).state
    expect(realRuleset.prompt(s)).toMatchObject({ seat: 'p2', kind: 'activate', units: [], ambush: [R] })
    const legal = realRuleset.legal(s)
    expect(legal.some((d) => d.kind === 'ambush' && d.unit === R)).toBe(true)
    expect(legal.some((d) => d.kind === 'pass')).toBe(true)
    // Pilot Skill 4+: a 4 passes and the ambusher acts once.
    const sprung = realPlay(s, [{ ...spring, pos: { ...spring.pos } }], [4]).state
    expect(unitOf(sprung, R)).toMatchObject({
      status: 'table',
      pos: { x: 18, y: 20 },
      turn: { activated: true },
    })
    expect(realRuleset.prompt(sprung)).toMatchObject({ seat: 'p2', kind: 'action', unit: R, actionsLeft: 1 })
    // Its one action done, nobody has anything left: the End phase calls no more reserves.
    const done = realPlay(sprung, [{ kind: 'evade' }], [6, 1]).state
    expect(done.turn).toBe(2)
    expect(done.mission.reserves).toEqual({})
  })

  test('GF-MIS-AMBUSH-ARRIVAL: a failed Pilot Skill roll leaves the ambusher on the table with no action this turn', () => {
    const s = realPlay(waitingAmbush(), [{ kind: 'activate', unit: A }, { kind: 'end-activation' }]).state
    const { state, events } = realPlay(s, [{ ...spring, pos: { ...spring.pos } }], [3, 6, 1])
    expect(unitOf(state, R).status).toBe('table')
    expect(events.some((e) => e.type === 'ActivationEnded' && e.unit === R)).toBe(true)
    expect(state.turn).toBe(2)
  })

  test('GF-MIS-AMBUSH-ARRIVAL: passing keeps the ambusher waiting; the turn ends and it may come later', () => {
    const s = realPlay(waitingAmbush(), [{ kind: 'activate', unit: A }, { kind: 'end-activation' }]).state
    const held = realPlay(s, [{ kind: 'pass' }]).state
    // Domination lets p2 call it as an ordinary reserve in the End phase too; it declines.
    expect(realRuleset.prompt(held)).toMatchObject({ seat: 'p2', kind: 'call-reserves', units: [R] })
    const next = realPlay(held, [{ kind: 'call-reserves', units: [] }], [6, 1]).state
    expect(next.turn).toBe(2)
    expect(unitOf(next, R).status).toBe('undeployed')
    expect(next.mission.ambushHeld).toEqual([])
  })

  test("GF-MIS-AMBUSH-ARRIVAL: Breakthrough's defender may ambush, but its ambushers are no ordinary reserves", () => {
    const s = waitingAmbush({ mission: 'breakthrough' })
    const turn = realPlay(s, [{ kind: 'activate', unit: A }, { kind: 'end-activation' }]).state
    expect(realRuleset.prompt(turn)).toMatchObject({ seat: 'p2', kind: 'activate', ambush: [R] })
    const next = realPlay(turn, [{ kind: 'pass' }], [6, 1]).state
    // No End-phase call for R: straight on to turn 2.
    expect(next.turn).toBe(2)
    expect(unitOf(next, R).status).toBe('undeployed')
  })

  test('GF-MIS-AMBUSH-ARRIVAL: with table units still to activate, the ambush replaces an activation and there is no pass', () => {
    const s = waitingAmbush({ p2Ready: true })
    s.next = 'p2'
    s.initiative = 'p2'
    const p = realRuleset.prompt(s)
    expect(p).toMatchObject({ seat: 'p2', kind: 'activate', units: ['unit:p2:0'], ambush: [R] })
    expect(realRuleset.legal(s).some((d) => d.kind === 'pass')).toBe(false)
    expect(realReject(s, { kind: 'pass' })).toBe('gunframe/nothing_to_pass')
    const sprung = realPlay(s, [{ ...spring, pos: { ...spring.pos } }], [5]).state
    expect(realRuleset.prompt(sprung)).toMatchObject({ kind: 'action', unit: R, actionsLeft: 1 })
  })

  test('GF-MIS-AMBUSH-ARRIVAL: no ambush into obscuring terrain an enemy holds — with nowhere to go, the turn just ends', () => {
    const s = waitingAmbush({ p1: { side: 'p1', pos: { x: 18, y: 18 } } })
    s.next = 'p1'
    const after = realPlay(s, [{ kind: 'activate', unit: A }, { kind: 'end-activation' }]).state
    expect(realRuleset.prompt(after)).toMatchObject({ seat: 'p2', kind: 'call-reserves' })
    const open = waitingAmbush({ p2Ready: true, p1: { side: 'p1', pos: { x: 18, y: 18 } } })
    open.next = 'p2'
    expect(realReject(open, { ...spring, pos: { x: 20, y: 22 } })).toBe('gunframe/bad_ambush')
  })
})
