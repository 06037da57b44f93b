/**
 * Applies the power module's effects in the declared order (GF-POW-…): conditions with their
 * resisting rolls and downed flyers' 8" fall, knock-backs, throws and swings as the table's
 * involuntary moves ending as knockBackEnd says, extra hits with their defense dice, explosions,
 * suppression zones as temporary dangerous terrain; target painting and run and gun are left on
 * the frame for the end of the attack.
 */
import { hypot, type Vec } from '@sortie/engine'
import {
  type DiceRequest,
  damageFromHits,
  type FallEffect,
  FLYER_DOWNED_FALL,
  fallHits,
  type KnockBackStop,
  knockBackEnd,
  type PowerEffect,
  powerDefenseDice,
  resistPasses,
  suppressionZone,
  zoneTerrain,
} from '@sortie/gunframe/power'
import { type ForcedMove, involuntaryMove, involuntarySwing, shortestTurn } from '@sortie/gunframe/table'
import { applyDamage } from '../../actions/damage.ts'
import type { BattleCtx } from '../../core/context.ts'
import { figures, findUnit } from '../../core/geo.ts'
import type { AttackFrame, BattleState, BattleUnit } from '../../core/types.ts'
import { setCounters } from '../../core/unit/write.ts'
import { spaceFallHits, spaceKnockBack } from '../space/rules.ts'
import { forcedExitAlong } from '../structures/exit.ts'
import { reckless, stabilised } from '../upgrades/capabilities.ts'
import { powerEnvironment } from '../upgrades/environment.ts'
import { conditionsOf } from './input.ts'

type Effect = PowerEffect | FallEffect

function resisted(c: BattleCtx, u: BattleUnit, resist: readonly DiceRequest[] | undefined): boolean {
  for (const r of resist ?? []) {
    if (r.kind !== 'pilot-skill') continue
    const roll = c.dice.d6()
    const pass = resistPasses(roll, u.profile.skill)
    c.emit({ type: 'PilotSkillRoll', unit: u.id, why: r.why, roll, skill: u.profile.skill, success: pass })
    if (pass) return true
  }
  return false
}

/**
 * The damage hits do after the defense roll with the power module's pool (bare Defense, or Defense
 * and cover for Blast), rolled and announced but not yet applied.
 */
function rollHits(c: BattleCtx, u: BattleUnit, hits: number, roll: DiceRequest, cause: string): number {
  if (u.status !== 'table' || hits <= 0) return 0
  const pool = roll.kind === 'defense' ? roll.pool : { base: 'base' as const, cover: 'none' as const }
  const n = powerDefenseDice(pool, {
    conditions: conditionsOf(u),
    upgrades: u.profile.upgrades,
    defense: u.profile.defense,
  })
  return rollDefense(c, u, hits, n, cause)
}

/** Rolls `n` defense dice against `hits`: the damage left (announced, not yet applied). */
function rollDefense(c: BattleCtx, u: BattleUnit, hits: number, n: number, cause: string): number {
  const dice = c.dice.pool(n)
  const damage = damageFromHits(hits, dice)
  c.emit({ type: 'PowerHits', unit: u.id, hits, pool: n, dice, damage, cause })
  return damage
}

/** Rolls `n` defense dice against `hits` and applies the damage left. */
function rollAgainst(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  hits: number,
  n: number,
  cause: string,
): number {
  const damage = rollDefense(c, u, hits, n, cause)
  applyDamage(s, c, u, damage, cause)
  return damage
}

/**
 * A fall: hits against the unit's Defense value as it stands, unmodified: not halved for being
 * shut down (that halving is for being attacked, and a flyer shut down falls at once), nor for
 * hanging on a climb. Any damage knocks the unit down (Stabilised may resist).
 */
export function fall(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  inches: number,
  hits: number,
  killer: string,
): void {
  c.emit({ type: 'Fell', unit: u.id, inches })
  const fallen = spaceFallHits(s, hits)
  const dmg = u.status === 'table' && fallen > 0 ? rollAgainst(s, c, u, fallen, u.profile.defense, killer) : 0
  // GF-SPM-FALL: any damage from the fall knocks the unit down (Stabilised may resist).
  if (dmg > 0 && u.status === 'table' && !u.counters.knockedDown) knockDown(s, c, u, killer)
}

/**
 * Knocks a unit down outside a power attack's own list (a fall, a failed kick): Stabilised gets
 * its Pilot Skill roll here too (GF-UPG-STABILISED), whatever knocked the unit over. `cause` goes
 * on the KnockedDown event.
 */
export function knockDown(s: BattleState, c: BattleCtx, u: BattleUnit, killer: string, cause?: string): void {
  const resist: DiceRequest[] = stabilised(u) ? [{ kind: 'pilot-skill', unit: u.id, why: 'stabilised' }] : []
  setCondition(s, c, u, 'knockedDown', resist, killer, undefined, cause)
}

