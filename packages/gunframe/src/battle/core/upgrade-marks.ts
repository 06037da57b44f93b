/**
 * What a unit's upgrade list says of it, and its once-a-battle marks: plain reads and writes of
 * the unit's own state, so core and the actions ask them without reaching into the upgrades module.
 */
import type { UpgradeId } from '../../units/upgrade-ids.ts'
import type { Band, BattleUnit } from './types.ts'
import { setUpgradeState } from './unit/write.ts'

export const has = (u: BattleUnit, id: UpgradeId): boolean => u.profile.upgrades.includes(id)

/** The loadout upgrades on one of the unit's weapon systems. */
export const weaponUps = (u: BattleUnit, band: Band): readonly string[] => u.profile.weapons?.[band] ?? []

export const weaponHas = (u: BattleUnit, band: Band, id: UpgradeId): boolean =>
  u.profile.weapons?.[band]?.includes(id) ?? false

/** N of an (N) upgrade: 0 without it, 1 when bought once. */
export const upgradeN = (u: BattleUnit, id: UpgradeId): number =>
  has(u, id) ? (u.upgradeState.upgradeN?.[id] ?? 1) : 0

/** Once-a-battle marks kept with the used upgrades that are not upgrades themselves. */
export type OnceMarker = 'nemesis-slain'

/** Marks a once-a-battle upgrade used; false when it already was. */
export function useOnce(u: BattleUnit, id: UpgradeId | OnceMarker): boolean {
  if (u.upgradeState.used?.includes(id)) return false
  setUpgradeState(u, { used: [...(u.upgradeState.used ?? []), id] })
  return true
}

export const usedUp = (u: BattleUnit, id: UpgradeId | OnceMarker): boolean =>
  u.upgradeState.used?.includes(id) ?? false
