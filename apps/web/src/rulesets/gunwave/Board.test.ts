/**
 * The board names its squares as the choices do: each "x,y" a move or a shot names can be found by
 * its column number along the top and its row number down the left.
 */
import { unwrap } from '@sortie/engine'
import type { GwDecision, GwState } from '@sortie/gunwave'
import gunwave from '@sortie/gunwave/package'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Board } from './Board.tsx'
import { label } from './format.ts'

describe('the zone board’s coordinates', () => {
  test('GW-WEB-BOARD-COORDS: every column and row is numbered, and each square a choice names is on the board', () => {
    const ruleset = gunwave.ruleset()
    const setup = unwrap(gunwave.quickSetup({ players: '2' }, 'coords'))
    let s = unwrap(ruleset.start(setup, 'coords')) as GwState
    // On to the first choice that names a square.
    let named: string[] = []
    for (let i = 0; i < 200 && !named.length; i++) {
      const legal = ruleset.legal(s) as GwDecision[]
      named = legal.map((d) => label(s, d)).filter((l) => /\d+,\d+/.test(l))
      if (named.length || !legal[0]) break
      s = unwrap(ruleset.apply(s, legal[0])).state as GwState
    }
    expect(named.length).toBeGreaterThan(0)
    const html = renderToStaticMarkup(createElement(Board, { state: s }))
    const coords = html.slice(html.indexOf('data-testid="gw-coords"'))
    const texts = [...coords.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]))
    const { width, height } = s.scene
    // Columns 0…width−1 along the top, then rows 0…height−1 down the left.
    expect(texts.slice(0, width)).toEqual(Array.from({ length: width }, (_, i) => i))
    expect(texts.slice(width, width + height)).toEqual(Array.from({ length: height }, (_, i) => i))
    for (const l of named)
      for (const [, x, y] of l.matchAll(/(\d+),(\d+)/g)) {
        expect(Number(x)).toBeLessThan(width)
        expect(Number(y)).toBeLessThan(height)
      }
  })
})
