/** `sortie odds mechastellar …`: flags → exact attack odds, and a readable rendering. */
import { type CliOption, type CliValues, err, ok, type Result, type RuleError } from '@sortie/engine'
import type { PenKind } from '../units/types.ts'
import { type AttackOdds, type AttackOddsInput, attackOdds, DEFAULT_INPUT } from './attack.ts'

const NUM: [keyof AttackOddsInput, string, string][] = [
  ['attackDice', '--attack <n>', 'attack dice (d10, capped at 10)'],
  ['bonusHits', '--hits <n>', 'bonus Hits (profile, Barrage, Valor, Support, Tactical Advantage…)'],
  ['critRange', '--crit-range <n>', 'attack Crit Range bonus (1 = crits on 9+)'],
  ['defenceDice', '--defense <n>', 'Evade / Melee DEF dice'],
  ['bonusDef', '--def <n>', 'bonus DEF (profile, Shield or Cover, Guard, Iron Wall ×5…)'],
  ['defCritRange', '--def-crit-range <n>', 'defence Crit Range bonus (Dodge = 1)'],
  ['dmg', '--dmg <n>', 'DMG per unblocked Hit'],
  ['pen', '--pen <n>', 'armour penetration (0 = none)'],
  ['saveBonus', '--save-bonus <n>', 'armour save bonus (Ace Iron Wall +3)'],
  ['finisher', '--finisher <n>', 'Finisher+N (0 = plain Finishing Blow)'],
  ['targetHp', '--target-hp <n>', "target's remaining HP"],
]
const FLAGS: [keyof AttackOddsInput, string, string][] = [
  ['focus', '--focus', 'attacker hits on 3+'],
  ['noCrit', '--idf', 'Indirect Fire: no crits'],
  ['defFocus', '--def-focus', 'defender succeeds on 3+'],
  ['flash', '--flash', 'Flash: every DEF success worth 2'],
  ['rerollOnes', '--reroll-ones', 'defender re-rolls 1s'],
]

/** PEN kinds as the flag spells them (ruling A-13: S and P failed saves deal no 1000 DMG). */
const PEN_KINDS: Record<string, PenKind> = { normal: 'normal', s: 'S', p: 'P' }

export const oddsOptions: CliOption[] = [
  ...NUM.map(([k, flags, description]) => ({ flags, description, default: String(DEFAULT_INPUT[k]) })),
  {
    flags: '--pen-kind <kind>',
    description: 'normal, S (Stun) or P (Push): a failed S or P save costs no 1000 DMG',
    default: 'normal',
  },
  ...FLAGS.map(([, flags, description]) => ({ flags, description })),
]

const camel = (flag: string): string =>
  flag
    .replace(/^--/, '')
    .split(' ')[0]
    ?.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) ?? ''

export function parseOdds(v: CliValues): Result<AttackOddsInput, RuleError> {
  const input: AttackOddsInput = { ...DEFAULT_INPUT }
  for (const [k, flags] of NUM) {
    const raw = v[camel(flags)]
    if (raw === undefined || raw === false || raw === true) continue
    if (!/^\d{1,6}$/.test(String(raw).trim()))
      return err(
        'mechastellar/bad_odds_option',
        `${flags.split(' ')[0]} must be a whole number ≥ 0 (got "${raw}")`,
      )
    ;(input[k] as number) = Number(raw)
  }
  for (const [k, flags] of FLAGS) if (v[camel(flags)] === true) (input[k] as boolean) = true
  const kind = v.penKind
  if (typeof kind === 'string') {
    const penKind = PEN_KINDS[kind.trim().toLowerCase()]
    if (!penKind)
      return err('mechastellar/bad_odds_option', `--pen-kind must be normal, S or P (got "${kind}")`)
    if (penKind !== 'normal') input.penKind = penKind
  }
  return ok(input)
}

export function computeOdds(v: CliValues): Result<unknown, RuleError> {
  const p = parseOdds(v)
  if (!p.ok) return p
  return ok({ input: p.value, ...attackOdds(p.value) })
}

const pct = (p: number) => `${(100 * p).toFixed(2)}%`

export function formatOdds(value: unknown, _values?: CliValues): string {
  const o = value as AttackOdds & { input: AttackOddsInput }
  const i = o.input
  const lines = [
    `${i.attackDice}d10+${i.bonusHits} vs ${i.defenceDice}d10+${i.bonusDef} DEF, DMG ${i.dmg}${i.pen ? ` PEN ${i.pen}${i.penKind && i.penKind !== 'normal' ? i.penKind : ''}` : ''}, target HP ${i.targetHp}`,
    `expected unblocked hits ${o.expectedUnblocked.toFixed(2)}, expected damage ${o.expectedDamage.toFixed(0)}`,
    `finishing blow ${pct(o.finishingBlow)}, destroyed ${pct(o.destroy)}`,
    'damage      P',
  ]
  for (const d of o.damage) if (d.p >= 0.0005) lines.push(`${String(d.dmg).padStart(6)}  ${pct(d.p)}`)
  return lines.join('\n')
}
