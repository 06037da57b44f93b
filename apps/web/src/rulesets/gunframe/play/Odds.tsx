/** GUNFRAME's attack odds (from the battle's own preview) drawn with the shell's odds panel. */
import type { SplitAttackOdds } from '@sortie/gunframe/battle'
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

/**
 * GF-UPG-SPLIT-FIRE: a split attack's odds, from the package's splitFireOdds: each share's dice
 * against its own target's defense, and the damage over every share together.
 */
export function SplitOddsView({
  split,
  names,
  compact,
}: {
  split: SplitAttackOdds
  names: (id: string) => string
  compact?: boolean
}) {
  const { odds, shares } = split
  const stats = [
    { label: 'Avg dmg', value: odds.expectedTotalDamage.toFixed(2) },
    { label: 'Any dmg', value: pct(1 - (odds.totalDamage[0] ?? 0)) },
    { label: 'Destroy any', value: pct(odds.anyDestroyed) },
    ...(compact
      ? []
      : shares.map((sh, i) => ({
          label: names(sh.target),
          value: `${(odds.targets[i]?.expectedDamage ?? 0).toFixed(2)} dmg`,
        }))),
  ]
  return (
    <OddsPanel
      compact={compact}
      odds={{
        pools: odds.targets.map((t) => `${t.attackPool}D vs ${t.defensePool}D`).join(' · '),
        stats,
        histogram: odds.totalDamage,
        histogramLabel: 'Total damage distribution',
      }}
    />
  )
}
