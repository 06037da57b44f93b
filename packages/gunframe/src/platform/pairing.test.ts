/**
 * The quick battle's pairing (GF-SIM-PAIRING): by default both sides field the same example squadron, so
 * a bot-against-bot result measures the bots and not the lists; `--pairing` picks others.
 */
import { describe, expect, test } from 'vitest'
import gunframe from '../package.ts'
import { DEFAULT_PAIRING, parsePairing, quickSetup, simSetup } from './quick-setup.ts'

const names = (units: readonly { name: string }[] | undefined) => (units ?? []).map((u) => u.name)

describe('pairing', () => {
  test('GF-SIM-PAIRING: the quick battle mirrors one example squadron unless told otherwise', () => {
    expect(DEFAULT_PAIRING).toBe('mirror')
    const r = quickSetup({ battlefield: 'city' }, 's1')
    if (!r.ok) throw new Error(r.error.message)
    expect(names(r.value.squadrons.p1)).toEqual(names(r.value.squadrons.p2))
    expect(names(r.value.squadrons.p1).length).toBeGreaterThan(0)
  })

  test('GF-SIM-PAIRING: example, mirror:<squadron> and <squadron>:<squadron> name the sides', () => {
    expect(parsePairing('example')).toEqual(['terran-100', 'martian-100'])
    expect(parsePairing('mirror')).toEqual(['terran-100', 'terran-100'])
    expect(parsePairing('mirror:martian-100')).toEqual(['martian-100', 'martian-100'])
    expect(parsePairing('martian-100:terran-100')).toEqual(['martian-100', 'terran-100'])
    const ex = quickSetup({ pairing: 'example' }, 's1')
    if (!ex.ok) throw new Error(ex.error.message)
    expect(names(ex.value.squadrons.p1)).not.toEqual(names(ex.value.squadrons.p2))
    // SimOptions without a pairing (the rule tests' fixtures) keep the two example squadrons.
    const plain = simSetup({ games: 1, seed: 's', bots: [] }, 's')
    expect(names(plain.squadrons.p1)).toEqual(names(ex.value.squadrons.p1))
    expect(names(plain.squadrons.p2)).toEqual(names(ex.value.squadrons.p2))
  })

  test('GF-SIM-PAIRING: a pairing naming no example squadron is a coded error', () => {
    const r = quickSetup({ pairing: 'zeon-100:terran-100' }, 's1')
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.code).toBe('gunframe/bad_quick_setup')
      expect(r.error.message).toMatch(/unknown squadron "zeon-100".*terran-100, martian-100/)
    }
    expect(quickSetup({ pairing: 'terran-100' }, 's1').ok).toBe(false)
  })

  test('GF-SIM-PAIRING: `sortie sim` offers --pairing', () => {
    expect(gunframe.sim?.options.map((o) => o.flags)).toContain('--pairing <p>')
  })
})
