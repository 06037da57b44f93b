/**
 * Running totals over game rows, fed in game order: counts only, so memory grows with the number
 * of distinct seats, bots, contexts and roster entries — never with the number of games.
 */
import type { Seat } from '@sortie/engine'
import type { GameRow } from '../types.ts'

export interface Tally {
  n: number
  wins: number
}

export interface ContextTally {
  key: string
  value: string
  games: number
  draws: number
  errors: number
  bySeat: Record<Seat, Tally>
}

export interface FeatureTally {
  kind: 'unit' | 'upgrade'
  name: string
  pointsSum: number
  /** Copies fielded, over all seat-games. */
  copies: number
  /** Seat-games that fielded at least one. */
  fielded: number
  wins: number
}

const bump = (m: Record<string, Tally>, k: string, won: boolean) => {
  m[k] ??= { n: 0, wins: 0 }
  const t = m[k]
  t.n++
  if (won) t.wins++
}

export class LabAggregate {
  games = 0
  errors = 0
  draws = 0
  errorCodes: Record<string, number> = {}
  turnsSum = 0
  turns = new Map<number, number>()
  seats: Seat[] = []
  bySeat: Record<Seat, Tally> = {}
  byBot: Record<string, Tally> = {}
  contexts = new Map<string, ContextTally>()
  features = new Map<string, FeatureTally>()
  /** Rows the two-seat regression can use. */
  twoSeat = 0
  /** Game indices seen (a run checks every game arrived once). */
  private last = -1

  add(row: GameRow): void {
    if (row.i !== this.last + 1)
      throw new Error(`lab: game ${row.i} arrived out of order (after ${this.last})`)
    this.last = row.i
    this.games++
    for (const s of row.seats) if (!this.seats.includes(s)) this.seats.push(s)
    for (const [key, value] of Object.entries(row.context)) {
      const id = `${key}\u0000${value}`
      let c = this.contexts.get(id)
      if (!c) {
        c = { key, value, games: 0, draws: 0, errors: 0, bySeat: {} }
        this.contexts.set(id, c)
      }
      c.games++
      if (row.error) c.errors++
      else if (row.draw) c.draws++
      else for (const s of row.seats) bump(c.bySeat, s, row.winners.includes(s))
    }
    if (row.error) {
      this.errors++
      const code = row.error.split(':')[0] ?? row.error
      this.errorCodes[code] = (this.errorCodes[code] ?? 0) + 1
      return
    }
    this.turnsSum += row.turns
    this.turns.set(row.turns, (this.turns.get(row.turns) ?? 0) + 1)
    if (row.draw) this.draws++
    if (row.seats.length === 2) this.twoSeat++
    for (const s of row.seats) {
      const won = row.winners.includes(s)
      bump(this.bySeat, s, won)
      bump(this.byBot, row.bots[s] ?? '?', won)
      for (const [kind, name, count, points] of row.features[s] ?? []) {
        const key = `${kind}:${name}`
        let f = this.features.get(key)
        if (!f) {
          f = { kind, name, pointsSum: 0, copies: 0, fielded: 0, wins: 0 }
          this.features.set(key, f)
        }
        f.pointsSum += points * count
        f.copies += count
        f.fielded++
        if (won) f.wins++
      }
    }
  }

  /** Games that finished without an error. */
  get played(): number {
    return this.games - this.errors
  }
}
