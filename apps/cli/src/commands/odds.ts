/**
 * `sortie odds <ruleset> …` (DESIGN §7): exact outcome distributions, never sampled.
 *
 * @example
 * npx sortie odds gunframe --attack 6 --defense 4 --reroll-defense --armour 8 --json
 * → {"damage":[…],"powerUsable":…,"destroyed":…,"expectedDamage":…}
 */
import { type AttackOdds, type AttackOddsInput, attackOdds } from '@sortie/gunframe/odds'
import type { Command } from 'commander'

export interface OddsOptions {
  attack?: string
  defense?: string
  rerollAttack?: boolean
  rerollOnes?: boolean
  rerollDefense?: boolean
  armour?: string
  startingArmour?: string
  focusFire?: boolean
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

const RULESETS = ['gunframe']
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
export function runOdds(ruleset: string, opts: OddsOptions): CommandOutput {
  if (!RULESETS.includes(ruleset.toLowerCase()))
    return fail(`unknown ruleset "${ruleset}" (known: ${RULESETS.join(', ')})`)
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
  const input: AttackOddsInput = {
    attackDice: parsed.attackDice,
    defenseDice: parsed.defenseDice,
    rerollAttackMisses: opts.rerollAttack === true,
    rerollAttackOnes: opts.rerollOnes === true,
    rerollDefense: opts.rerollDefense === true,
    focusFire: opts.focusFire === true,
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

export function registerOdds(program: Command): void {
  program
    .command('odds')
    .description('exact odds of an attack (e.g. odds gunframe --attack 6 --defense 4 --json)')
    .argument('<ruleset>', `ruleset id (${RULESETS.join(', ')})`)
    .option('--attack <n>', 'firepower dice rolled')
    .option('--defense <n>', 'defense dice rolled (before cover and Deflect)')
    .option('--reroll-attack', 're-roll missed firepower dice once (Precise Strike)')
    .option('--reroll-ones', 're-roll firepower 1s once (Warrior at close range)')
    .option('--reroll-defense', 're-roll failed defense dice once (Evade)')
    .option('--focus-fire', 'Target Lock spent on Focus Fire: +2 firepower dice')
    .option('--cover <level>', 'none, cover (+1D) or hard (+2D)')
    .option('--piercing', 'attacker has Piercing: no cover bonus')
    .option('--deflect', 'defender has Deflect against this attack: +1D')
    .option('--powerful', 'attacker has Powerful: +1 power point when damage is done')
    .option('--parry', 'defender has Parry (close attack)')
    .option('--agile', 'defender has Agile: 2" per dodge six')
    .option('--armour <n>', "target's current Armour: adds P(destroyed)")
    .option('--starting-armour <n>', "target's starting Armour (for crippling; default --armour)")
    .option('--json', 'machine-readable output on stdout')
    .option('--full', 'with --json: add crippled, pools, power, dodge and parry distributions')
    // Bad arguments exit 2 with commander's one-line message, never a stack trace.
    .exitOverride((e) => process.exit(e.exitCode === 0 ? 0 : 2))
    .action((ruleset: string, opts: OddsOptions) => {
      const out = runOdds(ruleset, opts)
      if (out.stdout) process.stdout.write(out.stdout)
      if (out.stderr) process.stderr.write(out.stderr)
      process.exitCode = out.code
    })
}
