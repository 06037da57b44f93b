/**
 * GF-UPG-LUCKY: once a battle the unit rolls again any dice it picks from one attack, defense or
 * Pilot Skill roll. Attack and defense rolls ask (a `choice` frame carrying the faces): keep,
 * three quick picks, or `pick` with dice indices. The re-roll stands even where Precise Strike or
 * Evade already re-rolled those dice (GF-RULING-PROPOSED-LUCKY-REROLL: Lucky names any dice of
 * the roll, so the "once" of the general re-roll rule gives way). A Pilot Skill roll is made in
 * the middle of a move, a power attack or a reserve call, where no question can wait, so the
 * player answers beforehand: before the first turn each Lucky unit's owner says whether its
 * first failed Pilot Skill roll takes the re-roll (its one die, the re-roll kept) or Lucky waits
 * for an attack or defense roll — the default, so it is never spent unasked
 * (GF-RULING-LUCKY-PILOT).
 *
 * @example
 * // the attacker rolled [1, 5, 2]: re-roll the first and last die
 * apply(state, { seat: 'p1', kind: 'choose', option: 'pick', dice: [0, 2] })
 */

import { ask, type ChoiceHandler } from '../../core/choice.ts'
import type { BattleCtx } from '../../core/context.ts'
import { anyUnit, findUnit } from '../../core/geo.ts'
import type { BattleDecision, BattleState, BattleUnit, ChoiceFrame } from '../../core/types.ts'
import { setUpgradeState } from '../../core/unit/write.ts'
import { has, usedUp, useOnce } from './effects/registry.ts'

/** Quick answers, besides `keep` and `pick`: which dice each one rolls again. */
const QUICK: Record<string, (v: number) => boolean> = {
  reroll: (v) => v < 4,
  'reroll-non-six': (v) => v < 6,
  'reroll-all': () => true,
}

export const LUCKY_OPTIONS = ['keep', ...Object.keys(QUICK), 'pick'] as const

export type LuckyRoll = 'attack' | 'defense'

/**
 * Asks the unit's player whether to spend Lucky on this roll; false (nothing asked) when the
 * upgrade is gone or every die already shows a six, so nothing could improve.
 */
export function offerLucky(
  s: BattleState,
  c: Pick<BattleCtx, 'emit'>,
  u: BattleUnit,
  roll: LuckyRoll,
  dice: readonly number[],
): boolean {
  if (!has(u, 'lucky') || usedUp(u, 'lucky') || !dice.some((v) => v < 6)) return false
  ask(s, c, { id: `lucky-${roll}`, seat: u.side, unit: u.id, options: [...LUCKY_OPTIONS], dice: [...dice] })
  return true
}

/** Indices an answer re-rolls: the picked ones, or those a quick option selects (empty: keep). */
export function luckyIndices(
  dice: readonly number[],
  option: string,
  picked: number[] | undefined,
): number[] {
  if (option === 'pick') return picked ?? []
  const want = QUICK[option]
  if (!want) return []
  return dice.flatMap((v, i) => (want(v) ? [i] : []))
}

/**
 * The answer to either offer: a re-roll spends the upgrade and rolls the chosen dice again (in
 * index order), then the attack carries on from `done` with whichever dice stand.
 */
export function luckyAnswer<F>(
  done: (s: BattleState, c: BattleCtx, f: F, dice: readonly number[]) => void,
): ChoiceHandler {
  return (s, c, q, option, _to, picked) => {
    const f = s.stack[s.stack.length - 1] as F
    let dice = q.dice ?? []
    const which = luckyIndices(dice, option, picked)
    if (which.length > 0) {
      const u = findUnit(s, q.unit) as BattleUnit
      useOnce(u, 'lucky')
      const before = dice
      dice = dice.map((v, i) => (which.includes(i) ? c.dice.d6() : v))
      c.emit({ type: 'LuckyReroll', unit: u.id, roll: q.id.slice(6), picked: which, before, dice })
    }
    done(s, c, f, dice)
    return undefined
  }
}

/**
 * The finite answers legal() lists for a Lucky question: keep, then each quick pick that re-rolls
 * a different, non-empty set of dice. Any other subset stays open to a `pick` decision.
 */
export function luckyDecisions(f: ChoiceFrame, seat: string): BattleDecision[] {
  const dice = f.dice ?? []
  const out: BattleDecision[] = [{ seat, kind: 'choose', option: 'keep' }]
  const seen = new Set<string>()
  for (const option of Object.keys(QUICK)) {
    const which = luckyIndices(dice, option, undefined)
    const key = which.join(',')
    if (which.length === 0 || seen.has(key)) continue
    seen.add(key)
    out.push({ seat, kind: 'choose', option })
  }
  return out
}

export const isLuckyChoice = (f: ChoiceFrame): boolean => f.id === 'lucky-attack' || f.id === 'lucky-defense'

/** The standing question's answers: keep Lucky for dice, or spend it on a failed Pilot Skill roll. */
export const LUCKY_PILOT_OPTIONS = ['keep', 'pilot-skill'] as const

/**
 * Before the first turn (one question at a time, prebattle.ts): asks the owner of the next Lucky
 * unit not yet asked; false when there is none.
 */
export function askLuckyPilot(s: BattleState, c: BattleCtx): boolean {
  // Units held off the table (a combiner's form or members) are asked too: they may come on later.
  for (const u of [...s.units, ...(s.opt?.stash ?? [])]) {
    if (u.status === 'destroyed' || !has(u, 'lucky') || usedUp(u, 'lucky')) continue
    if (u.upgradeState.luckyPilot !== undefined) continue
    ask(s, c, { id: 'lucky-pilot', seat: u.side, unit: u.id, options: [...LUCKY_PILOT_OPTIONS] })
    return true
  }
  return false
}

export const luckyPilotChoice: Readonly<Record<string, ChoiceHandler>> = {
  'lucky-pilot': (s, _c, q, option) => {
    const u = anyUnit(s, q.unit)
    if (u) setUpgradeState(u, { luckyPilot: option === 'pilot-skill' })
    return undefined
  },
}

/**
 * Spends Lucky on a failed Pilot Skill roll when the player said so beforehand; false when it
 * is kept for attack and defense dice or already gone.
 */
export function luckyPilot(c: Pick<BattleCtx, 'emit'>, u: BattleUnit): boolean {
  if (!has(u, 'lucky') || u.upgradeState.luckyPilot !== true || !useOnce(u, 'lucky')) return false
  c.emit({ type: 'LuckyReroll', unit: u.id, roll: 'pilot-skill' })
  return true
}
