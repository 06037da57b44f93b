/**
 * Exact odds of one GUNFRAME attack (DESIGN §4): the firepower pool's (hits, sixes) table meets
 * the defense pool's (blocks, sixes) table.
 *
 * - damage = hits − blocks when positive (GF-DMG-DAMAGE);
 * - power points are usable only when damage ≥ 1; then they are the attacker's sixes, +1 with
 *   Powerful (GF-PWR-POINTS, GF-UPG-POWERFUL, ruling 3);
 * - when every hit is blocked the defender may dodge 1" per six it rolled, 2" with Agile
 *   (GF-DEF-DODGE, GF-UPG-AGILE). An attack with no hits counts: there is nothing left unblocked.
 *   Knocked-down and shut-down defenders, and mission structures, never dodge (`noDodge`);
 *   a mission structure takes no power attacks (`noPower`, GF-MIS-STRUCTURES).
 *
 * Damage, power and dodge never overlap (power needs damage, dodging needs none), so
 * `damagePower` and `dodgeInches` together are the full joint distribution; `jointOutcomes`
 * lists it.
 *
 * @example
 * const odds = unwrap(attackOdds({ attackDice: 5, defenseDice: 4, armour: 8 }))
 * odds.damage          // P(0..5 damage)
 * odds.destroyed       // P(damage ≥ 8) = 0
 */
import { ok, type Pmf, pmfExpectation, type Result } from '@sortie/engine'
import { pCrippled, pDestroyed } from './armour.ts'
import { type PoolTable, poolTable } from './dice.ts'
import { type AttackOddsInput, type ResolvedAttack, resolveAttack } from './input.ts'

export interface AttackOdds {
  /** Firepower dice rolled (after Focus Fire). */
  attackPool: number
  /** Defense dice rolled (after cover, Piercing and Deflect). */
  defensePool: number
  /** P(k hits before the defense roll). */
  hits: Pmf
  /** P(k damage), k = 0..attackPool. */
  damage: Pmf
  expectedDamage: number
  /** `damagePower[d][p]` = P(d damage and p usable power points). */
  damagePower: number[][]
  /** P(p usable power points): 0 whenever the attack did no damage. */
  powerPoints: Pmf
  /** P(at least one usable power point). */
  powerUsable: number
  expectedPower: number
  /** P(the defender may dodge k inches); dodges happen only with 0 damage. */
  dodgeInches: Pmf
  /** With Parry: P(the defender can turn k sixes into k damage on the attacker), instead of dodging. */
  parryDamage?: Pmf
  /** With armour: P(damage ≥ armour). */
  destroyed?: number
  /** With armour: P(the target survives and is crippled afterwards). */
  crippled?: number
}

/** P(k damage) when the two pools meet (exported for the expected-damage memo, expected.ts). */
export function damageDistribution(att: PoolTable, def: PoolTable): Pmf {
  const pa = att.successes
  const pb = def.successes
  const m = def.n
  const out: Pmf = new Array(att.n + 1).fill(0)
  const size = m + 1
  for (let h = 0; h <= att.n; h++) {
    const ph = pa[h]!
    if (ph === 0) continue
    // Every hit blocked: P(blocks ≥ h) summed over the defender's sixes.
    if (h <= m) {
      let blocked = 0
      for (let s = 0; s < size; s++) blocked += def.atLeast[h * size + s]!
      out[0]! += ph * blocked
    }
    for (let b = 0; b < Math.min(h, m + 1); b++) out[h - b]! += ph * pb[b]!
  }
  return out
}

function damagePowerTable(att: PoolTable, def: PoolTable, damage: Pmf, bonus: number): number[][] {
  const n = att.n
  const cols = n + 1 + bonus
  const rows: number[][] = []
  for (let d = 0; d <= n; d++) rows.push(new Array(cols).fill(0))
  rows[0]![0] = damage[0]!
  const t = att.table.p
  for (let d = 1; d <= n; d++) {
    const row = rows[d]!
    for (let h = d; h <= Math.min(n, d + def.n); h++) {
      const w = def.successes[h - d]!
      if (w === 0) continue
      for (let s = 0; s <= h; s++) row[s + bonus]! += w * t[h * (n + 1) + s]!
    }
  }
  return rows
}

