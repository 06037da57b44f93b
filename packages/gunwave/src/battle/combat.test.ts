/** §6 combat: simultaneous orders, phases, reaction groups, weapons, subsystems, grabs, locks, repairs. */
import { describe, expect, test } from 'vitest'
import {
  duel,
  eventsOf,
  mecha,
  pilot,
  plainSheet,
  play,
  reject,
  ruleset,
  script,
  turn,
} from '../testkit/index.ts'
import { explode } from './damage.ts'
import { minorsFor } from './legal.ts'
import type { GwEvent } from './types.ts'

const fire = (x: number, y: number, weapon = 0) => ({
  type: 'move-fire' as const,
  fire: { weapon, at: { x, y } },
})
const ones = (n: number) => new Array(n).fill(1) as number[]
const sword = plainSheet({
  mecha: {
    weapons: [
      { weapon: 'beam-sword' },
      { weapon: 'beam-rifle' },
      { weapon: 'machine-gun', ammo: 'standard' },
    ],
  },
})

describe('combat', () => {
  test('GW-CMB-REVEALED-VIEW: once the orders are revealed every seat sees them all, until the turn ends', () => {
    const s0 = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    const a = play(
      script(s0, ones(10)),
      { seat: 'p2', kind: 'order', actor: 'pilot:p2', action: fire(8, 5) },
      { seat: 'p1', kind: 'order', actor: 'pilot:p1', action: { type: 'skip' } },
      { seat: 'narrator', kind: 'order', actor: 'pilot:foe', action: { type: 'skip' } },
      { seat: 'narrator', kind: 'ready' },
    )
    expect(a.state.phase).toBe('minor')
    for (const seat of ['p1', 'spectator', 'narrator']) {
      const v = ruleset.view(a.state, seat) as { orders: Record<string, unknown> }
      expect(v.orders['pilot:p2'], seat).toEqual(fire(8, 5))
      expect(v.orders['pilot:foe'], seat).toEqual({ type: 'skip' })
    }
  })

  test('GW-CMB-SIMULTANEOUS: orders are sealed in any order, hidden from other seats, resolved once all are in', () => {
    const s0 = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    expect(ruleset.prompt(s0)).toMatchObject({ kind: 'orders', seats: ['narrator', 'p1', 'p2'] })
    const a = play(s0, { seat: 'p2', kind: 'order', actor: 'pilot:p2', action: fire(8, 5) })
    expect(a.state.phase).toBe('action')
    const p1View = ruleset.view(a.state, 'p1') as { orders: Record<string, unknown> }
    expect(p1View.orders['pilot:p2']).toEqual({ sealed: true })
    const p2View = ruleset.view(a.state, 'p2') as { orders: Record<string, unknown> }
    expect(p2View.orders['pilot:p2']).toEqual(fire(8, 5))
    expect(reject(a.state, { seat: 'p2', kind: 'order', actor: 'pilot:p2', action: { type: 'skip' } })).toBe(
      'engine/not_your_turn',
    )
    expect(reject(a.state, { seat: 'p1', kind: 'order', actor: 'pilot:p2', action: { type: 'skip' } })).toBe(
      'gunwave/not_your_pilot',
    )
    expect(ruleset.prompt(a.state)).toMatchObject({ seats: ['narrator', 'p1'] })
    const b = play(
      script(a.state, ones(5)),
      { seat: 'p1', kind: 'order', actor: 'pilot:p1', action: { type: 'skip' } },
      { seat: 'narrator', kind: 'order', actor: 'pilot:foe', action: { type: 'skip' } },
    )
    expect(b.state.phase).toBe('action')
    const c = play(b.state, { seat: 'narrator', kind: 'ready' })
    expect(c.state.phase).toBe('minor')
    expect(eventsOf(c.events, 'OrdersRevealed')[0]?.orders['pilot:p2']).toEqual(fire(8, 5))
  })

  test('GW-CMB-PHASES: action, reaction, minor, energy consumption in that order', () => {
    const { events } = turn(script(duel(), ones(5)), { 'pilot:p1': fire(8, 5) })
    const phases = eventsOf(events, 'PhaseStarted').map((e) => e.phase)
    expect(phases).toEqual(['reaction', 'minor', 'energy', 'action'])
  })

  test('GW-CMB-SQUARE GW-RULING-RANGED-TIMING: a shot lands on its square after movement — it misses a target that moved and hits whoever is there', () => {
    const s = duel({ more: [{ id: 'b', sheet: plainSheet({ pilot: { name: 'B' } }), at: { x: 8, y: 7 } }] })
    const r = turn(script(s, [5, 5, 1, 1, 1]), {
      'pilot:p1': fire(8, 6),
      'pilot:foe': { type: 'move-fire', move: { x: 9, y: 4 } },
      'pilot:b': { type: 'move-fire', move: { x: 8, y: 6 } },
    })
    expect(mecha(r.state, 'foe').armor).toBe(40)
    expect(mecha(r.state, 'b').armor).toBe(38)
  })

  test('GW-CMB-MELEE-RANGE: a melee attack names a mecha, which must still be within reach', () => {
    const s = duel({ player: sword, playerAt: { x: 2, y: 5 }, npcAt: { x: 3, y: 5 } })
    const r = turn(s, {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } },
      'pilot:foe': { type: 'move-fire', move: { x: 5, y: 5 } },
    })
    expect(eventsOf(r.events, 'Attack')[0]?.noRoll).toBe('target out of reach')
  })

  test('GW-CMB-SPILL GW-RULING-SPILL: three hitting dice deal 1 to every mecha touching the spot, even if Jittery halves the damage', () => {
    const s = duel({ more: [{ id: 'b', sheet: plainSheet({ pilot: { name: 'B' } }), at: { x: 9, y: 6 } }] })
    s.pilots['pilot:p1']!.effects.push({ id: 'jittery', duration: 'save' })
    const r = turn(script(s, [5, 5, 5, 1, 1, 1, 1]), { 'pilot:p1': fire(8, 5) })
    expect(mecha(r.state, 'foe').armor).toBe(39)
    expect(mecha(r.state, 'b').armor).toBe(39)
  })

  test('GW-CMB-GROUPS GW-RULING-LATE-GROUP: NPCs resolve highest rank first; a mecha disabled in an earlier group loses its attack', () => {
    const vet = plainSheet({
      pilot: { name: 'Vet', piloting: 3 },
      mecha: { weapons: [{ weapon: 'beam-sword' }] },
    })
    const rook = plainSheet({
      pilot: { name: 'Rook', piloting: 1 },
      mecha: { weapons: [{ weapon: 'beam-sword' }] },
    })
    const s = duel({
      player: sword,
      playerAt: { x: 5, y: 5 },
      npc: rook,
      npcAt: { x: 6, y: 5 },
      more: [{ id: 'vet', sheet: vet, at: { x: 4, y: 5 } }],
    })
    s.mecha['mecha:foe']!.armor = 1
    // Vet's group first (p1 does not attack it): vet hits p1. Then rook's group: p1 and rook together.
    const r = turn(script(s, ones(60)), {
      'pilot:vet': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:p1' } },
      'pilot:foe': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:p1' } },
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } },
    })
    const order = eventsOf(r.events, 'Attack').map((a) => a.log.attacker)
    expect(order[0]).toBe('mecha:vet')
    expect(order.slice(1).sort()).toEqual(['mecha:foe', 'mecha:p1'])
    // Disabled before its group: a dead-stick rook in a later group does not attack.
    const s2 = duel({
      player: sword,
      playerAt: { x: 5, y: 5 },
      npc: rook,
      npcAt: { x: 6, y: 5 },
      more: [{ id: 'vet', sheet: vet, at: { x: 4, y: 5 } }],
    })
    s2.mecha['mecha:foe']!.armor = 1
    s2.mecha['mecha:p1']!.weapons[1]!.active = true
    const r2 = turn(script(s2, [5, ...ones(40)]), {
      'pilot:p1': fire(6, 5, 1),
      'pilot:foe': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:p1' } },
    })
    expect(eventsOf(r2.events, 'Attack').map((a) => a.log.attacker)).toEqual(['mecha:p1'])
  })

  test('GW-CMB-SPARKING: at half Armor or less (rounded down) a mecha sparks', () => {
    const s = duel()
    s.mecha['mecha:foe']!.armor = 21
    const r = turn(script(s, [5, 1, 1, 1, 1]), { 'pilot:p1': fire(8, 5) })
    expect(eventsOf(r.events, 'Sparking')).toHaveLength(1)
    expect(mecha(r.state, 'foe').sparking).toBe(true)
  })

  test('GW-CMB-DISABLED GW-RULING-ARMOR-ZERO: at 0 Armor Energy and Speed drop to 0; 2d6 each turn: 12 returns with 1 Armor, 1–5 marks, three marks explode and eject', () => {
    const s = duel({ more: [{ id: 'b', sheet: plainSheet({ pilot: { name: 'B' } }), at: { x: 14, y: 1 } }] })
    s.mecha['mecha:foe']!.armor = 2
    const a = turn(script(s, [5, 5, 5, 1, 1, 3, 2]), { 'pilot:p1': fire(8, 5) })
    const foe = mecha(a.state, 'foe')
    expect([foe.armor, foe.energy, foe.speed, foe.disabled, foe.marks]).toEqual([0, 0, 0, true, 1])
    expect(
      reject(a.state, {
        seat: 'narrator',
        kind: 'order',
        actor: 'pilot:foe',
        action: { type: 'repair', what: 'armor' },
      }),
    ).toBe('gunwave/disabled')
    const b = turn(script(a.state, [6, 6]), {})
    expect([
      mecha(b.state, 'foe').armor,
      mecha(b.state, 'foe').disabled,
      mecha(b.state, 'foe').speed,
    ]).toEqual([1, false, 2])
    const c = structuredClone(a.state)
    c.mecha['mecha:foe']!.marks = 2
    const d = turn(script(c, [2, 2]), {})
    expect(mecha(d.state, 'foe').destroyed).toBe(true)
    expect(pilot(d.state, 'foe').in).toBeNull()
  })

  test('GW-CMB-DISABLED-OPTIONAL: optionally the mecha keeps going at half Speed; 8–11 nothing, 1–7 marks', () => {
    const s = duel({ options: { operationalDisabled: true } })
    s.mecha['mecha:foe']!.armor = 1
    const a = turn(script(s, [5, 1, 1, 1, 1, 3, 4]), { 'pilot:p1': fire(8, 5) })
    const foe = mecha(a.state, 'foe')
    expect([foe.disabled, foe.marks, a.state.result]).toEqual([true, 1, null])
    expect(() =>
      play(a.state, {
        seat: 'narrator',
        kind: 'order',
        actor: 'pilot:foe',
        action: { type: 'move-fire', move: { x: 7, y: 5 } },
      }),
    ).not.toThrow()
    expect(
      reject(a.state, {
        seat: 'narrator',
        kind: 'order',
        actor: 'pilot:foe',
        action: { type: 'move-fire', move: { x: 6, y: 5 } },
      }),
    ).toBe('gunwave/too_far')
  })

  test('GW-CMB-LOCK: a lock turns ranged shots onto the mecha; only it may be attacked until the lock breaks', () => {
    const s = duel({ more: [{ id: 'b', sheet: plainSheet({ pilot: { name: 'B' } }), at: { x: 8, y: 8 } }] })
    const a = turn(s, { 'pilot:p1': { type: 'lock', target: 'mecha:foe' } })
    expect(mecha(a.state, 'p1').lock).toEqual({ target: 'mecha:foe', since: 1 })
    expect(
      reject(a.state, {
        seat: 'p1',
        kind: 'order',
        actor: 'pilot:p1',
        action: { type: 'move-fire', fire: { weapon: 0, target: 'mecha:b' } },
      }),
    ).toBe('gunwave/locked')
    const b = turn(script(a.state, [5, 5, 1, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } },
      'pilot:foe': { type: 'move-fire', move: { x: 7, y: 3 } },
    })
    expect(mecha(b.state, 'foe').armor).toBe(38)
    // Letting go is offered among the minor actions (bots and the table list only what legal() offers).
    expect(minorsFor(b.state, pilot(b.state, 'p1'))).toContainEqual({ type: 'break-lock' })
    const c = turn(b.state, {}, { 'pilot:p1': { type: 'break-lock' } })
    expect(mecha(c.state, 'p1').lock).toBeUndefined()
    // A lock on a mecha that blows up ends with it.
    const held = turn(s, { 'pilot:p1': { type: 'lock', target: 'mecha:foe' } }).state
    const events: GwEvent[] = []
    explode(held, held.mecha['mecha:foe']!, { emit: (e: GwEvent) => events.push(e) } as unknown as Parameters<
      typeof explode
    >[2])
    expect(mecha(held, 'p1').lock).toBeUndefined()
    expect(events).toContainEqual({
      type: 'LockBroken',
      by: 'mecha:p1',
      target: 'mecha:foe',
      why: 'target destroyed',
    })
  })

  test('GW-CMB-PART GW-RULING-PART-HITS GW-RULING-ARM: aimed parts cost dice; each hit counts; the attacker names the arm’s weapon and the arm count drops', () => {
    const s = duel()
    const a = turn(script(s, [5, 1, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 }, part: 'leg' } },
    })
    expect(eventsOf(a.events, 'Attack')[0]?.pool.dice).toBe(3)
    expect(mecha(a.state, 'foe').speed).toBe(0)
    const b = turn(script(duel(), [5, 5, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 }, part: 'reactor' } },
    })
    expect(mecha(b.state, 'foe').brokenParts).toContain('reactor')
    expect(mecha(b.state, 'foe').energy).toBe(0)
    const c = turn(script(duel(), [5, 1, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 }, part: 'arm', armWeapon: 1 } },
    })
    const foe = mecha(c.state, 'foe')
    expect(foe.weapons[1]?.lost).toBe(true)
    expect(foe.arms).toBe(1)
    const d = turn(script(duel(), [5, 1, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 }, part: 'cockpit' } },
    })
    expect(mecha(d.state, 'foe').partHits.cockpit).toBe(1)
  })

  test('GW-CMB-COOLANT GW-RULING-COOLANT: a broken coolant system overheats after Energy attribute / 10 turns', () => {
    const s = duel()
    s.mecha['mecha:foe']!.energy = 20
    const a = turn(script(s, [5, 5, 1, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, at: { x: 8, y: 5 }, part: 'coolant' } },
    })
    expect(mecha(a.state, 'foe').overheatIn).toBe(4)
  })

  test('GW-CMB-GRAB GW-RULING-GRAB-DEFENSE: a Speed attack with no defence dice; the grabbed mecha cannot move or fire, allies get +2 dice, the grabber takes 1 per hit', () => {
    const s = duel({
      playerAt: { x: 7, y: 5 },
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 5 } }],
    })
    const a = turn(script(s, [5, 1]), { 'pilot:p1': { type: 'grab', target: 'mecha:foe' } })
    expect(eventsOf(a.events, 'Attack')[0]?.pool.dice).toBe(2)
    expect(eventsOf(a.events, 'Attack')[0]?.log.defense).toBeUndefined()
    expect(mecha(a.state, 'foe').grabbedBy).toBe('mecha:p1')
    expect(
      reject(a.state, {
        seat: 'narrator',
        kind: 'order',
        actor: 'pilot:foe',
        action: { type: 'move-fire', move: { x: 9, y: 5 } },
      }),
    ).toBe('gunwave/grabbed')
    expect(reject(a.state, { seat: 'p1', kind: 'order', actor: 'pilot:p1', action: fire(8, 5) })).toBe(
      'gunwave/grab_no_weapons',
    )
    const b = turn(
      script(a.state, [5, 1, 1, 1, 1, 1, 1]),
      { 'pilot:p2': fire(8, 5) },
      { 'pilot:p1': { type: 'sustain-grab' } },
    )
    expect(eventsOf(b.events, 'Attack')[0]?.pool.dice).toBe(7)
    expect(mecha(b.state, 'p1').armor).toBe(39)
    expect(mecha(b.state, 'p1').grabbing).toBe('mecha:foe')
    const c = turn(b.state, {})
    expect(mecha(c.state, 'p1').grabbing).toBeUndefined()
  })

  test('GW-CMB-EJECT: a pilot ejects at any time and walks 2 m (a fifth of a unit) a turn', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    let st = play(s, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' }).state
    expect(pilot(st, 'p1').in).toBeNull()
    expect(mecha(st, 'p1').pilot).toBeNull()
    for (let i = 0; i < 4; i++)
      st = turn(st, { 'pilot:p1': { type: 'move-fire', move: { x: 2, y: 4 } } }).state
    expect(pilot(st, 'p1').pos).toEqual({ x: 2, y: 5 })
    st = turn(st, { 'pilot:p1': { type: 'move-fire', move: { x: 2, y: 4 } } }).state
    expect(pilot(st, 'p1').pos).toEqual({ x: 2, y: 4 })
  })

  test('GW-CMB-HANG: a person hanging on takes a 3-dice personal attack whenever the mecha is hit; a passenger costs the pilot 2 dice', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 6 } }],
    })
    let st = play(s, { seat: 'p2', kind: 'eject', actor: 'pilot:p2' }).state
    st = turn(st, { 'pilot:p2': { type: 'hang-on', target: 'mecha:p1' } }).state
    expect(mecha(st, 'p1').hangers).toEqual(['pilot:p2'])
    const hit = turn(script(st, [5, 1, 1, 1, 1, 6, 1, 1]), { 'pilot:foe': fire(2, 5) })
    expect(pilot(hit.state, 'p2').stuns).toBe(1)
    const inCockpit = turn(hit.state, { 'pilot:p2': { type: 'board', target: 'mecha:p1' } }).state
    expect(mecha(inCockpit, 'p1').passenger).toBe('pilot:p2')
    const shot = turn(script(inCockpit, ones(8)), { 'pilot:p1': fire(8, 5) })
    expect(eventsOf(shot.events, 'Attack')[0]?.pool.dice).toBe(3)
  })

  test('GW-CMB-SD-DELAY: a delayed self-destruct lets the pilot eject a turn later; the narrator (mothership) may cancel it', () => {
    const s = duel({
      npcAt: { x: 4, y: 5 },
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 14, y: 11 } }],
    })
    const a = turn(s, { 'pilot:p1': { type: 'self-destruct', delay: 1 } })
    expect(mecha(a.state, 'p1').selfDestruct).toEqual({ engaged: 1, at: 2 })
    const b = play(a.state, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' })
    const c = turn(script(b.state, [1, 1, 1, 1]), {})
    expect(mecha(c.state, 'p1').destroyed).toBe(true)
    expect(pilot(c.state, 'p1').dead).toBe(false)
    const x = play(a.state, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'cancel-self-destruct', mecha: 'mecha:p1' },
    })
    expect(mecha(x.state, 'p1').selfDestruct).toBeUndefined()
    const now = play(duel(), {
      seat: 'p1',
      kind: 'order',
      actor: 'pilot:p1',
      action: { type: 'self-destruct', delay: 3 },
    })
    expect(now.state.orders['pilot:p1']).toBeDefined()
  })

  test('GW-CMB-REPAIR: 5 operations a day; one as the action gives 3 Armor or mends a part; scavengers mend a part as a minor action', () => {
    const s = duel()
    s.mecha['mecha:p1']!.armor = 30
    const a = turn(s, { 'pilot:p1': { type: 'repair', what: 'armor' } })
    expect([mecha(a.state, 'p1').armor, mecha(a.state, 'p1').repairOps]).toEqual([33, 4])
    const sc = duel({ player: plainSheet({ pilot: { specialty: 'scavenger' } }) })
    sc.mecha['mecha:p1']!.brokenParts = ['comm']
    const b = turn(sc, {}, { 'pilot:p1': { type: 'repair-part', part: 'comm' } })
    expect(mecha(b.state, 'p1').brokenParts).toEqual([])
    const plain = duel()
    plain.mecha['mecha:p1']!.brokenParts = ['comm']
    const st = play(
      plain,
      { seat: 'p1', kind: 'order', actor: 'pilot:p1', action: { type: 'skip' } },
      { seat: 'narrator', kind: 'order', actor: 'pilot:foe', action: { type: 'skip' } },
      { seat: 'narrator', kind: 'ready' },
    ).state
    expect(
      reject(st, {
        seat: 'p1',
        kind: 'minor',
        actor: 'pilot:p1',
        act: { type: 'repair-part', part: 'comm' },
      }),
    ).toBe('gunwave/not_scavenger')
  })

  test('GW-CMB-COMM: the squad hears each other; a narrow beam reaches one pilot, even an enemy; views show only heard messages', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    const a = play(
      s,
      { seat: 'p1', kind: 'message', actor: 'pilot:p1', to: 'squad', text: 'on me' },
      { seat: 'p1', kind: 'message', actor: 'pilot:p1', to: 'pilot:foe', text: 'surrender' },
    )
    expect(a.state.messages.map((m) => m.audience)).toEqual([['pilot:p2'], ['pilot:foe']])
    const v = ruleset.view(a.state, 'p2') as { messages: unknown[] }
    expect(v.messages).toHaveLength(1)
    const broken = structuredClone(s)
    broken.mecha['mecha:p1']!.brokenParts = ['comm']
    expect(reject(broken, { seat: 'p1', kind: 'message', actor: 'pilot:p1', to: 'squad', text: 'x' })).toBe(
      'gunwave/no_one_hears',
    )
  })

  test('GW-CMB-STUNS: a person is stunned at most Body times a battle; several hits in one turn are one stun; the next hit knocks them out', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
      more: [{ id: 'b', sheet: plainSheet({ pilot: { name: 'B' } }), at: { x: 14, y: 1 } }],
    })
    s.pilots['pilot:foe']!.sheet.body = 1
    const st = play(
      s,
      { seat: 'p1', kind: 'eject', actor: 'pilot:p1' },
      { seat: 'narrator', kind: 'eject', actor: 'pilot:foe' },
    ).state
    st.mecha['mecha:foe']!.pos = { x: 14, y: 11 }
    st.pilots['pilot:foe']!.pos = { x: 3, y: 5 }
    const pistol = { type: 'move-fire' as const, fire: { weapon: 'pistol', target: 'pilot:foe' } }
    const a = turn(script(st, [5, 1, 1]), { 'pilot:p1': pistol })
    expect(pilot(a.state, 'foe').stuns).toBe(1)
    const b = turn(script(a.state, [5, 1, 1, 6, 6]), { 'pilot:p1': pistol })
    expect(pilot(b.state, 'foe').unconscious || eventsOf(b.events, 'WakeRoll')[0]?.woke).toBe(true)
    expect(eventsOf(b.events, 'Unconscious')).toHaveLength(1)
  })

  test('GW-CMB-UNCONSCIOUS: roll two dice a turn, a 6 wakes; an unconscious pilot’s mecha stops; the player may declare death', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
    })
    s.pilots['pilot:p2']!.unconscious = true
    const a = turn(script(s, [3, 4]), {})
    expect(pilot(a.state, 'p2').unconscious).toBe(true)
    // p2 is named only so its player may declare the pilot dead (GW-RULING-DEATH-WINDOW).
    expect(ruleset.prompt(a.state)).toMatchObject({ seats: ['narrator', 'p1', 'p2'], optional: ['p2'] })
    const b = turn(script(a.state, [2, 6]), {})
    expect(pilot(b.state, 'p2').unconscious).toBe(false)
    const dead = play(a.state, { seat: 'p2', kind: 'declare-death', actor: 'pilot:p2' })
    expect(pilot(dead.state, 'p2').dead).toBe(true)
  })

  test('GW-WPN-HANDHELD: a handheld weapon against a mecha does 1 Armor per 10 hits; a mecha weapon kills a person outright', () => {
    const s = duel({
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
      npcAt: { x: 4, y: 5 },
    })
    const st = play(s, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' }).state
    st.mecha['mecha:foe']!.chip = 8
    const a = turn(script(st, [5, 5, 1]), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 'pistol', target: 'mecha:foe' } },
    })
    expect([mecha(a.state, 'foe').armor, mecha(a.state, 'foe').chip]).toEqual([39, 0])
    const b = turn(script(a.state, [5, 1, 1, 1, 1]), { 'pilot:foe': fire(2, 5) })
    expect(pilot(b.state, 'p1').dead).toBe(true)
  })
})
