/**
 * The Gunwave ruleset: start, prompt, legal, reduce, outcome, view (engine contract).
 * Orders are sealed in the state as each seat commits; once every pilot has an order and the
 * narrator is ready, movement and the reaction phase resolve; once every pilot has taken its
 * minor action, the energy consumption phase and the end-of-turn rolls run.
 */
import { defineRuleset, type RuleError, type Ruleset } from '@sortie/engine'
import { sendMessage } from './comms.ts'
import { type Ctx, killPilot } from './damage.ts'
import { checkEject, eject } from './eject.ts'
import { endTurn } from './end-turn.ts'
import { legalOf } from './legal.ts'
import { applyMinor } from './minor.ts'
import { resolveMovement } from './movement.ts'
import { applyNarrator } from './narrator.ts'
import { checkOrder } from './orders.ts'
import { outcomeOf } from './outcome.ts'
import { pendingActors, phaseKey, promptOf } from './prompt.ts'
import { resolveReaction } from './reaction.ts'
import { startBattle } from './setup.ts'
import {
  type GwDecision,
  type GwEvent,
  type GwPrompt,
  type GwSetup,
  type GwState,
  NARRATOR,
} from './types.ts'
import { viewOf } from './view.ts'
import { viewDecisionOf, viewPromptOf, viewSetupOf } from './view-decision.ts'
import { viewEventOf } from './view-event.ts'
import type { Pos } from './zones.ts'

const e = (code: string, message: string): RuleError => ({ code: `gunwave/${code}`, message })

/** Resolve the turn's sealed orders: reveal, move together, then the reaction phase. */
function resolveOrders(s: GwState, ctx: Ctx): void {
  ctx.emit({ type: 'OrdersRevealed', turn: s.turn, orders: structuredClone(s.orders) })
  const free = resolveMovement(s, ctx)
  resolveReaction(s, ctx, free)
  s.phase = 'minor'
  s.minorsDone = []
  ctx.emit({ type: 'PhaseStarted', phase: 'minor', turn: s.turn })
  maybeEndTurn(s, ctx)
}

function maybeEndTurn(s: GwState, ctx: Ctx): void {
  if (s.phase === 'minor' && pendingActors(s).length === 0) endTurn(s, ctx)
  // A turn in which nobody can act (all pilots out) still has to end.
  if (s.phase === 'action' && !s.result && pendingActors(s).length === 0 && s.narratorReady)
    resolveOrders(s, ctx)
}

function ownActor(s: GwState, seat: string, actor: string): RuleError | undefined {
  const p = s.pilots[actor]
  if (!p) return e('no_pilot', `No pilot ${actor}.`)
  if (p.seat !== seat) return e('not_your_pilot', `${actor} is not ${seat}'s to command.`)
  if (p.dead || p.unconscious) return e('out_of_action', `${p.name} cannot act.`)
  return undefined
}

/** A square from outside: two whole numbers (the board is a grid of them). */
const isSquare = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && Number.isInteger((v as Pos).x) && Number.isInteger((v as Pos).y)

/** The square a decision names that is not one (`move: "x"`, `at: {x: "x"}`), or undefined. */
function notASquare(d: GwDecision): string | undefined {
  const parts = d as {
    act?: { at?: unknown }
    action?: { move?: unknown; fire?: { at?: unknown }; to?: unknown; dir?: unknown }
  }
  const named: [string, unknown][] = [
    ['act.at', parts.act?.at],
    ['action.move', parts.action?.move],
    ['action.fire.at', parts.action?.fire?.at],
    ['action.to', parts.action?.to],
    ['action.dir', parts.action?.dir],
  ]
  return named.find(([, v]) => v !== undefined && !isSquare(v))?.[0]
}

