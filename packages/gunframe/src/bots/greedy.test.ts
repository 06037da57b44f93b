import { expect, test } from 'vitest'
import { openGround } from '../battle/core/open-ground.ts'
import type { BattleState } from '../battle/core/types.ts'
import { play, scenario, testRuleset } from '../battle/testkit/testing.ts'
import { greedyBot } from './greedy.ts'

const ctx = { ruleset: testRuleset, table: openGround, rand: () => 0 }

function luckyRoll(dice: number[]): BattleState {
  const s = scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, profile: { upgrades: [{ id: 'lucky' }] } },
    { side: 'p2', pos: { x: 10, y: 15 }, profile: { loadout: { close: 0, short: 3, medium: 3, long: 3 } } },
  ])
  return play(
    s,
    [
      { kind: 'activate', unit: 'unit:p1:0' },
      { kind: 'attack', target: 'unit:p2:0' },
    ],
    dice,
  ).state
}

test('GF-UPG-LUCKY: the greedy bot answers from legal — failed dice again when half the roll missed', () => {
  const bad = luckyRoll([1, 2, 5])
  expect(greedyBot.choose(bad, () => testRuleset.legal(bad), ctx)).toMatchObject({
    kind: 'choose',
    option: 'reroll',
  })
  const good = luckyRoll([4, 5, 2])
  expect(greedyBot.choose(good, () => testRuleset.legal(good), ctx)).toMatchObject({
    kind: 'choose',
    option: 'keep',
  })
})
