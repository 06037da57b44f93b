/**
 * Focus upgrades: GF-UPG-HERO adds a point to its side's pool each turn while on the table and
 * not shut down; GF-UPG-ACE (N) lets N more points go on the unit each turn (still never a second
 * reaction, ruling 1). The table (table.ts) sums them for the module's focus hooks, which
 * core's focus rules ask.
 */
import type { UpgradeEffect } from './registry.ts'

export const focusEffects: Record<string, UpgradeEffect> = {
  hero: { focus: () => 1 },
  ace: { extraFocus: (u) => u.upgradeState.upgradeN?.ace ?? 1 },
}
