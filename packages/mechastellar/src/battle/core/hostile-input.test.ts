import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { reject, ruleset } from '../../testkit/index.ts'
import { quickSetup } from '../quick.ts'
import type { Decision } from './messages.ts'
import type { MsState } from './types.ts'

/** The opening state played on (first listed decision) until a deployment is offered. */
function atDeploy(): { s: MsState; d: Decision } {
  let s = unwrap(ruleset.start(quickSetup({}), 'hostile'))
  for (let i = 0; i < 50; i++) {
    const legal = ruleset.legal(s)
    const d = legal.find((x) => x.kind === 'deploy')
    if (d) return { s, d: structuredClone(d) }
    s = unwrap(ruleset.apply(s, legal[0] as Decision)).state
  }
  throw new Error('no deployment reached')
}

describe('MS-SAFE-INPUT: spots and facings from outside are checked before any rule uses them', () => {
  test('MS-SAFE-INPUT: a deployment spot that is not a point, or a facing that is not a number, is refused with a code; the state is untouched', () => {
    const { s, d } = atDeploy()
    const before = JSON.stringify(s)
    for (const at of [-1, 'x', {}, { x: null, y: 3 }, null])
      expect(reject(s, { ...d, at } as unknown as Decision).code).toBe('mechastellar/bad_spot')
    expect(reject(s, { ...d, facing: 'x' } as unknown as Decision).code).toBe('mechastellar/bad_facing')
    expect(JSON.stringify(s)).toBe(before)
  })

  test('MS-SAFE-INPUT: extra fields on a spot never reach the state or its events', () => {
    const { s, d } = atDeploy()
    const at = { ...(d as { at: object }).at, junk: 'x'.repeat(10) }
    const r = unwrap(ruleset.apply(s, { ...d, at } as unknown as Decision))
    expect(JSON.stringify(r.state)).not.toContain('junk')
    expect(JSON.stringify(r.events)).not.toContain('junk')
  })
})
