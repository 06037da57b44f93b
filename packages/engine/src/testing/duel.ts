/**
 * Duel: a tiny ruleset that exists only to prove the engine contract end to end (start →
 * prompts → decisions → outcome, interrupts through the prompt stack, dice from the state).
 * Two duellists take turns to aim or shoot; a hit lets the target choose, inside the
 * shooter's turn, whether to spend a dodge.
 */
import { defineRuleset } from '../protocol/define.ts'
import { type PendingPrompt, popPrompt, pushPrompt, topPrompt } from '../protocol/prompt-stack.ts'
import { err, ok, type RuleError } from '../protocol/result.ts'
import type { Decision, Seat } from '../protocol/types.ts'
import { type RngState, seedRng } from '../rng/state.ts'

export interface DuelSetup {
  hp: number
  dodges: number
  maxRounds: number
}

export interface DuelState {
  rng: RngState
  hp: Record<Seat, number>
  aim: Record<Seat, number>
  dodges: Record<Seat, number>
  turn: Seat
  round: number
  maxRounds: number
  stack: PendingPrompt[]
  pendingDamage: number
}

export type DuelDecision =
  | { seat: Seat; kind: 'shoot' }
  | { seat: Seat; kind: 'aim' }
  | { seat: Seat; kind: 'dodge' }
  | { seat: Seat; kind: 'take' }

const other = (s: Seat): Seat => (s === 'p1' ? 'p2' : 'p1')

function isOver(s: DuelState): boolean {
  return (s.hp.p1 ?? 0) <= 0 || (s.hp.p2 ?? 0) <= 0 || s.round > s.maxRounds
}

function endTurn(s: DuelState): void {
  if (s.turn === 'p2') s.round++
  s.turn = other(s.turn)
  s.stack = isOver(s) ? [] : [{ seat: s.turn, kind: 'act' }]
}

export const duel = defineRuleset<DuelSetup, DuelState, DuelDecision>({
  id: 'duel',
  start(setup, seed) {
    if (!Number.isInteger(setup.hp) || setup.hp < 1)
      return err('duel/bad_setup', 'hp must be a positive integer')
    return ok({
      rng: seedRng(seed),
      hp: { p1: setup.hp, p2: setup.hp },
      aim: { p1: 0, p2: 0 },
      dodges: { p1: setup.dodges, p2: setup.dodges },
      turn: 'p1',
      round: 1,
      maxRounds: setup.maxRounds,
      stack: [{ seat: 'p1', kind: 'act' }],
      pendingDamage: 0,
    })
  },
  prompt: (s) => topPrompt(s.stack),
  legal(s) {
    const p = topPrompt(s.stack)
    if (!p) return []
    if (p.kind === 'act')
      return [
        { seat: p.seat, kind: 'shoot' },
        { seat: p.seat, kind: 'aim' },
      ]
    const out: DuelDecision[] = [{ seat: p.seat, kind: 'take' }]
    if ((s.dodges[p.seat] ?? 0) > 0) out.push({ seat: p.seat, kind: 'dodge' })
    return out
  },
  reduce(s, d: Decision, ctx): RuleError | undefined {
    const p = topPrompt(s.stack)!
    if (p.kind === 'act') {
      if (d.kind === 'aim') {
        s.aim[d.seat] = Math.min(2, (s.aim[d.seat] ?? 0) + 1)
        ctx.emit({ type: 'Aimed', seat: d.seat })
        endTurn(s)
        return undefined
      }
      if (d.kind !== 'shoot') return { code: 'duel/illegal', message: `Cannot ${d.kind} now; shoot or aim.` }
      const roll = ctx.dice.d6() + (s.aim[d.seat] ?? 0)
      s.aim[d.seat] = 0
      ctx.emit({ type: 'DiceRolled', seat: d.seat, roll })
      if (roll < 4) {
        endTurn(s)
        return undefined
      }
      s.pendingDamage = roll >= 6 ? 2 : 1
      pushPrompt(s.stack, { seat: other(d.seat), kind: 'hit', damage: s.pendingDamage })
      return undefined
    }
    // The target answers the hit inside the shooter's turn (an interrupt).
    if (d.kind === 'dodge') {
      if ((s.dodges[d.seat] ?? 0) <= 0) return { code: 'duel/no_dodges', message: 'No dodges left.' }
      s.dodges[d.seat] = (s.dodges[d.seat] ?? 0) - 1
      if (ctx.dice.d6() >= 5) s.pendingDamage = 0
    } else if (d.kind !== 'take')
      return { code: 'duel/illegal', message: 'Answer the hit: dodge or take it.' }
    s.hp[d.seat] = (s.hp[d.seat] ?? 0) - s.pendingDamage
    ctx.emit({ type: 'DamageDealt', seat: d.seat, amount: s.pendingDamage })
    s.pendingDamage = 0
    popPrompt(s.stack)
    endTurn(s)
    return undefined
  },
  outcome(s) {
    if (!isOver(s)) return null
    const a = s.hp.p1 ?? 0
    const b = s.hp.p2 ?? 0
    if (a === b) return { winners: [], draw: true, reason: 'time' }
    return { winners: [a > b ? 'p1' : 'p2'], draw: false, reason: a <= 0 || b <= 0 ? 'knockout' : 'time' }
  },
  view: (s) => s,
})
