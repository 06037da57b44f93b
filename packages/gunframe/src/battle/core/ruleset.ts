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
import { afterDamage, defenseChoices, rollDefense, rollFirepower } from '../actions/attack.ts'
import { dodge } from '../actions/dodge.ts'
import { resolveDisengage } from '../actions/move.ts'
import { react } from '../actions/reactions.ts'
// The composition root: the one core file that names the module list (scripts/check-imports.mjs).
import { standardModules } from '../modules/index.ts'
import { act, activate } from './activation.ts'
import { answerChoice } from './choice.ts'
import type { BattleCtx, BattleModules } from './context.ts'
import type { BattleEvent } from './events/index.ts'
import { findUnit, other } from './geo.ts'
import { battleLegal } from './legal/listing.ts'
import { moduleDecide, moduleTable } from './module.ts'
import { pastHashes } from './past-hashes.ts'
import { ANSWERS, battlePrompt } from './prompt.ts'
import type { BattlePrompt } from './prompt-types.ts'
import { settle } from './settle.ts'
import { isSettled, markSettled } from './settled.ts'
import { type BattleSetup, buildState } from './setup.ts'
import type { BattleDecision, BattleState, BattleUnit } from './types.ts'
import { writingTo } from './unit/own.ts'

export interface GunframeRulesetOptions {
  /** Geometry: defaults to the battlefield module's rules; tests may pass `openGround`. */
  table?: TableRules
  /** The feature modules, in hook order; defaults to the full list (modules/index.ts). */
  modules?: BattleModules
}

export type GunframeRuleset = Ruleset<BattleSetup, BattleState, BattleDecision, BattlePrompt, BattleEvent>

const wrong = (code: string, message: string, detail?: Record<string, unknown>): RuleError => ({
  code,
  message,
  ...(detail ? { detail } : {}),
})

function decide(s: BattleState, c: BattleCtx, d: BattleDecision): RuleError | undefined {
  // The modules' own decisions (mission setup, deployment, power spends, optional actions), and
  // the first parts they add to core's (a free pick-up before a move).
  const m = moduleDecide(s, c, d)
  if (m !== undefined) return m === 'done' ? undefined : m
  const top = s.stack[s.stack.length - 1]
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
    case 'choose':
      return answerChoice(s, c, d.option, d.to, d.dice)
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
  // The one module list every default ruleset and bot shares (modules keep no game's state), so
  // what a bot works out for a state is what the listing worked out (actions/kept-plans.ts).
  const modules = opts.modules ?? standardModules()
  // The environment bends sight; occupied buildings stand in for their occupants' bases.
  const look = (s: BattleState) => ({ table: moduleTable(modules, table, s), modules })
  // The question a state asks is derived from it alone, and a state apply returned is a value
  // nobody edits (DESIGN §2): its prompt is worked out once, then answered again for the bot
  // loop's prompt() and for apply's own seat check. States from start() or built by hand may
  // still be edited before play, so only apply's own results are remembered.
  const asked = new WeakMap<BattleState, BattlePrompt | null>()
  const prompt = (s: BattleState): BattlePrompt | null => {
    if (!isSettled(s)) return battlePrompt(s, look(s))
    let p = asked.get(s)
    if (p === undefined) {
      p = battlePrompt(s, look(s))
      asked.set(s, p)
    }
    return p
  }
  const ruleset = defineRuleset<BattleSetup, BattleState, BattleDecision, BattlePrompt, BattleEvent>({
    id: 'gunframe',
    // Positions and facings come from trig whose last bit differs between Node and browsers:
    // keep a micro-inch so a game played in Chromium replays to the same hash on the server.
    precision: 6,
    // The rules never edit the battlefield or a unit's parts in place (a change replaces s.field,
    // u.profile through reprofile.ts, or a unit's position, counters and marks through
    // unit/write.ts; the types keep those parts read-only), so a decision's draft shares them
    // instead of copying them: cheaper, and the table's prepared geometry stays cached from one
    // decision to the next.
    shared: [
      'field',
      // Copied on write (unit/own.ts): the draft keeps every unit a decision does not change.
      'units.*',
      'units.*.profile',
      'units.*.pos',
      'units.*.counters',
      'units.*.turn',
      'units.*.upgradeState',
      'mission.state',
      'mission.objectives',
    ],
    start(setup, seed) {
      const r = buildState(setup, seed, modules)
      if (!r.ok) return r
      const s = r.value
      // The mission (or the free-for-all's deployment roll), then upgrades, combiner teams,
      // structures, objects and the space battlefield.
      for (const m of modules) {
        const e = m.start?.(s, setup, modules)
        if (e) return { ok: false, error: e }
      }
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
    prompt,
    legal: (s, want) => battleLegal(s, look(s), prompt(s), want),
    reduce(draft, d, ctx) {
      // The engine asked prompt() of the same state to check the seat: only its kind is read here.
      const p = ctx.prompt ?? battlePrompt(draft, { table, modules })
      if (!p || !ANSWERS[p.kind]?.includes(d.kind))
        return wrong(
          'gunframe/wrong_decision',
          `This prompt (${p?.kind}) does not take a ${String(d.kind)} decision.`,
          {
            prompt: p?.kind,
          },
        )
      // Missions follow the events (loot, beacons, breaches).
      const c: BattleCtx = {
        table: moduleTable(modules, table, draft),
        modules,
        dice: ctx.dice,
        emit: (e) => {
          ctx.emit(e)
          for (const m of modules) m.onEvent?.(draft, c, e)
        },
      }
      return writingTo(draft, () => {
        const e = decide(draft, c, d)
        if (e) return e
        settle(draft, c)
        return undefined
      })
    },
    outcome,
    view: (s) => {
      // Nothing is hidden in GUNFRAME but the future dice.
      const { rng: _rng, ...visible } = s
      return visible
    },
    // Saves recorded before units were grouped by meaning still verify.
    pastHashes,
  })
  return {
    ...ruleset,
    apply(s, d) {
      const r = ruleset.apply(s, d)
      if (r.ok) markSettled(r.value.state)
      return r
    },
  }
}
