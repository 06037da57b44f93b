import { readFileSync } from 'node:fs'
import { hashMatches, replay, stateHash } from '@sortie/engine'
import { expect, test } from 'vitest'
import gunframe from '../../package.ts'
import type { BattleDecision, BattleState } from './types.ts'
import { flatStateView } from './unit/shape.ts'

/**
 * A game saved (setup + seed + decisions + hash) with the hash taken over the state's shape before
 * battle units were grouped by meaning. Re-recorded on 2026-11-29: a rules fix (flyers screen
 * sight, GF-LOS-UNITS) made its 51st decision illegal, so the first 50 were kept and the game was
 * played on to its end by the greedy bots; its hash is still of the old, flat shape.
 */
const saved = JSON.parse(
  readFileSync(new URL('../../../../../examples/games/gunframe-city.json', import.meta.url), 'utf8'),
) as { setup: unknown; seed: string; decisions: BattleDecision[]; hash: string; outcome: unknown }

test('GF-REPLAY: a game saved before units were grouped replays to the same end and, seen flat, the same hash', () => {
  const rs = gunframe.ruleset()
  const r = replay(rs, saved.setup, saved.seed, saved.decisions)
  if (!r.ok) throw new Error(r.error.code)
  const s = r.value.state as BattleState
  expect(rs.outcome(s)).toEqual(saved.outcome)
  expect(stateHash(flatStateView(s))).toBe(saved.hash)
})

test('GF-REPLAY: the ruleset names the flat hash as a past one, so every verifier (CLI, server, web) accepts the save', () => {
  const rs = gunframe.ruleset()
  const r = replay(rs, saved.setup, saved.seed, saved.decisions)
  if (!r.ok) throw new Error(r.error.code)
  expect(r.value.hash).not.toBe(saved.hash)
  expect(hashMatches(rs, r.value.state, saved.hash)).toBe(true)
  expect(hashMatches(rs, r.value.state, r.value.hash)).toBe(true)
  expect(hashMatches(rs, r.value.state, '00000000000000')).toBe(false)
})
