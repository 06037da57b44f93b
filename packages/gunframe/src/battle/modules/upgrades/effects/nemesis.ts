/**
 * GF-UPG-NEMESIS, when a unit is destroyed: the pilot who named it and destroyed it earns a
 * victory point at once (the naming and the point at the end live in prebattle.ts).
 */
import { type UpgradeEffect, usedUp, useOnce } from './registry.ts'

export const nemesisEffects: Record<string, UpgradeEffect> = {
  nemesis: {
    destroyed: (s, c, holder, dead, cause) => {
      if (holder.upgradeState.nemesis !== dead.id || cause !== holder.id || usedUp(holder, 'nemesis-slain'))
        return
      useOnce(holder, 'nemesis-slain')
      s.vp[holder.side] = (s.vp[holder.side] ?? 0) + 1
      c.emit({ type: 'NemesisSlain', unit: holder.id, nemesis: dead.id, side: holder.side })
    },
  },
}
