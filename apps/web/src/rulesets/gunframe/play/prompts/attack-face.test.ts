/**
 * GF-ATK-CLOSE-LOS in the prompt panel: when legal() offers a close attack twice (turning to face
 * the target, or keeping the facing), the two buttons read differently and carry their own odds.
 */
import { play, scenario } from '@sortie/gunframe/testkit'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { type BattleDecision, ruleset } from '../../engine.ts'
import { AttackChoice } from './AttackChoice.tsx'

const N = Math.PI / 2

test('GF-ATK-CLOSE-LOS / WEB-ATTACK-FACE: the two close-attack offers are told apart', () => {
  const s0 = scenario([
    { side: 'p1', pos: { x: 10, y: 10 }, facing: N - 0.5 },
    { side: 'p2', pos: { x: 10, y: 12.5 }, facing: -N, set: { activated: true } },
  ])
  const s = play(s0, [{ kind: 'activate', unit: 'unit:p1:0' }], undefined, ruleset as never).state
  const offered = ruleset
    .legal(s)
    .filter((d): d is Extract<BattleDecision, { kind: 'attack' }> => d.kind === 'attack')
  expect(offered.map((d) => d.face)).toEqual([false, true])
  const html = offered.map((d) =>
    renderToStaticMarkup(
      createElement(AttackChoice, {
        state: s,
        attacker: 'unit:p1:0',
        d,
        decide: () => {},
        aim: null,
        setAim: () => {},
        hint: undefined,
      }),
    ),
  )
  expect(html[0]).toContain('keeps its facing')
  expect(html[1]).toContain('turns to face')
  expect(html[0]).not.toBe(html[1])
})
