/**
 * sightBetween's shortcuts (the feature index, and stopping once the target is known to be seen
 * and partly hidden) must give exactly what the plain reading gives: every feature against every
 * ray, in order (`useIndex = false`).
 */
import { describe, expect, test } from 'vitest'
import { figure } from './build.ts'
import type { Figure } from './contract.ts'
import { preset } from './presets.ts'
import { mulberry32 } from './random.ts'
import { sightBetween } from './sight.ts'
import { prepare } from './terrain.ts'
import { THEMES } from './themes.ts'

const FRAMES = ['infantry', 'scout', 'light', 'medium', 'heavy', 'superheavy', 'tank', 'flyer']

function scatter(rand: () => number, n: number): Figure[] {
  const out: Figure[] = []
  for (let i = 0; i < n; i++) {
    const frame = FRAMES[Math.floor(rand() * FRAMES.length)] as string
    out.push(
      figure(`f${i}`, i % 2 ? 'p2' : 'p1', 1 + rand() * 34, 1 + rand() * 34, {
        frame,
        facing: (rand() - 0.5) * 2 * Math.PI,
        flying: frame === 'flyer' && rand() < 0.5,
        elevation: rand() < 0.15 ? 2 + rand() * 4 : 0,
      }),
    )
  }
  return out
}

describe('sight shortcuts', () => {
  for (const theme of THEMES)
    test(`GF-LOS / GF-LOS-OBSCURED / GF-LOS-COVER: the shortcuts agree with the plain reading (${theme})`, () => {
      const prep = prepare(preset(theme))
      const rand = mulberry32(theme.length * 97 + 5)
      let seen = 0
      let obscured = 0
      for (let round = 0; round < 6; round++) {
        const figs = scatter(rand, 12)
        for (const a of figs)
          for (const b of figs) {
            if (a === b) continue
            for (const opts of [{}, { turreted: true }]) {
              const fast = sightBetween(prep, figs, a, b, opts, true)
              expect(fast).toEqual(sightBetween(prep, figs, a, b, opts, false))
              if (fast.visible) seen++
              if (fast.obscured) obscured++
            }
          }
      }
      // The sample holds both answers the early stop decides between.
      expect(seen).toBeGreaterThan(0)
      expect(obscured).toBeGreaterThan(0)
    })
})
