/**
 * Plays one whole game between two bots: `setup + seed + decisions`, so the same arguments
 * always give the same game. A rejected decision counts as an error and ends the game.
 */
import { Dice, type Seat, seedRng } from '@sortie/engine'
import type { BattleDecision, BattleSetup, BattleState, GunframeRuleset } from '@sortie/gunframe/battle'
import type { TableRules } from '@sortie/gunframe/table'
import { type Bot, type BotContext, lazyLegal } from './bot.ts'

export interface GameSummary {
  seed: string
  winner: Seat | null
  turns: number
  vp: Record<Seat, number>
  decisions: number
  error?: string
}

export interface PlayOptions {
  ruleset: GunframeRuleset
  table: TableRules
  setup: BattleSetup
  seed: string
  bots: Record<Seat, Bot>
  /** Keep every decision (for replays). */
  record?: BattleDecision[]
  maxDecisions?: number
}

export function playGame(o: PlayOptions): GameSummary & { state: BattleState | null } {
  const started = o.ruleset.start(o.setup, o.seed)
  if (!started.ok)
    return {
      seed: o.seed,
      winner: null,
      turns: 0,
      vp: {},
      decisions: 0,
      error: started.error.code,
      state: null,
    }
  let s = started.value
  const dice = new Dice(seedRng(`bots:${o.seed}`))
  const ctx: BotContext = { ruleset: o.ruleset, table: o.table, rand: (n) => dice.roll(Math.max(1, n)) - 1 }
  let n = 0
  const limit = o.maxDecisions ?? 20_000
  let error: string | undefined
  for (let p = o.ruleset.prompt(s); p && n < limit; p = o.ruleset.prompt(s)) {
    const bot = o.bots[p.seat]
    const legal = lazyLegal(ctx, s)
    if (!bot) {
      error = 'gunframe/no_legal_decision'
      break
    }
    const d = bot.choose(s, legal, ctx)
    const step = o.ruleset.apply(s, d)
    if (!step.ok) {
      error = legal().length === 0 ? 'gunframe/no_legal_decision' : step.error.code
      break
    }
    o.record?.push(d)
    s = step.value.state
    n++
  }
  if (!error && o.ruleset.prompt(s)) error = 'gunframe/decision_limit'
  const r = s.result
  return {
    seed: o.seed,
    winner: r && !r.draw ? (r.winners[0] ?? null) : null,
    turns: s.turn,
    vp: { ...s.vp },
    decisions: n,
    ...(error ? { error } : {}),
    state: s,
  }
}
