import { playBots, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import descriptor from '../package.ts'

const setup = unwrap(descriptor.quickSetup({ players: '2' }, 'x'))
const run = (bots: string[], seed: string) =>
  playBots({
    ruleset: descriptor.ruleset(),
    setup,
    seed,
    bots: Object.fromEntries(
      descriptor.seats(setup).map((seat, i) => [seat, descriptor.bots[bots[i % bots.length] as string]!]),
    ),
    record: true,
  })

describe('bots on the built-in encounter', () => {
  test('GW-BOT-SKIRMISH: the narrator bot runs colony-breach against greedy player bots to the end, no errors, deterministic', () => {
    const a = run(['greedy', 'greedy', 'greedy'], 'sk-1')
    expect(a.error).toBeUndefined()
    expect(a.outcome).not.toBeNull()
    const b = run(['greedy', 'greedy', 'greedy'], 'sk-1')
    expect(b.decisions).toEqual(a.decisions)
    expect(b.outcome).toEqual(a.outcome)
  })

  test('GW-BOT-RANDOM: random bots in every seat finish several games without an illegal move', () => {
    for (const seed of ['r1', 'r2', 'r3', 'r4']) {
      const g = run(['random', 'random', 'greedy'], seed)
      expect(g.error, seed).toBeUndefined()
      expect(g.outcome, seed).not.toBeNull()
    }
  })

  test('GW-BOT-REPLAY: a recorded bot game replays to the same state', () => {
    const g = run(['greedy', 'random', 'greedy'], 'rp')
    const r = descriptor.ruleset()
    let s = unwrap(r.start(setup, 'rp'))
    for (const d of g.decisions) s = unwrap(r.apply(s, d)).state
    expect(s).toEqual(g.state)
  })
})
