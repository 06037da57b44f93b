import { expect, test } from 'vitest'
import { type RngState, seedRng } from '../rng/state.ts'
import { defineRuleset } from './define.ts'
import { draftOf, ownElement, roundState } from './draft.ts'

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

test('ENG-APPLY-COPY-ON-WRITE: kept elements stay shared until owned; only owned copies are rounded', () => {
  const shared = ['units.*', 'units.*.pos']
  const s = {
    units: [
      { a: 1.23456, pos: { x: 0.1 + 0.2 } },
      { a: 2, pos: { x: 1 } },
    ],
  }
  // Not yet rounded by the engine: every element is copied, and rounded and settled after.
  const d1 = draftOf(s, shared)
  expect(d1.units[0]).not.toBe(s.units[0])
  roundState(d1, 3, shared)
  expect(d1).toStrictEqual({
    units: [
      { a: 1.235, pos: { x: 0.3 } },
      { a: 2, pos: { x: 1 } },
    ],
  })
  // The next draft keeps both elements and copies only the array holding them.
  const d2 = draftOf(d1, shared)
  expect(d2.units).not.toBe(d1.units)
  expect(d2.units[0]).toBe(d1.units[0])
  expect(d2.units[1]).toBe(d1.units[1])
  // Owning one puts a shallow copy in its place (its parts still shared); owning it again is a no-op.
  const own = ownElement(d2.units, 1)
  expect(own).not.toBe(d1.units[1])
  expect(own.pos).toBe(d1.units[1]?.pos)
  expect(ownElement(d2.units, 1)).toBe(own)
  own.a = 4.56789
  own.pos = { x: 9.87654 }
  roundState(d2, 3, shared)
  expect(d2.units[1]).toStrictEqual({ a: 4.568, pos: { x: 9.877 } })
  // The state drafted from is as it was, and the owned copy is kept by the draft after.
  expect(d1.units[1]).toStrictEqual({ a: 2, pos: { x: 1 } })
  expect(draftOf(d2, shared).units[1]).toBe(d2.units[1])
})

test('ENG-APPLY-COPY-ON-WRITE: under test, a write to a kept element not owned first fails apply', () => {
  interface S {
    rng: RngState
    units: { n: number }[]
  }
  const make = (owning: boolean) =>
    defineRuleset<null, S, { seat: 'p1'; kind: 'tick' }>({
      id: 'test/cow',
      start: (_setup, seed) => ({ ok: true, value: { rng: seedRng(seed), units: [{ n: 0 }, { n: 0 }] } }),
      prompt: () => ({ seat: 'p1', kind: 'tick' }),
      legal: () => [{ seat: 'p1', kind: 'tick' }],
      reduce: (draft) => {
        const u = owning ? ownElement(draft.units, 0) : (draft.units[0] as { n: number })
        u.n++
        return undefined
      },
      outcome: () => null,
      view: (s) => s,
      precision: 3,
      shared: ['units.*', 'units.*.none'],
    })
  for (const owning of [true, false]) {
    const rules = make(owning)
    const s0 = rules.start(null, 'x')
    if (!s0.ok) throw new Error('start failed')
    const s1 = rules.apply(s0.value, { seat: 'p1', kind: 'tick' })
    if (!s1.ok) throw new Error('apply failed')
    const tick = () => rules.apply(s1.value.state, { seat: 'p1', kind: 'tick' })
    if (owning) {
      const s2 = tick()
      expect(s2.ok && s2.value.state.units.map((u) => u.n)).toEqual([2, 0])
      expect(s1.value.state.units[0]?.n).toBe(1)
      // The unit the decision did not touch is the same object in both states.
      expect(s2.ok && s2.value.state.units[1]).toBe(s1.value.state.units[1])
    } else expect(tick).toThrow(/changed its input state/)
  }
})
