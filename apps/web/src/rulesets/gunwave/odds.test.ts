/** The odds the order form shows come from the package's pools and odds export, for any legal shot. */
import { legalOf } from '@sortie/gunwave'
import { describe, expect, test } from 'vitest'
import { attackOdds, type GwDecision, type GwState, gunwave } from './engine.ts'
import { fireOdds } from './odds.ts'

function started(): GwState {
  const setup = gunwave.quickSetup({ players: '1' }, 'odds')
  if (!setup.ok) throw new Error(setup.error.message)
  const s = gunwave.ruleset().start(setup.value, 'odds')
  if (!s.ok) throw new Error(s.error.message)
  return s.value as GwState
}

describe('Gunwave order odds', () => {
  test('GW-WEB-ODDS: every legal shot at the start has odds summing to 1, matching attackOdds', () => {
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
      const o = fireOdds(s, d.actor, d.action.fire)
      expect(o).not.toBeNull()
      const sum = (o?.histogram ?? []).reduce((a, b) => a + b, 0)
      expect(sum).toBeCloseTo(1, 9)
      expect(o?.pools).toMatch(/\dD/)
    }
    const plain = attackOdds({ dice: 5 })
    expect(plain.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })
})
