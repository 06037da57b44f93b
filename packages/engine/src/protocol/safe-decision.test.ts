import { describe, expect, test } from 'vitest'
import { checkTurn } from './define.ts'
import { isReservedName, unsafeInDecision } from './safe-decision.ts'

const prompt = { seat: 'p1', kind: 'act' }

describe('ENG-SAFE-DECISION: decisions from outside never reach past the state', () => {
  test('ENG-SAFE-DECISION: ids naming what every object inherits are refused with a code, before any ruleset reads them', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      const e = checkTurn(prompt, { seat: 'p1', kind: 'act', act: { type: 'adjust', target: id } })
      expect(e?.code, id).toBe('engine/malformed_decision')
      expect(e?.message).toContain('decision.act.target')
    }
    const parsed = JSON.parse('{"seat":"p1","kind":"act","at":{"__proto__":{"x":1}}}')
    expect(checkTurn(prompt, parsed)?.code).toBe('engine/malformed_decision')
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  test('ENG-SAFE-DECISION: absurdly deep or large shapes are refused; ordinary decisions pass', () => {
    let deep: unknown = 1
    for (let i = 0; i < 40; i++) deep = { d: deep }
    expect(unsafeInDecision(deep)?.why).toContain('deeper')
    expect(unsafeInDecision({ path: Array.from({ length: 6000 }, () => 1) })?.why).toContain('larger')
    const ok = {
      seat: 'p1',
      kind: 'move',
      unit: 'unit:p1-1',
      path: [
        { x: 1.5, y: 2 },
        { x: 3, y: 4 },
      ],
      note: 'constructor work ahead',
    }
    expect(unsafeInDecision(ok)).toBeUndefined()
    expect(checkTurn(prompt, { seat: 'p1', kind: 'act' })).toBeUndefined()
    expect(isReservedName('__proto__')).toBe(true)
    expect(isReservedName('p1')).toBe(false)
  })
})
