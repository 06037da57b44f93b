/**
 * What is kept with a settled state (settled.ts): the figures and the attack plans of a state
 * apply() returned are worked out once and handed out again, and every kept answer must be the one
 * worked out afresh; a state apply did not return, or a what-if unit, is always worked out afresh.
 */
import { expect, test } from 'vitest'
import { simSetup } from '../../platform/quick-setup.ts'
import { tableRules } from '../../table/index.ts'
import { planAttack } from '../actions/attack-plan.ts'
import { battleModules } from '../modules/index.ts'
import { figures } from './geo.ts'
import { moduleTable } from './module.ts'
import { createGunframeRuleset } from './ruleset.ts'
import { isSettled } from './settled.ts'
import type { BattleState } from './types.ts'
import { watchedGame } from './watched-game.testkit.ts'

/** A copy of `s` no apply returned: everything about it is worked out afresh. */
const unsettled = (s: BattleState): BattleState => structuredClone(s)

test('ENG-APPLY-KEPT: kept figures and attack plans are the ones worked out afresh, state after state', () => {
  const modules = battleModules()
  const ruleset = createGunframeRuleset({ table: tableRules, modules })
  let states = 0
  let plans = 0
  const g = watchedGame(ruleset, 'kept-answers', (next) => {
    expect(isSettled(next)).toBe(true)
    const copy = unsettled(next)
    expect(isSettled(copy)).toBe(false)
    // Asked twice: the second is the kept one, the very same list.
    const figs = figures(next)
    expect(figures(next)).toBe(figs)
    expect(figs).toStrictEqual(figures(copy))
    expect(figures(copy)).not.toBe(figures(copy))
    const look = { table: moduleTable(modules, tableRules, next), modules }
    const copyLook = { table: moduleTable(modules, tableRules, copy), modules }
    const top = next.stack[next.stack.length - 1]
    const frame = top?.t === 'activation' ? top : undefined
    for (const a of next.units)
      for (const t of next.units) {
        if (a.side === t.side || a.status !== 'table' || t.status !== 'table') continue
        const own = frame?.unit === a.id
        for (const opts of own
          ? [
              { reaction: false, frame },
              { reaction: false, frame, face: true },
            ]
          : [{ reaction: true }]) {
          const kept = planAttack(next, look, a, t.id, opts)
          expect(planAttack(next, look, a, t.id, opts)).toBe(kept)
          const copyFrame = own ? copy.stack[copy.stack.length - 1] : undefined
          const fresh = planAttack(copy, copyLook, copy.units.find((u) => u.id === a.id) as never, t.id, {
            ...opts,
            ...(copyFrame?.t === 'activation' ? { frame: copyFrame } : {}),
          })
          expect(kept).toStrictEqual(fresh)
          plans++
        }
      }
    states++
  })
  expect(g.error).toBeUndefined()
  expect(states).toBeGreaterThan(100)
  expect(plans).toBeGreaterThan(1000)
}, 180_000)

test('ENG-APPLY-KEPT: a what-if unit, a what-if frame or an edited hand-built state is planned afresh', () => {
  const modules = battleModules()
  const ruleset = createGunframeRuleset({ table: tableRules, modules })
  const o = { games: 1, seed: 'kept-edit', bots: ['greedy', 'greedy'] }
  const started = ruleset.start(simSetup(o, 'kept-edit'), 'kept-edit')
  if (!started.ok) throw new Error(started.error.code)
  // A state start() made is not settled: an edit between two questions shows in the second.
  const s = started.value
  const before = figures(s)
  const u = s.units[0] as BattleState['units'][number]
  u.status = 'table'
  u.pos = { x: 1.5, y: 2.5 }
  const after = figures(s)
  expect(after).not.toBe(before)
  expect(after.find((f) => f.id === u.id)?.pos).toStrictEqual({ x: 1.5, y: 2.5 })
  // A settled state asked about a unit that is not its own (a bot's what-if copy, moved) plans
  // that copy, not the kept plan of the unit in the state.
  const next = ruleset.apply(s, ruleset.legal(s)[0] as never)
  if (!next.ok) throw new Error(next.error.code)
  const n = next.value.state
  const look = { table: moduleTable(modules, tableRules, n), modules }
  const a = n.units.find((x) => x.status === 'table') as BattleState['units'][number]
  const t = n.units.find((x) => x.status === 'table' && x.side !== a.side)
  if (!t) return
  const kept = planAttack(n, look, a, t.id, { reaction: true })
  const moved = { ...a, pos: { x: t.pos.x + 30, y: t.pos.y } }
  expect(planAttack(n, look, moved, t.id, { reaction: true })).not.toBe(kept)
})
