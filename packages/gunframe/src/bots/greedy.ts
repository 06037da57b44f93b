/**
 * The greedy bot: one ply. Attacks are scored by exact expected damage (a kill scores extra),
 * moves by simple positioning (a weapon in range next time, standing on an objective), and
 * every other prompt by a fixed sensible preference.
 */
import { hypot, type Vec } from '@sortie/engine'
import {
  type ActivationFrame,
  type AttackFrame,
  type BattleDecision,
  type BattleLook,
  type BattleState,
  type BattleUnit,
  battleTable,
  bestDeploy,
  bestMoveOption,
  bestOtherMove,
  declaredExpectedDamage,
  expectedAttack,
  listedLocks,
  OTHER_MOVES,
  sightlessRefusals,
  standardModules,
  WITHOUT_MOVES,
  WITHOUT_MOVES_OR_LOCKS,
} from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'
import type { Bot, BotContext, LegalList } from './bot.ts'
import { justBelow } from './just-below.ts'
import { moveScorer, moveScoreWithin } from './move-score.ts'

const unitById = (s: BattleState, id: unknown) => s.units.find((u) => u.id === id)

/**
 * What one prompt's attack scores share: the battle's table (one per state) and each attacker's
 * score against each target, as the same state and options always give the same score (a lock
 * decision scores the attack an attack decision already scored).
 */
interface Scoring {
  s: BattleState
  table: TableRules
  /** The table as the battle sees it in this state, made when an attack is first scored. */
  look?: BattleLook
  scores: Map<string, Map<string, number>>
  /** Per attacker: the attacks refused whatever the sight (blockedWithoutSight). */
  refused: Map<string, (t: BattleUnit) => boolean>
}

const scoring = (s: BattleState, table: TableRules): Scoring => ({
  s,
  table,
  scores: new Map(),
  refused: new Map(),
})

/** The battle's own table and modules for this state (battleTable), the same for every score. */
function lookOf(s: BattleState, table: TableRules): BattleLook {
  const modules = standardModules()
  return { table: battleTable(s, modules, table), modules }
}

/**
 * Expected damage and kill value of an attack, from the battle's own odds (GF-ODDS-SAME-DICE):
 * the pools every upgrade and environment shape, the defender's better pool and its Evade.
 */
function attackScore(sc: Scoring, u: BattleUnit, targetId: string): number {
  let row = sc.scores.get(u.id)
  if (!row) {
    row = new Map()
    sc.scores.set(u.id, row)
  }
  let v = row.get(targetId)
  if (v === undefined) {
    v = freshAttackScore(sc, u, targetId)
    row.set(targetId, v)
  }
  return v
}

function freshAttackScore(sc: Scoring, u: BattleUnit, targetId: string): number {
  const t = unitById(sc.s, targetId)
  if (!t) return -1
  sc.look ??= lookOf(sc.s, sc.table)
  const look = sc.look
  // Where no sight could make the attack possible (range, engagement, weapons), none is measured.
  let refused = sc.refused.get(u.id)
  if (!refused) {
    refused = sightlessRefusals(sc.s, look, u)
    sc.refused.set(u.id, refused)
  }
  if (refused(t)) return -1
  // attackOddsFor's plan and expected damage, without the distributions nothing here reads.
  const odds = expectedAttack(sc.s, look, u, t, {
    lock: t.counters.lock ? 'focus-fire' : 'keep',
    defendWith: 'best',
    evade: t.counters.evade,
  })
  if (!odds.ok) return -1
  const e = odds.value.expectedDamage
  return (
    e +
    (e >= t.armour ? 2 : 0) +
    e / Math.max(1, t.armour) -
    (odds.value.plan.needsRapidFire && !odds.value.plan.freeRapidFire ? 0.3 : 0)
  )
}

/**
 * Scores an action prompt's decisions; moves by where they end (moveScorer, made once for the
 * prompt).
 */
function actionScorer(
  s: BattleState,
  table: TableRules,
  sc: Scoring = scoring(s, table),
): (d: BattleDecision) => number {
  const f = s.stack[s.stack.length - 1] as ActivationFrame
  const u = unitById(s, f.unit) as BattleUnit
  let value: ((end: Vec) => number) | undefined
  return (d) => {
    if (d.kind !== 'move' || u.counters.knockedDown) return scoreAction(sc, u, f, d)
    value ??= moveScorer(s, table, u)
    return value(d.path[d.path.length - 1] as Vec)
  }
}

