/**
 * The move action's flow (the path itself is judged by the table rules): standing up when
 * knocked down, special movement (fast, fly take-off and landing, fast flyer, jump and jump
 * charge, climb; a transformation is transform-move.ts's), the disengage Pilot Skill roll and
 * its failure choice, dangerous terrain and landing damage, Terrifying, and the move's end
 * (move-end.ts: charge bookkeeping, the "completed a move in sight" reaction trigger).
 */
import { hypot, type RuleError, type Vec } from '@sortie/engine'
import { landingDamage } from '@sortie/gunframe/table'
import type { MoveCheck } from '../../table/contract.ts'
import type { MoveHazard } from '../core/choice-data.ts'
import type { BattleCtx, BattleLook, MoveProfile } from '../core/context.ts'
import { spendFocus } from '../core/focus.ts'
import { engagedWith, figures, findUnit } from '../core/geo.ts'
import { moveProfile } from '../core/module.ts'
import type { BattleState, BattleUnit, DisengageFrame, SpecialMove } from '../core/types.ts'
import { setCounters } from '../core/unit/write.ts'
import { applyDamage } from './damage.ts'
import { completed, disengageFrame, disengageRoll, type MoveOpts } from './move-end.ts'
import { runHazards } from './move-hazards.ts'
import { moveRequest } from './move-request.ts'
import { canAffordFocus, combinedAllowed, specialAllowed, specialFocusCost } from './special-move.ts'
import { finishTransform, transformMove } from './transform-move.ts'

const isVec = (v: unknown): v is Vec =>
  typeof v === 'object' && v !== null && Number.isFinite((v as Vec).x) && Number.isFinite((v as Vec).y)

/** Table refusals that concern only where the figure already stands. */
const SPOT_CODES = new Set(['gunframe/ends_on_obstacle', 'gunframe/blocked_by_terrain', 'gunframe/overlap'])

