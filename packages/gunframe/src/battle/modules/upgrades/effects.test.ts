import { describe, expect, test } from 'vitest'
import { canSpendFocus, focusFor, spendFocus } from '../../core/focus.ts'
import { activateAttack, activateLock, moveTo } from '../../testkit/decisions.ts'
import { A, A2, attackAB as attack, B, B2, N, S } from '../../testkit/fixtures.ts'
import { eventsOf, NO_CLOSE, play, reject, testRuleset, two, unitOf, ups } from '../../testkit/testing.ts'
import { standardModules } from '../index.ts'
import { initiativeBonus } from './effects/initiative.ts'

describe('pilot upgrades in battle', () => {
  test('GF-UPG-GUARDIAN: a friend within 3" pays a focus point and takes the damage instead', () => {
    const s = two({}, {}, [
      { side: 'p2', pos: { x: 12.5, y: 15 }, profile: { loadout: NO_CLOSE, ...ups('guardian') } },
    ])
    const { state } = attack(s, [4, 4, 1, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({
      seat: 'p2',
      kind: 'choose',
      id: 'guardian',
      options: ['decline', `guard:${B2}`],
    })
    const after = play(state, [{ kind: 'choose', option: `guard:${B2}` }]).state
    expect(unitOf(after, B).armour).toBe(8)
    expect(unitOf(after, B2).armour).toBe(6)
    expect(after.focus.p2).toBe(0)
  })

  test('GF-UPG-LUCKY: once a battle the attacker may roll its missed dice again', () => {
    const t = two({ profile: ups('lucky') }, {})
    const { state } = attack(t, [1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'choose', id: 'lucky-attack' })
    const { events, state: after } = play(state, [{ kind: 'choose', option: 'reroll' }], [4, 4, 6, 1, 1, 1])
    expect(eventsOf(events, 'LuckyReroll')[0]).toMatchObject({ dice: [4, 4, 6] })
    expect(unitOf(after, B).armour).toBe(5)
    expect(unitOf(after, A).upgradeState.used).toContain('lucky')
  })

  test('GF-UPG-ACE: N more focus points may go on the unit in a turn; GF-UPG-HERO: +1 focus a turn', () => {
    const s = two({ profile: { upgrades: [{ id: 'ace', n: 1 }] } }, {}, [
      { side: 'p1', pos: { x: 20, y: 5 } },
      { side: 'p1', pos: { x: 25, y: 5 } },
    ])
    const u = unitOf(s, A)
    expect(s.focus.p1).toBe(2)
    spendFocus(standardModules(), s, u)
    expect(canSpendFocus(standardModules(), s, u)).toBe(true)
    spendFocus(standardModules(), s, u)
    expect(s.focus.p1).toBe(0)
    const h = two({ profile: ups('hero') }, {})
    expect(focusFor(standardModules(), h.units, 'p1')).toBe(2)
  })

  test('GF-UPG-LEADER: a special action puts Evade counters on N friends within 8" (itself allowed, ruling 13)', () => {
    const s = two({ profile: { upgrades: [{ id: 'leader', n: 2 }] } }, {}, [
      { side: 'p1', pos: { x: 15, y: 10 } },
    ])
    const { state } = play(s, [
      { kind: 'activate', unit: A },
      { kind: 'special', use: 'leader' },
    ])
    expect(testRuleset.prompt(state)).toMatchObject({
      kind: 'choose',
      id: 'leader',
      options: ['done', A, A2],
    })
    const after = play(state, [
      { kind: 'choose', option: A2 },
      { kind: 'choose', option: A },
    ]).state
    expect([unitOf(after, A).counters.evade, unitOf(after, A2).counters.evade]).toEqual([true, true])
  })

  test('GF-UPG-MECHANIC: a special action repairs 1 on a friend in contact; GF-UPG-REPAIR-SYSTEMS regains D3', () => {
    const s = two({ profile: ups('mechanic', 'repair-systems'), set: { armour: 4 } }, {}, [
      { side: 'p1', pos: { x: 12.05, y: 10 }, set: { armour: 5 } },
    ])
    const { state } = play(s, [
      { kind: 'activate', unit: A },
      { kind: 'special', use: 'mechanic', target: A2 },
    ])
    expect(unitOf(state, A2).armour).toBe(6)
    const r = play(state, [{ kind: 'special', use: 'repair-systems' }], [5])
    expect(unitOf(r.state, A).armour).toBe(7)
  })

  test('GF-UPG-SPITEFUL: a special action deals 1 to a knocked-down enemy in contact', () => {
    const s = two({ profile: ups('spiteful') }, { pos: { x: 10, y: 12.05 }, set: { knockedDown: true } })
    const { state } = play(s, [
      { kind: 'activate', unit: A },
      { kind: 'special', use: 'spiteful', target: B },
    ])
    expect(unitOf(state, B).armour).toBe(7)
  })

  test('GF-UPG-VETERAN: shaking a lock with an evade action also places an Evade counter', () => {
    const s = two({ profile: ups('veteran'), set: { lock: true } }, {})
    const { state } = play(s, [{ kind: 'activate', unit: A }, { kind: 'evade' }])
    expect(unitOf(state, A)).toMatchObject({ counters: { lock: false, evade: true } })
  })

  test('GF-UPG-TARGET-TRACKING: stripping an Evade with a lock also locks; GF-UPG-DEFENSE-MATRIX needs a roll', () => {
    const s = two({ profile: ups('target-tracking') }, { set: { evade: true } })
    const { state } = play(s, activateLock(A, B))
    expect(unitOf(state, B)).toMatchObject({ counters: { evade: false, lock: true } })
    const m = two({}, { profile: { loadout: NO_CLOSE, ...ups('defense-matrix') } })
    const failed = play(m, activateLock(A, B), [3]).state
    expect(unitOf(failed, B).counters.lock).toBe(false)
  })

  test('GF-UPG-WELL-OILED: a placed lock lets the partner attack that enemy for a focus point', () => {
    const s = two({ profile: ups('well-oiled') }, {}, [
      { side: 'p1', pos: { x: 14, y: 10 }, profile: ups('well-oiled') },
    ])
    const { state } = play(s, activateLock(A, B))
    expect(testRuleset.prompt(state)).toMatchObject({
      seat: 'p1',
      kind: 'choose',
      id: 'well-oiled',
      unit: A2,
    })
    const after = play(state, [{ kind: 'choose', option: 'attack' }]).state
    expect(after.stack.at(-1)).toMatchObject({
      t: 'activation',
      unit: A2,
      bonus: { only: 'attack', target: B },
    })
    expect(reject(after, { kind: 'lock', target: B })).toBe('gunframe/bonus_only')
    expect(unitOf(after, A2).turn.activated).toBe(false)
  })

  test('GF-UPG-WINGMAN: after a move the other wingman may move too, for a focus point', () => {
    const s = two({ profile: ups('wingman') }, { pos: { x: 30, y: 30 } }, [
      { side: 'p1', pos: { x: 14, y: 10 }, profile: ups('wingman') },
    ])
    let { state } = play(s, [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 12 }, N)])
    if (state.stack.at(-1)?.t === 'react') state = play(state, [{ kind: 'pass' }]).state
    expect(testRuleset.prompt(state)).toMatchObject({
      kind: 'choose',
      id: 'wingman',
      unit: A2,
      options: ['decline', 'move'],
    })
    const after = play(state, [{ kind: 'choose', option: 'move' }]).state
    expect(after.stack.at(-1)).toMatchObject({
      t: 'activation',
      unit: A2,
      bonus: { reason: 'wingman', only: 'move' },
    })
  })

  test('GF-UPG-RIVALS: when one rival destroys an enemy the other may attack for a focus point', () => {
    const s = two({ profile: ups('rivals') }, { set: { armour: 1 } }, [
      { side: 'p1', pos: { x: 20, y: 10 }, profile: ups('rivals') },
    ])
    const { state } = attack(s, [4, 1, 1, 1, 1, 1])
    expect(unitOf(state, B).status).toBe('destroyed')
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'choose', id: 'rivals', unit: A2 })
  })

  test('GF-UPG-LOVERS: a lover destroyed in sight gives the other a free two-action activation', () => {
    const s = two({}, { set: { armour: 1 }, profile: { loadout: NO_CLOSE, ...ups('lovers') } }, [
      { side: 'p2', pos: { x: 14, y: 18 }, facing: S, profile: ups('lovers') },
    ])
    const { state } = attack(s, [4, 1, 1, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ seat: 'p2', kind: 'choose', id: 'lovers', unit: B2 })
    const after = play(state, [{ kind: 'choose', option: 'activate' }]).state
    expect(after.stack.at(-1)).toMatchObject({
      t: 'activation',
      unit: B2,
      actionsLeft: 2,
      bonus: { reason: 'lovers' },
    })
  })

  test('GF-UPG-QUICK-REFLEXES: once a game the unit reacts without a focus point — only when the player picks it', () => {
    const s = two({}, { profile: { loadout: NO_CLOSE, ...ups('quick-reflexes') } })
    s.focus.p2 = 0
    const { state } = attack(s, [1, 1, 1, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({ kind: 'react', units: [B] })
    // A reaction that means to pay and cannot is refused, never turned into the free one.
    expect(reject(state, { kind: 'react', unit: B, action: 'evade' })).toBe('gunframe/no_focus')
    const offered = testRuleset.legal(state).filter((d) => d.kind === 'react')
    expect(offered.length).toBeGreaterThan(0)
    expect(offered.every((d) => d.kind === 'react' && d.free === true)).toBe(true)
    const after = play(state, [{ kind: 'react', unit: B, action: 'evade', free: true }]).state
    expect(unitOf(after, B).upgradeState.used).toContain('quick-reflexes')
    // Used up: a second free reaction is refused with its own code.
    const plain = two({}, { profile: { loadout: NO_CLOSE } })
    plain.focus.p2 = 1
    const noQr = attack(plain, [1, 1, 1, 1, 1, 1]).state
    expect(reject(noQr, { kind: 'react', unit: B, action: 'evade', free: true })).toBe(
      'gunframe/no_quick_reflexes',
    )
  })

  test('GF-UPG-BUDDIES: when one buddy is attacked the other may react as if attacked', () => {
    const s = two({}, { profile: { loadout: NO_CLOSE, ...ups('buddies') }, set: { activated: true } }, [
      { side: 'p2', pos: { x: 20, y: 20 }, facing: S, profile: ups('buddies') },
    ])
    const { state } = attack(s, [1, 1, 1, 1, 1, 1])
    expect(testRuleset.prompt(state)).toMatchObject({
      kind: 'react',
      trigger: { type: 'attacked', unit: B2 },
    })
  })

  test('GF-UPG-RAPID-RELOAD: the weapon fires again without a focus point; GF-UPG-RAPID-REBOOT: one special reboots', () => {
    const s = two({ profile: { upgrades: [{ id: 'rapid-reload', on: 'short' }] } }, {})
    s.focus.p1 = 0
    const { state } = play(s, activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    const p = state.stack.at(-1)?.t === 'react' ? play(state, [{ kind: 'pass' }]).state : state
    expect(testRuleset.legal(p).some((d) => d.kind === 'attack' && d.rapidFire === true)).toBe(true)
    const r = two({ profile: ups('rapid-reboot'), set: { shutDown: true } }, {})
    const after = play(r, [{ kind: 'activate', unit: A }, { kind: 'special' }]).state
    expect(unitOf(after, A).counters.shutDown).toBe(false)
  })

  test('GF-UPG-CLOAKING: enemies may not react to its moves', () => {
    const s = two({ profile: ups('cloaking') }, {})
    const { state } = play(s, [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 11, y: 10 }, N)])
    expect(state.stack.some((f) => f.t === 'react')).toBe(false)
  })

  test('GF-UPG-EXTREME-RANGE: a long weapon reaches 32"; GF-UPG-INDIRECT-FIRE fires unseen at a locked target', () => {
    const far = two(
      { profile: { upgrades: [{ id: 'extreme-range', on: 'long' }] } },
      { pos: { x: 10, y: 40 } },
    )
    far.field = { ...far.field, depth: 48 }
    expect(
      play(far, activateAttack(A, B), [1, 1, 1, 1, 1, 1]).events.some((e) => e.type === 'AttackDeclared'),
    ).toBe(true)
    const hid = two(
      { profile: { upgrades: [{ id: 'indirect-fire', on: 'short' }] }, facing: S },
      { set: { lock: true } },
    )
    const { events, state } = play(hid, activateAttack(A, B), [1, 1, 1, 1, 1, 1, 1])
    expect(eventsOf(events, 'AttackDeclared')[0]).toMatchObject({ modifiers: ['indirect'] })
    expect(unitOf(state, B).counters.lock).toBe(false)
    // Obscured: Defense 3 + 1.
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ pool: 4 })
  })

  test('GF-UPG-TACTICIAN: +1 to its side’s initiative rolls; GF-UPG-COMMAND-MODULE counts once', () => {
    const s = two({ profile: ups('tactician', 'command-module') }, {}, [
      { side: 'p1', pos: { x: 20, y: 5 }, profile: ups('command-module') },
    ])
    expect(initiativeBonus(s, 'p1')).toBe(2)
    expect(initiativeBonus(s, 'p2')).toBe(0)
  })
})
