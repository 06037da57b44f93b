import type { BotPlayer, Vec } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { BOTS } from '../../../bots/index.ts'
import gunframe from '../../../package.ts'
import { tableRules } from '../../../table/index.ts'
import { battleTable } from '../../actions/attack-odds.ts'
import { standardModules } from '../../modules/index.ts'
import { activateAttack } from '../../testkit/decisions.ts'
import { A, B } from '../../testkit/fixtures.ts'
import { play, testRuleset, two, ups } from '../../testkit/testing.ts'
import type { BattleLook } from '../context.ts'
import type { BattlePrompt } from '../prompt-types.ts'
import type { GunframeRuleset } from '../ruleset.ts'
import type { BattleDecision, BattleState, BattleUnit } from '../types.ts'
import { bestOtherMove } from './best-other-move.ts'
import { listedLocks } from './listed-locks.ts'
import { bestMoveOption, type MoveOption, moveOptions } from './move-options.ts'
import {
  isMoveDecision,
  OTHER_MOVES,
  WITHOUT_MOVES,
  WITHOUT_MOVES_OR_LOCKS,
  WITHOUT_TABLE_MOVES,
} from './want.ts'

/** Other moves met by the walks (the best-other-move check must have had some to weigh). */
let otherMovesSeen = 0
/** Locks met by the walks (leaving them out must have had some to leave). */
let locksSeen = 0
/** Locks listedLocks found alone (the check must have had some to find). */
let locksAsked = 0

/** The listing without moves is the full listing with the moves taken out, in the same order. */
function sameRest(s: BattleState): void {
  const ruleset = gunframe.ruleset()
  const all = ruleset.legal(s)
  expect(ruleset.legal(s, WITHOUT_MOVES)).toEqual(all.filter((d) => !isMoveDecision(d)))
  // Without the locks as well: the same list less its locks, in order.
  const noLocks = ruleset.legal(s, WITHOUT_MOVES_OR_LOCKS)
  expect(noLocks).toEqual(all.filter((d) => !isMoveDecision(d) && d.kind !== 'lock'))
  locksSeen += all.filter((d) => d.kind === 'lock').length
  // Each enemy's lock asked alone is the one the listing holds, or none where it holds none.
  const lockOn = listedLocks(s, lookOf(s), ruleset.prompt(s) as BattlePrompt | null)
  if (lockOn)
    for (const o of s.units) {
      const listed = all.find((d) => d.kind === 'lock' && d.target === o.id)
      expect(lockOn(o.id) ?? null).toEqual(listed ?? null)
      if (listed) locksAsked++
    }
  const top = s.stack.at(-1)
  if (top?.t !== 'activation' || ruleset.prompt(s)?.kind !== 'action') return
  // Without the table's moves: the full list less exactly the moveOptions moves and the pick-ups
  // built on them, in order.
  const u = s.units.find((x) => x.id === top.unit) as BattleUnit
  const look = lookOf(s)
  const table = u.counters.shutDown ? [] : moveOptions(s, look, u)
  // They follow end-activation in the full list, in moveOptions' order, then the pick-ups (a
  // fast flyer's own moves may repeat one later: those stay).
  const rest = ruleset.legal(s, WITHOUT_TABLE_MOVES)
  const start = all[0]?.kind === 'end-activation' ? 1 : 0
  let i = start
  for (const m of table) {
    const d = all[i]
    if (d?.kind === 'move' && d.special === undefined && sameMove(m, d)) i++
  }
  expect([0, table.length]).toContain(i - start)
  while (all[i]?.kind === 'move' && 'pickUp' in (all[i] as object)) i++
  expect(rest).toEqual([...all.slice(0, start), ...all.slice(i)])
  // The moves that are not the table's: those left once the others are taken out too.
  const others = ruleset.legal(s, OTHER_MOVES)
  expect(others).toEqual(rest.filter(isMoveDecision))
  otherMovesSeen += others.length
  // The best of those by a value of their ends, measured only where it could win or tie.
  for (const value of values(s)) {
    const scored = others.map((d) => ({ d, v: value((d as { path: Vec[] }).path.at(-1) as Vec) }))
    for (const floor of [Number.NEGATIVE_INFINITY, ...scored.flatMap((x) => [x.v, x.v - 0.05])]) {
      let want: { d: BattleDecision; v: number } | undefined
      for (const x of scored) if (x.v > (want?.v ?? floor)) want = x
      const got = bestOtherMove(s, look, ruleset.prompt(s) as BattlePrompt | null, value, floor)
      expect(got).toBeDefined()
      expect(got?.pick ?? null).toEqual(want?.d ?? null)
      if (want) expect(got?.top).toBe(want.v)
    }
  }
  // The best of them by a value of their ends, measured only where it could win.
  for (const value of values(s)) {
    const want = firstOf(table, value)
    for (const floor of [Number.NEGATIVE_INFINITY, want ? want.v - 0.1 : 0, want ? want.v : 0]) {
      const got = bestMoveOption(s, look, u, value, floor)
      const exp = want && want.v > floor ? want.m : null
      expect(got && { path: got.path, facing: got.facing }).toEqual(exp)
    }
  }
}

