/**
 * What a choice frame carries besides its options, per question id (ChoiceFrame.data): the
 * handler of each question reads its own shape through `choiceData`, and `ask` refuses data of
 * another shape at compile time. Questions missing from the map carry no data.
 *
 * @example
 * const cost = choiceData(q, 'dark-evade')?.cost
 */
import type { Seat, Vec } from '@sortie/engine'
import type { MoveExtras } from './moves.ts'
import type { DebrisReturn } from './optional-state.ts'

/** The reaction waiting on a 'group-follower' question while followers are named (plain JSON). */
export interface PendingReaction {
  action: 'attack' | 'move'
  /** The unit that set the reaction off (the only one a reaction attack may target). */
  by: string
  path?: Vec[]
  facing?: number
  allowFall?: boolean
}

/** A 'group-move' question: whose group, who is asked next, and how far the leader went. */
export interface GroupMoveData {
  leader: string
  /** Followers still to be asked after this one. */
  rest: string[]
  /** How far the leader went: the follower's "same move" spot is this far from where it stands. */
  by: Vec
}

/** A Guardian asked about damage outside an attack's hit: to whom it is meant, and how much. */
export interface GuardedDamage {
  for: string
  damage: number
}

/**
 * What a move does to units once the mover stands at its end, step by step (actions/move-hazards.ts):
 * a dangerous feature entered, the landing, a fall off a ledge, a jump charge's hit on its target
 * and then on the jumper.
 */
export type MoveHazard =
  | { k: 'dangerous'; feature: string }
  | { k: 'landing' }
  | { k: 'fall'; inches: number }
  | { k: 'jump'; target: string }
  | { k: 'jump-self' }

/** A move's end, kept while its hazards wait on a question (plain data: the move's options). */
export interface MoveEndData {
  unit: string
  opts: MoveExtras & { reaction: boolean; first: boolean }
  startEngaged: string[]
  endEngaged: string[]
}

/** A hazard's damage waiting on a Guardian, what dealt it, the hazards left and the move's end. */
export interface HeldMoveDamage extends GuardedDamage {
  kind: MoveHazard['k']
  cause: string
  rest: MoveHazard[]
  end: MoveEndData
}

export interface ChoiceDataById {
  /** Parry's damage back, and the dodge the target keeps if it declines. */
  parry: { parry: number; dodge: number }
  /** Well-Oiled: the enemy the partner may attack. */
  'well-oiled': { target: string }
  /** A combiner's members still to place round the centre, within the radius. */
  'combiner-place': { rest: string[]; centre: Vec; radius: number }
  /** Darkness: an evade costs this many focus points. */
  'dark-evade': { cost: number }
  'group-move': GroupMoveData
  /** Set only when the leader names followers for a reaction. */
  'group-follower': { reaction: PendingReaction }
  'debris-return': { fate: DebrisReturn['fate'] }
  /** Well Read: the initiative rolls by seat. */
  'well-read': Record<Seat, number>
  /** Leader (N): Evade counters still to hand out. */
  leader: { left: number }
  /** Panic: where the destroyed friend stood (the unit runs from there). */
  panic: { from: Vec }
  'guardian-splash': GuardedDamage
  'guardian-disengage': GuardedDamage
  'guardian-move': HeldMoveDamage
}

export type ChoiceId = keyof ChoiceDataById
export type ChoiceData = ChoiceDataById[ChoiceId]

/** The data a question of id K may carry: its own shape, or none for ids without one. */
export type DataFor<K extends string> = K extends ChoiceId
  ? { data?: ChoiceDataById[K] }
  : { data?: undefined }

/** A choice frame's data read as the shape of `id`; undefined when the frame asks another question. */
export function choiceData<K extends ChoiceId>(
  q: { id: string; data?: ChoiceData },
  id: K,
): ChoiceDataById[K] | undefined {
  // `ask` pairs each id with its own shape, so the id says which shape the data has.
  return q.id === id ? (q.data as ChoiceDataById[K] | undefined) : undefined
}