function scoreAction(sc: Scoring, u: BattleUnit, f: ActivationFrame, d: BattleDecision): number {
  switch (d.kind) {
    case 'attack':
      return attackScore(sc, u, d.target)
    case 'move':
      // Knocked down: standing up first (actionScorer scores every other move).
      return 5
    case 'lock': {
      const t = unitById(sc.s, d.target)
      const follow = f.actionsLeft >= 2 && t && !t.counters.lock && attackScore(sc, u, d.target) > 0
      return follow ? LOCK_TO_FOLLOW : LOCK_ALONE
    }
    case 'evade':
      return u.counters.lock ? 0.8 : u.counters.evade ? 0.01 : 0.35
    case 'special':
      return 5
    case 'mission-action':
      return 3
    default:
      return 0
  }
}

/**
 * A reaction's pick (the first of the best, in the legal order) without listing the moves: a move
 * reaction scores 0, so once anything else scores above that no move could be picked (nor tie:
 * the first of equals is kept). The same pick as `best(legal(), score)`.
 */
function movesLast(
  s: BattleState,
  legal: LegalList,
  ctx: BotContext,
  score: (d: BattleDecision) => number,
): BattleDecision {
  const other = firstBest(ctx.ruleset.legal(s, WITHOUT_MOVES), score)
  return other.pick && other.top > 0 ? other.pick : best(legal(), score)
}

/**
 * An action's pick (the first of the best, in the legal order), measuring moves only where one
 * could win. Every move scores at most moveScoreBound: the table's candidate moves are measured
 * only when no other decision scores above it, and then only those that could beat the best other
 * (bestMoveOption: a move is scored by where it ends; pick-ups on the way end where an earlier move
 * ends, so never beat it), and then the special moves that could reach the best so far
 * (bestOtherMove: each run is scored by its end before it is measured).
 * The family (others, table moves, special moves) holding the single best score gives the pick; an
 * exact tie between families needs the full list's order. The same pick as
 * `best(legal(), actionScorer(s, table))`.
 */
function tableMovesLast(s: BattleState, legal: LegalList, ctx: BotContext, u: BattleUnit): BattleDecision {
  const sc = scoring(s, ctx.table)
  const score = actionScorer(s, ctx.table, sc)
  const bound = moveScoreBound(s, u)
  const other = locksLast(s, ctx, sc, score, u)
  if (other.pick && other.top > bound) return other.pick
  // Table moves scoring below the best other decision are never measured (a tie is still found).
  const value = moveScorer(s, ctx.table, u)
  const look = lookOf(s, ctx.table)
  const found = bestMoveOption(s, look, u, value, justBelow(other.top), moveScoreWithin(s, ctx.table, u))
  const prompt = ctx.ruleset.prompt(s)
  const seat = (prompt as { seat: string }).seat
  const table: { pick?: BattleDecision; top: number } = found
    ? { pick: { seat, kind: 'move', path: found.path, facing: found.facing }, top: found.value }
    : { top: Number.NEGATIVE_INFINITY }
  // The unit's special moves: only runs that could reach the best so far (or tie it) are
  // measured; the listing is asked when a module cannot say its best.
  const floor = justBelow(Math.max(other.top, table.top))
  const special =
    bestOtherMove(s, look, prompt, value, floor) ?? firstBest(ctx.ruleset.legal(s, OTHER_MOVES), score)
  const top = Math.max(other.top, table.top, special.top)
  const holders = [other, table, special].filter((f) => f.pick && f.top === top)
  return holders.length === 1 ? (holders[0]?.pick as BattleDecision) : best(legal(), score)
}

/**
 * The first best of the action's decisions that are not moves, measuring the target locks (line
 * of sight to an enemy, however far) only where one could win or tie: a lock scores at most
 * lockScoreBound, and leaving the locks out keeps the rest in their order. Then each enemy's lock
 * is asked for (listedLocks) best score first, in the listing's order among equals, down to the
 * best of the rest: the first listed wins outright above it; a tie with it needs the full order.
 * The same pick as the first best of `legal(state, WITHOUT_MOVES)`.
 */
