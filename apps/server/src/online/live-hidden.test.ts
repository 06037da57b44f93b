/**
 * Gunwave online: what players and spectators are sent while the encounter runs — never the
 * narrator's private note, a hidden NPC in the setup, or its pilot among those still to commit.
 * The real package through LiveGame (the hub's bookkeeping), as the server sends it.
 */
import { type AnyRulesetPackage, SPECTATOR, unwrap } from '@sortie/engine'
import type { GwSetup } from '@sortie/gunwave'
import gunwave from '@sortie/gunwave/package'
import { describe, expect, test } from 'vitest'
import { LiveGame } from './live.ts'
import type { OnlineGameRow } from './store.ts'

function game(): LiveGame {
  const setup = unwrap(gunwave.quickSetup({ players: '1' }, 'h')) as GwSetup
  const first = setup.npcs[0]!
  setup.npcs[0] = { ...first, hidden: true }
  const seats = Object.fromEntries(
    gunwave.seats(setup).map((s) => [s, { kind: 'human' as const, tokenHash: 'x' }]),
  )
  const row: OnlineGameRow = {
    id: 'gw',
    ruleset: 'gunwave',
    setup,
    seats,
    serverSeed: 'seed',
    seedCommit: 'c',
    status: 'waiting',
    outcome: null,
    hash: null,
    createdAt: '2026-01-01',
  }
  const g = new LiveGame(row, gunwave as unknown as AnyRulesetPackage)
  g.nonces = Object.fromEntries(Object.keys(seats).map((s) => [s, s]))
  expect(g.start()).toBeNull()
  return g
}

function decide(g: LiveGame, d: { seat: string; kind: string; [k: string]: unknown }) {
  const a = g.tryApply(d)
  if (!a.ok) throw new Error(a.error.message)
  g.commit(d, a.value)
}

describe('SRV-ONLINE-HIDDEN: Gunwave’s hidden information stays with the narrator online', () => {
  test('SRV-ONLINE-HIDDEN / GW-VIEW-RECORD: a narrator note shows players and spectators only its kind; the narrator sees it whole', () => {
    const g = game()
    decide(g, { seat: 'narrator', kind: 'narrate', act: { type: 'pause', reason: 'ruling' } })
    decide(g, { seat: 'narrator', kind: 'narrate', act: { type: 'note', text: 'SECRET ambush at turn 3' } })
    for (const seat of ['p1', SPECTATOR]) {
      expect(JSON.stringify(g.log(seat))).not.toContain('SECRET')
      expect(g.log(seat)[1]?.decision).toEqual({ seat: 'narrator', kind: 'narrate' })
    }
    expect(JSON.stringify(g.record())).not.toContain('SECRET')
    expect(JSON.stringify(g.log('narrator'))).toContain('SECRET')
    // The pause itself is public: players see why the game stopped.
    expect(JSON.stringify(g.log('p1'))).toContain('ruling')
  })

  test('SRV-ONLINE-HIDDEN / GW-VIEW-RECORD: the record leaves a hidden NPC out of the setup, and prompts leave its pilot out', () => {
    const g = game()
    const setup = g.row.setup as GwSetup
    const hidden = setup.npcs[0]!
    const rec = g.record() as { setup: GwSetup }
    expect(rec.setup.npcs.map((n) => n.id)).not.toContain(hidden.id)
    expect(rec.setup.npcs.length).toBe(setup.npcs.length - 1)
    const pending = (seat: string) => (g.promptFor(seat) as unknown as { pending: string[] }).pending
    const hiddenPilot = pending('narrator').find((id) => !pending('p1').includes(id))
    expect(hiddenPilot).toBeDefined()
    expect(pending(SPECTATOR)).not.toContain(hiddenPilot)
  })

  test('SRV-ONLINE-HIDDEN / GW-VIEW-RECORD: nothing a hidden NPC does reaches players: not its sealed order, not a narrator act on it by target', () => {
    const g = game()
    const setup = g.row.setup as GwSetup
    const hid = setup.npcs[0]!.id
    const legal = g.rs.legal(g.state!) as { seat: string; kind: string; actor?: string }[]
    const order = legal.find((d) => d.kind === 'order' && d.actor === `pilot:${hid}`)
    expect(order).toBeDefined()
    decide(g, order!)
    decide(g, {
      seat: 'narrator',
      kind: 'narrate',
      act: { type: 'adjust', target: `mecha:${hid}`, field: 'armor', delta: -1, reason: 'x' },
    })
    for (const seat of ['p1', SPECTATOR]) expect(JSON.stringify(g.log(seat))).not.toContain(hid)
    expect(JSON.stringify(g.log('narrator'))).toContain(hid)
  })
})
