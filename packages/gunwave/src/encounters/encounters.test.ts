import { playBots, unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import descriptor from '../package.ts'
import { ENCOUNTERS, OPPOSITIONS } from './index.ts'

const ruleset = descriptor.ruleset()

describe('built-in encounters', () => {
  test('GW-ENCOUNTERS: every encounter seats 1 to 6 pilots on its scene against a light, standard or heavy opposition, and starts', () => {
    expect(Object.keys(ENCOUNTERS)).toEqual(['colony-breach', 'orbital-ambush', 'relay-defence'])
    for (const id of Object.keys(ENCOUNTERS))
      for (let n = 1; n <= 6; n++) {
        const raiders: number[] = []
        for (const opposition of OPPOSITIONS) {
          const setup = descriptor.quickSetup({ encounter: id, players: String(n), opposition }, 'x')
          expect(setup.ok, `${id} × ${n} × ${opposition}`).toBe(true)
          const s = unwrap(ruleset.start(unwrap(setup), `${id}-${n}`))
          expect(Object.values(s.pilots).filter((p) => p.seat !== 'narrator')).toHaveLength(n)
          raiders.push(unwrap(setup).npcs.length)
        }
        // one grunt fewer and one more than standard (the captain leads every raid but a lone
        // pilot's light one, which is a single grunt: the captain alone outlasted one pilot)
        expect(raiders[2]! - raiders[1]!, `${id} × ${n}`).toBe(1)
        expect(raiders[1]! - raiders[0]!, `${id} × ${n}`).toBe(1)
      }
    for (const id of Object.keys(ENCOUNTERS)) {
      const lone = unwrap(descriptor.quickSetup({ encounter: id, players: '1', opposition: 'light' }, 'x'))
      expect(
        lone.npcs.map((n) => n.sheet.mecha.type),
        id,
      ).toEqual(['grunt'])
    }
    const bad = descriptor.quickSetup({ opposition: 'brutal' }, 'x')
    expect(!bad.ok && bad.error.code).toBe('gunwave/bad_option')
    for (const name of ['constructor', 'toString', 'nowhere']) {
      const none = descriptor.quickSetup({ encounter: name }, 'x')
      expect(!none.ok && none.error.code, name).toBe('gunwave/unknown_encounter')
    }
    // the orbital ambush is fought in vacuum; the others on the ground
    expect(unwrap(descriptor.quickSetup({ encounter: 'orbital-ambush' }, 'x')).scene?.environment).toBe(
      'space',
    )
  })

  test('GW-CMB-DISABLED-OPTIONAL: the command line’s --operational-disabled reaches the setup', () => {
    // commander hands the flag over as operationalDisabled
    const on = unwrap(descriptor.quickSetup({ operationalDisabled: true }, 'x'))
    expect(on.options?.operationalDisabled).toBe(true)
    expect(unwrap(descriptor.quickSetup({}, 'x')).options?.operationalDisabled).toBeUndefined()
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

  test('GW-ENCOUNTERS: light is easier than heavy for the squad — greedy in every seat on colony breach', () => {
    const pilotWins = (opposition: string) => {
      const setup = unwrap(descriptor.quickSetup({ players: '2', opposition }, 'x'))
      let won = 0
      for (const seed of ['bal-0', 'bal-1', 'bal-2', 'bal-3']) {
        const g = playBots({
          ruleset,
          setup,
          seed,
          bots: Object.fromEntries(descriptor.seats(setup).map((seat) => [seat, descriptor.bots.greedy!])),
        })
        expect(g.error, `${opposition} ${seed}`).toBeUndefined()
        if (g.outcome && !g.outcome.draw && !g.outcome.winners.includes('narrator')) won++
      }
      return won
    }
    expect(pilotWins('light')).toBeGreaterThanOrEqual(3)
    expect(pilotWins('heavy')).toBeLessThanOrEqual(1)
  })
})
