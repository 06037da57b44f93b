/**
 * GUNFRAME's `sortie odds`: the exact distribution of one attack (never sampled), as JSON or as
 * a readable histogram. The command line reads the options and calls this through the
 * descriptor; the numbers come from the odds module the battle itself uses.
 *
 * @example
 * runOdds({ attack: '6', defense: '4', rerollDefense: true, armour: '8', json: true })
 * → stdout {"damage":[…],"powerUsable":…,"destroyed":…,"expectedDamage":…}
 */
import type { CliOption, CliValues } from '@sortie/engine'
import { type AttackOdds, type AttackOddsInput, attackOdds } from '../odds/index.ts'

export interface OddsOptions {
  attack?: string
  defense?: string
  rerollAttack?: boolean
  rerollOnes?: boolean
  rerollDefense?: boolean
  armour?: string
  startingArmour?: string
  focusFire?: boolean
  extraAmmo?: boolean
  cannotDodge?: boolean
  cover?: string
  piercing?: boolean
  deflect?: boolean
  powerful?: boolean
  parry?: boolean
  agile?: boolean
  json?: boolean
  full?: boolean
}

export interface CommandOutput {
  code: number
  stdout: string
  stderr: string
}

const FLAG_OF: Record<string, string> = {
  attackDice: '--attack',
  defenseDice: '--defense',
  armour: '--armour',
  startingArmour: '--starting-armour',
  cover: '--cover',
}

const fail = (message: string): CommandOutput => ({
  code: 2,
  stdout: '',
  stderr: `sortie odds: ${message}\n`,
})

function wholeNumber(raw: string | undefined, flag: string): number | string | undefined {
  if (raw === undefined) return undefined
  if (!/^\d{1,6}$/.test(raw.trim())) return `${flag} must be a whole number ≥ 0 (got "${raw}")`
  return Number(raw.trim())
}

const pct = (p: number) => `${(100 * p).toFixed(2).padStart(6)}%`

function histogram(odds: AttackOdds): string[] {
  const { damage } = odds
  const top = Math.max(...damage)
  // Rows far out in the tail are noise to a reader: stop at the last one worth a glance.
  let last = 0
  damage.forEach((p, k) => {
    if (p >= 0.0005) last = k
  })
  const lines = ['damage       P    P(≥ k)', '------  -------  -------']
  let tail = 1
  for (let k = 0; k <= last; k++) {
    const p = damage[k]!
    const bar = '#'.repeat(Math.round((30 * p) / (top || 1)))
    lines.push(`${String(k).padStart(6)}  ${pct(p)}  ${pct(tail)}  ${bar}`)
    tail -= p
  }
  if (last < damage.length - 1) lines.push(`${`${last + 1}+`.padStart(6)}  ${pct(Math.max(0, tail))}`)
  return lines
}

function describeSide(n: number, label: string, reroll: string | undefined): string {
  return `${n} ${label} dice${reroll ? ` (${reroll} re-rolled)` : ''}`
}

