/**
 * A deep copy of plain-JSON state for the reducer's draft. structuredClone is general (cycles,
 * Maps, typed arrays) and pays for it: on a GUNFRAME battle state it was the single biggest cost
 * of apply. Rulesets keep their state plain JSON (DESIGN: state is data), so a direct walk over
 * arrays and plain objects copies it several times faster. Anything that is not a plain object or
 * array (a Map, a Date, a typed array) still goes through structuredClone, so nothing is lost.
 */
export function cloneState<T>(value: T): T {
  return copy(value) as T
}

function copy(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v
  if (Array.isArray(v)) {
    const n = v.length
    const out = new Array(n)
    for (let i = 0; i < n; i++) {
      const x = v[i]
      out[i] = x === null || typeof x !== 'object' ? x : copy(x)
    }
    return out
  }
  const proto = Object.getPrototypeOf(v)
  if (proto !== Object.prototype && proto !== null) return structuredClone(v)
  // Spread first: the engine copies the object's fields in one go into an object of the same
  // shape, where adding them one by one under computed keys was most of the copy's time. Then
  // only the fields holding objects are written again, in place, with their own copies.
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) }
  for (const k in out) {
    const x = out[k]
    if (x !== null && typeof x === 'object') setOwn(out, k, copy(x))
  }
  return out
}

/** `o[k] = y`, but a JSON key "__proto__" is an own field, not the prototype. */
export function setOwn(o: Record<string, unknown>, k: string, y: unknown): void {
  if (k === '__proto__')
    Object.defineProperty(o, k, { value: y, enumerable: true, writable: true, configurable: true })
  else o[k] = y
}
