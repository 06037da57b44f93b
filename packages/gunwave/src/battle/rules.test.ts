/** §4 traits, §5 weapons, §7 movement, the narrator's tools and the project's remaining rulings. */
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
import { unfamiliarPenalty } from './pools.ts'
import { bandOfGap, gap, unitsBetweenGaps } from './zones.ts'

const ones = (n: number) => new Array(n).fill(1) as number[]
const fire = (x: number, y: number, weapon = 0) => ({
  type: 'move-fire' as const,
  fire: { weapon, at: { x, y } },
})
const order = (action: unknown, actor = 'pilot:p1', seat = 'p1') =>
  ({ seat, kind: 'order', actor, action }) as never

describe('traits (§4)', () => {
  test('GW-TRAIT-FREQ: a Battle trait works once a battle, a Skill trait once a turn, a Daily trait once a day', () => {
    const s = duel({ npcAt: { x: 4, y: 5 } })
    const a = turn(script(s, ones(8)), {
      'pilot:p1': { type: 'trait', trait: 'intimidate', target: 'mecha:foe' },
    })
    expect(reject(a.state, order({ type: 'trait', trait: 'intimidate', target: 'mecha:foe' }))).toBe(
      'gunwave/trait_unavailable',
    )
    const b = turn(script(a.state, ones(8)), {
      'pilot:p1': { type: 'trait', trait: 'mark-target', target: 'mecha:foe' },
    })
    expect(() =>
      play(b.state, order({ type: 'trait', trait: 'mark-target', target: 'mecha:foe' })),
    ).not.toThrow()
    const daily = duel({ player: plainSheet({ mecha: { traits: ['emp-pulse'] } }) })
    daily.pilots['pilot:p1']!.traitsSpent = ['emp-pulse']
    expect(reject(daily, order({ type: 'trait', trait: 'emp-pulse', target: 'mecha:foe' }))).toBe(
      'gunwave/trait_unavailable',
    )
  })

  test('GW-TRAIT-ONE GW-CMB-ACTION: one trait a turn — a trait is the turn’s one action, and a second order is refused', () => {
    const s = play(
      duel({ npcAt: { x: 5, y: 5 } }),
      order({ type: 'trait', trait: 'mark-target', target: 'mecha:foe' }),
    ).state
    expect(s.orders['pilot:p1']).toBeDefined()
    expect(reject(s, order({ type: 'trait', trait: 'intimidate', target: 'mecha:foe' }))).toBe(
      'engine/not_your_turn',
    )
  })

  test('GW-TRAIT-DICE: a trait rolls its dice, or the score of the attribute it names', () => {
    const s = duel({
      player: plainSheet({ pilot: { traits: ['psychic-blast'], brains: 3, body: 0, charisma: 0 } }),
      npcAt: { x: 5, y: 5 },
    })
    const a = turn(script(s, ones(6)), {
      'pilot:p1': { type: 'trait', trait: 'psychic-blast', target: 'mecha:foe' },
    })
    expect(eventsOf(a.events, 'Attack')[0]?.pool.dice).toBe(3)
  })

  test('GW-TRAIT-DAMAGE GW-RULING-MELEE-TRAITS: fixed damage lands whole on any success, with its effect; no defence dice against a trait', () => {
    const s = duel({ player: plainSheet({ mecha: { traits: ['shock-lance'] } }), npcAt: { x: 3, y: 5 } })
    const a = turn(script(s, [5, 1, 1, 1, 1, 1]), {
      'pilot:p1': { type: 'trait', trait: 'shock-lance', target: 'mecha:foe' },
    })
    expect(eventsOf(a.events, 'Attack')[0]?.log.defense).toBeUndefined()
    expect(mecha(a.state, 'foe').armor).toBe(36)
    expect(pilot(a.state, 'foe').effects.map((e) => e.id)).toEqual(['frozen'])
  })

  test('GW-TRAIT-BURST GW-RULING-BURST: a close burst hits every enemy within close range of the one struck (adjacent too), each for the full amount', () => {
    const s = duel({
      more: [
        { id: 'b', sheet: plainSheet({ pilot: { name: 'B' } }), at: { x: 9, y: 5 } },
        { id: 'c', sheet: plainSheet({ pilot: { name: 'C' } }), at: { x: 8, y: 7 } },
        { id: 'd', sheet: plainSheet({ pilot: { name: 'D' } }), at: { x: 8, y: 9 } },
      ],
    })
    const a = turn(script(s, [5, 5, 1, 1, 1, 1]), {
      'pilot:p1': { type: 'trait', trait: 'missile-barrage', target: 'mecha:foe' },
    })
    expect(['foe', 'b', 'c', 'd'].map((x) => mecha(a.state, x).armor)).toEqual([38, 38, 38, 40])
  })

  test('GW-TRAIT-REGULAR GW-RULING-REGULAR: regular damage rolls the trait’s dice and deals its hits like a weapon', () => {
    const s = duel()
    const a = turn(script(s, [5, 5, 5, 1, 1, 1, 1]), {
      'pilot:p1': { type: 'trait', trait: 'cold-fury', target: 'mecha:foe' },
    })
    expect(eventsOf(a.events, 'Attack')[0]?.pool.dice).toBe(7)
    expect(mecha(a.state, 'foe').armor).toBe(37)
  })

  test('GW-TRAIT-EQUIPMENT: mecha traits work only from inside the mecha', () => {
    const s = duel({
      player: plainSheet({ mecha: { traits: ['shock-lance'] } }),
      players: [{ seat: 'p2', sheet: plainSheet({ pilot: { name: 'Wing' } }), at: { x: 2, y: 9 } }],
      npcAt: { x: 3, y: 5 },
    })
    const out = play(s, { seat: 'p1', kind: 'eject', actor: 'pilot:p1' }).state
    expect(reject(out, order({ type: 'trait', trait: 'shock-lance', target: 'mecha:foe' }))).toBe(
      'gunwave/on_foot',
    )
  })

  test('GW-RULING-DUAL-TRAIT: firing two weapons does not spend the turn’s trait', () => {
    const s = duel({ npcAt: { x: 6, y: 5 } })
    s.mecha['mecha:p1']!.weapons[2]!.active = true
    const a = turn(script(s, ones(7)), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, second: 2, at: { x: 6, y: 5 } } },
    })
    expect(pilot(a.state, 'p1').traitTurn).toBeNull()
  })
})

