import { playBots, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import descriptor from '../package.ts'
import { ENCOUNTERS } from './index.ts'

const ruleset = descriptor.ruleset()

describe('built-in encounters', () => {
  test('GW-ENCOUNTERS: every encounter seats 1 to 6 pilots on its scene and starts', () => {
    expect(Object.keys(ENCOUNTERS)).toEqual(['colony-breach', 'orbital-ambush', 'relay-defence'])
    for (const id of Object.keys(ENCOUNTERS))
      for (let n = 1; n <= 6; n++) {
        const setup = descriptor.quickSetup({ encounter: id, players: String(n) }, 'x')
        expect(setup.ok, `${id} × ${n}`).toBe(true)
        const s = unwrap(ruleset.start(unwrap(setup), `${id}-${n}`))
        expect(Object.values(s.pilots).filter((p) => p.seat !== 'narrator')).toHaveLength(n)
      }
    // the orbital ambush is fought in vacuum; the others on the ground
    expect(unwrap(descriptor.quickSetup({ encounter: 'orbital-ambush' }, 'x')).scene?.environment).toBe(
      'space',
    )
  })

  test('GW-ENCOUNTERS: the narrator bot plays each encounter to its end against greedy pilots, no errors', () => {
    for (const id of Object.keys(ENCOUNTERS)) {
      const setup = unwrap(descriptor.quickSetup({ encounter: id, players: '2' }, 'x'))
      const g = playBots({
        ruleset,
        setup,
        seed: `enc-${id}`,
        bots: Object.fromEntries(
          descriptor
            .seats(setup)
            .map((seat) => [seat, descriptor.bots[seat === 'narrator' ? 'search' : 'greedy']!]),
        ),
      })
      expect(g.error, id).toBeUndefined()
      expect(g.outcome, id).not.toBeNull()
    }
  })
})