const lookOf = (s: BattleState): BattleLook => {
  const modules = standardModules()
  return { table: battleTable(s, modules, tableRules), modules }
}

const sameMove = (m: MoveOption, d: { path: Vec[]; facing: number }) =>
  m.facing === d.facing && JSON.stringify(m.path) === JSON.stringify(d.path)

/** Ends valued three ways: towards the table's centre, away from it, and by a wavy pattern. */
function values(s: BattleState): ((end: Vec) => number)[] {
  const c = { x: s.field.width / 2, y: s.field.depth / 2 }
  return [
    (e) => -Math.hypot(e.x - c.x, e.y - c.y),
    (e) => Math.round(Math.hypot(e.x - c.x, e.y - c.y)),
    (e) => Math.sin(e.x) + Math.cos(e.y * 1.7),
  ]
}

/** The first of the best by value of its end (the order a bot scoring the listing would keep). */
function firstOf(
  moves: readonly MoveOption[],
  value: (end: Vec) => number,
): { m: MoveOption; v: number } | null {
  let out: { m: MoveOption; v: number } | null = null
  for (const m of moves) {
    const v = value(m.path[m.path.length - 1] as Vec)
    if (!out || v > out.v) out = { m, v }
  }
  return out
}

/** The ruleset as it was before `want`: every listing is the full one. */
const ignoringWant = (): GunframeRuleset => {
  const r = gunframe.ruleset() as GunframeRuleset
  return { ...r, legal: (s: BattleState) => r.legal(s) }
}

/**
 * Bot battles on the example squadrons and on random legal rosters (upgrades, flyers, transforms),
 * checking every action and reaction listing, and that greedy — which asks for the moves only when
 * nothing else beats them — picks what it picks from the full list.
 */
function walk(seed: string, setupOf: () => unknown, bots: [string, string]): number {
  const ruleset = gunframe.ruleset() as GunframeRuleset
  const started = ruleset.start(setupOf() as never, seed)
  if (!started.ok) throw new Error(started.error.message)
  let s = started.value
  let checked = 0
  const greedy = BOTS.greedy!
  for (let n = 0; n < 3000; n++) {
    const p = ruleset.prompt(s)
    if (!p) break
    if (p.kind === 'action' || p.kind === 'react') {
      sameRest(s)
      const legal = ruleset.legal(s)
      const rand = () => 0
      const lazy = greedy.choose(s, () => legal, { ruleset, table: tableRules, rand })
      const full = greedy.choose(s, () => legal, { ruleset: ignoringWant(), table: tableRules, rand })
      expect(lazy).toEqual(full)
      checked++
    }
    const bot = gunframe.bots[bots[p.seat === 'p1' ? 0 : 1]] as BotPlayer<BattleState, BattleDecision>
    const legal = ruleset.legal(s).filter((d) => d.seat === p.seat)
    let k = 7 + n
    const rand = (m: number) => {
      k = (k * 48271) % 2147483647
      return k % Math.max(1, m)
    }
    const d = bot.decide(s, p.seat, { legal, rand })
    const r = ruleset.apply(s, d.decision)
    if (!r.ok) throw new Error(r.error.code)
    s = r.value.state
  }
  return checked
}