export function checkMove(
  s: BattleState,
  c: BattleLook,
  u: BattleUnit,
  path: unknown,
  facing: unknown,
  special?: SpecialMove,
  allowFall?: boolean,
  climbTo?: number,
  fast?: boolean,
):
  | { ok: true; check: MoveCheck; path: Vec[]; facing: number; profile: MoveProfile }
  | { ok: false; error: RuleError } {
  if (!Array.isArray(path) || path.length === 0 || path.length > 32 || !path.every(isVec))
    return { ok: false, error: { code: 'gunframe/bad_path', message: 'A move needs a list of waypoints.' } }
  if (typeof facing !== 'number' || !Number.isFinite(facing))
    return { ok: false, error: { code: 'gunframe/bad_facing', message: 'A move ends with a facing angle.' } }
  if (u.counters.shutDown)
    return { ok: false, error: { code: 'gunframe/shut_down', message: 'A shut-down unit cannot move.' } }
  const pts = path.map((p) => ({ x: p.x, y: p.y }))
  if (u.counters.knockedDown && pts.length > 1)
    return {
      ok: false,
      error: { code: 'gunframe/knocked_down', message: 'A knocked-down unit only stands up.' },
    }
  // Asked once: what the unit's upgrades and the environment make of its movement.
  const profile = moveProfile(c.modules, s, u)
  const ce = combinedAllowed(u, special, fast, profile)
  if (ce) return { ok: false, error: ce }
  if (special !== undefined) {
    const e = specialAllowed(u, special, profile)
    if (e) return { ok: false, error: e }
    if (special === 'transform' && pts.some((p) => hypot(p.x - u.pos.x, p.y - u.pos.y) > 1e-6))
      return {
        ok: false,
        error: { code: 'gunframe/transform_moves', message: 'A transforming mecha stays where it is.' },
      }
  }
  // Optional rules (buildings, space) the table cannot judge.
  for (const mod of c.modules) {
    const oe = mod.moveError?.(s, u, pts, special)
    if (oe) return { ok: false, error: oe }
  }
  // Taking off or landing at the start of the move changes how the table sees the figure.
  const fastFlyer = profile.flight === 'fast'
  const flying =
    special === 'take-off' && !fastFlyer ? true : special === 'land' && !fastFlyer ? false : u.flying
  const figs =
    flying === u.flying ? figures(s) : figures(s).map((f) => (f.id === u.id ? { ...f, flying } : f))
  // GF-UPG-AQUATIC: water is open ground to an Aquatic unit.
  const field = profile.field ?? s.field
  // The request is built fresh for this call, so it is finished in place rather than copied; the
  // unit is copied only when taking off or landing changes how it flies.
  const mover = flying === u.flying ? u : { ...u, flying }
  const req = moveRequest(s, c, mover, profile, pts, facing, special, allowFall, fast)
  if (climbTo !== undefined) req.climbTo = climbTo
  const r = c.table.measureMove(field, figs, req)
  if (!r.ok) {
    // GF-SPM-KNOCKED-DOWN / GF-SPM-TRANSFORM: standing up or transforming happens on the spot, so
    // a spot a shove left the unit on (over crates, against a wall) cannot forbid it.
    const onSpot = pts.every((p) => hypot(p.x - u.pos.x, p.y - u.pos.y) <= 1e-6)
    if (onSpot && (u.counters.knockedDown || special === 'transform') && SPOT_CODES.has(r.error.code)) {
      const here = {
        cost: 0,
        end: { ...u.pos },
        engagedWith: engagedWith(s, c.table, u),
        dangerousEntered: [],
      }
      return { ok: true, check: { ...here, endElevation: u.elevation }, path: pts, facing, profile }
    }
    return r
  }
  // GF-SPM-FAST-FLYER: a fast flyer lands where its move ends, so that spot must suit a figure on
  // the ground (the table judges the flight, not the touchdown).
  if (special === 'land' && u.flying && fastFlyer) {
    const end = r.value.end
    const down = figs.map((f) =>
      f.id === u.id ? { ...f, pos: end, flying: false, elevation: r.value.endElevation } : f,
    )
    const spot = c.table.measureMove(field, down, {
      unitId: u.id,
      path: [end],
      facing,
      mode: 'ground',
      allowance: 0,
    })
    if (!spot.ok) return spot
  }
  // GF-RULING-PROPOSED-FLYER-CONTACT: touching an enemy engages it only if both fly or both do not.
  const after = special === 'take-off' ? true : special === 'land' ? false : u.flying
  const engaged = r.value.engagedWith.filter((id) => findUnit(s, id)?.flying === after)
  const check = { ...r.value, engagedWith: engaged }
  return { ok: true, check, path: pts, facing: r.value.forcedFacing ?? facing, profile }
}

export function declareMove(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  path: unknown,
  facing: unknown,
  opts: MoveOpts,
): RuleError | undefined {
  if (opts.flight !== undefined && opts.special !== 'transform')
    return {
      code: 'gunframe/bad_combination',
      message: 'Only a transformation takes off or lands with `flight`; otherwise declare take-off or land.',
    }
  const m = checkMove(s, c, u, path, facing, opts.special, opts.allowFall, opts.climbTo, opts.fast)
  if (!m.ok) return m.error
  const cost = specialFocusCost(m.profile, opts.special, opts.fast)
  if (cost > 0) {
    // GF-SPM-FAST: a focus point doubles Speed for one straight move (free with the Fast upgrade);
    // GF-ENV-HIGH-GRAVITY / GF-ENV-LOW-GRAVITY: fast and jumping may cost one too.
    // GF-SPM-COMBINED: a fast jump pays for each half that costs, all or nothing.
    if (!canAffordFocus(c.modules, s, u, cost))
      return { code: 'gunframe/no_focus', message: `Moving ${opts.special} needs ${cost} focus point(s).` }
    const halves =
      opts.fast === true && opts.special !== 'fast' ? [opts.special, 'fast' as const] : [opts.special]
    for (const sp of halves)
      for (let i = specialFocusCost(m.profile, sp); i > 0; i--) {
        spendFocus(c.modules, s, u)
        c.emit({ type: 'FocusSpent', unit: u.id, for: sp })
      }
  }
  // GF-SPM-TRANSFORM: on the spot, perhaps taking off or landing (transform-move.ts).
  if (opts.special === 'transform') return transformMove(s, c, u, m.facing, opts)
  const startEngaged = engagedWith(s, c.table, u)
  const leaving = startEngaged.filter((id) => !m.check.engagedWith.includes(id))
  // A jump changes how the unit crosses the table, not the roll to break away from an enemy. A
  // flyer and a ground unit are never engaged (engagedWith), so only flyer-to-flyer contact rolls.
  if (leaving.length > 0) {
    if (m.check.engagedWith.length > 0)
      return {
        code: 'gunframe/out_and_into_contact',
        message: 'A move cannot leave contact and make contact.',
      }
    const { roll, success } = disengageRoll(s, c, u, leaving)
    if (!success) {
      s.stack.push(disengageFrame(u, m.path, m.facing, roll, opts, startEngaged))
      return undefined
    }
  }
  finishMove(s, c, u, m.check, m.facing, opts, startEngaged)
  return undefined
}

