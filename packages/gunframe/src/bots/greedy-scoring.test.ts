/**
 * GF-BOT-GREEDY-SCORING: the greedy bot's fast paths give the answers of the slow ones, on the
 * states of a real game (a city battlefield, engaged units, cover, every prompt):
 * - blockedWithoutSight is only ever true where planAttack fails, whatever the options;
 * - expectedAttack gives attackOddsFor's plan and expected damage, bit for bit;
 * - declaredExpectedDamage gives declaredAttackOdds' expected damage, bit for bit.
 */
import type { BotPlayer } from '@sortie/engine'
import {
  type AttackFrame,
  type AttackOpts,
  attackOddsFor,
  type BattleState,
  battleTable,
  blockedWithoutSight,
  declaredAttackOdds,
  declaredExpectedDamage,
  expectedAttack,
  outOfReach,
  planAttack,
  sightlessRefusals,
  standardModules,
} from '@sortie/gunframe/battle'
import gunframe from '@sortie/gunframe/package'
import { tableRules } from '@sortie/gunframe/table'
import { expect, test } from 'vitest'

/** The states of one greedy game: every few decisions, and every one with an attack on the stack. */
function gameStates(seed: string, every: number): { sampled: BattleState[]; attacks: BattleState[] } {
  const setup = gunframe.quickSetup({ battlefield: 'city' }, seed)
  if (!setup.ok) throw new Error(setup.error.message)
  const ruleset = gunframe.ruleset()
  const bot = gunframe.bots.greedy as BotPlayer<unknown, never>
  const started = ruleset.start(setup.value, seed)
  if (!started.ok) throw new Error(started.error.message)
  let s = started.value
  const sampled: BattleState[] = []
  const attacks: BattleState[] = []
  let rand = 1
  const r = (k: number) => {
    rand = (rand * 48271) % 2147483647
    return rand % Math.max(1, k)
  }
  for (let p = ruleset.prompt(s), n = 0; p && n < 2000; p = ruleset.prompt(s), n++) {
    if (n % every === 0) sampled.push(s as BattleState)
    if ((s as BattleState).stack.at(-1)?.t === 'attack') attacks.push(s as BattleState)
    const seat = p.seats?.[0] ?? p.seat
    const legal = ruleset.legal(s).filter((d) => d.seat === seat)
    const step = ruleset.apply(s, bot.decide(s, seat, { legal: legal as never[], rand: r }).decision)
    if (!step.ok) throw new Error(step.error.code)
    s = step.value.state
  }
  return { sampled, attacks }
}

let played: ReturnType<typeof gameStates> | undefined
const game = () => {
  played ??= gameStates('scoring-0', 10)
  return played
}

test('GF-BOT-GREEDY-SCORING: blockedWithoutSight only where planAttack fails; expectedAttack equals attackOddsFor', () => {
  const modules = standardModules()
  let blocked = 0
  let planned = 0
  let odds = 0
  const states = game().sampled
  for (const s of states) {
    const look = { table: battleTable(s, modules, tableRules), modules }
    const top = s.stack[s.stack.length - 1]
    for (const a of s.units) {
      // One attacker's refusals, asked of every target (as legal() and the bot ask them).
      const refused = sightlessRefusals(s, look, a)
      for (const t of s.units) {
        if (a === t) continue
        const opts: AttackOpts[] = [{ reaction: true }, { reaction: true, face: true }]
        if (top?.t === 'activation' && top.unit === a.id)
          opts.push({ reaction: false, frame: top }, { reaction: false, frame: top, face: false })
        const sure = refused(t)
        expect(sure).toBe(blockedWithoutSight(s, look, a, t))
        for (const o of opts) {
          const p = planAttack(s, look, a, t.id, o)
          if (sure) expect(p.ok, `${a.id} → ${t.id}`).toBe(false)
          if (p.ok) planned++
        }
        // Blocked by range, engagement or weapons alone (not a friend, nor a unit off the table).
        if (
          sure &&
          a.side !== t.side &&
          a.status === 'table' &&
          t.status === 'table' &&
          !outOfReach(look, a, t)
        )
          blocked++
        for (const [lock, defendWith] of [
          ['focus-fire', 'best'],
          ['keep', 'defense'],
        ] as const) {
          const evade = t.counters.evade
          const fast = expectedAttack(s, look, a, t, { lock, defendWith, evade })
          const slow = attackOddsFor(s, a.id, t.id, { modules, table: tableRules, lock, defendWith, evade })
          expect(fast.ok).toBe(slow.ok)
          if (!fast.ok || !slow.ok) {
            if (!fast.ok && !slow.ok) expect(fast.error.code).toBe(slow.error.code)
            continue
          }
          odds++
          expect(fast.value.plan).toEqual(slow.value.plan)
          expect(Object.is(fast.value.expectedDamage, slow.value.preview.expectedDamage)).toBe(true)
        }
      }
    }
  }
  // The game met both kinds of pair, and attacks that could be planned.
  expect(blocked).toBeGreaterThan(100)
  expect(planned).toBeGreaterThan(50)
  expect(odds).toBeGreaterThan(50)
}, 120_000)

test('GF-BOT-GREEDY-SCORING: declaredExpectedDamage equals declaredAttackOdds for every declared attack', () => {
  const modules = standardModules()
  const { attacks } = game()
  let compared = 0
  for (const s of attacks) {
    const f = s.stack.at(-1) as AttackFrame
    const look = { table: battleTable(s, modules, tableRules), modules }
    for (const lock of ['keep', 'focus-fire', 'precise-strike'] as const)
      for (const defendWith of ['best', 'defense', 'close'] as const)
        for (const evade of [false, true]) {
          const fast = declaredExpectedDamage(s, look, f, { lock, defendWith, evade })
          const slow = declaredAttackOdds(s, f, { modules, table: tableRules, lock, defendWith, evade })
          expect(fast.ok).toBe(slow.ok)
          if (!fast.ok || !slow.ok) continue
          compared++
          expect(Object.is(fast.value, slow.value.preview.expectedDamage)).toBe(true)
        }
  }
  expect(compared).toBeGreaterThan(50)
}, 120_000)
