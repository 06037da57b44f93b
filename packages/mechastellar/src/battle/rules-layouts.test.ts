/** Named terrain layouts for quick games (MS-DEPLOY-TERRAIN): each starts and plays; unknown ids are refused. */
import { playBots } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { greedyBot } from '../bots/greedy.ts'
import { randomBot } from '../bots/random.ts'
import descriptor from '../package.ts'
import { mechastellarRuleset } from './core/ruleset.ts'
import { MsSetupSchema, standardCps } from './core/setup.ts'
import { DEFAULT_LAYOUT, TERRAIN_LAYOUTS } from './layouts.ts'
import { QUICK_TERRAIN, quickSetup } from './quick.ts'

const ids = TERRAIN_LAYOUTS.map((l) => l.id)

describe('terrain layouts', () => {
  test('MS-DEPLOY-TERRAIN: the default layout is the original quick table, piece for piece', () => {
    expect(DEFAULT_LAYOUT).toBe('ruins')
    const r = descriptor.quickSetup({}, 's')
    expect(r.ok && r.value.terrain).toEqual(QUICK_TERRAIN)
    expect(quickSetup().terrain).toBe(QUICK_TERRAIN)
    expect(QUICK_TERRAIN.map((t) => t.id)).toEqual([
      'terrain:tower-w',
      'terrain:tower-e',
      'terrain:debris-n',
      'terrain:debris-s',
      'terrain:jungle',
      'terrain:lake',
    ])
  })

  test.each(ids)(
    'MS-DEPLOY-TERRAIN: layout %s fits the table, clears the control points and validates',
    (id) => {
      const r = descriptor.quickSetup({ terrain: id }, 's')
      expect(r.ok).toBe(true)
      if (!r.ok) return
      expect(MsSetupSchema.safeParse(r.value).success).toBe(true)
      const pieces = r.value.terrain
      expect(pieces.length).toBeGreaterThan(0)
      expect(new Set(pieces.map((t) => t.id)).size).toBe(pieces.length)
      for (const t of pieces)
        for (const p of t.poly) {
          expect(p.x).toBeGreaterThanOrEqual(0)
          expect(p.x).toBeLessThanOrEqual(48)
          expect(p.y).toBeGreaterThanOrEqual(0)
          expect(p.y).toBeLessThanOrEqual(48)
        }
      // no piece covers a control point's centre (with half an inch to spare)
      for (const c of standardCps(48, 48))
        for (const t of pieces) {
          const xs = t.poly.map((p) => p.x)
          const ys = t.poly.map((p) => p.y)
          const inside =
            c.x > Math.min(...xs) - 0.5 &&
            c.x < Math.max(...xs) + 0.5 &&
            c.y > Math.min(...ys) - 0.5 &&
            c.y < Math.max(...ys) + 0.5
          expect(inside, `${t.id} on the point ${c.x},${c.y}`).toBe(false)
        }
    },
  )

  test.each(ids)('MS-DEPLOY-TERRAIN: a bot game on layout %s deploys and finishes with no error', (id) => {
    const r = descriptor.quickSetup({ terrain: id, rounds: '3' }, 's')
    if (!r.ok) throw new Error(r.error.message)
    const g = playBots({
      ruleset: mechastellarRuleset(),
      setup: r.value,
      seed: `layout-${id}`,
      bots: { p1: greedyBot, p2: randomBot },
    })
    expect(g.error).toBeUndefined()
    expect(g.outcome).not.toBeNull()
    expect(g.state?.terrain.map((t) => t.id)).toEqual(r.value.terrain.map((t) => t.id))
  })

  test('MS-DEPLOY-TERRAIN: an unknown layout is refused, naming the layouts there are', () => {
    const r = descriptor.quickSetup({ terrain: 'moon' }, 's')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error.code).toBe('mechastellar/bad_option')
    for (const id of ids) expect(r.error.message).toContain(id)
    expect(r.error.message).toContain('"moon"')
  })

  test("MS-DEPLOY-TERRAIN: an agreed edit of a piece's qualities goes into the game the setup starts", () => {
    const r = descriptor.quickSetup({ terrain: 'open-plain' }, 's')
    if (!r.ok) throw new Error(r.error.message)
    const terrain = r.value.terrain.map((t) =>
      t.id === 'terrain:copse' ? { ...t, cover: true, blocksLos: true } : t,
    )
    const setup = { ...r.value, terrain }
    expect(MsSetupSchema.safeParse(setup).success).toBe(true)
    const s = mechastellarRuleset().start(setup, 'edit')
    if (!s.ok) throw new Error(s.error.message)
    expect(s.value.terrain.find((t) => t.id === 'terrain:copse')).toMatchObject({
      cover: true,
      blocksLos: true,
    })
    // the layout itself is untouched
    expect(
      TERRAIN_LAYOUTS.find((l) => l.id === 'open-plain')?.terrain.find((t) => t.id === 'terrain:copse')
        ?.cover,
    ).toBe(false)
  })
})
