import { type BotPlayer, playBots, unwrap } from '@sortie/engine'
import { expect, test } from 'vitest'
import { quickBattle } from '../quick.ts'
import { ruleset, started } from '../testkit/index.ts'
import type { FzDecision, FzState } from './types.ts'

const random: BotPlayer<FzState, FzDecision> = {
  id: 'r',
  title: 'r',
  decide: (_s, _seat, ctx) => ({ decision: ctx.legal[ctx.rand(ctx.legal.length)] as FzDecision }),
}

test('smoke', () => {
  const s = started()
  expect(s.phase).toBe('deploy')
  const g = playBots({ ruleset, setup: unwrap(quickBattle(2)), seed: 'x', bots: { p1: random, p2: random } })
  expect(g.error).toBeUndefined()
  expect(g.outcome).not.toBeNull()
})
