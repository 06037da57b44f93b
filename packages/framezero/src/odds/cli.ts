/** `sortie odds framezero …`: options, computation and text rendering for the descriptor. */
import { type CliOption, type CliValues, err, ok, type Result, type RuleError } from '@sortie/engine'
import type { CoverCase } from '../battle/actions/damage-table.ts'
import { hitsToRaze } from '../battle/actions/damage-table.ts'
import { type Band, parseNotation } from '../units/index.ts'
import { attackOdds } from './attack-odds.ts'
import { poolOdds } from './pool-odds.ts'

export const oddsOptions: CliOption[] = [
  { flags: '--frame <notation>', description: 'attacking frame, in notation', default: 'WWBYGRdRd' },
  { flags: '--band <h|d|a>', description: 'declared range band', default: 'd' },
  { flags: '--target <notation>', description: 'target frame, in notation', default: 'WWBYGRdRd' },
  { flags: '--defence <n>', description: 'fixed defence value (default: the target’s best blue or white)' },
  { flags: '--spot <n>', description: 'spot value used', default: '0' },
  {
    flags: '--cover <case>',
    description: 'none | structure | frame | frame-safe | is-cover',
    default: 'none',
  },
  { flags: '--bricks <n>', description: 'bricks in the covering structure', default: '8' },
  { flags: '--per-layer <n>', description: 'bricks per layer of that structure', default: '1' },
  { flags: '--cover-hp <n>', description: 'systems + whites of a covering frame', default: '6' },
  { flags: '--no-rockets', description: 'leave the single-shot rockets out of the attack' },
]

const num = (v: unknown, d: number) => (v === undefined || v === true ? d : Number(v))

export function computeOdds(v: CliValues): Result<unknown, RuleError> {
  const frame = parseNotation(String(v.frame ?? 'WWBYGRdRd'))
  if (!frame.ok) return frame
  const target = parseNotation(String(v.target ?? 'WWBYGRdRd'))
  if (!target.ok) return target
  const band = String(v.band ?? 'd') as Band
  if (!['h', 'd', 'a'].includes(band))
    return err('framezero/bad_band', `--band must be h, d or a, not ${band}.`)
  const coverOpt = String(v.cover ?? 'none')
  const cases: Record<string, CoverCase> = {
    none: 'none',
    structure: 'structure',
    frame: 'frame',
    'frame-safe': 'frame',
    'is-cover': 'is-cover',
  }
  const kind: CoverCase | undefined = band === 'h' ? 'melee' : cases[coverOpt]
  if (!kind) return err('framezero/bad_cover', `--cover must be one of ${Object.keys(cases).join(', ')}.`)
  const pool = poolOdds(frame.value, band, { useRockets: v.rockets !== false })
  const tPool = poolOdds(target.value, null)
  const defence = v.defence !== undefined ? num(v.defence, 0) : tPool.defence.withWhites
  const spot = num(v.spot, 0)
  if (
    ![spot, num(v.bricks, 8), num(v.perLayer, 1), num(v.coverHp, 6)].every(
      (x) => Number.isInteger(x) && x >= 0,
    )
  )
    return err('framezero/bad_number', 'Numbers must be whole and not negative.')
  const attack = attackOdds({
    attack: pool.attack.withWhites,
    defence,
    spot,
    case: kind,
    coverHitsToRaze: hitsToRaze(num(v.bricks, 8), num(v.perLayer, 1)),
    coverFrameHp: num(v.coverHp, 6),
    coverFrameSafe: coverOpt === 'frame-safe',
    targetHp: target.value.systems.length + 2,
  })
  return ok({
    frame: v.frame ?? 'WWBYGRdRd',
    target: v.target ?? 'WWBYGRdRd',
    band,
    cover: kind,
    pool,
    attack,
  })
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`
const row = (p: number[]) =>
  p
    .map((x, i) => [i, x] as const)
    .filter(([, x]) => x > 0.0005)
    .map(([i, x]) => `${i}:${pct(x)}`)
    .join('  ')

export function formatOdds(value: unknown): string {
  const v = value as ReturnType<typeof computeOdds> extends Result<infer T, RuleError> ? T : never
  const o = v as unknown as {
    frame: string
    target: string
    band: string
    cover: string
    pool: Record<string, { own: number[]; withWhites: number[]; meanOwn: number; meanWithWhites: number }>
    attack: { damageDice: number[]; systemsLost: number[]; destroyed: number; expectedLost: number }
  }
  const lines = [
    `${o.frame} attacks ${o.target} at band ${o.band} (${o.cover})`,
    'best die per action (own colour / with whites):',
  ]
  for (const [k, a] of Object.entries(o.pool))
    lines.push(`  ${k.padEnd(8)} ${a.meanOwn.toFixed(2)} / ${a.meanWithWhites.toFixed(2)}`)
  lines.push(`damage dice:   ${row(o.attack.damageDice)}`)
  lines.push(`systems lost:  ${row(o.attack.systemsLost)}`)
  lines.push(`destroyed: ${pct(o.attack.destroyed)}   expected loss: ${o.attack.expectedLost.toFixed(2)}`)
  return lines.join('\n')
}
