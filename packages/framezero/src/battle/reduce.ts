/** One decision applied to a draft state; everything automatic that follows runs here too. */
import { isPoint, notAPoint, type ReduceContext, type RuleError } from '@sortie/engine'
import { reduceAssign } from './actions/assign.ts'
import { reduceAttack } from './actions/attack.ts'
import { attackDue, fail, isError, turnAt } from './actions/context.ts'
import { reduceLoseSystem, reduceRetreat } from './actions/damage.ts'
import { reduceDeclare } from './actions/declare.ts'
import { reduceMove } from './actions/move.ts'
import { reduceSpot } from './actions/spot.ts'
import { reducePlace } from './core/deploy.ts'
import { endTopTurn, reduceActivate, reducePass } from './core/order.ts'
import { maybeEndRound, reduceClock } from './core/round.ts'
import { reduceTie } from './core/tie.ts'
import { prompt } from './prompt.ts'
import type { FzDecision, FzEvent, FzState } from './types.ts'

export function reduce(s: FzState, d: FzDecision, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  const p = prompt(s)
  if (!p) return fail('game_over', 'The battle is over.')
  const expected: Record<string, FzDecision['kind'][]> = {
    tieBreak: ['tieBreak'],
    place: ['place'],
    damage: ['loseSystem', 'retreat'],
    declare: ['declare'],
    assign: ['assign'],
    act: ['move', 'attack', 'spot', 'endTurn'],
    clock: ['clock'],
    activate: ['activate', 'pass'],
  }
  if (!expected[p.kind]?.includes(d.kind))
    return fail('wrong_decision', `A ${d.kind} decision does not answer the ${p.kind} prompt.`)
  // Spots from outside are points of numbers before any rule measures with them.
  const spot = notAPoint(d, ['at', 'to'])
  const via = (d as { via?: unknown }).via
  if (spot || (via !== undefined && !(Array.isArray(via) && via.every(isPoint))))
    return fail('bad_point', `The decision's ${spot ?? 'via'} is not a point on the table.`)
  const e = dispatch(s, d, ctx)
  if (e) return e
  maybeEndRound(s, ctx)
  return undefined
}

function dispatch(s: FzState, d: FzDecision, ctx: ReduceContext<FzEvent>): RuleError | undefined {
  switch (d.kind) {
    case 'tieBreak':
      return reduceTie(s, d, ctx)
    case 'place':
      return reducePlace(s, d, ctx)
    case 'activate':
      return reduceActivate(s, d.seat, d.frame, ctx)
    case 'pass':
      return reducePass(s, d.seat, ctx)
    case 'declare':
      return reduceDeclare(s, d, ctx)
    case 'assign':
      return reduceAssign(s, d, ctx)
    case 'move':
      return reduceMove(s, d, ctx)
    case 'attack':
      return reduceAttack(s, d, ctx)
    case 'spot': {
      const e = reduceSpot(s, d, ctx)
      if (e) return e
      endTopTurn(s, ctx)
      return undefined
    }
    case 'endTurn': {
      const t = turnAt(s, d.frame, 'act')
      if (isError(t)) return t
      if (attackDue(s, t))
        return fail(
          'attack_due',
          'The assigned attack is in range and must be made (it can no longer be aborted).',
        )
      endTopTurn(s, ctx)
      return undefined
    }
    case 'loseSystem':
      return reduceLoseSystem(s, d.frame, d.system, ctx)
    case 'retreat':
      return reduceRetreat(s, d.frame, ctx)
    case 'clock':
      reduceClock(s, d.seat, d.down, ctx)
      return undefined
  }
}
