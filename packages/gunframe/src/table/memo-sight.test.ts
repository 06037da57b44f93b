/**
 * rememberedSight answers as lineOfSight would, per pair of ids and per option, whatever the ids
 * hold (no two questions share an answer), and hands out copies.
 */
import { describe, expect, test } from 'vitest'
import { box, figure, table } from './build.ts'
import { lineOfSight } from './sight.ts'
import { rememberedSight } from './sight-memo.ts'

describe('remembered sight', () => {
  test('GF-LOS: each (from, to, turreted) question gets its own answer, equal to measuring afresh', () => {
    const field = table([box('bldg', 9, 5, 3, 10, { qualities: ['blocking', 'elevated'], height: 6 })])
    // Ids whose plain concatenations collide: 'a'+'bc' and 'ab'+'c'.
    const figs = [
      figure('a', 'p1', 4, 10, { id: 'a' }),
      figure('bc', 'p2', 15, 10, { id: 'bc', facing: Math.PI }),
      figure('ab', 'p1', 6, 4, { id: 'ab', facing: Math.PI }),
      figure('c', 'p2', 16, 16, { id: 'c' }),
    ]
    for (let round = 0; round < 2; round++)
      for (const x of figs)
        for (const y of figs)
          for (const opts of [undefined, { turreted: true }, { turreted: false }]) {
            const copy = figs.map((f) => ({ ...f, pos: { ...f.pos } }))
            const got = rememberedSight(lineOfSight, field, copy, x.id, y.id, opts)
            expect(got).toEqual(lineOfSight(field, copy, x.id, y.id, opts))
            // A caller editing its answer leaves the next one untouched.
            got.visible = !got.visible
          }
  })
})
