/**
 * Sight remembered across positions answers exactly as measuring afresh: figures wander over
 * random tables, one at a time (the others stay put, as in a game), and every pair is asked
 * after each step, in both directions and with and without a turret.
 */
import { pointSegmentDist2, sightTargets } from '@sortie/engine'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { figure, table } from './build.ts'
import type { Figure } from './contract.ts'
import { mulberry32, randomBattlefield } from './random.ts'
import { lineOfSight, screensBetween } from './sight.ts'
import { rememberedSight } from './sight-memo.ts'

const FRAMES = ['medium', 'heavy', 'infantry', 'tank', 'scout']

describe('sight remembered across positions', () => {
  test('GF-LOS-MEMO: a ground figure left out of screensBetween meets no ray from the eye to the target', () => {
    const coord = fc.double({ min: 0, max: 36, noNaN: true })
    const radius = fc.constantFrom(0.75, 1, 1.25, 1.5)
    let outside = 0
    fc.assert(
      fc.property(
        coord,
        coord,
        coord,
        coord,
        radius,
        coord,
        coord,
        radius,
        (ax, ay, bx, by, rb, fx, fy, rf) => {
          const a = figure('a', 'p1', ax, ay)
          const b = figure('b', 'p2', bx, by, { radius: rb })
          const f = figure('f', 'p2', fx, fy, { radius: rf })
          if (screensBetween([a, b, f], a, b).includes(f)) return
          outside++
          // The rays' tracks (sight.ts): from the eye to points across the target's base.
          for (const to of sightTargets(a.pos, { c: b.pos, r: rb }, 5))
            expect(pointSegmentDist2(fx, fy, ax, ay, to.x, to.y)).toBeGreaterThan(rf * rf)
        },
      ),
      { numRuns: 20_000 },
    )
    expect(outside).toBeGreaterThan(1000)
  })

  test('GF-LOS-MEMO: a flyer in the way that lands (or takes off) is a new question', () => {
    const a = figure('a', 'p1', 5, 10, { flying: true, frame: 'flyer' })
    const b = figure('b', 'p2', 20, 10, { flying: true, frame: 'flyer' })
    const up = figure('c', 'p1', 12, 10, { flying: true, frame: 'flyer' })
    const clear = table([])
    for (const c of [up, { ...up, flying: false }, up]) {
      const figs = [a, b, c]
      expect(rememberedSight(lineOfSight, clear, figs, 'unit:a', 'unit:b')).toEqual(
        lineOfSight(clear, figs, 'unit:a', 'unit:b'),
      )
    }
    expect(lineOfSight(clear, [a, b, up], 'unit:a', 'unit:b').visible).toBe(false)
  })

  test('GF-LOS-MEMO: equal to lineOfSight while figures move one at a time, on random tables', () => {
    const r = mulberry32(7)
    let measured = 0
    const measure: typeof lineOfSight = (...args) => {
      measured++
      return lineOfSight(...args)
    }
    let asked = 0
    for (const [seed, theme] of [
      ['s1', 'city'],
      ['s2', 'forest'],
      ['s3', 'desert'],
    ] as const) {
      const field = randomBattlefield(seed, theme)
      let figs: Figure[] = Array.from({ length: 7 }, (_, i) =>
        figure(`f${i}`, i % 2 ? 'p1' : 'p2', 2 + r() * 32, 2 + r() * 32, {
          frame: FRAMES[i % FRAMES.length] as string,
          facing: r() * 2 * Math.PI,
          flying: i === 6 && r() < 0.5,
        }),
      )
      for (let step = 0; step < 25; step++) {
        // One figure moves (or turns, or climbs); the others keep their very fields.
        const k = Math.floor(r() * figs.length)
        figs = figs.map((f, i) =>
          i !== k
            ? { ...f, pos: { ...f.pos } }
            : {
                ...f,
                pos: { x: 2 + r() * 32, y: 2 + r() * 32 },
                facing: r() < 0.5 ? f.facing : r() * 2 * Math.PI,
                elevation: r() < 0.2 ? 2 : 0,
              },
        )
        for (const a of figs)
          for (const b of figs)
            for (const opts of [undefined, { turreted: true }]) {
              const fresh = lineOfSight(field, figs, a.id, b.id, opts)
              const got = rememberedSight(measure, field, figs, a.id, b.id, opts)
              expect(got).toEqual(fresh)
              // A caller editing its answer leaves the remembered one untouched.
              got.visible = !got.visible
              asked++
            }
      }
    }
    expect(asked).toBeGreaterThan(5000)
    // Many questions after a step are answered from an earlier position (the check has teeth).
    expect(measured).toBeLessThan(asked * 0.75)
  })
})
