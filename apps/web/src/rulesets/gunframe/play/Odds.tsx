/** GUNFRAME's attack odds (from the battle's own preview) drawn with the shell's odds panel. */
import type { AttackPreview } from '@sortie/gunframe/odds'
import { OddsPanel, pct } from '../../../shell/OddsPanel.tsx'

export function OddsView({ odds, compact }: { odds: AttackPreview; compact?: boolean }) {
  const stats = [
    { label: 'Avg dmg', value: odds.expectedDamage.toFixed(2) },
    { label: 'Any dmg', value: pct(1 - (odds.damage[0] ?? 0)) },
    { label: 'Destroy', value: pct(odds.destroyed) },
    // No figure when the optional crippled rule is off: the battle never marks a unit then.
    ...(odds.crippled === undefined ? [] : [{ label: 'Cripple', value: pct(odds.crippled) }]),
    ...(compact ? [] : [{ label: 'Power', value: pct(odds.powerUsable) }]),
  ]
  return (
    <OddsPanel
      compact={compact}
      odds={{
        pools: `${odds.attackPool}D vs ${odds.defensePool}D ${odds.defendWith === 'close' ? 'Close' : 'Def'}`,
        stats,
        histogram: odds.damage,
        histogramLabel: 'Damage distribution',
      }}
    />
  )
}
