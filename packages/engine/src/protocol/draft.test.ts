import { expect, test } from 'vitest'
import { type RngState, seedRng } from '../rng/state.ts'
import { defineRuleset } from './define.ts'
import { draftOf, roundState } from './draft.ts'

test('ENG-APPLY-SHARED: a shared part is kept only once the engine rounded it, and rounds the same', () => {
  const fresh = { table: { w: 1.23456789, pts: [0.1 + 0.2] }, units: [{ x: 2.0000004 }] }
  // Not yet rounded by the engine: copied, like every other part.
  const d1 = draftOf(fresh, ['table'])
  expect(d1.table).not.toBe(fresh.table)
  expect(d1).toStrictEqual(fresh)
  roundState(d1, 3, ['table'])
  expect(d1).toStrictEqual({ table: { w: 1.235, pts: [0.3] }, units: [{ x: 2 }] })
  // Rounded by the engine: the next draft keeps it, and copies the rest.
  const d2 = draftOf(d1, ['table'])
  expect(d2.table).toBe(d1.table)
  expect(d2.units).not.toBe(d1.units)
  expect(d2.units[0]).not.toBe(d1.units[0])
  // A replaced part is rounded like any other; the one it replaced is left as it was.
  const before = structuredClone(d1)
  d2.table = { ...d2.table, w: 9.87654 }
  roundState(d2, 3, ['table'])
  expect(d2.table).toStrictEqual({ w: 9.877, pts: [0.3] })
  expect(d1).toStrictEqual(before)
})

test('ENG-APPLY-SHARED: without shared parts the draft is the plain deep copy', () => {
  const s = { a: { b: [1.5] } }
  const d = draftOf(s, undefined)
  expect(d).toStrictEqual(s)
  expect(d.a).not.toBe(s.a)
})

test('ENG-APPLY-SHARED: start() rounds the shared part but the first draft still copies it', () => {
  interface S {
    rng: RngState
    table: { w: number }
    n: number
  }
  const rules = defineRuleset<null, S, { seat: 'p1'; kind: 'tick' }>({
    id: 'test/shared',
    start: (_setup, seed) => ({ ok: true, value: { rng: seedRng(seed), table: { w: 1.23456789 }, n: 0 } }),
    prompt: () => ({ seat: 'p1', kind: 'tick' }),
    legal: () => [{ seat: 'p1', kind: 'tick' }],
    reduce: (draft) => {
      draft.n++
      return undefined
    },
    outcome: () => null,
    view: (s) => s,
    precision: 3,
    shared: ['table'],
  })
  const s0 = rules.start(null, 'x')
  if (!s0.ok) throw new Error('start failed')
  expect(s0.value.table.w).toBe(1.235)
  const s1 = rules.apply(s0.value, { seat: 'p1', kind: 'tick' })
  if (!s1.ok) throw new Error('apply failed')
  // The setup's table is copied once, so later states hold copies like every other part...
  expect(s1.value.state.table).not.toBe(s0.value.table)
  const s2 = rules.apply(s1.value.state, { seat: 'p1', kind: 'tick' })
  if (!s2.ok) throw new Error('apply failed')
  // ...and from then on the copy is shared, while the rest is copied and the old state kept.
  expect(s2.value.state.table).toBe(s1.value.state.table)
  expect(s2.value.state.n).toBe(2)
  expect(s1.value.state.n).toBe(1)
})

test('ENG-APPLY-SHARED: a dotted path keeps a part inside every array element, and copies the way to it', () => {
  const shared = ['units.*.profile', 'table']
  const s = {
    units: [
      { x: 1.5, profile: { r: 0.123456 } },
      { x: 2, profile: { r: 1 } },
    ],
    table: { w: 1 },
  }
  const d1 = draftOf(s, shared)
  // Not rounded by the engine yet: copied.
  expect(d1.units[0]?.profile).not.toBe(s.units[0]?.profile)
  roundState(d1, 3, shared)
  expect(d1.units[0]?.profile).toStrictEqual({ r: 0.123 })
  const d2 = draftOf(d1, shared)
  expect(d2).toStrictEqual(d1)
  expect(d2.units).not.toBe(d1.units)
  expect(d2.units[0]).not.toBe(d1.units[0])
  expect(d2.units[0]?.profile).toBe(d1.units[0]?.profile)
  expect(d2.units[1]?.profile).toBe(d1.units[1]?.profile)
  expect(d2.table).toBe(d1.table)
  // A replaced profile is rounded and settled; the old state keeps its own.
  const before = structuredClone(d1)
  const u = d2.units[1] as { x: number; profile: { r: number } }
  u.profile = { r: 2.00049 }
  u.x = 7.77777
  roundState(d2, 3, shared)
  expect(d2.units[1]).toStrictEqual({ x: 7.778, profile: { r: 2 } })
  expect(d1).toStrictEqual(before)
  expect(draftOf(d2, shared).units[1]?.profile).toBe(d2.units[1]?.profile)
})

test('ENG-APPLY-SHARED: a state key named like an Object method is copied, not read as a plan', () => {
  const s = { constructor: { n: 1 }, toString: [1], field: { w: 1 } }
  const d = draftOf(s, ['field.x'])
  expect(JSON.stringify(d)).toBe(JSON.stringify(s))
  expect(d.constructor).not.toBe(s.constructor)
  expect(d.toString).not.toBe(s.toString)
  roundState(d, 3, ['field.x'])
  expect(JSON.stringify(d)).toBe(JSON.stringify(s))
})

test('ENG-APPLY-SHARED: under test a settled shared part is frozen, so an in-place edit fails loudly', () => {
  // vitest.config.ts sets SORTIE_FREEZE_SHARED=1 for every test run.
  const d = draftOf({ table: { w: 1.5, pts: [1] }, n: 1 }, ['table'])
  roundState(d, 3, ['table'])
  expect(Object.isFrozen(d.table)).toBe(true)
  expect(Object.isFrozen(d.table.pts)).toBe(true)
  expect(() => {
    d.table.w = 2
  }).toThrow(TypeError)
  // The parts around it stay editable: the reducer still edits its draft there.
  d.n = 2
  expect(d.n).toBe(2)
})
