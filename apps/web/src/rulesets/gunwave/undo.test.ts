/** Hot-seat undo on a Gunwave table goes through the shell's generic rule (useGame's undoCount). */
import type { DecisionShape } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { undoCount } from '../../shell/useGame.ts'
import { type GwDecision, type GwState, gunwave } from './engine.ts'

const rs = gunwave.ruleset()

function game(ds: GwDecision[]) {
  const setup = gunwave.quickSetup({ players: '2' }, 'undo')
  if (!setup.ok) throw new Error(setup.error.message)
  const s0 = rs.start(setup.value, 'undo')
  if (!s0.ok) throw new Error(s0.error.message)
  let state = s0.value as GwState
  const history: GwState[] = []
  for (const d of ds) {
    const r = rs.apply(state, d)
    if (!r.ok) throw new Error(`${JSON.stringify(d)}: ${r.error.message}`)
    history.push(state)
    state = r.value.state
  }
  return { state, decisions: ds as DecisionShape[], history } as unknown as Parameters<typeof undoCount>[1]
}
const everyone = () => true
const skip = (seat: string, actor: string): GwDecision => ({
  seat,
  kind: 'order',
  actor,
  action: { type: 'skip' },
})

describe('hot-seat undo and sealed orders', () => {
  test("GW-WEB-UNDO: undo takes back only the asking seat's own sealed order, never another seat's, never a reveal", () => {
    const g = game([skip('p1', 'pilot:p1')])
    expect(undoCount(rs, g, everyone, 'p1')).toBe(1)
    expect(undoCount(rs, g, everyone, 'p2')).toBe(0)
    expect(undoCount(rs, g, everyone, 'narrator')).toBe(0)
    // Nobody known at the screen: a sealed order stays.
    expect(undoCount(rs, g, everyone)).toBe(0)
    // p2's order sits on top of p1's: p1 cannot dig under it.
    const two = game([skip('p1', 'pilot:p1'), skip('p2', 'pilot:p2')])
    expect(undoCount(rs, two, everyone, 'p1')).toBe(0)
    expect(undoCount(rs, two, everyone, 'p2')).toBe(1)
    // The narrator's ready closes the step and reveals every order: it stands.
    // Every raider the encounter fields (two pilots at standard: the captain and one grunt).
    const npcs = ['pilot:captain', 'pilot:grunt-1'].map((id) => skip('narrator', id))
    const all = game([
      skip('p1', 'pilot:p1'),
      skip('p2', 'pilot:p2'),
      ...npcs,
      { seat: 'narrator', kind: 'ready' },
    ])
    expect((all.state as unknown as GwState).phase).toBe('minor')
    expect(undoCount(rs, all, everyone, 'narrator')).toBe(0)
  })

  test("GW-WEB-UNDO-BOTS: against bots, a bot's sealed order is never taken back with the person's", () => {
    const bots = (seat: string) => seat !== 'narrator'
    const g = game([skip('p1', 'pilot:p1'), skip('narrator', 'pilot:captain')])
    expect(undoCount(rs, g, bots, 'p1')).toBe(0)
    const mine = game([skip('narrator', 'pilot:captain'), skip('p1', 'pilot:p1')])
    expect(undoCount(rs, mine, bots, 'p1')).toBe(1)
  })
})
