/**
 * The odds of a fire order, shown before it is committed. Everything is the package's
 * (`fireOdds`, from the battle's own shot set-up): the weapon or both weapons of a dual order,
 * the next grenade a launcher throws, the range from the square the order moves to. This file only
 * puts the answer into words.
 */
import type { OddsShown } from '../../shell/module.ts'
import { type GwState, orderOdds } from './engine.ts'

type Fire = Parameters<typeof orderOdds>[2]
type Pos = { x: number; y: number }

const pct = (p: number) => `${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%`

export function fireOdds(s: GwState, actor: string, fire: Fire, move?: Pos): OddsShown | null {
  const o = orderOdds(s, actor, fire, move)
  if (!o) return null
  const pools = o.shots.map((x) => {
    if (x.noAttack) return `${x.name}: no attack (${x.noAttack})`
    const mods = x.pool.mods.length ? ` (${x.pool.mods.join(', ')})` : ''
    const def = x.defense ? ` vs ${x.defense.dice}D defence` : ''
    return `${x.name}${x.grenade ? ` [${x.grenade}]` : ''}: ${x.pool.dice}D${def}${mods}`
  })
  const stats = [
    { label: 'Expected damage', value: o.expected.toFixed(2) },
    { label: 'Any damage', value: pct(1 - (o.damage[0] ?? 0)) },
  ]
  if (o.disable !== undefined) stats.push({ label: `Disable (${o.armor} Armor)`, value: pct(o.disable) })
  for (const x of o.shots) {
    const tag = o.shots.length > 1 ? ` (${x.second ? 'second' : 'first'} weapon)` : ''
    if (x.noAttack) continue
    if (x.odds.effect !== undefined)
      stats.push({ label: `${x.grenade ?? 'Grenade'} lands${tag}`, value: pct(x.odds.effect) })
    if (x.odds.spill !== undefined) stats.push({ label: `Spill (3+ hits)${tag}`, value: pct(x.odds.spill) })
    if (x.odds.partBreak !== undefined && fire.part)
      stats.push({ label: `Break ${fire.part}${tag}`, value: pct(x.odds.partBreak) })
  }
  return { pools: pools.join(' + '), stats, histogram: o.damage, histogramLabel: 'damage' }
}
