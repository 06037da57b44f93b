import { unwrap } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import { reject, ruleset, started } from '../testkit/index.ts'
import type { FzDecision, FzState } from './types.ts'

/** The opening state played on (first listed decision) until a placement is offered. */
function atPlace(): { s: FzState; d: FzDecision } {
  let s = started(2, 'hostile')
  for (let i = 0; i < 50; i++) {
    const legal = ruleset.legal(s)
    const d = legal.find((x) => x.kind === 'place')
    if (d) return { s, d: structuredClone(d) }
    s = unwrap(ruleset.apply(s, legal[0] as FzDecision)).state
  }
  throw new Error('no placement reached')
}

describe('MF-SAFE-INPUT: spots from outside are checked before any rule uses them', () => {
  test('MF-SAFE-INPUT: a placement that is not a point is refused with framezero/bad_point; extra fields never reach the state', () => {
    const { s, d } = atPlace()
    const before = JSON.stringify(s)
    for (const at of [-1, 'x', {}, { x: null, y: 13.5 }, null])
      expect(reject(s, { ...d, at } as unknown as FzDecision)).toBe('framezero/bad_point')
    expect(JSON.stringify(s)).toBe(before)
    const at = { ...(d as { at: object }).at, junk: 'x' }
    const r = unwrap(ruleset.apply(s, { ...d, at } as unknown as FzDecision))
    expect(JSON.stringify(r.state)).not.toContain('junk')
  })
})
