/**
 * Rolling the pool and assigning dice (seed, "Roll Dicepool"): one die per action, each die once;
 * blue/green/yellow/red serve their own action and whites stand in for any — except that a white
 * serves a ranged attack only when the frame has a weapon system at that band (rockets are not
 * systems, MF-RULING-SSR-WHITE). An action left without a die counts 0; leftovers are discarded.
 */
import type { Dice } from '@sortie/engine'
import { frameDice, hasWeapon } from '../../units/index.ts'
import type { Action, Assignment, FrameState, RolledDie, TurnState } from '../types.ts'
import { ACTIONS } from '../types.ts'

/** The pool rolled now; `hazard` takes one white die away (MF-ALT-HAZARD). */
export function rollPool(f: FrameState, dice: Dice, hazard = false): RolledDie[] {
  const spec = frameDice(f)
  const w = hazard ? spec.findIndex((d) => d.colour === 'W') : -1
  return spec.filter((_, i) => i !== w).map((d) => ({ ...d, value: dice.roll(d.sides) }))
}

/** Whether die `d` may serve `action` for this turn's declared band. */
export function dieFits(
  d: RolledDie,
  action: Action,
  turn: Pick<TurnState, 'band' | 'target'>,
  f: FrameState,
): boolean {
  if (action === 'attack') {
    if (!turn.target || !turn.band) return false
    if (d.colour === 'W') return turn.band === 'h' || hasWeapon(f.systems, turn.band)
    if (d.colour !== 'R') return false
    return d.band === turn.band || (d.band === 'r' && turn.band === 'd')
  }
  if (d.colour === 'W') return true
  return d.colour === { defence: 'B', move: 'G', spot: 'Y' }[action]
}

export const actionValue = (turn: Pick<TurnState, 'pool' | 'assignment'>, a: Action): number => {
  const i = turn.assignment?.[a]
  return i === null || i === undefined ? 0 : (turn.pool?.[i]?.value ?? 0)
}

/** Why an assignment is not allowed, or undefined. */
export function assignmentError(a: Assignment, turn: TurnState, f: FrameState): string | undefined {
  const pool = turn.pool ?? []
  const used = new Set<number>()
  for (const action of ACTIONS) {
    const i = a[action]
    if (i === null) continue
    if (!Number.isInteger(i) || i < 0 || i >= pool.length)
      return `There is no die #${i} in the pool for ${action}.`
    if (used.has(i)) return `Die #${i} is assigned twice; each die serves one action.`
    used.add(i)
    const d = pool[i] as RolledDie
    if (!dieFits(d, action, turn, f))
      return action === 'attack' && d.colour === 'W'
        ? 'A white die serves a ranged attack only when the frame has a weapon system at that range.'
        : `A ${d.colour === 'R' ? `red (${d.band})` : d.colour} die cannot serve ${action}${action === 'attack' && !turn.target ? ' (no target declared)' : ''}.`
  }
  return undefined
}

/**
 * The distinct assignments, for legal(): per action the dice are told apart by what they give
 * (colour, size, value, rocket or not); an action left empty while a fitting die lies unused is
 * dropped as dominated (except the attack, which may be aborted on purpose).
 */
export function enumerateAssignments(turn: TurnState, f: FrameState): Assignment[] {
  const pool = turn.pool ?? []
  const out: Assignment[] = []
  const seen = new Set<string>()
  const pick: (number | null)[] = []
  const free = (i: number) => !pick.includes(i)
  const walk = (k: number) => {
    if (k === ACTIONS.length) {
      const a = Object.fromEntries(ACTIONS.map((x, j) => [x, pick[j] ?? null])) as Assignment
      // dominated: a non-attack action empty while a die that fits it is unused
      for (const x of ACTIONS) {
        if (x === 'attack' || a[x] !== null) continue
        if (pool.some((d, i) => !Object.values(a).includes(i) && dieFits(d, x, turn, f))) return
      }
      const key = ACTIONS.map((x) => {
        const i = a[x]
        if (i === null) return '-'
        const d = pool[i] as RolledDie
        return `${d.value}${d.source === 'ssr' ? 'r' : ''}`
      }).join('|')
      if (seen.has(key)) return
      seen.add(key)
      out.push(a)
      return
    }
    const action = ACTIONS[k] as Action
    const tried = new Set<string>()
    const choices: (number | null)[] = [null]
    pool.forEach((d, i) => {
      if (!free(i) || !dieFits(d, action, turn, f)) return
      const key = `${d.colour}${d.sides}${d.band ?? ''}${d.value}`
      if (tried.has(key)) return
      tried.add(key)
      choices.push(i)
    })
    for (const i of choices) {
      pick[k] = i
      walk(k + 1)
    }
    pick.length = k
  }
  walk(0)
  return out
}