function setCondition(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  name: 'distracted' | 'knockedDown' | 'shutDown',
  resist: readonly DiceRequest[] | undefined,
  killer: string,
  fallInches?: number,
  cause?: string,
): void {
  if (u.status !== 'table') return
  if (resisted(c, u, resist)) {
    c.emit({ type: 'ConditionResisted', unit: u.id, condition: name })
    return
  }
  if (name === 'distracted') {
    if (u.counters.shutDown) return
    setCounters(u, { distracted: true })
    c.emit({ type: 'Distracted', unit: u.id })
    return
  }
  if (name === 'knockedDown') {
    setCounters(u, { knockedDown: true })
    c.emit({ type: 'KnockedDown', unit: u.id, ...(cause ? { cause } : {}) })
  } else {
    setCounters(u, { shutDown: true, reboot: 0, distracted: false })
    c.emit({ type: 'ShutDown', unit: u.id })
  }
  // GF-SPM-FLY-DOWNED: a flyer that goes down, whatever the cause (a power attack, running
  // into another flyer), lands at once as if it fell 8".
  if (u.flying) {
    const inches = fallInches ?? FLYER_DOWNED_FALL
    u.flying = false
    u.elevation = 0
    fall(s, c, u, inches, fallHitsFor(s, u, inches), killer)
  }
}

/**
 * GF-SPM-FALL: the battle's one count of a fall's hits (the power module's, with the game's
 * gravity and the unit's Reckless); table/special.ts keeps an environment-blind twin unused here.
 */
export function fallHitsFor(s: BattleState, u: BattleUnit, inches: number): number {
  return fallHits(inches, { ...powerEnvironment(s), reckless: reckless(u) })
}

function stopOf(
  s: BattleState,
  stoppedBy: string | null,
  contacted: string | undefined,
  fell: number,
): KnockBackStop {
  switch (stoppedBy) {
    case 'edge':
      return { kind: 'table-edge' }
    case 'terrain':
      return { kind: 'terrain' }
    case 'figure': {
      const o = findUnit(s, contacted)
      return o ? { kind: 'figure', unit: o.id, upgrades: o.profile.upgrades } : { kind: 'terrain' }
    }
    case 'ledge':
      return { kind: 'ledge', drop: fell }
    default:
      return null
  }
}

/** Puts a unit where an involuntary move ended and applies what stopped it. */
function forced(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  m: ForcedMove,
  killer: string,
  cause?: string,
): Vec {
  const from = u.pos
  u.pos = { x: m.end.x, y: m.end.y }
  if (!u.flying) u.elevation = m.endElevation
  c.emit({
    type: 'KnockedBack',
    unit: u.id,
    from,
    to: u.pos,
    stoppedBy: m.stoppedBy,
    ...(cause ? { cause } : {}),
  })
  const effects = knockBackEnd(
    { unit: u.id, upgrades: u.profile.upgrades },
    stopOf(s, m.stoppedBy, m.contacted, m.fell),
    powerEnvironment(s),
  )
  for (const e of effects) applyOne(s, c, e, killer)
  return { x: u.pos.x - from.x, y: u.pos.y - from.y }
}

/** Moves a unit in a straight line to `to` (or until stopped) and applies what the stop causes. */
export function shove(s: BattleState, c: BattleCtx, u: BattleUnit, to: Vec, killer: string): Vec {
  return forced(s, c, u, involuntaryMove(s.field, figures(s), u.id, to), killer)
}

