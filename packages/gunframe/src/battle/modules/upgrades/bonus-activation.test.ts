// Unit Construction › Upgrades: Wingman after a move taken in an activation another upgrade
// grants (here Lovers'), and never after a wingman's own copy.
import { expect, test } from 'vitest'
import { moveTo } from '../../testkit/decisions.ts'
import { A, attackAB as attack, B, B2, B3, N, S } from '../../testkit/fixtures.ts'
import { NO_CLOSE, play, scenario, testRuleset, two, ups } from '../../testkit/testing.ts'

/** B dies; its lover B2 (also B3's wingman) takes Lovers' free activation. */
function loverActivates() {
  const s = two({}, { set: { armour: 1 }, profile: { loadout: NO_CLOSE, ...ups('lovers') } }, [
    { side: 'p2', pos: { x: 14, y: 18 }, facing: S, profile: ups('lovers', 'wingman') },
    { side: 'p2', pos: { x: 24, y: 18 }, facing: S, profile: ups('wingman') },
  ])
  s.focus.p2 = 2
  const { state } = attack(s, [4, 1, 1, 1, 1, 1])
  expect(testRuleset.prompt(state)).toMatchObject({ kind: 'choose', id: 'lovers', unit: B2 })
  return play(state, [{ kind: 'choose', option: 'activate' }]).state
}

/** Passes the enemy's reactions to a move, if it is asked. */
const passReactions = (s: ReturnType<typeof loverActivates>) =>
  testRuleset.prompt(s)?.kind === 'react' ? play(s, [{ kind: 'pass' }]).state : s

test('GF-UPG-WINGMAN / GF-RULING-PROPOSED-WINGMAN-ANY-ACTION: a move in an activation Lovers grants may be copied by the wingman', () => {
  const moved = passReactions(play(loverActivates(), [moveTo({ x: 14, y: 18 }, { x: 14, y: 20 }, S)]).state)
  expect(testRuleset.prompt(moved)).toMatchObject({
    seat: 'p2',
    kind: 'choose',
    id: 'wingman',
    unit: B3,
    options: ['decline', 'move'],
  })
})

test('GF-RULING-PROPOSED-WINGMAN-ANY-ACTION: the wingman’s copy is not itself offered back to the partner', () => {
  const moved = passReactions(play(loverActivates(), [moveTo({ x: 14, y: 18 }, { x: 14, y: 20 }, S)]).state)
  const copying = play(moved, [{ kind: 'choose', option: 'move' }]).state
  expect(copying.stack.at(-1)).toMatchObject({ t: 'activation', unit: B3, bonus: { reason: 'wingman' } })
  const copied = passReactions(play(copying, [moveTo({ x: 24, y: 18 }, { x: 24, y: 20 }, S)]).state)
  // Back to the lover's own free activation (one action left), with no question for it.
  expect(testRuleset.prompt(copied)).toMatchObject({ seat: 'p2', kind: 'action', unit: B2, actionsLeft: 1 })
})

test('GF-UPG-WINGMAN / GF-RULING-PROPOSED-WINGMAN-ANY-ACTION: a reaction move is a move action, so the wingman may copy it', () => {
  // p1's A moves in sight of p2's B; B (a wingman of B2) reacts with a move.
  const s = scenario([
    { side: 'p1', pos: { x: 10, y: 5 }, facing: N },
    { side: 'p2', pos: { x: 10, y: 25 }, facing: S, profile: ups('wingman') },
    { side: 'p2', pos: { x: 20, y: 25 }, facing: S, profile: ups('wingman') },
  ])
  s.focus.p2 = 2
  const moved = play(s, [
    { kind: 'activate', unit: A },
    {
      kind: 'move',
      path: [
        { x: 10, y: 5 },
        { x: 10, y: 8 },
      ],
      facing: N,
    },
  ]).state
  expect(testRuleset.prompt(moved)).toMatchObject({ seat: 'p2', kind: 'react' })
  const reacted = passReactions(
    play(moved, [
      {
        kind: 'react',
        unit: B,
        action: 'move',
        path: [
          { x: 10, y: 25 },
          { x: 12, y: 25 },
        ],
        facing: S,
      },
    ]).state,
  )
  expect(testRuleset.prompt(reacted)).toMatchObject({
    seat: 'p2',
    kind: 'choose',
    id: 'wingman',
    unit: B2,
    options: ['decline', 'move'],
  })
  const copying = play(reacted, [{ kind: 'choose', option: 'move' }]).state
  expect(copying.stack.at(-1)).toMatchObject({
    t: 'activation',
    unit: B2,
    bonus: { reason: 'wingman', only: 'move' },
  })
})