/** The failed disengage: stop where it is, or take damage equal to the roll and go. */
export function resolveDisengage(s: BattleState, c: BattleCtx, choice: unknown): RuleError | undefined {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'disengage' || f.guardian)
    return { code: 'gunframe/no_disengage', message: 'Nothing to decide.' }
  if (choice !== 'stop' && choice !== 'take-damage')
    return { code: 'gunframe/bad_choice', message: 'Choose stop or take-damage.' }
  s.stack.pop()
  const u = findUnit(s, f.unit) as BattleUnit
  if (choice === 'stop') {
    c.emit({ type: 'MoveStopped', unit: u.id })
    completed(s, c, u, movedWith(f), f.startEngaged, [])
    return undefined
  }
  // Checked before anyone is asked, so a move that no longer fits is refused at once.
  const m = checkMove(s, c, u, f.path, f.facing, f.special, f.allowFall, f.climbTo, f.fast)
  if (!m.ok) return m.error
  // GF-RULING-GUARDIAN-SOURCES: a Guardian may take the damage; the move waits under the question.
  // Not for a transformation: its own checks (the form, the spot it takes off from or lands on)
  // come after the damage and could refuse the move once the Guardian had answered.
  if (f.special !== 'transform') {
    s.stack.push({ ...f, guardian: true })
    if (c.modules.some((x) => x.beforeMoveDamage?.(s, c, u, f.roll))) return undefined
    s.stack.pop()
  }
  return goThrough(s, c, f, u, m)
}

/**
 * The answer to a Guardian asked about a failed disengage's damage: `taker` (the mover, or the
 * Guardian that stepped in) takes it, and the move goes on.
 */
export function disengageDamageTaken(s: BattleState, c: BattleCtx, taker: BattleUnit): RuleError | undefined {
  const f = s.stack[s.stack.length - 1]
  if (f?.t !== 'disengage' || !f.guardian)
    return { code: 'gunframe/no_disengage', message: 'No failed disengage waits on a Guardian.' }
  s.stack.pop()
  return goThrough(s, c, f, taker)
}

/** The unit's move options, as the disengage frame kept them. */
function movedWith(f: DisengageFrame): MoveOpts {
  return {
    reaction: f.reaction,
    first: f.first,
    ...(f.special ? { special: f.special } : {}),
    ...(f.fast === true ? { fast: true } : {}),
    ...(f.form !== undefined ? { form: f.form } : {}),
    ...(f.flight ? { flight: f.flight } : {}),
    ...(f.allowFall ? { allowFall: true } : {}),
    ...(f.climbTo !== undefined ? { climbTo: f.climbTo } : {}),
  }
}

/**
 * The damage lands on `taker`, then the move is made (unless it destroyed the mover). `checked`:
 * the move's check when already made in this decision.
 */
