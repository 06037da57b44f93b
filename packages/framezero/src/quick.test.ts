/** The quick battle's companies (the web's one-click battle, `sortie sim`'s game). */
import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import framezero from './package.ts'
import { quickBattle } from './quick.ts'
import { companySystems, sizeRow, validateCompany } from './units/index.ts'

describe('quick battle', () => {
  test.each([2, 3, 4, 5])(
    'MF-QUICK-BALANCED: %i players get the same number of frames, legal companies and three rockets each',
    (n) => {
      for (const size of ['skirmish', 'battle'] as const) {
        const setup = unwrap(quickBattle(n, size))
        const counts = setup.players.map((p) => p.company.frames.length)
        expect(new Set(counts).size).toBe(1)
        const [lo, hi] = sizeRow(n)![size]
        expect(counts[0]).toBeGreaterThanOrEqual(lo)
        expect(counts[0]).toBeLessThanOrEqual(hi)
        for (const p of setup.players) {
          expect(validateCompany(p.company, { players: n, size }).problems).toEqual([])
          expect(p.company.frames.reduce((k, f) => k + f.ssr, 0)).toBe(3)
          // at most one system apart: the classic under-bid, never a missing frame
          expect(
            Math.abs(companySystems(p.company) - companySystems(setup.players[0]!.company)),
          ).toBeLessThanOrEqual(1)
        }
      }
    },
  )
})

describe('MF-QUICK-PAIRING', () => {
  test('MF-QUICK-PAIRING: the descriptor quick battle (web, sim) gives every seat the same company by default; example gives each its own; anything else is refused with a code', () => {
    const systemsOf = (p: { company: { frames: { name: string; systems: unknown }[] } }) =>
      p.company.frames.map((f) => JSON.stringify(f.systems))
    for (const players of ['2', '4']) {
      const mirror = unwrap(framezero.quickSetup({ players }, 'q'))
      expect(new Set(mirror.players.map((p) => systemsOf(p).join('|'))).size).toBe(1)
      expect(new Set(mirror.players.map((p) => p.company.name)).size).toBe(mirror.players.length)
      const example = unwrap(framezero.quickSetup({ players, pairing: 'example' }, 'q'))
      expect(new Set(example.players.map((p) => systemsOf(p).join('|'))).size).toBe(example.players.length)
    }
    const bad = framezero.quickSetup({ pairing: 'lopsided' }, 'q')
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error.code).toBe('framezero/bad_pairing')
  })
})