function reduce(s: GwState, d: GwDecision, ctx: Ctx): RuleError | undefined {
  const square = notASquare(d)
  if (square) return e('bad_square', `The decision's ${square} is not a square of the board.`)
  if (s.paused && !(d.kind === 'narrate' && d.seat === NARRATOR))
    return e('paused', 'The narrator has paused the game for a ruling.')
  switch (d.kind) {
    case 'narrate':
      if (d.seat !== NARRATOR) return e('not_narrator', 'Only the narrator uses the narrator tools.')
      return applyNarrator(s, d.act, ctx)
    case 'order': {
      if (s.phase !== 'action') return e('wrong_phase', 'Orders are given in the action phase.')
      const bad =
        ownActor(s, d.seat, d.actor) ??
        (s.orders[d.actor]
          ? e('already_ordered', 'That pilot has already sealed an order this turn.')
          : undefined)
      if (bad) return bad
      const p = s.pilots[d.actor]
      if (!p) return e('no_pilot', 'No such pilot.')
      const wrong = checkOrder(s, p, d.action)
      if (wrong) return wrong
      s.orders[d.actor] = structuredClone(d.action)
      ctx.emit({ type: 'OrderSealed', actor: d.actor })
      if (pendingActors(s).length === 0 && s.narratorReady) resolveOrders(s, ctx)
      return undefined
    }
    case 'ready': {
      if (d.seat !== NARRATOR || s.phase !== 'action')
        return e('wrong_phase', 'Only the narrator readies, in the action phase.')
      if (s.narratorReady) return e('already_ready', 'Already ready.')
      if (pendingActors(s).some((id) => s.pilots[id]?.seat === NARRATOR))
        return e('npcs_pending', 'Seal an order for every NPC first.')
      s.narratorReady = true
      if (pendingActors(s).length === 0) resolveOrders(s, ctx)
      return undefined
    }
    case 'minor': {
      if (s.phase !== 'minor') return e('wrong_phase', 'Minor actions come after the reaction phase.')
      const bad =
        ownActor(s, d.seat, d.actor) ??
        (s.minorsDone.includes(d.actor) ? e('minor_used', 'One minor action a turn.') : undefined)
      if (bad) return bad
      const p = s.pilots[d.actor]
      if (!p) return e('no_pilot', 'No such pilot.')
      const wrong = applyMinor(s, p, d.act, ctx)
      if (wrong) return wrong
      s.minorsDone.push(d.actor)
      maybeEndTurn(s, ctx)
      return undefined
    }
    case 'eject': {
      const bad = ownActor(s, d.seat, d.actor)
      if (bad) return bad
      const p = s.pilots[d.actor]
      if (!p) return e('no_pilot', 'No such pilot.')
      const wrong = checkEject(s, p)
      if (wrong) return wrong
      eject(s, p, ctx)
      return undefined
    }
    case 'message': {
      const bad = ownActor(s, d.seat, d.actor)
      if (bad) return bad
      const p = s.pilots[d.actor]
      if (!p) return e('no_pilot', 'No such pilot.')
      const r = sendMessage(s, p, d.to, d.text)
      if (!Array.isArray(r)) return r
      s.messages.push({ turn: s.turn, from: p.id, to: d.to, text: d.text, audience: r })
      ctx.emit({ type: 'Message', from: p.id, to: d.to })
      return undefined
    }
    case 'declare-death': {
      // Any seat the prompt names (the engine checked), for as long as the pilot stays out
      // (GW-RULING-DEATH-WINDOW): the book ties the choice to the knockout, not to a moment.
      const p = s.pilots[d.actor]
      if (!p || p.seat !== d.seat) return e('not_your_pilot', 'Not your pilot.')
      if (!p.unconscious || p.dead)
        return e('not_unconscious', 'Only an unconscious character may be declared dead (§6.6.1).')
      killPilot(s, p, 'declared by the player', ctx)
      return undefined
    }
    case 'pass': {
      const prompt = promptOf(s)
      const optional = prompt && prompt.kind !== 'paused' ? (prompt.optional ?? []) : []
      if (!optional.includes(d.seat))
        return e('nothing_to_pass', 'Only a seat with nothing to commit this phase may pass.')
      s.passed = { ...s.passed, [d.seat]: phaseKey(s) }
      return undefined
    }
    default:
      return e('bad_decision', 'Unknown decision.')
  }
}

export function gunwaveRuleset(): Ruleset<GwSetup, GwState, GwDecision, GwPrompt, GwEvent> {
  return defineRuleset<GwSetup, GwState, GwDecision, GwPrompt, GwEvent>({
    id: 'gunwave',
    start: startBattle,
    prompt: promptOf,
    legal: legalOf,
    reduce,
    outcome: (s) => s.result ?? (s.phase === 'over' ? outcomeOf(s) : null),
    view: viewOf,
    viewEvent: viewEventOf,
    viewDecision: viewDecisionOf,
    viewPrompt: viewPromptOf,
    viewSetup: viewSetupOf,
  })
}
