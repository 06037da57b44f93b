/**
 * GF-MULTI-FFA initiative from turn two (MULTI-PLAYER BATTLES › FREE-FOR-ALLS; INITIATIVE ROLL):
 * every player rolls as normal — the die plus initiative modifiers (Tactician here) — a tie for the
 * top goes to the fewest Focus Points, and only players still level roll again
 * (GF-RULING-PROPOSED-FFA-INITIATIVE-TIES). Scripted dice.
 */
import { Dice, seedRng, withScript } from '@sortie/engine'
import { describe, expect, test } from 'vitest'
import type { BattleCtx } from '../../core/context.ts'
import type { BattleEvent } from '../../core/events/index.ts'
import { openGround } from '../../core/open-ground.ts'
import type { BattleState } from '../../core/types.ts'
import { scenario, ups } from '../../testkit/testing.ts'
import { battleModules } from '../index.ts'
import { ffaInitiative } from './ffa.ts'

/** Three players on turn two; p1 fields a Tactician. */
function three(focus: Record<string, number> = { p1: 1, p2: 1, p3: 1 }): BattleState {
  const s = scenario([
    { side: 'p1', pos: { x: 5, y: 5 }, profile: ups('tactician') },
    { side: 'p2', pos: { x: 30, y: 30 } },
    { side: 'p3', pos: { x: 30, y: 5 } },
  ])
  s.seats = ['p1', 'p2', 'p3']
  s.mission.ffa = true
  s.turn = 2
  s.focus = { ...focus }
  return s
}

function roll(s: BattleState, dice: number[]) {
  const events: BattleEvent[] = []
  const c = {
    table: openGround,
    dice: new Dice(withScript(seedRng('ffa'), dice)),
    emit: (e: BattleEvent) => events.push(e),
    modules: battleModules(),
  } as unknown as BattleCtx
  const winner = ffaInitiative(s, c)
  const rolls = events.flatMap((e) => (e.type === 'InitiativeRolled' ? [e.rolls] : []))
  return { winner, rolls }
}

describe('GF-MULTI-FFA: initiative rolled as normal', () => {
  test('GF-MULTI-FFA: initiative modifiers count (Tactician’s 5 + 1 beats a natural 5)', () => {
    expect(roll(three(), [5, 5, 1])).toEqual({ winner: 'p1', rolls: [{ p1: 6, p2: 5, p3: 1 }] })
  })

  test('GF-MULTI-FFA / GF-RULING-PROPOSED-FFA-INITIATIVE-TIES: a tie for the top goes to the fewest Focus Points', () => {
    // p3 holds none but is not in the tie.
    const r = roll(three({ p1: 2, p2: 1, p3: 0 }), [2, 3, 1])
    expect(r).toEqual({ winner: 'p2', rolls: [{ p1: 3, p2: 3, p3: 1 }] })
  })

  test('GF-RULING-PROPOSED-FFA-INITIATIVE-TIES: players level on total and Focus Points roll again among themselves', () => {
    const r = roll(three({ p1: 1, p2: 1, p3: 1 }), [4, 5, 1, 2, 6])
    expect(r).toEqual({
      winner: 'p2',
      rolls: [
        { p1: 5, p2: 5, p3: 1 },
        { p1: 3, p2: 6 },
      ],
    })
  })
})
