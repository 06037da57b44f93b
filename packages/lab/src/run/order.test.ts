import type { AnyRulesetPackage } from '@sortie/engine'
import { expect, test } from 'vitest'
import type { GameRow } from '../types.ts'
import { chunks, InOrder } from './order.ts'
import { defaultLabBots, seatBots } from './play-game.ts'

const rows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => ({ i: from + k }) as GameRow)

test('LAB-ORDER: chunks finishing out of order are released in game order, a repeated chunk never', () => {
  const o = new InOrder()
  expect(o.push(2, rows(2, 4))).toEqual([])
  expect(o.push(0, rows(0, 2))?.map((r) => r.i)).toEqual([0, 1, 2, 3])
  expect(o.push(2, rows(2, 4))).toBeNull()
  expect(o.push(0, rows(0, 2))).toBeNull()
  expect(o.released).toBe(4)
  expect(chunks(7, 3)).toEqual([
    { from: 0, to: 3 },
    { from: 3, to: 6 },
    { from: 6, to: 7 },
  ])
})

test('LAB-SWAP: bots swap seats every other game (and rotate one seat per game with more seats)', () => {
  expect(seatBots(['p1', 'p2'], ['a', 'b'], 0)).toEqual({ p1: 'a', p2: 'b' })
  expect(seatBots(['p1', 'p2'], ['a', 'b'], 1)).toEqual({ p1: 'b', p2: 'a' })
  expect(seatBots(['p1', 'p2'], ['a', 'b'], 2)).toEqual({ p1: 'a', p2: 'b' })
  expect(seatBots(['p1', 'p2'], ['a'], 1)).toEqual({ p1: 'a', p2: 'a' })
  expect(seatBots(['p1', 'p2', 'p3'], ['a', 'b', 'c'], 1)).toEqual({ p1: 'c', p2: 'a', p3: 'b' })
})

test('LAB-BOTS: without --bots the lab plays the ruleset’s lab bots, else greedy, else the first bot', () => {
  const pkg = (bots: string[], lab?: { bots: string[] }) =>
    ({ bots: Object.fromEntries(bots.map((b) => [b, {}])), lab }) as unknown as AnyRulesetPackage
  expect(defaultLabBots(pkg(['search', 'greedy', 'random'], { bots: ['greedy', 'random'] }))).toEqual([
    'greedy',
    'random',
  ])
  expect(defaultLabBots(pkg(['search', 'greedy', 'random']))).toEqual(['greedy'])
  expect(defaultLabBots(pkg(['random', 'cautious']))).toEqual(['random'])
})
