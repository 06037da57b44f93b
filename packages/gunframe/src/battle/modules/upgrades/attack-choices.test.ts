// Unit Construction › Upgrades: Parry (a kill by parrying), Guardian (who may step in).
import { expect, test } from 'vitest'
import { setUpgradeState } from '../../core/unit/write.ts'
import { moveTo } from '../../testkit/decisions.ts'
import { A, attackAB as attack, B, B2, N } from '../../testkit/fixtures.ts'
import {
  eventsOf,
  NO_CLOSE,
  type Placed,
  play,
  scenario,
  testRuleset,
  two,
  unitOf,
  ups,
} from '../../testkit/testing.ts'

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

/** The target of the Guardian tests below: T, p1's third unit. */
const T = 'unit:p1:2'

/**
 * p2's unit (`shooter`, the one activated) hits T with 3 hits (6, 6, 4) that its defense (1, 1, 1)
 * does not stop; A (p1:0) stands 2.5" beside T and a Guardian (p1:1) 2.5" beside A.
 */
function shotBeside(shooter: Partial<Placed>, target: Partial<Placed>) {
  const s = scenario(
    [
      { side: 'p1', pos: { x: 12.5, y: 20 }, facing: Math.PI / 2, profile: { armour: 20 } },
      { side: 'p1', pos: { x: 15, y: 20 }, facing: Math.PI / 2, profile: { armour: 20, ...ups('guardian') } },
      { side: 'p2', pos: { x: 10, y: 26 }, facing: -Math.PI / 2, ...shooter },
      { side: 'p1', pos: { x: 10, y: 20 }, facing: Math.PI / 2, ...target },
    ],
    { next: 'p2' },
  )
  return play(
    s,
    [
      { kind: 'activate', unit: B },
      { kind: 'attack', target: T },
    ],
    [6, 6, 4, 1, 1, 1],
  )
}

