import fc from 'fast-check'
import { expect, test } from 'vitest'
import { duel } from '../testing/duel.ts'
import { cloneState } from './clone.ts'
import { stateHash } from './hash.ts'

/** Every object reached from `v`, to check the copy shares none of them. */
function objects(v: unknown, out = new Set<object>()): Set<object> {
  if (v !== null && typeof v === 'object') {
    out.add(v)
    for (const x of Object.values(v)) objects(x, out)
  }
  return out
}

test('ENG-APPLY-COPY: the draft copy equals structuredClone on any JSON and shares no object', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (v) => {
      const c = cloneState(v)
      expect(c).toStrictEqual(structuredClone(v))
      const mine = objects(c)
      for (const o of objects(v)) expect(mine.has(o)).toBe(false)
    }),
  )
})

test('ENG-APPLY-COPY: undefined fields, NaN and non-plain values survive the copy as before', () => {
  const when = new Date(0)
  const v = { a: undefined, n: Number.NaN, i: Number.POSITIVE_INFINITY, d: when, m: new Map([[1, 2]]) }
  const c = cloneState(v)
  expect(c).toStrictEqual(structuredClone(v))
  expect(c.d).not.toBe(when)
})

test('ENG-APPLY-COPY: apply leaves its input untouched and a game replays to the same hash', () => {
  const run = () => {
    const started = duel.start({ hp: 4, dodges: 2, maxRounds: 12 }, 'copy')
    if (!started.ok) throw new Error(started.error.message)
    let s = started.value
    for (let i = 0; i < 200 && duel.prompt(s); i++) {
      const before = stateHash(s)
      const legal = duel.legal(s)
      const r = duel.apply(s, legal[i % legal.length]!)
      if (!r.ok) throw new Error(r.error.code)
      expect(stateHash(s)).toBe(before)
      s = r.value.state
    }
    return stateHash(s)
  }
  expect(run()).toBe(run())
})

test('ENG-APPLY-COPY: a field named "__proto__" holding an object is copied as an own field', () => {
  const v = JSON.parse('{"__proto__":{"a":[1,{"b":2}]},"c":{"__proto__":[3]}}') as Record<string, unknown>
  const c = cloneState(v)
  expect(Object.getPrototypeOf(c)).toBe(Object.prototype)
  expect(Object.keys(c)).toStrictEqual(['__proto__', 'c'])
  expect(JSON.stringify(c)).toBe(JSON.stringify(v))
  const own = (o: object) => Object.getOwnPropertyDescriptor(o, '__proto__')?.value as unknown
  expect(own(c)).not.toBe(own(v))
  expect(own(c)).toStrictEqual(own(v))
  expect(stateHash(c)).toBe(stateHash(v))
})
