import { describe, expect, test } from 'vitest'
import { notYourTurn } from './not-your-turn.ts'

describe('refusal text of a seat not asked', () => {
  test('ENG-PROMPT-OPTIONAL: the seats waited on are named first, optional ones apart', () => {
    expect(notYourTurn({ seat: 'p1', kind: 'x' }, 'p2')).toBe('It is p1 to decide, not p2.')
    expect(notYourTurn({ seat: 'p1', kind: 'x', seats: ['p1', 'p2'] }, 'p3')).toBe(
      'It is p1 or p2 to decide, not p3.',
    )
    expect(
      notYourTurn({ seat: 'narrator', kind: 'x', seats: ['narrator', 'p1', 'p2'], optional: ['p2'] }, 'p3'),
    ).toBe('It is narrator or p1 to decide (p2 may too), not p3.')
  })
})
