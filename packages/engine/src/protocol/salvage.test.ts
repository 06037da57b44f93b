import { describe, expect, test } from 'vitest'
import { type DuelDecision, duel } from '../testing/duel.ts'
import { replay } from './replay.ts'
import { replayPrefix, salvageRecord } from './salvage.ts'

const setup = { hp: 3, dodges: 1, maxRounds: 5 }
const aim = (seat: 'p1' | 'p2'): DuelDecision => ({ seat, kind: 'aim' })
/** Aiming ends a turn, so p2 aiming twice running is refused: decision 2 no longer replays. */
const record: DuelDecision[] = [aim('p1'), aim('p2'), aim('p2'), aim('p1')]

describe('a saved game that no longer replays', () => {
  test('ENG-SALVAGE: replay stops at the first refused decision and says which and why', () => {
    const r = replayPrefix(duel, setup, 's', record)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.applied).toBe(2)
    expect(r.value.diverged?.index).toBe(2)
    expect(r.value.diverged?.error.code).toBe('engine/not_your_turn')
    // The state is the one after the last decision that replays, hashed as a full replay would.
    const two = replay(duel, setup, 's', record.slice(0, 2))
    expect(two.ok && two.value.hash).toBe(r.value.hash)
    const whole = replay(duel, setup, 's', record)
    expect(!whole.ok && whole.error.code).toBe('engine/replay_diverged')
    expect(!whole.ok && whole.error.detail?.index).toBe(2)
  })

  test('ENG-SALVAGE: a game that replays whole has nothing to salvage; one that diverges keeps its tail', () => {
    const fine = replayPrefix(duel, setup, 's', record.slice(0, 2))
    expect(fine.ok && fine.value.diverged).toBeUndefined()
    const none = salvageRecord(record.slice(0, 2), undefined, 't')
    expect(!none.ok && none.error.code).toBe('engine/game_replays')
    const r = replayPrefix(duel, setup, 's', record)
    if (!r.ok) throw new Error(r.error.message)
    const s = salvageRecord(record, r.value.diverged, '2026-11-29T00:00:00Z')
    if (!s.ok) throw new Error(s.error.message)
    expect(s.value.decisions).toEqual(record.slice(0, 2))
    expect(s.value.note.kept).toBe(2)
    expect(s.value.note.setAside).toEqual(record.slice(2))
    expect(s.value.note.reason.code).toBe(r.value.diverged?.error.code)
    expect(s.value.note.at).toBe('2026-11-29T00:00:00Z')
  })
})
