// Unit Construction › Upgrades: Parry (a kill by parrying), Guardian (who may step in).
import { expect, test } from 'vitest'
import { setUpgradeState } from '../../core/unit/write.ts'
import { A, attackAB as attack, B, B2 } from '../../testkit/fixtures.ts'
import { eventsOf, NO_CLOSE, play, scenario, testRuleset, two, unitOf, ups } from '../../testkit/testing.ts'

/** A (Armour 1) attacks B in close combat; B parries with Nemesis on A and a Rival beside it. */
function parryKill() {
  const s = scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, set: { armour: 1 } },
    { side: 'p1', pos: { x: 30, y: 10 } },
    {
      side: 'p2',
      pos: { x: 10, y: 12.05 },
      profile: { upgrades: [{ id: 'nemesis' }, { id: 'rivals' }, { id: 'parry', on: 'close' }] },
    },
    { side: 'p2', pos: { x: 20, y: 12.05 }, profile: ups('rivals') },
  ])
  setUpgradeState(unitOf(s, B), { nemesis: A })
  s.focus.p2 = 2
  // One hit (4); B defends with Close and rolls two sixes: 2 damage back.
  const hit = play(
    s,
    [
      { kind: 'activate', unit: A },
      { kind: 'attack', target: B },
    ],
    [4, 1, 1],
  )
  const defended = play(hit.state, [{ kind: 'defend', pool: 'close', evade: false }], [6, 6, 1])
  return play(defended.state, [{ kind: 'choose', option: 'parry' }])
}

test('GF-UPG-PARRY / GF-UPG-NEMESIS: a nemesis killed by a parry is destroyed by the parrying unit (+1VP at once)', () => {
  const { state, events } = parryKill()
  expect(unitOf(state, A).status).toBe('destroyed')
  expect(eventsOf(events, 'DamageDealt').at(-1)).toMatchObject({ unit: A, cause: B })
  expect(eventsOf(events, 'NemesisSlain')).toEqual([
    expect.objectContaining({ unit: B, nemesis: A, side: 'p2' }),
  ])
  expect(state.vp.p2).toBe(1)
})

test('GF-UPG-PARRY / GF-UPG-RIVALS: a kill by a parry lets the parrying unit’s rival attack for a focus point', () => {
  let { state } = parryKill()
  // B was attacked and may still react (its attacker is gone); it passes.
  if (testRuleset.prompt(state)?.kind === 'react') state = play(state, [{ kind: 'pass' }]).state
  expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'choose', id: 'rivals', unit: B2 })
})

function guarded(set: { shutDown?: boolean; knockedDown?: boolean }) {
  const s = two({}, {}, [
    { side: 'p2', pos: { x: 13, y: 15 }, profile: { loadout: NO_CLOSE, ...ups('guardian') }, set },
  ])
  s.focus.p2 = 2
  return testRuleset.prompt(attack(s, [4, 4, 1, 1, 1, 1]).state)
}

test('GF-UPG-GUARDIAN / GF-RULING-PROPOSED-GUARDIAN-DOWN: a shut-down guardian cannot step in; a knocked-down one can', () => {
  expect(guarded({})).toMatchObject({ kind: 'choose', id: 'guardian', options: ['decline', `guard:${B2}`] })
  expect(guarded({ shutDown: true })).not.toMatchObject({ kind: 'choose', id: 'guardian' })
  expect(guarded({ knockedDown: true })).toMatchObject({
    kind: 'choose',
    id: 'guardian',
    options: ['decline', `guard:${B2}`],
  })
})

test('GF-RULING-GUARDIAN-SOURCES: (partial) a Guardian is asked for the damage an attack does to its target, not yet for a Blast’s hits on the friends around it', () => {
  // T (p1:2) is shot with a Blast weapon; A (p1:0) stands 2.5" from T, inside the blast; the
  // Guardian (p1:1) is 2.5" from A.
  const T = 'unit:p1:2'
  const s = scenario(
    [
      { side: 'p1', pos: { x: 12.5, y: 20 }, facing: Math.PI / 2, profile: { armour: 20 } },
      { side: 'p1', pos: { x: 15, y: 20 }, facing: Math.PI / 2, profile: { armour: 20, ...ups('guardian') } },
      {
        side: 'p2',
        pos: { x: 10, y: 26 },
        facing: -Math.PI / 2,
        profile: { upgrades: [{ id: 'blast', on: 'short' }] },
      },
      { side: 'p1', pos: { x: 10, y: 20 }, facing: Math.PI / 2, profile: { armour: 20 } },
    ],
    { next: 'p2' },
  )
  const hit = play(
    s,
    [
      { kind: 'activate', unit: B },
      { kind: 'attack', target: T },
    ],
    [6, 6, 4, 1, 1, 1],
  )
  // The target's damage: the Guardian is asked.
  expect(testRuleset.prompt(hit.state)).toMatchObject({
    kind: 'choose',
    id: 'guardian',
    options: ['decline', 'guard:unit:p1:1'],
  })
  const blast = play(
    hit.state,
    [
      { kind: 'choose', option: 'decline' },
      { kind: 'power', spend: [{ id: 'blast', x: 2 }] },
    ],
    Array(8).fill(1),
  )
  // The blast's hits on A land on A: the power effects are applied in one go, with no point at
  // which a question could wait (the ruling row says what is left to do).
  expect(unitOf(blast.state, A).armour).toBe(18)
  expect(unitOf(blast.state, 'unit:p1:1').armour).toBe(20)
  expect(eventsOf(blast.events, 'GuardianSteppedIn')).toEqual([])
})