describe('weapons (§5)', () => {
  test('GW-WPN-ENERGY GW-MOV-ENERGY GW-RULING-SHOT-ENERGY: active weapons cost their Power each turn, energy weapons again per shot, moving 1 a unit; ballistic shots spend rounds, not Energy', () => {
    const a = turn(script(duel(), ones(5)), {
      'pilot:p1': { type: 'move-fire', move: { x: 4, y: 5 }, fire: { weapon: 0, at: { x: 8, y: 5 } } },
    })
    expect(eventsOf(a.events, 'EnergySpent').find((e) => e.mecha === 'mecha:p1')).toMatchObject({
      weapons: 3,
      shots: 3,
      movement: 2,
      energy: 42,
    })
    const mg = duel({
      player: plainSheet({ mecha: { weapons: [{ weapon: 'machine-gun', ammo: 'standard' }] } }),
      npcAt: { x: 6, y: 5 },
    })
    const b = turn(script(mg, ones(5)), { 'pilot:p1': fire(6, 5) })
    expect(mecha(b.state, 'p1').energy).toBe(49)
    expect(mecha(b.state, 'p1').weapons[0]?.loaded).toBe(9)
  })

  test('GW-WPN-ACTIVE GW-RULING-ACTIVE-START GW-RULING-ARMS: one weapon starts active; a minor action swaps; no more active weapons than arms (2)', () => {
    const s = duel()
    expect(mecha(s, 'p1').weapons.map((w) => w.active)).toEqual([true, false, false])
    const a = turn(s, {}, { 'pilot:p1': { type: 'swap', activate: 1 } })
    expect(mecha(a.state, 'p1').weapons.map((w) => w.active)).toEqual([true, true, false])
    const st = play(a.state, order({ type: 'skip' }), order({ type: 'skip' }, 'pilot:foe', 'narrator'), {
      seat: 'narrator',
      kind: 'ready',
    }).state
    expect(
      reject(st, { seat: 'p1', kind: 'minor', actor: 'pilot:p1', act: { type: 'swap', activate: 2 } }),
    ).toBe('gunwave/no_free_arm')
    expect(() =>
      play(st, {
        seat: 'p1',
        kind: 'minor',
        actor: 'pilot:p1',
        act: { type: 'swap', deactivate: 0, activate: 2 },
      }),
    ).not.toThrow()
  })

  test('GW-WPN-AMMO GW-CMB-MINOR GW-RULING-RELOAD GW-RULING-AMMO-STORE GW-RULING-MINORS: one round a shot; an empty gun is refused; a reload or an ammunition change is the one minor action', () => {
    const mg = duel({
      player: plainSheet({ mecha: { weapons: [{ weapon: 'bazooka', ammo: 'heavy' }] } }),
      npcAt: { x: 6, y: 5 },
    })
    mg.mecha['mecha:p1']!.weapons[0]!.loaded = 0
    expect(reject(mg, order(fire(6, 5)))).toBe('gunwave/no_ammo')
    const a = turn(mg, {}, { 'pilot:p1': { type: 'reload', slot: 0 } })
    expect([mecha(a.state, 'p1').weapons[0]?.loaded, mecha(a.state, 'p1').ammoStore.heavy]).toEqual([4, 8])
    const b = turn(a.state, {}, { 'pilot:p1': { type: 'ammo', slot: 0, ammo: 'standard' } })
    expect(mecha(b.state, 'p1').weapons[0]).toMatchObject({ ammo: 'standard', loaded: 4 })
    expect(mecha(b.state, 'p1').ammoStore).toEqual({ standard: 36, heavy: 12 })
    const st = play(
      b.state,
      order({ type: 'skip' }),
      order({ type: 'skip' }, 'pilot:foe', 'narrator'),
      { seat: 'narrator', kind: 'ready' },
      { seat: 'p1', kind: 'minor', actor: 'pilot:p1', act: { type: 'none' } },
    ).state
    expect(st.minorsDone).toContain('pilot:p1')
  })

  test('GW-WPN-HEAVY: heavy rounds roll one more die (project default)', () => {
    const mg = duel({
      player: plainSheet({ mecha: { weapons: [{ weapon: 'bazooka', ammo: 'heavy' }] } }),
      npcAt: { x: 6, y: 5 },
    })
    const a = turn(script(mg, ones(7)), { 'pilot:p1': fire(6, 5) })
    expect(eventsOf(a.events, 'Attack')[0]?.pool).toEqual({ dice: 7, mods: ['+1 heavy rounds'] })
  })

  test('GW-WPN-GRENADE-ORDER: a launcher fires its grenades in the loaded order; loose grenades cost no Energy', () => {
    const gl = duel({
      player: plainSheet({
        pilot: { specialty: 'infiltrator' },
        mecha: {
          weapons: [
            { weapon: 'grenade-launcher', grenades: ['flash', 'frag', 'frag', 'emp'] },
            {
              weapon: 'grenades',
              grenades: ['frag', 'frag', 'frag', 'frag', 'frag', 'frag', 'frag', 'frag'],
            },
          ],
        },
      }),
      npcAt: { x: 6, y: 5 },
    })
    const a = turn(script(gl, [5, 1, 1, 1, 1, 1]), { 'pilot:p1': fire(6, 5) })
    expect(pilot(a.state, 'foe').effects.map((e) => e.id)).toEqual(['blinded'])
    expect(mecha(a.state, 'foe').armor).toBe(40)
    expect(mecha(a.state, 'p1').weapons[0]?.grenades).toEqual(['frag', 'frag', 'emp'])
    const loose = structuredClone(gl)
    loose.mecha['mecha:p1']!.weapons[0]!.active = false
    loose.mecha['mecha:p1']!.weapons[1]!.active = true
    const b = turn(script(loose, ones(4)), { 'pilot:p1': fire(6, 5, 1) })
    expect(mecha(b.state, 'p1').energy).toBe(50)
  })
})