function goThrough(
  s: BattleState,
  c: BattleCtx,
  f: DisengageFrame,
  taker: BattleUnit,
  checked?: ReturnType<typeof checkMove>,
): RuleError | undefined {
  const u = findUnit(s, f.unit) as BattleUnit
  const opts = movedWith(f)
  // Judged before the damage: being crippled by it does not shorten the move already under way.
  const m = checked ?? checkMove(s, c, u, f.path, f.facing, f.special, f.allowFall, f.climbTo, f.fast)
  if (!m.ok) return m.error
  if (applyDamage(s, c, taker, f.roll, 'disengage') && taker === u) return undefined
  // GF-SPM-TRANSFORM: a transformation that takes off from an enemy goes ahead now.
  if (opts.special === 'transform') return finishTransform(s, c, u, m.facing, opts, f.startEngaged)
  finishMove(s, c, u, m.check, m.facing, opts, f.startEngaged)
  return undefined
}

function finishMove(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  check: MoveCheck,
  facing: number,
  opts: MoveOpts,
  startEngaged: string[],
): void {
  const from = u.pos
  const stood = u.counters.knockedDown
  const sp = opts.special
  const p = moveProfile(c.modules, s, u)
  if ((sp === 'take-off' || sp === 'land') && p.flight !== 'fast') {
    // GF-SPM-FLY: an ordinary flyer lands or takes off at the start of the move.
    u.flying = sp === 'take-off'
    if (
      sp === 'land' &&
      landingDamage(s.field, u.pos, u.profile.radius) > 0 &&
      applyDamage(s, c, u, 1, 'landing')
    )
      return
  }
  let end = check.end
  let endEngaged = check.engagedWith
  // GF-UPG-TERRIFYING (with panic): a unit the mover fails to close with stops it short.
  const scary = stopsShort(s, c, u, endEngaged, startEngaged)
  if (scary) {
    const dx = end.x - scary.pos.x
    const dy = end.y - scary.pos.y
    const l = hypot(dx, dy) || 1
    const k = u.profile.radius + scary.profile.radius + 1.05
    end = { x: scary.pos.x + (dx / l) * k, y: scary.pos.y + (dy / l) * k }
    endEngaged = []
  }
  u.pos = { x: end.x, y: end.y }
  u.facing = facing
  u.elevation = check.endElevation
  if (opts.climbTo !== undefined && check.endElevation === opts.climbTo) u.hanging = { ...u.pos }
  else delete u.hanging
  setCounters(u, { knockedDown: false })
  if (sp === 'land' && p.flight === 'fast') u.flying = false
  if (sp === 'take-off' && p.flight === 'fast') u.flying = true
  c.emit({
    type: 'UnitMoved',
    unit: u.id,
    from,
    to: u.pos,
    facing,
    cost: check.cost,
    stood,
    ...(sp ? { special: sp } : {}),
    ...(opts.fast === true ? { fast: true } : {}),
  })
  const crossed = check.obstaclesCrossed
  if (crossed) for (const m of c.modules) m.crossedObstacles?.(s, c, u, crossed)
  // What the move does at its end, in order (move-hazards.ts), then the move's end.
  const steps: MoveHazard[] = check.dangerousEntered.map((feature) => ({ k: 'dangerous', feature }))
  if ((check.landingDamage ?? 0) > 0) steps.push({ k: 'landing' })
  // GF-SPM-FALL: walking off a ledge is a fall like any other (hits from the one count).
  if (check.fell) steps.push({ k: 'fall', inches: check.fell })
  // GF-SPM-JUMP-CHARGE: ending a jump in contact with a unit it was not touching before.
  const charged =
    sp === 'jump'
      ? findUnit(
          s,
          endEngaged.find((id) => !startEngaged.includes(id)),
        )
      : undefined
  if (charged) steps.push({ k: 'jump', target: charged.id }, { k: 'jump-self' })
  runHazards(s, c, { unit: u.id, opts, startEngaged, endEngaged }, steps)
}

/** The first unit a module says the mover stops short of. */
function stopsShort(
  s: BattleState,
  c: BattleCtx,
  u: BattleUnit,
  engaged: readonly string[],
  before: readonly string[],
): BattleUnit | undefined {
  for (const m of c.modules) {
    const o = m.stopsShort?.(s, c, u, engaged, before)
    if (o) return o
  }
  return undefined
}
