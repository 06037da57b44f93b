import { describe, expect, test } from 'vitest'
import { boardLook, namesShown } from './boardLook.ts'

describe('GW-WEB-BOARD-LOOK: the zone board looks like where the fight is', () => {
  test('GW-WEB-BOARD-LOOK: space is a fixed star field with debris; ground has no stars and difficult ground', () => {
    const space = boardLook('space', 16, 12)
    const ground = boardLook('ground', 16, 12)
    expect(space.roughName).toBe('debris')
    expect(ground.roughName).toBe('difficult ground')
    expect(ground.stars).toEqual([])
    expect(space.stars.length).toBeGreaterThan(16 * 12 * 0.2)
    expect(space.stars.length).toBeLessThan(16 * 12 * 0.5)
    // the same field on every draw, and every star inside the board
    expect(boardLook('space', 16, 12).stars).toEqual(space.stars)
    for (const st of space.stars) {
      expect(st.x).toBeGreaterThanOrEqual(0)
      expect(st.x).toBeLessThan(16)
      expect(st.y).toBeLessThan(12)
    }
    expect(space.base).not.toBe(ground.base)
  })

  test('GW-WEB-BOARD-LOOK: each difficult rating 1–3 has its own shade, out-of-range ratings the nearest', () => {
    for (const look of [boardLook('space', 4, 4), boardLook('ground', 4, 4)]) {
      expect(new Set([1, 2, 3].map(look.rough)).size).toBe(3)
      expect(look.rough(0)).toBe(look.rough(1))
      expect(look.rough(5)).toBe(look.rough(3))
    }
  })

  test('GW-WEB-BOARD-LOOK: names of neighbours never run into one another; the selected mecha keeps its name', () => {
    const mecha = [
      { id: 'a', name: 'Valkyr', pos: { x: 2, y: 2 } },
      { id: 'b', name: 'Grunt suit', pos: { x: 4, y: 2 } },
      { id: 'c', name: 'Ragnarok', pos: { x: 9, y: 6 } },
    ]
    // Drawn big (a desktop): every name fits.
    expect([...namesShown(mecha, 28, 7)].sort()).toEqual(['a', 'b', 'c'])
    // Drawn small (names grown to stay readable): the two close names would overlap; one goes.
    const phone = namesShown(mecha, 28, 16)
    expect(phone.has('a') && phone.has('b')).toBe(false)
    expect(phone.has('c')).toBe(true)
    expect(namesShown(mecha, 28, 16, 'b').has('b')).toBe(true)
  })
})
