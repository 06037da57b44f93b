import { preset } from '@sortie/gunframe/table'
import { exampleSquadron, squadronProfiles } from '@sortie/gunframe/units'
import { expect, test } from 'vitest'
import { atGroupMove, GROUPS_SETUP, groupMovePick } from '../../../../e2e/scenarios.ts'
import { ruleset, startGame } from '../engine.ts'
import { greedyChoose } from '../greedy.ts'
import { describeEvent } from './format.ts'

test('WEB-LOG-CHOICES: a group forming and moving reads as sentences in the log', () => {
  const r = startGame(
    {
      squadrons: {
        p1: squadronProfiles(exampleSquadron('terran-100')).units,
        p2: squadronProfiles(exampleSquadron('martian-100')).units,
      },
      battlefield: preset('city'),
      ...GROUPS_SETUP,
    } as never,
    'g1',
  )
  if (!r.ok) throw new Error(r.error.message)
  let s = r.value
  const lines: string[] = []
  let moved = false
  for (let i = 0; i < 600 && !moved; i++) {
    // At the follower's question, the player takes the first offered spot.
    const d = atGroupMove(s)
      ? ruleset.legal(s)[0]!
      : (groupMovePick(s, ruleset.legal(s)) ?? greedyChoose(s, 'g1', i)!)
    moved = atGroupMove(s)
    const a = ruleset.apply(s, d)
    if (!a.ok) throw new Error(a.error.message)
    for (const e of a.value.events) lines.push(describeEvent(a.value.state, e as never))
    s = a.value.state
  }
  expect(moved).toBe(true)
  expect(lines).toContain('Wombat may name followers for a group.')
  expect(lines).toContain('Wombat picks Special Forces.')
  expect(lines).toContain("Special Forces joins Wombat's group.")
  expect(lines).toContain('Wombat leads a group of 2.')
  expect(lines).toContain('Special Forces may follow its group leader.')
  expect(lines).toContain('Special Forces moves.')
  expect(lines.filter((l) => /^(Choice|Group)[A-Z]/.test(l))).toEqual([])
})
