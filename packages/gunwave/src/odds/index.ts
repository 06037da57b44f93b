/**
 * The odds `sortie odds gunwave` prints and the table shows before a roll.
 *
 * @example
 * attackOdds({ dice: 8, defense: 2 }) // melee: P(net hits = k), P(disable) against Armor
 */
import { err, ok, type Result, type RuleError } from '@sortie/engine'
import { PARTS } from '../battle/pools.ts'
import type { Part } from '../battle/types.ts'
import { type AttackOdds, attackOdds } from './attack.ts'

export * from './attack.ts'
export * from './dice.ts'
export * from './fire.ts'

const int = (v: unknown, name: string, min: number, max: number): Result<number | undefined, RuleError> => {
  if (v === undefined || v === false) return ok(undefined)
  const n = Number(v)
  if (!Number.isInteger(n) || n < min || n > max)
    return err('gunwave/bad_option', `--${name} must be a whole number from ${min} to ${max}.`)
  return ok(n)
}

export function computeOdds(
  values: Record<string, string | boolean | undefined>,
): Result<AttackOdds, RuleError> {
  const dice = int(values.dice ?? '5', 'dice', 0, 30)
  const defense = int(values.defense, 'defense', 0, 10)
  const armor = int(values.armor, 'armor', 1, 200)
  if (!dice.ok) return dice
  if (!defense.ok) return defense
  if (!armor.ok) return armor
  const part = values.part
  if (part !== undefined && (typeof part !== 'string' || !(part in PARTS)))
    return err('gunwave/bad_option', `--part is one of ${Object.keys(PARTS).join(', ')}.`)
  return ok(
    attackOdds({
      dice: dice.value ?? 5,
      ...(defense.value !== undefined ? { defense: defense.value } : {}),
      ...(armor.value !== undefined ? { armor: armor.value } : {}),
      ...(part ? { part: part as Part } : {}),
      jittery: values.jittery === true || values.jittery === 'true',
    }),
  )
}

export function formatOdds(v: unknown): string {
  const o = v as AttackOdds
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  const lines = [
    `${o.input.dice} dice${o.input.defense !== undefined ? ` vs ${o.input.defense} defence dice` : ' (ranged)'}${o.input.part ? ` aimed at the ${o.input.part}` : ''}${o.input.jittery ? ', jittery' : ''}`,
    ...o.damage.map(
      (p, k) => `  ${String(k).padStart(2)} damage  ${pct(p).padStart(6)}  ${'#'.repeat(Math.round(p * 40))}`,
    ),
    `  expected ${o.expected.toFixed(2)}`,
  ]
  if (o.disable !== undefined) lines.push(`  disables (≥ ${o.input.armor} Armor): ${pct(o.disable)}`)
  if (o.spill !== undefined) lines.push(`  spills onto neighbours (3+ hits): ${pct(o.spill)}`)
  if (o.partBreak !== undefined) lines.push(`  breaks the ${o.input.part}: ${pct(o.partBreak)}`)
  lines.push(
    `  save ends: ${pct(o.saves.save)} a turn; waking: ${pct(o.saves.wake)}; disabled: back ${pct(o.saves.disabled.recover)}, mark ${pct(o.saves.disabled.mark)}`,
  )
  return lines.join('\n')
}
