import { describe, expect, test } from 'vitest'
import { mulberry32 } from '../table/random.ts'
import { attacker, input, target } from './fixtures.testkit.ts'
import { anyPowerAvailable, legalPowerSpends } from './legal.ts'
import type { PowerInput, RangeBand } from './types.ts'

const BANDS: RangeBand[] = ['close', 'short', 'medium', 'long']
const WEAPON = ['target-painting', 'blast', 'burn', 'chain-attack', 'reach']
const UNIT = ['run-and-gun', 'co-pilot', 'bracketed']

/** A random attack's view: points, damage, band, upgrades on both sides, conditions and nearby units. */
function randomInput(r: () => number): PowerInput {
  const pick = <T>(xs: readonly T[]) => xs.filter(() => r() < 0.3)
  const ids = ['C', 'D', 'E'].filter(() => r() < 0.6)
  const gaps: Record<string, number> = {}
  for (const id of ids) gaps[id] = r() * 4
  return input({
    attacker: attacker({ weaponUpgrades: pick(WEAPON), upgrades: pick(UNIT) }),
    target: target({
      upgrades: pick(UNIT),
      destroyed: r() < 0.2,
      infantry: r() < 0.2,
      hasLock: r() < 0.3,
      hasEvade: r() < 0.3,
      conditions: { knockedDown: r() < 0.3, shutDown: r() < 0.3, distracted: r() < 0.3, reboot: 0 },
    }),
    band: BANDS[Math.floor(r() * 4)] as RangeBand,
    points: Math.floor(r() * 5),
    damage: Math.floor(r() * 3),
    nearby: ids.map((id) => ({ id, enemy: r() < 0.7, fromTargetCentre: gaps[id] as number })),
    ...(r() < 0.9 ? { gap: (a: string, b: string) => (a === 'B' ? (gaps[b] ?? 9) : 3) } : {}),
    ...(r() < 0.2 ? { environment: { underwater: true } } : {}),
  } as Partial<PowerInput>)
}

describe('the quick "is any power attack on offer" question', () => {
  test('GF-POW-USABLE: anyPowerAvailable answers as the full list does, on 3000 random attacks', () => {
    const r = mulberry32(21)
    let yes = 0
    for (let n = 0; n < 3000; n++) {
      const i = randomInput(r)
      const full = legalPowerSpends(i).some((o) => o.available)
      expect(anyPowerAvailable(i)).toBe(full)
      if (full) yes++
    }
    // Both answers are common in the sample, so the comparison is not one-sided.
    expect(yes).toBeGreaterThan(300)
    expect(yes).toBeLessThan(2700)
  })
})
