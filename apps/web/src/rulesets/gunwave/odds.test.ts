/** The odds the order form shows are the package's `fireOdds` put into words, for any legal shot. */
import { legalOf, fireOdds as packageOdds } from '@sortie/gunwave'
import { duel, plainSheet, script, turn } from '@sortie/gunwave/testkit'
import { describe, expect, test } from 'vitest'
import { type GwDecision, type GwState, gunwave } from './engine.ts'
import { fireOdds } from './odds.ts'

function started(): GwState {
  const setup = gunwave.quickSetup({ players: '1' }, 'odds')
  if (!setup.ok) throw new Error(setup.error.message)
  const s = gunwave.ruleset().start(setup.value, 'odds')
  if (!s.ok) throw new Error(s.error.message)
  return s.value as GwState
}

type Fire = Parameters<typeof packageOdds>[2]
type Pos = { x: number; y: number }

/** The web's odds and the package's agree: the same chart, the same expected damage, the same pools. */
function same(s: GwState, actor: string, fire: Fire, move?: Pos) {
  const web = fireOdds(s, actor, fire, move)
  const pkg = packageOdds(s, actor, fire, move)
  expect(web?.histogram).toEqual(pkg?.damage)
  expect(web?.stats[0]?.value).toBe(pkg?.expected.toFixed(2))
  for (const shot of pkg?.shots ?? []) expect(web?.pools).toContain(shot.name)
  return { web, pkg }
}

const ones = (n: number) => new Array(n).fill(1) as number[]

describe('Gunwave order odds', () => {
  test('GW-WEB-ODDS: every legal shot at the start has odds summing to 1, the package’s own', () => {
    const s = started()
    // Bring the pilot next to an NPC so both ranged and melee shots are on offer.
    const mine = Object.values(s.mecha).find((m) => m.side === 'players')!
    const npc = Object.values(s.mecha).find((m) => m.side === 'npcs')!
    mine.pos = { x: npc.pos.x - 1, y: npc.pos.y }
    for (const id of [mine.pilot]) if (id && s.pilots[id]) s.pilots[id].pos = { ...mine.pos }
    const shots = legalOf(s).filter(
      (d): d is Extract<GwDecision, { kind: 'order' }> =>
        d.kind === 'order' && d.action.type === 'move-fire' && !!d.action.fire,
    )
    expect(shots.length).toBeGreaterThan(0)
    for (const d of shots) {
      if (d.action.type !== 'move-fire' || !d.action.fire) continue
      const { web } = same(s, d.actor, d.action.fire, d.action.move)
      const sum = (web?.histogram ?? []).reduce((a, b) => a + b, 0)
      expect(sum).toBeCloseTo(1, 9)
      expect(web?.pools).toMatch(/\dD|no attack/)
    }
  })

  test('GW-WEB-ODDS: the stock launcher’s third shot (Flash) shows no damage, as the package counts it', () => {
    const at = { x: 6, y: 5 }
    const launcher = { weapon: 'grenade-launcher', grenades: ['frag', 'frag', 'flash', 'emp'] as never }
    const s0 = duel({ player: plainSheet({ mecha: { weapons: [launcher] } }), npcAt: at })
    const fire = { type: 'move-fire' as const, fire: { weapon: 0, at } }
    const s2 = turn(script(turn(script(s0, ones(8)), { 'pilot:p1': fire }).state, ones(8)), {
      'pilot:p1': fire,
    }).state
    const { web } = same(s2, 'pilot:p1', fire.fire)
    expect(web?.histogram).toEqual([1])
    expect(web?.pools).toContain('[flash]')
    expect(web?.stats.find((x) => x.label.startsWith('flash lands'))?.value).toMatch(/%$/)
  })

  test('GW-WEB-ODDS: a dual-weapon order shows both weapons, the second with its penalty', () => {
    const s = duel({ npcAt: { x: 6, y: 5 } })
    s.mecha['mecha:p1']!.weapons[2]!.active = true
    const { web, pkg } = same(s, 'pilot:p1', { weapon: 0, second: 2, at: { x: 6, y: 5 } })
    expect(pkg?.shots).toHaveLength(2)
    expect(web?.pools).toContain('second weapon')
  })

  test('GW-WEB-ODDS: an order whose move takes the target out of range shows no attack', () => {
    const s = duel()
    const fire = { weapon: 0, at: { x: 8, y: 5 } }
    const { web } = same(s, 'pilot:p1', fire, { x: 0, y: 5 })
    expect(web?.histogram).toEqual([1])
    expect(web?.pools).toContain('no attack (out of range)')
    expect(same(s, 'pilot:p1', fire).web?.histogram).not.toEqual([1])
  })
})
