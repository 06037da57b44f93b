/** The game-over panel’s offers are the package’s sheets after the battle, in words, matched with saved sheets. */
import { describe, expect, test } from 'vitest'
import { type GwDecision, type GwSetup, type GwState, gunwave, sheetsAfterBattle } from './engine.ts'
import { changeLine, learnedOffers, savedSheetName, unchangedSince } from './learned.ts'

const rs = gunwave.ruleset()

function ended(): { setup: GwSetup; state: GwState } {
  const setup = gunwave.quickSetup({ players: '2' }, 'learned')
  if (!setup.ok) throw new Error(setup.error.message)
  const s = rs.start(setup.value, 'learned')
  if (!s.ok) throw new Error(s.error.message)
  const acts: GwDecision[] = [
    { seat: 'narrator', kind: 'narrate', act: { type: 'level-up', pilot: 'pilot:p2' } },
    { seat: 'narrator', kind: 'narrate', act: { type: 'end', winner: 'players', reason: 'done' } },
  ]
  let state = s.value as GwState
  for (const d of acts) {
    const r = rs.apply(state, d)
    if (!r.ok) throw new Error(r.error.message)
    state = r.value.state as GwState
  }
  return { setup: setup.value, state }
}

describe('what the pilots learned (web)', () => {
  test('GW-WEB-SHEET-LEARNED: each pilot’s offer is the package’s sheet after the battle, its changes in words, and the saved sheet of the same pilot · mecha name', () => {
    const { setup, state } = ended()
    const [one, two] = setup.players
    const saved = [
      { id: 'r-2', name: savedSheetName(two!.sheet) },
      { id: 'other', name: 'Someone · Else' },
    ]
    const offers = learnedOffers(state, JSON.parse(JSON.stringify(setup)), saved)
    if (typeof offers === 'string') throw new Error(offers)
    const pkg = sheetsAfterBattle(state, setup.players)
    if (!pkg.ok) throw new Error(pkg.error.message)
    expect(offers.map((o) => o.sheet)).toEqual(pkg.value.map((r) => r.sheet))
    const m1 = one!.sheet.mecha.name
    const m2 = two!.sheet.mecha.name
    const was = (s: typeof one, m: string) => s!.sheet.pilot.experience[m] ?? 0
    expect(offers.map(({ seat, roster, lines, dead }) => ({ seat, roster, lines, dead }))).toEqual([
      {
        seat: 'p1',
        roster: null,
        lines: [changeLine({ kind: 'experience', mecha: m1, was: was(one, m1), now: was(one, m1) + 1 })],
        dead: false,
      },
      {
        seat: 'p2',
        roster: { id: 'r-2', name: savedSheetName(two!.sheet) },
        lines: [
          changeLine({ kind: 'experience', mecha: m2, was: was(two, m2), now: was(two, m2) + 1 }),
          `piloting ${two!.sheet.pilot.piloting + 1} (was ${two!.sheet.pilot.piloting})`,
        ],
        dead: false,
      },
    ])
  })

  test('GW-WEB-SHEET-LEARNED: changes read as the table shows them; a setup without readable sheets says why', () => {
    expect(changeLine({ kind: 'experience', mecha: 'Valkyr', was: 1, now: 2 })).toBe(
      'Valkyr: 2 encounters (was 1)',
    )
    expect(changeLine({ kind: 'experience', mecha: 'Valkyr', was: 0, now: 1 })).toBe(
      'Valkyr: 1 encounter (was 0)',
    )
    expect(changeLine({ kind: 'piloting', was: 1, now: 2 })).toBe('piloting 2 (was 1)')
    const { state } = ended()
    expect(learnedOffers(state, null, [])).toMatch(/no pilot sheets/)
    expect(learnedOffers(state, { players: [{ seat: 'p1', sheet: { kind: 'other' } }] }, [])).toMatch(
      /not a Gunwave pilot sheet/,
    )
  })

  test('GW-WEB-SHEET-LEARNED: a saved sheet is written over only while it is still the one the game began with', () => {
    const { setup, state } = ended()
    const offers = learnedOffers(state, JSON.parse(JSON.stringify(setup)), [])
    if (typeof offers === 'string') throw new Error(offers)
    const o = offers[1]!
    expect(unchangedSince(JSON.parse(JSON.stringify(o.loaded)), o.loaded)).toBe(true)
    // Another game saved since: one more encounter already on the saved sheet.
    expect(unchangedSince(o.sheet, o.loaded)).toBe(false)
    expect(unchangedSince({ not: 'a sheet' }, o.loaded)).toBe(false)
  })
})
