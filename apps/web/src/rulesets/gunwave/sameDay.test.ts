/** "Next encounter, same day": this game's setup again, with the sheets after the battle and the daily traits spent. */
import { describe, expect, test } from 'vitest'
import { type GwDecision, type GwSetup, type GwState, gunwave } from './engine.ts'
import { learnedOffers } from './learned.ts'
import { nextTitle, sameDayGame } from './sameDay.ts'

const rs = gunwave.ruleset()

function apply(s: GwState, ...ds: GwDecision[]): GwState {
  for (const d of ds) {
    const r = rs.apply(s, d)
    if (!r.ok) throw new Error(r.error.message)
    s = r.value.state as GwState
  }
  return s
}

/** Three pilots; p1 began the day with its EMP pulse spent, p2 spends Never again, p3 is declared dead. */
function day(): { setup: GwSetup; state: GwState; names: string[] } {
  const q = gunwave.quickSetup({ players: '3' }, 'same-day')
  if (!q.ok) throw new Error(q.error.message)
  const names = q.value.players.map((p) => p.sheet.pilot.name)
  const setup: GwSetup = {
    ...q.value,
    dailyUsed: { [names[0]!]: ['emp-pulse'], 'Mira Oda': ['never-again'] },
  }
  const s = rs.start(setup, 'same-day')
  if (!s.ok) throw new Error(s.error.message)
  const state = structuredClone(s.value as GwState)
  state.pilots['pilot:p2']!.traitsSpent.push('never-again')
  state.pilots['pilot:p3']!.unconscious = true
  const over = apply(
    state,
    { seat: 'p3', kind: 'declare-death', actor: 'pilot:p3' },
    { seat: 'narrator', kind: 'narrate', act: { type: 'end', winner: 'players', reason: 'done' } },
  )
  return { setup, state: over, names }
}

describe('next encounter, same day (web)', () => {
  test('GW-SHEET-SAME-DAY: the next game is this setup with the sheets after the battle, the day’s spent daily traits in dailyUsed, and the dead pilot’s seat left out', () => {
    const { setup, state, names } = day()
    const offers = learnedOffers(state, JSON.parse(JSON.stringify(setup)), [])
    if (typeof offers === 'string') throw new Error(offers)
    const next = sameDayGame(
      {
        title: 'Gunwave · Colony breach · 3 pilots',
        setup: JSON.parse(JSON.stringify(setup)),
        seats: { narrator: 'search', p1: null, p2: 'greedy', p3: null },
        names: { p3: 'Ann' },
      },
      offers,
    )
    if (typeof next === 'string') throw new Error(next)
    expect(next.title).toBe('Gunwave · Colony breach · 3 pilots · encounter 2')
    expect(next.seats).toEqual({ narrator: 'search', p1: null, p2: 'greedy' })
    expect(next.names).toEqual({})
    expect(next.left).toEqual([names[2]])
    expect(next.setup.players.map((p) => [p.seat, p.sheet, p.at])).toEqual(
      offers.slice(0, 2).map((o, i) => [o.seat, o.sheet, setup.players[i]!.at]),
    )
    // One more encounter on each living sheet; the scene, raiders and options are this game's.
    const mecha = names.map((_, i) => setup.players[i]!.sheet.mecha.name)
    expect(next.setup.players[0]!.sheet.pilot.experience[mecha[0]!]).toBe(
      (setup.players[0]!.sheet.pilot.experience[mecha[0]!] ?? 0) + 1,
    )
    expect({ npcs: next.setup.npcs, scene: next.setup.scene, options: next.setup.options }).toEqual({
      npcs: setup.npcs,
      scene: setup.scene,
      options: setup.options,
    })
    // By seat now (this day began in the older by-name form, which still reads).
    expect(next.setup.dailyUsed).toEqual({ p1: ['emp-pulse'], p2: ['never-again'] })
    // The next battle starts with those traits spent.
    const s = rs.start(next.setup, 'next')
    if (!s.ok) throw new Error(s.error.message)
    const st = s.value as GwState
    expect(st.pilots['pilot:p1']!.traitsSpent).toEqual(['emp-pulse'])
    expect(st.pilots['pilot:p2']!.traitsSpent).toEqual(['never-again'])
    expect(st.pilots['pilot:p3']).toBeUndefined()
  })

  test('GW-SHEET-SAME-DAY: two pilots of one name keep their own spent daily traits into the next encounter', () => {
    const q = gunwave.quickSetup({ players: '2' }, 'twins')
    if (!q.ok) throw new Error(q.error.message)
    const [a, b] = q.value.players
    const twin = a!.sheet.pilot.name
    const setup: GwSetup = {
      ...q.value,
      players: [a!, { ...b!, sheet: { ...b!.sheet, pilot: { ...b!.sheet.pilot, name: twin } } }],
    }
    const s = rs.start(setup, 'twins')
    if (!s.ok) throw new Error(s.error.message)
    const st = structuredClone(s.value as GwState)
    st.pilots['pilot:p2']!.traitsSpent.push('never-again')
    const over = apply(st, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'end', winner: 'players', reason: 'done' },
    })
    const offers = learnedOffers(over, JSON.parse(JSON.stringify(setup)), [])
    if (typeof offers === 'string') throw new Error(offers)
    const next = sameDayGame({ title: 't', setup, seats: { narrator: null, p1: null, p2: null } }, offers)
    if (typeof next === 'string') throw new Error(next)
    expect(next.setup.dailyUsed).toEqual({ p1: [], p2: ['never-again'] })
    const again = rs.start(next.setup, 'next')
    if (!again.ok) throw new Error(again.error.message)
    const pilots = (again.value as GwState).pilots
    expect([pilots['pilot:p1']!.traitsSpent, pilots['pilot:p2']!.traitsSpent]).toEqual([[], ['never-again']])
    // A pilot named like another seat does not pick up that seat's list.
    const named = { ...a!, sheet: { ...a!.sheet, pilot: { ...a!.sheet.pilot, name: 'p2' } } }
    const odd = rs.start(
      { ...next.setup, players: [named, next.setup.players[1]!], dailyUsed: { p2: ['never-again'] } },
      'odd',
    )
    if (!odd.ok) throw new Error(odd.error.message)
    expect((odd.value as GwState).pilots['pilot:p1']!.traitsSpent).toEqual([])
  })

  test('GW-SHEET-SAME-DAY: no next game when every pilot died; titles count the encounters of the day', () => {
    const q = gunwave.quickSetup({ players: '1' }, 'x')
    if (!q.ok) throw new Error(q.error.message)
    const s = rs.start(q.value, 'x')
    if (!s.ok) throw new Error(s.error.message)
    const st = structuredClone(s.value as GwState)
    st.pilots['pilot:p1']!.unconscious = true
    const over = apply(st, { seat: 'p1', kind: 'declare-death', actor: 'pilot:p1' })
    const offers = learnedOffers(over, q.value, [])
    if (typeof offers === 'string') throw new Error(offers)
    expect(sameDayGame({ title: 't', setup: q.value, seats: { narrator: null, p1: null } }, offers)).toMatch(
      /No pilot survived/,
    )
    expect(nextTitle('Gunwave · Relay · encounter 2')).toBe('Gunwave · Relay · encounter 3')
    expect(nextTitle('Gunwave · Relay')).toBe('Gunwave · Relay · encounter 2')
  })
})
