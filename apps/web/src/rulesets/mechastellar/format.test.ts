import { playBots, unwrap } from '@sortie/engine'
import { greedyBot, type MsEvent, type MsState, quickSetup, randomBot } from '@sortie/mechastellar'
import { ruleset } from '@sortie/mechastellar/testkit'
import { expect, describe as suite, test } from 'vitest'
import { num, signed } from '../../ui/numbers.ts'
import { decisionLabel, describe } from './format.ts'

suite('MechaStellar log lines and decision labels', () => {
  test('MS-WEB-LOG: bot games over breakable terrain are told in names (terrain by kind and number), with signed VP and no ids', () => {
    const lines: string[] = []
    const labels = new Set<string>()
    for (const seed of ['ms-log-1', 'ms-log-2', 'ms-log-3']) {
      const setup = quickSetup({})
      setup.forces.p2.units.push({ unit: 'volt-lion' }, { unit: 'kingdan' })
      const game = playBots({ ruleset, setup, seed, bots: { p1: greedyBot, p2: randomBot }, record: true })
      expect(game.error).toBeUndefined()
      let s = unwrap(ruleset.start(setup, seed)) as MsState
      for (const d of game.decisions ?? []) {
        for (const l of ruleset.legal(s)) labels.add(decisionLabel(s, l))
        const r = unwrap(ruleset.apply(s, d))
        s = r.state as MsState
        for (const e of r.events as MsEvent[]) {
          const line = describe(s, e)
          if (line) lines.push(line)
        }
      }
    }
    const all = [...lines, ...labels]
    const bad = all.filter((l) => /terrain:|unit:|\+-|undefined|NaN|\[object/.test(l))
    expect(bad).toEqual([])
    expect(lines.some((l) => /^Game over: .* \(Blue −?\d+ VP, Red −?\d+ VP\)$/.test(l))).toBe(true)
  })

  test('MS-WEB-LOG: negative numbers carry a true minus sign; changes are always signed', () => {
    expect(num(-5)).toBe('−5')
    expect(num(24)).toBe('24')
    expect(signed(-3)).toBe('−3')
    expect(signed(2)).toBe('+2')
    expect(signed(0)).toBe('+0')
  })
})
