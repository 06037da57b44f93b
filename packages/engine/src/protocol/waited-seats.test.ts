import { describe, expect, test } from 'vitest'
import { promptSeats, waitedSeats } from './types.ts'

describe('prompt seats', () => {
  test('ENG-PROMPT-OPTIONAL: an optional seat may answer but is not waited on, so one waited seat is not a side-by-side (sealed) step', () => {
    const p = { kind: 'minor', seat: 'p1', seats: ['p1', 'p2'], optional: ['p2'] }
    expect(promptSeats(p)).toEqual(['p1', 'p2'])
    expect(waitedSeats(p)).toEqual(['p1'])
    const both = { kind: 'orders', seat: 'p1', seats: ['p1', 'p2'] }
    expect(waitedSeats(both)).toEqual(['p1', 'p2'])
    expect(waitedSeats({ kind: 'x', seat: 'p1' })).toEqual(['p1'])
  })
})
