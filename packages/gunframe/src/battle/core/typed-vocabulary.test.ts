/**
 * ENG-TYPED-GUNFRAME: the event and prompt unions (events.ts, prompt-types.ts) are checked at
 * compile time against every emit and every prompt builder; these tests keep their runtime lists
 * honest by playing seeded games over missions, environments and optional rules and checking
 * every event type and prompt kind met is listed.
 */
import { Dice, seedRng } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { FUZZ_ENVIRONMENTS, FUZZ_MISSIONS, fuzzSetup } from '../testkit/fuzz.ts'
import { BATTLE_EVENT_TYPES, type BattleEvent, isBattleEventType } from './events/index.ts'
import { ANSWERS } from './prompt.ts'
import { BATTLE_PROMPT_KINDS } from './prompt-types.ts'
import { createGunframeRuleset } from './ruleset.ts'
import type { BattleDecision } from './types.ts'

const ruleset = createGunframeRuleset()

/** One game of random legal decisions; every event and prompt kind it meets. */
function playSeeded(g: number): { events: BattleEvent[]; prompts: string[]; over: boolean } {
  const setup = fuzzSetup({
    squad: g * 7,
    mission: FUZZ_MISSIONS[g % FUZZ_MISSIONS.length] as (typeof FUZZ_MISSIONS)[number],
    environment: FUZZ_ENVIRONMENTS[g % FUZZ_ENVIRONMENTS.length] as (typeof FUZZ_ENVIRONMENTS)[number],
    optional: g % 2 === 0 ? ['groups', 'panic', 'structures'] : ['crippled', 'throwing', 'space'],
    field: 'open',
    seed: g,
    steps: 0,
  })
  const started = ruleset.start(setup, `typed-${g}`)
  if (!started.ok) throw new Error(started.error.code)
  let s = started.value
  const dice = new Dice(seedRng(`typed-choices-${g}`))
  const events: BattleEvent[] = []
  const prompts: string[] = []
  for (let n = 0, p = ruleset.prompt(s); p && n < 4000; n++, p = ruleset.prompt(s)) {
    prompts.push(p.kind)
    const legal = ruleset.legal(s)
    const r = ruleset.apply(s, legal[dice.roll(legal.length) - 1] as BattleDecision)
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
    events.push(...r.value.events)
    s = r.value.state
  }
  return { events, prompts, over: ruleset.prompt(s) === null }
}

describe('ENG-TYPED-GUNFRAME', () => {
  test('ENG-TYPED-GUNFRAME: the event and prompt lists name each type once, and every prompt kind has its answers', () => {
    expect(new Set(BATTLE_EVENT_TYPES).size).toBe(BATTLE_EVENT_TYPES.length)
    expect(new Set(BATTLE_PROMPT_KINDS).size).toBe(BATTLE_PROMPT_KINDS.length)
    expect(Object.keys(ANSWERS).sort()).toEqual([...BATTLE_PROMPT_KINDS].sort())
  })

  test('ENG-TYPED-GUNFRAME: every event a played battle emits and every prompt it asks is in the typed vocabulary', () => {
    const types = new Set<string>()
    const kinds = new Set<string>()
    for (let g = 0; g < 6; g++) {
      const { events, prompts } = playSeeded(g)
      for (const e of events) types.add(e.type)
      for (const k of prompts) kinds.add(k)
    }
    const promptKinds: readonly string[] = BATTLE_PROMPT_KINDS
    expect([...types].filter((t) => !isBattleEventType(t))).toEqual([])
    expect([...kinds].filter((k) => !promptKinds.includes(k))).toEqual([])
    // The games are varied enough to say something: most of the vocabulary shows up.
    expect(types.size).toBeGreaterThan(30)
    expect(kinds.size).toBeGreaterThan(8)
  })
})
