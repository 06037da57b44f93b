/**
 * The table's request for a unit's move: its allowance (Speed as the modules change it), ground
 * or flight, and what its move profile and a declared special movement add (GF-SPM-FAST,
 * GF-SPM-JUMP, GF-SPM-CLIMB, GF-SPM-FLY, GF-SPM-FAST-FLYER, GF-SPM-TRANSFORM). The table judges
 * the path against it.
 */
import type { Vec } from '@sortie/engine'
import type { MoveRequest } from '../../table/contract.ts'
import type { BattleLook, BattleModules, MoveProfile } from '../core/context.ts'
import { moduleSpeed, moveProfile } from '../core/module.ts'
import type { BattleState, BattleUnit, SpecialMove } from '../core/types.ts'

/** The table's request for this unit's move (special movement sets its options). */
export function moveRequest(
  s: BattleState,
  look: BattleLook,
  u: BattleUnit,
  p: MoveProfile,
  path: Vec[],
  facing: number,
  special?: SpecialMove,
  allowFall?: boolean,
  fast?: boolean,
): MoveRequest {
  const speed = moduleSpeed(look.modules, s, u)
  const req: MoveRequest = {
    unitId: u.id,
    path,
    facing,
    mode: u.flying ? 'fly' : 'ground',
    allowance: u.counters.knockedDown ? 0 : speed,
  }
  if (allowFall === true) req.allowFall = true
  if (p.allTerrain || u.profile.frame === 'infantry') req.allTerrain = true
  if (p.climbs || u.profile.frame === 'infantry') req.climbAtSpeed = true
  const isFastFlyer = p.flight === 'fast'
  switch (special) {
    case 'fast':
      req.fast = true
      req.straight = true
      req.allowance = speed * 2
      break
    case 'jump':
      req.mode = 'jump'
      req.straight = true
      // GF-SPM-COMBINED: a fast jump doubles the allowance and, with `fast`, forces the facing.
      if (fast === true) {
        req.fast = true
        req.allowance = speed * 2
      }
      break
    case 'climb':
      req.mode = 'climb'
      break
    case 'land':
      req.mode = isFastFlyer ? 'fly' : 'ground'
      if (isFastFlyer) req.endTransition = 'land'
      break
    case 'take-off':
      req.mode = isFastFlyer ? 'ground' : 'fly'
      if (isFastFlyer) req.endTransition = 'take-off'
      break
    case 'transform':
      req.allowance = 0
      break
  }
  // GF-SPM-FAST-FLYER: in the air it flies a straight line of Speed to twice Speed after a turn
  // of up to 90° (it lands or takes off where the move ends).
  // A downed unit only stands up on the spot (flyers land when they go down, so this is a guard).
  if (isFastFlyer && u.flying && special !== 'transform' && !u.counters.knockedDown) {
    req.straight = true
    req.allowance = speed * 2
    req.minLength = speed
    req.maxTurn = Math.PI / 2
  }
  return req
}

/**
 * The inches a move of this unit may cost now, as the engine measures it (a fast move or a fast
 * flyer in the air goes further than Speed): the web shows it beside a move's cost.
 */
export function moveAllowance(
  s: BattleState,
  modules: BattleModules,
  u: BattleUnit,
  special?: SpecialMove,
  fast?: boolean,
): number {
  const look = { modules } as BattleLook
  return moveRequest(s, look, u, moveProfile(modules, s, u), [], u.facing, special, undefined, fast).allowance
}
