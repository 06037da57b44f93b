// Optional Rules › Combiners › Unkillable, with Missions › Reserves › HALO Deployment.
import { describe, expect, test } from 'vitest'
import type { CombinerProfile } from '../../core/setup.ts'
import type { BattleState } from '../../core/types.ts'
import { setCounters, setTurnMarks } from '../../core/unit/write.ts'
import { combinerGame } from '../../testkit/combiners.ts'
import { play, testRuleset, unitOf } from '../../testkit/testing.ts'

const members = [
  { side: 'p1', pos: { x: 10, y: 10 } },
  { side: 'p1', pos: { x: 12.5, y: 10 } },
]
const GIANT = 'unit:p1:c0'

/** Every member down at p2's last activation: the End phase makes the giant a reserve. */
function giantWaiting(upgrades: string[]): BattleState {
  const form = { upgrades: upgrades.map((id) => ({ id })) } as Partial<CombinerProfile>
  const s = combinerGame(['combiner-unkillable'], members, undefined, form)
  unitOf(s, 'unit:p1:0').status = 'destroyed'
  setCounters(unitOf(s, 'unit:p1:1'), { shutDown: true })
  for (const u of s.units) setTurnMarks(u, { activated: u.side === 'p1' })
  s.next = 'p2'
  return play(s, [{ kind: 'activate', unit: 'unit:p2:0' }, { kind: 'end-activation' }]).state
}

describe('an Unkillable giant called from reserve', () => {
  test.each([
    ['jump', 'halo'],
    ['halo', 'halo'],
    ['reckless', 'halo'],
    ['agile', 'reserve'],
  ])(
    'GF-OPT-COMBINER-UNKILLABLE: with %s it arrives by %s (HALO needs Jump, HALO or Reckless)',
    (up, how) => {
      const s = giantWaiting([up])
      expect(s.mission.reserves?.[GIANT]).toBe(how)
      expect(testRuleset.prompt(s)).toMatchObject({ seat: 'p1', kind: 'call-reserves', units: [GIANT] })
    },
  )

  test('GF-MIS-HALO: a Reckless giant that passes its reserve roll drops anywhere outside the enemy zone', () => {
    const s = giantWaiting(['reckless'])
    // Pilot Skill 4 passes the reserve roll; the drop is then asked with HALO's placement rules.
    const called = play(s, [{ kind: 'call-reserves', units: [GIANT] }], [4]).state
    expect(testRuleset.prompt(called)).toMatchObject({ seat: 'p1', kind: 'arrive', unit: GIANT, halo: true })
  })
})
