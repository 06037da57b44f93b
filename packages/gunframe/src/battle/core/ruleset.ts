/**
 * The GUNFRAME battle as an engine Ruleset (DESIGN §2). The table rules are injected so the
 * real battlefield module replaces open ground without touching the battle.
 *
 * @example
 * const gf = createGunframeRuleset()
 * const s = unwrap(gf.start({ squadrons: { p1, p2 } }, 'seed'))
 * const next = gf.apply(s, gf.legal(s)[0]!)
 */
import { Dice, defineRuleset, type Outcome, type RuleError, type Ruleset } from '@sortie/engine'
import { type TableRules, tableRules } from '@sortie/gunframe/table'
import { afterDamage, defenseChoices, finishAttack, rollDefense, rollFirepower } from '../actions/attack.ts'
import { dodge } from '../actions/dodge.ts'
import { resolveDisengage } from '../actions/move.ts'
import { react } from '../actions/reactions.ts'
import { withEnvironment } from '../modules/missions/environment.ts'
import { missionEvent } from '../modules/missions/events.ts'
import { missionDecide } from '../modules/missions/prompt.ts'
import { handsPickUp } from '../modules/objects/carry.ts'
import { optionalDecide } from '../modules/optional/actions.ts'
import { startOptional } from '../modules/optional/setup.ts'
import { resolvePower } from '../modules/power/power.ts'
import { spaceStructureEvent } from '../modules/space/structure.ts'
import { withBuildings } from '../modules/structures/footprint.ts'
import { answerChoice } from '../modules/upgrades/choice.ts'
import { prepareUnits } from '../modules/upgrades/setup.ts'
import { act, activate } from './activation.ts'
import type { BattleCtx } from './context.ts'
import type { BattleEvent } from './events/index.ts'
import { findUnit, other } from './geo.ts'
import { battleLegal } from './legal.ts'
import { ANSWERS, battlePrompt } from './prompt.ts'
import type { BattlePrompt } from './prompt-types.ts'
import { settle } from './settle.ts'
import { type BattleSetup, buildState } from './setup.ts'
import type { BattleDecision, BattleState, BattleUnit } from './types.ts'

export interface GunframeRulesetOptions {
  /** Geometry: defaults to the battlefield module's rules; tests may pass `openGround`. */
  table?: TableRules
}

export type GunframeRuleset = Ruleset<BattleSetup, BattleState, BattleDecision, BattlePrompt, BattleEvent>

const wrong = (code: string, message: string, detail?: Record<string, unknown>): RuleError => ({
  code,
  message,
  ...(detail ? { detail } : {}),
})

function decide(s: BattleState, c: BattleCtx, d: BattleDecision): RuleError | undefined {
  // Mission setup, deployment, reserves, mission actions and environment limits first.
  const m = missionDecide(s, c, d)
  if (m !== 'core') return m
  const top = s.stack[s.stack.length - 1]
  // GF-OPT-THROWING-PICK-UP: Hands' free pick-up comes first; the move itself follows below.
  if (d.kind === 'move' && d.pickUp !== undefined) {
    const e = handsPickUp(s, c, d.pickUp)
    if (e) return e
  }
  switch (d.kind) {
    case 'choose-role': {
      if (d.role !== 'attacker' && d.role !== 'defender')
        return wrong('gunframe/bad_role', 'Choose attacker or defender.')
      s.attacker = d.role === 'attacker' ? d.seat : other(s, d.seat)
      s.defender = other(s, s.attacker)
      s.phase = 'half'
      c.emit({ type: 'RolesChosen', attacker: s.attacker, defender: s.defender })
      return undefined
    }
    // choose-half and deploy are the mission layer's (missionDecide answers them first).
    case 'initiative': {
      if (typeof d.first !== 'boolean')
        return wrong('gunframe/bad_choice', 'Go first (true) or give it away (false).')
      s.stack.pop()
      s.initiative = d.first ? d.seat : other(s, d.seat)
      s.next = s.initiative
      c.emit({ type: 'InitiativeChosen', by: d.seat, first: s.initiative })
      return undefined
    }
    case 'activate':
      return activate(s, c, d.seat, d.unit)
    case 'move':
    case 'attack':
    case 'lock':
    case 'evade':
    case 'special':
    case 'end-activation':
      if (top?.t !== 'activation') return wrong('gunframe/no_activation', 'No unit is activating.')
      return act(s, c, top, d)
    case 'disengage':
      return resolveDisengage(s, c, d.choice)
    case 'use-lock': {
      if (top?.t !== 'attack') return wrong('gunframe/no_attack', 'No attack is under way.')
      if (!['focus-fire', 'precise-strike', 'keep'].includes(d.effect))
        return wrong('gunframe/bad_lock_use', 'Use the lock for focus-fire, precise-strike, or keep it.')
      rollFirepower(s, c, top, d.effect)
      return undefined
    }
    case 'defend': {
      if (top?.t !== 'attack') return wrong('gunframe/no_attack', 'No attack is under way.')
      const t = findUnit(s, top.target) as BattleUnit
      const can = defenseChoices(t, top)
      if (d.pool !== 'defense' && d.pool !== 'close')
        return wrong('gunframe/bad_pool', 'Defend with defense or close.')
      if (d.pool === 'close' && !can.close)
        return wrong('gunframe/no_close_defense', 'Close defense is not allowed here.')
      if (typeof d.evade !== 'boolean' || (d.evade && !can.evade))
        return wrong('gunframe/no_evade', 'No Evade counter can be spent.')
      rollDefense(s, c, top, d.pool, d.evade)
      return undefined
    }
    case 'dodge': {
      if (top?.t !== 'attack') return wrong('gunframe/no_attack', 'No attack is under way.')
      const e = dodge(s, c, findUnit(s, top.target) as BattleUnit, top.dodge, d.to, d.form)
      if (e) return e
      afterDamage(s, c, top)
      return undefined
    }
    case 'power': {
      if (top?.t !== 'attack') return wrong('gunframe/no_attack', 'No attack is under way.')
      const e = resolvePower(s, c, top, findUnit(s, top.target) as BattleUnit, d.spend)
      if (e) return e
      finishAttack(s, c, top)
      return undefined
    }
    case 'choose':
      return answerChoice(s, c, d.option, d.to, d.dice)
    case 'optional':
      if (top?.t !== 'activation') return wrong('gunframe/no_activation', 'No unit is activating.')
      return optionalDecide(s, c, d)
    case 'pass':
      if (top?.t !== 'react') return wrong('gunframe/nothing_to_pass', 'There is no reaction to pass on.')
      s.stack.pop()
      return undefined
    case 'react':
      if (top?.t !== 'react') return wrong('gunframe/no_reaction', 'There is no reaction window.')
      return react(s, c, top, d)
    default:
      return wrong('gunframe/unknown_decision', 'Unknown decision kind.')
  }
}

