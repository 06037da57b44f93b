/** The sheet and setup forms take their limits and stock loads from the package, never their own. */
import { LAUNCHER_LOAD, LOOSE_GRENADES, successes, validateSheet } from '@sortie/gunwave'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { ARCHETYPES, gunwave, PILOTING, PLAYER_SEATS, type Sheet } from './engine.ts'
import { rollOf } from './format.ts'
import { PilotDetails } from './PilotDetails.tsx'
import { playerCounts } from './Setup.tsx'
import { slotOf } from './SheetBuilder.tsx'

describe('Gunwave forms ask the package', () => {
  test('WEB-RULES-FROM-ENGINE: a newly mounted launcher or grenade slot holds the package’s load and the sheet passes', () => {
    expect(slotOf('grenade-launcher').grenades).toHaveLength(LAUNCHER_LOAD)
    expect(slotOf('grenades').grenades).toHaveLength(LOOSE_GRENADES)
    const sheet = structuredClone(ARCHETYPES.scavenger) as Sheet
    sheet.mecha.weapons = [slotOf('grenade-launcher'), slotOf('grenades')]
    expect(validateSheet(sheet).problems.filter((p) => p.code.includes('grenade'))).toEqual([])
  })

  test('WEB-RULES-FROM-ENGINE: the player counts offered are the ones the package seats', () => {
    expect(playerCounts[0]).toBe(PLAYER_SEATS.min)
    expect(playerCounts.at(-1)).toBe(PLAYER_SEATS.max)
    for (const n of [PLAYER_SEATS.min, PLAYER_SEATS.max])
      expect(gunwave.quickSetup({ players: String(n) }, 'n').ok).toBe(true)
    expect(gunwave.quickSetup({ players: String(PLAYER_SEATS.max + 1) }, 'n').ok).toBe(false)
  })

  test('WEB-RULES-FROM-ENGINE: the piloting field spans the package’s ranks', () => {
    const html = renderToStaticMarkup(
      createElement(PilotDetails, { sheet: ARCHETYPES.ace as Sheet, set: () => undefined }),
    )
    const input = html.match(/<input[^>]*data-testid="gw-piloting"[^>]*>/)?.[0] ?? ''
    expect(input).toContain(`min="${PILOTING.min}"`)
    expect(input).toContain(`max="${PILOTING.max}"`)
  })

  test('WEB-RULES-FROM-ENGINE: the dice tray marks a die a hit exactly when the package counts it a success', () => {
    const dice = [1, 2, 3, 4, 5, 6]
    const s = gunwave
      .ruleset()
      .start((gunwave.quickSetup({ players: '1' }, 't') as { ok: true; value: unknown }).value as never, 't')
    if (!s.ok) throw new Error(s.error.message)
    const shown = rollOf(s.value as never, {
      type: 'Attack',
      kind: 'ranged',
      log: { attacker: 'x', target: null, dice, successes: successes(dice), damage: 0 },
      pool: { dice: 6, mods: [] },
    })
    expect(shown?.dice.map((d) => d.tone === 'hit')).toEqual(dice.map((v) => successes([v]) === 1))
  })
})