function applyOne(s: BattleState, c: BattleCtx, e: Effect, killer: string, f?: AttackFrame): void {
  switch (e.type) {
    case 'condition': {
      const u = findUnit(s, e.unit)
      if (u && !e.already) setCondition(s, c, u, e.condition, e.resist, killer, e.fall)
      return
    }
    case 'fall': {
      const u = findUnit(s, e.unit)
      if (u?.status === 'table') fall(s, c, u, e.inches, e.hits, killer)
      return
    }
    case 'knock-back': {
      const u = findUnit(s, e.unit)
      const a = findUnit(s, killer)
      if (u?.status !== 'table' || e.inches <= 0) return
      const dir = e.direction.dir ?? { x: Math.cos(u.facing + Math.PI), y: Math.sin(u.facing + Math.PI) }
      const inches = spaceKnockBack(s, e.inches)
      // GF-OPT-STRUCTURES-OCCUPY: an occupant is pushed out from the wall away from the push.
      forcedExitAlong(s, c, u, dir)
      const moved = shove(s, c, u, { x: u.pos.x + dir.x * inches, y: u.pos.y + dir.y * inches }, killer)
      // Close recoil: the attacker follows, keeping facing and contact.
      if (e.follow && a?.status === 'table') {
        a.pos = { x: a.pos.x + moved.x, y: a.pos.y + moved.y }
        c.emit({ type: 'UnitFollowed', unit: a.id, to: a.pos })
      }
      return
    }
    case 'swing': {
      const a = findUnit(s, e.attacker)
      const u = findUnit(s, e.unit)
      if (a?.status !== 'table' || u?.status !== 'table') return
      // The shorter way round to the chosen facing; the target rides the real arc and the turn
      // ends where the target is stopped, so the point of contact never slips.
      const m = involuntarySwing(
        s.field,
        figures(s),
        u.id,
        a.pos,
        shortestTurn((e.facing ?? a.facing + Math.PI) - a.facing),
        [a.id],
      )
      a.facing += m.turned
      u.facing += m.turned
      c.emit({ type: 'Swung', attacker: a.id, unit: u.id, facing: a.facing, stoppedBy: m.stoppedBy })
      forced(s, c, u, m, killer, 'swing')
      return
    }
    case 'hits': {
      const u = findUnit(s, e.unit)
      // No roll, and no damage step, for a unit off the table or hits that are none.
      if (u?.status === 'table' && e.hits > 0)
        applyDamage(s, c, u, rollHits(c, u, e.hits, e.roll, killer), killer)
      return
    }
    case 'damage': {
      const u = findUnit(s, e.unit)
      if (u) applyDamage(s, c, u, e.amount, killer)
      return
    }
    case 'suppression-zone': {
      const t = findUnit(s, e.near)
      if (!t) return
      const a = findUnit(s, killer)
      const dx = (a?.pos.x ?? t.pos.x) - t.pos.x
      const dy = (a?.pos.y ?? t.pos.y + 1) - t.pos.y
      const l = hypot(dx, dy) || 1
      const centre = e.centre ?? {
        x: t.pos.x + (dx / l) * t.profile.radius,
        y: t.pos.y + (dy / l) * t.profile.radius,
      }
      const z = suppressionZone(`sz:${s.turn}:${(s.zones ?? []).length}`, centre, e.radius, s.turn)
      s.zones = [...(s.zones ?? []), z]
      s.field = { ...s.field, terrain: [...s.field.terrain, zoneTerrain(z)] }
      c.emit({ type: 'SuppressionZone', id: z.id, centre, radius: e.radius })
      return
    }
    case 'target-lock':
      if (f) f.after = { ...f.after, paint: true }
      return
    case 'free-move':
      if (f) f.after = { ...f.after, move: e.inches }
      return
    case 'hull-breach-check':
      return
  }
}

/**
 * Applies the effects in order. A Guardian may be asked about the damage one of them does to a
 * unit other than the one hit (GF-RULING-GUARDIAN-SOURCES): the effects then stop there, the
 * damage and the effects left wait on the frame (`splash`) for the answer (resumeSplash), and this
 * returns true.
 */
export function applyPowerEffects(
  s: BattleState,
  c: BattleCtx,
  f: AttackFrame,
  effects: readonly PowerEffect[],
): boolean {
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as PowerEffect
    const hit = splashOf(s, c, f, e)
    if (!hit) {
      applyOne(s, c, e, f.attacker, f)
      continue
    }
    if (hit.damage > 0 && c.modules.some((m) => m.beforeSplash?.(s, c, f, hit.unit, hit.damage))) {
      f.splash = { unit: hit.unit.id, damage: hit.damage, rest: effects.slice(i + 1) }
      return true
    }
    applyDamage(s, c, hit.unit, hit.damage, f.attacker)
  }
  return false
}

/**
 * Damage an effect does to a unit on the table other than the one the attack hit (a Blast's hits
 * after its defense roll, an Explode's point, a Chain Attack's hits): the point where a Guardian
 * may step in. The hit unit's own damage had its Guardian question when the attack landed.
 */
function splashOf(
  s: BattleState,
  c: BattleCtx,
  f: AttackFrame,
  e: PowerEffect,
): { unit: BattleUnit; damage: number } | null {
  if (e.type !== 'hits' && e.type !== 'damage') return null
  const u = findUnit(s, e.unit)
  if (u?.status !== 'table' || u.id === (f.takenBy ?? f.target)) return null
  if (e.type === 'hits' && e.hits <= 0) return null
  return { unit: u, damage: e.type === 'hits' ? rollHits(c, u, e.hits, e.roll, f.attacker) : e.amount }
}

/**
 * The answer to a 'guardian-splash' question: the waiting damage lands on `taker` (the unit it was
 * meant for, or the Guardian that stepped in), then the effects left; true when another question
 * stops them again.
 */
export function resumeSplash(s: BattleState, c: BattleCtx, f: AttackFrame, taker: BattleUnit): boolean {
  const held = f.splash
  if (!held) return false
  delete f.splash
  applyDamage(s, c, taker, held.damage, f.attacker)
  return applyPowerEffects(s, c, f, held.rest)
}

/** GF-POW-SUPPRESSION: zones go in the end phase of the turn they were placed. */
export function clearSuppression(s: BattleState, c: Pick<BattleCtx, 'emit'>): void {
  if (!s.zones || s.zones.length === 0) return
  const gone = new Set(s.zones.filter((z) => z.turn <= s.turn).map((z) => `terrain:${z.id}`))
  s.zones = s.zones.filter((z) => z.turn > s.turn)
  if (gone.size === 0) return
  s.field = { ...s.field, terrain: s.field.terrain.filter((t) => !gone.has(t.id)) }
  c.emit({ type: 'SuppressionCleared', zones: [...gone] })
}
