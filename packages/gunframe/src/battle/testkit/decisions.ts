/**
 * Decision builders for rule tests: the straight two-point move, the reaction move and the
 * activate-then-attack pair most scenarios open with, so a test names what it plays and no test
 * spells out (and copies) every field of the same decisions.
 *
 * @example
 * play(s, [{ kind: 'activate', unit: A }, moveTo({ x: 10, y: 10 }, { x: 10, y: 14 }, N)])
 */
import type { Vec } from '@sortie/engine'
import type { Unseated } from './testing.ts'

type MoveDecision = Extract<Unseated, { kind: 'move' }>
type ReactDecision = Extract<Unseated, { kind: 'react' }>
/** What a move may carry besides its path and facing (`special`, `fast`, `form`…). */
export type MoveExtras = Omit<MoveDecision, 'kind' | 'path' | 'facing'>
/** What a reaction move may carry besides its unit, path and facing (`special`, `free`…). */
export type ReactMoveExtras = Omit<ReactDecision, 'kind' | 'unit' | 'action' | 'path' | 'facing'>

/** A straight move from `from` to `to`, ending facing `facing` (radians). */
export const moveTo = (from: Vec, to: Vec, facing: number, extras: MoveExtras = {}): MoveDecision => ({
  kind: 'move',
  path: [from, to],
  facing,
  ...extras,
})

/** `unit` reacts with a straight move from `from` to `to`, ending facing `facing`. */
export const reactMove = (
  unit: string,
  from: Vec,
  to: Vec,
  facing: number,
  extras: ReactMoveExtras = {},
): ReactDecision => ({ kind: 'react', unit, action: 'move', path: [from, to], facing, ...extras })

/** `unit` activates and attacks `target` with its best weapon. */
export const activateAttack = (unit: string, target: string): Unseated[] => [
  { kind: 'activate', unit },
  { kind: 'attack', target },
]

/** `unit` activates and locks on to `target` (the lock's Pilot Skill roll comes from the dice). */
export const activateLock = (unit: string, target: string): Unseated[] => [
  { kind: 'activate', unit },
  { kind: 'lock', target },
]