test('GF-RULING-GUARDIAN-SOURCES: a Guardian is asked for the damage an attack does to its target, and again for a Blast’s hits on a friend beside it', () => {
  // T (p1:2) is shot with a Blast weapon; A (p1:0) stands 2.5" from T, inside the blast; the
  // Guardian (p1:1) is 2.5" from A.
  const hit = shotBeside(
    { profile: { upgrades: [{ id: 'blast', on: 'short' }] } },
    { profile: { armour: 20 } },
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
  // A rolled its defense against the blast's 2 hits (all ones: 2 damage), and the Guardian, 2.5"
  // from A, is asked before the damage lands; the attack waits.
  expect(eventsOf(blast.events, 'PowerHits')).toEqual([
    expect.objectContaining({ unit: A, hits: 2, damage: 2 }),
  ])
  expect(testRuleset.prompt(blast.state)).toMatchObject({
    kind: 'choose',
    id: 'guardian-splash',
    options: ['decline', 'guard:unit:p1:1'],
    data: { for: A, damage: 2 },
  })
  expect(unitOf(blast.state, A).armour).toBe(20)
  expect(eventsOf(blast.events, 'AttackResolved')).toEqual([])
  // Stepping in: the Guardian pays its focus point and takes the 2; the attack then closes.
  const focus = blast.state.focus.p1 ?? 0
  const guarded = play(blast.state, [{ kind: 'choose', option: 'guard:unit:p1:1' }])
  expect(unitOf(guarded.state, 'unit:p1:1').armour).toBe(18)
  expect(unitOf(guarded.state, A).armour).toBe(20)
  expect(guarded.state.focus.p1).toBe(focus - 1)
  expect(eventsOf(guarded.events, 'GuardianSteppedIn')).toEqual([
    expect.objectContaining({ unit: 'unit:p1:1', for: A }),
  ])
  expect(eventsOf(guarded.events, 'AttackResolved')).toHaveLength(1)
  // Declining: the 2 land on A, as they would with no Guardian near.
  const declined = play(blast.state, [{ kind: 'choose', option: 'decline' }])
  expect(unitOf(declined.state, A).armour).toBe(18)
  expect(unitOf(declined.state, 'unit:p1:1').armour).toBe(20)
  expect(eventsOf(declined.events, 'AttackResolved')).toHaveLength(1)
  // A question an earlier effect put above the attack (a destroyed combined form's members to
  // place) does not hide the attack from the answer; it is still there to answer afterwards.
  const above = structuredClone(blast.state)
  const asked = above.stack.pop()
  if (!asked) throw new Error('no question')
  above.stack.push(
    { t: 'choice', id: 'lovers', seat: 'p1', unit: A, options: ['decline', 'activate'] },
    asked,
  )
  const under = play(above, [{ kind: 'choose', option: 'decline' }])
  expect(unitOf(under.state, A).armour).toBe(18)
  expect(under.state.stack.some((f) => f.t === 'attack')).toBe(false)
  expect(under.state.stack.some((f) => f.t === 'choice' && f.id === 'lovers')).toBe(true)
})

test('GF-RULING-GUARDIAN-SOURCES / GF-POW-EXPLODE: a Guardian may take the point of damage an Explode does to a friend beside the wreck', () => {
  // As above, but T (Armour 2) is destroyed by the hit and blows up 2" round its centre.
  const hit = shotBeside({}, { set: { armour: 2 } })
  const wreck = play(hit.state, [{ kind: 'choose', option: 'decline' }])
  expect(unitOf(wreck.state, T).status).toBe('destroyed')
  const boom = play(wreck.state, [{ kind: 'power', spend: [{ id: 'explode', x: 2 }] }])
  expect(testRuleset.prompt(boom.state)).toMatchObject({
    kind: 'choose',
    id: 'guardian-splash',
    options: ['decline', 'guard:unit:p1:1'],
    data: { for: A, damage: 1 },
  })
  const guarded = play(boom.state, [{ kind: 'choose', option: 'guard:unit:p1:1' }])
  expect([unitOf(guarded.state, A).armour, unitOf(guarded.state, 'unit:p1:1').armour]).toEqual([20, 19])
  expect(eventsOf(guarded.events, 'AttackResolved')).toHaveLength(1)
  // The greedy bot keeps its focus (it declines, as it does for a Guardian at the hit).
  expect(testRuleset.legal(boom.state)[0]).toMatchObject({ kind: 'choose', option: 'decline' })
})

test('GF-RULING-GUARDIAN-SOURCES / GF-MOVE-DISENGAGE: a Guardian may take the damage of a friend’s failed disengage; the move then goes on', () => {
  // A (p1:0) fails to break away from the enemy (roll 3) and takes the damage to go; its Guardian
  // (p1:1) stands 2" away.
  const s = scenario([
    { side: 'p1', pos: { x: 10, y: 10 } },
    { side: 'p1', pos: { x: 14, y: 10 }, profile: ups('guardian') },
    { side: 'p2', pos: { x: 10, y: 12 }, set: { activated: true } },
  ])
  const failed = play(
    s,
    [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 6 }, N)],
    [3],
  ).state
  const asked = play(failed, [{ kind: 'disengage', choice: 'take-damage' }])
  expect(testRuleset.prompt(asked.state)).toMatchObject({
    kind: 'choose',
    id: 'guardian-disengage',
    options: ['decline', 'guard:unit:p1:1'],
    data: { for: A, damage: 3 },
  })
  expect(unitOf(asked.state, A).pos).toEqual({ x: 10, y: 10 })
  const guarded = play(asked.state, [{ kind: 'choose', option: 'guard:unit:p1:1' }])
  expect(unitOf(guarded.state, A)).toMatchObject({ pos: { x: 10, y: 6 }, armour: 8 })
  expect(unitOf(guarded.state, 'unit:p1:1').armour).toBe(5)
  expect(eventsOf(guarded.events, 'GuardianSteppedIn')).toEqual([
    expect.objectContaining({ unit: 'unit:p1:1', for: A }),
  ])
  // Declined: the mover takes the 3 and goes, as without a Guardian.
  const declined = play(asked.state, [{ kind: 'choose', option: 'decline' }])
  expect(unitOf(declined.state, A)).toMatchObject({ pos: { x: 10, y: 6 }, armour: 5 })
  expect(testRuleset.prompt(declined.state)?.kind).toBe('action')
  // The disengage itself is no longer open to a second answer.
  expect(testRuleset.apply(asked.state, { seat: 'p1', kind: 'disengage', choice: 'stop' }).ok).toBe(false)
})
