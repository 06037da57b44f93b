/**
 * The special moves an activating unit is offered, as groups in the listing's order: fast runs,
 * jumps, a fast jump, a flying fast flyer's flights, landing or taking off, transforming. Each
 * group is a row of runs whose ends are known before anything is measured; the listing measures
 * a group's runs in order until it holds the group's number of them (later runs are never
 * offered). A bot after the best of them (`bestSpecialMove`) scores every run by its end first and
 * measures only the runs that could win, or whose being legal decides whether a later run that
 * could win is offered at all: the same pick as the first best of the listing, for less.
 */
import type { Vec } from '@sortie/engine'
import type { TableRules } from '../../../table/contract.ts'
import { checkMove } from '../../actions/move.ts'
import {
  canAffordFocus,
  combinedAllowed,
  specialAllowed,
  transformFlightError,
} from '../../actions/special-move.ts'
import type { BattleLook } from '../../core/context.ts'
import { canSpendFocus } from '../../core/focus.ts'
import { figures } from '../../core/geo.ts'
import { moveProfile } from '../../core/module.ts'
import type {
  ActivationFrame,
  BattleDecision,
  BattleState,
  BattleUnit,
  SpecialMove,
  TransformFlight,
} from '../../core/types.ts'
import { effectiveSpeed } from '../power/crippled.ts'
import { fastFlyerMoves } from './actions.ts'
import { fieldFor, specialFocusCost } from './environment.ts'
import { canFly, fastFlyer } from './flight.ts'

type MoveDecision = Extract<BattleDecision, { kind: 'move' }>

export interface MoveGroup {
  /** Where each run ends, in order (a run is scored by its end). */
  ends: Vec[]
  /** The k-th run as a decision, or null when it is not legal. */
  check(k: number): MoveDecision | null
  /** Only the first this many legal runs are offered. */
  most: number
  /** Listed after Split Fire's shares (the listing's order of families). */
  late?: boolean
}

/** GF-SPM-*: straight runs in the eight directions from the unit's facing round. */
function straight(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  seat: string,
  sp: SpecialMove,
  inches: number,
  most: number,
  fast?: boolean,
): MoveGroup {
  const ends: Vec[] = []
  for (let k = 0; k < 8; k++) {
    const th = u.facing + (k * Math.PI) / 4
    ends.push({ x: u.pos.x + inches * Math.cos(th), y: u.pos.y + inches * Math.sin(th) })
  }
  return {
    ends,
    most,
    check(k) {
      const th = u.facing + (k * Math.PI) / 4
      const path = [{ ...u.pos }, { ...(ends[k] as Vec) }]
      const m = checkMove(s, look, u, path, th, sp, undefined, undefined, fast)
      if (!m.ok) return null
      return { seat, kind: 'move', path, facing: m.facing, special: sp, ...(fast ? { fast: true } : {}) }
    },
  }
}

/** Landing or taking off where the unit stands, or else along up to two straight runs. */
function stayOrRun(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  seat: string,
  sp: 'land' | 'take-off',
  speed: number,
): MoveGroup {
  const runs = straight(s, look, u, seat, sp, speed, 2)
  let stay: MoveDecision | null | undefined
  const stayed = () => {
    if (stay === undefined) {
      const ok = checkMove(s, look, u, [{ ...u.pos }], u.facing, sp).ok
      stay = ok ? { seat, kind: 'move', path: [{ ...u.pos }], facing: u.facing, special: sp } : null
    }
    return stay
  }
  return {
    ends: [u.pos, ...runs.ends],
    // The stay, when legal, is the only one; else the first two legal runs.
    most: 2,
    late: true,
    check: (k) => (k === 0 ? stayed() : stayed() ? null : runs.check(k - 1)),
  }
}

