/**
 * The preview of an AOE shot (MS-AOE) against what the battle then does to each unit caught
 * (MS-MULTI): only the first flow gets the DMG / PEN bought with Power and the Level 1+ bonus,
 * except Barrage and Bullseye, which reach every unit.
 */
import { describe, expect, test } from 'vitest'
import { P1, P2, play, playAll, playSettled, script, table } from '../../testkit/index.ts'
import { unitById } from '../../units/data.ts'
import type { Decision } from '../core/messages.ts'
import type { L1Attack, MsState } from '../core/types.ts'
import { previewAoe } from './preview.ts'

const ray = unitById('kingdan')?.weapons.find((w) => w.id === 'death-ray')
const aim = { x: 20, y: 30 }

/** Iron Castle with Kingdan's Death Ray (AOE 3", DMG 300, PEN 6), two Dervishes in the line. */
function lineUp(buy: ('dmg' | 'pen')[]): MsState {
  if (!ray) throw new Error('no death ray')
  let s = table({
    p1: [{ unit: 'iron-castle', at: { x: 20, y: 10 }, patch: { weapons: [ray], power: 3 } }],
    p2: [
      { unit: 'dervish', at: { x: 20, y: 30 }, patch: { hp: 1_000_000 } },
      { unit: 'dervish', at: { x: 20, y: 34 }, patch: { hp: 1_000_000 } },
    ],
    momentum: { p1: 0, p2: 0 },
  })
  s = play(s, { seat: 'p1', kind: 'activate', unit: P1(1) })
  for (const option of buy) s = play(s, { seat: 'p1', kind: 'power', option })
  return s
}

const shot = (bonus: L1Attack): Decision => ({
  seat: 'p1',
  kind: 'attack',
  weapon: 'death-ray',
  targets: [],
  aim,
  bonus,
})

/** Each caught unit: the preview's numbers beside the flow the battle declared for it. */
function side(s: MsState, bonus: L1Attack) {
  const preview = previewAoe(s, P1(1), 'death-ray', aim, bonus)
  const declared = playAll(script(s, Array(80).fill(1)), shot(bonus)).state
  return preview.map((p) => {
    const f = declared.attacks.find((x) => x.targets[0] === p.target)
    return {
      target: p.target,
      preview: { hits: p.input.bonusHits, dmg: p.input.dmg, pen: p.input.pen },
      engine: {
        hits: f?.hitBonus,
        dmg: (ray?.dmg ?? 0) + (f?.powerDmg ?? 0),
        pen: (ray?.pen ?? 0) + (f?.powerPen ?? 0),
      },
    }
  })
}

describe('MS-MULTI: an AOE preview per unit caught', () => {
  test('MS-MULTI / MS-ODDS-AOE-PREVIEW: the DMG / PEN bought with Power and the Power bonus show on the first unit only, as the battle gives them', () => {
    const rows = side(lineUp(['dmg', 'pen']), 'power')
    expect(rows.map((r) => r.target)).toEqual([P2(1), P2(2)])
    for (const r of rows) expect(r.preview).toEqual(r.engine)
    expect(rows[0]?.preview.dmg).toBe(400)
    expect(rows[0]?.preview.pen).toBe(7)
    expect(rows[1]?.preview).toMatchObject({ dmg: 300, pen: 6 })
    expect(rows[1]?.preview.hits).toBeLessThan(rows[0]?.preview.hits ?? 0)
  })

  test('MS-MULTI / MS-ODDS-AOE-PREVIEW: Barrage reaches every unit caught, in the preview as in the battle', () => {
    const rows = side(lineUp([]), 'barrage')
    const plain = side(lineUp([]), 'none')
    for (const r of rows) expect(r.preview).toEqual(r.engine)
    expect(rows[1]?.preview.hits).toBeGreaterThan(plain[1]?.preview.hits ?? 0)
    expect(rows[1]?.preview.hits).toBe(rows[0]?.preview.hits)
  })

  test('MS-MULTI / MS-ODDS-AOE-PREVIEW: the second unit caught takes the damage its preview says (no bought DMG)', () => {
    const s = lineUp(['dmg'])
    const [first, second] = previewAoe(s, P1(1), 'death-ray', aim, 'none')
    if (!first || !second) throw new Error('both dervishes should be caught')
    // Every ATK die hits (8, no crit), every Evade die misses (2, no re-rolled 1) and every save
    // passes (9): the unit takes one DMG per Hit its DEF does not cover.
    const landed = (i: typeof first.input) => i.attackDice + i.bonusHits - i.bonusDef
    const dice = [first, second].flatMap(({ input: i }) => [
      ...Array(i.attackDice).fill(8),
      ...Array(i.defenceDice).fill(2),
      ...Array(Math.max(0, landed(i))).fill(9),
    ])
    const r = playSettled(script(s, dice), shot('none'))
    const dmg = r.events.flatMap((e) => (e.type === 'Damage' ? [[e.unit, e.amount]] : []))
    expect(landed(second.input)).toBeGreaterThan(0)
    expect(dmg).toContainEqual([P2(2), landed(second.input) * second.input.dmg])
    expect(second.input.dmg).toBe(300)
    expect(dmg).toContainEqual([P2(1), landed(first.input) * 400])
  })
})