function dodgeDistribution(att: PoolTable, def: PoolTable, inchesPerSix: number): Pmf {
  const m = def.n
  const size = m + 1
  const bySix: Pmf = new Array(size).fill(0)
  for (let h = 0; h <= Math.min(att.n, m); h++) {
    const ph = att.successes[h]!
    if (ph === 0) continue
    for (let s = 1; s < size; s++) bySix[s]! += ph * def.atLeast[h * size + s]!
  }
  const out: Pmf = new Array(m * inchesPerSix + 1).fill(0)
  let moved = 0
  for (let s = 1; s < size; s++) {
    out[s * inchesPerSix] = bySix[s]!
    moved += bySix[s]!
  }
  out[0] = 1 - moved
  return out
}

/** Odds for an input already validated (the fast path shared with previewAttack). */
export function oddsFromResolved(r: ResolvedAttack): AttackOdds {
  const att = poolTable(r.attackPool, r.attackReroll)
  const def = poolTable(r.defensePool, r.defenseReroll)
  const damage = damageDistribution(att, def)
  const bonus = r.powerful ? 1 : 0
  // GF-UPG-ABLATIVE-ARMOUR (points cancelled) and GF-MIS-STRUCTURES (nothing to spend them on):
  // the attack keeps its damage but has no power points.
  const powerless = r.ablative === true || r.noPower === true
  const damagePower = powerless ? damage.map((p) => [p]) : damagePowerTable(att, def, damage, bonus)
  const powerPoints: Pmf = new Array(powerless ? 1 : att.n + 1 + bonus).fill(0)
  for (const row of damagePower) for (let p = 0; p < row.length; p++) powerPoints[p]! += row[p]!
  const odds: AttackOdds = {
    attackPool: r.attackPool,
    defensePool: r.defensePool,
    hits: att.successes,
    damage,
    expectedDamage: pmfExpectation(damage),
    damagePower,
    powerPoints,
    powerUsable: 1 - powerPoints[0]!,
    expectedPower: pmfExpectation(powerPoints),
    dodgeInches: r.canDodge ? dodgeDistribution(att, def, r.inchesPerSix) : [1],
  }
  if (r.parry) odds.parryDamage = def.sixes
  if (r.armour !== undefined) {
    odds.destroyed = pDestroyed(damage, r.armour)
    // GF-CRIPPLED is an optional rule: with it off no unit is ever marked, so no figure at all.
    if (r.noCripple !== true) odds.crippled = pCrippled(damage, r.armour, r.startingArmour ?? r.armour)
  }
  return odds
}

/** Exact odds of an attack; bad input gives a coded error. */
export function attackOdds(input: AttackOddsInput): Result<AttackOdds> {
  const r = resolveAttack(input)
  if (!r.ok) return r
  return ok(oddsFromResolved(r.value))
}

/** One cell of the full joint distribution of an attack's results. */
export interface AttackOutcome {
  damage: number
  power: number
  dodgeInches: number
  p: number
}

/** The full joint (damage, usable power, dodge inches) as a list of its non-zero cells. */
export function jointOutcomes(odds: AttackOdds): AttackOutcome[] {
  const out: AttackOutcome[] = []
  // No damage: power is 0 and the dodge distribution splits P(0 damage).
  let dodging = 0
  odds.dodgeInches.forEach((p, inches) => {
    if (inches > 0 && p > 0) {
      out.push({ damage: 0, power: 0, dodgeInches: inches, p })
      dodging += p
    }
  })
  const still = odds.damage[0]! - dodging
  if (still > 0) out.push({ damage: 0, power: 0, dodgeInches: 0, p: still })
  odds.damagePower.forEach((row, d) => {
    if (d === 0) return
    row.forEach((p, power) => {
      if (p > 0) out.push({ damage: d, power, dodgeInches: 0, p })
    })
  })
  return out
}
