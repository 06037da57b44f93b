import { stateHash } from '@sortie/engine'
import { expect, test } from 'vitest'
import gunframe from '../package.ts'
import { quickBattle } from '../testkit/quick.ts'

/** A greedy battle on a city table, checking the apply contract at every step. */
function game(seed: string): string {
  const ruleset = gunframe.ruleset()
  const bot = gunframe.bots.greedy!
  let s = quickBattle({ battlefield: 'city', units: '3' }, seed)
  for (let n = 0; n < 2000; n++) {
    const p = ruleset.prompt(s)
    if (!p) break
    const legal = ruleset.legal(s).filter((d) => d.seat === p.seat)
    const before = stateHash(s)
    const r = ruleset.apply(s, bot.decide(s, p.seat, { legal, rand: () => 0 }).decision)
    if (!r.ok) throw new Error(r.error.code)
    expect(stateHash(s)).toBe(before)
    s = r.value.state
  }
  return stateHash(s)
}

test('ENG-APPLY-COPY: a GUNFRAME battle never mutates the state it is given and replays bit for bit', () => {
  expect(game('contract')).toBe(game('contract'))
})
