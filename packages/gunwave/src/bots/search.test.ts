import { playBots, seedRng, unwrap, withScript } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { legalOf } from '../battle/legal.ts'
import { checkOrder } from '../battle/orders.ts'
import type { GwDecision, GwSetup, GwState } from '../battle/types.ts'
import descriptor from '../package.ts'
import { duel, NARRATOR, play, ruleset, sheet } from '../testkit/index.ts'
import { ctxOf } from './context.testkit.ts'
import { evaluate } from './evaluate.ts'
import { greedyBot } from './greedy.ts'
import { searchBot } from './search.ts'

const search = searchBot('search')

/** Colony-breach for one pilot, cut short: the battle's standing after a few turns tells. */
function shortBreach(seed: string): GwSetup {
  const setup = unwrap(descriptor.quickSetup({ players: '1' }, seed))
  return { ...setup, options: { ...setup.options, maxTurns: 5 } }
}

describe('the search bots (lookahead over greedy)', () => {
  test('GW-BOT-SEARCH: as the pilot against a greedy narrator, search ends short battles better placed than greedy does', () => {
    const seeds = ['b-0', 'b-1', 'b-2', 'b-3']
    let withSearch = 0
    let withGreedy = 0
    for (const seed of seeds) {
      const setup = shortBreach(seed)
      for (const [pilotBot, add] of [
        [search, (v: number) => (withSearch += v)],
        [greedyBot, (v: number) => (withGreedy += v)],
      ] as const) {
        const g = playBots({ ruleset, setup, seed, bots: { [NARRATOR]: greedyBot, p1: pilotBot } })
        expect(g.error, seed).toBeUndefined()
        add(evaluate(g.state as GwState, 'p1'))
      }
    }
    expect(withSearch).toBeGreaterThan(withGreedy)
  })

  test('GW-BOT-SEARCH-SEED: the same state and the same bot stream give the same decision and explanation', () => {
    const s = unwrap(ruleset.start(shortBreach('det'), 'det'))
    const a = search.decide(s, 'p1', ctxOf(s, 'p1', 11))
    const b = search.decide(s, 'p1', ctxOf(s, 'p1', 11))
    expect(b).toEqual(a)
    expect(a.candidates?.length).toBeGreaterThan(1)
  })

  test('GW-BOT-SEARCH-DICE: the decision does not depend on the dice the game will roll next', () => {
    const s = unwrap(ruleset.start(shortBreach('dice'), 'dice'))
    const other: GwState = { ...s, rng: seedRng('some other future') }
    const scripted: GwState = {
      ...s,
      rng: withScript(
        s.rng,
        Array.from({ length: 200 }, () => 6),
      ),
    }
    for (const seat of ['p1', NARRATOR]) {
      const a = search.decide(s, seat, ctxOf(s, seat))
      expect(search.decide(other, seat, ctxOf(other, seat)), seat).toEqual(a)
      expect(search.decide(scripted, seat, ctxOf(scripted, seat)), seat).toEqual(a)
    }
  })

  test("GW-BOT-SEARCH-HIDDEN: the decision does not depend on another seat's sealed orders nor on a hidden NPC", () => {
    const s = unwrap(ruleset.start(shortBreach('hid'), 'hid'))
    const npcOrders = legalOf(s).filter((d) => d.seat === NARRATOR && d.kind === 'order')
    const pilotOrders = legalOf(s).filter((d) => d.seat === 'p1' && d.kind === 'order')
    const sealed = (list: GwDecision[], i: number) => play(s, list[i] as GwDecision).state
    // The pilot decides after the narrator sealed one NPC order or a very different one.
    const p1 = search.decide(sealed(npcOrders, 0), 'p1', ctxOf(sealed(npcOrders, 0), 'p1'))
    const last = npcOrders.length - 1
    expect(search.decide(sealed(npcOrders, last), 'p1', ctxOf(sealed(npcOrders, last), 'p1'))).toEqual(p1)
    // The narrator decides after the pilot sealed either order: the view shows it, the plan does not use it.
    const a = sealed(pilotOrders, 0)
    const b = sealed(pilotOrders, pilotOrders.length - 1)
    expect(a.orders).not.toEqual(b.orders)
    expect(search.decide(b, NARRATOR, ctxOf(b, NARRATOR))).toEqual(
      search.decide(a, NARRATOR, ctxOf(a, NARRATOR)),
    )
    // A hidden NPC, wherever it lurks and however hurt, changes nothing the pilot plans.
    const ghost = (x: number, armor: number) => {
      const g = duel(
        { more: [{ id: 'ghost', sheet: sheet('grunt'), at: { x, y: 9 }, hidden: true }] },
        'ghost',
      )
      const m = g.mecha['mecha:ghost']
      if (m) m.armor = armor
      return g
    }
    const near = ghost(3, 25)
    const far = ghost(12, 4)
    expect(search.decide(far, 'p1', ctxOf(far, 'p1'))).toEqual(search.decide(near, 'p1', ctxOf(near, 'p1')))
  })

  test('GW-BOT-SEARCH-LEGAL: every level plays only legal decisions, for the pilots and the narrator', () => {
    const bots = [searchBot('search-easy'), search]
    bots.forEach((bot, i) => {
      const seed = `legal-${i}`
      const setup = { ...shortBreach(seed), options: { maxTurns: 2 } }
      const g = playBots({ ruleset, setup, seed, bots: { [NARRATOR]: bot, p1: bot }, record: true })
      expect(g.error, bot.id).toBeUndefined()
      let s = unwrap(ruleset.start(setup, seed))
      for (const d of g.decisions) {
        // From the battle's list, or a detour square (GW-BOT-DETOUR) the order check accepts.
        const detour =
          d.kind === 'order' && s.pilots[d.actor] && d.action.type === 'move-fire' && !d.action.fire
        if (detour) expect(checkOrder(s, s.pilots[d.actor]!, d.action)).toBeUndefined()
        else expect(legalOf(s)).toContainEqual(d)
        s = unwrap(ruleset.apply(s, d)).state
      }
    })
  })
})
