/**
 * GUNFRAME's public test entry (`@sortie/gunframe/testkit`): build a battle in any state, script
 * the dice, play or reject a decision, read units. Rule tests — ours and anyone's — import from
 * here, never from internal files, so this list stays stable as the battle's folders move.
 *
 * @example
 * import { scenario, play, unit } from '@sortie/gunframe/testkit'
 * const s = scenario([{ side: 'p1', pos: { x: 10, y: 10 } }, { side: 'p2', pos: { x: 10, y: 20 } }])
 */

export { withScript } from '@sortie/engine'
export * from '../battle/testkit/decisions.ts'
export * from '../battle/testkit/testing.ts'
export { default as gunframePackage } from '../package.ts'
export { quickBattle } from './quick.ts'
