import { expect, test } from 'vitest'
import { EXAMPLE_FORCES, isForceFile, validateForce } from './forces.ts'

test('MS-WEB-BUILDER: only force files open in the builder; any other file is refused, never drawn', () => {
  const ok = { ruleset: 'mechastellar' as const, name: 'x', units: [{ unit: 'argonaut', name: 'Lead' }] }
  expect(isForceFile(ok)).toBe(true)
  // an empty force is still a force file (the builder starts there)
  expect(isForceFile({ ruleset: 'mechastellar', name: 'x', units: [] })).toBe(true)
  for (const bad of [
    null,
    { ruleset: 'framezero', name: 'x', units: [] },
    { ruleset: 'mechastellar', name: 3, units: [] },
    { ruleset: 'mechastellar', name: 'x', units: [null] },
    { ruleset: 'mechastellar', name: 'x', units: [{ unit: {} }] },
    { ruleset: 'mechastellar', name: 'x', units: [{ unit: 'argonaut', name: {} }] },
    { ruleset: 'mechastellar', name: 'x', units: [], limit: '500' },
  ])
    expect(isForceFile(bad), JSON.stringify(bad)).toBe(false)
  // the quick battle's forces open as they are, priced by the package
  expect(EXAMPLE_FORCES.map((f) => validateForce(f).points)).toEqual([1100, 1270])
  // over its limit, a force is still priced
  expect(validateForce({ ...ok, limit: 100 })).toMatchObject({ points: 270 })
})
