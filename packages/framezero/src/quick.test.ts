/** The quick battle's companies (the web's one-click battle, `sortie sim`'s game). */
import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
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
