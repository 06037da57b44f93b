/**
 * The reaction checks that stop early (reactions.ts) must answer as the full listing does:
 * settle asks only whether anyone may react (anyAllowedReactor), a reaction's apply only whether
 * the named unit may (isReactor). Checked on every state of bot games, for the window on the
 * stack and for a "moved" window opened by every unit on the table against every seat.
 */
import { expect, test } from 'vitest'
import { BOTS, playGame } from '../../bots/index.ts'
import { simSeats, simSetup } from '../../platform/quick-setup.ts'
import { tableRules } from '../../table/index.ts'
import type { BattleLook } from '../core/context.ts'
import { moduleTable } from '../core/module.ts'
import type { GunframeRuleset } from '../core/ruleset.ts'
import { createGunframeRuleset } from '../core/ruleset.ts'
import type { BattleState, ReactFrame } from '../core/types.ts'
import { battleModules } from '../modules/index.ts'
import { allowedReactors, anyAllowedReactor, isReactor, reactors } from './reactions.ts'

function framesOf(s: BattleState): ReactFrame[] {
  const out: ReactFrame[] = []
  const top = s.stack[s.stack.length - 1]
  if (top?.t === 'react') out.push(top)
  for (const u of s.units)
    for (const seat of s.seats) {
      out.push({ t: 'react', trigger: { type: 'moved', by: u.id }, seat })
      out.push({ t: 'react', trigger: { type: 'attacked', by: u.id, unit: u.id }, seat })
    }
  return out
}

function check(s: BattleState, look: BattleLook): number {
  let n = 0
  for (const f of framesOf(s)) {
    expect(anyAllowedReactor(s, look, f)).toBe(allowedReactors(s, look, f).length > 0)
    const all = reactors(s, look, f)
    for (const id of [...s.units.map((u) => u.id), 'nobody', 7])
      expect(isReactor(s, look, f, id)).toBe(all.includes(id as string))
    n++
  }
  return n
}

function watchedGame(o: Parameters<typeof simSetup>[0], seed: string): number {
  const modules = battleModules()
  const ruleset = createGunframeRuleset({ table: tableRules, modules })
  let checked = 0
  const watched: GunframeRuleset = Object.assign(Object.create(ruleset), {
    apply: (s: BattleState, d: Parameters<GunframeRuleset['apply']>[1]) => {
      checked += check(s, { table: moduleTable(modules, tableRules, s), modules })
      return ruleset.apply(s, d)
    },
  })
  const bots = Object.fromEntries(simSeats(o).map((seat) => [seat, BOTS.greedy]))
  const g = playGame({
    ruleset: watched,
    table: tableRules,
    setup: simSetup(o, seed),
    seed,
    bots: bots as never,
  })
  expect(g.error).toBeUndefined()
  return checked
}

test('GF-REACT-EARLY: settle and a reaction ask about reactors as the full listing answers (city)', () => {
  const o = { games: 1, seed: 'react-early', bots: ['greedy', 'greedy'], battlefield: 'city' }
  expect(watchedGame(o, 'react-early')).toBeGreaterThan(1000)
}, 240_000)

test('GF-REACT-EARLY: the same in darkness, where the environment filters reactions to moves', () => {
  const o = { games: 1, seed: 'react-dark', bots: ['greedy', 'greedy'], environment: 'darkness' }
  expect(watchedGame(o, 'react-dark')).toBeGreaterThan(1000)
}, 240_000)
