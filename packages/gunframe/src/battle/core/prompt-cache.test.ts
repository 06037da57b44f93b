/**
 * The ruleset remembers the prompt of each state its apply returned (ruleset.ts): every answer
 * it gives from memory must be the prompt worked out afresh, and a state it did not make (from
 * start(), or built by hand and edited) is always asked afresh.
 */
import { expect, test } from 'vitest'
import { simSetup } from '../../platform/quick-setup.ts'
import { tableRules } from '../../table/index.ts'
import { battleModules } from '../modules/index.ts'
import { moduleTable } from './module.ts'
import { battlePrompt } from './prompt.ts'
import type { GunframeRuleset } from './ruleset.ts'
import { createGunframeRuleset } from './ruleset.ts'
import { watchedGame } from './watched-game.testkit.ts'

test('ENG-APPLY-PROMPT: a remembered prompt is the one worked out afresh, state after state', () => {
  const modules = battleModules()
  const ruleset = createGunframeRuleset({ table: tableRules, modules })
  const fresh = (s: Parameters<GunframeRuleset['prompt']>[0]) =>
    battlePrompt(s, { table: moduleTable(modules, tableRules, s), modules })
  let checked = 0
  const g = watchedGame(ruleset, 'prompt-cache', (next) => {
    // Asked twice: worked out, then remembered; both equal a fresh answer.
    expect(ruleset.prompt(next)).toStrictEqual(fresh(next))
    expect(ruleset.prompt(next)).toStrictEqual(fresh(next))
    checked++
  })
  expect(g.error).toBeUndefined()
  expect(checked).toBeGreaterThan(100)
}, 120_000)

test('ENG-APPLY-PROMPT: a state apply did not return is asked afresh, edits and all', () => {
  const ruleset = createGunframeRuleset({ table: tableRules })
  const o = { games: 1, seed: 'prompt-edit', bots: ['greedy', 'greedy'] }
  const started = ruleset.start(simSetup(o, 'prompt-edit'), 'prompt-edit')
  if (!started.ok) throw new Error(started.error.code)
  const s = started.value
  const before = ruleset.prompt(s)
  expect(before).not.toBeNull()
  s.phase = 'over'
  expect(ruleset.prompt(s)).toBeNull()
})