describe('movement (§7)', () => {
  test('GW-MOV-SPEED: slow 1, moderate 2, fast 3 units a turn', () => {
    const s = duel()
    expect(reject(s, order({ type: 'move-fire', move: { x: 5, y: 5 } }))).toBe('gunwave/too_far')
    const fast = duel({ player: plainSheet({ mecha: { type: 'converting-fighter' } }) })
    expect(() => play(fast, order({ type: 'move-fire', move: { x: 5, y: 5 } }))).not.toThrow()
  })

  test('GW-MOV-TERRAIN: difficult terrain takes its rating off a walking mecha’s speed', () => {
    const s = duel({ scene: { terrain: [{ at: { x: 3, y: 5 }, rating: 1 }] } })
    expect(reject(s, order({ type: 'move-fire', move: { x: 4, y: 5 } }))).toBe('gunwave/too_far')
    expect(() => play(s, order({ type: 'move-fire', move: { x: 3, y: 5 } }))).not.toThrow()
  })

  test('GW-MOV-GRAVITY: no mecha escapes gravity on its own; with a ship or rockets it leaves', () => {
    const s = duel()
    expect(reject(s, order({ type: 'escape-gravity' }))).toBe('gunwave/no_escape_velocity')
    const c = play(s, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'attach-carrier', mecha: 'mecha:p1', carrier: 'rockets' },
    })
    const a = turn(c.state, { 'pilot:p1': { type: 'escape-gravity' } })
    expect(mecha(a.state, 'p1').left).toBe(true)
  })

  test('GW-MOV-DESCENT GW-RULING-DESCENT: descent needs a heat shield, forbids attacks and speeds up 1 unit a turn from 1', () => {
    const s = duel({ player: plainSheet({ mecha: { traits: ['heat-shield'] } }) })
    expect(
      reject(s, { seat: 'narrator', kind: 'narrate', act: { type: 'begin-descent', mecha: 'mecha:foe' } }),
    ).toBe('gunwave/no_heat_shield')
    const d = play(s, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'begin-descent', mecha: 'mecha:p1' },
    }).state
    expect(reject(d, order(fire(8, 5)))).toBe('gunwave/descending')
    expect(reject(d, order({ type: 'move-fire', move: { x: 4, y: 5 } }))).toBe('gunwave/too_far')
    const t2 = turn(d, { 'pilot:p1': { type: 'move-fire', move: { x: 3, y: 5 } } }).state
    expect(() => play(t2, order({ type: 'move-fire', move: { x: 5, y: 5 } }))).not.toThrow()
  })

  test('GW-MOV-PUSH GW-RULING-PUSH: a mecha that no longer moves is pushed: nothing the first turn, then 1 square, then 2', () => {
    const s = duel({
      npcAt: { x: 3, y: 5 },
      more: [{ id: 'b', sheet: plainSheet({ pilot: { name: 'B' } }), at: { x: 14, y: 1 } }],
    })
    s.mecha['mecha:foe']!.disabled = true
    const push = { 'pilot:p1': { type: 'push' as const, target: 'mecha:foe', dir: { x: 1, y: 0 } } }
    const a = turn(script(s, [3, 4]), push)
    expect(mecha(a.state, 'foe').pos).toEqual({ x: 3, y: 5 })
    const b = turn(script(a.state, [3, 4]), push)
    expect(mecha(b.state, 'foe').pos).toEqual({ x: 4, y: 5 })
    const c = turn(script(b.state, [3, 4]), push)
    expect(mecha(c.state, 'foe').pos).toEqual({ x: 6, y: 5 })
    expect(gap(mecha(c.state, 'p1').pos, mecha(c.state, 'foe').pos)).toBe(0)
  })

  test('GW-MOV-UNFAMILIAR: −2 dice the first encounter in a mecha, −1 in the second and third, then none', () => {
    expect([0, 1, 2, 3, 9].map(unfamiliarPenalty)).toEqual([2, 1, 1, 0, 0])
    const s = duel({ player: plainSheet({ pilot: { experience: {} } }) })
    const a = turn(script(s, ones(3)), { 'pilot:p1': fire(8, 5) })
    expect(eventsOf(a.events, 'Attack')[0]?.pool).toEqual({ dice: 3, mods: ['-2 unfamiliar mecha'] })
  })

  test('GW-MOV-GRID GW-RULING-ZONES GW-RULING-ZONE-COST GW-RULING-EXTREME: gaps give zones (long 4–5, extreme 6–9); moving between zones costs the change in gap', () => {
    expect([bandOfGap(4), bandOfGap(5), bandOfGap(6), bandOfGap(9), bandOfGap(10)]).toEqual([
      'long',
      'long',
      'extreme',
      'extreme',
      null,
    ])
    expect(unitsBetweenGaps(1, 4)).toBe(3)
  })

  test('GW-RULING-COLLIDE: two mecha ending on one square — the later in pilot order stays where it stood', () => {
    const s = duel({ playerAt: { x: 5, y: 5 }, npcAt: { x: 7, y: 5 } })
    const a = turn(s, {
      'pilot:p1': { type: 'move-fire', move: { x: 6, y: 5 } },
      'pilot:foe': { type: 'move-fire', move: { x: 6, y: 5 } },
    })
    expect(mecha(a.state, 'foe').pos).toEqual({ x: 6, y: 5 })
    expect(mecha(a.state, 'p1').pos).toEqual({ x: 5, y: 5 })
    expect(eventsOf(a.events, 'MoveBlocked')).toHaveLength(1)
  })

  test('GW-RULING-STUN-MOVE: a stunned pilot moves at most one unit (on foot the 2 m pace still applies)', () => {
    const s = duel()
    s.pilots['pilot:p1']!.stunnedTurn = 1
    expect(reject(s, order({ type: 'move-fire', move: { x: 4, y: 5 } }))).toBe('gunwave/too_far')
    expect(reject(s, order(fire(8, 5)))).toBe('gunwave/stunned')
  })
})

