import { describe, expect, test } from 'vitest'
import { plural, progressWords } from './gameProgress.ts'

describe('a game in progress, in words', () => {
  test('WEB-RESUME-PROGRESS: one decision is singular; modes and a game not yet begun read as words', () => {
    expect(progressWords({ mode: 'hotseat', turn: 1 }, 1)).toBe('hot-seat · turn 1 · 1 decision')
    expect(progressWords({ mode: 'bot', turn: 3 }, 32)).toBe('against a bot · turn 3 · 32 decisions')
    expect(progressWords({ mode: 'bots', turn: 0 }, 0)).toBe('bots only · setting up · 0 decisions')
    expect(plural(2, 'die', 'dice')).toBe('2 dice')
  })
})
