/**
 * One source for an attack's dice (GF-ODDS-SAME-DICE): the upgrades module describes the attack
 * in the odds module's terms (an AttackSituation built from the state, the frame and each involved
 * upgrade's hook), answering the `attackSituation` hook; actions/attack-dice.ts rolls the pools
 * and re-rolls the odds module resolves, so the odds a UI shows are the dice the battle rolls.
 */
import type { AttackSituation } from '@sortie/gunframe/odds'
import { isStructure } from '../../../missions/pieces.ts'
import type { TableRules } from '../../../table/contract.ts'
import { upgradeById } from '../../../units/upgrades.ts'
import type { AttackDiceFrame, DiceChoice } from '../../core/context.ts'
import { partWayUp } from '../../core/geo.ts'
import type { BattleState, BattleUnit } from '../../core/types.ts'
import { crippledRule, effectiveLoadout } from '../power/crippled.ts'
import { type DiceCtx, weaponUps } from './effects/registry.ts'
import { effectOf } from './effects/table.ts'
import { environmentDice } from './environment.ts'

/** The attack as the odds module sees it. */
export function attackSituation(
  s: BattleState,
  table: TableRules,
  a: BattleUnit,
  t: BattleUnit,
  f: AttackDiceFrame,
  choice: DiceChoice = {},
): AttackSituation {
  const m = f.modifiers
  const tLoad = effectiveLoadout(s, t)
  // The frame's weapon is already the crippled value (power module's crippledProfile, Anger Issues'
  // +2 Close included) plus anything the optional rules added (groups), so no second halving here.
  const weapon = f.dice ?? f.weapon
  const sit: AttackSituation = {
    range: f.band,
    weapon,
    attackerCrippled: false,
    charge: m.includes('charge'),
    crossfire: m.includes('crossfire'),
    elevated: m.includes('elevated'),
    rearAttack: m.includes('rear'),
    targetShutDown: t.counters.shutDown,
    targetKnockedDown: t.counters.knockedDown,
    targetLock:
      choice.lock === 'focus-fire' ? 'focus' : choice.lock === 'precise-strike' ? 'precise' : 'none',
    // GF-SPM-CLIMB: part-way up a wall, half Defense rounded up (shut down already halves it).
    defense: partWayUp(t) && !t.counters.shutDown ? Math.ceil(t.profile.defense / 2) : t.profile.defense,
    close: tLoad.close,
    defendWith: choice.pool ?? 'defense',
    obscured: f.obscured,
    cover: f.cover,
    evade: choice.evade === true,
    armour: t.armour,
    startingArmour: Math.max(t.armour, t.profile.maxArmour),
  }
  // GF-MIS-STRUCTURES: no power attack reaches a mission structure and it never dodges
  // (actions/attack.ts gives it no points; the missions module skips its dodge step).
  if (t.piece !== undefined && isStructure(t.piece)) sit.targetStructure = true
  // GF-CRIPPLED is optional: with it off no unit is marked, so the odds show no crippled chance.
  if (!crippledRule(s)) sit.noCripple = true
  const x: DiceCtx = { s, table, a, t, f, seen: !m.includes('indirect') }
  // A loadout upgrade (Anti-Aircraft, Piercing, …) counts only for the weapon system it sits on,
  // never for another system's attack nor for a thrown object, which is no system at all.
  for (const id of a.profile.upgrades)
    if (upgradeById(id)?.category !== 'loadout') effectOf(id)?.attack?.(sit, x)
  for (const id of weaponUps(a, f.band)) effectOf(id)?.attack?.(sit, x)
  for (const id of t.profile.upgrades) effectOf(id)?.defend?.(sit, x)
  environmentDice(sit, x)
  return sit
}
