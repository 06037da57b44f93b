/**
 * Test helpers for the combiner rules: a hand-placed battle with one p1 combiner team (members
 * listed first) and a p2 opponent, the optional rules switched on, and a way through the
 * placement questions that follow separating.
 */

import type { BattleCtx } from '../core/context.ts'
import type { BattleEvent } from '../core/events/index.ts'
import { openGround } from '../core/open-ground.ts'
import type { CombinerTeam } from '../core/optional-state.ts'
import type { BattleUnitProfile, CombinerProfile } from '../core/setup.ts'
import type { BattleDecision, BattleState, BattleUnit } from '../core/types.ts'
import { setTurnMarks } from '../core/unit/write.ts'
import { formCombiner } from '../modules/combiners/form.ts'
import { battleModules } from '../modules/index.ts'
import { startOptionalOn } from '../modules/optional/setup.ts'
import { missionScenario } from './missions.ts'
import { type Placed, profile, testRuleset } from './testing.ts'

export const FORM: CombinerProfile = {
  ...profile({ name: 'Giant', frame: 'superheavy', armour: 16, defense: 4, speed: 4 }),
  loadout: { close: 6, short: 6, medium: 5, long: 0 },
  points: 27,
  combinedFrom: [0, 1, 2],
}

/** p1's members at the given spots (unit:p1:0…), then p2 units; `optional` switched on. */
export function combinerGame(
  optional: string[],
  members: Placed[],
  enemies: Placed[] = [{ side: 'p2', pos: { x: 10, y: 30 } }],
  form: Partial<CombinerProfile> = {},
): BattleState {
  const s = missionScenario([...members, ...enemies], { id: 'carnage' })
  s.mission.optional = optional
  const list: BattleUnitProfile[] = members.map((m) => profile(m.profile))
  const e = startOptionalOn(
    s,
    {
      squadrons: { p1: list },
      combiners: { p1: [{ ...FORM, combinedFrom: members.map((_, i) => i), ...form }] },
    },
    battleModules(),
  )
  if (e) throw new Error(e.code)
  return s
}

/** Puts the team in its combined form where its first member stands (tests of the giant). */
export function combinedNow(s: BattleState): BattleUnit {
  const team = s.opt?.combiners[0]
  const at = s.units.find((u) => u.id === team?.members[0]) as BattleUnit
  const quiet = { emit: () => {}, table: openGround, modules: battleModules() } as unknown as BattleCtx
  const form = formCombiner(s, quiet, team as CombinerTeam, at, false) as BattleUnit
  setTurnMarks(form, { activated: false })
  return form
}

/** Answers every pending placement question with its first offered spot. */
export function placeAll(s: BattleState, events: BattleEvent[] = []): BattleState {
  let state = s
  for (let i = 0; i < 20; i++) {
    const p = testRuleset.prompt(state)
    if (p?.kind !== 'choose' || p.id !== 'combiner-place') break
    const r = testRuleset.apply(state, {
      seat: p.seat,
      kind: 'choose',
      option: (p.options as string[])[0],
    } as BattleDecision)
    if (!r.ok) throw new Error(r.error.code)
    state = r.value.state
    events.push(...r.value.events)
  }
  return state
}
