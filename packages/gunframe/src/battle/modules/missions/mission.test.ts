import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { openGround } from '../../core/open-ground.ts'
import { setTurnMarks } from '../../core/unit/write.ts'
import { N, S } from '../../testkit/fixtures.ts'
import { play, profile, reject, scenario, testRuleset, unitOf } from '../../testkit/testing.ts'
import { attrition } from './mission.ts'

describe('setup and the Carnage mission', () => {
  test('GF-MIS-ROLES: a roll-off winner chooses attacker or defender; the defender picks a half', () => {
    const s = unwrap(testRuleset.start({ squadrons: { p1: [profile()], p2: [profile()] } }, 'roles'))
    const chooser = testRuleset.prompt(s)!
    expect(chooser.kind).toBe('choose-role')
    const st = play(s, [{ kind: 'choose-role', role: 'attacker' }]).state
    expect(st.attacker).toBe(chooser.seat)
    expect(testRuleset.prompt(st)).toMatchObject({ kind: 'choose-half', seat: st.defender })
  })

  test('GF-MIS-DEPLOY: the defender deploys first, each side 12" or more from the centre line', () => {
    const s = unwrap(
      testRuleset.start({ squadrons: { p1: [profile()], p2: [profile()] }, attacker: 'p1' }, 'dep'),
    )
    const half = play(s, [{ kind: 'choose-half', half: 'north' }]).state
    expect(half.halves).toEqual({ p2: 'north', p1: 'south' })
    expect(testRuleset.prompt(half)).toMatchObject({ kind: 'deploy', seat: 'p2' })
    // 36" table: the north zone is y ≥ 30 for the whole base (radius 1).
    expect(reject(half, { kind: 'deploy', unit: 'unit:p2:0', pos: { x: 10, y: 30.5 }, facing: S })).toBe(
      'gunframe/bad_deployment',
    )
    const st = play(half, [{ kind: 'deploy', unit: 'unit:p2:0', pos: { x: 10, y: 31 }, facing: S }]).state
    expect(testRuleset.prompt(st)).toMatchObject({ kind: 'deploy', seat: 'p1' })
    expect(testRuleset.legal(st).every((d) => d.kind === 'deploy' && d.pos.y <= 5)).toBe(true)
  })

  test('GF-MIS-CARNAGE: three markers on the centre line; 1 VP per controlled marker in the End phase', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 9, y: 20 }, facing: N },
      { side: 'p2', pos: { x: 27, y: 16 }, facing: S },
      { side: 'p2', pos: { x: 18, y: 21 }, facing: S },
      { side: 'p1', pos: { x: 18, y: 15 }, facing: N },
    ])
    s.mission.objectives = [
      { id: 'objective:1', pos: { x: 9, y: 18 } },
      { id: 'objective:2', pos: { x: 18, y: 18 } },
      { id: 'objective:3', pos: { x: 27, y: 18 } },
    ]
    s.units.forEach((u) => {
      setTurnMarks(u, { activated: u.id !== 'unit:p1:0' })
    })
    const { state } = play(s, [{ kind: 'activate', unit: 'unit:p1:0' }, { kind: 'end-activation' }], [6, 1])
    // Marker 1: p1 alone; marker 2 contested; marker 3: p2 alone.
    expect(state.vp).toEqual({ p1: 1, p2: 1 })
    expect(state.turn).toBe(2)
    expect(state.focus).toEqual({ p1: 1, p2: 1 })
  })

  test('GF-MIS-WIN: the game ends after turn five with attrition points added', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 9, y: 3 }, profile: { points: 30 } },
      { side: 'p2', pos: { x: 27, y: 33 }, profile: { points: 10 } },
    ])
    s.turn = 5
    const { state } = play(s, [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'end-activation' },
      { kind: 'activate', unit: 'unit:p2:0' },
      { kind: 'end-activation' },
    ])
    expect(state.phase).toBe('over')
    expect(state.result).toMatchObject({ reason: 'turns', winners: ['p1'], attrition: { p1: 3, p2: 0 } })
    expect(testRuleset.prompt(state)).toBeNull()
  })

  test('GF-MIS-SUDDEN-DEATH: a side with every unit destroyed or shut down loses in the End phase', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 9, y: 3 } },
      { side: 'p2', pos: { x: 27, y: 33 }, set: { shutDown: true } },
    ])
    const { state } = play(s, [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'end-activation' },
      { kind: 'activate', unit: 'unit:p2:0' },
      { kind: 'end-activation' },
    ])
    expect(state.result).toMatchObject({ reason: 'sudden_death', winners: ['p1'] })
  })

  test('GF-MIS-ATTRITION: more points +1, double +2, triple +3', () => {
    const s = scenario([
      { side: 'p1', pos: { x: 9, y: 3 }, profile: { points: 20 } },
      { side: 'p2', pos: { x: 27, y: 33 }, profile: { points: 10 } },
    ])
    expect(attrition(s)).toEqual({ p1: 2, p2: 0 })
    unitOf(s, 'unit:p1:0').profile.points = 11
    expect(attrition(s)).toEqual({ p1: 1, p2: 0 })
    expect(openGround.edgeDistance).toBeTypeOf('function')
  })
})
