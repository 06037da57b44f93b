/**
 * A quick battle's opening state for tests that play a whole game from the start: the package's
 * quick setup (the web's one-click battle, `sortie sim`) and its ruleset, in one call.
 */
import type { BattleState } from '../battle/index.ts'
import gunframe from '../package.ts'

export function quickBattle(values: Record<string, string>, seed: string): BattleState {
  const setup = gunframe.quickSetup(values, seed)
  if (!setup.ok) throw new Error(setup.error.message)
  const started = gunframe.ruleset().start(setup.value, seed)
  if (!started.ok) throw new Error(started.error.message)
  return started.value
}
