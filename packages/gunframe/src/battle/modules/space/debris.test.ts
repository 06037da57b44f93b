// Optional Rules › Space Battles › Debris (flyers taking cover at debris; debris fields give none).
import { expect, test } from 'vitest'
import type { TerrainFeature } from '../../../table/contract.ts'
import { tableRules } from '../../../table/rules.ts'
import { planAttack } from '../../actions/attack-plan.ts'
import type { BattleState } from '../../core/types.ts'
import { at, feature, realPlay, realRuleset, tableGame } from '../../testkit/optional.ts'
import { eventsOf, unitOf } from '../../testkit/testing.ts'
import { standardModules } from '../index.ts'

const FLY = { upgrades: [{ id: 'fly' }] }
const rock = (over: Partial<TerrainFeature> = {}) =>
  feature('rock', 9, 17, 2, 2, { category: 'obstacle', qualities: [], height: 1, ...over })

/** A flyer (p2) just north of a rock, fired on by a flyer (p1) from the south. */
function duel(
  opts: { fields?: string[]; touching?: boolean; space?: boolean; hard?: boolean } = {},
): BattleState {
  const s = tableGame(
    opts.space === false ? [] : ['space'],
    [
      { side: 'p1', pos: at(10, 10), profile: FLY },
      { side: 'p2', pos: at(10, 22), profile: FLY },
    ],
    [rock(opts.hard ? { hardCover: true } : {})],
    { table: { space: { fields: opts.fields ?? [] } } },
  )
  const t = unitOf(s, 'unit:p2:0')
  t.pos = at(10, 19 + t.profile.radius + (opts.touching === false ? 1 : 0.02))
  if (opts.space === false) for (const u of s.units) u.flying = true
  return s
}

/** p1 fires Medium (3 dice, all hits) and p2 rolls its defense (all fails): the pools tell the story. */
function fire(s: BattleState) {
  const on = realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state
  const p = planAttack(
    on,
    { table: tableRules, modules: standardModules() },
    unitOf(on, 'unit:p1:0'),
    'unit:p2:0',
    { reaction: false },
  )
  const frame = p.ok ? { cover: p.value.cover, obscured: p.value.obscured, band: p.value.band } : null
  const { events } = realPlay(on, [{ kind: 'attack', target: 'unit:p2:0' }], [5, 5, 5, 1, 1, 1, 1, 1])
  return { events, frame }
}

test('GF-OPT-SPACE-DEBRIS: a flyer touching debris between it and the attacker is in cover (+1D), not obscured too', () => {
  const s = duel()
  const plan = realRuleset.legal(realPlay(s, [{ kind: 'activate', unit: 'unit:p1:0' }]).state)
  expect(plan.some((d) => d.kind === 'attack' && d.target === 'unit:p2:0')).toBe(true)
  // Cover only: the rock that hides the flyer's edge does not also obscure it.
  const { events, frame } = fire(s)
  expect(frame).toEqual({ cover: 'cover', obscured: false, band: 'medium' })
  expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ pool: 4 })
  // Hard debris (an asteroid) is hard cover: +2D.
  const hard = fire(duel({ hard: true }))
  expect(hard.frame).toMatchObject({ cover: 'hard', obscured: false })
  expect(eventsOf(hard.events, 'DefenseRolled')[0]).toMatchObject({ pool: 5 })
})

test('GF-OPT-SPACE-DEBRIS: a debris field gives a flyer no cover; debris it does not touch only obscures', () => {
  for (const s of [duel({ fields: ['terrain:rock'] }), duel({ touching: false })]) {
    const { events, frame } = fire(s)
    expect(frame).toMatchObject({ cover: 'none', obscured: true })
    expect(eventsOf(events, 'DefenseRolled')[0]).toMatchObject({ pool: 4 })
  }
})

test('GF-OPT-SPACE-DEBRIS: outside space a flyer beside an obstacle still takes no cover', () => {
  const s = duel({ space: false })
  expect(unitOf(s, 'unit:p2:0').flying).toBe(true)
  const { events, frame } = fire(s)
  expect(frame).toMatchObject({ cover: 'none' })
  expect(eventsOf(events, 'DefenseRolled')[0]?.pool).toBe(frame?.obscured ? 4 : 3)
})