function locksLast(
  s: BattleState,
  ctx: BotContext,
  sc: Scoring,
  score: (d: BattleDecision) => number,
  u: BattleUnit,
): { pick?: BattleDecision; top: number } {
  const rest = firstBest(ctx.ruleset.legal(s, WITHOUT_MOVES_OR_LOCKS), score)
  if (rest.pick && rest.top > lockScoreBound(sc, u)) return rest
  sc.look ??= lookOf(s, sc.table)
  const prompt = ctx.ruleset.prompt(s)
  const lockOn = listedLocks(s, sc.look, prompt)
  const all = () => firstBest(ctx.ruleset.legal(s, WITHOUT_MOVES), score)
  if (!lockOn || !prompt) return all()
  // The listing's locks come in the state's order of enemies; a stable sort keeps it among equals.
  const seat = prompt.seat
  const locks: { target: string; v: number }[] = []
  for (const t of s.units) {
    if (t.status !== 'table' || t.side === u.side) continue
    const v = score({ seat, kind: 'lock', target: t.id })
    if (v >= rest.top) locks.push({ target: t.id, v })
  }
  locks.sort((a, b) => b.v - a.v)
  for (const l of locks) {
    const d = lockOn(l.target)
    if (!d) continue
    return l.v > rest.top ? { pick: d, top: l.v } : all()
  }
  return rest
}

/**
 * The most any lock of the activating unit `u` scores in this action prompt (scoreAction): a lock
 * is offered only on an enemy on the table, and is worth following up only with a second action
 * and an attack on an unlocked target that scores (the attack scores are the prompt's own, `sc`).
 */
function lockScoreBound(sc: Scoring, u: BattleUnit): number {
  const f = sc.s.stack[sc.s.stack.length - 1] as ActivationFrame
  if (u.turn.lockUsed) return Number.NEGATIVE_INFINITY
  if (f.actionsLeft < 2) return LOCK_ALONE
  for (const t of sc.s.units)
    if (t.status === 'table' && t.side !== u.side && !t.counters.lock && attackScore(sc, u, t.id) > 0)
      return LOCK_TO_FOLLOW
  return LOCK_ALONE
}

/** The first of the best-scored items, and its score (none for an empty list). */
function firstBest<T>(items: readonly T[], score: (x: T) => number): { pick?: T; top: number } {
  let pick: T | undefined
  let top = Number.NEGATIVE_INFINITY
  for (const x of items) {
    const v = score(x)
    if (v > top) {
      top = v
      pick = x
    }
  }
  return pick === undefined ? { top } : { pick, top }
}

/**
 * The most any move of `u` scores (moveScorer): its best weapon band, the largest objective pull,
 * and an approach term that is never positive for figures apart.
 */
function moveScoreBound(s: BattleState, u: BattleUnit): number {
  const l = u.profile.loadout
  const pull = s.mission.objectives.length > 0 || (s.mission.state?.counters.length ?? 0) > 0 ? 0.9 : 0
  return 0.2 + 0.1 * Math.max(0, l.close, l.short, l.medium, l.long) + pull + BOUND_MARGIN
}

/** Slack over moveScorer's terms (an approach from bases a hair apart, rounding): never a pick's difference. */
const BOUND_MARGIN = 0.05

/** A lock's scores: one the unit can follow with an attack, and one it cannot. */
const LOCK_TO_FOLLOW = 0.9
const LOCK_ALONE = 0.05

/** The first of the best-scored items (the first item when none scores); a lone item is not scored. */
function best<T>(items: readonly T[], score: (x: T) => number): T {
  if (items.length === 1) return items[0] as T
  return firstBest(items, score).pick ?? (items[0] as T)
}

