import { describe, expect, test } from 'vitest'
import { eventsFor } from './types.ts'

type E = { type: string; secret?: string; owner?: string }
const events: E[] = [{ type: 'Public' }, { type: 'Note', owner: 'a', secret: 'x' }]

describe('eventsFor (per-seat event filter)', () => {
  test('without viewEvent every seat sees every event', () => {
    expect(eventsFor({}, {}, events, 'b')).toEqual(events)
  })

  test('viewEvent hides or redacts: each seat gets only what it may see', () => {
    const rs = {
      viewEvent: (_s: unknown, e: E, seat: string): E | null =>
        e.type !== 'Note' ? e : e.owner === seat ? e : null,
    }
    expect(eventsFor(rs, {}, events, 'a')).toEqual(events)
    expect(eventsFor(rs, {}, events, 'b')).toEqual([{ type: 'Public' }])
  })
})
