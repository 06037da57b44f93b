import type { BotPlayer } from '@sortie/engine'
import { expect, test } from 'vitest'
import type { BattleDecision, BattleState } from '../battle/core/types.ts'
import gunframe from '../package.ts'
import { tableRules } from '../table/index.ts'
import { moveScorer, moveScoreWithin } from './move-score.ts'

test('the bound of a move score within a reach is never below the score of an end that near', () => {
  const q = gunframe.quickSetup({ battlefield: 'city' }, 'move-bound')
  if (!q.ok) throw new Error(q.error.message)
  const ruleset = gunframe.ruleset()
  const started = ruleset.start(q.value, 'move-bound')
  if (!started.ok) throw new Error(started.error.message)
  let s: BattleState = started.value
  let k = 11
  const rand = (m: number) => {
    k = (k * 48271) % 2147483647
    return k % Math.max(1, m)
  }
  let checked = 0
  for (let n = 0; n < 400; n++) {
    const p = ruleset.prompt(s)
    if (!p) break
    for (const u of s.units.filter((x) => x.status === 'table')) {
      const value = moveScorer(s, tableRules, u)
      const within = moveScoreWithin(s, tableRules, u)
      for (const reach of [0, 1, 3, 6, 12, 24]) {
        const most = within(reach)
        for (let i = 0; i < 16; i++) {
          const th = (2 * Math.PI * rand(360)) / 360
          const l = (reach * rand(101)) / 100
          const end = { x: u.pos.x + l * Math.cos(th), y: u.pos.y + l * Math.sin(th) }
          expect(value(end)).toBeLessThanOrEqual(most)
          checked++
        }
      }
    }
    const bot = gunframe.bots.greedy as BotPlayer<BattleState, BattleDecision>
    const d = bot.decide(s, p.seat, { legal: ruleset.legal(s).filter((x) => x.seat === p.seat), rand })
    const r = ruleset.apply(s, d.decision)
    if (!r.ok) throw new Error(r.error.code)
    s = r.value.state
  }
  expect(checked).toBeGreaterThan(1000)
}, 60_000)