function outcome(s: BattleState): Outcome | null {
  if (!s.result) return null
  return { winners: s.result.winners, draw: s.result.draw, reason: s.result.reason, scores: s.result.vp }
}

export function createGunframeRuleset(opts: GunframeRulesetOptions = {}): GunframeRuleset {
  const table = opts.table ?? tableRules
  return defineRuleset<BattleSetup, BattleState, BattleDecision, BattlePrompt, BattleEvent>({
    id: 'gunframe',
    // Positions and facings come from trig whose last bit differs between Node and browsers:
    // keep a micro-inch so a game played in Chromium replays to the same hash on the server.
    precision: 6,
    start(setup, seed) {
      const r = buildState(setup, seed)
      if (!r.ok) return r
      const s = r.value
      prepareUnits(s, setup.squadrons, setup.settings)
      // Combiner teams, structures, objects and the space battlefield.
      const oe = startOptional(s, setup)
      if (oe) return { ok: false, error: oe }
      if (s.phase === 'role') {
        // Roll-off: the high roller picks attacker or defender; ties roll again.
        const dice = new Dice(s.rng)
        for (let i = 0; i < 1000 && s.roleChooser === null; i++) {
          const a = dice.d6()
          const b = dice.d6()
          if (a !== b) s.roleChooser = a > b ? s.seats[0] : s.seats[1]
        }
      }
      return r
    },
    prompt: (s) => battlePrompt(s, withBuildings(withEnvironment(table, s), s)),
    legal: (s) => battleLegal(s, withBuildings(withEnvironment(table, s), s)),
    reduce(draft, d, ctx) {
      const p = battlePrompt(draft, table)
      if (!p || !ANSWERS[p.kind]?.includes(d.kind))
        return wrong(
          'gunframe/wrong_decision',
          `This prompt (${p?.kind}) does not take a ${String(d.kind)} decision.`,
          {
            prompt: p?.kind,
          },
        )
      // The environment bends sight; missions follow the events (loot, beacons, breaches).
      const c: BattleCtx = {
        // GF-OPT-STRUCTURES-OCCUPY: occupied buildings stand in for their occupants' bases.
        table: withBuildings(withEnvironment(table, draft), draft),
        dice: ctx.dice,
        emit: (e) => {
          ctx.emit(e)
          missionEvent(draft, c, e)
          spaceStructureEvent(draft, c, e)
        },
      }
      const e = decide(draft, c, d)
      if (e) return e
      settle(draft, c)
      return undefined
    },
    outcome,
    view: (s) => {
      // Nothing is hidden in GUNFRAME but the future dice.
      const { rng: _rng, ...visible } = s
      return visible
    },
  })
}
