import { expect, test } from 'vitest'
import { mayResend } from './resend.ts'

const orders = { kind: 'orders', seat: 'p1', seats: ['p1', 'p2'] }

test('WEB-ONLINE-STALE-RESEND: a side-by-side step’s decision goes again while the seat is still asked the same question; a one-seat step’s never does', () => {
  expect(mayResend(orders, { kind: 'orders', seat: 'p1', seats: ['p1'] }, 'p1')).toBe(true)
  // An optional seat (one that passed, say) beside the one waited seat still makes it side by side.
  const minor = { kind: 'minor', seat: 'p1', seats: ['p1', 'p2'], optional: ['p2'] }
  expect(mayResend(minor, { kind: 'minor', seat: 'p1', seats: ['p1'] }, 'p1')).toBe(true)
  expect(mayResend(orders, { kind: 'minor', seat: 'p1', seats: ['p1'] }, 'p1')).toBe(false)
  expect(mayResend(orders, { kind: 'orders', seat: 'p2', seats: ['p2'] }, 'p1')).toBe(false)
  expect(mayResend({ kind: 'action', seat: 'p1' }, { kind: 'action', seat: 'p1' }, 'p1')).toBe(false)
  expect(mayResend(orders, null, 'p1')).toBe(false)
  expect(mayResend(orders, orders, null)).toBe(false)
})
