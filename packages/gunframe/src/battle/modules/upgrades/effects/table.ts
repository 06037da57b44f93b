/**
 * The one table of upgrade effects, joined from the records the effect files export, so a hook
 * is found whatever order the files were loaded in. Several records may give hooks to the same
 * id; they merge in the order listed, a later record's hook replacing an earlier one's.
 */
import type { BattleCtx } from '../../../core/context.ts'
import type { BattleState, BattleUnit } from '../../../core/types.ts'
import { ownedUnits, unitAt } from '../../../core/unit/own.ts'
import { aquaticEffects } from '../environment.ts'
import { diceEffects } from './dice.ts'
import { focusEffects } from './focus.ts'
import { initiativeEffects } from './initiative.ts'
import { nemesisEffects } from './nemesis.ts'
import type { UpgradeEffect } from './registry.ts'

const TABLE: Record<string, UpgradeEffect> = {}

/** Adds hooks to the table (merged per id); the game's own records are added below, once. */
export function register(effects: Record<string, UpgradeEffect>): void {
  for (const [id, e] of Object.entries(effects)) TABLE[id] = { ...TABLE[id], ...e }
}

for (const r of [diceEffects, focusEffects, initiativeEffects, nemesisEffects, aquaticEffects]) register(r)

export function effectOf(id: string): UpgradeEffect | undefined {
  return Object.hasOwn(TABLE, id) ? TABLE[id] : undefined
}

/** The start-of-turn step of the initiative phase: every hook of units on the table. */
export function runStartOfTurn(s: BattleState, c: BattleCtx): void {
  // Start-of-turn hooks may change the unit they run for: each unit is the draft's own first.
  for (const u of ownedUnits(s)) {
    if (u.status !== 'table') continue
    for (const id of u.profile.upgrades) effectOf(id)?.startOfTurn?.(s, c, u)
  }
}

/** A destruction, told to every unit whose upgrades watch for one (Nemesis). */
export function runDestroyed(s: BattleState, c: BattleCtx, dead: BattleUnit, cause: string): void {
  for (let i = 0; i < s.units.length; i++)
    for (const id of (s.units[i] as BattleUnit).profile.upgrades) {
      const hook = effectOf(id)?.destroyed
      // The watcher is taken as the draft's own when it has a hook that may change it.
      if (hook) hook(s, c, unitAt(s, i), dead, cause)
    }
}

/** Points the unit's upgrades add to its side's focus pool (core counts only units that may add). */
export function upgradeFocus(u: BattleUnit): number {
  let n = 0
  for (const id of u.profile.upgrades) n += effectOf(id)?.focus?.(u) ?? 0
  return n
}

/** Points past the first that the unit's upgrades let go on it each turn. */
export function upgradeExtraFocus(u: BattleUnit): number {
  let n = 0
  for (const id of u.profile.upgrades) n += effectOf(id)?.extraFocus?.(u) ?? 0
  return n
}
