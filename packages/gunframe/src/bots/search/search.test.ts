import { describe, expect, test } from 'vitest'
import { figures } from '../../battle/core/geo.ts'
import { openGround } from '../../battle/core/open-ground.ts'
import { createGunframeRuleset } from '../../battle/core/ruleset.ts'
import type { BattleState } from '../../battle/core/types.ts'
import { feature } from '../../battle/testkit/optional.ts'
import { play, scenario, testRuleset } from '../../battle/testkit/testing.ts'
import type { Battlefield } from '../../table/contract.ts'
import { tableRules } from '../../table/index.ts'
import { quickBattle } from '../../testkit/quick.ts'
import { greedyBot } from '../greedy.ts'
import { scoreActions } from './action.ts'
import { scoreDeploys } from './deploy.ts'
import { explain } from './search.ts'

const N = Math.PI / 2
const S = -Math.PI / 2
const open = { ruleset: testRuleset, table: openGround, rand: () => 0 }
const real = createGunframeRuleset({ table: tableRules })

function activated(s: BattleState, ruleset = testRuleset): BattleState {
  return play(s, [{ kind: 'activate', unit: 'unit:p1:0' }], undefined, ruleset).state
}

/** The unit's activation with one action left. */
function lastAction(s: BattleState): BattleState {
  const a = activated(s)
  const top = a.stack[a.stack.length - 1]
  if (top?.t === 'activation') top.actionsLeft = 1
  return a
}

describe('search bot', () => {
  test('BOT-SEARCH-LETHAL: with its last action it takes the shot that can destroy a unit', () => {
    const s = lastAction(
      scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
        { side: 'p2', pos: { x: 14, y: 16 }, set: { armour: 8 } },
        { side: 'p2', pos: { x: 8, y: 16 }, set: { armour: 1 } },
      ]),
    )
    const r = explain('normal', s, () => testRuleset.legal(s), open)
    expect(r.decision).toMatchObject({ kind: 'attack', target: 'unit:p2:1' })
    expect(r.candidates[0]?.note).toMatch(/kill \d+%/)
  })

  test('BOT-SEARCH-SEED: same state and seed, same decision and candidates, at every level', () => {
    const s = activated(
      scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
        { side: 'p2', pos: { x: 14, y: 20 } },
        { side: 'p2', pos: { x: 4, y: 22 } },
      ]),
    )
    const legal = testRuleset.legal(s)
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const seeded = () => {
        let x = 7
        const rand = (n: number) => {
          x = (x * 48271) % 2147483647
          return x % n
        }
        return { ...open, rand }
      }
      const a = explain(level, s, () => legal, seeded())
      const b = explain(level, s, () => legal, seeded())
      expect(JSON.stringify(a)).toBe(JSON.stringify(b))
      expect(a.candidates.length).toBeGreaterThan(1)
      for (const c of a.candidates) expect(typeof c.score).toBe('number')
    }
  })

  test('BOT-SEARCH-COVER: a unit under fire that cannot shoot back moves out of sight behind a building', () => {
    const building = feature('building', 12, 20, 12, 6, { height: 6 })
    const field: Battlefield = { width: 36, depth: 36, terrain: [building] }
    const gun = { close: 0, short: 6, medium: 6, long: 6 }
    const s = activated(
      scenario(
        [
          {
            side: 'p1',
            pos: { x: 22, y: 15 },
            facing: N,
            profile: { loadout: { close: 0, short: 0, medium: 0, long: 0 } },
          },
          { side: 'p2', pos: { x: 30, y: 32 }, facing: S, profile: { loadout: gun } },
          { side: 'p2', pos: { x: 34, y: 28 }, facing: S, profile: { loadout: gun } },
        ],
        { field },
      ),
      real,
    )
    const seen = (st: BattleState) =>
      ['unit:p2:0', 'unit:p2:1'].filter(
        (e) => tableRules.lineOfSight(st.field, figures(st), e, 'unit:p1:0').visible,
      ).length
    expect(seen(s)).toBe(2)
    const ctx = { ruleset: real, table: tableRules, rand: () => 0 }
    const r = explain('normal', s, () => real.legal(s), ctx)
    expect(r.decision.kind).toBe('move')
    const after = real.apply(s, r.decision)
    if (!after.ok) throw new Error(after.error.code)
    expect(seen(after.value.state)).toBeLessThan(2)
    expect(r.candidates[0]?.note).toMatch(/risk/)
  })

  test('BOT-SEARCH-MARKER: when only some moves are weighed in full, the spots nearest the VP are among them', () => {
    const s0 = activated(
      scenario([
        { side: 'p1', pos: { x: 10, y: 10 }, facing: N },
        { side: 'p2', pos: { x: 16, y: 26 }, facing: S },
        { side: 'p2', pos: { x: 4, y: 28 }, facing: S },
      ]),
    )
    // An objective marker out in the open, towards the enemy: the riskiest ground.
    const s = {
      ...s0,
      mission: { ...s0.mission, objectives: [{ id: 'obj:1', pos: { x: 10, y: 18 } }] },
    } as BattleState
    const frame = s.stack[s.stack.length - 1] as Parameters<typeof scoreActions>[2]
    const legal = testRuleset.legal(s)
    const objective = (xs: ReturnType<typeof scoreActions>) =>
      Math.max(...xs.filter((c) => c.decision.kind === 'move').map((c) => c.figures?.objective ?? 0))
    const all = scoreActions(s, openGround, frame, legal, { followUp: false })
    const few = scoreActions(s, openGround, frame, legal, { followUp: false, maxMoves: 3 })
    expect(few.filter((c) => c.decision.kind === 'move')).toHaveLength(3)
    expect(objective(all)).toBeGreaterThan(0)
    expect(objective(few)).toBe(objective(all))
  })

  test('BOT-SEARCH-DEPLOY: hard sets each unit down on the best-worth spot it is offered (cover from the enemy already down, the markers), not greedy’s middle of the edge', () => {
    let s = quickBattle({ battlefield: 'city' }, 'deploy-1')
    let deploys = 0
    let differs = 0
    const ctx = { ruleset: real, table: tableRules, rand: () => 0 }
    for (let p = real.prompt(s); p && s.turn === 0; p = real.prompt(s)) {
      const legal = real.legal(s)
      let d = greedyBot.choose(s, () => legal, ctx)
      if (p.kind === 'deploy') {
        const hard = explain('hard', s, () => legal, ctx)
        const scores = scoreDeploys(s, tableRules, legal)
        const top = Math.max(...scores.map((c) => c.score))
        expect(hard.decision.kind).toBe('deploy')
        expect(scores.find((c) => c.decision === hard.decision)?.score).toBe(top)
        expect(hard.candidates[0]?.note).toMatch(/^deploy: risk/)
        deploys++
        if (JSON.stringify(hard.decision) !== JSON.stringify(d)) differs++
        d = hard.decision
      }
      const next = real.apply(s, d)
      if (!next.ok) throw new Error(next.error.code)
      s = next.value.state
    }
    expect(deploys).toBeGreaterThan(4)
    expect(differs).toBeGreaterThan(0)
  })
})
