/**
 * One online game in memory: the descriptor's ruleset, the current state rebuilt from the store's
 * log, and what each seat may see of it. Pure bookkeeping: no sockets, no database (the hub does
 * the I/O around it).
 */
import {
  type AnyRulesetPackage,
  type BaseState,
  type DecisionShape,
  type EventShape,
  eventsFor,
  type Outcome,
  type PromptShape,
  type RuleError,
  SPECTATOR,
  stateHash,
  waitedSeats,
} from '@sortie/engine'
import { type AnyRuleset, rulesetOf } from '../rulesets.ts'
import { gameSeed } from './fair.ts'
import type { LogEntry, Reveal } from './messages.ts'
import type { GameStatus, OnlineGameRow, Salvage } from './store.ts'

export interface Entry {
  decision: DecisionShape
  events: EventShape[]
  /** Answered a prompt several seats answer at once: its contents are hidden from the others. */
  sealed: boolean
}

export interface Applied {
  state: BaseState
  events: EventShape[]
  sealed: boolean
}

/** Views never carry the dice's future: a ruleset that forgets to drop `rng` is covered here. */
function withoutRng(v: unknown): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v) && 'rng' in v) {
    const { rng: _rng, ...rest } = v as Record<string, unknown>
    return rest
  }
  return v
}

export class LiveGame {
  readonly rs: AnyRuleset
  state: BaseState | null = null
  seed: string | null = null
  hash: string | null = null
  entries: Entry[] = []
  nonces: Record<string, string> = {}
  /** Serialises everything that changes this game (decisions, catch-up, start). */
  queue: Promise<unknown> = Promise.resolve()
  /** Set when the stored log does not replay: the game is frozen and reports why. */
  broken: RuleError | null = null
  /** Times a rules fix made a stored decision illegal and play went on from before it. */
  salvaged: Salvage[] = []

  constructor(
    readonly row: OnlineGameRow,
    readonly pkg: AnyRulesetPackage,
  ) {
    this.rs = rulesetOf(pkg)
  }

  get id(): string {
    return this.row.id
  }
  get seq(): number {
    return this.entries.length
  }
  get seats(): string[] {
    return Object.keys(this.row.seats)
  }
  get status(): GameStatus {
    if (!this.state) return 'waiting'
    return this.outcome() ? 'over' : 'playing'
  }

  missingNonces(): string[] {
    return this.seats.filter((s) => !(s in this.nonces))
  }

  /** Builds the opening state once every seat has added its nonce. */
  start(): RuleError | null {
    if (this.state || this.missingNonces().length) return null
    this.seed = gameSeed(this.row.serverSeed, this.nonces)
    const r = this.rs.start(this.row.setup, this.seed)
    if (!r.ok) {
      this.broken = r.error
      return r.error
    }
    this.state = r.value
    this.hash = stateHash(r.value)
    return null
  }

  prompt(): PromptShape | null {
    return this.state ? this.rs.prompt(this.state) : null
  }

  /** The prompt as `seat` may see it (the ruleset's `viewPrompt`: no hidden unit's name). */
  promptFor(seat: string): PromptShape | null {
    const p = this.prompt()
    return p && this.state && this.rs.viewPrompt ? this.rs.viewPrompt(this.state, p, seat) : p
  }

  outcome(): Outcome | null {
    return this.state ? this.rs.outcome(this.state) : null
  }

  /** Applies without committing (the hub commits once the store has the row). */
  tryApply(d: DecisionShape): { ok: true; value: Applied } | { ok: false; error: RuleError } {
    if (!this.state)
      return { ok: false, error: { code: 'online/waiting', message: 'The game has not started.' } }
    const p = this.rs.prompt(this.state)
    const r = this.rs.apply(this.state, d)
    if (!r.ok) return r
    return {
      ok: true,
      value: { state: r.value.state, events: r.value.events, sealed: p ? waitedSeats(p).length > 1 : false },
    }
  }

  commit(d: DecisionShape, a: Applied): void {
    this.state = a.state
    this.hash = stateHash(a.state)
    this.entries.push({ decision: d, events: a.events, sealed: a.sealed })
  }

  view(seat: string): unknown {
    return this.state ? withoutRng(this.rs.view(this.state, seat)) : null
  }

  /**
   * What `seat` may see of a logged decision: a sealed order of another seat, or one the ruleset
   * keeps from this seat (`viewDecision`: a narrator's note), shows only its seat and kind until
   * the game ends; its events pass the ruleset's per-seat filter (`viewEvent`). Both are judged on
   * the current state.
   */
  entryFor(e: Entry, seat: string): { decision: DecisionShape; events: EventShape[] } {
    const hide =
      seat !== e.decision.seat &&
      this.status !== 'over' &&
      (e.sealed || (this.state !== null && this.rs.viewDecision?.(this.state, e.decision, seat) === false))
    return {
      decision: hide ? { seat: e.decision.seat, kind: e.decision.kind } : e.decision,
      events: this.state ? eventsFor(this.rs, this.state, e.events, seat) : e.events,
    }
  }

  log(seat: string): LogEntry[] {
    return this.entries.map((e, i) => ({ seq: i + 1, ...this.entryFor(e, seat) }) as LogEntry)
  }

  reveal(): Reveal | undefined {
    if (this.status !== 'over' || !this.seed) return undefined
    return {
      serverSeed: this.row.serverSeed,
      seedCommit: this.row.seedCommit,
      nonces: this.nonces,
      seed: this.seed,
    }
  }

  /** The game as `GET /api/online/games/:id` serves it: a `sortie replay` file once it is over. */
  record(): Record<string, unknown> {
    const over = this.status === 'over'
    return {
      id: this.id,
      ruleset: this.row.ruleset,
      status: this.status,
      // While it runs, the setup as a spectator may see it (no hidden unit); whole once over.
      setup: !over && this.rs.viewSetup ? this.rs.viewSetup(this.row.setup, SPECTATOR) : this.row.setup,
      ...(over && this.seed ? { seed: this.seed } : {}),
      decisions: this.entries.map((e) => this.entryFor(e, SPECTATOR).decision),
      hash: this.hash,
      outcome: this.outcome(),
      seedCommit: this.row.seedCommit,
      ...(over ? { reveal: this.reveal() } : {}),
      seats: Object.fromEntries(
        Object.entries(this.row.seats).map(([s, c]) => [
          s,
          c.kind === 'bot' ? { kind: 'bot', bot: c.bot } : { kind: 'human' },
        ]),
      ),
    }
  }
}