/** The command as a pure function of its arguments (tests call this; the action prints it). */
export function runOdds(opts: OddsOptions): CommandOutput {
  const parsed: Record<string, number | undefined> = {}
  for (const [key, raw, flag] of [
    ['attackDice', opts.attack, '--attack'],
    ['defenseDice', opts.defense, '--defense'],
    ['armour', opts.armour, '--armour'],
    ['startingArmour', opts.startingArmour, '--starting-armour'],
  ] as const) {
    const v = wholeNumber(raw, flag)
    if (typeof v === 'string') return fail(v)
    parsed[key] = v
  }
  if (parsed.attackDice === undefined) return fail('--attack <n> is required')
  if (parsed.defenseDice === undefined) return fail('--defense <n> is required')
  // GF-UPG-EXTRA-AMMO adds its die to Focus Fire only: alone it would silently change nothing.
  if (opts.extraAmmo === true && opts.focusFire !== true)
    return fail('--extra-ammo adds a die to Focus Fire only: use it with --focus-fire')
  const input: AttackOddsInput = {
    attackDice: parsed.attackDice,
    defenseDice: parsed.defenseDice,
    rerollAttackMisses: opts.rerollAttack === true,
    rerollAttackOnes: opts.rerollOnes === true,
    rerollDefense: opts.rerollDefense === true,
    focusFire: opts.focusFire === true,
    extraAmmo: opts.extraAmmo === true,
    noDodge: opts.cannotDodge === true,
    piercing: opts.piercing === true,
    deflect: opts.deflect === true,
    powerful: opts.powerful === true,
    parry: opts.parry === true,
    agile: opts.agile === true,
  }
  if (opts.cover !== undefined) input.cover = opts.cover as AttackOddsInput['cover']
  if (parsed.armour !== undefined) input.armour = parsed.armour
  if (parsed.startingArmour !== undefined) input.startingArmour = parsed.startingArmour
  const r = attackOdds(input)
  if (!r.ok) {
    const flag = FLAG_OF[r.error.path ?? '']
    const message = flag ? r.error.message.replace(r.error.path ?? '', flag) : r.error.message
    return fail(message)
  }
  const o = r.value

  if (opts.json) {
    const out: Record<string, unknown> = { damage: o.damage, powerUsable: o.powerUsable }
    if (o.destroyed !== undefined) out.destroyed = o.destroyed
    out.expectedDamage = o.expectedDamage
    if (opts.full) {
      if (o.crippled !== undefined) out.crippled = o.crippled
      Object.assign(out, {
        attackPool: o.attackPool,
        defensePool: o.defensePool,
        powerPoints: o.powerPoints,
        dodgeInches: o.dodgeInches,
        ...(o.parryDamage ? { parryDamage: o.parryDamage } : {}),
      })
    }
    return { code: 0, stdout: `${JSON.stringify(out)}\n`, stderr: '' }
  }

  const attackReroll = input.rerollAttackMisses ? 'misses' : input.rerollAttackOnes ? '1s' : undefined
  const lines = [
    `GUNFRAME attack: ${describeSide(o.attackPool, 'firepower', attackReroll)} against ${describeSide(
      o.defensePool,
      'defense',
      input.rerollDefense ? 'failures' : undefined,
    )}`,
    '',
    ...histogram(o),
    '',
    `expected damage    ${o.expectedDamage.toFixed(3)}`,
    `power usable       ${pct(o.powerUsable)}   (damage ≥ 1 and power to spend)`,
    `dodge possible     ${pct(1 - o.dodgeInches[0]!)}`,
  ]
  if (o.parryDamage) lines.push(`parry ≥ 1 damage   ${pct(1 - o.parryDamage[0]!)}`)
  if (o.destroyed !== undefined)
    lines.push(`destroyed          ${pct(o.destroyed)}   (Armour ${input.armour})`)
  if (o.crippled !== undefined && o.crippled > 0) lines.push(`crippled           ${pct(o.crippled)}`)
  return { code: 0, stdout: `${lines.join('\n')}\n`, stderr: '' }
}

/** The options `sortie odds gunframe` takes. */
export const ODDS_OPTIONS: CliOption[] = [
  { flags: '--attack <n>', description: 'firepower dice rolled' },
  { flags: '--defense <n>', description: 'defense dice rolled (before cover and Deflect)' },
  { flags: '--reroll-attack', description: 're-roll missed firepower dice once (Precise Strike)' },
  { flags: '--reroll-ones', description: 're-roll firepower 1s once (Warrior at close range)' },
  { flags: '--reroll-defense', description: 're-roll failed defense dice once (Evade)' },
  { flags: '--focus-fire', description: 'Target Lock spent on Focus Fire: +2 firepower dice' },
  { flags: '--extra-ammo', description: 'with --focus-fire: the weapon has Extra Ammo, one more die' },
  {
    flags: '--cannot-dodge',
    description: 'the target cannot dodge (knocked down or shut down; add their firepower die to --attack)',
  },
  { flags: '--cover <level>', description: 'none, cover (+1D) or hard (+2D)' },
  { flags: '--piercing', description: 'attacker has Piercing: no cover bonus' },
  { flags: '--deflect', description: 'defender has Deflect against this attack: +1D' },
  { flags: '--powerful', description: 'attacker has Powerful: +1 power point when damage is done' },
  { flags: '--parry', description: 'defender has Parry (close attack)' },
  { flags: '--agile', description: 'defender has Agile: 2" per dodge six' },
  { flags: '--armour <n>', description: "target's current Armour: adds P(destroyed)" },
  {
    flags: '--starting-armour <n>',
    description: "target's starting Armour (for crippling; default --armour)",
  },
  { flags: '--full', description: 'with --json: add crippled, pools, power, dodge and parry distributions' },
]

/** The CLI's values (commander camel-cases the flags) as the odds options. */
export function oddsOptionsFrom(v: CliValues): OddsOptions {
  const out: Record<string, string | boolean> = {}
  for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = x
  return out as OddsOptions
}
