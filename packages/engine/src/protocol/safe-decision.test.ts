import { describe, expect, test } from 'vitest'
import { seedRng } from '../rng/index.ts'
import { checkTurn, defineRuleset } from './define.ts'
import { ok } from './result.ts'
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

  test('ENG-SAFE-DECISION: a player’s own words may be anything, even a reserved word; ids may not', () => {
    const note = { seat: 'p1', kind: 'act', act: { type: 'note', text: 'constructor' } }
    expect(checkTurn(prompt, note)).toBeUndefined()
    expect(checkTurn(prompt, { seat: 'p1', kind: 'act', reason: 'toString', to: 'p2' })).toBeUndefined()
    expect(checkTurn(prompt, { seat: 'p1', kind: 'act', reason: 'x', to: 'toString' })?.code).toBe(
      'engine/malformed_decision',
    )
  })

  test('ENG-SAFE-DECISION: a game whose seats include a reserved name does not start (its seat could never act)', () => {
    const rs = defineRuleset<
      string[],
      { rng: ReturnType<typeof seedRng>; seats: string[] },
      { seat: string; kind: string }
    >({
      id: 'toy',
      start: (seats, seed) => ok({ rng: seedRng(seed), seats }),
      prompt: (s) => ({ seat: s.seats[0] as string, kind: 'go' }),
      legal: () => [],
      reduce: () => undefined,
      outcome: () => null,
      view: (s) => s,
    })
    expect(rs.start(['p1', 'p2'], 's').ok).toBe(true)
    const bad = rs.start(['valueOf', 'p2'], 's')
    expect(bad.ok ? null : bad.error.code).toBe('engine/bad_seat')
  })
})
