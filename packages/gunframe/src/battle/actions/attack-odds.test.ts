/**
 * GF-ODDS-SAME-DICE: attackOddsFor previews exactly the pools the attack then rolls, for every
 * upgrade (on either side) and every environment, at every range, with and without a lock.
 */

import { unwrap } from '@sortie/engine'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ENVIRONMENT_IDS, type EnvironmentId, startEnvironment } from '../../missions/environment.ts'
import { UPGRADES } from '../../units/upgrades.ts'
import type { BattleDecision, BattleState } from '../core/types.ts'
import { standardModules } from '../modules/index.ts'
import { A, B } from '../testkit/fixtures.ts'
import type { Placed } from '../testkit/testing.ts'
import { eventsOf, testRuleset, two } from '../testkit/testing.ts'
import { attackOddsFor } from './attack-odds.ts'

const BANDS = ['close', 'short', 'medium', 'long'] as const
const GAPS = { close: 0.5, short: 4, medium: 12, long: 20 }
// Upgrades that stop the attack for a choice of their own are answered by the loop below.
const upgrade = (id: string, band: (typeof BANDS)[number]) => {
  const def = UPGRADES.find((u) => u.id === id)
  if (def?.category === 'loadout')
    return (def.attachTo as readonly string[]).includes(band) ? [{ id, on: band }] : []
  return [{ id, ...(id === 'ace' || id === 'leader' ? { n: 2 } : {}) }]
}

function scene(
  aUp: string,
  bUp: string,
  band: (typeof BANDS)[number],
  env: EnvironmentId,
  lock: boolean,
): BattleState {
  const a: Partial<Placed> = {
    profile: { loadout: { close: 4, short: 4, medium: 4, long: 4 }, upgrades: upgrade(aUp, band) },
  }
  const b: Partial<Placed> = {
    pos: { x: 10, y: 12 + GAPS[band] },
    profile: { loadout: { close: 3, short: 3, medium: 3, long: 3 }, upgrades: upgrade(bUp, band) },
    ...(lock ? { set: { lock: true } } : {}),
  }
  const s = two(a, b)
  s.field = { ...s.field, depth: 48 }
  s.mission.environment = unwrap(startEnvironment({ id: env }))
  return s
}

/** Plays the attack, answering lock and defense prompts as the preview assumed; the rolled pools. */
function rolled(
  s: BattleState,
  lockUse: 'focus-fire' | 'keep',
): { attack?: number; defense?: number; code?: string } {
  let state = s
  const events: { type: string; pool?: unknown }[] = []
  const go = (d: Record<string, unknown>) => {
    const seat = testRuleset.prompt(state)?.seat ?? 'p1'
    const r = testRuleset.apply(state, { seat, ...d } as BattleDecision)
    if (!r.ok) return r.error.code
    state = r.value.state
    events.push(...(r.value.events as { type: string }[]))
    return undefined
  }
  const bad = go({ kind: 'activate', unit: A }) ?? go({ kind: 'attack', target: B })
  if (bad) return { code: bad }
  for (let n = 0; n < 6 && !eventsOf(events as never, 'DefenseRolled').length; n++) {
    const p = testRuleset.prompt(state)
    if (!p) break
    if (p.kind === 'use-lock') go({ kind: 'use-lock', effect: lockUse })
    else if (p.kind === 'defend') go({ kind: 'defend', pool: 'defense', evade: false })
    else {
      const first = testRuleset.legal(state).find((d) => d.kind === 'choose' || d.kind === 'pass')
      if (!first) break
      go(first as unknown as Record<string, unknown>)
    }
  }
  const fire = events.filter((e) => e.type === 'FirepowerRolled')
  const def = events.filter((e) => e.type === 'DefenseRolled')
  return { attack: fire[0]?.pool as number, defense: def[0]?.pool as number }
}

const ids = UPGRADES.map((u) => u.id)
let compared = 0

describe('attack odds from the battle', () => {
  test('GF-ODDS-SAME-DICE: for every upgrade and environment the previewed pools are the pools the attack rolls', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.constantFrom(...ids),
        fc.constantFrom(...BANDS),
        fc.constantFrom(...ENVIRONMENT_IDS),
        fc.boolean(),
        (aUp, bUp, band, env, lock) => {
          const s = scene(aUp, bUp, band, env, lock)
          const lockUse = lock ? 'focus-fire' : 'keep'
          const odds = attackOddsFor(s, A, B, {
            modules: standardModules(),
            lock: lockUse,
            defendWith: 'defense',
            reaction: false,
          })
          const r = rolled(s, lockUse)
          if (!odds.ok) {
            // The preview refuses exactly what the battle refuses.
            expect(r.code).toBeDefined()
            return
          }
          expect(r.code, JSON.stringify({ aUp, bUp, band, env })).toBeUndefined()
          compared++
          expect({ aUp, bUp, band, env, lock, pool: r.attack }).toEqual({
            aUp,
            bUp,
            band,
            env,
            lock,
            pool: odds.value.dice.attackPool,
          })
          if (r.defense !== undefined)
            expect({ aUp, bUp, band, env, lock, pool: r.defense }).toEqual({
              aUp,
              bUp,
              band,
              env,
              lock,
              pool: odds.value.dice.defensePool,
            })
        },
      ),
      { numRuns: 400, seed: 14 },
    )
    // Most draws are attacks that really happen (darkness or range may forbid a few).
    expect(compared).toBeGreaterThan(250)
  })

  test('GF-ODDS-SAME-DICE: every upgrade on each side, and every environment, at least once', () => {
    for (const [i, id] of ids.entries())
      for (const side of ['a', 'b'] as const) {
        const band = BANDS[i % 4] as (typeof BANDS)[number]
        const env = ENVIRONMENT_IDS[i % ENVIRONMENT_IDS.length] as EnvironmentId
        const s = side === 'a' ? scene(id, 'none', band, env, false) : scene('none', id, band, env, false)
        const odds = attackOddsFor(s, A, B, { modules: standardModules(), defendWith: 'defense' })
        const r = rolled(s, 'keep')
        if (!odds.ok) {
          expect(r.code, `${side} ${id}`).toBeDefined()
          continue
        }
        expect(r.attack, `${side} ${id} ${band} ${env}`).toBe(odds.value.dice.attackPool)
        if (r.defense !== undefined)
          expect(r.defense, `${side} ${id} ${band} ${env}`).toBe(odds.value.dice.defensePool)
      }
  })
})