describe('legal(state, want)', () => {
  test('GF-LEGAL-WANT: listings without moves (and locks), each lock asked alone, without the table’s moves or of the other moves are the full one less the rest, in order; the best table move and the best other move by their ends are the first best; greedy picks the same', () => {
    let checked = 0
    for (const theme of ['city', 'forest'])
      checked += walk(`want-${theme}`, () => {
        const q = gunframe.quickSetup({ battlefield: theme, units: '3' }, `want-${theme}`)
        if (!q.ok) throw new Error(q.error.message)
        return q.value
      }, ['greedy', 'random'])
    for (const seed of ['want-r1', 'want-r2'])
      checked += walk(seed, () => {
        const q = gunframe.lab?.setup('random-legal', {}, seed)
        if (!q?.ok) throw new Error('no random setup')
        return q.value
      }, ['random', 'greedy'])
    expect(checked).toBeGreaterThan(100)
    expect(otherMovesSeen).toBeGreaterThan(100)
    expect(locksSeen).toBeGreaterThan(100)
    expect(locksAsked).toBeGreaterThan(100)
  }, 120_000)

  test('GF-LEGAL-WANT: a fast flyer that must move still has its other actions narrowed by its moves', () => {
    const s = two({ profile: ups('fast-flyer') }, { pos: { x: 30, y: 30 } })
    const act = play(s, [{ kind: 'activate', unit: A }]).state
    expect(testRuleset.legal(act, WITHOUT_MOVES).some((d) => d.kind === 'end-activation')).toBe(false)
    expect(testRuleset.legal(act, WITHOUT_MOVES)).toEqual(
      testRuleset.legal(act).filter((d) => !isMoveDecision(d)),
    )
    expect(testRuleset.legal(act, WITHOUT_TABLE_MOVES).some((d) => d.kind === 'end-activation')).toBe(false)
  })

  test('GF-LEGAL-WANT: a fast flyer that must move is offered a lock as its last action only where the listing offers it', () => {
    const s = two({ profile: ups('fast-flyer') }, { pos: { x: 30, y: 30 } })
    const first = play(s, [{ kind: 'activate', unit: A }]).state
    const last = play(first, [{ kind: 'evade' }]).state
    for (const state of [first, last]) {
      const lockOn = listedLocks(state, lookOf(state), testRuleset.prompt(state) as BattlePrompt | null)
      const listed = testRuleset.legal(state).find((d) => d.kind === 'lock' && d.target === B)
      expect(lockOn?.(B) ?? null).toEqual(listed ?? null)
    }
    expect(testRuleset.legal(first).some((d) => d.kind === 'lock')).toBe(true)
    expect(testRuleset.legal(last).some((d) => d.kind === 'lock')).toBe(false)
  })

  test('GF-LEGAL-WANT: a reaction listing without moves keeps pass, evade and the attack back', () => {
    const { state } = play(two({}, {}), activateAttack(A, B), [1, 1, 1, 1, 1, 1])
    const rest = testRuleset.legal(state, WITHOUT_MOVES)
    expect(rest.length).toBeGreaterThan(0)
    expect(rest.some(isMoveDecision)).toBe(false)
    expect(testRuleset.legal(state).some(isMoveDecision)).toBe(true)
    expect(rest).toEqual(testRuleset.legal(state).filter((d) => !isMoveDecision(d)))
  })
})