describe('narrator and defaults', () => {
  test('GW-NAR-TOOLS: place and move NPCs, set the scene, adjust with a reason, pause, level up, note — each a logged decision that replays', () => {
    const s = duel()
    const acts = [
      { type: 'place', mecha: 'mecha:foe', at: { x: 10, y: 3 } },
      {
        type: 'scene',
        scene: { terrain: [{ at: { x: 5, y: 5 }, rating: 2 }], grid: true, environment: 'space' },
      },
      {
        type: 'adjust',
        target: 'mecha:p1',
        field: 'armor',
        delta: -2,
        reason: 'crashed through the hangar door',
      },
      { type: 'level-up', pilot: 'pilot:p1' },
      { type: 'note', text: 'reinforcements at turn 5' },
      { type: 'pause', reason: 'rules question' },
    ].map((act) => ({ seat: 'narrator', kind: 'narrate', act }) as never)
    const a = play(s, ...acts)
    expect(mecha(a.state, 'foe').pos).toEqual({ x: 10, y: 3 })
    expect(a.state.scene).toMatchObject({ grid: true, environment: 'space' })
    expect(mecha(a.state, 'p1').armor).toBe(38)
    expect(pilot(a.state, 'p1').sheet.piloting).toBe(3)
    expect(ruleset.prompt(a.state)).toMatchObject({ kind: 'paused', seat: 'narrator' })
    expect(reject(a.state, order({ type: 'skip' }))).toBe('engine/not_your_turn')
    expect((ruleset.view(a.state, 'p1') as { notes: string[] }).notes).toEqual([])
    expect(
      reject(s, {
        seat: 'narrator',
        kind: 'narrate',
        act: { type: 'adjust', target: 'mecha:p1', field: 'armor', delta: 1, reason: ' ' },
      }),
    ).toBe('gunwave/no_reason')
    expect(reject(s, { seat: 'p1', kind: 'narrate', act: { type: 'note', text: 'x' } })).toBe(
      'gunwave/not_narrator',
    )
    expect(a.state).toEqual(play(duel(), ...acts).state)
  })

  test('GW-NAR-HIDDEN: a hidden NPC is invisible to players until revealed; the narrator sees it', () => {
    const s = duel({
      more: [
        { id: 'lurker', sheet: plainSheet({ pilot: { name: 'L' } }), at: { x: 14, y: 10 }, hidden: true },
      ],
    })
    expect(Object.keys((ruleset.view(s, 'p1') as { mecha: object }).mecha)).not.toContain('mecha:lurker')
    expect(Object.keys((ruleset.view(s, 'narrator') as { mecha: object }).mecha)).toContain('mecha:lurker')
    const r = play(s, { seat: 'narrator', kind: 'narrate', act: { type: 'reveal', mecha: 'mecha:lurker' } })
    expect(Object.keys((ruleset.view(r.state, 'p1') as { mecha: object }).mecha)).toContain('mecha:lurker')
  })

  test('GW-RULING-HEALTH: pilots have 10 Health (Cyborg 12); Health 0 knocks them out', () => {
    const s = duel()
    expect(pilot(s, 'p1').health).toBe(10)
    s.mecha['mecha:foe']!.armor = 1
    s.pilots['pilot:foe']!.health = 2
    const a = turn(script(s, [5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1]), { 'pilot:p1': fire(8, 5) })
    expect(eventsOf(a.events, 'Unconscious')).toHaveLength(1)
  })

  test('GW-RULING-ENERGY-ZERO: Energy stops at 0; at 0 a mecha cannot move or fire an energy weapon', () => {
    const s = duel()
    s.mecha['mecha:p1']!.energy = 0
    expect(reject(s, order({ type: 'move-fire', move: { x: 3, y: 5 } }))).toBe('gunwave/too_far')
    expect(reject(s, order(fire(8, 5)))).toBe('gunwave/no_energy')
    const a = turn(s, {})
    expect(mecha(a.state, 'p1').energy).toBe(0)
  })

  test('GW-RULING-VICTORY: the encounter ends when one side has no mecha in action, at the turn limit, or when the narrator ends it', () => {
    const s = duel({ options: { maxTurns: 1 } })
    const a = turn(s, {})
    expect(ruleset.outcome(a.state)).toMatchObject({ draw: true })
    const b = play(duel(), {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'end', winner: 'players', reason: 'the raiders flee' },
    })
    expect(ruleset.outcome(b.state)).toMatchObject({ winners: ['p1'], draw: false })
    expect(ruleset.prompt(b.state)).toBeNull()
    // Without an option the limit is the project's 40 turns.
    expect(duel().options.maxTurns).toBe(40)
  })

  test('GW-RULING-SCAVENGER: "scavenger" is both a mecha type and a pilot specialty; either repairs a part as a minor action', () => {
    const s = duel({ player: plainSheet({ mecha: { type: 'scavenger' } }) })
    s.mecha['mecha:p1']!.brokenParts = ['hip']
    const a = turn(s, {}, { 'pilot:p1': { type: 'repair-part', part: 'hip' } })
    expect(mecha(a.state, 'p1').brokenParts).toEqual([])
  })

  test('GW-RULING-SD-DISTANCE GW-RULING-SD-SPILL: the blast counts the gap in squares as units, and three hits do not spill', () => {
    const s = duel({
      npcAt: { x: 3, y: 5 },
      more: [{ id: 'b', sheet: plainSheet({ pilot: { name: 'B' } }), at: { x: 4, y: 5 } }],
    })
    const a = turn(script(s, [5, 5, 5, 5, 5, 1, 1, 1, 1]), {
      'pilot:p1': { type: 'self-destruct', delay: 0 },
    })
    const blasts = eventsOf(a.events, 'Attack').filter((e) => e.kind === 'explosion')
    expect(blasts.map((b) => b.pool.dice)).toEqual([5, 4])
    expect(eventsOf(a.events, 'Spill')).toHaveLength(0)
  })

  test('GW-RULING-RACES: races and specialties each add one small bonus (Brawler +1 melee die, Augmented knows Psychic blast)', () => {
    const brawler = plainSheet({
      pilot: { specialty: 'brawler' },
      mecha: { weapons: [{ weapon: 'beam-sword' }] },
    })
    const s = duel({ player: brawler, npcAt: { x: 3, y: 5 } })
    const a = turn(script(s, ones(20)), {
      'pilot:p1': { type: 'move-fire', fire: { weapon: 0, target: 'mecha:foe' } },
    })
    expect(eventsOf(a.events, 'Attack')[0]?.pool).toEqual({ dice: 9, mods: ['+1 Brawler'] })
    const aug = duel({
      player: plainSheet({ pilot: { race: 'augmented', traits: [], skills: {} } }),
      npcAt: { x: 5, y: 5 },
    })
    expect(() =>
      play(aug, order({ type: 'trait', trait: 'psychic-blast', target: 'mecha:foe' })),
    ).not.toThrow()
  })
})
