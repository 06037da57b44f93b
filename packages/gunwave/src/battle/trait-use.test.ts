/** §4 who may use a trait where: a pilot’s own traits on foot, regular damage as a weapon attack, mending while disabled. */
import { describe, expect, test } from 'vitest'
import {
  duel,
  eventsOf,
  mecha,
  pilot,
  plainSheet,
  play,
  reject,
  script,
  sheet,
  turn,
} from '../testkit/index.ts'

const order = (action: unknown, actor = 'pilot:p1', seat = 'p1') =>
  ({ seat, kind: 'order', actor, action }) as never
const trait = (id: string, target?: string) => ({
  type: 'trait' as const,
  trait: id,
  ...(target ? { target } : {}),
})
/** A second player keeps the players’ side in the fight while p1 is on foot. */
const wing = { seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 0, y: 11 } }

describe('using traits', () => {
  test('GW-TRAIT-EQUIPMENT: a pilot’s own traits work on foot — only the mecha’s equipment needs mounting', () => {
    const s = duel({ player: sheet('psychic'), players: [wing], npcAt: { x: 5, y: 5 } })
    const out = play(s, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' }).state
    // Psychic blast (the Augmented race’s trait, Brains dice) from the ground, 2 squares off.
    const a = turn(script(out, [5, 1, 1]), { 'pilot:p1': trait('psychic-blast', 'mecha:foe') })
    const blast = eventsOf(a.events, 'Attack')[0]
    expect([blast?.kind, blast?.log.attacker, blast?.pool.dice]).toEqual(['trait', 'pilot:p1', 3])
    expect(mecha(a.state, 'foe').armor).toBe(38)
    // A background trait that only cleanses goes with the pilot too.
    const tired = structuredClone(out)
    tired.pilots['pilot:p1']!.effects.push({ id: 'wearied', duration: 'save' })
    const b = turn(tired, { 'pilot:p1': trait('combat-stims') })
    expect(pilot(b.state, 'p1').effects).toEqual([])
    // The mecha’s own trait stays behind; mending needs a mecha to mend.
    expect(reject(out, order(trait('overload-spike', 'mecha:foe')))).toBe('gunwave/on_foot')
    const scav = play(duel({ player: sheet('scavenger'), players: [wing] }), {
      seat: 'p1',
      kind: 'eject',
      actor: 'pilot:p1',
    }).state
    expect(reject(scav, order(trait('field-repair')))).toBe('gunwave/on_foot')
  })

  test('GW-RULING-REGULAR-WEAPON: regular damage is an attack with an active weapon, so the bans on weapons bar it', () => {
    const s = duel({ npcAt: { x: 7, y: 5 }, playerAt: { x: 6, y: 5 } })
    // Surprised: no firing, so no missile barrage or cold fury off the rifle…
    const surprised = structuredClone(s)
    surprised.pilots['pilot:p1']!.effects.push({ id: 'surprised', duration: 'save' })
    expect(reject(surprised, order(trait('missile-barrage', 'mecha:foe')))).toBe('gunwave/surprised')
    expect(reject(surprised, order(trait('cold-fury', 'mecha:foe')))).toBe('gunwave/surprised')
    // …but with the sword drawn it is a swing at the mecha beside it.
    surprised.mecha['mecha:p1']!.weapons[1]!.active = true
    expect(() => play(surprised, order(trait('cold-fury', 'mecha:foe')))).not.toThrow()
    // Grabbed or grabbing: no weapons at all (§6.5.7).
    const held = structuredClone(s)
    held.mecha['mecha:p1']!.grabbedBy = 'mecha:foe'
    held.mecha['mecha:foe']!.grabbing = 'mecha:p1'
    held.mecha['mecha:foe']!.grabTurn = 1
    expect(reject(held, order(trait('missile-barrage', 'mecha:foe')))).toBe('gunwave/grab_no_weapons')
    expect(reject(held, order(trait('cold-fury', 'mecha:foe')))).toBe('gunwave/grab_no_weapons')
    expect(
      reject(held, order({ type: 'trait', trait: 'cold-fury', target: 'mecha:p1' }, 'pilot:foe', 'narrator')),
    ).toBe('gunwave/grab_no_weapons')
    // A trait that is not regular damage is no weapon attack: it still works in a grab.
    expect(() => play(held, order(trait('mark-target', 'mecha:foe')))).not.toThrow()
    // On foot there is no active weapon to make it with.
    const out = play(duel({ players: [wing], npcAt: { x: 5, y: 5 } }), {
      seat: 'p1',
      kind: 'eject',
      actor: 'pilot:p1',
    }).state
    expect(reject(out, order(trait('cold-fury', 'mecha:foe')))).toBe('gunwave/weapon_inactive')
  })

  test('GW-RULING-DISABLED-REPAIR GW-CMB-DISABLED-OPTIONAL: under the optional rule a repair sealed before the mecha was disabled is not made, and costs nothing', () => {
    const s = duel({ options: { operationalDisabled: true } })
    s.mecha['mecha:foe']!.armor = 1
    // The shot at its square lands first and disables it; its repair then comes to nothing.
    const r = turn(script(s, [5, 1, 1, 1, 1, 4, 4]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 } } },
      'pilot:foe': { type: 'repair', what: 'armor' },
    })
    const f = mecha(r.state, 'foe')
    expect([f.disabled, f.armor, f.repairOps]).toEqual([true, 0, 5])
    expect(eventsOf(r.events, 'Repaired')).toEqual([])
    expect(eventsOf(r.events, 'OrderLost')).toEqual([
      { type: 'OrderLost', actor: 'pilot:foe', what: 'repair armor', why: 'the mecha is disabled' },
    ])
  })

  test('GW-RULING-DISABLED-REPAIR: a trait that mends Armor is refused on a disabled mecha, and lost unspent if the mecha is disabled before it resolves', () => {
    const s = duel({ player: sheet('scavenger'), options: { operationalDisabled: true } })
    const down = structuredClone(s)
    Object.assign(down.mecha['mecha:p1']!, { disabled: true, armor: 0, before: { energy: 60, speed: 2 } })
    expect(reject(down, order(trait('field-repair')))).toBe('gunwave/disabled')
    // Sealed while running; the foe’s shot lands first (§6.2) and switches it off.
    s.mecha['mecha:p1']!.armor = 1
    const r = turn(script(s, [5, 1, 1, 1, 1, 4, 4]), {
      'pilot:p1': trait('field-repair'),
      'pilot:foe': { type: 'move-fire', fire: { weapon: 0, at: { x: 2, y: 5 } } },
    })
    expect([mecha(r.state, 'p1').disabled, mecha(r.state, 'p1').armor]).toEqual([true, 0])
    expect(eventsOf(r.events, 'OrderLost').map((e) => e.what)).toEqual(['Field repair'])
    expect(pilot(r.state, 'p1').traitsSpent).not.toContain('field-repair')
  })
})
