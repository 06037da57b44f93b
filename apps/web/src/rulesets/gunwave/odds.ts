/**
 * The odds of a fire order, shown before it is committed: the dice come from the package's own
 * pool builders (`attackPool`, `defensePool`) and the distribution from its odds export
 * (`attackOdds`); nothing here counts dice itself.
 */
import type { OddsShown } from '../../shell/module.ts'
import { attackOdds, attackPool, defensePool, type GwState, hasEffect, weaponById } from './engine.ts'

type Fire = { weapon: number | string; target?: string; at?: { x: number; y: number }; part?: string }

const pct = (p: number) => `${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%`

export function fireOdds(s: GwState, actor: string, fire: Fire): OddsShown | null {
  const p = s.pilots[actor]
  const m = p?.in ? s.mecha[p.in] : undefined
  if (!p || !m || typeof fire.weapon !== 'number') return null
  const w = m.weapons.find((x) => x.slot === fire.weapon)
  const def = w && weaponById(w.weapon)
  if (!w || !def) return null
  const melee = def.kind === 'melee'
  const target = fire.target
    ? s.mecha[fire.target]
    : Object.values(s.mecha).find((x) => fire.at && x.pos.x === fire.at.x && x.pos.y === fire.at.y)
  const grenade = def.kind === 'launcher' || def.kind === 'grenades'
  // The aimed part's modifier is applied by attackOdds, so the pool is built without it.
  const pool = attackPool(s, p, def.dice, {
    kind: grenade ? 'grenade' : melee ? 'melee' : 'ranged',
    target: target ?? null,
    heavyAmmo: def.kind === 'ballistic' && w.ammo === 'heavy',
  })
  const defense = melee && target ? defensePool(s, target, m).dice : undefined
  const o = attackOdds({
    dice: pool.dice,
    ...(defense !== undefined ? { defense } : {}),
    jittery: hasEffect(p, 'jittery'),
    ...(target ? { armor: Math.max(1, target.armor) } : {}),
    ...(fire.part ? { part: fire.part as never } : {}),
  })
  const stats = [
    { label: 'Expected damage', value: o.expected.toFixed(2) },
    { label: 'Any damage', value: pct(1 - (o.damage[0] ?? 0)) },
  ]
  if (o.disable !== undefined)
    stats.push({ label: `Disable (${target?.armor} Armor)`, value: pct(o.disable) })
  if (o.spill !== undefined) stats.push({ label: 'Spill (3+ hits)', value: pct(o.spill) })
  if (o.partBreak !== undefined) stats.push({ label: `Break ${fire.part}`, value: pct(o.partBreak) })
  return {
    pools: `${def.name}: ${pool.dice}D${defense !== undefined ? ` vs ${defense}D defence` : ''}${pool.mods.length ? ` (${pool.mods.join(', ')})` : ''}`,
    stats,
    histogram: o.damage,
    histogramLabel: 'damage',
  }
}