function choose(s: BattleState, legal: LegalList, ctx: BotContext): BattleDecision {
  const table = ctx.table
  // Most prompts weigh every decision; 'action' and 'react' list the moves only when needed.
  const top = s.stack[s.stack.length - 1]
  switch (ctx.ruleset.prompt(s)?.kind) {
    case 'choose-role':
      return best(legal(), (d) => (d.kind === 'choose-role' && d.role === 'attacker' ? 1 : 0))
    case 'initiative':
      return best(legal(), (d) => (d.kind === 'initiative' && d.first ? 1 : 0))
    case 'deploy': {
      const c = { x: s.field.width / 2, y: s.field.depth / 2 }
      const near = (p: Vec) => -hypot(p.x - c.x, p.y - c.y)
      // The spot nearest the centre, its neighbours checked only while none nearer is legal (the
      // same pick as the listing's best). Hold units back only when there is nowhere to put them.
      return (
        bestDeploy(s, lookOf(s, table).table, near) ??
        best(legal(), (d) => (d.kind === 'deploy' ? near(d.pos) : -1e6))
      )
    }
    case 'call-reserves': {
      // Call every waiting unit.
      return best(legal(), (d) => (d.kind === 'call-reserves' ? d.units.length : 0))
    }
    case 'activate': {
      const sc = scoring(s, table)
      return best(legal(), (d) => {
        if (d.kind !== 'activate') return 0
        const u = unitById(s, d.unit) as BattleUnit
        let v = 0
        for (const o of s.units)
          if (o.status === 'table' && o.side !== u.side) v = Math.max(v, attackScore(sc, u, o.id))
        return v
      })
    }
    case 'use-lock': {
      const f = top as AttackFrame
      const look = lookOf(s, table)
      // declaredAttackOdds' expected damage, without the distributions nothing here reads.
      const expected = (lock: 'focus-fire' | 'precise-strike' | 'keep') => {
        const o = declaredExpectedDamage(s, look, f, { lock, defendWith: 'best' })
        return o.ok ? o.value : 0
      }
      const ff = expected('focus-fire')
      const ps = expected('precise-strike')
      return best(legal(), (d) =>
        d.kind !== 'use-lock' ? 0 : d.effect === 'focus-fire' ? ff : d.effect === 'precise-strike' ? ps : 0,
      )
    }
    case 'defend': {
      const t = unitById(s, (top as AttackFrame).target) as BattleUnit
      return best(legal(), (d) =>
        d.kind !== 'defend'
          ? 0
          : (d.pool === 'close' ? t.profile.loadout.close : t.profile.defense) + (d.evade ? 0.5 : 0),
      )
    }
    case 'dodge': {
      const a = unitById(s, (top as AttackFrame).attacker) as BattleUnit
      return best(legal(), (d) =>
        d.kind === 'dodge' && d.to ? hypot(d.to.x - a.pos.x, d.to.y - a.pos.y) : 0,
      )
    }
    case 'power':
      return best(legal(), (d) =>
        d.kind === 'power'
          ? d.spend.reduce(
              (n, p) => n + (p.x ?? { distract: 1, 'knock-down': 2, 'shut-down': 3 }[p.id] ?? 1),
              0,
            )
          : 0,
      )
    case 'disengage': {
      const u = unitById(s, (top as { unit: string }).unit) as BattleUnit
      return best(legal(), (d) =>
        d.kind === 'disengage' && d.choice === 'take-damage' ? (u.armour > 6 ? 1 : -1) : 0,
      )
    }
    case 'react': {
      const sc = scoring(s, table)
      // A move reaction scores 0: anything above that among the rest beats every move.
      return movesLast(s, legal, ctx, (d) => {
        if (d.kind !== 'react') return 0.5
        const u = unitById(s, d.unit) as BattleUnit
        if (d.action === 'attack' && top?.t === 'react') return attackScore(sc, u, top.trigger.by)
        if (d.action === 'evade') return u.counters.lock ? 0.7 : 0.1
        return 0
      })
    }
    case 'action': {
      const f = top as ActivationFrame
      const u = unitById(s, f.unit) as BattleUnit
      // Standing up scores above everything a move is bounded by: list it all.
      if (u.counters.knockedDown) return best(legal(), actionScorer(s, table))
      return tableMovesLast(s, legal, ctx, u)
    }
    case 'choose':
      return top?.t === 'choice' && top.id.startsWith('lucky-')
        ? lucky(top.dice ?? [], legal())
        : (legal()[0] as BattleDecision)
    default:
      return legal()[0] as BattleDecision
  }
}

/** GF-UPG-LUCKY: spend the one re-roll on the failed dice once at least half the roll failed. */
function lucky(dice: readonly number[], legal: readonly BattleDecision[]): BattleDecision {
  const failed = dice.filter((v) => v < 4).length
  const want = failed > 0 && failed * 2 >= dice.length ? 'reroll' : 'keep'
  return best(legal, (d) => (d.kind === 'choose' && d.option === want ? 1 : 0))
}

export const greedyBot: Bot = { name: 'greedy', choose }
