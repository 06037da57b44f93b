/**
 * What a choice frame carries besides its options, per question id (ChoiceFrame.data): the
 * handler of each question reads its own shape through `choiceData`, and `ask` refuses data of
 * another shape at compile time. Questions missing from the map carry no data.
 *
 * @example
 * const cost = choiceData(q, 'dark-evade')?.cost
 */
import type { Seat, Vec } from '@sortie/engine'
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