/** The unit's special-move groups, in the listing's order (GF-SPM-*). */
export function specialMoveGroups(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  seat: string,
): MoveGroup[] {
  const out: MoveGroup[] = []
  // The profile the move checks ask (kept with a settled state): each listing and each bot's
  // search would otherwise read the upgrades and the environment afresh.
  const p = moveProfile(look.modules, s, u)
  const speed = effectiveSpeed(s, u)
  const affordable = (sp: SpecialMove) =>
    specialFocusCost(s, u, sp) === 0 || canSpendFocus(look.modules, s, u)
  if (!specialAllowed(u, 'fast', p) && affordable('fast'))
    out.push(straight(s, look, u, seat, 'fast', speed * 2, 3))
  if (!specialAllowed(u, 'jump', p) && affordable('jump'))
    out.push(straight(s, look, u, seat, 'jump', speed, 3))
  // GF-SPM-COMBINED: a fast jump, as far as it may go (each half paid for).
  if (
    !specialAllowed(u, 'jump', p) &&
    !combinedAllowed(u, 'jump', true, p) &&
    canAffordFocus(look.modules, s, u, specialFocusCost(s, u, 'jump', true))
  )
    out.push(straight(s, look, u, seat, 'jump', speed * 2, 2, true))
  // GF-SPM-FAST-FLYER: the table's candidate paths are seldom one straight flight.
  if (u.flying && fastFlyer(u.profile)) {
    const flights = fastFlyerMoves(s, look, u, seat, 4)
    out.push({
      ends: flights.map((d) => d.path[d.path.length - 1] as Vec),
      most: 4,
      check: (k) => flights[k] ?? null,
    })
  }
  for (const sp of ['land', 'take-off'] as const)
    if (!specialAllowed(u, sp, p)) out.push(stayOrRun(s, look, u, seat, sp, speed))
  if (!specialAllowed(u, 'transform', p)) {
    // GF-SPM-TRANSFORM: each other form, then the same change taking off or landing where the
    // forms allow it (asked as the move itself will ask).
    const runs: { i: number; down: boolean; flight?: TransformFlight }[] = []
    for (const [i, f] of (u.profile.forms ?? []).entries()) {
      if (i === (u.profile.form ?? 0)) continue
      // A hovering unit whose new form cannot fly comes down where it is anyway.
      const lands = u.flying && !canFly(f)
      runs.push({ i, down: lands })
      if (!transformFlightError(look.modules, s, u, i, 'take-off'))
        runs.push({ i, down: false, flight: 'take-off' })
      if (!lands && !transformFlightError(look.modules, s, u, i, 'land'))
        runs.push({ i, down: true, flight: 'land' })
    }
    let spotFree: boolean | undefined
    out.push({
      ends: runs.map(() => u.pos),
      most: runs.length,
      late: true,
      check(k) {
        const { i, down, flight } = runs[k] as (typeof runs)[number]
        // Coming down is offered only where a figure may stand, as the move itself will check.
        if (down) {
          spotFree ??= groundSpotFree(s, look.table, u)
          if (!spotFree) return null
        }
        return {
          seat,
          kind: 'move',
          path: [{ ...u.pos }],
          facing: u.facing,
          special: 'transform',
          form: i,
          ...(flight ? { flight } : {}),
        }
      },
    })
  }
  return out
}

function groundSpotFree(s: BattleState, table: TableRules, u: BattleUnit): boolean {
  const figs = figures(s).map((f) => (f.id === u.id ? { ...f, flying: false } : f))
  return table.measureMove(fieldFor(s, u), figs, {
    unitId: u.id,
    path: [{ ...u.pos }],
    facing: u.facing,
    mode: 'ground',
    allowance: 0,
  }).ok
}

/** Every run a group offers: the first `most` legal ones. */
export function listGroup(g: MoveGroup): MoveDecision[] {
  const out: MoveDecision[] = []
  for (let k = 0; k < g.ends.length && out.length < g.most; k++) {
    const d = g.check(k)
    if (d) out.push(d)
  }
  return out
}

/**
 * The first of the best special moves the listing offers whose value (of its end) is above
 * `floor`, with that value; null when none is. A bonus action of another kind offers no move.
 */
export function bestSpecialMove(
  s: BattleState,
  look: BattleLook,
  f: ActivationFrame,
  u: BattleUnit,
  seat: string,
  value: (end: Vec) => number,
  floor: number,
): { pick: BattleDecision; top: number } | null {
  if (f.bonus?.only && f.bonus.only !== 'move') return null
  let top = floor
  let pick: MoveDecision | undefined
  for (const g of specialMoveGroups(s, look, u, seat)) {
    const scores = g.ends.map(value)
    // The best score from each run on: once no later run beats the best so far, stop.
    const later = scores.slice()
    for (let k = later.length - 2; k >= 0; k--)
      later[k] = Math.max(later[k] as number, later[k + 1] as number)
    let listed = 0
    for (let k = 0; k < g.ends.length && listed < g.most; k++) {
      if (!((later[k] as number) > top)) break
      const d = g.check(k)
      if (!d) continue
      listed++
      const v = scores[k] as number
      if (v > top) {
        top = v
        pick = d
      }
    }
  }
  return pick ? { pick, top } : null
}
